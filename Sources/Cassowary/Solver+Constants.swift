extension Solver {
  /// Sets the constant of `constraint`'s expression (`expression - old constant + constant`)
  /// without rebuilding; throws ``SolverError/unsatisfiable`` (and keeps the old constant) when a
  /// required constraint can no longer hold.
  public func setConstant(_ constant: Double, for constraint: Constraint) throws {
    guard var key = recordID(of: constraint), records[key] != nil else {
      throw SolverError.unknownConstraint
    }
    // A twin's row and its original's may differ once a constant moves.
    if !twinOf.isEmpty {
      dissolveTwins(movedBy: [key])
      key = recordID(of: constraint)!
    }
    guard makeOne(key, constant, expectingRefusal: false) else { throw SolverError.unsatisfiable }
  }

  /// Sets the constants of several constraints at once (``setConstants(_:refusing:)``) and
  /// returns the constraints refused, in the order given: those not in the solver and those
  /// whose constant could not hold (they keep their old constant).
  @discardableResult
  public func setConstants(_ changes: [(constraint: Constraint, constant: Double)]) -> [Constraint] {
    var refused: [Constraint] = []
    setConstants(changes) { refused.append(changes[$0].constraint) }
    return refused
  }

  /// Sets the constants of several constraints at once (a stack's gaps, a list's spacing): each
  /// row and definition that depends on them is shifted once by the sum of their changes, in the
  /// order definitions were made, and the rows are repaired once (dual simplex), where one call
  /// per constant shifted a chain of definitions behind each of them (the square of a chain's
  /// length).
  ///
  /// When the new constants cannot hold together, the old ones come back and the first change
  /// that cannot hold after those before it is found by halving: each half that holds is made
  /// together. `refuse` is called with that change's index at once, before any later change is
  /// made (it keeps its old constant; the caller may take its constraint out, as Auto Layout
  /// breaks it). The changes after it are then tried one, then two, four... at a time (each run
  /// that holds is made), and a run that does not hold is halved in its turn. A constraint not in
  /// the solver is refused in its turn. So a refusal costs about log2 of the distance from the
  /// one before it in attempts: one attempt each where every change is refused (a stack's gaps,
  /// each too wide alone: trying the rest together and halving them cost log2(changes) failed
  /// attempts per gap, sweep 63), where one attempt per change made a stack of 3,000 views whose
  /// gaps overflow it the square of its length (BENCHMARKS.md, session 37).
  public func setConstants(
    _ changes: [(constraint: Constraint, constant: Double)], refusing refuse: (_ index: Int) -> Void
  ) {
    var placements = twinPlacements
    if !twinOf.isEmpty { dissolveTwins(movedBy: changes.compactMap { recordID(of: $0.constraint) }) }
    var next = 0
    // All together first; after a refusal, one change, then two, four... (galloping).
    var chunk = changes.count
    while next < changes.count {
      let end = next + min(chunk, changes.count - next)
      // After a refusal, refusals are expected: each attempt keeps a log to be undone from.
      if makeTogether(changes, next..<end, refuse, expectingRefusal: chunk < changes.count) {
        next = end
        chunk = chunk > changes.count / 2 ? changes.count : chunk * 2
        continue
      }
      // The changes before `low` hold together (and are made); those up to `high` do not.
      var (low, high) = (next, end)
      while high - low > 1 {
        let middle = low + (high - low) / 2
        if makeTogether(changes, low..<middle, refuse, expectingRefusal: true) {
          low = middle
        } else {
          high = middle
        }
      }
      refuse(low)
      // `refuse` may have taken a constraint out, and its twins may have come back as twins.
      if twinPlacements != placements {
        placements = twinPlacements
        dissolveTwins(movedBy: changes[(low + 1)...].compactMap { recordID(of: $0.constraint) })
      }
      next = low + 1
      chunk = 1
    }
  }

  /// Makes the changes in `range` together and refuses, in order, those whose constraint is not
  /// in the solver. False, with nothing changed and nothing refused, when they cannot hold.
  private func makeTogether(
    _ changes: [(constraint: Constraint, constant: Double)], _ range: Range<Int>,
    _ refuse: (Int) -> Void, expectingRefusal: Bool
  ) -> Bool {
    if range.count == 1 {
      let (constraint, constant) = changes[range.lowerBound]
      guard let key = recordID(of: constraint), records[key] != nil else {
        refuse(range.lowerBound)
        return true
      }
      return makeOne(key, constant, expectingRefusal: expectingRefusal)
    }
    var shifts: [(key: Int, amount: Double)] = []
    var old: [(key: Int, constant: Double)] = []
    var unknown: [Int] = []
    for index in range {
      let (constraint, constant) = changes[index]
      guard let key = recordID(of: constraint), let record = records[key] else {
        unknown.append(index)
        continue
      }
      let delta = constant - record.constant
      guard delta != 0, delta.isFinite else { continue }
      old.append((key, record.constant))
      records[key]!.constant = constant
      shifts.append((key, delta))
    }
    let logged =
      expectingRefusal && old.contains { records[$0.key]!.constraint.strength >= Strength.required }
    if shifts.isEmpty
      || attempt(
        logged: logged, { shiftTogether(shifts) },
        undoing: { _ = shiftTogether(shifts.map { ($0.key, -$0.amount) }) })
    {
      for index in unknown { refuse(index) }
      return true
    }
    for (key, constant) in old.reversed() { records[key]!.constant = constant }
    return false
  }

  /// Makes a change of constants (`shift`, then the dual simplex repairs the rows it left below
  /// zero) and keeps it when it holds. When it does not, `unshift` moves the definitions and
  /// originals back and the rows and objective cells the attempt changed are put back as they
  /// were (``undoAttempt()``): the old tableau, not merely an optimum of the old constants. A
  /// second dual simplex over the shifted-back rows cost as many pivots again as the failed
  /// attempt, and more (a stack's gaps each too wide alone: 78-222 pivots each at 40 views of
  /// `equalCentering`, session 63).
  ///
  /// The log is kept (`logged`) only where a refusal is expected: after one in a batch of
  /// changes, and for changes of required constraints (those of optional constraints alone
  /// always hold: their errors take up any change). The log holds each changed row as it was,
  /// so every row a pivot then rewrites is copied: kept on every change, it cost a stack's gap
  /// changes that all hold 4.2 % more instructions, and 1,000 suggested values 2.7 %. Without a
  /// log, a change that does not hold is shifted back and the rows repaired again.
  private func attempt(logged: Bool, _ shift: () -> Bool, undoing unshift: () -> Void) -> Bool {
    if logged { beginAttempt() }
    if shift() && dualOptimize() {
      endAttempt()
      return true
    }
    if logged {
      // The shifted-back rows are noted already; the log puts them back as they were.
      unshift()
      undoAttempt()
    } else {
      infeasible.removeAll()
      unshift()
      _ = dualOptimize()
    }
    return false
  }

  /// Makes one change of record `key`'s constant (``setConstant(_:for:)``, an edit's suggested
  /// value) with no lists: a tableau record's rows are shifted and checked as its marker reaches
  /// them, where ``shiftTogether(_:)``'s heap and table cost each edit of a small system a tenth
  /// of its work. False, with nothing changed, when it cannot hold.
  private func makeOne(_ key: Int, _ constant: Double, expectingRefusal: Bool) -> Bool {
    let old = records[key]!.constant
    let delta = constant - old
    guard delta != 0, delta.isFinite else { return true }
    records[key]!.constant = constant
    let logged = expectingRefusal && records[key]!.constraint.strength >= Strength.required
    if attempt(logged: logged, { shiftOne(key, delta) }, undoing: { _ = shiftOne(key, -delta) }) {
      return true
    }
    records[key]!.constant = old
    return false
  }

  /// Shifts record `key` by `amount` (``shiftTogether(_:)`` for one change): a tableau record's
  /// rows are moved and checked in place; a definition goes through the general walk.
  private func shiftOne(_ key: Int, _ amount: Double) -> Bool {
    refreshStaleTableau()
    guard case .tableau? = records[key]?.placement else { return shiftTogether([(key, amount)]) }
    var holds = true
    // Each row holds the marker once, so each is checked after its only shift.
    shiftRows(of: key, by: amount) { if !checkShifted($0) { holds = false } }
    return holds
  }

  /// Shifts records by the changes `shifts` of their constants: a definition's change reaches its
  /// dependents, each record is shifted once by the sum of what reaches it, earliest definition
  /// first, and the rows are checked once all moved. False when a required equality that only
  /// repeats others no longer holds.
  func shiftTogether(_ shifts: [(key: Int, amount: Double)]) -> Bool {
    refreshStaleTableau()
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

  /// What a change of `amount` in tableau record `key`'s constant does to the rows its marker
  /// reaches: each basic row with the change of its constant, handed to `body` (the marker's own
  /// row, else its other error's, else every row holding the marker; nothing for a twin). False
  /// when the record is not in the tableau.
  @inline(__always)
  @discardableResult
  func markerShifts(of key: Int, by amount: Double, _ body: (_ basic: Int, _ delta: Double) -> Void) -> Bool {
    guard case .tableau(let marker, let other, let sign, _)? = records[key]?.placement else { return false }
    guard marker != 0 else { return true }
    let change = sign * amount
    if rows[marker] != nil {
      body(marker, -change)
    } else if other != 0, rows[other] != nil {
      body(other, change)
    } else {
      forEachCell(inColumn: marker) { basic, coefficient in body(basic, coefficient * change) }
    }
    return true
  }
}
