// Re-rooting: a required equality whose variables are all in use can still become a definition
// when one of them can be freed by turning round the definitions between it and a variable that
// no tableau row holds. Constraints that arrive in any order then build the definitions that the
// same constraints build in order, instead of tableau rows that grow with what they join.

extension Solver {
  // MARK: Groups

  /// Makes room in the group tables for every variable (a new variable is a group of its own).
  private func growGroups() {
    while groupParent.count < variables.count {
      groupParent.append(groupParent.count)
      groupSize.append(1)
      groupIsForest.append(true)
      rerootMarks.append(0)
      rerootLinks.append(-1)
    }
  }

  /// The root of `index`'s group (path halving).
  func group(of index: Int) -> Int {
    var node = index
    while groupParent[node] != node {
      groupParent[node] = groupParent[groupParent[node]]
      node = groupParent[node]
    }
    return node
  }

  /// Joins the groups of a defining constraint's variables (the smaller under the larger); a
  /// constraint with two variables in one group closes a cycle, so that group is no longer a forest.
  func joinGroups(_ terms: [(index: Int, coefficient: Double)]) {
    growGroups()
    guard let first = terms.first else { return }
    var root = group(of: first.index)
    for term in terms.dropFirst() {
      let other = group(of: term.index)
      guard other != root else {
        groupIsForest[root] = false
        continue
      }
      let (large, small) = groupSize[root] >= groupSize[other] ? (root, other) : (other, root)
      groupParent[small] = large
      groupSize[large] += groupSize[small]
      groupIsForest[large] = groupIsForest[large] && groupIsForest[small]
      root = large
    }
  }

  // MARK: Re-rooting

  /// Makes the required equality `terms == -constant` (record `key`, nothing fresh in it) a
  /// definition: in the smallest group that allows it, the definitions on a path from one of its
  /// variables `p0` to a variable no tableau row holds are turned round (each path constraint
  /// defines the next variable on the path instead of the previous), the constraint defines `p0`,
  /// and the definitions built on the changed ones are made again and put in order. Where the
  /// variables lie in distinct groups whose constraints form forests no cycle can close; otherwise
  /// (grids, equal-size chains) a bounded walk checks each path first (see
  /// ``isAcyclic(turning:terms:)``). Union by size: each variable is re-rooted with the smaller
  /// side of a join, so building any forest costs O(N log N) here. False (nothing changed) when
  /// no group allows it.
  func reroot(
    _ constraint: Constraint, terms: [(index: Int, coefficient: Double)], constant: Double, key: Int
  ) -> Bool {
    growGroups()
    var roots: [Int] = []
    // Distinct forest groups cannot close a cycle of definitions; otherwise each path is checked.
    var forest = true
    for term in terms {
      let root = group(of: term.index)
      if !groupIsForest[root] || roots.contains(root) { forest = false }
      roots.append(root)
    }
    // Solving for a small cell would multiply the rest (and its rounding) by its inverse.
    let largest = terms.reduce(0.0) { max($0, abs($1.coefficient)) }
    let candidates = terms.indices.filter { abs(terms[$0].coefficient) >= 1e-3 * largest }
      .sorted { groupSize[roots[$0]] < groupSize[roots[$1]] }
    // Moving tableau constraints changes the order they were added in, and so which of several
    // optimal solutions the simplex settles on: a constraint that fixes its one variable (whose
    // users then see a constant) moves them at once; another only when no candidate's path ends
    // at a variable outside the tableau (the tableau path would otherwise take it, and join the
    // pieces in a growing row: the shuffled chain's link between two pieces whose free ends are
    // heights held by their weak `height == 44`).
    for moves in terms.count == 1 ? [true] : [false, true] {
      for candidate in candidates {
        guard let path = rerootPath(from: terms[candidate].index, moving: moves, avoiding: terms),
          forest || isAcyclic(turning: path, terms: terms), freeEnd(of: path)
        else { continue }
        turn(path, toDefine: terms[candidate], by: constraint, terms: terms, constant: constant, key: key)
        return true
      }
    }
    return false
  }

  /// How many tableau constraints may hold the end of a re-rooting path: they leave the tableau
  /// before it and come back after, expanding its new definition (each costs a removal and an
  /// addition, so only a few are moved; see ``canMoveUsers(of:)``).
  static let movedTableauUses = 4

  /// Whether the tableau constraints that hold the undefined variable are few and none is
  /// required (a required one could be refused when added again, within rounding).
  private func canMoveUsers(of index: Int) -> Bool {
    guard variables[index].tableauUses <= Solver.movedTableauUses else { return false }
    for entry in variables[index].dependents {
      guard let record = records[entry.record], record.stamp == entry.stamp, case .tableau = record.placement
      else { continue }
      if record.constraint.strength >= Strength.required { return false }
    }
    return true
  }

