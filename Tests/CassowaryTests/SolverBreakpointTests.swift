import Testing

@testable import Cassowary

/// The dual simplex's breakpoints passed on short rows (Solver+Breakpoints.swift), counted against
/// the same solver with plain dual pivots (`passesBreakpoints` off): the work (pivots plus cells
/// read), not the time. BENCHMARKS.md, session 23.
@Suite struct SolverBreakpointTests {
  /// The benchmark's `randomWeak` shape (Benchmarks/SolverTopologyProbe) for any seed: 2N
  /// constraints of 1-3 terms with coefficients ±0.5 to ±2; required ones (half) hold at a hidden
  /// point, weak ones pull elsewhere, all of one weight, so many dual steps enter a symbol of cost 0.
  static func system(_ seed: UInt64, count: Int) -> [Constraint] {
    SolverMixedStrengthTests.system(seed, count: count, conflicts: false, weakOnly: true)
  }

  /// Adds `constraints` in order (refusals counted) and reads the values back.
  static func solve(_ constraints: [Constraint], breakpoints: Bool) -> (Solver, refused: Int) {
    let solver = Solver()
    solver.passesBreakpoints = breakpoints
    var refused = 0
    for constraint in constraints {
      do { try solver.addConstraint(constraint) } catch { refused += 1 }
    }
    solver.updateVariables()
    return (solver, refused)
  }

  /// One seed's work moves either way with the rule (the basis each dual simplex reaches steers
  /// every later pivot: seed 2,024 at 200 counts 28 % more cells with it), but summed over seeds
  /// 1-12 the breakpoints spare work, and every answer keeps its required constraints.
  @Test func randomWeakSystemsCostLessWithBreakpointsOverSeeds() {
    var with = 0
    var without = 0
    for seed in UInt64(1)...12 {
      let constraints = Self.system(seed, count: 200)
      let (passing, refusedPassing) = Self.solve(constraints, breakpoints: true)
      let (plain, refusedPlain) = Self.solve(constraints, breakpoints: false)
      with += passing.pivotCount + passing.cellWork
      without += plain.pivotCount + plain.cellWork
      #expect(refusedPassing == refusedPlain, "seed \(seed)")
      let violation = SolverChurnTests.requiredViolation(constraints, in: passing)
      #expect(violation <= 1e-9, "seed \(seed): a required constraint is off by \(violation)")
    }
    #expect(with < without, "work with breakpoints \(with), without \(without)")
  }

  /// Lengths with floors (`w >= 0`, required) and weak kept sizes (1-23), then a required total
  /// under the kept sizes' sum: the dual simplex repairs the total's row, as long as the lengths,
  /// by squeezing lengths to their floors one after another. Passed as breakpoints, each floor is
  /// a pivot on its own row of three cells; as dual pivots, each moved the total's long row.
  @Test func aLongRowIsRepairedOnShortRows() throws {
    func squeeze(_ count: Int, breakpoints: Bool) throws -> (work: Int, values: [Double]) {
      let lengths = (0..<count).map { Variable("w\($0)") }
      let solver = Solver()
      solver.passesBreakpoints = breakpoints
      for (index, length) in lengths.enumerated() {
        let alone = Expression([(length, 1)])
        try solver.addConstraint(Constraint(alone, .greaterOrEqual, Expression(constant: 0)))
        let kept = Double(1 + (index * 7) % 23)
        let keptSize = Constraint(alone, .equal, Expression(constant: kept), strength: Strength.weak)
        try solver.addConstraint(keptSize)
      }
      let before = solver.pivotCount + solver.cellWork
      let total = Expression(lengths.map { ($0, 1.0) })
      try solver.addConstraint(Constraint(total, .equal, Expression(constant: 100)))
      solver.updateVariables()
      return (solver.pivotCount + solver.cellWork - before, lengths.map(\.value))
    }
    let passed = try squeeze(1_000, breakpoints: true)
    let plain = try squeeze(1_000, breakpoints: false)
    #expect(abs(passed.values.reduce(0, +) - 100) <= 1e-6)
    #expect(passed.values.allSatisfy { $0 >= -1e-9 })
    #expect(passed.values == plain.values)
    #expect(passed.work * 20 < plain.work, "work \(passed.work) with breakpoints, \(plain.work) without")
  }
}
