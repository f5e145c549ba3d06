import Testing

@testable import Cassowary

/// A removal that frees a length shared by many kept lengths (a `fillEqually` stack whose gap
/// broke) moves it past every kept length between where it was and the median.
@Suite struct SolverLongStepTests {
  /// N lengths defined equal, each at least 0 and kept at 1...23 (strength 999), held at 0 by a
  /// cap; the lengths' values, the solver and the cap.
  private func equalLengths(_ count: Int) throws -> (Solver, [Variable], Constraint) {
    let solver = Solver()
    let lengths = (0..<count).map { Variable("h\($0)") }
    for (index, length) in lengths.enumerated() {
      try solver.addConstraint(Constraint(Expression(length), .greaterOrEqual, Expression()))
      if index > 0 {
        try solver.addConstraint(Constraint(Expression(length), .equal, Expression(lengths[0])))
      }
      let kept = Double(1 + (index * 7) % 23)
      try solver.addConstraint(
        Constraint(
          Expression(length), .equal, Expression(constant: kept), strength: Strength.priority(999)))
    }
    let cap = Constraint(Expression(lengths[0]), .lessOrEqual, Expression())
    try solver.addConstraint(cap)
    return (solver, lengths, cap)
  }

  /// The work of removing the cap, and the lengths after it.
  private func freeing(_ count: Int, longSteps: Bool) throws -> (work: Int, values: [Double]) {
    let (solver, lengths, cap) = try equalLengths(count)
    solver.takesLongSteps = longSteps
    solver.updateVariables()
    #expect(lengths.allSatisfy { $0.value == 0 })
    let work = solver.cellWork
    try solver.removeConstraint(cap)
    solver.updateVariables()
    return (solver.cellWork - work, lengths.map(\.value))
  }

  @Test func freeingASharedLengthMovesItToTheMedianInOneLongStep() throws {
    let long = try freeing(1_001, longSteps: true)
    let short = try freeing(1_001, longSteps: false)
    // The median of 1 + (7 i mod 23) over 1,001 lengths, either way.
    let kept = (0..<1_001).map { Double(1 + ($0 * 7) % 23) }.sorted()[500]
    #expect(long.values.allSatisfy { abs($0 - kept) < 1e-9 })
    #expect(short.values.allSatisfy { abs($0 - kept) < 1e-9 })
    // One long pivot and 500 repairs of a row each, against 500 pivots through every row.
    #expect(long.work * 100 < short.work, "\(long.work) against \(short.work)")
  }

  /// Random systems (seeded) under removal and re-adding reach the same optimum with long steps
  /// as with one pivot per row: the objective's value matches, required constraints hold. (Each
  /// solver has its own copy of the system: a solver writes back only the variables it moved.)
  @Test(arguments: [UInt64(11), 12, 13, 14, 15, 16])
  func randomChurnReachesTheSameOptimum(seed: UInt64) throws {
    let systems = [0, 1].map { _ in SolverChurnTests.randomSystem(seed, count: 40).constraints }
    let solvers = [Solver(), Solver()]
    solvers[1].takesLongSteps = false
    for (solver, constraints) in zip(solvers, systems) {
      for constraint in constraints { try solver.addConstraint(constraint) }
    }
    var random = SolverChurnTests.Generator(state: seed &* 29)
    let count = systems[0].count
    for round in 0..<20 {
      let removed = (0..<(count / 10)).map { _ in random.int(count) }
      for (solver, constraints) in zip(solvers, systems) {
        for index in removed where solver.hasConstraint(constraints[index]) {
          try solver.removeConstraint(constraints[index])
        }
        for index in removed.reversed() where !solver.hasConstraint(constraints[index]) {
          try solver.addConstraint(constraints[index])
        }
        solver.updateVariables()
        let violation = SolverChurnTests.requiredViolation(constraints, in: solver)
        #expect(violation <= 1e-9, "seed \(seed) round \(round): off by \(violation)")
      }
      let (long, short) = (solvers[0].objectiveConstant, solvers[1].objectiveConstant)
      #expect(abs(long - short) <= 1e-7 * max(1, abs(short)), "seed \(seed) round \(round)")
    }
    // The systems take long steps (29 to 266 of them over the six seeds), the other solver none.
    #expect(solvers[0].longStepCount > 0 && solvers[1].longStepCount == 0)
  }

}