  /// Takes the tableau constraints that hold the path's end out of the tableau (they come back in
  /// ``turn(_:toDefine:by:terms:constant:key:)``, after ``movedConstraints``); false, with them
  /// back, when rounding residue of the variable's symbol stays in the tableau without them.
  private func freeEnd(of path: [Int]) -> Bool {
    let end = path[path.count - 1]
    movedConstraints.removeAll()
    guard !isOutsideTableau(end) else { return true }
    for entry in variables[end].dependents {
      guard let record = records[entry.record], record.stamp == entry.stamp,
        case .tableau = record.placement, !movedConstraints.contains(where: { $0.id == entry.record })
      else { continue }
      movedConstraints.append((entry.record, record))
    }
    movedConstraints.sort { $0.record.sequence < $1.record.sequence }
    for moved in movedConstraints { remove(moved.id) }
    let symbol = variables[end].symbol
    if rows[symbol] != nil { _ = uninstall(symbol) }
    if variables[end].tableauUses == 0 && columnLive[symbol] == 0 && objective[symbol] == 0 { return true }
    restoreMoved()
    return false
  }

  /// Adds the constraints a re-rooting took out of the tableau again.
  private func restoreMoved() {
    let moved = movedConstraints
    movedConstraints.removeAll()
    for (_, record) in moved {
      try? add(record.constraint, constant: record.constant, allowDefinition: false)
    }
  }

  /// Whether no tableau row, objective cell or tableau constraint holds the undefined variable.
  private func isOutsideTableau(_ index: Int) -> Bool {
    // Field by field: a copy of the whole state would retain and release each of its arrays.
    guard variables[index].definition == nil, variables[index].tableauUses == 0 else { return false }
    let symbol = variables[index].symbol
    return symbol == 0 || (rows[symbol] == nil && columnLive[symbol] == 0 && objective[symbol] == 0)
  }

  /// A path from `start` through the variables of the constraints defining it and the next ones to
  /// an undefined variable outside the tableau (`start` alone when it is one), or nil.
  private func rerootPath(
    from start: Int, moving: Bool, avoiding terms: [(index: Int, coefficient: Double)]
  ) -> [Int]? {
    rerootStamp += 1
    let stamp = rerootStamp
    rerootMarks[start] = stamp
    rerootLinks[start] = -1
    rerootStack.removeAll(keepingCapacity: true)
    rerootStack.append(start)
    while let node = rerootStack.popLast() {
      definitionWork += 1
      guard let definition = variables[node].definition else {
        // Another variable of the constraint cannot end the path: defined by it, the start would
        // close a cycle through the turned definitions.
        guard node == start || !terms.contains(where: { $0.index == node }),
          isOutsideTableau(node) || (moving && canMoveUsers(of: node))
        else { continue }
        var path = [node]
        while rerootLinks[path[path.count - 1]] >= 0 { path.append(rerootLinks[path[path.count - 1]]) }
        path.reverse()
        return path
      }
      for term in definition.constraintTerms where term.index != node && rerootMarks[term.index] != stamp {
        rerootMarks[term.index] = stamp
        rerootLinks[term.index] = node
        rerootStack.append(term.index)
      }
    }
    return nil
  }

  /// How many variables ``isAcyclic(turning:terms:)`` may visit per variable of the path before it
  /// gives up (the constraint then takes the tableau path).
  static let cycleCheckBudget = 8

  /// Whether turning `path` round for a constraint with `terms` leaves the definitions without a
  /// cycle (needed where the constraint graph is not a forest). The turned definitions and the
  /// new one point from path variables to the path's other variables and to their constraints'
  /// other variables; a cycle closes exactly when one of those other variables reaches a path
  /// variable through the definitions as they are. A depth-first walk from them looks for one,
  /// within a budget proportional to the path (false when it runs out).
  private func isAcyclic(turning path: [Int], terms: [(index: Int, coefficient: Double)]) -> Bool {
    rerootStamp += 1
    let stamp = rerootStamp
    for node in path {
      rerootMarks[node] = stamp
      rerootLinks[node] = -2
    }
    rerootStack.removeAll(keepingCapacity: true)
    func push(_ index: Int) -> Bool {
      guard rerootMarks[index] == stamp else {
        rerootMarks[index] = stamp
        rerootLinks[index] = -1
        rerootStack.append(index)
        return true
      }
      return rerootLinks[index] != -2
    }
    for term in terms where term.index != path[0] {
      guard push(term.index) else { return false }
    }
    for (step, node) in path.dropLast().enumerated() {
      for term in variables[node].definition!.constraintTerms
      where term.index != node && term.index != path[step + 1] {
        guard push(term.index) else { return false }
      }
    }
    var budget = Solver.cycleCheckBudget * path.count + 64
    while let node = rerootStack.popLast() {
      definitionWork += 1
      budget -= 1
      guard budget > 0 else { return false }
      guard let definition = variables[node].definition else { continue }
      for term in definition.terms {
        guard push(term.index) else { return false }
      }
    }
    return true
  }

