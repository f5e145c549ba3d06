// Twins: a required inequality that, with the definitions expanded, is the same row as one
// already in the tableau (every `height >= 0` floor of a `fillEqually` stack's views, whose
// heights are all the first's) holds whenever that one holds, so it stays out of the tableau.

extension Solver {
  /// What makes a single-variable required inequality a twin of another: its one plain variable
  /// and coefficient, its expanded constant and its relation.
  struct TwinKey: Hashable {
    let variable: Int
    let coefficient: Double
    let constant: Double
    let lessOrEqual: Bool
  }

  /// The key of a required inequality whose expansion is one plain variable (nil otherwise).
  @inline(__always)
  func twinKey(
    _ constraint: Constraint, _ plain: [(index: Int, coefficient: Double)], _ constant: Double
  ) -> TwinKey? {
    guard plain.count == 1, constraint.relation != .equal, constraint.strength >= Strength.required else {
      return nil
    }
    return TwinKey(
      variable: plain[0].index, coefficient: plain[0].coefficient, constant: constant,
      lessOrEqual: constraint.relation == .lessOrEqual)
  }

  /// Notes tableau record `key` as the one new constraints with `twin` are twins of.
  func holdTwinKey(_ twin: TwinKey, _ key: Int) {
    if heldTwinKeys.count <= key {
      heldTwinKeys += repeatElement(nil, count: max(key + 1, 2 * heldTwinKeys.count) - heldTwinKeys.count)
    }
    if let old = heldTwinKeys[key], twinKeys[old] == key { twinKeys[old] = nil }
    heldTwinKeys[key] = twin
    twinKeys[twin] = key
  }

  /// Forgets the key tableau record `key` (being removed) held, so `twinKeys` keeps only live records.
  @inline(__always)
  func releaseTwinKey(_ key: Int) {
    guard key < heldTwinKeys.count, let held = heldTwinKeys[key] else { return }
    heldTwinKeys[key] = nil
    if twinKeys[held] == key { twinKeys[held] = nil }
  }

  /// The tableau record whose row `key`'s constraint repeats, when its constraint, expanded with
  /// the definitions as they are now, still gives the same key (nil otherwise).
  func twinOriginal(_ key: TwinKey) -> Int? {
    guard let original = twinKeys[key], let record = records[original],
      case .tableau(let marker, _, _, _) = record.placement, marker != 0
    else { return nil }
    let (plain, _, constant) = expand(mergedTerms(record.constraint.expression), constant: record.constant)
    guard twinKey(record.constraint, plain, constant) == key else { return nil }
    return original
  }

  /// Stores record `key` as a twin of `original`: a tableau record without rows (marker 0) whose
  /// plain variables and expanded definitions are noted as a tableau constraint's, so removing
  /// a definition it expanded, or a re-rooting, treats it as one.
  func placeTwin(
    _ key: Int, of original: Int, _ constraint: Constraint, constant: Double,
    plain: [(index: Int, coefficient: Double)], expanded: [(index: Int, coefficient: Double)]
  ) {
    for (index, coefficient) in plain {
      variables[index].tableauUses += 1
      addDependent(index, record: key, stamp: nextSequence, coefficient)
    }
    for (index, coefficient) in expanded {
      addDependent(index, record: key, stamp: nextSequence, coefficient)
    }
    records[key] = Record(
      constraint: constraint, constant: constant,
      placement: .tableau(marker: 0, other: 0, markerSign: 1, plain: plain.map(\.index)),
      sequence: nextSequence, stamp: nextSequence)
    twinOf[key] = original
    twinsOf[original, default: []].append(key)
  }

  /// Whether record `key` is a twin.
  @inline(__always)
  func isTwin(_ key: Int) -> Bool { !twinOf.isEmpty && twinOf[key] != nil }

  /// Takes twin `key` (its record already released) off its original.
  func dropTwin(_ key: Int, plain: [Int]) {
    for index in plain { variables[index].tableauUses -= 1 }
    guard let original = twinOf.removeValue(forKey: key) else { return }
    twinsOf[original]?.removeAll { $0 == key }
    if twinsOf[original]?.isEmpty == true { twinsOf[original] = nil }
  }

  /// Adds the twins of `original` (a record just removed) again: the first enters the tableau,
  /// the others are its twins.
  func promoteTwins(of original: Int) {
    guard !twinsOf.isEmpty, let twins = twinsOf.removeValue(forKey: original) else { return }
    for twin in twins { twinOf[twin] = nil }
    readdTwins(twins, allowingTwins: true)
  }

  /// Puts every twin in the tableau: a constant change may make a twin's row differ from its
  /// original's (see ``setConstant(_:for:)``).
  func dissolveTwins() {
    guard !twinOf.isEmpty else { return }
    let twins = twinOf.keys.sorted()
    twinOf = [:]
    twinsOf = [:]
    readdTwins(twins, allowingTwins: false)
  }

  /// Removes records `twins` (taken off their originals already) and adds their constraints again.
  private func readdTwins(_ twins: [Int], allowingTwins: Bool) {
    var again: [(Constraint, Double)] = []
    for twin in twins {
      guard let record = records[twin], case .tableau(_, _, _, let plain) = record.placement else { continue }
      releaseRecord(twin, of: record.constraint)
      for index in plain { variables[index].tableauUses -= 1 }
      again.append((record.constraint, record.constant))
    }
    for (constraint, constant) in again {
      // In a batch of removals it comes back after the batch, once the objective is optimal
      // again (see ``removeConstraints(_:)``).
      if deferredAdds != nil {
        deferredAdds!.append((constraint, constant, asDefinition: true))
        continue
      }
      // A twin held as its original did: adding it to the tableau cannot fail.
      try? add(constraint, constant: constant, allowDefinition: true, allowTwin: allowingTwins)
    }
  }
}
