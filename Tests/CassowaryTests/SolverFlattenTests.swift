import Testing

@testable import Cassowary

/// Chains of one-term definitions whose links arrived last first (each link then defines the root
/// of the chain built so far) are flattened by the first expansion that walks them: the floors
/// added after them expand a definition or two each instead of the whole chain, and the values
/// stay what the constraints say through constant changes, removals and re-adds.
@Suite struct SolverFlattenTests {
  /// Heights `h_i == h_(i-1)` for i from the last down to 1, then `h_0 == 20`, then every
  /// `h_i >= 0` in order (the order that made each floor walk i definitions).
  static func reversedChain(_ count: Int, into solver: Solver) throws -> (
    heights: [Variable], links: [Constraint], base: Constraint
  ) {
    let heights = (0..<count).map { Variable("h\($0)") }
    var links: [Constraint] = []
    for index in (1..<count).reversed() {
      let link = Constraint(Expression(heights[index]), .equal, Expression(heights[index - 1]))
      try solver.addConstraint(link)
      links.append(link)
    }
    let base = Constraint(Expression(heights[0]), .equal, Expression(constant: 20))
    try solver.addConstraint(base)
    for height in heights {
      try solver.addConstraint(Constraint(Expression(height), .greaterOrEqual, Expression(constant: 0)))
    }
    return (heights, links.reversed(), base)
  }

  /// 2,000 heights: with flattening the expansions walk 5,000 definitions in all (2.5 per floor);
  /// walking each chain as it stands they walked 2,001,000 (N^2 / 2). Every height is 20.
  @Test func aChainGivenLastLinkFirstIsWalkedAboutOnce() throws {
    var steps: [Bool: Int] = [:]
    for flattening in [true, false] {
      let solver = Solver()
      solver.flattensChains = flattening
      let (heights, _, _) = try Self.reversedChain(2_000, into: solver)
      solver.updateVariables()
      #expect(heights.allSatisfy { abs($0.value - 20) < 1e-9 })
      steps[flattening] = solver.expansionSteps
    }
    #expect(steps[true]! < 3 * 2_000)
    #expect(steps[false]! > 2_000 * 2_000 / 4)
  }

  /// A flattened chain follows a change of its base's constant, a link taken out and put back with
  /// a gap, and a sum over two of its heights that the tableau holds.
  @Test func aFlattenedChainFollowsConstantsRemovalsAndSums() throws {
    let solver = Solver()
    let (heights, links, base) = try Self.reversedChain(1_000, into: solver)
    let sum = Variable("sum")
    try solver.addConstraint(
      Constraint(Expression(sum), .equal, Expression(heights[900]) + Expression(heights[100])))
    try solver.addConstraint(Constraint(Expression(sum), .lessOrEqual, Expression(constant: 500)))
    try solver.setConstant(-35, for: base)
    solver.updateVariables()
    #expect(heights.allSatisfy { abs($0.value - 35) < 1e-9 })
    #expect(abs(sum.value - 70) < 1e-9)
    try solver.removeConstraint(links[499])
    try solver.addConstraint(
      Constraint(Expression(heights[500]), .equal, Expression(heights[499]) + Expression(constant: 5)))
    try solver.setConstant(-10, for: base)
    solver.updateVariables()
    for (index, height) in heights.enumerated() {
      #expect(abs(height.value - (index < 500 ? 10 : 15)) < 1e-9)
    }
    #expect(abs(sum.value - 25) < 1e-9)
    let reference = solver.referenceValues()
    #expect(heights.allSatisfy { abs(reference[$0]! - $0.value) < 1e-12 })
  }

  /// Four chains of 300 heights and tops (`top_i == top_(i-1) + h_(i-1)`), links given last
  /// first, floors after, then a tenth of the links removed and put back in a seeded order, three
  /// times: every variable ends where a solver given the same constraints in order puts it.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func churnOnFlattenedChainsMatchesAnInOrderBuild(seed: UInt64) throws {
    var random = SolverSubstitutionOrderTests.Generator(state: seed)
    var variables: [Variable] = []
    var links: [Constraint] = []
    var rest: [Constraint] = []
    for chain in 0..<4 {
      let heights = (0..<300).map { Variable("h\(chain)_\($0)") }
      let tops = (0..<300).map { Variable("t\(chain)_\($0)") }
      variables += heights + tops
      rest.append(Constraint(Expression(heights[0]), .equal, Expression(constant: Double(10 + chain))))
      rest.append(Constraint(Expression(tops[0]), .equal, Expression(constant: Double(100 * chain))))
      for index in 1..<300 {
        links.append(Constraint(Expression(heights[index]), .equal, Expression(heights[index - 1])))
        links.append(
          Constraint(
            Expression(tops[index]), .equal, Expression(tops[index - 1]) + Expression(heights[index - 1])))
      }
      rest += heights.map { Constraint(Expression($0), .greaterOrEqual, Expression(constant: 0)) }
    }
    let solver = Solver()
    for constraint in links.reversed() + rest { try solver.addConstraint(constraint) }
    for _ in 0..<3 {
      var picked: [Constraint] = []
      for constraint in links where random.int(10) == 0 { picked.append(constraint) }
      for constraint in picked { try solver.removeConstraint(constraint) }
      for constraint in picked.reversed() { try solver.addConstraint(constraint) }
    }
    solver.updateVariables()
    let values = variables.map(\.value)
    let fresh = Solver()
    for constraint in rest + links { try fresh.addConstraint(constraint) }
    fresh.updateVariables()
    for (variable, value) in zip(variables, values) { #expect(abs(variable.value - value) < 1e-9) }
  }
}
