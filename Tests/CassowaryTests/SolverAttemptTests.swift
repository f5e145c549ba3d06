import Testing

@testable import Cassowary

/// A required constraint added by the dual simplex that turns out infeasible after some pivots is
/// refused, and the tableau is put back as it was (the rows and objective cells the attempt
/// changed, kept aside as it changed them): the solution, later constraints and edits behave as
/// if the refused constraint had never come.
@Suite struct SolverAttemptTests {
  /// `x >= 10`, `y >= 10`, `y <= 25` (required), `x == 12` and `y == 11` (strong).
  private static func boundedPair() throws -> (Solver, Variable, Variable) {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(Constraint(Expression(x), .greaterOrEqual, Expression(constant: 10)))
    try solver.addConstraint(Constraint(Expression(y), .greaterOrEqual, Expression(constant: 10)))
    try solver.addConstraint(Constraint(Expression(y), .lessOrEqual, Expression(constant: 25)))
    try solver.addConstraint(
      Constraint(Expression(x), .equal, Expression(constant: 12), strength: Strength.strong))
    try solver.addConstraint(
      Constraint(Expression(y), .equal, Expression(constant: 11), strength: Strength.strong))
    return (solver, x, y)
  }

  @Test func aRequiredConstraintFoundInfeasibleAfterPivotsIsRefusedAndUndone() throws {
    let (solver, x, y) = try Self.boundedPair()
    // y >= x + 30 moves y up first (a dual pivot), then finds y <= 25 cannot hold with x >= 10.
    #expect(throws: SolverError.unsatisfiable) {
      try solver.addConstraint(
        Constraint(Expression(y) - Expression(x), .greaterOrEqual, Expression(constant: 30)))
    }
    _ = solver.updateVariables()
    #expect(abs(x.value - 12) < 1e-9 && abs(y.value - 11) < 1e-9)
    // The tableau answers as before: a satisfiable required constraint and an edit still work.
    try solver.addConstraint(
      Constraint(Expression(y) - Expression(x), .greaterOrEqual, Expression(constant: 5)))
    _ = solver.updateVariables()
    #expect(abs(y.value - x.value - 5) < 1e-9 && y.value <= 25 + 1e-9 && x.value >= 10 - 1e-9)
    try solver.addEditVariable(x, strength: Strength.required - 1)
    try solver.suggestValue(20, for: x)
    _ = solver.updateVariables()
    #expect(abs(x.value - 20) < 1e-9 && abs(y.value - 25) < 1e-9)
  }

  @Test func aRefusedConstraintLeavesTheSameSolutionAsNeverAddingIt() throws {
    let (refusing, x, y) = try Self.boundedPair()
    let (plain, x2, y2) = try Self.boundedPair()
    for offset in [30.0, 40.0, 100.0] {
      #expect(throws: SolverError.unsatisfiable) {
        try refusing.addConstraint(
          Constraint(Expression(y) - Expression(x), .greaterOrEqual, Expression(constant: offset)))
      }
    }
    for solver in [refusing, plain] {
      let (a, b) = solver === refusing ? (x, y) : (x2, y2)
      try solver.addConstraint(
        Constraint(Expression(a) + Expression(b), .equal, Expression(constant: 30), strength: Strength.medium)
      )
      try solver.addConstraint(Constraint(Expression(b), .lessOrEqual, Expression(constant: 14)))
    }
    _ = refusing.updateVariables()
    _ = plain.updateVariables()
    #expect(abs(x.value - x2.value) < 1e-9 && abs(y.value - y2.value) < 1e-9)
    #expect(abs(x.value - 12) < 1e-9 && abs(y.value - 11) < 1e-9)
  }
}
