import Testing

@testable import Cassowary

/// A batch added in its adding order (``Solver/addingInAddingOrder(_:)``): each required equality
/// that brings a fresh variable defines it, so chains of equal lengths stay one term deep on
/// their root whatever order the batch came in, and what is added after the batch (the floors
/// Auto Layout gives every view) expands a definition or two, not the chain.
@Suite struct SolverBatchRootTests {
  /// The system `inertia replay` builds for `stack-scene.py --equal`: a scroll view's frame guide
  /// (pinned, 390 x 844) and content guide (origin pinned, size held weakly at 0 and at least 0)
  /// added first; then as one batch a content view on the content guide and as wide as the frame
  /// guide, and `rows` rows of (x, y, w, h), the first at the content's top, left and width and
  /// 44 tall, each later one's top the previous bottom and its height, width and left the
  /// previous row's, the last bottom the content's bottom; then every view's `w >= 0` and
  /// `h >= 0`. Returns the rows' variables, the content guide's height, the batch and the floors.
  static func scene(rows: Int, into solver: Solver) throws -> (
    rows: [[Variable]], guideHeight: Variable, batch: [Constraint], floors: [Constraint]
  ) {
    let frame = (0..<4).map { Variable("frame\($0)") }
    let guide = (0..<4).map { Variable("guide\($0)") }
    let content = (0..<4).map { Variable("content\($0)") }
    for (variable, value) in zip(frame, [0.0, 0, 390, 844]) {
      try solver.addConstraint(Constraint(Expression(variable), .equal, Expression(constant: value)))
    }
    for variable in guide[0..<2] {
      try solver.addConstraint(Constraint(Expression(variable), .equal, Expression(constant: 0)))
    }
    for variable in guide[2..<4] {
      try solver.addConstraint(
        Constraint(Expression(variable), .equal, Expression(constant: 0), strength: Strength.weak))
      try solver.addConstraint(Constraint(Expression(variable), .greaterOrEqual, Expression(constant: 0)))
    }
    var batch: [Constraint] = []
    func equal(_ left: Expression, _ right: Expression) { batch.append(Constraint(left, .equal, right)) }
    func e(_ variable: Variable) -> Expression { Expression(variable) }
    equal(e(content[1]), e(guide[1]))
    equal(e(content[0]), e(guide[0]))
    equal(e(content[0]) + e(content[2]), e(guide[0]) + e(guide[2]))
    equal(e(content[1]) + e(content[3]), e(guide[1]) + e(guide[3]))
    equal(e(content[2]), e(frame[2]))
    var views = [content]
    for index in 0..<rows {
      let row = ["x", "y", "w", "h"].map { Variable("\($0)\(index)") }
      if index == 0 {
        equal(e(row[0]), e(content[0]))
        equal(e(row[2]), e(content[2]))
        equal(e(row[1]), e(content[1]))
        equal(e(row[3]), Expression(constant: 44))
      } else {
        let last = views[views.count - 1]
        equal(e(row[1]), e(last[1]) + e(last[3]))
        for axis in [3, 2, 0] { equal(e(row[axis]), e(last[axis])) }
      }
      views.append(row)
    }
    let last = views[views.count - 1]
    equal(e(last[1]) + e(last[3]), e(content[1]) + e(content[3]))
    let floors = views.flatMap { view in
      [view[2], view[3]].map { Constraint(Expression($0), .greaterOrEqual, Expression(constant: 0)) }
    }
    return (Array(views.dropFirst()), guide[3], batch, floors)
  }

  /// The most definitions of one term a variable's value goes through before a variable with
  /// another definition or none.
  static func deepestOneTermChain(_ solver: Solver) -> Int {
    var deepest = 0
    for start in solver.variables.indices {
      var depth = 0
      var index = start
      while let definition = solver.variables[index].definition, definition.terms.count == 1, depth <= 10_000
      {
        depth += 1
        index = definition.terms[0].index
      }
      deepest = max(deepest, depth)
    }
    return deepest
  }

  /// 1,000 rows in eight shuffled orders: the rows' heights, widths and lefts are one term deep
  /// on their roots (before, seeds 2, 4, 6 and 8 left chains of 452 to 747 one-term definitions,
  /// each walked by its view's floor), and every row is where the in-order batch puts it.
  @Test(arguments: UInt64(1)...8)
  func aShuffledSceneKeepsItsEqualLengthsOneTermDeep(seed: UInt64) throws {
    let solver = Solver()
    let (rows, guideHeight, batch, floors) = try Self.scene(rows: 1_000, into: solver)
    let refused = solver.addConstraints(SolverOrderTests.shuffled(batch, seed: seed))
    #expect(refused.isEmpty)
    for floor in floors { try solver.addConstraint(floor) }
    solver.updateVariables()
    #expect(Self.deepestOneTermChain(solver) <= 2)
    for (index, row) in rows.enumerated() {
      let expected = [0, 44 * Double(index), 390, 44]
      #expect(zip(row, expected).allSatisfy { abs($0.value - $1) < 1e-6 }, "row \(index)")
    }
    #expect(abs(guideHeight.value - 44_000) < 1e-6)
  }

  /// Added one at a time in its adding order outside ``Solver/addingInAddingOrder(_:)``, the same
  /// batch may still define roots (the one-at-a-time rule, kept for constraints that arrive
  /// alone), and the answer is the same.
  @Test func addingInTheAddingOrderAloneGivesTheSameAnswer() throws {
    let solver = Solver()
    let (rows, guideHeight, batch, floors) = try Self.scene(rows: 300, into: solver)
    let shuffled = SolverOrderTests.shuffled(batch, seed: 5)
    for position in solver.addingOrder(shuffled) { try solver.addConstraint(shuffled[position]) }
    for floor in floors { try solver.addConstraint(floor) }
    solver.updateVariables()
    #expect(zip(rows[299], [0, 44 * 299, 390, 44]).allSatisfy { abs($0.value - $1) < 1e-6 })
    #expect(abs(guideHeight.value - 13_200) < 1e-6)
  }
}
