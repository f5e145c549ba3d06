// Definitions: a required equality that introduces a fresh variable defines it outside the
// tableau. Removing one keeps the definitions built on it as definitions (made again in place,
// the freed variable as a term) instead of moving them into the tableau.

extension Solver {
  /// Defines the fresh variable `defined` by `constraint` (record `key`, `terms == -constant`):
  /// its definition, its record and its group (a required equality's, or a soft definition's over
  /// its deviation).
  func defineFresh(
    _ constraint: Constraint, _ defined: (index: Int, coefficient: Double),
    terms: [(index: Int, coefficient: Double)], constant: Double, key: Int
  ) {
    let substituted = define(defined, terms: terms, constant: constant, key: key)
    records[key] = Record(
      constraint: constraint, constant: constant,
      placement: .definition(variable: defined.index, substituted: substituted), sequence: nextSequence,
      stamp: nextSequence)
    joinGroups(terms)
  }

  /// Makes the fresh variable a definition. A term whose variable is itself defined by at most
  /// one term is replaced by that definition (an equal-size chain `h_i == h_(i-1)` stays one term
  /// deep instead of i), and this constraint becomes one of its dependents; returns those variables.
  /// `reusing`: a definition of the same constraint taken off another variable (a re-rooting turns
  /// it), whose object and term storage the new one takes over instead of allocating its own.
  func define(
    _ defined: (index: Int, coefficient: Double), terms: [(index: Int, coefficient: Double)],
    constant: Double, key: Int, sequence: Int? = nil, stamp: Int? = nil, reusing old: Definition? = nil
  ) -> [Int] {
    var substituted: [Int] = []
    define(
      defined, terms: terms, constant: constant, key: key, sequence: sequence, stamp: stamp, reusing: old,
      substituted: &substituted)
    return substituted
  }

  /// ``define(_:terms:constant:key:sequence:stamp:reusing:)`` appending the substituted variables
  /// to `substituted` (a definition made again passes its record's list, emptied, so its storage
  /// is reused instead of a new list allocated).
  func define(
    _ defined: (index: Int, coefficient: Double), terms: [(index: Int, coefficient: Double)],
    constant: Double, key: Int, sequence: Int?, stamp: Int?, reusing old: Definition?,
    substituted: inout [Int]
  ) {
    let scale = defined.coefficient
    sequenceOrderValid = false
    var rest: [(index: Int, coefficient: Double)] = []
    if let old {
      // Taken out of the object first, so the storage is uniquely held and refilled in place.
      swap(&rest, &old.terms)
      rest.removeAll(keepingCapacity: true)
    }
    rest.reserveCapacity(terms.count)
    var total = -constant / scale
    // Each variable's position in `rest` is kept in `termPositions` (reset below).
    func append(_ index: Int, _ coefficient: Double) {
      let position = termPositions[index]
      if position >= 0 {
        rest[position].coefficient += coefficient
      } else {
        termPositions[index] = rest.count
        rest.append((index, coefficient))
      }
    }
    for term in terms where term.index != defined.index {
      let coefficient = -term.coefficient / scale
      guard let inner = variables[term.index].definition, inner.terms.count <= 1 else {
        append(term.index, coefficient)
        continue
      }
      substituted.append(term.index)
      addDependent(term.index, record: key, stamp: stamp ?? nextSequence, term.coefficient)
      total += coefficient * inner.constant
      for innerTerm in inner.terms { append(innerTerm.index, coefficient * innerTerm.coefficient) }
    }
    for term in rest { termPositions[term.index] = -1 }
    rest.removeAll { abs($0.coefficient) <= 1e-12 }
    for term in rest {
      variables[term.index].definitionReferences += 1
      variables[term.index].referencedBy.append(defined.index)
    }
    markPending(defined.index)
    if let old, old.constraint == key {
      definitionsRefilled += 1
      old.constant = total
      old.terms = rest
      old.sequence = sequence ?? nextSequence
      old.scale = scale
      variables[defined.index].definition = old
    } else {
      definitionAllocations += 1
      variables[defined.index].definition = Definition(
        constant: total, terms: rest, constraintTerms: terms, constraint: key,
        sequence: sequence ?? nextSequence,
        scale: scale)
    }
    // A definition made again keeps its place in the creation order.
    if sequence == nil { definitionOrder.append(defined.index) }
  }

