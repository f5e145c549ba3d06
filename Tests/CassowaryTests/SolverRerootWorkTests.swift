import Testing

@testable import Cassowary

/// The bookkeeping a re-rooting walks, counted: an expansion stops where its terms cancel.
@Suite struct SolverRerootWorkTests {
  /// `top_i == top_(i-1) + width_i` with free widths: each top a definition of two terms, so a
  /// difference of two neighbours expanded naively walks the whole chain down twice.
  @Test func anExpansionStopsWhereItsTermsCancel() throws {
    let count = 400
    let (solver, tops, widths) = try Self.chainOfTops(count)
    let last = solver.index(of: tops[count - 1])
    let before = solver.index(of: tops[count - 2])
    let (plain, expanded, constant) = solver.expand([(last, 1), (before, -1)], constant: 0)
    // Only the last top's definition is expanded: the one before it cancels (total 0).
    #expect(expanded.map(\.index) == [last])
    #expect(plain.map(\.index) == [solver.index(of: widths[count - 1])])
    #expect(plain.map(\.coefficient) == [1])
    #expect(constant == 0)
  }

  /// Expansions share the solver's heap: it is empty after each and keeps its storage, so one
  /// that walks no more definitions than an earlier one allocates none.
  @Test func expansionsReuseOneHeap() throws {
    let count = 50
    let (solver, tops, _) = try Self.chainOfTops(count)
    let last = solver.index(of: tops[count - 1])
    let first = solver.index(of: tops[1])
    let (_, deep, _) = solver.expand([(last, 1)], constant: 0)
    // Down the chain of tops: most of them are definitions walked through the heap.
    #expect(deep.count > count / 2)
    #expect(solver.expansionHeap.isEmpty)
    let capacity = solver.expansionHeap.capacity
    #expect(capacity >= 1)
    let (_, shallow, _) = solver.expand([(first, 1)], constant: 0)
    #expect(shallow.map(\.index) == [first])
    #expect(solver.expansionHeap.isEmpty)
    #expect(solver.expansionHeap.capacity == capacity)
  }

  /// A solver holding `top_0 == 0` and `top_i == top_(i-1) + width_i` for `i` below `count`.
  static func chainOfTops(_ count: Int) throws -> (Solver, tops: [Variable], widths: [Variable]) {
    let widths = (0..<count).map { Variable("width\($0)") }
    var tops: [Variable] = [Variable("top0")]
    let solver = Solver()
    try solver.addConstraint(Constraint(Expression(tops[0]), .equal, Expression(constant: 0)))
    for index in 1..<count {
      tops.append(Variable("top\(index)"))
      try solver.addConstraint(
        Constraint(Expression(tops[index]), .equal, Expression(tops[index - 1]) + Expression(widths[index])))
    }
    return (solver, tops, widths)
  }
}
