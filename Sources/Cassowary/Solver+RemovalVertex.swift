// The vertex a definition's removal settles on. kiwi keeps a required equality's variable as a
// row holding the constraint's dummy marker; removing the constraint pivots that marker into the
// restricted row its ratio test picks (the row that binds first as the marker moves), so the
// solution slides along the freed direction until that row's symbol reaches 0, every other
// symbol that was 0 staying 0, and optimizing goes on from there. Here a definition lives
// outside the tableau with no marker, and its removal places the constraints built on it again,
// which reaches an optimum of its own. Where the optimum is not unique the two differ (kiwi's
// reference systems: 24 expectations of 5,000 cases, session 56). So the removal finds kiwi's
// row first, from the marker's column the definition would have (what a unit change of its
// constant moves each row by), notes which of the placed constraints' slacks and errors are 0,
// and logs each symbol's first change of basis while the constraints go back. Once the optimum
// is reached again it slides along the optimal face until kiwi's row's symbol is 0 and the
// symbols that were 0 before are 0 again, entering only symbols that were not 0 before.

extension Solver {
  /// A slack or error a definition's removal slides by (kiwi's row, one to make 0 again, one
  /// free to enter): a symbol that outlives the removal, or the marker (or other error) of a
  /// constraint the removal places again, which gets new symbols.
  enum RemovalBound {
    case symbol(Int)
    case constraint(Constraint, marker: Bool)
  }

  /// What a definition's removal slides toward once its constraints are back (see the top of
  /// this file): kiwi's row, and the placed constraints' slacks and errors that are 0 before
  /// (to make 0 again) or not (free to enter).
  struct RemovalVertex {
    var bound: RemovalBound?
    var zeros: [RemovalBound] = []
    var positives: [RemovalBound] = []
    /// Where no restricted row holds the marker, the variable kiwi leaves free at 0: of the
    /// removed variable and those whose rows the marker reaches, the one created last (kiwi's walk
    /// over its rows in symbol order meets its row last). -1 where a restricted row holds it.
    var freed = -1
  }

  /// The ``RemovalVertex`` of a definition's removal, read before the tableau changes: kiwi's
  /// row (``removalBound(_:)``) and the restricted symbols of the constraints it places again,
  /// `placed` as there.
  /// `freed`: the last created of the removed variable and the definitions the marker reaches.
  func removalVertex(_ placed: [(key: Int, amount: Double)], freed: Int) -> RemovalVertex {
    let (bound, restricted, external) = removalBound(placed)
    var vertex = RemovalVertex(bound: bound)
    if !restricted { vertex.freed = max(freed, external) }
    for (key, _) in placed {
      guard case .tableau(let marker, let other, _, _)? = records[key]?.placement else { continue }
      let constraint = records[key]!.constraint
      for (symbol, isMarker) in [(marker, true), (other, false)]
      where symbol != 0 && (kinds[symbol] == .slack || kinds[symbol] == .error) {
        let side = RemovalBound.constraint(constraint, marker: isMarker)
        if abs(rows[symbol]?.constant ?? 0) <= Solver.feasibilityTolerance {
          vertex.zeros.append(side)
        } else {
          vertex.positives.append(side)
        }
      }
    }
    return vertex
  }

