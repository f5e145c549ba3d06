import Testing

@testable import Cassowary

/// Removing a definition that others were built on: the definitions that substituted it stay
/// definitions (made again with the freed variable as a term), so churn on a grid of required
/// equalities keeps the tableau as small as the constraints that had to go into it, and the
/// solution matches a solver built afresh.
@Suite struct SolverDefinitionChurnTests {
  typealias Generator = SolverIncrementalTests.Generator

  /// A side x side grid of cells (x, y, w, h) as the topology probe builds it: rows and columns
  /// chained, widths equal down each column, heights equal along each row. Returns the cells'
  /// variables (4 per cell, row by row) and the constraints in order.
  static func grid(_ side: Int) -> (variables: [Variable], constraints: [Constraint]) {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    func add(_ lhs: Variable, _ rhs: Expression) {
      constraints.append(Constraint(Expression(lhs), .equal, rhs))
    }
    var cells: [[[Variable]]] = []
    for row in 0..<side {
      var line: [[Variable]] = []
      for column in 0..<side {
        let cell = (0..<4).map { Variable("c\(row).\(column).\($0)") }
        variables += cell
        if column == 0 {
          add(cell[0], Expression(constant: 0))
        } else {
          add(cell[0], Expression(line[column - 1][0]) + Expression(line[column - 1][2]))
          add(cell[3], Expression(line[0][3]))
        }
        if row == 0 {
          add(cell[1], Expression(constant: 0))
          add(cell[2], Expression(constant: Double(10 + column % 5)))
        } else {
          add(cell[1], Expression(cells[row - 1][column][1]) + Expression(cells[row - 1][column][3]))
          add(cell[2], Expression(cells[0][column][2]))
        }
        if column == 0 { add(cell[3], Expression(constant: Double(10 + row % 3))) }
        line.append(cell)
      }
      cells.append(line)
    }
    return (variables, constraints)
  }

  private func tableauRows(_ solver: Solver) -> Int { solver.rows.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

  @Test func removingTheHeadOfAChainOfDefinitionsKeepsTheChainOutOfTheTableau() throws {
    let (variables, constraints) = Self.grid(10)
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    #expect(tableauRows(solver) == 0)
    // Row 3's first cell: `x == 0`, which every x of the row was substituted from.
    let head = constraints.first { $0.expression.terms.first?.variable === variables[3 * 40] }!
    try solver.removeConstraint(head)
    solver.updateVariables()
    #expect(tableauRows(solver) == 0)
    // The row's cells keep their widths apart; nothing pins the row, and the last cell's x, the
    // last variable the head held, rests at 0, as in kiwi (the head's x at -106).
    #expect(variables[3 * 40 + 4].value == -96)
    #expect(variables[3 * 40 + 9 * 4].value == 0)
    #expect(variables[3 * 40].value == -(10 + 11 + 12 + 13 + 14 + 10 + 11 + 12 + 13))
    // Added back (every variable in use), it re-roots the row's definitions: a definition again.
    try solver.addConstraint(head, constant: -7)
    solver.updateVariables()
    #expect(tableauRows(solver) == 0)
    #expect(variables[3 * 40].value == 7)
    #expect(variables[3 * 40 + 4].value == 17)
  }

  @Test(arguments: [UInt64(77), 5, 11])
  func churningTenPercentOfAGridMatchesAFreshSolveWithAFewTableauRows(seed: UInt64) throws {
    let (variables, constraints) = Self.grid(12)
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    var random = Generator(state: seed)
    for _ in 0..<3 {
      var chosen: Set<Int> = []
      while chosen.count < constraints.count / 10 { chosen.insert(random.int(constraints.count)) }
      let order = chosen.sorted()
      for index in order { try solver.removeConstraint(constraints[index]) }
      for index in order.reversed() { try solver.addConstraint(constraints[index]) }
    }
    solver.updateVariables()
    // At most the constraints re-added (each one row), not the chains that hung on them.
    #expect(tableauRows(solver) <= 3 * constraints.count / 10)
    let fresh = Solver()
    let copies = variables.map { Variable($0.name) }
    for constraint in constraints {
      let terms = constraint.expression.terms.map { term in
        (copies[variables.firstIndex { $0 === term.variable }!], term.coefficient)
      }
      try fresh.addConstraint(
        Constraint(
          Expression(terms, constant: constraint.expression.constant), constraint.relation, Expression()))
    }
    fresh.updateVariables()
    for (variable, copy) in zip(variables, copies) {
      #expect(
        abs(variable.value - copy.value) <= 1e-9, "\(variable.name): \(variable.value) vs \(copy.value)")
    }
  }
}
