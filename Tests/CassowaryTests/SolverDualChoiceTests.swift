import Testing

@testable import Cassowary

/// The dual simplex's choice of the row to repair read in the heap's place
/// (Solver+DualChoice.swift): many rows made infeasible by one change are repaired to the same
/// optimum, every queued row is dropped once it is repaired, and the rule still prefers the row
/// no symbol can repair (a refusal comes before any pivot). BENCHMARKS.md, session 25.
@Suite struct SolverDualChoiceTests {
  /// `t >= i` (required) for i in 0..<count, `t` edited (strong) from above to below every floor:
  /// one suggestion makes all `count` floor rows infeasible at once.
  @Test func manyInfeasibleRowsAreRepairedToTheTightestFloor() throws {
    let count = 400
    let t = Variable("t")
    let solver = Solver()
    var floors: [Constraint] = []
    for index in 0..<count {
      let floor = Constraint(Expression([(t, 1)]), .greaterOrEqual, Expression(constant: Double(index)))
      try solver.addConstraint(floor)
      floors.append(floor)
    }
    try solver.addEditVariable(t, strength: Strength.strong)
    try solver.suggestValue(Double(count + 10), for: t)
    solver.updateVariables()
    #expect(t.value == Double(count + 10))
    try solver.suggestValue(-10, for: t)
    solver.updateVariables()
    #expect(t.value == Double(count - 1))
    #expect(solver.infeasible.isEmpty)
    #expect(SolverChurnTests.requiredViolation(floors, in: solver) <= 1e-9)
    // Back above every floor and down again: the same optimum from the other basis.
    try solver.suggestValue(Double(2 * count), for: t)
    try solver.suggestValue(-1, for: t)
    solver.updateVariables()
    #expect(t.value == Double(count - 1))
    #expect(solver.infeasible.isEmpty)
  }

  /// Lengths with floors of 1 and weak kept sizes, then a required total below the floors' sum: it
  /// is refused and the old values stay; a total the floors allow squeezes or stretches the
  /// lengths through the dual simplex and holds.
  @Test func aTotalBelowTheFloorsIsRefusedAndTheOldValuesStay() throws {
    let count = 200
    let lengths = (0..<count).map { Variable("w\($0)") }
    let solver = Solver()
    for (index, length) in lengths.enumerated() {
      let alone = Expression([(length, 1)])
      try solver.addConstraint(Constraint(alone, .greaterOrEqual, Expression(constant: 1)))
      let kept = Double(1 + (index * 7) % 23)
      try solver.addConstraint(Constraint(alone, .equal, Expression(constant: kept), strength: Strength.weak))
    }
    solver.updateVariables()
    let before = lengths.map(\.value)
    let sum = Expression(lengths.map { ($0, 1.0) })
    let total = Constraint(sum, .equal, Expression(constant: Double(count - 1)))
    #expect(throws: SolverError.unsatisfiable) { try solver.addConstraint(total) }
    solver.updateVariables()
    #expect(lengths.map(\.value) == before)
    #expect(!solver.hasConstraint(total))
    // A total the floors allow is accepted and holds.
    let feasible = Constraint(sum, .equal, Expression(constant: Double(2 * count)))
    try solver.addConstraint(feasible)
    solver.updateVariables()
    #expect(abs(lengths.map(\.value).reduce(0, +) - Double(2 * count)) <= 1e-6)
    #expect(lengths.allSatisfy { $0.value >= 1 - 1e-9 })
  }
}
