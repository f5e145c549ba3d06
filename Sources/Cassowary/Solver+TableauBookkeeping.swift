// Tableau constraints' bookkeeping after re-rootings: which plain variables each holds and which
// definitions it expands, by what coefficient. A turn leaves each one's rows exact; what it
// changes of the bookkeeping is made again once, before a removal or a constant change reads it.

extension Solver {
  /// Lists tableau constraint `key` for ``refreshStaleTableau()`` (once until it is refreshed).
  /// Its plain variables stand as they are meanwhile: a turn leaves every tableau constraint's
  /// expansion in plain variables as it was (see ``extendUsers(_:of:_:)`` for the held end).
  func markStale(_ key: Int) {
    if staleMarks.count < records.count {
      staleMarks.append(contentsOf: repeatElement(0, count: records.count - staleMarks.count))
    }
    let stamp = recordStamp(key)
    guard staleMarks[key] != stamp else { return }
    staleMarks[key] = stamp
    staleTableau.append(key)
  }

  /// Whether tableau constraint `key` waits for ``refreshStaleTableau()``.
  func isStale(_ key: Int) -> Bool {
    key < staleMarks.count && staleMarks[key] == recordStamp(key)
  }

  /// Record `key`'s stamp (0 when the id is free), read in place: a copy of the record would
  /// retain its constraint and its placement's list.
  @inline(__always)
  func recordStamp(_ key: Int) -> Int {
    records.withUnsafeBufferPointer { $0[key]?.stamp ?? 0 }
  }

  /// Makes again the bookkeeping of the tableau constraints re-rootings changed (see
  /// ``refresh(_:)``): called before a definition is removed or constants shift, the two walks
  /// that find the tableau constraints built on a definition through its dependents and read their
  /// coefficients.
  func refreshStaleTableau() {
    // A refresh may flatten a chain and so list others (each flattening shortens a chain: this ends).
    var list: [Int] = []
    while !staleTableau.isEmpty {
      swap(&list, &staleTableau)
      for key in list where staleMarks[key] != 0 && staleMarks[key] == recordStamp(key) {
        staleMarks[key] = 0
        refresh(key)
      }
      list.removeAll(keepingCapacity: true)
    }
    swap(&list, &staleTableau)
  }

  /// Notes that the tableau constraints that held `end` as a plain variable (`holders`, their
  /// entries among its dependents before the turn) now expand its new definition: the end's
  /// expansion, scaled by each one's coefficient, joins its bookkeeping (the entry that listed it
  /// among the end's dependents stays, now for the definition). One waiting to be refreshed (see
  /// ``markStale(_:)``) takes only the plain variables, which find it as a holder of theirs: the
  /// definitions it expands are listed again then.
  func extendUsers(
    _ holders: [Dependent], of end: Int,
    _ expansion: (
      plain: [(index: Int, coefficient: Double)], expanded: [(index: Int, coefficient: Double)],
      constant: Double
    )
  ) {
    let (kept, expanded, _) = expansion
    for entry in holders where isLive(entry) {
      let key = entry.record
      var placement = takePlacement(key)
      guard case .tableau(let marker, let other, let sign, var plain) = placement,
        let position = plain.firstIndex(of: end)
      else {
        swap(&placement, &records[key]!.placement)
        continue
      }
      let (stamp, coefficient) = (entry.stamp, entry.coefficient)
      let stale = isStale(key)
      // The placement lets go of its list first, so the list is changed in place, not copied.
      placement = Solver.placeholder
      plain.remove(at: position)
      variables[end].tableauUses -= 1
      for (index, part) in kept {
        plain.append(index)
        variables[index].tableauUses += 1
        addDependent(index, record: key, stamp: stamp, coefficient * part)
      }
      for (index, part) in expanded where index != end && !stale {
        addDependent(index, record: key, stamp: stamp, coefficient * part)
      }
      records[key]!.placement = .tableau(marker: marker, other: other, markerSign: sign, plain: plain)
    }
  }

  /// Rebuilds a tableau constraint's bookkeeping for the definitions as they are now (its plain
  /// variables and their use counts, and with a new stamp the definitions it expands, with their
  /// coefficients, for removals and constant changes), leaving its rows as they are.
  func refresh(_ key: Int) {
    var placement = takePlacement(key)
    guard case .tableau(let marker, let other, let sign, var plain) = placement else {
      swap(&placement, &records[key]!.placement)
      return
    }
    // The placement lets go of its list, so the list is refilled in place, not allocated again.
    placement = Solver.placeholder
    for index in plain { variables[index].tableauUses -= 1 }
    plain.removeAll(keepingCapacity: true)
    nextSequence += 1
    let stamp = nextSequence
    // Read in place: a copy of the record would retain its constraint.
    let (expression, constant) = records.withUnsafeBufferPointer {
      ($0[key]!.constraint.expression, $0[key]!.constant)
    }
    let (kept, expanded, _) = expand(mergedTerms(expression), constant: constant, flattening: flattensChains)
    // The expansion walked every definition it lists: work a caller bounds, as a turn's visits.
    definitionWork += kept.count + expanded.count
    for (index, coefficient) in kept {
      plain.append(index)
      variables[index].tableauUses += 1
      addDependent(index, record: key, stamp: stamp, coefficient)
    }
    for (index, coefficient) in expanded { addDependent(index, record: key, stamp: stamp, coefficient) }
    records[key]!.stamp = stamp
    records[key]!.placement = .tableau(marker: marker, other: other, markerSign: sign, plain: plain)
  }
}
