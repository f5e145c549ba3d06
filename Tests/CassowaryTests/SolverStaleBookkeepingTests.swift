import Testing

@testable import Cassowary

/// A re-rooting leaves the bookkeeping of the tableau constraints built on the turned definitions
/// (which definitions each expands, by what coefficient) to be made again once, before a removal
/// or a constant change reads it, instead of once per turn. The rows themselves are exact all
/// along, so what these tests check is what reads the bookkeeping after many turns: constant
/// changes reaching the tableau constraints through definitions, and removals moving them.
@Suite struct SolverStaleBookkeepingTests {
  /// An equal-size chain of `count` views as the topology probe builds it: `top_0 == 0`,
  /// `height_0 == 20`, `top_i == top_(i-1) + height_(i-1)`, `height_i == height_(i-1)` and
  /// `height_i >= 0` (a tableau row each), in the order `seed` shuffles them into.
  /// `links[i]` is `height_i == height_(i-1)` (`links[0]`: `height_0 == 20`, `first`).
  static func chain(_ count: Int, seed: UInt64)
    -> (tops: [Variable], heights: [Variable], constraints: [Constraint], links: [Constraint])
  {
    let tops = (0..<count).map { Variable("top\($0)") }
    let heights = (0..<count).map { Variable("height\($0)") }
    let first = Constraint(Expression(heights[0]), .equal, Expression(constant: 20))
    var constraints = [Constraint(Expression(tops[0]), .equal, Expression(constant: 0)), first]
    var links = [first]
    for index in 0..<count {
      constraints.append(Constraint(Expression(heights[index]), .greaterOrEqual, Expression(constant: 0)))
      guard index > 0 else { continue }
      let above = Expression(tops[index - 1]) + Expression(heights[index - 1])
      constraints.append(Constraint(Expression(tops[index]), .equal, above))
      links.append(Constraint(Expression(heights[index]), .equal, Expression(heights[index - 1])))
      constraints.append(links[index])
    }
    return (tops, heights, SolverOrderTests.shuffled(constraints, seed: seed), links)
  }

  /// The largest distance of the tops from `size * i` and of the heights from `size`.
  static func worst(_ tops: [Variable], _ heights: [Variable], size: Double) -> Double {
    worst(tops, heights) { _ in size }
  }

  /// The largest distance of the heights from `size(i)` and of the tops from their sums.
  static func worst(_ tops: [Variable], _ heights: [Variable], size: (Int) -> Double) -> Double {
    var (worst, top) = (0.0, 0.0)
    for index in tops.indices {
      worst = max(worst, abs(tops[index].value - top), abs(heights[index].value - size(index)))
      top += size(index)
    }
    return worst
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func aConstantChangeAfterManyTurnsMovesEveryView(seed: UInt64) throws {
    let (tops, heights, constraints, links) = Self.chain(200, seed: seed)
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    solver.updateVariables()
    // The turns left tableau constraints' bookkeeping behind, and the rows are exact meanwhile.
    #expect(!solver.staleTableau.isEmpty)
    #expect(Self.worst(tops, heights, size: 20) <= 1e-9)
    // The constant is the expression's: `height_0 - 20` becomes `height_0 - 30`.
    try solver.setConstant(-30, for: links[0])
    solver.updateVariables()
    #expect(solver.staleTableau.isEmpty)
    #expect(Self.worst(tops, heights, size: 30) <= 1e-9)
    #expect(abs(tops[199].value - 5_970) <= 1e-9)
  }

  @Test(arguments: [4, 5, 6] as [UInt64])
  func heightLinksReplacedAfterManyTurnsReachEveryBound(seed: UInt64) throws {
    let (tops, heights, constraints, links) = Self.chain(200, seed: seed)
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    // Each link replaced by one 5 pt shorter: one 30 pt shorter would take the views below it
    // past their bound of 0 (the removal found every bound built on the link, so it is refused).
    for index in [50, 120, 180] {
      try solver.removeConstraint(links[index])
      let above = Expression(heights[index - 1])
      #expect(throws: SolverError.unsatisfiable) {
        try solver.addConstraint(
          Constraint(Expression(heights[index]), .equal, above - Expression(constant: 30)))
      }
      try solver.addConstraint(
        Constraint(Expression(heights[index]), .equal, above - Expression(constant: 5)))
    }
    solver.updateVariables()
    let steps = { (index: Int) in 20 - 5 * Double([50, 120, 180].filter { $0 <= index }.count) }
    #expect(Self.worst(tops, heights, size: steps) <= 1e-9)
    #expect(abs(tops[199].value - 2_745) <= 1e-9)
    // Every eighth constraint (definitions and tableau rows alike) out and back in, then the
    // first height moved: each removal reads the bookkeeping the turns before it left behind.
    for constraint in stride(from: 0, to: constraints.count, by: 8).map({ constraints[$0] }) {
      try solver.removeConstraint(constraint)
      try solver.addConstraint(constraint)
    }
    try solver.setConstant(-32, for: links[0])
    solver.updateVariables()
    #expect(Self.worst(tops, heights) { steps($0) + 12 } <= 1e-9)
  }
}
