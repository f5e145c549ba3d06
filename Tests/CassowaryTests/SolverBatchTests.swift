import Testing

@testable import Cassowary

/// ``Solver/addConstraints(_:)``: a batch added in its adding order, whatever order it came in,
/// refusing what adding one at a time in the batch's order refuses.
@Suite struct SolverBatchTests {
  @Test(arguments: [31, 32, 33] as [UInt64])
  func aShuffledEqualSizeChainAddedAsABatchCostsNoMoreThanTwiceInOrder(seed: UInt64) throws {
    let count = 1_000
    let (variables, constraints) = SolverAbsorbTests.equalChain(count)
    let shuffled = SolverOrderTests.shuffled(constraints, seed: seed)
    let batch = Solver()
    #expect(batch.addConstraints(shuffled).isEmpty)
    batch.updateVariables()
    for index in 0..<count {
      #expect(abs(variables[2 * index].value - 20 * Double(index)) < 1e-9)
      #expect(abs(variables[2 * index + 1].value - 20) < 1e-9)
    }
    let inOrder = Solver()
    for constraint in constraints { try inOrder.addConstraint(constraint) }
    let oneByOne = Solver()
    for constraint in shuffled { try oneByOne.addConstraint(constraint) }
    let work = SolverAddingOrderTests.work
    #expect(work(batch) <= 2 * work(inOrder) + count / 10)
    #expect(10 * work(batch) < work(oneByOne))
  }

  @Test func duplicatesAndTheLatestOfConflictingEqualitiesAreRefused() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let held = Constraint(Expression(y), .equal, Expression(constant: 5))
    try solver.addConstraint(held)
    let ten = Constraint(Expression(x), .equal, Expression(constant: 10))
    let twenty = Constraint(Expression(x), .equal, Expression(y) * 4)
    let floor = Constraint(Expression(x), .greaterOrEqual, Expression(constant: 0))
    let weak = Constraint(Expression(x), .equal, Expression(constant: 30), strength: Strength.weak)
    let refused = solver.addConstraints([twenty, held, floor, weak, ten, twenty])
    #expect(refused.count == 3)
    #expect(Set(refused.map(ObjectIdentifier.init)) == Set([held, ten, twenty].map(ObjectIdentifier.init)))
    solver.updateVariables()
    #expect(x.value == 20)
    #expect(solver.constraintCount == 4)
    #expect(solver.hasConstraint(weak) && solver.hasConstraint(floor) && !solver.hasConstraint(ten))
  }

  @Test func anEmptyBatchChangesNothing() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 3)))
    #expect(solver.addConstraints([]).isEmpty)
    solver.updateVariables()
    #expect(x.value == 3 && solver.constraintCount == 1)
  }
}
