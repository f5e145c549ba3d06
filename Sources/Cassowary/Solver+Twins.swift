// Twins: a single-variable inequality that, with the definitions expanded, is the same row as one
// already in the tableau stays out of the tableau as that one's twin. A required twin holds
// whenever its original holds (every `height >= 0` floor of a `fillEqually` stack's views, whose
// heights are all the first's). An optional twin's error would equal its original's at every
// solution, so its strength is added to the original's error weight instead (the compression
// resistance and hugging of a `fillEqually` stack's labels: N identical rows on the one height,
// whose errors each left the basis in a pivot of their own, the square of the stack).

extension Solver {
  /// What makes a single-variable inequality a twin of another: its one plain variable and
  /// coefficient, its expanded constant, its relation and whether it is required.
  struct TwinKey: Hashable {
    let variable: Int
    let coefficient: Double
    let constant: Double
    let lessOrEqual: Bool
    let required: Bool
  }

  /// The key of an inequality whose expansion is one plain variable (nil otherwise).
  @inline(__always)
  func twinKey(
    _ constraint: Constraint, _ plain: [(index: Int, coefficient: Double)], _ constant: Double
  ) -> TwinKey? {
    guard plain.count == 1, constraint.relation != .equal else { return nil }
    return TwinKey(
      variable: plain[0].index, coefficient: plain[0].coefficient, constant: constant,
      lessOrEqual: constraint.relation == .lessOrEqual, required: constraint.strength >= Strength.required)
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
    twinPlacements += 1
    weighTwin(constraint, of: original, by: 1)
  }

  /// Adds an optional twin's strength (`sign` 1) to its original's error weight, or takes it
  /// back out (-1), and optimizes again (a batch of removals optimizes once, after the batch):
  /// the original's error, if violated, now costs what both errors cost.
  func weighTwin(_ twin: Constraint, of original: Int, by sign: Double) {
    guard twin.strength < Strength.required,
      case .tableau(_, let error, _, _)? = records[original]?.placement, error != 0
    else { return }
    let weight = sign * twin.strength
    weights[error] += weight
    if let row = rows[error] {
      objectiveConstant += weight * row.constant
      for cell in row.cells { addObjectiveCell(cell.symbol, weight * cell.coefficient) }
    } else {
      addObjectiveCell(error, weight)
    }
    if deferredAdds == nil { optimize() }
  }

  /// Whether record `key` is a twin.
  @inline(__always)
  func isTwin(_ key: Int) -> Bool { !twinOf.isEmpty && twinOf[key] != nil }

  /// Takes twin `key` (its record, `twin`'s, already released) off its original.
  func dropTwin(_ key: Int, _ twin: Constraint, plain: [Int]) {
    for index in plain { variables[index].tableauUses -= 1 }
    guard let original = twinOf.removeValue(forKey: key) else { return }
    weighTwin(twin, of: original, by: -1)
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

  /// Puts in the tableau the twins whose row or whose original's row a change of the constants
  /// of records `keys` moves (it reaches the records that expanded a definition it changes):
  /// their rows would differ once it is made (see ``setConstant(_:for:)``). The twins that
  /// nothing moves stay twins (a stack's gaps move its views' positions, not the floors of their
  /// equal heights; putting every twin back made each spacing change add them all again).
  func dissolveTwins(movedBy keys: [Int]) {
    guard !twinOf.isEmpty else { return }
    var reached = Set(keys)
    var waiting = keys
    var groups: [Int] = []
    while let key = waiting.popLast() {
      if let original = twinOf[key] ?? (twinsOf[key] != nil ? key : nil) { groups.append(original) }
      guard case .definition(let index, _)? = records[key]?.placement else { continue }
      for entry in variables[index].dependents where isLive(entry) && reached.insert(entry.record).inserted {
        waiting.append(entry.record)
      }
    }
    for original in Set(groups).sorted() {
      guard let twins = twinsOf.removeValue(forKey: original) else { continue }
      for twin in twins {
        twinOf[twin] = nil
        if let constraint = records[twin]?.constraint { weighTwin(constraint, of: original, by: -1) }
      }
      readdTwins(twins, allowingTwins: false)
    }
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
