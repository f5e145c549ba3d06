import Testing

@testable import Cassowary

/// Constraints in any order where a re-rooting's free end is held by tableau constraints (a weak
/// `height == 44`, a required `height >= 0`): the new definition is substituted into their rows
/// in place, and the result must be the in-order one, under removal and constant changes too.
@Suite struct SolverAbsorbTests {
  typealias Generator = SolverIncrementalTests.Generator

  /// The shapes built in order and shuffled.
  enum Shape: String, CaseIterable, Sendable {
    case chain, equalChain, grid
  }

  /// The shape's variables and constraints, in order (fresh objects at each call).
  static func build(_ shape: Shape) -> (variables: [Variable], constraints: [Constraint]) {
    switch shape {
    case .chain: return SolverOrderTests.chain(80)
    case .equalChain: return equalChain(80)
    case .grid: return SolverDefinitionChurnTests.grid(8)
    }
  }

  /// An equal-size chain: `top_i == top_(i-1) + height_(i-1)`, `height_i == height_(i-1)`,
  /// `height_i >= 0` (required), the first view at 0 and 20 high.
  static func equalChain(_ count: Int) -> (variables: [Variable], constraints: [Constraint]) {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    for index in 0..<count {
      let top = Variable("top\(index)")
      let height = Variable("height\(index)")
      if index == 0 {
        constraints.append(Constraint(Expression(top), .equal, Expression(constant: 0)))
        constraints.append(Constraint(Expression(height), .equal, Expression(constant: 20)))
      } else {
        let (previousTop, previousHeight) = (variables[2 * index - 2], variables[2 * index - 1])
        constraints.append(
          Constraint(Expression(top), .equal, Expression(previousTop) + Expression(previousHeight)))
        constraints.append(Constraint(Expression(height), .equal, Expression(previousHeight)))
      }
      constraints.append(Constraint(Expression(height), .greaterOrEqual, Expression(constant: 0)))
      variables += [top, height]
    }
    return (variables, constraints)
  }

  /// One step of churn on `solver`, built from `order`: every third step re-adds the last removed
  /// constraint; otherwise a random constraint's constant changes (a required equality's, every
  /// fourth step) or it is removed.
  static func churnStep(
    _ step: Int, solver: Solver, order: [Constraint], random: inout SolverIncrementalTests.Generator,
    removed: inout [Constraint]
  ) throws {
    let constraint = order[random.int(order.count)]
    if step % 3 == 2, let back = removed.popLast() {
      try solver.addConstraint(back)
    } else if step % 4 == 3, constraint.relation == .equal, constraint.strength >= Strength.required,
      let key = solver.recordID(of: constraint)
    {
      // Heights only grow: every `height >= 0` keeps holding.
      try solver.setConstant(solver.records[key]!.constant - 1 - Double(step % 3), for: constraint)
    } else if solver.hasConstraint(constraint) {
      try solver.removeConstraint(constraint)
      removed.append(constraint)
    }
  }

  /// Built shuffled (four seeds), every shape gives the in-order values, its read-back equals a
  /// full evaluation of the definitions, and the tableau stays within a few rows of the in-order
  /// one (the shuffled equal-size chain kept one row per required `height >= 0` it joined).
  @Test(arguments: Shape.allCases, [3, 17, 29, 41] as [UInt64])
  func shuffledBuildsGiveTheInOrderValues(shape: Shape, seed: UInt64) throws {
    let (inOrderVariables, inOrderConstraints) = Self.build(shape)
    let inOrder = Solver()
    for constraint in inOrderConstraints { try inOrder.addConstraint(constraint) }
    inOrder.updateVariables()
    let (variables, constraints) = Self.build(shape)
    let solver = Solver()
    for constraint in SolverOrderTests.shuffled(constraints, seed: seed) {
      try solver.addConstraint(constraint)
    }
    solver.updateVariables()
    let (ordered, statistics) = (inOrder.statistics, solver.statistics)
    #expect(statistics.rows <= ordered.rows + constraints.count / 50, "\(statistics) against \(ordered)")
    #expect(statistics.cells <= ordered.cells + constraints.count / 20, "\(statistics) against \(ordered)")
    #expect(solver.referenceValues().allSatisfy { abs($0.key.value - $0.value) < 1e-9 })
    for index in variables.indices {
      #expect(abs(variables[index].value - inOrderVariables[index].value) < 1e-9, "\(variables[index].name)")
    }
  }

  /// Shuffled builds whose held ends were absorbed in place (required users among them) stay
  /// correct under removals, re-adds and constant changes of required equalities: after each
  /// step the read-back equals a full evaluation, and at the end a solver built afresh in order
  /// with the same constants gives the same values.
  @Test(arguments: Shape.allCases, [5, 6] as [UInt64])
  func absorbedEndsFollowRemovalAndConstantChanges(shape: Shape, seed: UInt64) throws {
    let (variables, constraints) = Self.build(shape)
    let order = SolverOrderTests.shuffled(constraints, seed: seed)
    let solver = Solver()
    for constraint in order { try solver.addConstraint(constraint) }
    var random = Generator(state: seed &* 131)
    var removed: [Constraint] = []
    for step in 0..<40 {
      try Self.churnStep(step, solver: solver, order: order, random: &random, removed: &removed)
      solver.updateVariables()
      let reference = solver.referenceValues()
      for variable in variables {
        #expect(abs(variable.value - reference[variable]!) < 1e-9, "\(variable.name)")
      }
    }
    for constraint in removed { try solver.addConstraint(constraint) }
    solver.updateVariables()
    let fresh = Solver()
    let (freshVariables, freshConstraints) = Self.build(shape)
    for (index, constraint) in freshConstraints.enumerated() {
      let held = solver.records[solver.recordID(of: constraints[index])!]!.constant
      try fresh.addConstraint(constraint, constant: held)
    }
    fresh.updateVariables()
    for index in variables.indices {
      #expect(abs(variables[index].value - freshVariables[index].value) < 1e-9, "\(variables[index].name)")
    }
  }

  /// A required equality that a held end cannot take (`height >= 0` held, then `height == -5`,
  /// and a join that would need it) is refused as before, and the solution stays.
  @Test func anEndThatCannotTakeTheDefinitionIsRefused() throws {
    let (top, height, other) = (Variable("top"), Variable("height"), Variable("other"))
    let solver = Solver()
    try solver.addConstraint(Constraint(Expression(height), .greaterOrEqual, Expression(constant: 0)))
    try solver.addConstraint(Constraint(Expression(top), .equal, Expression(other) + Expression(height)))
    try solver.addConstraint(Constraint(Expression(other), .equal, Expression(constant: 10)))
    try solver.addConstraint(
      Constraint(Expression(top), .equal, Expression(constant: 30), strength: Strength.weak))
    solver.updateVariables()
    #expect(top.value == 30 && height.value == 20 && other.value == 10)
    #expect(throws: SolverError.unsatisfiable) {
      try solver.addConstraint(Constraint(Expression(height), .equal, Expression(constant: -5)))
    }
    #expect(throws: SolverError.unsatisfiable) {
      try solver.addConstraint(Constraint(Expression(top), .equal, Expression(other) + (-5)))
    }
    try solver.addConstraint(Constraint(Expression(top), .equal, Expression(other) + 4))
    solver.updateVariables()
    #expect(top.value == 14 && height.value == 4 && other.value == 10)
    #expect(solver.referenceValues().allSatisfy { abs($0.key.value - $0.value) < 1e-9 })
  }
}
