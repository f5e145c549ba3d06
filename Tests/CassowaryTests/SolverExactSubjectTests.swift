import Foundation
import Testing

@testable import Cassowary

/// Rows whose coefficients are all multiples of 1/1024 (whole lengths summed through definitions,
/// the halves of centres) are solved for a cell of ± a power of two where one is held by not many
/// more rows than Markowitz's choice, and a re-rooting absorbs its row through such a cell (or
/// exchanges its end for one): dividing by a power of two is exact, so less of the rounding that
/// a division by 3 or 1.5 lets in (and every later row multiplies) gets in. A unit cell goes
/// first, then any other power of two.
@Suite struct SolverExactSubjectTests {
  /// Shuffled layouts of 1,000 views (SolverSubstitutionOrderTests' generator), seeds 1-16: the
  /// worst equality, relative to the size of its terms, is under 2e-6 (measured 2.7e-7; 2.5e-4
  /// before) and the seeds' geometric mean under 1e-9 (measured 1.2e-10, counting an exact seed
  /// as 1e-16; 2e-8 before).
  @Test func shuffledLayoutsWithCentresStayCloserToExact() throws {
    var worst = 0.0
    var logSum = 0.0
    for seed in UInt64(1)...16 {
      let constraints = SolverSubstitutionOrderTests.layout(1_000, seed: seed)
      let solver = Solver()
      for constraint in constraints { try solver.addConstraint(constraint) }
      solver.updateVariables()
      let violation = SolverChurnTests.requiredViolation(constraints, in: solver)
      worst = max(worst, violation)
      logSum += log10(max(violation, 1e-16))
    }
    #expect(worst < 2e-6)
    #expect(pow(10, logSum / 16) < 1e-9)
  }
}
