import Testing

@testable import Cassowary

/// A row whose coefficients are all whole numbers (an equal-size chain's heights summed by its
/// expansions: `37 h + t - t'`) is solved for a unit cell, and a re-rooting absorbs its row through
/// one when it can: nothing is divided, so whole data stays exact however the constraints are
/// ordered.
@Suite struct SolverUnitSubjectTests {
  /// 3,000 rows of a shuffled equal-size stack (seed 8): every top within 1e-8 of 44 per row above
  /// it (measured 8e-10; 2.2e-6 before: rows were solved for cells of 37 and 119, and that division's
  /// rounding cancelled badly), the content within 1e-8 of its 132,000 points.
  @Test func aShuffledEqualSizeStackStaysExact() throws {
    let count = 3_000
    let (tops, content, constraints) = SolverAbsorbExchangeTests.equalStack(count)
    let solver = Solver()
    for constraint in SolverOrderTests.shuffled(constraints, seed: 8) { try solver.addConstraint(constraint) }
    solver.updateVariables()
    let worst = tops.indices.map { abs(tops[$0].value - 44 * Double($0)) }.max()!
    #expect(worst < 1e-8)
    #expect(abs(content.value - 44 * Double(count)) < 1e-8)
  }
}
