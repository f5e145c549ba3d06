import Testing

@testable import Cassowary

/// Where a re-rooting places the definitions it made again: one made alone goes just above what it
/// mentions, with nothing built on it placed again, when it fits below that
/// (``Solver/placeBetween(_:)``); otherwise everything built on them is placed again above all
/// others (``Solver/resequence(_:)``), each definition once. Counted in definitions placed, not in
/// time.
@Suite struct SolverPlacementTests {
  /// `top_0 == left + right`, `top_i == top_(i-1) + width_i` with free widths, in order: each top
  /// a definition of two terms mentioning the one before it (none substituted).
  static func chain(_ count: Int) throws -> (Solver, [Int]) {
    let solver = Solver()
    var tops = [Variable("top0")]
    try solver.addConstraint(
      Constraint(Expression(tops[0]), .equal, Expression(Variable("left")) + Expression(Variable("right"))))
    for index in 1..<count {
      tops.append(Variable("top\(index)"))
      let width = Variable("width\(index)")
      try solver.addConstraint(
        Constraint(Expression(tops[index]), .equal, Expression(tops[index - 1]) + Expression(width)))
    }
    return (solver, tops.map { solver.index(of: $0) })
  }

  /// Every definition lies above each defined variable it mentions or substituted, and its record
  /// holds its sequence.
  static func isOrdered(_ solver: Solver) -> Bool {
    for state in solver.variables {
      guard let definition = state.definition, let record = solver.records[definition.constraint],
        record.sequence == definition.sequence, case .definition(_, let substituted) = record.placement
      else {
        if state.definition != nil { return false }
        continue
      }
      for index in definition.terms.map(\.index) + substituted {
        if let inner = solver.variables[index].definition, inner.sequence >= definition.sequence {
          return false
        }
      }
    }
    return true
  }

  /// Sequences of the definitions of `indices`.
  static func sequences(_ solver: Solver, _ indices: ArraySlice<Int>) -> [Int] {
    indices.map { solver.variables[$0].definition!.sequence }
  }

  /// A definition left above all others (as a turn leaves one it made again) goes back just above
  /// what it mentions; the 398 built on it keep their sequences.
  @Test func aDefinitionThatFitsIsPlacedAloneWithNothingBuiltOnItMoved() throws {
    let (solver, tops) = try Self.chain(400)
    let above = Self.sequences(solver, tops[2...])
    solver.nextSequence += 1
    solver.variables[tops[1]].definition!.sequence = solver.nextSequence
    #expect(!Self.isOrdered(solver))
    let before = solver.definitionWork
    #expect(solver.placeBetween([tops[1]]))
    #expect(solver.definitionWork == before)
    let top0 = solver.variables[tops[0]].definition!.sequence
    #expect(Self.sequences(solver, tops[1...1]) == [top0 + 1])
    #expect(Self.sequences(solver, tops[2...]) == above)
    #expect(Self.isOrdered(solver))
  }

  /// A definition whose place would lie above one built on it does not fit: nothing is placed
  /// alone, and placing everything built on it again renumbers the whole chain above it (399
  /// definitions), in order.
  @Test func aDefinitionThatDoesNotFitPlacesEverythingBuiltOnItAgain() throws {
    let (solver, tops) = try Self.chain(400)
    // The first top moved above the third: the second, built on it, must follow it.
    solver.variables[tops[0]].definition!.sequence = solver.variables[tops[2]].definition!.sequence
    solver.records[solver.variables[tops[0]].definition!.constraint]!.sequence =
      solver.variables[tops[0]].definition!.sequence
    #expect(!solver.placeBetween([tops[1]]))
    let before = solver.definitionWork
    solver.resequence([tops[1]])
    // Each of the 399 definitions from the second top up placed once, in chain order.
    #expect(solver.definitionWork - before == 399)
    let placed = Self.sequences(solver, tops[1...])
    #expect(zip(placed, placed.dropFirst()).allSatisfy { $0.0 + 1 == $0.1 })
    #expect(Self.isOrdered(solver))
  }
}