  /// Removes the definition of `index` (its constraint, `key`, is already out of ``records``).
  /// Definitions that substituted it, directly or through others, are made again in place with
  /// the freed variable as a term (in creation order, each keeping its place); tableau
  /// constraints that expanded any definition that changed leave and come back against the new
  /// ones. So a chain of definitions stays a chain of definitions under removal, where moving each
  /// dependent into the tableau would make the next removal cost a pivot per dependent.
  ///
  /// The same walk carries what a unit change of the removed constant moves each dependent by,
  /// from which the row kiwi's removal would make 0 is found before the tableau changes. That
  /// row, with which of the placed constraints' symbols are 0 before, is returned (nil in a batch
  /// of removals) for ``slideToward(_:)`` once the constraints are back
  /// (Solver+RemovalVertex.swift), which also ends the log of changes of basis begun here.
  func removeDefinition(_ key: Int, variable index: Int, substituted: [Int]) -> RemovalVertex? {
    refreshStaleTableau()
    let findsBound = deferredAdds == nil
    var waiting = DefinitionHeap()
    var queued: Set<Int> = []
    var tableau: [(id: Int, record: Record)] = []
    // What reaches each record, in the solver's scratch by record id (reset below).
    if findsBound && removalAmounts.count < records.count {
      removalAmounts += repeatElement(0, count: records.count - removalAmounts.count)
    }
    // Sorts the dependents of a changed definition: definitions wait to be made again (earliest
    // first), tableau constraints are collected. `change`: how far a unit change of the removed
    // constant moves `variable`.
    func collect(_ variable: Int, _ change: Double) {
      for entry in variables[variable].dependents {
        guard let record = records[entry.record], record.stamp == entry.stamp else { continue }
        let dependent = entry.record
        if findsBound { removalAmounts[dependent] += entry.coefficient * change }
        guard !queued.contains(dependent) else { continue }
        queued.insert(dependent)
        if case .definition(let defined, _) = record.placement {
          waiting.push(-record.sequence, defined)
        } else {
          tableau.append((dependent, record))
        }
      }
    }
    let definition = variables[index].definition!
    collect(index, -1 / definition.scale)
    for term in definition.terms { variables[term.index].definitionReferences -= 1 }
    variables[index].definition = nil
    sequenceOrderValid = false
    markPending(index)
    if let position = definitionOrder.lastIndex(of: index) { definitionOrder[position] = -1 }
    removedDefinitions += 1
    // The last created of the removed variable and the definitions the marker reaches.
    var freed = index
    while let defined = waiting.pop() {
      let definition = variables[defined].definition!
      let change = findsBound ? -removalAmounts[definition.constraint] / definition.scale : 0
      if abs(change) > Solver.pivotTolerance { freed = max(freed, defined) }
      redefine(defined)
      collect(defined, change)
    }
    if removedDefinitions > 64 && removedDefinitions * 2 > definitionOrder.count {
      compactDefinitions()
    }
    tableau.sort { $0.record.sequence < $1.record.sequence }
    var vertex: RemovalVertex?
    if findsBound {
      vertex = removalVertex(tableau.map { ($0.id, removalAmounts[$0.id]) }, freed: freed)
      for key in queued { removalAmounts[key] = 0 }
      basisChanges = [:]
    }
    // Twins go first: an original removed before them would add them again at once.
    for dependent in tableau where isTwin(dependent.id) { remove(dependent.id) }
    // (Identity read: an original's other twins, added again, may have taken a freed id.)
    for dependent in tableau where records[dependent.id]?.constraint === dependent.record.constraint {
      remove(dependent.id)
    }
    for (_, record) in tableau {
      // In a batch of removals they come back after the batch (see ``removeConstraints(_:)``).
      if deferredAdds != nil {
        deferredAdds!.append((record.constraint, record.constant, asDefinition: false))
      } else {
        try? add(record.constraint, constant: record.constant, allowDefinition: false)
      }
    }
    return vertex
  }

  /// Makes the definition of `index` again from its constraint, as the definitions it mentions
  /// stand now (keeping its creation order). False when it came out as it was (same constant,
  /// scale and terms): what is built on it then stands as it was. The definition's object, its
  /// terms' storage and its record's list of substituted variables are refilled in place (the
  /// old terms are compared from a copy in ``comparedTerms``), so nothing is allocated.
  @discardableResult
  func redefine(_ index: Int) -> Bool {
    let old = variables[index].definition!
    let key = old.constraint
    guard let constant = definitionConstant(key) else { return true }
    // A new stamp: the dependents entries of the old definition are stale from here.
    nextSequence += 1
    records[key]!.stamp = nextSequence
    for term in old.terms { variables[term.index].definitionReferences -= 1 }
    // The stale entries of `referencedBy` count toward compacting them.
    removedDefinitions += 1
    variables[index].definition = nil
    let terms = old.constraintTerms
    guard let defined = terms.first(where: { $0.index == index }) else { return true }
    var before: [(index: Int, coefficient: Double)] = []
    swap(&before, &comparedTerms)
    before.append(contentsOf: old.terms)
    let (oldConstant, oldScale) = (old.constant, old.scale)
    var substituted = takeSubstituted(key)
    define(
      defined, terms: terms, constant: constant, key: key, sequence: old.sequence, stamp: nextSequence,
      reusing: old, substituted: &substituted)
    records[key]!.placement = .definition(variable: index, substituted: substituted)
    let sameTerms = old.terms.elementsEqual(before) {
      $0.index == $1.index && $0.coefficient == $1.coefficient
    }
    before.removeAll(keepingCapacity: true)
    swap(&before, &comparedTerms)
    return old.constant != oldConstant || old.scale != oldScale || !sameTerms
  }

