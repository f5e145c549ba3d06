// Long steps of the primal simplex: when the row that bounds the entering symbol can be repaired
// past its bound by a symbol nothing else holds (the other error of a kept length: `h == 12 @999`
// as `h - 12 = e+ - e-`), crossing that bound only makes the entering symbol dearer by that
// symbol's cost. So the step goes on past every such row while the entering symbol still pays,
// and stops at the first row that cannot be crossed or would make it pay no longer. Each crossed
// row is repaired by its lone symbol (a pivot that touches only that row and the objective), and
// the entering symbol is pivoted in once, on the stopping row. A length many kept lengths share
// (a `fillEqually` stack whose gap broke: 3,000 views kept at 1...23 pt) moves to their median in
// one long pivot where one pivot per kept length passed (each substituting the shared length into
// every row: the square of the stack; BENCHMARKS.md, session 37). This is the bound-flipping
// ratio test of the bounded dual simplex, for the primal simplex and the errors' pairs.

extension Solver {
  /// Pivots `entering` in by a long step when `leaving` (the ratio test's row) can be crossed;
  /// false (nothing changed) when it cannot, or the step would cross nothing.
  func longStep(entering: Int, leaving: Int) -> Bool {
    guard takesLongSteps, degenerateRun < Solver.degenerateLimit, loneRepair(of: leaving) != nil else {
      return false
    }
    // The ratio test's rows by their bound (ties: the larger cell, then the lower id).
    var bounds = ratioCandidates.map { candidate in
      (step: max(0, rows[candidate.symbol]!.constant) / -candidate.coefficient, candidate: candidate)
    }
    bounds.sort {
      $0.step != $1.step
        ? $0.step < $1.step
        : $0.candidate.coefficient != $1.candidate.coefficient
          ? $0.candidate.coefficient < $1.candidate.coefficient
          : $0.candidate.symbol < $1.candidate.symbol
    }
    var slope = objective[entering]
    let tolerance = 1e-9 * max(1, objectiveScale[entering])
    var crossed: [(basic: Int, repair: Int)] = []
    var stop: (step: Double, candidate: Cell)?
    for bound in bounds {
      if let repair = loneRepair(of: bound.candidate.symbol) {
        let dearer = objective[repair.symbol] * -bound.candidate.coefficient / repair.coefficient
        if slope + dearer < -tolerance {
          slope += dearer
          crossed.append((bound.candidate.symbol, repair.symbol))
          continue
        }
      }
      stop = bound
      break
    }
    // Only a step longer than the ratio test's pays for its repairs: one that stops where the
    // first row binds (ties at the same bound, a degenerate step of length 0) is a plain pivot.
    guard let stop, !crossed.isEmpty,
      stop.step > bounds[0].step * (1 + 1e-9) + Solver.feasibilityTolerance,
      Solver.isPivot(stop.candidate.coefficient, in: rows[stop.candidate.symbol]!)
    else { return false }
    // Each crossed row is repaired first (its constant goes below 0 until the entering symbol
    // moves, which brings it back to its crossing's distance above 0), then the long pivot.
    for crossing in crossed { pivot(entering: crossing.repair, leaving: crossing.basic) }
    let row = stop.candidate.symbol
    if rows[row]!.constant < 0 { rows[row]!.constant = 0 }
    degenerateRun = 0
    pivot(entering: entering, leaving: row)
    longStepCount += 1
    return true
  }

  /// The symbol that can repair restricted row `basic` once it crosses its bound: a slack or
  /// error no other row holds, with a positive cell here and a positive cost (the cheapest per
  /// unit of the row; lowest id among equals). Nil when none.
  func loneRepair(of basic: Int) -> Cell? {
    guard let row = rows[basic] else { return nil }
    var best: Cell?
    var bestCost = Double.infinity
    for cell in row.slots where cell.coefficient > 0 {
      let symbol = cell.symbol
      guard kinds[symbol] == .error || kinds[symbol] == .slack, columnLive[symbol] == 1,
        objective[symbol] > 0, Solver.isPivot(cell.coefficient, in: row)
      else { continue }
      let cost = objective[symbol] / cell.coefficient
      if cost < bestCost {
        best = cell
        bestCost = cost
      }
    }
    return best
  }
}
