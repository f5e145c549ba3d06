import Testing

@testable import Cassowary

/// The work a caller bounds (``Solver/cellOperations``, a replayed scene's limit) counts the
/// re-rootings of constraints that arrive out of order, not only the cells of row operations.
@Suite struct SolverWorkCountTests {
  /// A chain of 300 views whose links come shuffled: each link joining two built pieces turns one
  /// round, and the variables and definitions visited count as operations.
  @Test func reRootingWorkIsCountedInTheOperationsACallerBounds() throws {
    let (_, constraints) = SolverOrderTests.chain(300)
    let solver = Solver()
    for constraint in SolverOrderTests.shuffled(constraints, seed: 31) {
      try solver.addConstraint(constraint)
    }
    #expect(solver.definitionWork > 300, "\(solver.definitionWork)")
    #expect(solver.cellOperations == solver.statistics.cellWork + solver.definitionWork)
    // In order, the chain re-roots nothing: its operations are its row cells alone.
    let inOrder = Solver()
    for constraint in constraints { try inOrder.addConstraint(constraint) }
    #expect(inOrder.definitionWork == 0)
    #expect(inOrder.cellOperations == inOrder.statistics.cellWork)
  }

  /// The tableau constraints' bookkeeping the turns left behind is made again before a constant
  /// change reads it: each one's expansion through the definitions counts as well.
  @Test func refreshedExpansionsAreCountedInTheOperationsACallerBounds() throws {
    let (_, _, constraints, links) = SolverStaleBookkeepingTests.chain(300, seed: 31)
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    let stale = solver.staleTableau.count
    #expect(stale > 100, "\(stale)")
    let (work, cells) = (solver.definitionWork, solver.statistics.cellWork)
    try solver.setConstant(-30, for: links[0])
    // At least one definition and one plain variable or definition below it per constraint.
    #expect(solver.definitionWork - work >= 2 * stale, "\(solver.definitionWork - work)")
    #expect(solver.cellOperations == solver.statistics.cellWork + solver.definitionWork)
    #expect(solver.statistics.cellWork >= cells)
  }
}
