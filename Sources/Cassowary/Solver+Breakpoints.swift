// Breakpoints passed on short rows: when the dual simplex repairs a row through a symbol that costs
// nothing in the objective (the tie the first dual step leaves among equal weights), and another
// restricted row bounds that symbol before the repaired row reaches 0, the symbol is pivoted in
// on that bounding row instead. The objective does not move (the symbol costs 0), every feasible
// row stays feasible (the bounding row is the first to reach 0) and the repaired row comes closer
// to 0, so the dual simplex goes on with the same row. The dual pivot would have made the bounding
// row infeasible and then repaired it, moving the repaired row's cells (the long row of a stack's
// closing edge) into a new basic row each time; the short bounding row (a view's floor against its
// kept size) moves only itself. A StackView of 3,000 views squeezed to its outer stack's width then
// passes each view's floor on a row of three cells instead of the stack's row of 3,000
// (BENCHMARKS.md, session 22).

extension Solver {
  /// The restricted row to pivot `entering` in on instead of `leaving`, the infeasible row the dual
  /// simplex repairs through it (0: pivot on `leaving`). Nonzero when `entering` costs nothing in
  /// the objective, no other infeasible row loses by it, and a feasible restricted row reaches 0
  /// as `entering` grows (by more than the feasibility tolerance, so the step makes progress) before
  /// `leaving` does: the first such row, the largest cell among equal steps (lowest id among equals).
  func breakpointRow(before leaving: Int, entering: Int) -> Int {
    guard passesBreakpoints, abs(objective[entering]) <= 1e-10 * max(1, objectiveScale[entering]),
      let repaired = rows[leaving]
    else { return 0 }
    let rate = repaired.coefficient(for: entering)
    guard rate > 0, repaired.constant < 0 else { return 0 }
    let reach = -repaired.constant / rate
    var best = 0
    var bestStep = reach
    var bestSize = 0.0
    for basic in columnEntries(entering) where basic != leaving && kinds[basic] != .external {
      guard let row = rows[basic] else { continue }
      let coefficient = row.coefficient(for: entering)
      guard coefficient < 0 else { continue }
      // An infeasible row the step would push further below 0: the dual pivot decides.
      guard row.constant >= 0 else { return 0 }
      let step = row.constant / -coefficient
      let size = -coefficient
      if step < bestStep || (step == bestStep && (size > bestSize || (size == bestSize && basic < best))) {
        best = basic
        bestStep = step
        bestSize = size
      }
    }
    guard best != 0, bestStep > Solver.feasibilityTolerance, bestStep < reach * (1 - 1e-9),
      Solver.isPivot(-bestSize, in: rows[best]!)
    else { return 0 }
    return best
  }
}
