import Testing

@testable import Cassowary

/// Random systems (seeded) under removal and re-adding: required constraints keep holding, edits
/// are never refused, degenerate systems with fractional coefficients terminate, and the order in
/// which a chain arrives does not change its solution.
@Suite struct SolverChurnTests {
  typealias Generator = SolverIncrementalTests.Generator

  /// A random system over `count` variables, satisfiable by construction: every required
  /// constraint holds at a hidden point (equalities exactly, inequalities with slack >= 0), the
  /// optional ones pull towards other values at every strength. Coefficients are fractional.
  static func randomSystem(_ seed: UInt64, count: Int, degenerate: Bool = false)
    -> (variables: [Variable], constraints: [Constraint])
  {
    var random = Generator(state: seed)
    func fraction() -> Double { Double(random.int(2_000) + 1) / 997 * (random.int(2) == 0 ? 1 : -1) }
    let variables = (0..<count).map { Variable("x\($0)") }
    let point = (0..<count).map { _ in Double(random.int(1_000)) / 7 }
    var constraints: [Constraint] = []
    let strengths = [Strength.weak, Strength.medium, Strength.strong, Strength.priority(750)]
    for _ in 0..<(count * 2) {
      let termCount = 1 + random.int(3)
      var terms: [(Variable, Double)] = []
      var value = 0.0
      for _ in 0..<termCount {
        let index = random.int(count)
        let coefficient = fraction()
        terms.append((variables[index], coefficient))
        value += coefficient * point[index]
      }
      let kind = random.int(6)
      let slack = degenerate ? 0 : Double(random.int(50)) / 3
      let constraint: Constraint
      switch kind {
      case 0:
        constraint = Constraint(Expression(terms), .equal, Expression(constant: value))
      case 1:
        constraint = Constraint(Expression(terms), .lessOrEqual, Expression(constant: value + slack))
      case 2:
        constraint = Constraint(Expression(terms), .greaterOrEqual, Expression(constant: value - slack))
      default:
        let relations: [Constraint.Relation] = [.equal, .lessOrEqual, .greaterOrEqual]
        constraint = Constraint(
          Expression(terms), relations[random.int(3)], Expression(constant: Double(random.int(900)) / 3),
          strength: strengths[random.int(strengths.count)])
      }
      constraints.append(constraint)
    }
    return (variables, constraints)
  }

  /// The largest violation of a required constraint at the solver's current values, relative to
  /// the size of its terms (at least 1): `|sum c_i x_i + c| / max(1, |c| + sum |c_i x_i|)`.
  static func requiredViolation(_ constraints: [Constraint], in solver: Solver) -> Double {
    var worst = 0.0
    for constraint in constraints
    where constraint.strength >= Strength.required && solver.hasConstraint(constraint) {
      var value = constraint.expression.constant
      var size = abs(value)
      for term in constraint.expression.terms {
        value += term.coefficient * term.variable.value
        size += abs(term.coefficient * term.variable.value)
      }
      let scale = max(1, size)
      switch constraint.relation {
      case .equal: worst = max(worst, abs(value) / scale)
      case .lessOrEqual: worst = max(worst, value / scale)
      case .greaterOrEqual: worst = max(worst, -value / scale)
      }
    }
    return worst
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func requiredConstraintsHoldAndEditsAreAcceptedAfterRandomChurn(seed: UInt64) throws {
    let (variables, constraints) = Self.randomSystem(seed, count: 40)
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    let edited = [variables[0], variables[7]]
    for variable in edited { try solver.addEditVariable(variable, strength: Strength.strong) }
    var random = Generator(state: seed &* 31)
    for round in 0..<20 {
      let removed = (0..<(constraints.count / 10)).map { _ in constraints[random.int(constraints.count)] }
      for constraint in removed where solver.hasConstraint(constraint) {
        try solver.removeConstraint(constraint)
      }
      for constraint in removed.reversed() where !solver.hasConstraint(constraint) {
        try solver.addConstraint(constraint)
      }
      for (offset, variable) in edited.enumerated() {
        try solver.suggestValue(Double(round * 13 + offset) / 3, for: variable)
      }
      solver.updateVariables()
      let violation = Self.requiredViolation(constraints, in: solver)
      #expect(violation <= 1e-9, "seed \(seed) round \(round): a required constraint is off by \(violation)")
    }
    #expect(solver.constraintCount == constraints.count + edited.count)
  }

  /// Removing and re-adding constraints reuses the symbols they freed (markers, artificial
  /// slacks, errors no row holds any more): over 95 rounds of churning 10 % of a random system the
  /// tables grow by less than half the constraint count (without reuse they grew from about 250
  /// to about 1,600 symbols). Error symbols that stay in rows as parameters after their
  /// constraint went are not reclaimed yet, so the bound is not "no growth".
  @Test(arguments: [UInt64(1), 3])
  func churnReusesSymbolIdsInsteadOfGrowingTheTables(seed: UInt64) throws {
    let (_, constraints) = Self.randomSystem(seed, count: 40)
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    var random = Generator(state: seed &* 17)
    var early = 0
    for round in 0..<100 {
      let removed = (0..<(constraints.count / 10)).map { _ in constraints[random.int(constraints.count)] }
      for constraint in removed where solver.hasConstraint(constraint) {
        try solver.removeConstraint(constraint)
      }
      for constraint in removed.reversed() where !solver.hasConstraint(constraint) {
        try solver.addConstraint(constraint)
      }
      if round == 4 { early = solver.kinds.count }
    }
    solver.updateVariables()
    #expect(
      solver.kinds.count <= early + constraints.count / 2,
      "\(solver.kinds.count) symbols, \(early) after 5 rounds")
    #expect(Self.requiredViolation(constraints, in: solver) <= 1e-9)
  }

