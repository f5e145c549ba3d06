extension Solver {
  /// Sets the constant of `constraint`'s expression (`expression - old constant + constant`)
  /// without rebuilding; throws ``SolverError/unsatisfiable`` (and keeps the old constant) when a
  /// required constraint can no longer hold.
  public func setConstant(_ constant: Double, for constraint: Constraint) throws {
    // A twin's row and its original's may differ once a constant moves.
    dissolveTwins()
    guard let key = recordID(of: constraint), let record = records[key] else {
      throw SolverError.unknownConstraint
    }
    let delta = constant - record.constant
    guard delta != 0, delta.isFinite else { return }
    records[key]!.constant = constant
    if shiftTogether([(key, delta)]) && dualOptimize() { return }
    // Infeasible: undo the shifts (the old system was feasible) and refuse.
    infeasible.removeAll()
    _ = shiftTogether([(key, -delta)])
    _ = dualOptimize()
    records[key]!.constant = record.constant
    throw SolverError.unsatisfiable
  }

  /// Sets the constants of several constraints at once (a stack's gaps, a list's spacing): each
  /// row and definition that depends on them is shifted once by the sum of their changes, in the
  /// order definitions were made, and the rows are repaired once (dual simplex), where one call
  /// per constant shifted a chain of definitions behind each of them (the square of a chain's
  /// length). When the new constants cannot hold together, the old ones come back and the changes
  /// are made one at a time in order, as ``setConstant(_:for:)`` makes them. Returns the
  /// constraints refused, in the order given: those not in the solver and those whose constant
  /// could not hold (they keep their old constant).
  @discardableResult
  public func setConstants(_ changes: [(constraint: Constraint, constant: Double)]) -> [Constraint] {
    dissolveTwins()
    var refused: [Constraint] = []
    var shifts: [(key: Int, amount: Double)] = []
    var old: [(key: Int, constant: Double)] = []
    for (constraint, constant) in changes {
      guard let key = recordID(of: constraint), let record = records[key] else {
        refused.append(constraint)
        continue
      }
      let delta = constant - record.constant
      guard delta != 0, delta.isFinite else { continue }
      old.append((key, record.constant))
      records[key]!.constant = constant
      shifts.append((key, delta))
    }
    guard !shifts.isEmpty else { return refused }
    if shiftTogether(shifts) && dualOptimize() { return refused }
    // Not together: undo the shifts (the old system was feasible), then one at a time.
    infeasible.removeAll()
    _ = shiftTogether(shifts.map { ($0.key, -$0.amount) })
    _ = dualOptimize()
    for (key, constant) in old.reversed() { records[key]!.constant = constant }
    refused = []
    for (constraint, constant) in changes {
      do { try setConstant(constant, for: constraint) } catch { refused.append(constraint) }
    }
    return refused
  }

  /// Shifts records by the changes `shifts` of their constants: a definition's change reaches its
  /// dependents, each record is shifted once by the sum of what reaches it, earliest definition
  /// first, and the rows are checked once all moved. False when a required equality that only
  /// repeats others no longer holds.
  func shiftTogether(_ shifts: [(key: Int, amount: Double)]) -> Bool {
    var waiting = DefinitionHeap()  // a max-heap: sequences negated, earliest first
    var amounts: [Int: Double] = [:]
    func queue(_ key: Int, _ amount: Double) {
      if amounts[key] == nil { waiting.push(-records[key]!.sequence, key) }
      amounts[key, default: 0] += amount
    }
    for (key, amount) in shifts { queue(key, amount) }
    var moved: [Int] = []
    while let key = waiting.pop() {
      guard let amount = amounts.removeValue(forKey: key), amount != 0,
        let placement = records[key]?.placement
      else { continue }
      guard case .definition(let index, _) = placement else {
        shiftRows(of: key, by: amount) { moved.append($0) }
        continue
      }
      let change = -amount / variables[index].definition!.scale
      variables[index].definition!.constant += change
      markPending(index)
      for entry in variables[index].dependents where isLive(entry) {
        queue(entry.record, entry.coefficient * change)
      }
    }
    var holds = true
    for basic in moved where !checkShifted(basic) { holds = false }
    return holds
  }
}
