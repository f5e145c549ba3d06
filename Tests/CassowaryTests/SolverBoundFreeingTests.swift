import Testing

@testable import Cassowary

/// Freeing: a required bound on a variable that a definition holds (a chain's length defined by
/// the link that arrived before its floor) first turns the definitions between the variable and
/// a free one round, so the bound is one cell of the tableau instead of the variable's whole
/// expansion.
@Suite struct SolverBoundFreeingTests {
  /// A chain of `count` views: top_i == top_(i-1) + height_(i-1), height_i >= 0, the first view's
  /// top 0 and height 20; the other heights held by their floors only.
  static func floorChain(_ count: Int) -> (tops: [Variable], constraints: [Constraint]) {
    var tops: [Variable] = []
    var constraints: [Constraint] = []
    var previous: (top: Variable, height: Variable)?
    for index in 0..<count {
      let (top, height) = (Variable("top\(index)"), Variable("height\(index)"))
      if let previous {
        constraints.append(
          Constraint(Expression(top), .equal, Expression(previous.top) + Expression(previous.height)))
      } else {
        constraints.append(Constraint(Expression(top), .equal, Expression(constant: 0)))
        constraints.append(Constraint(Expression(height), .equal, Expression(constant: 20)))
      }
      constraints.append(Constraint(Expression(height), .greaterOrEqual, Expression(constant: 0)))
      tops.append(top)
      previous = (top, height)
    }
    return (tops, constraints)
  }

  /// Builds `constraints` one at a time, freeing bound variables or not.
  static func build(_ constraints: [Constraint], frees: Bool) throws -> Solver {
    let solver = Solver()
    solver.freesBoundVariables = frees
    for constraint in constraints { try solver.addConstraint(constraint) }
    solver.updateVariables()
    return solver
  }

  /// `b == c + d`, then `b == a + h` (h fresh: it is defined, `h = c + d - a`), then `h >= 0`:
  /// the floor frees h (b is defined by `a + h`, c by `b - d`) and enters the tableau as one cell.
  @Test func aFloorOnADefinedVariableFreesIt() throws {
    let (a, b, c, d, h) = (Variable("a"), Variable("b"), Variable("c"), Variable("d"), Variable("h"))
    let solver = Solver()
    try solver.addConstraint(Constraint(Expression(a), .equal, Expression(constant: 0)))
    try solver.addConstraint(Constraint(Expression(b), .equal, Expression(c) + Expression(d)))
    try solver.addConstraint(Constraint(Expression(b), .equal, Expression(a) + Expression(h)))
    #expect(solver.variables[solver.index(of: h)].definition != nil)
    try solver.addConstraint(Constraint(Expression(h), .greaterOrEqual, Expression(constant: 0)))
    #expect(solver.variables[solver.index(of: h)].definition == nil)
    #expect(solver.variables[solver.index(of: c)].definition != nil)
    #expect(solver.statistics.cells <= 1, "\(solver.statistics)")
    try solver.addConstraint(Constraint(Expression(c), .equal, Expression(constant: 7)))
    try solver.addConstraint(Constraint(Expression(d), .equal, Expression(constant: 3)))
    solver.updateVariables()
    #expect([a.value, b.value, c.value, d.value, h.value] == [0, 10, 7, 3, 10])
  }

  /// The bound still holds when the values would break it: `h >= 12` with `c + d == 10` refuses,
  /// and `h >= 4` holds as h = 10 once c and d are set.
  @Test func aFreedVariableKeepsItsBound() throws {
    let (a, b, c, d, h) = (Variable("a"), Variable("b"), Variable("c"), Variable("d"), Variable("h"))
    let solver = Solver()
    try solver.addConstraint(Constraint(Expression(a), .equal, Expression(constant: 0)))
    try solver.addConstraint(Constraint(Expression(b), .equal, Expression(c) + Expression(d)))
    try solver.addConstraint(Constraint(Expression(b), .equal, Expression(a) + Expression(h)))
    try solver.addConstraint(Constraint(Expression(h), .greaterOrEqual, Expression(constant: 12)))
    try solver.addConstraint(Constraint(Expression(c), .equal, Expression(constant: 7)))
    #expect(throws: SolverError.unsatisfiable) {
      try solver.addConstraint(Constraint(Expression(d), .equal, Expression(constant: 3)))
    }
    try solver.addConstraint(Constraint(Expression(d), .equal, Expression(constant: 6)))
    solver.updateVariables()
    #expect([b.value, h.value] == [13, 13])
  }

  /// 600 views in three shuffled orders: with freeing, the tableau holds exactly the in-order
  /// cells (one per floor) and the build's cell work is within 1.1x of the in-order build's;
  /// without it the floors' rows hold more than 10x the cells. Every constraint holds.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func aShuffledFloorChainBuildsTheInOrderTableau(seed: UInt64) throws {
    let (tops, constraints) = Self.floorChain(600)
    let inOrder = try Self.build(constraints, frees: true).statistics
    let shuffled = SolverOrderTests.shuffled(constraints, seed: seed)
    let freed = try Self.build(shuffled, frees: true)
    let expanded = try Self.build(shuffled, frees: false).statistics
    #expect(freed.statistics.cells == inOrder.cells, "\(freed.statistics) against \(inOrder)")
    #expect(Double(freed.statistics.cellWork) <= 1.1 * Double(inOrder.cellWork), "\(freed.statistics)")
    #expect(expanded.cells > 10 * inOrder.cells, "\(expanded) against \(inOrder)")
    #expect(tops[0].value == 0 && tops[1].value == 20)
    for constraint in constraints {
      let value = constraint.expression.terms.reduce(constraint.expression.constant) {
        $0 + $1.coefficient * $1.variable.value
      }
      #expect(constraint.relation == .equal ? abs(value) < 1e-9 : value > -1e-9, "\(constraint)")
    }
  }
}
