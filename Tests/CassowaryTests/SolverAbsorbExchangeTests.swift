import Testing

@testable import Cassowary

/// A re-rooting whose path ends at a variable the tableau holds as a column with a cell in the new
/// row that is small against the row's largest (an equal-size chain's summed heights: `1` beside
/// `37`) first makes that variable basic in another row's place, then absorbs the row. The row
/// must be rewritten for that exchange: before, the end's cell stayed in it and was dropped with
/// the end's column, losing a term of the relation (a shuffled chain of 3,000 rows 95 pt off, or
/// a required link refused as unsatisfiable).
@Suite struct SolverAbsorbExchangeTests {
  /// A shuffled equal-size stack as `stack-scene.py --equal` gives it: each row's top is the
  /// previous bottom and its height, width and leading the previous row's; the first row is 44
  /// high and as wide as the content (390), the last bottom the content's bottom.
  static func equalStack(_ count: Int) -> (tops: [Variable], content: Variable, constraints: [Constraint]) {
    let (top, left, width, height) = (
      Variable("top"), Variable("left"), Variable("width"), Variable("height")
    )
    var constraints = [
      Constraint(Expression(top), .equal, Expression(constant: 0)),
      Constraint(Expression(left), .equal, Expression(constant: 0)),
      Constraint(Expression(width), .equal, Expression(constant: 390)),
    ]
    var rows: [[Variable]] = []
    for index in 0..<count {
      let row = ["top", "height", "width", "left"].map { Variable("\($0)\(index)") }
      if let previous = rows.last {
        let bottom = Expression(previous[0]) + Expression(previous[1])
        constraints.append(Constraint(Expression(row[0]), .equal, bottom))
        for part in 1...3 {
          constraints.append(Constraint(Expression(row[part]), .equal, Expression(previous[part])))
        }
      } else {
        constraints.append(Constraint(Expression(row[0]), .equal, Expression(top)))
        constraints.append(Constraint(Expression(row[1]), .equal, Expression(constant: 44)))
        constraints.append(Constraint(Expression(row[2]), .equal, Expression(width)))
        constraints.append(Constraint(Expression(row[3]), .equal, Expression(left)))
      }
      rows.append(row)
    }
    let contentHeight = Variable("contentHeight")
    let bottom = Expression(rows[count - 1][0]) + Expression(rows[count - 1][1])
    constraints.append(Constraint(bottom, .equal, Expression(top) + Expression(contentHeight)))
    return (rows.map { $0[0] }, contentHeight, constraints)
  }

  /// Orders that take the exchange (of 40 seeds at 1,000, 1,500 and 3,000 rows, these refused a
  /// link before): every link is accepted, every top is 44 per row above it and the content 44
  /// per row (measured: at most 2e-7 off).
  @Test(arguments: [(1_500, 18), (3_000, 23), (3_000, 31)] as [(Int, UInt64)])
  func aShuffledEqualSizeStackKeepsEveryLink(count: Int, seed: UInt64) throws {
    let (tops, content, constraints) = Self.equalStack(count)
    let solver = Solver()
    for constraint in SolverOrderTests.shuffled(constraints, seed: seed) {
      try solver.addConstraint(constraint)
    }
    solver.updateVariables()
    let worst = tops.indices.map { abs(tops[$0].value - 44 * Double($0)) }.max()!
    #expect(worst < 1e-6)
    #expect(abs(content.value - 44 * Double(count)) < 1e-6)
  }
}
