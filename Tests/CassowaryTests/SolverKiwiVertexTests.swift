import Testing

@testable import Cassowary

/// Where the optimum is not unique, the path picks the vertex; these systems pin kiwisolver's
/// (1.5.1, run on the same constraints) where this solver's own path used to reach the other end
/// of the optimal edge (session 57: removing a definition, and the dual simplex's row order).
@Suite struct SolverKiwiVertexTests {
  private func e(_ v: Variable) -> Expression { Expression(v) }
  private func c(_ value: Double) -> Expression { Expression(constant: value) }

  /// Three views in a row, each width held to the first's at medium: removing the trailing edge
  /// leaves the second width anywhere between its preference (80) and the first's (120) at the
  /// same cost. kiwi moves along the removed edge's marker until the second width's preference
  /// binds: 80, the third view starting at 224.
  @Test func removingTheTrailingEdgeLeavesKiwisWidth() throws {
    let solver = Solver()
    let width = Variable("W")
    let (aLeft, aWidth, bLeft, bWidth) = (
      Variable("aLeft"), Variable("aWidth"), Variable("bLeft"), Variable("bWidth")
    )
    let (cLeft, cWidth) = (Variable("cLeft"), Variable("cWidth"))
    try solver.addConstraint(Constraint(e(width), .equal, c(375), strength: Strength.strong))
    try solver.addConstraint(Constraint(e(aLeft), .equal, c(8)))
    try solver.addConstraint(Constraint(e(aWidth), .greaterOrEqual, c(44)))
    try solver.addConstraint(Constraint(e(aWidth), .equal, c(200), strength: Strength.medium))
    try solver.addConstraint(Constraint(e(bWidth), .greaterOrEqual, c(0)))
    try solver.addConstraint(Constraint(e(bWidth), .equal, c(80), strength: Strength.medium))
    try solver.addConstraint(Constraint(e(bLeft), .equal, e(aLeft) + e(aWidth) + 4))
    try solver.addConstraint(Constraint(e(bWidth), .equal, e(aWidth), strength: Strength.medium))
    try solver.addConstraint(Constraint(e(cWidth), .greaterOrEqual, c(0)))
    try solver.addConstraint(Constraint(e(cWidth), .equal, c(120), strength: Strength.strong))
    try solver.addConstraint(Constraint(e(cLeft), .equal, e(bLeft) + e(bWidth) + 12))
    try solver.addConstraint(Constraint(e(cWidth), .equal, e(aWidth), strength: Strength.medium))
    let trailing = Constraint(e(cLeft) + e(cWidth), .equal, e(width))
    try solver.addConstraint(trailing)
    solver.updateVariables()
    #expect([aWidth.value, bWidth.value, cLeft.value, width.value] == [120, 111, 255, 375])
    try solver.removeConstraint(trailing)
    solver.updateVariables()
    #expect(abs(aWidth.value - 120) < 1e-9 && abs(bWidth.value - 80) < 1e-9)
    #expect(abs(cLeft.value - 224) < 1e-9 && abs(width.value - 375) < 1e-9)
  }

  /// Two views filling a container whose width is edited: a suggestion of 50 cannot hold, and the
  /// second width may then sit anywhere between its preference (50) and the first's (120) at the
  /// same cost. kiwi repairs the row made infeasible last first and settles on 50 (the container
  /// 194); a suggestion beyond the strong 414 brings both back.
  @Test func anEditThatCannotHoldSettlesOnKiwisWidth() throws {
    let solver = Solver()
    let width = Variable("W")
    let (aLeft, aWidth, bLeft, bWidth) = (
      Variable("aLeft"), Variable("aWidth"), Variable("bLeft"), Variable("bWidth")
    )
    try solver.addConstraint(Constraint(e(width), .equal, c(414), strength: Strength.strong))
    try solver.addConstraint(Constraint(e(aLeft), .equal, c(0)))
    try solver.addConstraint(Constraint(e(aWidth), .greaterOrEqual, c(44)))
    try solver.addConstraint(Constraint(e(aWidth), .equal, c(120), strength: Strength.strong))
    try solver.addConstraint(Constraint(e(bWidth), .greaterOrEqual, c(0)))
    try solver.addConstraint(Constraint(e(bWidth), .equal, c(50), strength: Strength.medium))
    try solver.addConstraint(Constraint(e(bLeft), .equal, e(aLeft) + e(aWidth) + 8))
    try solver.addConstraint(Constraint(e(bWidth), .equal, e(aWidth), strength: Strength.medium))
    try solver.addConstraint(Constraint(e(bLeft) + e(bWidth) + 16, .equal, e(width)))
    try solver.addEditVariable(width, strength: Strength.strong)
    var seen: [[Double]] = []
    for suggestion in [1_024.0, 50, 2_000] {
      try solver.suggestValue(suggestion, for: width)
      solver.updateVariables()
      seen.append([width.value, bWidth.value])
    }
    #expect(seen == [[414, 270], [194, 50], [414, 270]])
  }
}
