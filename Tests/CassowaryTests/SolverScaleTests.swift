import Testing

@testable import Cassowary

@Suite struct SolverScaleTests {
  private func e(_ v: Variable) -> Expression { Expression(v) }
  private func c(_ value: Double) -> Expression { Expression(constant: value) }

  /// A vertical chain like a stack of rows: top == previous bottom, height >= 20, height == 44.
  private func chain(_ count: Int, heightStrength: Double = Strength.required)
    -> (Solver, tops: [Variable], heights: [Variable], fixed: [Constraint], bottom: Variable)
  {
    let solver = Solver()
    var tops: [Variable] = []
    var heights: [Variable] = []
    var fixed: [Constraint] = []
    for index in 0..<count {
      let top = Variable("top\(index)")
      let height = Variable("height\(index)")
      let previous = index == 0 ? c(0) : e(tops[index - 1]) + e(heights[index - 1])
      try! solver.addConstraint(Constraint(e(top), .equal, previous))
      try! solver.addConstraint(Constraint(e(height), .greaterOrEqual, c(20)))
      let pinned = Constraint(e(height), .equal, c(44), strength: heightStrength)
      try! solver.addConstraint(pinned)
      tops.append(top)
      heights.append(height)
      fixed.append(pinned)
    }
    let bottom = Variable("bottom")
    try! solver.addConstraint(Constraint(e(bottom), .equal, e(tops[count - 1]) + e(heights[count - 1])))
    return (solver, tops, heights, fixed, bottom)
  }

  private func tableauCells(_ solver: Solver) -> Int {
    solver.rows.reduce(0) { $0 + ($1?.cells.count ?? 0) }
  }

  @Test func aTenThousandViewChainKeepsTheTableauLinearAndSolves() {
    let (solver, tops, _, _, bottom) = chain(10_000, heightStrength: Strength.strong)
    #expect(tableauCells(solver) < 10 * 10_000)
    solver.updateVariables()
    #expect(tops[9_999].value == 44 * 9_999)
    #expect(bottom.value == 440_000)
  }

  @Test func changingOneHeightConstantMovesEverythingBelowIt() throws {
    let (solver, tops, heights, fixed, bottom) = chain(1_000)
    try solver.setConstant(-100, for: fixed[500])
    solver.updateVariables()
    #expect(heights[500].value == 100)
    #expect(tops[500].value == 44 * 500)
    #expect(tops[501].value == 44 * 500 + 100)
    #expect(bottom.value == 44 * 999 + 100)
  }

  @Test func aConstantThatBreaksARequiredConstraintIsRefusedAndUndone() throws {
    let (solver, _, heights, fixed, _) = chain(10)
    #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-10, for: fixed[3]) }
    solver.updateVariables()
    #expect(heights[3].value == 44)
  }

  @Test func constraintsUsingADefinitionFollowItsChangesAndItsRemoval() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let define = Constraint(e(x), .equal, c(10))
    try solver.addConstraint(define)
    try solver.addConstraint(Constraint(e(y), .greaterOrEqual, e(x) + 5))
    try solver.addConstraint(Constraint(e(y), .equal, c(0), strength: Strength.weak))
    solver.updateVariables()
    #expect(x.value == 10 && y.value == 15)
    try solver.setConstant(-30, for: define)
    solver.updateVariables()
    #expect(x.value == 30 && y.value == 35)
    try solver.removeConstraint(define)
    try solver.addConstraint(Constraint(e(x), .equal, c(-50), strength: Strength.medium))
    solver.updateVariables()
    #expect(x.value == -50 && y.value == 0)
  }

  @Test func aConflictWithADefinedVariableIsRefused() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(e(x), .equal, c(10)))
    #expect(throws: SolverError.unsatisfiable) { try solver.addConstraint(Constraint(e(x), .equal, c(20))) }
    solver.updateVariables()
    #expect(x.value == 10)
  }
}
