import Testing

@testable import Cassowary

/// Incremental changes (removals of definitions with dependents, constant changes) give the same
/// solution as a solver built from scratch with the constraints that remain.
@Suite struct SolverIncrementalTests {
  /// A deterministic generator (SplitMix64) so failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// Views on one axis: left l_i and width w_i, every variable with a weak fallback (weights are
  /// distinct powers of two, so no two solutions tie) so the answer stays unique whatever is removed; widths pinned required or strong, gaps required or medium.
  private func system(_ seed: UInt64) -> (variables: [Variable], constraints: [Constraint]) {
    var random = Generator(state: seed)
    let count = 3 + random.int(5)
    let lefts = (0..<count).map { Variable("l\($0)") }
    let widths = (0..<count).map { Variable("w\($0)") }
    var constraints = [Constraint(Expression(lefts[0]), .equal, Expression(constant: 0))]
    for index in 0..<count {
      constraints.append(
        Constraint(
          Expression(lefts[index]), .equal, Expression(constant: Double(500 + index)),
          strength: 0.001 * Double(1 << (2 * index))))
      constraints.append(
        Constraint(
          Expression(widths[index]), .equal, Expression(constant: Double(7 + index)),
          strength: 0.001 * Double(1 << (2 * index + 1))))
      let pin = Double(10 + random.int(50))
      let strength = random.int(2) == 0 ? Strength.required : Strength.strong
      constraints.append(
        Constraint(Expression(widths[index]), .equal, Expression(constant: pin), strength: strength))
      constraints.append(Constraint(Expression(widths[index]), .greaterOrEqual, Expression(constant: 5)))
      if index > 0 {
        let gap = Double(random.int(20))
        let previous = Expression(lefts[index - 1]) + Expression(widths[index - 1])
        if random.int(3) == 0 {
          constraints.append(
            Constraint(Expression(lefts[index]), .equal, previous + gap, strength: Strength.medium))
          constraints.append(Constraint(Expression(lefts[index]), .greaterOrEqual, previous))
        } else {
          constraints.append(Constraint(Expression(lefts[index]), .equal, previous + gap))
        }
      }
    }
    return (lefts + widths, constraints)
  }

  private func values(_ constraints: [Constraint], _ variables: [Variable]) -> [Double] {
    let fresh = Solver()
    for constraint in constraints { try? fresh.addConstraint(constraint) }
    fresh.updateVariables()
    return variables.map(\.value)
  }

  @Test func removingConstraintsInAnyOrderMatchesAFreshSolve() throws {
    for seed in 0..<200 as Range<UInt64> {
      var random = Generator(state: seed &* 7919)
      let (variables, constraints) = system(seed)
      let solver = Solver()
      for constraint in constraints { try solver.addConstraint(constraint) }
      var remaining = constraints
      for _ in 0..<3 {
        let removed = remaining.remove(at: 1 + random.int(remaining.count - 1))
        try solver.removeConstraint(removed)
        solver.updateVariables()
        let incremental = variables.map(\.value)
        let expected = values(remaining, variables)
        for (index, (got, want)) in zip(incremental, expected).enumerated() {
          #expect(abs(got - want) < 1e-6, "seed \(seed): \(variables[index].name) = \(got), fresh \(want)")
        }
        try solver.addConstraint(removed)
        remaining.append(removed)
      }
    }
  }
}
