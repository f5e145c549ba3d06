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

  /// A row of `count` lengths `w >= 0` (required), each kept at 1-23 (strong), and a `total` that
  /// is their sum plus `gap` between neighbours (required): a horizontal StackView's chain.
  private static func lengths(_ count: Int, gap: Double) throws -> (Solver, [Variable], Variable) {
    let solver = Solver()
    let lengths = (0..<count).map { Variable("w\($0)") }
    for (index, length) in lengths.enumerated() {
      try solver.addConstraint(Constraint(Expression(length), .greaterOrEqual, Expression()))
      let kept = Double(1 + index * 7 % 23)
      try solver.addConstraint(
        Constraint(Expression(length), .equal, Expression(constant: kept), strength: Strength.strong))
    }
    let total = Variable("total")
    let sum = lengths.reduce(Expression(constant: gap * Double(count - 1))) { $0 + Expression($1) }
    try solver.addConstraint(Constraint(Expression(total), .equal, sum))
    return (solver, lengths, total)
  }

  @Test func aRequiredConstraintNoSolutionCanMeetIsRefusedWithoutAPivot() throws {
    // 300 lengths with 2 between them need 598 at least: total == 390 cannot hold. The floors'
    // rows cancel the kept sizes' errors in the new row and leave 208 > 0: refused at once,
    // where the dual simplex pivoted once per length before it found so.
    let (solver, lengths, total) = try Self.lengths(300, gap: 2)
    _ = solver.updateVariables()
    let before = lengths.map(\.value)
    let pivots = solver.pivotCount
    #expect(throws: SolverError.unsatisfiable) {
      try solver.addConstraint(Constraint(Expression(total), .equal, Expression(constant: 390)))
    }
    #expect(solver.pivotCount == pivots)
    _ = solver.updateVariables()
    #expect(lengths.map(\.value) == before)
    // The tableau answers as before: a required total it can meet squeezes the lengths.
    try solver.addConstraint(Constraint(Expression(total), .lessOrEqual, Expression(constant: 1_000)))
    _ = solver.updateVariables()
    #expect(abs(total.value - 1_000) < 1e-6)
    #expect(lengths.allSatisfy { $0.value >= -1e-9 })
  }

  @Test func aRequiredConstraintTheSoftOnesCanMakeRoomForIsKept() throws {
    // 100 lengths with 2 between them need 198 at least and 1,190 kept: total == 390 holds once
    // the kept sizes give way; the certificate finds no proof and the dual simplex adds it.
    let (solver, lengths, total) = try Self.lengths(100, gap: 2)
    try solver.addConstraint(Constraint(Expression(total), .equal, Expression(constant: 390)))
    _ = solver.updateVariables()
    #expect(abs(total.value - 390) < 1e-6)
    #expect(abs(lengths.reduce(0) { $0 + $1.value } - 192) < 1e-6)
    #expect(lengths.allSatisfy { $0.value >= -1e-9 })
  }
}
