import Testing

@testable import Cassowary

/// Optional single-variable inequalities whose expanded row repeats one in the tableau stay out of
/// it as twins whose strength is added to the original's error weight (Solver+Twins.swift): the
/// compression resistance of a `fillEqually` stack's labels, all on the first one's height. The
/// solution is the one of every row in the tableau; only the rows are fewer.
@Suite struct SolverOptionalTwinTests {
  /// `a`, and `count` lengths each required equal to it (definitions), each with `length >= 10`
  /// at `strength` (the first is the original, the others its twins), against `a <= 0` at 150.
  private static func pulls(
    _ count: Int, strength: Double = 100
  ) throws -> (Solver, Variable, [Constraint]) {
    let solver = Solver()
    let a = Variable("a")
    var floors: [Constraint] = []
    for index in 0..<count {
      let length = Variable("l\(index)")
      try solver.addConstraint(Constraint(Expression([(length, 1), (a, -1)]), .equal, Expression()))
      let floor = Constraint(
        Expression(length), .greaterOrEqual, Expression(constant: 10), strength: strength)
      try solver.addConstraint(floor)
      floors.append(floor)
    }
    try solver.addConstraint(Constraint(Expression(a), .lessOrEqual, Expression(), strength: 150))
    return (solver, a, floors)
  }

  private static func value(_ variable: Variable, in solver: Solver) -> Double {
    solver.updateVariables()
    return variable.value
  }

  /// Two floors at 100 outweigh a ceiling at 150 (200 per point against 150); one does not.
  @Test func twinsWeighAsMuchAsTheirRowsTogether() throws {
    let (solver, a, floors) = try Self.pulls(2)
    #expect(solver.twinOf.count == 1)
    #expect(Self.value(a, in: solver) == 10)
    try solver.removeConstraint(floors[1])
    #expect(solver.twinOf.isEmpty)
    #expect(Self.value(a, in: solver) == 0)
    try solver.addConstraint(floors[1])
    #expect(solver.twinOf.count == 1)
    #expect(Self.value(a, in: solver) == 10)
    // The original goes: its twin takes its place with its own weight only.
    try solver.removeConstraint(floors[0])
    #expect(solver.twinOf.isEmpty && solver.hasConstraint(floors[1]))
    #expect(Self.value(a, in: solver) == 0)
  }

  /// Many twins at a weak strength outweigh one strong ceiling once there are enough of them,
  /// exactly as many rows would: 100 at 1 per point lose to 150, 200 win.
  @Test func manyWeakTwinsAddUp() throws {
    let (few, a, _) = try Self.pulls(100, strength: 1)
    #expect(few.twinOf.count == 99 && few.statistics.rows < 10)
    #expect(Self.value(a, in: few) == 0)
    let (many, b, floors) = try Self.pulls(200, strength: 1)
    #expect(Self.value(b, in: many) == 10)
    for floor in floors.prefix(120) { try many.removeConstraint(floor) }
    #expect(many.twinOf.count == 79)
    #expect(Self.value(b, in: many) == 0)
  }

  /// A constant change puts back in the tableau the twins whose rows it moves, with their own
  /// weights, and leaves the others twins.
  @Test func aConstantChangeDissolvesOnlyTheTwinsItMoves() throws {
    let (solver, a, floors) = try Self.pulls(3)
    let b = Variable("b")
    var others: [Constraint] = []
    for index in 0..<3 {
      let length = Variable("m\(index)")
      try solver.addConstraint(Constraint(Expression([(length, 1), (b, -1)]), .equal, Expression()))
      let floor = Constraint(Expression(length), .greaterOrEqual, Expression(constant: 4), strength: 10)
      try solver.addConstraint(floor)
      others.append(floor)
    }
    #expect(solver.twinOf.count == 4)
    // `l2 >= 20`: 100 per point from 10 to 20 against 150 from 0 to 20, and 200 below 10.
    try solver.setConstant(-20, for: floors[2])
    #expect(solver.twinOf.count == 2)
    #expect(Self.value(a, in: solver) == 10)
    #expect(Self.value(b, in: solver) == 4)
    try solver.setConstant(-30, for: others[0])
    #expect(solver.twinOf.count == 0)
    #expect(Self.value(b, in: solver) == 30)
  }

  /// A stack's gaps move its views' positions, not their equal heights: a change of every gap
  /// keeps the heights' floors twins, and a refused gap costs the same however many views share
  /// the height. Each view's floor in the tableau made removing the refused gap cost a pivot per
  /// view, each reaching every row of the stack (sweep 63: 1,000 labels, 14.7 s in a debug
  /// replay).
  @Test func aRefusedGapCostsTheSameWhateverTheViewsSharingItsHeight() throws {
    func spread(_ count: Int) throws -> (work: Int, heights: [Double]) {
      let solver = Solver()
      let height = Variable("h")
      var edges = [Variable("top")]
      try solver.addConstraint(Constraint(Expression(edges[0]), .equal, Expression()))
      var gaps: [Constraint] = []
      for index in 0..<count {
        let own = Variable("h\(index)")
        try solver.addConstraint(Constraint(Expression([(own, 1), (height, -1)]), .equal, Expression()))
        try solver.addConstraint(Constraint(Expression(own), .greaterOrEqual, Expression()))
        try solver.addConstraint(
          Constraint(Expression(own), .greaterOrEqual, Expression(constant: 17), strength: 750))
        try solver.addConstraint(
          Constraint(Expression(own), .lessOrEqual, Expression(constant: 17), strength: 250))
        let bottom = Variable("b\(index)")
        try solver.addConstraint(
          Constraint(Expression([(bottom, 1), (edges.last!, -1), (own, -1)]), .equal, Expression()))
        if index + 1 < count {
          let top = Variable("t\(index + 1)")
          let gap = Constraint(Expression([(top, 1), (bottom, -1)]), .equal, Expression(constant: 2))
          try solver.addConstraint(gap)
          gaps.append(gap)
          edges.append(top)
        } else {
          try solver.addConstraint(
            Constraint(Expression(bottom), .equal, Expression(constant: Double(20 * count))))
        }
      }
      let start = solver.pivotCount + solver.cellWork
      // The first gaps fit at 1,000 while the common height stays above 0 (one at 100 views, 18
      // at 1,000); the next is refused and taken out, as Auto Layout breaks it, which frees the
      // stack's start, so the height goes back to 17 and the later gaps fit.
      solver.setConstants(gaps.map { ($0, -1_000.0) }) { try? solver.removeConstraint(gaps[$0]) }
      solver.updateVariables()
      return (solver.pivotCount + solver.cellWork - start, [height.value])
    }
    let small = try spread(100)
    let large = try spread(1_000)
    #expect(abs(small.heights[0] - 17) <= 1e-9)
    #expect(abs(large.heights[0] - 17) <= 1e-9)
    #expect(
      Double(large.work) / Double(small.work) < 30, "1,000 views took \(large.work), 100 took \(small.work)")
  }
}
