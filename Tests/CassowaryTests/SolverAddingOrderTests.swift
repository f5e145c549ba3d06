import Testing

@testable import Cassowary

/// A batch's adding order (``Solver/addingOrder(_:)``): required equalities that each bring a
/// variable nothing before them mentions, the others after the equalities that introduce theirs.
@Suite struct SolverAddingOrderTests {
  /// A `side` x `side` grid of cells laid out as a scene lays them: each cell 2 after its left
  /// neighbour and 2 below the cell above, as wide and tall as its left neighbour, the first
  /// column's widths and heights equal, the first cell 30 tall and the first row (with
  /// `pinningEveryRow`, every row) 390 wide. Variables x, y, w, h per cell, row by row.
  static func grid(_ side: Int, pinningEveryRow: Bool = false) -> (
    variables: [Variable], constraints: [Constraint]
  ) {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    func cell(_ row: Int, _ column: Int) -> ArraySlice<Variable> {
      variables[(row * side + column) * 4..<(row * side + column) * 4 + 4]
    }
    func equal(_ left: Expression, _ right: Expression) {
      constraints.append(Constraint(left, .equal, right))
    }
    for row in 0..<side {
      for column in 0..<side {
        variables += ["x", "y", "w", "h"].map { Variable("\($0)\(row)_\(column)") }
        let this = Array(cell(row, column))
        if column == 0 {
          equal(Expression(this[0]), Expression(constant: 0))
        } else {
          let left = Array(cell(row, column - 1))
          equal(Expression(this[0]), Expression(left[0]) + Expression(left[2]) + 2)
          equal(Expression(this[2]), Expression(left[2]))
          equal(Expression(this[3]), Expression(left[3]))
        }
        if row == 0 {
          equal(Expression(this[1]), Expression(constant: 0))
        } else {
          let above = Array(cell(row - 1, column))
          equal(Expression(this[1]), Expression(above[1]) + Expression(above[3]) + 2)
          if column == 0 {
            equal(Expression(this[2]), Expression(above[2]))
            equal(Expression(this[3]), Expression(above[3]))
          }
        }
      }
    }
    equal(Expression(variables[3]), Expression(constant: 30))
    for row in 0..<(pinningEveryRow ? side : 1) {
      let last = Array(cell(row, side - 1))
      equal(Expression(last[0]) + Expression(last[2]), Expression(constant: 390))
    }
    return (variables, constraints)
  }

  /// Each cell's expected x, y, w, h.
  static func expected(_ side: Int, row: Int, column: Int) -> [Double] {
    let width = (390 - 2 * Double(side - 1)) / Double(side)
    return [Double(column) * (width + 2), Double(row) * 32, width, 30]
  }

  /// Checks every cell of a grid built by ``grid(_:pinningEveryRow:)`` against ``expected(_:row:column:)``.
  static func expectCells(_ variables: [Variable], side: Int, solvedBy solver: Solver) {
    solver.updateVariables()
    for row in 0..<side {
      for column in 0..<side {
        let values = variables[(row * side + column) * 4..<(row * side + column) * 4 + 4].map(\.value)
        for (value, expected) in zip(values, expected(side, row: row, column: column)) {
          #expect(abs(value - expected) < 1e-9, "cell \(row), \(column)")
        }
      }
    }
  }

