// The vertex a definition's removal settles on. kiwi keeps a required equality's variable as a
// row holding the constraint's dummy marker; removing the constraint pivots that marker into the
// restricted row its ratio test picks (the row that binds first as the marker moves), so the
// solution slides along the freed direction until that row's symbol reaches 0, and optimizing
// goes on from there. Here a definition lives outside the tableau with no marker, and its
// removal places the constraints built on it again, which reaches an optimum of its own. Where
// the optimum is not unique the two differ (kiwi's reference systems: 16 of 5,000 cases, session
// 56). So the removal finds kiwi's row first, from the marker's column the definition would
// have (what a unit change of its constant moves each row by), and once the optimum is reached
// again it slides along the optimal face toward that row's bound, as kiwi's path arrives there.

extension Solver {
  /// The symbol kiwi's removal of a definition makes 0: a slack or error that outlives the
  /// removal, or the marker (or other error) of a constraint the removal places again, which
  /// gets new symbols.
  enum RemovalBound {
    case symbol(Int)
    case constraint(Constraint, marker: Bool)
  }

  /// The restricted row kiwi's removal of a definition would pivot its marker into, as a
  /// ``RemovalBound``; nil when no restricted row holds the marker. `placed`: the tableau
  /// constraints built on the definition, each with how far a unit change of the definition's
  /// constant moves its own constant; the marker's column is what those moves do to the rows
  /// (``markerShifts(of:by:_:)``, as ``shiftTogether(_:)`` would move them, nothing changed
  /// here). kiwi's rule: the smallest ratio among the rows the marker lowers, else among the rows
  /// it raises, lowest id among equals.
  func removalBound(_ placed: [(key: Int, amount: Double)]) -> RemovalBound? {
    var moved: [Int: Double] = [:]
    for (key, amount) in placed where amount != 0 {
      markerShifts(of: key, by: amount) { basic, delta in moved[basic, default: 0] += delta }
    }
    var (lowering, loweringRatio) = (0, Double.greatestFiniteMagnitude)
    var (raising, raisingRatio) = (0, Double.greatestFiniteMagnitude)
    for basic in moved.keys.sorted() where kinds[basic] != .external {
      let coefficient = moved[basic]!
      guard abs(coefficient) > Solver.pivotTolerance, let row = rows[basic] else { continue }
      if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < loweringRatio { (lowering, loweringRatio) = (basic, ratio) }
      } else {
        let ratio = row.constant / coefficient
        if ratio < raisingRatio { (raising, raisingRatio) = (basic, ratio) }
      }
    }
    let chosen = lowering != 0 ? lowering : raising
    guard chosen != 0, kinds[chosen] == .slack || kinds[chosen] == .error else { return nil }
    for (key, _) in placed {
      guard let record = records[key], case .tableau(let marker, let other, _, _) = record.placement else {
        continue
      }
      if marker == chosen { return .constraint(record.constraint, marker: true) }
      if other == chosen { return .constraint(record.constraint, marker: false) }
    }
    return .symbol(chosen)
  }

  /// Slides the optimal solution along the optimal face until `bound`'s symbol is 0 or cannot go
  /// lower: pivots in, lowest id first, a slack or error that lowers the symbol's row and costs
  /// nothing in the objective (so the objective stays where it is), bounded by the ratio test.
  /// At most 64 pivots; nothing happens when the symbol is not basic (it is 0 already).
  func slideToward(_ bound: RemovalBound) {
    let symbol: Int
    switch bound {
    case .symbol(let kept): symbol = kept
    case .constraint(let constraint, let marker):
      guard let key = recordID(of: constraint),
        case .tableau(let newMarker, let other, _, _)? = records[key]?.placement, newMarker != 0
      else { return }
      symbol = marker ? newMarker : other
    }
    guard symbol != 0 else { return }
    for _ in 0..<64 {
      guard let row = rows[symbol], row.constant > Solver.feasibilityTolerance else { return }
      var entering = 0
      for cell in row.cells where cell.coefficient < 0 {
        let candidate = cell.symbol
        guard kinds[candidate] == .slack || kinds[candidate] == .error,
          abs(objective[candidate]) <= 1e-9 * max(1, objectiveScale[candidate]),
          Solver.isPivot(cell.coefficient, in: row)
        else { continue }
        entering = candidate
        break
      }
      guard entering != 0 else { return }
      let leaving = leavingRow(for: entering)
      guard leaving != 0 else { return }
      if rows[leaving]!.constant < 0 { rows[leaving]!.constant = 0 }
      pivot(entering: entering, leaving: leaving)
    }
  }
}
