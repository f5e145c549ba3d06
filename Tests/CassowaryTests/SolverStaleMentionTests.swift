import Testing

@testable import Cassowary

/// A re-rooting leaves stale entries in `referencedBy` (a definition turned round or remade no
/// longer mentions what it did); a read-back marks what it queues for its whole walk, so a stale
/// entry cannot queue a definition evaluated already: each definition is evaluated once.
@Suite struct SolverStaleMentionTests {
  /// A shuffled grid of 15 x 15 cells: the first read-back evaluates every definition exactly
  /// once (the stale entries would queue already evaluated ones again), with the in-order values.
  @Test func aShuffledBuildsFirstReadbackEvaluatesEachDefinitionOnce() throws {
    let (variables, constraints) = SolverDefinitionChurnTests.grid(15)
    let solver = Solver()
    for constraint in SolverOrderTests.shuffled(constraints, seed: 31) {
      try solver.addConstraint(constraint)
    }
    let defined = solver.variables.filter { $0.definition != nil }.count
    // Stale entries are there to skip: more entries than live mentions.
    let entries = solver.variables.reduce(0) { $0 + $1.referencedBy.count }
    let mentions = solver.variables.reduce(0) { $0 + ($1.definition?.terms.count ?? 0) }
    #expect(entries > mentions)
    solver.updateVariables()
    #expect(solver.lastEvaluationCount == defined)
    #expect(solver.referenceValues().allSatisfy { abs($0.key.value - $0.value) < 1e-9 })
    let (inOrderVariables, inOrderConstraints) = SolverDefinitionChurnTests.grid(15)
    let inOrder = Solver()
    for constraint in inOrderConstraints { try inOrder.addConstraint(constraint) }
    inOrder.updateVariables()
    for index in variables.indices {
      #expect(abs(variables[index].value - inOrderVariables[index].value) < 1e-9, "\(variables[index].name)")
    }
  }
}
