import Testing

@testable import Cassowary

/// `removeConstraints(_:)`: constraints that leave together, as a stack view's arrangement does
/// when it is rebuilt, leave at the cost of the batch and with the result of removing them one at
/// a time.
@Suite struct SolverBatchRemovalTests {
  typealias Generator = SolverIncrementalTests.Generator

  /// A `fillEqually` row of views in a box `length` long, as Auto Layout gives it: each view's
  /// x and width, widths equal to the first's, edges and spacing along x, the floors (width >= 0)
  /// and the kept widths (10 @999), the box's edge at `length`.
  struct Row {
    let xs: [Variable]
    let widths: [Variable]
    let box = (x: Variable("box.x"), length: Variable("box.length"))
    /// The kept widths (one set of constraints per row).
    let kept: [Constraint]

    init(count: Int) {
      xs = (0..<count).map { Variable("x\($0)") }
      widths = (0..<count).map { Variable("w\($0)") }
      kept = widths.map {
        Constraint(Expression($0), .equal, Expression(constant: 10), strength: Strength.priority(999))
      }
    }

    func arrangement(spacing: Double) -> [Constraint] {
      var list = widths.dropFirst().map { Constraint(Expression($0), .equal, Expression(widths[0])) }
      list.append(Constraint(Expression(xs[0]), .equal, Expression(box.x)))
      list.append(
        Constraint(
          Expression(xs[xs.count - 1]) + Expression(widths[widths.count - 1]), .equal,
          Expression(box.x) + Expression(box.length)))
      for index in xs.indices.dropFirst() {
        list.append(
          Constraint(
            Expression(xs[index]), .equal,
            Expression(xs[index - 1]) + Expression(widths[index - 1]) + Expression(constant: spacing)))
      }
      return list
    }

    /// A solver holding the box, the arrangement with `spacing` (or `given`, constraints shared
    /// with another solver), the floors and the kept widths;
    /// returns it with the arrangement.
    func build(length: Double, spacing: Double, arrangement given: [Constraint]? = nil) throws -> (
      Solver, [Constraint]
    ) {
      let solver = Solver()
      try solver.addConstraint(Constraint(Expression(box.x), .equal, Expression(constant: 0)))
      try solver.addConstraint(Constraint(Expression(box.length), .equal, Expression(constant: length)))
      let arrangement = given ?? arrangement(spacing: spacing)
      #expect(solver.addConstraints(arrangement).count == 0)
      for width in widths {
        try solver.addConstraint(Constraint(Expression(width), .greaterOrEqual, Expression()))
      }
      #expect(solver.addConstraints(kept).count == 0)
      return (solver, arrangement)
    }

    /// Every width is `width` and every x follows the one before by `width + spacing`.
    func expectLaidOut(width: Double, spacing: Double) {
      for index in xs.indices {
        #expect(abs(widths[index].value - width) < 1e-9, "w\(index)")
        #expect(abs(xs[index].value - Double(index) * (width + spacing)) < 1e-7, "x\(index)")
      }
    }
  }

  @Test(arguments: [(200, 2_000.0), (200, 1_000.0), (37, 100.0), (20, 1_000.0)])
  func aRebuiltArrangementLaysOutAsANewOne(count: Int, length: Double) throws {
    let row = Row(count: count)
    let (solver, old) = try row.build(length: length, spacing: 0)
    solver.updateVariables()
    row.expectLaidOut(width: length / Double(count), spacing: 0)
    #expect(solver.removeConstraints(old + row.kept).count == 0)
    #expect(solver.constraintCount == 2 + count)
    #expect(solver.addConstraints(row.arrangement(spacing: 1) + row.kept).count == 0)
    solver.updateVariables()
    // The edges are required: the kept widths (999) break evenly, as in a fillEqually stack.
    let width = (length - Double(count - 1)) / Double(count)
    row.expectLaidOut(width: width, spacing: 1)
    #expect(abs(row.xs[count - 1].value + width - length) < 1e-7)
  }

