import Testing

@testable import Cassowary

@Suite struct SolverTests {
  private func e(_ v: Variable) -> Expression { Expression(v) }
  private func c(_ value: Double) -> Expression { Expression(constant: value) }

  @Test func requiredEqualitiesAndInequalitiesSolve() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.addConstraint(Constraint(e(right), .equal, e(left) + e(width)))
    try solver.addConstraint(Constraint(e(left), .equal, c(20)))
    try solver.addConstraint(Constraint(e(width), .greaterOrEqual, c(100)))
    try solver.addConstraint(Constraint(e(width), .equal, c(50), strength: Strength.weak))
    solver.updateVariables()
    #expect(left.value == 20 && width.value == 100 && right.value == 120)
  }

  @Test func strongerPreferencesWin() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(e(x), .equal, c(10), strength: Strength.weak))
    try solver.addConstraint(Constraint(e(x), .equal, c(30), strength: Strength.strong))
    try solver.addConstraint(Constraint(e(x), .lessOrEqual, c(25)))
    solver.updateVariables()
    #expect(abs(x.value - 25) < 1e-9)
  }

  /// `statistics` (read by the topology benchmark): a chain of definitions uses no row and no
  /// pivot; the weak, strong and required pulls on one variable take one row each, one pivot for
  /// the strong pull and one of the dual simplex for the bound.
  @Test func statisticsCountRowsAndPivots() throws {
    let chain = Solver()
    let tops = (0..<3).map { Variable("top\($0)") }
    try chain.addConstraint(Constraint(e(tops[0]), .equal, c(8)))
    for index in 1..<3 {
      try chain.addConstraint(Constraint(e(tops[index]), .equal, e(tops[index - 1]) + 10))
    }
    #expect(chain.statistics == (pivots: 0, cellWork: 0, rows: 0, cells: 0))
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(e(x), .equal, c(10), strength: Strength.weak))
    try solver.addConstraint(Constraint(e(x), .equal, c(30), strength: Strength.strong))
    try solver.addConstraint(Constraint(e(x), .lessOrEqual, c(25)))
    let statistics = solver.statistics
    #expect(statistics.pivots == 2 && statistics.rows == 3)
    #expect(statistics.cells >= 3 && statistics.cellWork > 0)
  }

  @Test func conflictingRequiredConstraintsAreRefusedAndLeaveTheSolverIntact() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(e(x), .equal, c(10)))
    let conflict = Constraint(e(x), .equal, c(20))
    #expect(throws: SolverError.unsatisfiable) { try solver.addConstraint(conflict) }
    try solver.addConstraint(Constraint(e(x) * 2, .equal, c(20)))
    solver.updateVariables()
    #expect(x.value == 10)
    #expect(throws: SolverError.unknownConstraint) { try solver.removeConstraint(conflict) }
  }

  @Test func editVariablesFollowSuggestions() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(Constraint(e(y), .equal, e(x) * 2 + 5))
    try solver.addConstraint(Constraint(e(y), .lessOrEqual, c(100)))
    try solver.addEditVariable(x, strength: Strength.strong)
    try solver.suggestValue(10, for: x)
    solver.updateVariables()
    #expect(x.value == 10 && y.value == 25)
    try solver.suggestValue(80, for: x)
    solver.updateVariables()
    #expect(abs(y.value - 100) < 1e-9 && abs(x.value - 47.5) < 1e-9)
    #expect(throws: SolverError.badRequiredStrength) {
      try solver.addEditVariable(y, strength: Strength.required)
    }
  }

  @Test func removingAConstraintRestoresTheWeakerOne() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(e(x), .equal, c(10), strength: Strength.weak))
    let strong = Constraint(e(x), .equal, c(40), strength: Strength.strong)
    try solver.addConstraint(strong)
    solver.updateVariables()
    #expect(abs(x.value - 40) < 1e-9)
    try solver.removeConstraint(strong)
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
  }

  @Test func prioritiesMapToStrengths() {
    #expect(Strength.priority(1000) == Strength.required)
    let high = Strength.priority(750)
    let low = Strength.priority(250)
    #expect(high / low > 90_000 && high / low < 110_000)
  }
}