  /// Turns the definitions on `path` round and defines its first variable by the new constraint.
  private func turn(
    _ path: [Int], toDefine defined: (index: Int, coefficient: Double), by constraint: Constraint,
    terms: [(index: Int, coefficient: Double)], constant: Double, key: Int
  ) {
    let turned = path.dropLast().map { variables[$0].definition! }
    // The definitions and tableau constraints built on the path's definitions, as they are now.
    // A record is queued again when it was made again since (its stamp changed): a definition
    // remade here may have taken in one that is remade after it.
    var waiting = DefinitionHeap()
    while queuedTurn.count < records.count {
      queuedTurn.append(0)
      queuedStamp.append(0)
    }
    rerootStamp += 1
    let turn = rerootStamp
    func isQueued(_ record: Int, _ stamp: Int) -> Bool {
      queuedTurn[record] == turn && queuedStamp[record] == stamp
    }
    func queue(_ record: Int, _ stamp: Int) {
      queuedTurn[record] = turn
      queuedStamp[record] = stamp
    }
    for old in turned { queue(old.constraint, records[old.constraint]!.stamp) }
    var tableau: [(id: Int, record: Record)] = []
    func collect(_ variable: Int) {
      for entry in variables[variable].dependents where !isQueued(entry.record, entry.stamp) {
        guard let record = records[entry.record], record.stamp == entry.stamp else { continue }
        queue(entry.record, entry.stamp)
        if case .definition(let dependent, _) = record.placement {
          waiting.push(-record.sequence, dependent)
        } else {
          tableau.append((entry.record, record))
        }
      }
    }
    for node in path.dropLast() {
      collect(node)
      let old = variables[node].definition!
      for term in old.terms { variables[term.index].definitionReferences -= 1 }
      variables[node].definition = nil
      removedDefinitions += 1
    }
    // A definition that mentions no defined variable can go before all others: nothing to reorder.
    let free = turned.isEmpty && terms.allSatisfy { variables[$0.index].definition == nil }
    if free { lowSequence -= 1 }
    let sequence = free ? lowSequence : nextSequence
    let substituted = define(defined, terms: terms, constant: constant, key: key, sequence: sequence)
    records[key] = Record(
      constraint: constraint, constant: constant,
      placement: .definition(variable: defined.index, substituted: substituted), sequence: sequence,
      stamp: nextSequence)
    for (step, old) in turned.enumerated() { redefine(old, as: path[step + 1]) }
    definitionOrder.append(path[path.count - 1])
    var remade = path
    while let dependent = waiting.pop() {
      redefine(dependent)
      remade.append(dependent)
      collect(dependent)
    }
    definitionWork += path.count + remade.count
    if !free { resequence(remade) }
    joinGroups(terms)
    tableau.sort { $0.record.sequence < $1.record.sequence }
    for dependent in tableau { remove(dependent.id) }
    movedConstraints += tableau
    restoreMoved()
  }

  /// Makes the constraint of the definition `old` (taken off its variable) define `index` (one of
  /// its variables, undefined) with a new stamp and sequence.
  private func redefine(_ old: Definition, as index: Int) {
    nextSequence += 1
    let key = old.constraint
    let raw = old.constraintTerms
    let next = raw.first { $0.index == index }!
    let made = define(
      next, terms: raw, constant: records[key]!.constant, key: key, sequence: nextSequence,
      stamp: nextSequence)
    records[key]!.stamp = nextSequence
    records[key]!.placement = .definition(variable: index, substituted: made)
  }

  /// Gives the definitions of `seeds` and every definition built on them, directly or through
  /// others, new sequences above all others, in an order where each follows those it mentions
  /// and those it substituted (made again, it may mention them instead), as the reverse of a
  /// depth-first walk's finishing order.
  func resequence(_ seeds: [Int]) {
    rerootStamp += 1
    let stamp = rerootStamp
    var finished = resequenceFinished
    var stack = resequenceStack
    finished.removeAll(keepingCapacity: true)
    resequenceFinished = []
    resequenceStack = []
    defer {
      resequenceFinished = finished
      resequenceStack = stack
    }
    for seed in seeds where rerootMarks[seed] != stamp {
      rerootMarks[seed] = stamp
      stack.append((seed, 0))
      while let (node, next) = stack.last {
        let mentions = variables[node].referencedBy.count
        guard next < mentions + variables[node].dependents.count else {
          stack.removeLast()
          finished.append(node)
          continue
        }
        stack[stack.count - 1].next = next + 1
        guard let user = builtOn(node, next, mentions), rerootMarks[user] != stamp else { continue }
        rerootMarks[user] = stamp
        stack.append((user, 0))
      }
    }
    definitionWork += finished.count
    for node in finished.reversed() {
      guard let definition = variables[node].definition else { continue }
      nextSequence += 1
      definition.sequence = nextSequence
      records[definition.constraint]!.sequence = nextSequence
    }
  }

  /// The `next`th definition that may be built on `node` (its `referencedBy`, whose first
  /// `mentions` entries may be stale, then its dependents), if it is a live definition that
  /// mentions the variable or substituted its definition.
  private func builtOn(_ node: Int, _ next: Int, _ mentions: Int) -> Int? {
    if next < mentions {
      let user = variables[node].referencedBy[next]
      guard let definition = variables[user].definition,
        definition.terms.contains(where: { $0.index == node })
      else { return nil }
      return user
    }
    let entry = variables[node].dependents[next - mentions]
    guard let record = records[entry.record], record.stamp == entry.stamp,
      case .definition(let user, _) = record.placement
    else { return nil }
    return user
  }
}
