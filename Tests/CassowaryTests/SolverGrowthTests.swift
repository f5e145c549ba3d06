import Testing

@testable import Cassowary

/// The solver's work (pivots plus cells read, probed and moved, counted, not timed) grows about
/// linearly with the system on the two shapes that made sorted-vector rows quadratic: a long row
/// whose parameters are pinned one by one (each pin substitutes a short row into it), and one
/// constraint that expands many basic rows (summed once, not merged into a growing row). Ten times
/// the variables may cost at most 25 times the work (linear is 10x, the quadratic was 100x).
@Suite struct SolverGrowthTests {
  typealias Generator = SolverIncrementalTests.Generator

  /// A nonzero fractional coefficient in [-2, 2].
  private static func fraction(_ random: inout Generator) -> Double {
    Double(random.int(2_000) + 1) / 997 * (random.int(2) == 0 ? 1 : -1)
  }

  private static func work(_ solver: Solver) -> Int { solver.pivotCount + solver.cellWork }

  /// Running sums `p_i == p_(i-1) + c_i x_i` (definitions), `p_(n-1) == total` (one row over all
  /// the x), then every x but the last pinned (strong) in a seeded random order. Returns the work
  /// of the pins and checks the solution: the pins hold and the last x takes up the rest.
  static func pinnedSumRow(_ seed: UInt64, count: Int) throws -> Int {
    var random = Generator(state: seed)
    let solver = Solver()
    let xs = (0..<count).map { Variable("x\($0)") }
    let coefficients = (0..<count).map { _ in fraction(&random) }
    let pins = (0..<count).map { _ in Double(random.int(1_000)) / 8 }
    let total = 1_000.0
    var previous = Variable("p0")
    try solver.addConstraint(Constraint(Expression(previous), .equal, Expression([(xs[0], coefficients[0])])))
    for index in 1..<count {
      let sum = Variable("p\(index)")
      try solver.addConstraint(
        Constraint(
          Expression(sum), .equal, Expression(previous) + Expression([(xs[index], coefficients[index])])))
      previous = sum
    }
    try solver.addConstraint(Constraint(Expression(previous), .equal, Expression(constant: total)))
    var order = Array(0..<(count - 1))
    for index in order.indices.reversed() { order.swapAt(index, random.int(index + 1)) }
    let before = work(solver)
    for index in order {
      try solver.addConstraint(
        Constraint(
          Expression(xs[index]), .equal, Expression(constant: pins[index]), strength: Strength.strong))
    }
    let spent = work(solver) - before
    solver.updateVariables()
    var rest = total
    for index in 0..<(count - 1) {
      #expect(abs(xs[index].value - pins[index]) < 1e-9, "x\(index)")
      rest -= coefficients[index] * pins[index]
    }
    let last = rest / coefficients[count - 1]
    #expect(abs(xs[count - 1].value - last) < 1e-6 * max(1, abs(last)))
    return spent
  }

  /// `u + v >= 0` (v a parameter of u's row), every x pinned (strong: each a short basic row), then
  /// one required `sum c_i x_i + v == total`, which expands all the x rows. Returns the work of
  /// that constraint and checks the solution: the pins hold and v takes up the rest.
  static func expandedBasicRows(_ seed: UInt64, count: Int) throws -> Int {
    var random = Generator(state: seed)
    let solver = Solver()
    let xs = (0..<count).map { Variable("x\($0)") }
    let u = Variable("u")
    let v = Variable("v")
    try solver.addConstraint(Constraint(Expression(u) + Expression(v), .greaterOrEqual, Expression()))
    let coefficients = (0..<count).map { _ in fraction(&random) }
    let pins = (0..<count).map { _ in Double(random.int(1_000)) / 8 }
    for index in 0..<count {
      try solver.addConstraint(
        Constraint(
          Expression(xs[index]), .equal, Expression(constant: pins[index]), strength: Strength.strong))
    }
    let total = 1_000.0
    let sum = Expression(zip(xs, coefficients).map { ($0, $1) }) + Expression(v)
    let before = work(solver)
    try solver.addConstraint(Constraint(sum, .equal, Expression(constant: total)))
    let spent = work(solver) - before
    solver.updateVariables()
    var rest = total
    for index in 0..<count {
      #expect(abs(xs[index].value - pins[index]) < 1e-9, "x\(index)")
      rest -= coefficients[index] * pins[index]
    }
    #expect(abs(v.value - rest) < 1e-6 * max(1, abs(rest)))
    #expect(u.value + v.value >= -1e-9)
    return spent
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func pinningTheParametersOfALongRowOneByOneGrowsLinearly(seed: UInt64) throws {
    let small = try Self.pinnedSumRow(seed, count: 300)
    let large = try Self.pinnedSumRow(seed, count: 3_000)
    #expect(small > 300)
    #expect(Double(large) / Double(small) < 25, "3,000 pins took \(large), 300 took \(small)")
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func aConstraintExpandingManyBasicRowsGrowsLinearly(seed: UInt64) throws {
    let small = try Self.expandedBasicRows(seed, count: 300)
    let large = try Self.expandedBasicRows(seed, count: 3_000)
    #expect(small > 300)
    #expect(Double(large) / Double(small) < 25, "3,000 rows took \(large), 300 took \(small)")
  }
}
