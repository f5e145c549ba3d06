import Testing

@testable import Cassowary

/// Refactorizations that find little to clear wait longer (Solver+Refactor.swift, BENCHMARKS.md
/// session 23): work counted (pivots plus cells read, refactorizations made), not time.
@Suite struct SolverRefactorWaitTests {
  /// The benchmark's `conflicts` shape at 1,000 (seed 2,025): its refactorizations spare few
  /// cells, so each doubles the wait for the next. Until session 23 the build made 24 and read
  /// 15.96 M cells (2,714 pivots); the required constraints it keeps still hold to 1e-9.
  @Test func refactorizationsThatClearLittleWaitLonger() throws {
    let constraints = SolverMixedStrengthTests.system(2_025, count: 1_000)
    let solver = Solver()
    var refused = 0
    for constraint in constraints {
      do { try solver.addConstraint(constraint) } catch { refused += 1 }
    }
    solver.updateVariables()
    // 13 refactorizations and 13.94 M cells now; 27 constraints refused, as before.
    #expect((5...16).contains(solver.refactorCount), "\(solver.refactorCount) refactorizations")
    #expect(solver.cellWork < 15_000_000, "\(solver.cellWork) cells")
    #expect(solver.refactorFailures == 0)
    #expect(refused == 27)
    let violation = SolverChurnTests.requiredViolation(constraints, in: solver)
    #expect(violation <= 1e-9, "a required constraint is off by \(violation)")
  }
}
