import Testing

@testable import Cassowary

/// Refactorization: the tableau derived again from the constraints' original rows for the current
/// basis (see `Solver.refactor()`).
@Suite struct SolverRefactorTests {
  /// Builds the fractional system of `seed` (N = `count`) with refactorizations every `interval`
  /// pivots; returns the solver, the constraints and how many were refused.
  static func build(_ seed: UInt64, count: Int = 200, degenerate: Bool = false, interval: Int)
    -> (Solver, [Constraint], Int)
  {
    let (_, constraints) = SolverChurnTests.randomSystem(seed, count: count, degenerate: degenerate)
    let solver = Solver()
    solver.refactorInterval = interval
    var refused = 0
    for constraint in constraints {
      do { try solver.addConstraint(constraint) } catch { refused += 1 }
    }
    solver.updateVariables()
    return (solver, constraints, refused)
  }

  /// A refactorization keeps the basis: the same basic symbols, each row's constant and cells the
  /// same (to the rounding the pivots left in the old rows), and the same solution.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func refactorizingKeepsTheRowsAndTheSolution(seed: UInt64) {
    let (solver, constraints, refused) = Self.build(seed, interval: Int.max)
    #expect(refused == 0)
    #expect(solver.refactorCount == 0)
    let before = solver.rows
    let values = constraints.flatMap { $0.expression.terms.map { ($0.variable, $0.variable.value) } }
    #expect(solver.refactor())
    #expect(solver.refactorCount == 1)
    var worst = 0.0
    for symbol in before.indices {
      #expect((before[symbol] == nil) == (solver.rows[symbol] == nil), "symbol \(symbol) changed basis")
      guard let old = before[symbol], let new = solver.rows[symbol] else { continue }
      var scale = max(1, abs(old.constant))
      for cell in old.cells { scale = max(scale, abs(cell.coefficient)) }
      worst = max(worst, abs(old.constant - new.constant) / scale)
      for cell in old.cells {
        worst = max(worst, abs(cell.coefficient - new.coefficient(for: cell.symbol)) / scale)
      }
      for cell in new.cells {
        worst = max(worst, abs(cell.coefficient - old.coefficient(for: cell.symbol)) / scale)
      }
    }
    #expect(worst <= 1e-9, "rows differ by \(worst)")
    solver.updateVariables()
    for (variable, value) in values {
      #expect(abs(variable.value - value) <= 1e-9 * max(1, abs(value)), "\(variable.name) moved")
    }
  }

  /// With a refactorization every few pivots (during additions, removals and edits, in the
  /// primal and the dual simplex), a system reaches the optimum of the same value as without,
  /// refuses nothing, and its required constraints hold to 1e-9 after the build, a churn and edits.
  @Test(arguments: [(UInt64(5), false), (6, true), (16, true), (17, false)])
  func frequentRefactorizationsReachTheSameOptimum(seed: UInt64, degenerate: Bool) throws {
    var objectives: [Double] = []
    for interval in [Int.max, 3] {
      let (solver, constraints, refused) = Self.build(seed, degenerate: degenerate, interval: interval)
      #expect(refused == 0)
      // Without refactorizations, degenerate 16 and fractional 17 hold only to 1.2e-9 and 6.1e-9
      // (degenerate 16 to 1.2e-7 where re-rootings absorb definitions: another pivot path).
      let bound = interval == 3 ? 1e-9 : 1e-6
      #expect(SolverChurnTests.requiredViolation(constraints, in: solver) <= bound)
      var random = SolverIncrementalTests.Generator(state: seed &+ 99)
      for _ in 0..<20 {
        let constraint = constraints[random.int(constraints.count)]
        try solver.removeConstraint(constraint)
        try solver.addConstraint(constraint)
      }
      let edited = constraints[0].expression.terms[0].variable
      try solver.addEditVariable(edited, strength: Strength.strong)
      for step in 0..<20 { try solver.suggestValue(Double(step * 7 % 50), for: edited) }
      solver.updateVariables()
      #expect(SolverChurnTests.requiredViolation(constraints, in: solver) <= bound)
      objectives.append(solver.objectiveConstant)
      if interval == 3 {
        // 10 or more until session 23; a refactorization that spares few cells now doubles the
        // wait for the next (9, 11, 15 and 24 on seeds 5, 6, 16 and 17).
        #expect(solver.refactorCount >= 8, "only \(solver.refactorCount) refactorizations")
        #expect(solver.refactorFailures == 0)
      } else {
        #expect(solver.refactorCount == 0)
      }
    }
    #expect(abs(objectives[0] - objectives[1]) <= 1e-9 * max(1, abs(objectives[0])), "\(objectives)")
  }
}
