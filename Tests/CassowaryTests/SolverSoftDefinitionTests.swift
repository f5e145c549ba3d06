import Testing

@testable import Cassowary

/// Optional equalities that bring a fresh variable define it over a deviation held by a
/// one-variable row (Solver+SoftDefinitions.swift): the same answers as the plain tableau rows,
/// without rows that take in every earlier link of a chain.
@Suite struct SolverSoftDefinitionTests {
  /// A chain of views whose gaps and heights are preferences (gaps at 999, 750 or 250, heights at
  /// 750 or 250), every view's height at least 8, the last bottom under a container pulled to 0
  /// at 1: an Auto Layout ladder of priorities. Built in order on `solver`.
  private struct Ladder {
    let solver: Solver
    var tops: [Variable] = []
    var heights: [Variable] = []
    var soft: [Constraint] = []
    let container = Variable("container")

    init(count: Int, softly: Bool, seed: UInt64 = 5) throws {
      solver = Solver()
      solver.definesSoftEqualities = softly
      var state = seed
      func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
      }
      let gapStrengths = [Strength.priority(999), Strength.priority(750), Strength.priority(250)]
      var previous = Expression()
      for index in 0..<count {
        let top = Variable("t\(index)")
        let height = Variable("h\(index)")
        let gap = Constraint(
          Expression(top), .equal, previous + Double(next(12)), strength: gapStrengths[next(3)])
        let size = Constraint(
          Expression(height), .equal, Expression(constant: Double(20 + next(40))),
          strength: next(2) == 0 ? Strength.priority(750) : Strength.priority(250))
        try solver.addConstraint(gap)
        try solver.addConstraint(size)
        try solver.addConstraint(Constraint(Expression(height), .greaterOrEqual, Expression(constant: 8)))
        soft.append(gap)
        tops.append(top)
        heights.append(height)
        previous = Expression(top) + Expression(height)
      }
      try solver.addConstraint(Constraint(previous, .lessOrEqual, Expression(container)))
      try solver.addConstraint(
        Constraint(Expression(container), .equal, Expression(), strength: Strength.priority(1)))
    }

    func values() -> [Double] {
      solver.updateVariables()
      return (tops + heights + [container]).map(\.value)
    }
  }

  @Test func aLadderOfPreferencesBuildsShortRowsWithThePlainRowsAnswer() throws {
    let plain = try Ladder(count: 600, softly: false)
    let soft = try Ladder(count: 600, softly: true)
    let expected = plain.values()
    let values = soft.values()
    for (value, reference) in zip(values, expected) { #expect(abs(value - reference) < 1e-6) }
    // The first view sits at its gap; the container ends at the last bottom.
    #expect(abs(values[values.count - 1] - (soft.tops[599].value + soft.heights[599].value)) < 1e-6)
    // Rows of a few cells per view against rows that take in the chain, and a tenth of the work.
    #expect(soft.solver.statistics.cells < 16 * 600)
    #expect(plain.solver.statistics.cells > 100 * 600)
    #expect(soft.solver.statistics.cellWork * 10 < plain.solver.statistics.cellWork)
    #expect(soft.solver.constraintCount == plain.solver.constraintCount)
  }

  @Test func theReadBackNeverReturnsADeviation() throws {
    let soft = try Ladder(count: 50, softly: true)
    let changed = soft.solver.updateVariables()
    #expect(changed.count == 101)
    #expect(changed.allSatisfy { !$0.isDeviation })
    #expect(soft.solver.referenceValues().keys.allSatisfy { !$0.isDeviation })
  }

  /// Removals, re-additions and constant changes of soft definitions keep the plain rows'
  /// answers, and the deviations do not pile up: each constraint keeps its own. (With gaps
  /// removed, pieces of the chain float: the answer there is not unique, so only the count is
  /// compared.)
  @Test func churnAndConstantChangesMatchThePlainRows() throws {
    let plain = try Ladder(count: 120, softly: false)
    let soft = try Ladder(count: 120, softly: true)
    let variablesBefore = soft.solver.variables.count
    for round in 0..<3 {
      for index in stride(from: round, to: 120, by: 7) {
        try plain.solver.removeConstraint(plain.soft[index])
        try soft.solver.removeConstraint(soft.soft[index])
      }
      #expect(soft.solver.constraintCount == plain.solver.constraintCount)
      #expect(soft.solver.constraintCount == 362 - (120 - round + 6) / 7)
      for index in stride(from: round, to: 120, by: 7) {
        try plain.solver.addConstraint(plain.soft[index])
        try soft.solver.addConstraint(soft.soft[index])
      }
      expectClose(soft.values(), plain.values())
      for index in stride(from: round, to: 120, by: 11) {
        try plain.solver.setConstant(Double(round * 3 - 5), for: plain.soft[index])
        try soft.solver.setConstant(Double(round * 3 - 5), for: soft.soft[index])
      }
      expectClose(soft.values(), plain.values())
    }
    #expect(soft.solver.variables.count == variablesBefore)
    #expect(soft.solver.constraintCount == 362)
  }

  /// A soft definition loses to a stronger preference on its variable and wins over a weaker
  /// one, as a plain row does.
  @Test func strengthsDecideAsForAPlainRow() throws {
    for softly in [false, true] {
      let solver = Solver()
      solver.definesSoftEqualities = softly
      let (a, b) = (Variable("a"), Variable("b"))
      try solver.addConstraint(Constraint(Expression(a), .equal, Expression(constant: 100)))
      let link = Constraint(Expression(b), .equal, Expression(a) + 20, strength: Strength.medium)
      try solver.addConstraint(link)
      try solver.addConstraint(
        Constraint(Expression(b), .equal, Expression(constant: 50), strength: Strength.weak))
      solver.updateVariables()
      #expect(b.value == 120)
      let strong = Constraint(
        Expression(b), .lessOrEqual, Expression(constant: 90), strength: Strength.strong)
      try solver.addConstraint(strong)
      solver.updateVariables()
      #expect(abs(b.value - 90) < 1e-9)
      try solver.removeConstraint(link)
      solver.updateVariables()
      #expect(abs(b.value - 50) < 1e-9)
      #expect(solver.constraintCount == 3)
    }
  }

  private func expectClose(_ values: [Double], _ expected: [Double]) {
    #expect(values.count == expected.count)
    let worst = zip(values, expected).map { abs($0 - $1) }.max() ?? 0
    #expect(worst < 1e-6)
  }
}
