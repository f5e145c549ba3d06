import Testing

@testable import Cassowary

/// Definitions made again (turned round by a re-rooting, or remade because one they substituted
/// changed) refill the object, the term storage and the record's lists they had: counted, a
/// constraint's definition is allocated once however often it is made again.
@Suite struct SolverRefillTests {
  /// `a == 5`, `b == a`, `c == b + x`: `b` and `c` substitute the one-term definitions below them.
  /// Removing `a == 5` remakes `b` (now `a`) and `c` (now `a + x`) in their own objects, then
  /// leaves `c` free as kiwi does (the last variable the pin held) by turning the chain round:
  /// `c == b + x` defines `b` and `b == a` defines `a`, each in the object of the definition it
  /// replaces.
  @Test func remadeDefinitionsKeepTheirObjects() throws {
    let (a, b, c, x) = (Variable("a"), Variable("b"), Variable("c"), Variable("x"))
    let solver = Solver()
    let fixed = Constraint(Expression(a), .equal, Expression(constant: 5))
    try solver.addConstraint(fixed)
    try solver.addConstraint(Constraint(Expression(b), .equal, Expression(a)))
    try solver.addConstraint(Constraint(Expression(c), .equal, Expression(b) + Expression(x)))
    let (indexA, indexB, indexC, indexX) = (
      solver.index(of: a), solver.index(of: b), solver.index(of: c), solver.index(of: x)
    )
    let (objectB, objectC) = (solver.variables[indexB].definition!, solver.variables[indexC].definition!)
    #expect(solver.definitionAllocations == 3)
    #expect(objectC.terms.map(\.index) == [indexX])
    #expect(objectC.constant == 5)

    try solver.removeConstraint(fixed)
    // Remade twice and turned twice, none allocated again.
    #expect(solver.definitionAllocations == 3)
    #expect(solver.definitionsRefilled == 4)
    #expect(solver.variables[indexC].definition == nil)
    #expect(solver.variables[indexB].definition! === objectC)
    #expect(solver.variables[indexA].definition! === objectB)
    #expect(objectC.terms.map(\.index).sorted() == [indexC, indexX].sorted())
    #expect(objectB.terms.map(\.index) == [indexB])
    solver.updateVariables()
    #expect([a.value, b.value, c.value, x.value] == [0, 0, 0, 0])

    try solver.addConstraint(Constraint(Expression(a), .equal, Expression(constant: 7)))
    try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 1)))
    solver.updateVariables()
    #expect(b.value == 7)
    #expect(c.value == 8)
  }

  /// The list of substituted variables is taken out of its record emptied, its storage kept, and
  /// the record holds the placeholder until it is given its placement again.
  @Test func aRecordsSubstitutedListIsTakenOutWithItsStorage() throws {
    let (a, b) = (Variable("a"), Variable("b"))
    let solver = Solver()
    try solver.addConstraint(Constraint(Expression(a), .equal, Expression(constant: 5)))
    try solver.addConstraint(Constraint(Expression(b), .equal, Expression(a)))
    let key = solver.variables[solver.index(of: b)].definition!.constraint
    let list = solver.takeSubstituted(key)
    #expect(list.isEmpty)
    #expect(list.capacity >= 1)
    guard case .definition(let variable, let held) = solver.records[key]!.placement else {
      Issue.record("the record should hold the placeholder")
      return
    }
    #expect(variable == -1)
    #expect(held.isEmpty)
  }

  /// A shuffled equal-size chain of 200 views: its re-rootings turn and remake definitions many
  /// times over, yet each definition record's object was allocated once, and the re-rootings'
  /// lists are reused; the answer is the in-order one.
  @Test func aShuffledBuildAllocatesEachDefinitionOnce() throws {
    let count = 200
    let (variables, constraints) = SolverAbsorbTests.equalChain(count)
    let solver = Solver()
    for constraint in SolverOrderTests.shuffled(constraints, seed: 31) {
      try solver.addConstraint(constraint)
    }
    let definitionRecords = solver.records.filter {
      guard case .definition? = $0?.placement else { return false }
      return true
    }
    #expect(solver.definitionAllocations == definitionRecords.count)
    #expect(solver.definitionsRefilled > count)
    // The re-rootings' lists are handed back empty with their storage, for the next one.
    #expect(solver.rerootRoots.isEmpty && solver.rerootRoots.capacity >= 2)
    #expect(solver.rerootCandidates.isEmpty && solver.rerootCandidates.capacity >= 2)
    #expect(solver.remadeBuffer.isEmpty && solver.remadeBuffer.capacity >= 2)
    solver.updateVariables()
    for index in 0..<count {
      #expect(abs(variables[2 * index].value - 20 * Double(index)) < 1e-9)
      #expect(abs(variables[2 * index + 1].value - 20) < 1e-9)
    }
  }
}
