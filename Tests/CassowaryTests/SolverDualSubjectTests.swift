import Testing

@testable import Cassowary

/// A row taken into the tableau on a restricted symbol keeps the objective optimal where it can:
/// an absorbed required row is solved for the cell the dual ratio rule picks, and an optional
/// equality whose constant is 0 for the error that leaves fewer objective cells negative. A
/// shuffled stack's sizes wanted at 999 arrive before the equalities that tie its widths; solving
/// for the first cell left objective cells negative, and each pivot undoing it substituted into
/// the rows of every size wanted.
@Suite struct SolverDualSubjectTests {
  /// Added one at a time in a shuffled order, a stack of 1,000 views is laid out exactly, with
  /// under 1,000 pivots and 1 M cells of row work (seeds 31-33: 533-897 pivots, 0.46-0.64 M
  /// cells; before: 1,134-1,864 pivots and 6.6-12.7 M cells).
  @Test(arguments: [31, 32, 33] as [UInt64])
  func aShuffledStackPivotsLittle(seed: UInt64) throws {
    let solver = try SolverRerootHubTests.solvedShuffledStack(1_000, seed: seed)
    let statistics = solver.statistics
    #expect(statistics.pivots < 1_000)
    #expect(statistics.cellWork < 1_000_000)
  }

  /// Optional equalities on one free width, all wanting 10 at 999 (constant 0 once the first
  /// holds it): the errors solved for alternate, so no objective cell turns negative and no
  /// pivot follows (before: 99 pivots for 200); the width is 10.
  @Test func equalPreferencesOnOneWidthNeedNoPivot() throws {
    let width = Variable("w")
    let solver = Solver()
    for _ in 0..<200 {
      try solver.addConstraint(
        Constraint(Expression(width), .equal, Expression(constant: 10), strength: Strength.priority(999)))
    }
    solver.updateVariables()
    #expect(width.value == 10)
    #expect(solver.statistics.pivots == 0)
  }
}
