import Testing

@testable import Cassowary

/// `setConstants(_:)`: constants that change together (a stack view's gaps) are shifted once per
/// row and definition they reach and leave what changing them one at a time leaves.
@Suite struct SolverConstantBatchTests {
  typealias Row = SolverBatchRemovalTests.Row

  /// The spacing constraints of a row's arrangement (its last `count - 1`).
  static func gaps(of arrangement: [Constraint], count: Int) -> [Constraint] {
    Array(arrangement.suffix(count - 1))
  }

  @Test(arguments: [(5, 400.0), (200, 3_000.0), (200, 1_000.0), (60, 400.0)])
  func gapsMovedTogetherLeaveWhatOneAtATimeLeaves(count: Int, length: Double) throws {
    let row = Row(count: count)
    let (together, arrangement) = try row.build(length: length, spacing: 2)
    let (alone, _) = try row.build(length: length, spacing: 2, arrangement: arrangement)
    let gaps = Self.gaps(of: arrangement, count: count)
    // A gap of `spacing` is the constant -spacing of `x[i] - x[i-1] - w[i-1] - spacing`.
    #expect(together.setConstants(gaps.map { ($0, -5.0) }).isEmpty)
    together.updateVariables()
    let width = (length - 5 * Double(count - 1)) / Double(count)
    row.expectLaidOut(width: width, spacing: 5)
    let values = (row.xs + row.widths).map(\.value)
    for gap in gaps { try alone.setConstant(-5, for: gap) }
    alone.updateVariables()
    for (value, variable) in zip(values, row.xs + row.widths) {
      #expect(abs(value - variable.value) < 1e-7, "\(variable.name)")
    }
  }

  @Test func constantsThatCannotHoldTogetherAreMadeOneAtATimeInOrder() throws {
    let solver = Solver()
    let (x0, x1, x2) = (Variable("x0"), Variable("x1"), Variable("x2"))
    let start = Constraint(Expression(x0), .equal, Expression(constant: 0))
    let first = Constraint(Expression(x1), .equal, Expression(x0) + Expression(constant: 3))
    let second = Constraint(Expression(x2), .equal, Expression(x1) + Expression(constant: 3))
    let end = Constraint(Expression(x2), .lessOrEqual, Expression(constant: 10))
    for constraint in [start, first, second, end] { try solver.addConstraint(constraint) }
    let stranger = Constraint(Expression(x0), .greaterOrEqual, Expression(constant: -1))
    // 4 + 7 = 11 > 10: the first change holds alone, the second not after it.
    let refused = solver.setConstants([(first, -4), (stranger, 1), (second, -7)])
    #expect(refused.map(ObjectIdentifier.init) == [stranger, second].map(ObjectIdentifier.init))
    solver.updateVariables()
    #expect(x1.value == 4 && x2.value == 7)
    // The refused constant stayed as it was: a later change starts from it.
    #expect(solver.setConstants([(second, -6)]).isEmpty)
    solver.updateVariables()
    #expect(x2.value == 10)
  }

  @Test func aConstraintChangedTwiceInABatchTakesItsLastConstant() throws {
    let solver = Solver()
    let (a, b) = (Variable("a"), Variable("b"))
    let pin = Constraint(Expression(a), .equal, Expression(constant: 1))
    let link = Constraint(Expression(b), .equal, Expression(a) + Expression(constant: 2))
    try solver.addConstraint(pin)
    try solver.addConstraint(link)
    #expect(solver.setConstants([(link, -8), (pin, -3), (link, -5)]).isEmpty)
    solver.updateVariables()
    #expect(a.value == 3 && b.value == 8)
  }

  /// A refusal is reported before the next change is made: a caller that takes the refused
  /// constraint out (as Auto Layout breaks it) lets the later changes hold without it.
  @Test func aRefusedConstraintTakenOutAtOnceFreesTheChangesAfterIt() throws {
    func chain() throws -> (Solver, [Variable], [Constraint]) {
      let solver = Solver()
      let xs = (0..<4).map { Variable("x\($0)") }
      let links = (1..<4).map {
        Constraint(Expression(xs[$0]), .equal, Expression(xs[$0 - 1]) + Expression(constant: 3))
      }
      try solver.addConstraint(Constraint(Expression(xs[0]), .equal, Expression(constant: 0)))
      try solver.addConstraint(Constraint(Expression(xs[3]), .lessOrEqual, Expression(constant: 10)))
      for link in links { try solver.addConstraint(link) }
      return (solver, xs, links)
    }
    // 4 + 4 = 8 holds, 12 does not: the second link is refused; without it the third holds.
    let (solver, xs, links) = try chain()
    var refused: [Int] = []
    solver.setConstants(links.map { ($0, -4.0) }) { index in
      refused.append(index)
      try? solver.removeConstraint(links[index])
    }
    #expect(refused == [1])
    solver.updateVariables()
    #expect(xs[1].value == 4 && xs[3].value <= 10 && abs(xs[3].value - xs[2].value - 4) < 1e-9)
    // Kept at its old constant instead, the second link leaves no room for the third.
    let (kept, keptXs, keptLinks) = try chain()
    let keptRefused = kept.setConstants(keptLinks.map { ($0, -4.0) })
    #expect(keptRefused.map(ObjectIdentifier.init) == keptLinks[1...].map(ObjectIdentifier.init))
    kept.updateVariables()
    #expect(keptXs.map(\.value) == [0, 4, 7, 10])
  }

  /// Every change refused (a stack's gaps, each too wide alone): after a refusal the next change
  /// is tried alone, so the work follows the changes. Trying the rest together and halving them
  /// cost about log2(changes) failed attempts per refusal, each shifting and repairing many
  /// rows (sweep 63: 40 gaps took 37.9 s in a debug replay, 8.0 s after).
  @Test func changesThatEachCannotHoldAreRefusedInWorkThatFollowsTheirCount() throws {
    func refuseAll(_ count: Int) throws -> Int {
      let solver = Solver()
      let xs = (0..<count).map { Variable("x\($0)") }
      var ceilings: [Constraint] = []
      for x in xs {
        try solver.addConstraint(Constraint(Expression(x), .greaterOrEqual, Expression(constant: 0)))
        let ceiling = Constraint(Expression(x), .lessOrEqual, Expression(constant: 10))
        try solver.addConstraint(ceiling)
        try solver.addConstraint(
          Constraint(Expression(x), .equal, Expression(constant: 5), strength: Strength.weak))
        ceilings.append(ceiling)
      }
      let start = solver.pivotCount + solver.cellWork
      // x <= -1 against x >= 0: each change fails alone.
      var refused: [Int] = []
      solver.setConstants(ceilings.map { ($0, 1.0) }) { refused.append($0) }
      #expect(refused == Array(0..<count))
      solver.updateVariables()
      #expect(xs.allSatisfy { $0.value == 5 })
      return solver.pivotCount + solver.cellWork - start
    }
    let small = try refuseAll(50)
    let large = try refuseAll(2_000)
    #expect(small > 0)
    #expect(Double(large) / Double(small) < 50, "2,000 refusals took \(large), 50 took \(small)")
  }
}
