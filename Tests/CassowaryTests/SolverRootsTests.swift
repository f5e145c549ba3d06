import Testing

@testable import Cassowary

/// Roots: a required equality that could define a fresh variable defines instead a variable that
/// definitions mention but nothing defines and no tableau row holds, so a shuffled list of Auto
/// Layout rows builds about the tableau of the rows in order (`inertia replay` of a shuffled
/// 9,990-row scene, BENCHMARKS.md session 26).
@Suite struct SolverRootsTests {
  /// Auto Layout's rows in a content view as the replay gives them to the solver: each item is
  /// (left, top, width, height); the content's left, top and width are fixed; each row's left and
  /// right equal the content's, its top the previous bottom, height >= 20 and == 44 at 999; the
  /// last bottom is the content's; then every row's width and height >= 0 (the engine adds those
  /// at the first solve, after the scene's constraints, whatever their order).
  static func rows(_ count: Int) -> (heights: [Variable], scene: [Constraint], sizes: [Constraint]) {
    let content = (0..<4).map { Variable("content\($0)") }
    var scene = [
      Constraint(Expression(content[0]), .equal, Expression(constant: 0)),
      Constraint(Expression(content[1]), .equal, Expression(constant: 0)),
      Constraint(Expression(content[2]), .equal, Expression(constant: 390)),
    ]
    var heights: [Variable] = []
    var sizes: [Constraint] = []
    var previous = Expression(content[1])
    for index in 0..<count {
      let row = ["left", "top", "width", "height"].map { Variable("\($0)\(index)") }
      scene.append(Constraint(Expression(row[0]), .equal, Expression(content[0])))
      let right = Expression(row[0]) + Expression(row[2])
      scene.append(Constraint(right, .equal, Expression(content[0]) + Expression(content[2])))
      scene.append(Constraint(Expression(row[1]), .equal, previous))
      scene.append(Constraint(Expression(row[3]), .greaterOrEqual, Expression(constant: 20)))
      scene.append(
        Constraint(Expression(row[3]), .equal, Expression(constant: 44), strength: Strength.priority(999)))
      sizes.append(Constraint(Expression(row[2]), .greaterOrEqual, Expression(constant: 0)))
      sizes.append(Constraint(Expression(row[3]), .greaterOrEqual, Expression(constant: 0)))
      heights.append(row[3])
      previous = Expression(row[1]) + Expression(row[3])
    }
    scene.append(Constraint(previous, .equal, Expression(content[1]) + Expression(content[3])))
    return (heights, scene, sizes)
  }

  /// Builds `rows(count)` with its scene constraints in the order `seed` gives (nil: in order).
  static func build(_ count: Int, seed: UInt64?) throws -> (solver: Solver, heights: [Variable]) {
    let (heights, scene, sizes) = rows(count)
    let solver = Solver()
    let order = seed.map { SolverOrderTests.shuffled(scene, seed: $0) } ?? scene
    for constraint in order + sizes { try solver.addConstraint(constraint) }
    solver.updateVariables()
    return (solver, heights)
  }

  /// 1,000 rows (7,004 constraints) in three shuffled orders: the tableau holds at most 4x the
  /// in-order cells and the build costs at most 14x the in-order cell work (with roots 2.5-3.4x
  /// and 7-11x; before, 11-17x and 21-29x; with freed bound variables 1.8-3.4x and 10.6-13.2x:
  /// most of it is the one join of two long pieces that the tableau absorbs, whose size the
  /// order decides), and every height is 44 as in order.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func shuffledRowsBuildAboutTheInOrderTableau(seed: UInt64) throws {
    let count = 1_000
    let (inOrder, _) = try Self.build(count, seed: nil)
    let (solver, heights) = try Self.build(count, seed: seed)
    let ordered = inOrder.statistics
    let statistics = solver.statistics
    #expect(statistics.rows == ordered.rows, "\(statistics) against \(ordered)")
    #expect(statistics.cells <= 4 * ordered.cells, "\(statistics) against \(ordered)")
    #expect(statistics.cellWork <= 14 * ordered.cellWork, "\(statistics) against \(ordered)")
    for height in heights { #expect(height.value == 44) }
  }

  /// A link that arrives after the link below it: `top2 == top1 + height1` finds `top2` mentioned
  /// by `top3`'s definition (a root) and `height1` fresh; it defines `top2`, so `height1` stays
  /// free and its inequality and preference enter the tableau as one cell each.
  @Test func aLinkDefinesTheRootBelowItNotTheFreshHeight() throws {
    let (top1, top2, top3) = (Variable("top1"), Variable("top2"), Variable("top3"))
    let (height1, height2) = (Variable("height1"), Variable("height2"))
    let solver = Solver()
    try solver.addConstraint(Constraint(Expression(top1), .equal, Expression(constant: 10)))
    try solver.addConstraint(Constraint(Expression(top3), .equal, Expression(top2) + Expression(height2)))
    try solver.addConstraint(Constraint(Expression(top2), .equal, Expression(top1) + Expression(height1)))
    #expect(solver.variables[solver.index(of: top2)].definition != nil)
    #expect(solver.variables[solver.index(of: height1)].definition == nil)
    try solver.addConstraint(Constraint(Expression(height1), .greaterOrEqual, Expression(constant: 20)))
    try solver.addConstraint(
      Constraint(Expression(height1), .equal, Expression(constant: 44), strength: Strength.strong))
    try solver.addConstraint(Constraint(Expression(height2), .equal, Expression(constant: 30)))
    solver.updateVariables()
    #expect(solver.statistics.cells <= 4, "\(solver.statistics)")
    #expect(top2.value == 54)
    #expect(top3.value == 84)
  }
}