  /// The constant of record `key` when it places a definition (nil otherwise), read in place: a
  /// copy of the record would retain its constraint and its placement's list.
  @inline(__always)
  func definitionConstant(_ key: Int) -> Double? {
    records.withUnsafeBufferPointer { buffer in
      guard case .definition? = buffer[key]?.placement else { return nil }
      return buffer[key]!.constant
    }
  }

  /// The list of variables substituted into record `key`'s definition, taken out of the record
  /// and emptied with its storage kept, for the definition made again in its place (empty for a
  /// tableau record). The record holds a placeholder until the caller stores the new placement.
  func takeSubstituted(_ key: Int) -> [Int] {
    var placement = takePlacement(key)
    guard case .definition(_, var list) = placement else {
      swap(&placement, &records[key]!.placement)
      return []
    }
    // The placement lets go of its list first, so the list is emptied in place, not copied.
    placement = Solver.placeholder
    list.removeAll(keepingCapacity: true)
    return list
  }

  /// A placement that stands in a record while its own is taken out.
  static let placeholder = Placement.definition(variable: -1, substituted: [])

  /// Record `key`'s placement, taken out in place (a copy of the record would retain its
  /// constraint and its placement's list); the record holds ``placeholder`` until it is given one.
  @inline(__always)
  func takePlacement(_ key: Int) -> Placement {
    var placement = Solver.placeholder
    swap(&placement, &records[key]!.placement)
    return placement
  }

  // MARK: Records

  /// The record id of `constraint` in this solver, or nil when it is not in it.
  @inline(__always)
  func recordID(of constraint: Constraint) -> Int? {
    if constraint.solverOwner == ObjectIdentifier(self) {
      let slot = constraint.solverSlot
      if slot < records.count, records[slot]?.constraint === constraint { return slot }
      return nil
    }
    return recordIndex.isEmpty ? nil : recordIndex[ObjectIdentifier(constraint)]
  }

  /// A free record id for `constraint` (the record is stored when its placement is known),
  /// written on the constraint when this solver owns it.
  func reserveRecord(for constraint: Constraint) -> Int {
    let id: Int
    if let reused = freeRecords.popLast() {
      id = reused
    } else {
      id = records.count
      records.append(nil)
    }
    let me = ObjectIdentifier(self)
    if constraint.solverOwner == nil || constraint.solverOwner == me {
      constraint.solverOwner = me
      constraint.solverSlot = id
    } else {
      recordIndex[ObjectIdentifier(constraint)] = id
    }
    recordCount += 1
    return id
  }

  /// Frees `constraint`'s record id (its record, if stored, goes with it).
  func releaseRecord(_ id: Int, of constraint: Constraint) {
    if constraint.solverOwner != ObjectIdentifier(self) { recordIndex[ObjectIdentifier(constraint)] = nil }
    records[id] = nil
    freeRecords.append(id)
    recordCount -= 1
  }

  /// Whether `entry` is live (its record is there with the stamp the entry was made with), read in
  /// place: a copy of the record would retain its constraint and its placement's list.
  @inline(__always)
  func isLive(_ entry: Dependent) -> Bool {
    records.withUnsafeBufferPointer { $0[entry.record]?.stamp == entry.stamp }
  }

  /// A live entry's record as walks over dependents read it, in place: the variable it defines
  /// (-1 for a tableau constraint) and its sequence; nil when the entry is stale.
  @inline(__always)
  func liveRecord(_ entry: Dependent) -> (defined: Int, sequence: Int)? {
    records.withUnsafeBufferPointer { buffer in
      guard buffer[entry.record]?.stamp == entry.stamp else { return nil }
      let sequence = buffer[entry.record]!.sequence
      guard case .definition(let defined, _) = buffer[entry.record]!.placement else { return (-1, sequence) }
      return (defined, sequence)
    }
  }

  /// Whether the tableau constraint of record `key` holds `index` as a plain variable, read in place.
  @inline(__always)
  func holdsPlain(_ key: Int, _ index: Int) -> Bool {
    records.withUnsafeBufferPointer { buffer in
      guard case .tableau(_, _, _, let plain)? = buffer[key]?.placement else { return false }
      return plain.contains(index)
    }
  }

  /// Notes that the record `record` (with `stamp`) expanded or substituted the definition of
  /// `index` with `coefficient`. Appends without searching (a record mentions a variable once
  /// per placement); the list drops its stale entries when it has grown to twice what it kept at
  /// its last compaction, so it stays within twice its live entries (plus 8).
  func addDependent(_ index: Int, record: Int, stamp: Int, _ coefficient: Double) {
    if variables[index].dependents.count >= 2 * variables[index].dependentsKept + 8 {
      variables[index].dependents.removeAll { !isLive($0) }
      variables[index].dependentsKept = variables[index].dependents.count
    }
    variables[index].dependents.append(Dependent(record: record, stamp: stamp, coefficient: coefficient))
  }
}