  /// Removing any seeded subset at once leaves the constraints, and (once the subset is back)
  /// the solution, that removing it one at a time leaves.
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func aBatchLeavesWhatOneAtATimeLeaves(seed: UInt64) throws {
    var random = Generator(state: seed)
    let row = Row(count: 30 + random.int(30))
    let length = Double(100 + random.int(600))
    let (batch, arrangement) = try row.build(length: length, spacing: 0)
    let (single, _) = try row.build(length: length, spacing: 0, arrangement: arrangement)
    let all = arrangement + row.kept
    let leaving = all.filter { _ in random.int(3) == 0 }
    #expect(batch.removeConstraints(leaving).count == 0)
    for constraint in leaving { try single.removeConstraint(constraint) }
    #expect(batch.constraintCount == single.constraintCount)
    for constraint in all { #expect(batch.hasConstraint(constraint) == single.hasConstraint(constraint)) }
    batch.updateVariables()
    // Every required constraint left holds (the x of a freed spacing may sit anywhere).
    for constraint in arrangement where batch.hasConstraint(constraint) {
      var value = constraint.expression.constant
      for term in constraint.expression.terms { value += term.coefficient * term.variable.value }
      #expect(abs(value) < 1e-9)
    }
    #expect(batch.addConstraints(leaving).count == 0)
    batch.updateVariables()
    row.expectLaidOut(width: length / Double(row.xs.count), spacing: 0)
  }

  @Test func theBatchNamesWhatItDidNotHoldInItsOrder() throws {
    let solver = Solver()
    let (a, b) = (Variable("a"), Variable("b"))
    let definition = Constraint(Expression(a), .equal, Expression(b))
    let pull = Constraint(Expression(a), .equal, Expression(constant: 5), strength: Strength.strong)
    let never = Constraint(Expression(b), .lessOrEqual, Expression(constant: 100))
    try solver.addConstraint(definition)
    try solver.addConstraint(pull)
    // The pull expands `a` through the definition: the batch takes it out with the definition
    // and, when it leaves too, does not count it as missing when it gets to it.
    let missing = solver.removeConstraints([never, definition, pull, never, definition])
    #expect(missing.map(ObjectIdentifier.init) == [never, never, definition].map(ObjectIdentifier.init))
    #expect(solver.constraintCount == 0)
    try solver.addConstraint(definition)
    try solver.addConstraint(pull)
    // Left behind, it comes back once the definition is out, and still holds.
    #expect(solver.removeConstraints([definition]).count == 0)
    #expect(solver.hasConstraint(pull) && !solver.hasConstraint(definition))
    solver.updateVariables()
    #expect(a.value == 5)
  }

  /// Rebuilding ten times the views costs about ten times the work (counted, not timed): one at
  /// a time, the edge that expands every width left and came back after each width (1,000 views:
  /// 17 s in a probe), now it comes back once and the objective is optimized once.
  @Test func aRebuildGrowsLinearlyWithTheViews() throws {
    func work(_ count: Int) throws -> Int {
      let row = Row(count: count)
      let (solver, old) = try row.build(length: Double(count * 5), spacing: 0)
      let before = solver.pivotCount + solver.cellWork
      #expect(solver.removeConstraints(old + row.kept).count == 0)
      #expect(solver.addConstraints(row.arrangement(spacing: 1) + row.kept).count == 0)
      solver.updateVariables()
      row.expectLaidOut(width: Double(count * 5 - count + 1) / Double(count), spacing: 1)
      return solver.pivotCount + solver.cellWork - before
    }
    let (small, large) = (try work(100), try work(1_000))
    #expect(Double(large) / Double(small) < 15, "work \(small) -> \(large)")
  }

  /// Floors of lengths defined as the first's are twins of one row (see `SolverTwinTests`): a
  /// batch that takes out the original floor with some definitions promotes a twin after the
  /// batch, and every floor left still holds under an edit that pulls below it.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func twinsOfARemovedOriginalComeBackAfterTheBatch(seed: UInt64) throws {
    var random = Generator(state: seed)
    let lengths = (0..<40).map { Variable("h\($0)") }
    let solver = Solver()
    let equals = lengths.dropFirst().map { Constraint(Expression($0), .equal, Expression(lengths[0])) }
    let floors = lengths.map { Constraint(Expression($0), .greaterOrEqual, Expression()) }
    #expect(solver.addConstraints(equals + floors).count == 0)
    #expect(solver.twinOf.count == 39)
    try solver.addEditVariable(lengths[0], strength: Strength.strong)
    let leaving = [floors[0]] + equals.filter { _ in random.int(2) == 0 }
    #expect(solver.removeConstraints(leaving).count == 0)
    #expect(solver.constraintCount == 79 + 1 - leaving.count)
    try solver.suggestValue(-5, for: lengths[0])
    solver.updateVariables()
    // The first and the lengths still equal to it sit at 0: their floors hold the edit there.
    #expect(SolverChurnTests.requiredViolation(Array(floors.dropFirst()), in: solver) <= 1e-9)
    #expect(lengths[0].value == 0)
    for (index, equal) in equals.enumerated() where solver.hasConstraint(equal) {
      #expect(lengths[index + 1].value == 0)
    }
  }
}
