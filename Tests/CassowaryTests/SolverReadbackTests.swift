import Testing

@testable import Cassowary

/// The incremental read-back (only what changed is evaluated again) gives the values a full
/// evaluation gives, and reports exactly the variables that moved.
@Suite struct SolverReadbackTests {
  /// A chain of views (left, width) with an edit variable for the container width, every
  /// variable weakly held so the answer is unique.
  private struct Chain {
    let solver = Solver()
    let container = Variable("W")
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var pins: [Constraint] = []
    var gaps: [Constraint] = []

    init(count: Int) throws {
      try solver.addEditVariable(container, strength: Strength.strong)
      try solver.suggestValue(300, for: container)
      var previous = Expression()
      for index in 0..<count {
        let left = Variable("l\(index)")
        let width = Variable("w\(index)")
        let gap = Constraint(Expression(left), .equal, previous + 4)
        let pin = Constraint(Expression(width), .equal, Expression(constant: 10), strength: Strength.medium)
        try solver.addConstraint(gap)
        try solver.addConstraint(pin)
        try solver.addConstraint(Constraint(Expression(width), .greaterOrEqual, Expression(constant: 2)))
        try solver.addConstraint(
          Constraint(Expression(width), .lessOrEqual, Expression(container) * 0.25))
        lefts.append(left)
        widths.append(width)
        pins.append(pin)
        gaps.append(gap)
        previous = Expression(left) + Expression(width)
      }
    }

    var all: [Variable] { [container] + lefts + widths }
  }

  private func expectMatchesFullEvaluation(_ chain: Chain, changed: [Variable], before: [Double]) {
    let reference = chain.solver.referenceValues()
    let reported = Set(changed.map { ObjectIdentifier($0) })
    for (variable, old) in zip(chain.all, before) {
      #expect(abs(variable.value - reference[variable]!) < 1e-9, "\(variable.name)")
      if abs(variable.value - old) > 1e-9 {
        #expect(reported.contains(ObjectIdentifier(variable)), "\(variable.name) moved unreported")
      }
    }
  }

  @Test func aFirstReadBackReportsEveryVariable() throws {
    let chain = try Chain(count: 5)
    let changed = chain.solver.updateVariables()
    #expect(Set(changed.map { ObjectIdentifier($0) }) == Set(chain.all.map { ObjectIdentifier($0) }))
    #expect(chain.lefts.map(\.value) == [4, 18, 32, 46, 60])
  }

  @Test func aReadBackWithNothingChangedReportsNothing() throws {
    let chain = try Chain(count: 5)
    chain.solver.updateVariables()
    #expect(chain.solver.updateVariables().isEmpty)
  }

  @Test func oneWidthChangeReportsThatWidthAndTheLeftsAfterIt() throws {
    let chain = try Chain(count: 6)
    chain.solver.updateVariables()
    try chain.solver.setConstant(-20, for: chain.pins[3])
    let changed = chain.solver.updateVariables().map(\.name)
    #expect(changed.sorted() == ["l4", "l5", "w3"])
    #expect(chain.lefts[4].value == 4 + 14 * 3 + 24)
  }

  @Test func randomEditsMatchAFullEvaluation() throws {
    try expectRandomEditsMatchAFullEvaluation(count: 12, steps: 400, seed: 42)
  }

  /// A chain long enough that a change reaching most of it is read back by a sweep in sequence
  /// order (more than 64 definitions queued), which evaluates the definitions that mention a
  /// changed variable without walking who references whom.
  @Test func randomEditsOnALongChainMatchAFullEvaluation() throws {
    try expectRandomEditsMatchAFullEvaluation(count: 120, steps: 150, seed: 7)
  }

  private func expectRandomEditsMatchAFullEvaluation(count: Int, steps: Int, seed: UInt64) throws {
    var random = SolverIncrementalTests.Generator(state: seed)
    let chain = try Chain(count: count)
    chain.solver.updateVariables()
    var removed: [Constraint] = []
    for _ in 0..<steps {
      let before = chain.all.map(\.value)
      switch random.int(5) {
      case 0:
        try chain.solver.suggestValue(Double(40 + random.int(400)), for: chain.container)
      case 1:
        try? chain.solver.setConstant(-Double(1 + random.int(30)), for: chain.pins[random.int(count)])
      case 2:
        try? chain.solver.setConstant(-Double(random.int(9)), for: chain.gaps[1 + random.int(count - 1)])
      case 3:
        let pin = chain.pins[random.int(count)]
        if chain.solver.hasConstraint(pin) {
          try chain.solver.removeConstraint(pin)
          removed.append(pin)
        }
      default:
        if let pin = removed.popLast() { try chain.solver.addConstraint(pin) }
      }
      let changed = chain.solver.updateVariables()
      expectMatchesFullEvaluation(chain, changed: changed, before: before)
    }
  }
}
