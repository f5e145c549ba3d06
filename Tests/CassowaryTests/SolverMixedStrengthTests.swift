import Testing

@testable import Cassowary

/// Random sparse systems at N = 200 with every relation and strength and required constraints that
/// contradict the rest (one in ten): the solver refuses the contradictions, keeps every required
/// constraint it holds through removal and re-adding, and finishes with bounded work (pivots plus
/// cells read, counted, not timed).
@Suite struct SolverMixedStrengthTests {
  typealias Generator = SolverIncrementalTests.Generator

  /// The benchmark's `conflicts` shape (Benchmarks/SolverTopologyProbe): 2N constraints of 1-3
  /// terms with coefficients ±0.5 to ±2; required ones hold at a hidden point, except every tenth,
  /// a required equality off that point by at least 1; optional ones pull elsewhere at every
  /// strength. Without `conflicts` and with `weakOnly` it is the benchmark's `randomWeak` shape
  /// (the same draws: every optional constraint weak, no required equality off the point).
  static func system(
    _ seed: UInt64, count: Int, conflicts: Bool = true, weakOnly: Bool = false
  ) -> [Constraint] {
    var random = Generator(state: seed)
    let variables = (0..<count).map { Variable("v\($0)") }
    let strengths = [Strength.weak, Strength.medium, Strength.strong, Strength.priority(750)]
    let point = (0..<count).map { _ in Double(random.int(1_000)) / 7 }
    var constraints: [Constraint] = []
    for index in 0..<(2 * count) {
      var terms: [(Variable, Double)] = []
      var value = 0.0
      for _ in 0..<(1 + random.int(3)) {
        let variable = random.int(count)
        let coefficient = Double(random.int(4) + 1) / 2 * (random.int(2) == 0 ? 1 : -1)
        terms.append((variables[variable], coefficient))
        value += coefficient * point[variable]
      }
      let expression = Expression(terms)
      let kind = random.int(6)
      let slack = Double(random.int(50)) / 3
      let other = Expression(constant: Double(random.int(900)) / 3)
      let drawn = strengths[random.int(strengths.count)]
      let strength = weakOnly ? Strength.weak : drawn
      let relation = [Constraint.Relation.equal, .lessOrEqual, .greaterOrEqual][random.int(3)]
      if conflicts && index % 10 == 9 {
        constraints.append(Constraint(expression, .equal, Expression(constant: value + 1 + slack)))
        continue
      }
      switch kind {
      case 0: constraints.append(Constraint(expression, .equal, Expression(constant: value)))
      case 1: constraints.append(Constraint(expression, .lessOrEqual, Expression(constant: value + slack)))
      case 2: constraints.append(Constraint(expression, .greaterOrEqual, Expression(constant: value - slack)))
      default: constraints.append(Constraint(expression, relation, other, strength: strength))
      }
    }
    return constraints
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5])
  func randomMixedStrengthSystemsWithConflictsFinishWithBoundedWork(seed: UInt64) throws {
    let constraints = Self.system(seed, count: 200)
    let solver = Solver()
    let bound = 10_000_000
    var refused = 0
    for constraint in constraints {
      do { try solver.addConstraint(constraint) } catch { refused += 1 }
      if solver.pivotCount + solver.cellWork > bound { break }
    }
    var random = Generator(state: seed &* 7)
    for _ in 0..<(constraints.count / 10) where solver.pivotCount + solver.cellWork <= bound {
      let constraint = constraints[random.int(constraints.count)]
      guard solver.hasConstraint(constraint) else { continue }
      try solver.removeConstraint(constraint)
      try solver.addConstraint(constraint)
    }
    solver.updateVariables()
    let work = solver.pivotCount + solver.cellWork
    #expect(work <= bound, "seed \(seed): \(solver.pivotCount) pivots, work \(work)")
    #expect(refused >= 1, "seed \(seed): no contradiction refused")
    let violation = SolverChurnTests.requiredViolation(constraints, in: solver)
    #expect(violation <= 1e-9, "seed \(seed): a required constraint is off by \(violation)")
  }
}
