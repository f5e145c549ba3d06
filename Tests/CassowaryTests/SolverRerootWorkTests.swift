import Testing

@testable import Cassowary

/// The bookkeeping a re-rooting walks, counted: an expansion stops where its terms cancel.
@Suite struct SolverRerootWorkTests {
  /// `top_i == top_(i-1) + width_i` with free widths: each top a definition of two terms, so a
  /// difference of two neighbours expanded naively walks the whole chain down twice.
  @Test func anExpansionStopsWhereItsTermsCancel() throws {
    let count = 400
    let widths = (0..<count).map { Variable("width\($0)") }
    var tops: [Variable] = [Variable("top0")]
    let solver = Solver()
    try solver.addConstraint(Constraint(Expression(tops[0]), .equal, Expression(constant: 0)))
    for index in 1..<count {
      tops.append(Variable("top\(index)"))
      try solver.addConstraint(
        Constraint(Expression(tops[index]), .equal, Expression(tops[index - 1]) + Expression(widths[index])))
    }
    let last = solver.index(of: tops[count - 1])
    let before = solver.index(of: tops[count - 2])
    let (plain, expanded, constant) = solver.expand([(last, 1), (before, -1)], constant: 0)
    // Only the last top's definition is expanded: the one before it cancels (total 0).
    #expect(expanded.map(\.index) == [last])
    #expect(plain.map(\.index) == [solver.index(of: widths[count - 1])])
    #expect(plain.map(\.coefficient) == [1])
    #expect(constant == 0)
  }
}
