import Testing

@testable import Cassowary

/// The order in which constraints arrive: a chain whose links come shuffled (each link joining
/// two pieces of chain already built) becomes definitions as the in-order chain does, by turning
/// round the smaller piece's definitions, instead of tableau rows that grow with what they join.
@Suite struct SolverOrderTests {
  typealias Generator = SolverIncrementalTests.Generator

  /// The topology probe's chain of `count` views: `top_i == top_(i-1) + height_(i-1) + 2`,
  /// `height_i == 10 + i % 7` (required) and `height_i == 44` (weak), in order.
  static func chain(_ count: Int) -> (variables: [Variable], constraints: [Constraint]) {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    var previous = Expression(constant: 0)
    for index in 0..<count {
      let top = Variable("top\(index)")
      let height = Variable("height\(index)")
      variables += [top, height]
      constraints.append(Constraint(Expression(top), .equal, previous))
      constraints.append(Constraint(Expression(height), .equal, Expression(constant: Double(10 + index % 7))))
      constraints.append(
        Constraint(Expression(height), .equal, Expression(constant: 44), strength: Strength.weak))
      previous = Expression(top) + Expression(height) + 2
    }
    return (variables, constraints)
  }

  /// The constraints in a seeded Fisher-Yates order.
  static func shuffled(_ constraints: [Constraint], seed: UInt64) -> [Constraint] {
    var random = Generator(state: seed)
    var result = constraints
    for index in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(index, random.int(index + 1))
    }
    return result
  }

  /// The chain's answer: each top is the sum of the heights above it plus 2 per gap.
  static func expectedTops(_ count: Int) -> [Double] {
    var tops: [Double] = []
    var top = 0.0
    for index in 0..<count {
      tops.append(top)
      top += Double(10 + index % 7) + 2
    }
    return tops
  }

  /// 1,000 views (3,000 constraints): shuffled, the tableau keeps at most 2x the in-order rows and
  /// cells (in order: one weak row of one cell per view), the re-rootings visit O(N log N)
  /// variables and definitions, and the answer is the in-order one.
  @Test func aShuffledChainBuildsTheTableauOfTheInOrderChain() throws {
    let count = 1_000
    let (inOrderVariables, inOrderConstraints) = Self.chain(count)
    let inOrder = Solver()
    for constraint in inOrderConstraints { try inOrder.addConstraint(constraint) }
    inOrder.updateVariables()
    let (variables, constraints) = Self.chain(count)
    let solver = Solver()
    for constraint in Self.shuffled(constraints, seed: 31) { try solver.addConstraint(constraint) }
    solver.updateVariables()
    let ordered = inOrder.statistics
    let statistics = solver.statistics
    #expect(ordered.rows == count && ordered.cells == count)
    #expect(statistics.rows <= 2 * ordered.rows, "\(statistics)")
    #expect(statistics.cells <= 2 * ordered.cells, "\(statistics)")
    // 3,000 constraints, log2(1,000) = 10: a bound O(N log N) work meets and O(N^2) does not.
    let work = statistics.pivots + statistics.cellWork + solver.definitionWork
    #expect(
      work <= 30 * constraints.count,
      "pivots \(statistics.pivots), cells \(statistics.cellWork), definitions \(solver.definitionWork)")
    let tops = Self.expectedTops(count)
    for index in 0..<count {
      #expect(abs(variables[2 * index].value - tops[index]) < 1e-9)
      #expect(abs(variables[2 * index].value - inOrderVariables[2 * index].value) < 1e-9)
      #expect(variables[2 * index + 1].value == Double(10 + index % 7))
    }
  }

  /// 2,500 views (7,500 constraints), shuffled: links whose pieces' free ends are heights held by
  /// their weak `height == 44` substitute their definitions into those constraints' rows in place
  /// instead of joining the pieces in the tableau, so the tableau is the in-order one (one weak
  /// row per view). The only pivots are exchanges of two free variables (an end the tableau ties
  /// to another variable), at most one per 100 constraints.
  @Test func aLargeShuffledChainBuildsTheInOrderTableau() throws {
    let count = 2_500
    let (variables, constraints) = Self.chain(count)
    let solver = Solver()
    for constraint in Self.shuffled(constraints, seed: 31) { try solver.addConstraint(constraint) }
    solver.updateVariables()
    let statistics = solver.statistics
    #expect(statistics.pivots <= 3 * count / 100, "\(statistics)")
    #expect(statistics.rows == count && statistics.cells == count, "\(statistics)")
    let tops = Self.expectedTops(count)
    for index in 0..<count { #expect(abs(variables[2 * index].value - tops[index]) < 1e-9) }
  }

  /// A shuffled grid (equal widths down columns, equal heights along rows: its constraint graph
  /// has cycles) re-roots its definitions under the cycle check: a few tableau rows where the
  /// forest-only rule left one in three constraints in the tableau, and the in-order answer.
  @Test(arguments: [31, 8] as [UInt64])
  func aShuffledGridKeepsItsDefinitions(seed: UInt64) throws {
    let (inOrderVariables, inOrderConstraints) = SolverDefinitionChurnTests.grid(15)
    let inOrder = Solver()
    for constraint in inOrderConstraints { try inOrder.addConstraint(constraint) }
    inOrder.updateVariables()
    let (variables, constraints) = SolverDefinitionChurnTests.grid(15)
    let solver = Solver()
    for constraint in Self.shuffled(constraints, seed: seed) { try solver.addConstraint(constraint) }
    solver.updateVariables()
    let statistics = solver.statistics
    #expect(
      statistics.pivots <= constraints.count / 100 && statistics.rows <= constraints.count / 20,
      "\(statistics)")
    #expect(solver.referenceValues().allSatisfy { abs($0.key.value - $0.value) < 1e-9 })
    for index in variables.indices {
      #expect(abs(variables[index].value - inOrderVariables[index].value) < 1e-9, "\(variables[index].name)")
    }
  }

  /// A shuffled equal-size chain (`top_i == top_(i-1) + height_(i-1)`, `height_i ==
  /// height_(i-1)`, `height_i >= 0`) gives the in-order answer.
  @Test func aShuffledEqualSizeChainGivesTheInOrderAnswer() throws {
    let count = 300
    let (variables, constraints) = SolverAbsorbTests.equalChain(count)
    let solver = Solver()
    for constraint in Self.shuffled(constraints, seed: 31) { try solver.addConstraint(constraint) }
    solver.updateVariables()
    for index in 0..<count {
      #expect(abs(variables[2 * index].value - 20 * Double(index)) < 1e-9)
      #expect(abs(variables[2 * index + 1].value - 20) < 1e-9)
    }
  }

  /// A shuffled chain's re-rooted definitions stay correct under removal, re-adding and constant
  /// changes: after each step the read-back equals a full evaluation and a solver built afresh
  /// from the same constraints.
  @Test(arguments: [5, 6, 7] as [UInt64])
  func rerootedDefinitionsFollowRemovalAndConstantChanges(seed: UInt64) throws {
    let count = 60
    let (variables, constraints) = Self.chain(count)
    let order = Self.shuffled(constraints, seed: seed)
    let solver = Solver()
    for constraint in order { try solver.addConstraint(constraint) }
    var random = Generator(state: seed &* 977)
    var removed: [Constraint] = []
    for step in 0..<40 {
      if step % 3 == 2, let back = removed.popLast() {
        try solver.addConstraint(back)
      } else if step % 5 == 4 {
        let link = constraints[3 * random.int(count)]
        try solver.setConstant(link.expression.constant + 1 + Double(step % 4), for: link)
      } else {
        let constraint = order[random.int(order.count)]
        guard solver.hasConstraint(constraint) else { continue }
        try solver.removeConstraint(constraint)
        removed.append(constraint)
      }
      solver.updateVariables()
      let reference = solver.referenceValues()
      for variable in variables { #expect(abs(variable.value - reference[variable]!) < 1e-9) }
    }
    for constraint in removed { try solver.addConstraint(constraint) }
    solver.updateVariables()
    // Afresh, in order, with the constants the solver holds now.
    let fresh = Solver()
    let (freshVariables, freshConstraints) = Self.chain(count)
    for (index, constraint) in freshConstraints.enumerated() {
      let held = solver.records[solver.recordID(of: constraints[index])!]!.constant
      try fresh.addConstraint(constraint, constant: held)
    }
    fresh.updateVariables()
    for index in variables.indices {
      #expect(abs(variables[index].value - freshVariables[index].value) < 1e-9, "\(variables[index].name)")
    }
  }
}
