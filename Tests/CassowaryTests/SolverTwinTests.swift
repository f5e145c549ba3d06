import Testing

@testable import Cassowary

/// Required inequalities whose expanded row repeats one already in the tableau stay out of it as
/// twins (Solver+Twins.swift): the floors `h_i >= 0` of lengths all defined as the first's
/// (a `fillEqually` stack's) add one row, not one per length, and every twin still holds when its
/// original goes, when the definition that made it a twin goes, or when a constant moves.
/// BENCHMARKS.md, session 26.
@Suite struct SolverTwinTests {
  /// `count` lengths, each after the first required equal to it (a definition), each with a
  /// floor `h_i >= 0`, and the first edited (strong).
  private static func equalLengths(_ count: Int) throws -> (Solver, [Variable], [Constraint], [Constraint]) {
    let lengths = (0..<count).map { Variable("h\($0)") }
    let solver = Solver()
    var equals: [Constraint] = []
    for length in lengths.dropFirst() {
      let equal = Constraint(Expression([(length, 1), (lengths[0], -1)]), .equal, Expression())
      try solver.addConstraint(equal)
      equals.append(equal)
    }
    var floors: [Constraint] = []
    for length in lengths {
      let floor = Constraint(Expression([(length, 1)]), .greaterOrEqual, Expression())
      try solver.addConstraint(floor)
      floors.append(floor)
    }
    try solver.addEditVariable(lengths[0], strength: Strength.strong)
    return (solver, lengths, equals, floors)
  }

  @Test func floorsOfEqualLengthsAddOneRow() throws {
    let (solver, lengths, _, floors) = try Self.equalLengths(300)
    #expect(solver.twinOf.count == 299)
    #expect(solver.statistics.rows <= 3)
    try solver.suggestValue(-5, for: lengths[0])
    solver.updateVariables()
    #expect(lengths.allSatisfy { $0.value == 0 })
    #expect(SolverChurnTests.requiredViolation(floors, in: solver) <= 1e-9)
    try solver.suggestValue(7, for: lengths[0])
    solver.updateVariables()
    #expect(lengths.allSatisfy { $0.value == 7 })
  }

  @Test func twinsHoldOnceTheirOriginalIsRemoved() throws {
    let (solver, lengths, _, floors) = try Self.equalLengths(50)
    try solver.removeConstraint(floors[0])
    #expect(solver.hasConstraint(floors[1]) && solver.constraintCount == 49 + 49 + 1)
    // One of the twins took the original's place; the others are its twins.
    #expect(solver.twinOf.count == 48)
    try solver.suggestValue(-5, for: lengths[0])
    solver.updateVariables()
    #expect(lengths[0].value == 0)
    for floor in floors.dropFirst() { try solver.removeConstraint(floor) }
    #expect(solver.twinOf.isEmpty && solver.twinsOf.isEmpty && solver.twinKeys.isEmpty)
    try solver.suggestValue(-5, for: lengths[0])
    solver.updateVariables()
    #expect(lengths.allSatisfy { $0.value == -5 })
  }

  @Test func aTwinWhoseDefinitionGoesHoldsAlone() throws {
    let (solver, lengths, equals, _) = try Self.equalLengths(20)
    // h5 is no longer h0: its floor becomes a row of its own and holds against a strong -3.
    try solver.removeConstraint(equals[4])
    #expect(solver.twinOf.count == 18)
    let pull = Constraint(
      Expression([(lengths[5], 1)]), .equal, Expression(constant: -3), strength: Strength.strong)
    try solver.addConstraint(pull)
    try solver.suggestValue(4, for: lengths[0])
    solver.updateVariables()
    #expect(lengths[5].value == 0)
    #expect(lengths[0].value == 4 && lengths[19].value == 4)
  }

  @Test func aConstantChangeKeepsEveryTwinsBound() throws {
    let (solver, lengths, _, floors) = try Self.equalLengths(30)
    // The original becomes `h0 >= -10`: its twins (`h_i >= 0`, h_i = h0) still bound h0 at 0.
    try solver.setConstant(10, for: floors[0])
    #expect(solver.twinOf.isEmpty)
    try solver.suggestValue(-5, for: lengths[0])
    solver.updateVariables()
    #expect(lengths.allSatisfy { $0.value == 0 })
    // A floor added now twins the tableau's `h1 >= 0`, not the moved original.
    let late = Constraint(Expression([(lengths[2], 1)]), .greaterOrEqual, Expression())
    try solver.removeConstraint(floors[2])
    try solver.addConstraint(late)
    #expect(solver.twinOf.count == 1)
    #expect(SolverChurnTests.requiredViolation(Array(floors.dropFirst(3)) + [late], in: solver) <= 1e-9)
  }
}