  /// The restricted row kiwi's removal of a definition would pivot its marker into, as a
  /// ``RemovalBound``; nil when no restricted row holds the marker. `placed`: the tableau
  /// constraints built on the definition, each with how far a unit change of the definition's
  /// constant moves its own constant; the marker's column is what those moves do to the rows
  /// (``markerShifts(of:by:_:)``, as ``shiftTogether(_:)`` would move them, nothing changed
  /// here). kiwi's rule: the smallest ratio among the rows the marker lowers, else among the rows
  /// it raises, lowest id among equals. Also whether any restricted row holds the marker, and the
  /// last created variable whose tableau row holds it (-1: none).
  func removalBound(
    _ placed: [(key: Int, amount: Double)]
  ) -> (bound: RemovalBound?, restricted: Bool, external: Int) {
    var moved: [Int: Double] = [:]
    for (key, amount) in placed where amount != 0 {
      markerShifts(of: key, by: amount) { basic, delta in moved[basic, default: 0] += delta }
    }
    var (lowering, loweringRatio) = (0, Double.greatestFiniteMagnitude)
    var (raising, raisingRatio) = (0, Double.greatestFiniteMagnitude)
    var external = -1
    for basic in moved.keys.sorted() {
      let coefficient = moved[basic]!
      guard abs(coefficient) > Solver.pivotTolerance, let row = rows[basic] else { continue }
      if kinds[basic] == .external {
        external = max(external, symbolVariables[basic])
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < loweringRatio { (lowering, loweringRatio) = (basic, ratio) }
      } else {
        let ratio = row.constant / coefficient
        if ratio < raisingRatio { (raising, raisingRatio) = (basic, ratio) }
      }
    }
    let chosen = lowering != 0 ? lowering : raising
    guard chosen != 0 else { return (nil, false, external) }
    guard kinds[chosen] == .slack || kinds[chosen] == .error else { return (nil, true, external) }
    for (key, _) in placed {
      guard let record = records[key], case .tableau(let marker, let other, _, _) = record.placement else {
        continue
      }
      if marker == chosen { return (.constraint(record.constraint, marker: true), true, external) }
      if other == chosen { return (.constraint(record.constraint, marker: false), true, external) }
    }
    return (.symbol(chosen), true, external)
  }

  /// The symbol `bound` names now (0 when its constraint is gone or holds no such symbol).
  func currentSymbol(_ bound: RemovalBound) -> Int {
    switch bound {
    case .symbol(let kept): return kept
    case .constraint(let constraint, let marker):
      guard let key = recordID(of: constraint),
        case .tableau(let newMarker, let other, _, _)? = records[key]?.placement, newMarker != 0
      else { return 0 }
      return marker ? newMarker : other
    }
  }

  /// Slides the optimal solution along the optimal face toward kiwi's vertex after a
  /// definition's removal: kiwi's row's symbol first, then the placed constraints' symbols that
  /// were 0 before, then the symbols that entered a row during the removal (0 before), each
  /// taken to 0 where the face allows and kept there. Only symbols that were not 0 before enter:
  /// the placed constraints' other symbols and those that left a row during the removal.
  func slideToward(_ vertex: RemovalVertex) {
    let changes = basisChanges ?? [:]
    basisChanges = nil
    var free = Set(vertex.positives.map(currentSymbol))
    var targets = vertex.bound.map { [$0] } ?? []
    targets += vertex.zeros
    for (symbol, left) in changes.sorted(by: { $0.key < $1.key }) {
      if left {
        free.insert(symbol)
      } else if kinds[symbol] == .slack || kinds[symbol] == .error,
        let row = rows[symbol], row.constant > Solver.feasibilityTolerance
      {
        targets.append(.symbol(symbol))
      }
    }
    var pinned: Set<Int> = []
    for target in targets {
      let symbol = currentSymbol(target)
      guard symbol != 0 else { continue }
      if slide(symbol, entering: { free.contains($0) && !pinned.contains($0) }) { pinned.insert(symbol) }
    }
  }

  /// Slides the solution along the optimal face until `symbol` is 0 (true) or cannot go lower
  /// (false): pivots in, lowest id first, a slack or error that `allowed` admits, that lowers the
  /// symbol's row and costs nothing in the objective (so the objective stays where it is),
  /// bounded by the ratio test. At most 64 pivots; true at once when the symbol is not basic.
  private func slide(_ symbol: Int, entering allowed: (Int) -> Bool) -> Bool {
    for _ in 0..<64 {
      guard let row = rows[symbol], row.constant > Solver.feasibilityTolerance else { return true }
      var entering = 0
      for cell in row.cells where cell.coefficient < 0 {
        let candidate = cell.symbol
        guard kinds[candidate] == .slack || kinds[candidate] == .error,
          abs(objective[candidate]) <= 1e-9 * max(1, objectiveScale[candidate]),
          Solver.isPivot(cell.coefficient, in: row), allowed(candidate)
        else { continue }
        entering = candidate
        break
      }
      guard entering != 0 else { return false }
      let leaving = leavingRow(for: entering)
      guard leaving != 0 else { return false }
      if rows[leaving]!.constant < 0 { rows[leaving]!.constant = 0 }
      pivot(entering: entering, leaving: leaving)
    }
    return false
  }
}