  /// The solver's work so far: cells written, definition work and pivots.
  static func work(_ solver: Solver) -> Int {
    solver.cellWork + solver.definitionWork + solver.statistics.pivots
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func aShuffledGridAddedInItsAddingOrderCostsUnderOneUnitPerConstraint(seed: UInt64) throws {
    let side = 40
    let (variables, constraints) = Self.grid(side)
    let shuffled = SolverOrderTests.shuffled(constraints, seed: seed)
    let solver = Solver()
    let order = solver.addingOrder(shuffled)
    #expect(order.sorted() == Array(shuffled.indices))
    for position in order { try solver.addConstraint(shuffled[position]) }
    Self.expectCells(variables, side: side, solvedBy: solver)
    // The work against the grid added in order, and against the shuffled order one at a time.
    let inOrder = Solver()
    for constraint in constraints { try inOrder.addConstraint(constraint) }
    let oneByOne = Solver()
    for constraint in shuffled { try oneByOne.addConstraint(constraint) }
    // In order each constraint defines its fresh variable (86 units for 6,400 constraints); in
    // the adding order a few join pieces by turning definitions (767-1,249), under one unit per
    // constraint; one at a time, shuffled, 10x more and more.
    #expect(Self.work(inOrder) < constraints.count / 10)
    #expect(Self.work(solver) < constraints.count)
    #expect(10 * Self.work(solver) < Self.work(oneByOne))
  }

  @Test func inequalitiesFollowTheEqualitiesThatIntroduceTheirVariables() {
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    let constraints = [
      Constraint(Expression(c), .greaterOrEqual, Expression(constant: 1)),  // 0
      Constraint(Expression(b), .equal, Expression(a) + 5),  // 1
      Constraint(Expression(a), .greaterOrEqual, Expression(constant: 0)),  // 2
      Constraint(Expression(c), .equal, Expression(b) + 5),  // 3
      Constraint(Expression(a), .equal, Expression(constant: 10), strength: Strength.weak),  // 4
    ]
    let order = Solver().addingOrder(constraints)
    // The equalities first, each with a variable nothing before it mentions (c and b, then a);
    // then the others by when their variables arrived: c with the first equality, a with the
    // second.
    #expect(order == [3, 1, 0, 2, 4])
  }

  @Test func aVariableTheSolverUsesIsNeverTakenAsFresh() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let batch = [
      Constraint(Expression(x), .equal, Expression(constant: 1)),
      Constraint(Expression(y), .equal, Expression(constant: 2)),
    ]
    // Both variables new: each equality holds a variable only it mentions; either order works.
    #expect(Solver().addingOrder(batch).sorted() == [0, 1])
    // x in use: `x == 1` cannot be given a fresh variable, so it comes first (with the
    // equalities that cannot), before `y == 2`, which can.
    let solver = Solver()
    try solver.addConstraint(Constraint(Expression(x), .greaterOrEqual, Expression(constant: 0)))
    #expect(solver.addingOrder(batch) == [0, 1])
    #expect(solver.addingOrder(Array(batch.reversed())) == [1, 0])
  }

  @Test func smallAndDuplicateBatchesKeepEveryPosition() throws {
    let x = Variable("x")
    let constraint = Constraint(Expression(x), .equal, Expression(constant: 1))
    let solver = Solver()
    #expect(solver.addingOrder([]) == [])
    #expect(solver.addingOrder([constraint]) == [0])
    // The same constraint twice: both positions, the second refused as a duplicate when added.
    #expect(solver.addingOrder([constraint, constraint]).sorted() == [0, 1])
    try solver.addConstraint(constraint)
    // Already in the solver: it goes with the others, after the equalities.
    let y = Variable("y")
    let other = Constraint(Expression(y), .equal, Expression(x) + 1)
    #expect(solver.addingOrder([constraint, other]) == [1, 0])
  }
}

extension SolverAddingOrderTests {
  @Test func aBatchWhoseEqualitiesEachBringAFreshVariableKeepsItsOrder() throws {
    let (_, constraints) = SolverOrderTests.chain(100)
    let solver = Solver()
    // In order every equality brings the top or the height it places: the order is kept as it is
    // (the weak heights stay between them).
    #expect(solver.addingOrder(constraints) == Array(constraints.indices))
    // Shuffled, some equality finds all its variables mentioned before it: the order is computed.
    let shuffled = SolverOrderTests.shuffled(constraints, seed: 5)
    #expect(solver.addingOrder(shuffled) != Array(shuffled.indices))
    // With an inequality in front that mentions the first equality's only variable, the
    // equality no longer brings a fresh variable there.
    let x = Variable("x")
    let batch = [
      Constraint(Expression(x), .greaterOrEqual, Expression(constant: 0)),
      Constraint(Expression(x), .equal, Expression(constant: 1)),
      Constraint(Expression(Variable("y")), .equal, Expression(x) + 1),
    ]
    #expect(solver.addingOrder(batch) == [1, 2, 0])
  }

  /// Every row pinned at both ends: no equality can be taken off until a row's cycle is opened, so
  /// the batch's latest equalities are put aside and added after the rest, as the hand-written
  /// order adds each row's closing pin after the row.
  @Test(arguments: [1, 2] as [UInt64])
  func aShuffledGridPinnedAtBothEndsOfEveryRowCostsNoMoreThanInOrder(seed: UInt64) throws {
    let side = 40
    let (variables, constraints) = Self.grid(side, pinningEveryRow: true)
    let shuffled = SolverOrderTests.shuffled(constraints, seed: seed)
    let solver = Solver()
    for position in solver.addingOrder(shuffled) { try solver.addConstraint(shuffled[position]) }
    Self.expectCells(variables, side: side, solvedBy: solver)
    let inOrder = Solver()
    for constraint in constraints { try inOrder.addConstraint(constraint) }
    let oneByOne = Solver()
    for constraint in shuffled { try oneByOne.addConstraint(constraint) }
    #expect(Self.work(solver) < 2 * Self.work(inOrder))
    #expect(10 * Self.work(solver) < Self.work(oneByOne))
  }
}
