import Testing

@testable import Cassowary

/// Re-rooting spares hubs: a stack's views all hang from its box, so a path through the box's
/// definitions turns a definition that everything else is built on, where a held end beside it
/// absorbs the new definition exactly.
@Suite struct SolverRerootHubTests {
  /// A stack view's constraints as the topology probe's `stack` shape writes them: a box pinned at
  /// width `10 * count`, views filling it equally in a row (`x_0 == box.x`, `x_(i+1) == x_i + w_i`,
  /// the last trailing edge on the box's), each view's top and bottom on the box's, floors on the
  /// sizes and a size of 10 wanted at 999.
  static func stack(_ count: Int) -> (views: [[Variable]], constraints: [Constraint]) {
    let box = ["x", "y", "width", "height"].map { Variable("box.\($0)") }
    var constraints = zip(box, [0, 0, Double(count * 10), 0]).map { variable, value in
      Constraint(Expression(variable), .equal, Expression(constant: value))
    }
    let views = (0..<count).map { index in ["x", "y", "w", "h"].map { Variable("view\(index).\($0)") } }
    for view in views.dropFirst() {
      constraints.append(Constraint(Expression(view[2]), .equal, Expression(views[0][2])))
    }
    constraints.append(Constraint(Expression(views[0][0]), .equal, Expression(box[0])))
    let last = views[count - 1]
    constraints.append(
      Constraint(Expression(last[0]) + Expression(last[2]), .equal, Expression(box[0]) + Expression(box[2])))
    for (previous, next) in zip(views, views.dropFirst()) {
      constraints.append(
        Constraint(Expression(next[0]), .equal, Expression(previous[0]) + Expression(previous[2])))
    }
    for view in views {
      constraints.append(Constraint(Expression(view[1]), .equal, Expression(box[1])))
      constraints.append(
        Constraint(Expression(view[1]) + Expression(view[3]), .equal, Expression(box[1]) + Expression(box[3]))
      )
    }
    for view in views {
      for index in [2, 3] {
        constraints.append(Constraint(Expression(view[index]), .greaterOrEqual, Expression(constant: 0)))
      }
    }
    for view in views {
      for index in [2, 3] {
        constraints.append(
          Constraint(
            Expression(view[index]), .equal, Expression(constant: 10), strength: Strength.priority(999)))
      }
    }
    return (views, constraints)
  }

  /// Added one at a time in a shuffled order, the stack is laid out exactly as in order, and its
  /// re-rootings walk under 64 definitions per view, not the box's dependents at every
  /// `y == box.y` (before hubs were spared: 116,530, 103,208 and 124,450 definitions for seeds
  /// 31-33; now 17,487, 21,678 and 19,394).
  @Test(arguments: [31, 32, 33] as [UInt64])
  func aShuffledStackTurnsNoHubAtEveryAdd(seed: UInt64) throws {
    let count = 400
    let shuffled = try Self.solvedShuffledStack(count, seed: seed)
    #expect(shuffled.definitionWork < 64 * count)
  }

  /// A solver given ``stack(_:)``'s constraints one at a time in a shuffled order, after checking
  /// that it lays the stack out exactly: views 10 wide at x = 10 i, on the box's zero height.
  static func solvedShuffledStack(_ count: Int, seed: UInt64) throws -> Solver {
    let (views, constraints) = stack(count)
    let solver = Solver()
    for constraint in SolverOrderTests.shuffled(constraints, seed: seed) {
      try solver.addConstraint(constraint)
    }
    solver.updateVariables()
    for (index, view) in views.enumerated() {
      #expect(abs(view[0].value - Double(10 * index)) < 1e-9)
      #expect(abs(view[2].value - 10) < 1e-9)
      #expect(abs(view[1].value) < 1e-9 && abs(view[3].value) < 1e-9)
    }
    return solver
  }
}
