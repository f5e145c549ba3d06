import Testing

@testable import Cassowary

/// A definition is evaluated after the definitions it mentions and remade after the one-term
/// definitions it substituted, so its sequence must stay above both. A re-rooting's cycle check
/// walks both links: a substitution whose terms cancelled (`l' = l + w/2 - w'/2` with `w' == w`
/// leaves `l' = l`) mentions nothing of the substituted variable yet still orders the definition
/// after it, and a root defined through such a link closed a cycle of that order, so a definition
/// was evaluated before one it mentions (a shuffled layout of 1,000 views off by whole points).
@Suite struct SolverSubstitutionOrderTests {
  typealias Generator = SolverIncrementalTests.Generator

  /// Views whose left, top, width and height are each fixed by one equality to earlier views (or
  /// a constant): equal lengths, a length plus a gap, the sum of two lengths, a length equal to
  /// the other axis's; edges after an earlier view's edge or end, or centred on it (halves).
  /// Every system has one solution; the constraints come in the order `seed` shuffles them to.
  static func layout(_ count: Int, seed: UInt64) -> [Constraint] {
    var random = Generator(state: seed)
    let names = ["top", "width", "left", "height"]
    let views = (0..<count).map { index in names.map { Variable("\($0)\(index)") } }
    var constraints: [Constraint] = []
    for index in 0..<count {
      for part in 0..<4 {
        let own = Expression(views[index][part])
        guard index > 0, random.int(100) >= 3 else {
          constraints.append(Constraint(own, .equal, Expression(constant: Double(10 * random.int(5)))))
          continue
        }
        let earlier = views[index - 1 - random.int(min(index, [1, 1, 1, 5, 50][random.int(5)]))]
        let gap = Expression(constant: Double([0, 0, 0, 8, 16, -4][random.int(6)]))
        let kind = random.int(10)
        constraints.append(relation(part, views[index], earlier, gap, kind, other: views[random.int(index)]))
      }
    }
    return SolverOrderTests.shuffled(constraints, seed: seed)
  }

  /// The equality fixing part `part` (top, width, left, height) of `view` from `earlier`.
  private static func relation(
    _ part: Int, _ view: [Variable], _ earlier: [Variable], _ gap: Expression, _ kind: Int, other: [Variable]
  ) -> Constraint {
    let own = Expression(view[part])
    let length = part == 1 || part == 3
    // The length along an edge's axis: height for top, width for left.
    let size = part == 0 ? 3 : 1
    switch (length, kind) {
    case (true, 0..<6): return Constraint(own, .equal, Expression(earlier[part]) + gap)
    case (true, 6..<8): return Constraint(own, .equal, Expression(earlier[4 - part]))
    case (true, _): return Constraint(own, .equal, Expression(earlier[part]) + Expression(other[part]))
    case (false, 0..<6):
      return Constraint(own, .equal, Expression(earlier[part]) + Expression(earlier[size]) + gap)
    case (false, 6..<8): return Constraint(own, .equal, Expression(earlier[part]) + gap)
    default:
      let centre = Expression(earlier[part]) + Expression(earlier[size]) * 0.5
      return Constraint(own + Expression(view[size]) * 0.5, .equal, centre)
    }
  }

  /// Whether every definition's sequence is above those of the definitions it mentions and of
  /// the one-term definitions it substituted.
  static func sequencesHold(_ solver: Solver) -> Bool {
    for state in solver.variables {
      guard let definition = state.definition else { continue }
      var below = definition.terms.map(\.index)
      if case .definition(_, let substituted)? = solver.records[definition.constraint]?.placement {
        below += substituted
      }
      for index in below {
        if let inner = solver.variables[index].definition, inner.sequence >= definition.sequence {
          return false
        }
      }
    }
    return true
  }

  /// Shuffled layouts of 1,000 views (of seeds 1-16, those that closed a cycle before): the order
  /// holds after every 20th constraint and at the end, and every equality holds to 1e-5 of the
  /// size of its terms (a definition evaluated out of order is off by about its size; what is
  /// left is rounding, up to 6e-6 at seed 4).
  @Test(arguments: [4, 9, 11, 15] as [UInt64])
  func shuffledLayoutsKeepTheirDefinitionsInOrder(seed: UInt64) throws {
    let constraints = Self.layout(1_000, seed: seed)
    let solver = Solver()
    var ordered = true
    for (position, constraint) in constraints.enumerated() {
      try solver.addConstraint(constraint)
      if position % 20 == 0 { ordered = ordered && Self.sequencesHold(solver) }
    }
    #expect(ordered && Self.sequencesHold(solver))
    solver.updateVariables()
    let worst = SolverChurnTests.requiredViolation(constraints, in: solver)
    #expect(worst < 1e-5)
  }
}