  @Test func aDegenerateFractionalSystemTerminatesUnderRemovalAndReAdding() throws {
    // Every required inequality is tight at the hidden point: each vertex is degenerate.
    let (_, constraints) = Self.randomSystem(42, count: 60, degenerate: true)
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    var random = Generator(state: 4_242)
    for _ in 0..<30 {
      let constraint = constraints[random.int(constraints.count)]
      try solver.removeConstraint(constraint)
      try solver.addConstraint(constraint)
    }
    solver.updateVariables()
    #expect(Self.requiredViolation(constraints, in: solver) <= 1e-9)
    // Bland's rule bounds the pivots; a cycling simplex would never return.
    #expect(solver.pivotCount < 200_000)
  }

  /// N = 200 with fractional coefficients (the size at which a simplex that took its first 100
  /// pivots of each optimization by Bland's rule alone did not finish): built, then 20 constraints
  /// removed and re-added; the pivots stay near linear in N (see also
  /// ``fractionalAndDegenerateSeedsHoldWithoutRefusals(seed:degenerate:bound:)``).
  @Test func aFractionalSystemOf200VariablesFinishesInFewPivots() throws {
    let seed: UInt64 = 7
    let (_, constraints) = Self.randomSystem(seed, count: 200)
    let solver = Solver()
    var refused = 0
    for constraint in constraints {
      do { try solver.addConstraint(constraint) } catch { refused += 1 }
    }
    var random = Generator(state: seed &+ 1_000)
    for _ in 0..<20 {
      let constraint = constraints[random.int(constraints.count)]
      guard solver.hasConstraint(constraint) else { continue }
      try solver.removeConstraint(constraint)
      try solver.addConstraint(constraint)
    }
    solver.updateVariables()
    #expect(refused == 0)
    #expect(Self.requiredViolation(constraints, in: solver) <= 1e-6)
    #expect(solver.pivotCount < 6_000, "\(solver.pivotCount) pivots")
  }

  /// The seeds that stalled or drifted before required rows without a feasible subject entered
  /// by the dual simplex (an artificial phase left the optimization thousands of pivots over dense
  /// rows): seed 7 (fractional) held to 8.7e-7 only, degenerate seed 8 (every required inequality
  /// tight) refused 9 satisfiable constraints in 35,543 pivots, degenerate seed 9 left 4.3e-8.
  /// Built, then 20 constraints removed and re-added; nothing is refused, the required
  /// constraints hold to 1e-9 (seed 9 to 2.5e-8 only until cells were dropped below 1e-10
  /// instead of 1e-8), in few pivots. All 40 seeds: ``SolverPrecisionTests``.
  @Test(arguments: [(UInt64(7), false, 1e-9), (8, true, 1e-9), (9, true, 1e-9)])
  func fractionalAndDegenerateSeedsHoldWithoutRefusals(seed: UInt64, degenerate: Bool, bound: Double) throws {
    let (_, constraints) = Self.randomSystem(seed, count: 200, degenerate: degenerate)
    let solver = Solver()
    var refused = 0
    for constraint in constraints {
      do { try solver.addConstraint(constraint) } catch { refused += 1 }
    }
    var random = Generator(state: seed &+ 1_000)
    for _ in 0..<20 {
      let constraint = constraints[random.int(constraints.count)]
      guard solver.hasConstraint(constraint) else { continue }
      try solver.removeConstraint(constraint)
      try solver.addConstraint(constraint)
    }
    solver.updateVariables()
    #expect(refused == 0)
    let violation = Self.requiredViolation(constraints, in: solver)
    #expect(violation <= bound, "violation \(violation)")
    #expect(solver.pivotCount < 3_000, "\(solver.pivotCount) pivots")
  }

  /// A chain (top == previous bottom, height pinned) built in `order`.
  private func chain(order: [Int]) throws -> [Double] {
    let count = order.count
    let tops = (0..<count).map { Variable("top\($0)") }
    let heights = (0..<count).map { Variable("height\($0)") }
    let solver = Solver()
    for index in order {
      let previous =
        index == 0
        ? Expression(constant: 8) : Expression(tops[index - 1]) + Expression(heights[index - 1]) + 2
      try solver.addConstraint(Constraint(Expression(tops[index]), .equal, previous))
      try solver.addConstraint(
        Constraint(Expression(heights[index]), .equal, Expression(constant: Double(10 + index % 7))))
      try solver.addConstraint(
        Constraint(Expression(heights[index]), .equal, Expression(constant: 99), strength: Strength.weak))
    }
    solver.updateVariables()
    return tops.map(\.value) + heights.map(\.value)
  }

  @Test func aShuffledChainSolvesExactlyAsTheInOrderChain() throws {
    let count = 300
    var shuffled = Array(0..<count)
    var random = Generator(state: 9)
    for index in stride(from: count - 1, to: 0, by: -1) { shuffled.swapAt(index, random.int(index + 1)) }
    let inOrder = try chain(order: Array(0..<count))
    let outOfOrder = try chain(order: shuffled)
    #expect(inOrder.count == outOfOrder.count)
    let worst = zip(inOrder, outOfOrder).map { abs($0 - $1) }.max() ?? 0
    #expect(worst <= 1e-9)
    var expectedLastTop = 8.0
    for index in 0..<(count - 1) { expectedLastTop += Double(12 + index % 7) }
    let lastTop = inOrder[count - 1]
    #expect(abs(lastTop - expectedLastTop) <= 1e-9)
  }
}
