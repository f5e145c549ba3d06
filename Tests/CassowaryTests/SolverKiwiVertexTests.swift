import Testing

@testable import Cassowary

/// Where the optimum is not unique, the path picks the vertex; these systems pin kiwisolver's
/// (1.5.1, run on the same constraints) where this solver's own path used to reach the other end
/// of the optimal edge (session 57: removing a definition, and the dual simplex's row order;
/// session 58: what was 0 before a definition's removal stays 0; session 59: kiwi's entering
/// symbol where the dual simplex's ratios tie).
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

  /// Two views of equal width (strong) filling a container whose width is edited, each width
  /// with a weak preference (200, 120): a suggestion of 50 cannot hold, and the widths may then
  /// sit anywhere between 120 and 173.5 at the same cost. The dual simplex's last row ties the
  /// container's error and the second width's preference at the same ratio; kiwi lets the lower
  /// id enter (the container's error) and settles on 120, the container 268. The larger cell,
  /// entering here before, left the widths at 173.5.
  @Test func aTieOfRatiosEntersKiwisSymbol() throws {
    let solver = Solver()
    let width = Variable("W")
    let (aLeft, aWidth, bLeft, bWidth) = (
      Variable("aLeft"), Variable("aWidth"), Variable("bLeft"), Variable("bWidth")
    )
    try solver.addConstraint(Constraint(e(width), .equal, c(375), strength: Strength.strong))
    try solver.addConstraint(Constraint(e(aLeft), .equal, c(16)))
    try solver.addConstraint(Constraint(e(aWidth), .greaterOrEqual, c(0)))
    try solver.addConstraint(Constraint(e(aWidth), .equal, c(200), strength: Strength.weak))
    try solver.addConstraint(Constraint(e(bWidth), .greaterOrEqual, c(0)))
    try solver.addConstraint(Constraint(e(bWidth), .equal, c(120), strength: Strength.weak))
    try solver.addConstraint(Constraint(e(bLeft), .equal, e(aLeft) + e(aWidth) + 12))
    try solver.addConstraint(Constraint(e(bWidth), .equal, e(aWidth), strength: Strength.strong))
    try solver.addConstraint(Constraint(e(bLeft) + e(bWidth), .equal, e(width)))
    try solver.addEditVariable(width, strength: Strength.strong)
    var seen: [[Double]] = []
    for suggestion in [2_000.0, 375, 50] {
      try solver.suggestValue(suggestion, for: width)
      solver.updateVariables()
      seen.append([width.value, aWidth.value, bWidth.value, bLeft.value])
    }
    #expect(seen == [[428, 200, 200, 228], [375, 173.5, 173.5, 201.5], [268, 120, 120, 148]])
  }

  /// Two views along a container; the second's trailing edge goes, then the first's pinned
  /// leading: nothing holds the pair's position any more. kiwi's removal leaves through the row
  /// of the variable created last among those the pin held (the second's leading), so that one
  /// rests at 0 and the first starts at -54. Removing the pin here used to free its own variable,
  /// leaving the first at 0 and the second at 54.
  @Test func aRemovedPinFreesTheLastVariableItHeld() throws {
    let solver = Solver()
    let width = Variable("W")
    let (aLeft, aWidth, bLeft, bWidth) = (
      Variable("aLeft"), Variable("aWidth"), Variable("bLeft"), Variable("bWidth")
    )
    try solver.addConstraint(Constraint(e(width), .equal, c(414), strength: Strength.strong))
    let pin = Constraint(e(aLeft), .equal, c(16))
    try solver.addConstraint(pin)
    try solver.addConstraint(Constraint(e(aWidth), .greaterOrEqual, c(0)))
    try solver.addConstraint(Constraint(e(aWidth), .equal, c(50), strength: Strength.weak))
    try solver.addConstraint(Constraint(e(bWidth), .greaterOrEqual, c(44)))
    try solver.addConstraint(Constraint(e(bWidth), .equal, c(30), strength: Strength.weak))
    try solver.addConstraint(Constraint(e(bLeft), .equal, e(aLeft) + e(aWidth) + 4))
    let trailing = Constraint(e(bLeft) + e(bWidth) + 16, .lessOrEqual, e(width))
    try solver.addConstraint(trailing)
    try solver.removeConstraint(trailing)
    try solver.removeConstraint(pin)
    solver.updateVariables()
    #expect([width.value, aLeft.value, aWidth.value, bLeft.value, bWidth.value] == [414, -54, 50, 0, 44])
    // The pin back: the pair moves back to it, as kiwi's does.
    try solver.addConstraint(pin)
    solver.updateVariables()
    #expect([aLeft.value, bLeft.value] == [16, 70])
  }

  /// A row of four views whose last width loses its preference, then the third width's tie to
  /// the second goes: the last view may end anywhere up to the trailing edge at no cost. kiwi's
  /// removal leaves the edge's slack at 0, where it was, so the last width fills the row: 518.
  /// Placing the edge again here used to leave the width at its floor, 0.
  @Test func aSlackAtZeroBeforeARemovalStaysAtZero() throws {
    let solver = Solver()
    let width = Variable("W")
    let left = (0..<4).map { Variable("l\($0)") }
    let widths = (0..<4).map { Variable("w\($0)") }
    try solver.addConstraint(Constraint(e(width), .equal, c(768), strength: Strength.strong))
    try solver.addConstraint(Constraint(e(left[0]), .equal, c(8)))
    for (index, (floor, preference, strength)) in [
      (0.0, 120.0, Strength.medium), (0, 80, Strength.medium), (44, 50, Strength.weak),
    ].enumerated() {
      try solver.addConstraint(Constraint(e(widths[index]), .greaterOrEqual, c(floor)))
      try solver.addConstraint(Constraint(e(widths[index]), .equal, c(preference), strength: strength))
      if index > 0 {
        let gap = index == 1 ? 8.0 : 12
        try solver.addConstraint(
          Constraint(e(left[index]), .equal, e(left[index - 1]) + e(widths[index - 1]) + gap))
      }
      if index == 1 { try solver.addConstraint(Constraint(e(widths[1]), .equal, e(widths[0]))) }
    }
    let tie = Constraint(e(widths[2]), .equal, e(widths[1]))
    try solver.addConstraint(tie)
    try solver.addConstraint(Constraint(e(widths[3]), .greaterOrEqual, c(0)))
    let preferred = Constraint(e(widths[3]), .equal, c(120), strength: Strength.strong)
    try solver.addConstraint(preferred)
    try solver.addConstraint(Constraint(e(left[3]), .equal, e(left[2]) + e(widths[2]) + 12))
    try solver.addConstraint(Constraint(e(left[3]) + e(widths[3]), .lessOrEqual, e(width)))
    try solver.removeConstraint(preferred)
    solver.updateVariables()
    #expect([widths[2].value, left[3].value, widths[3].value] == [80, 280, 488])
    try solver.removeConstraint(tie)
    solver.updateVariables()
    #expect(abs(widths[2].value - 50) < 1e-9 && abs(left[3].value - 250) < 1e-9)
    #expect(abs(widths[3].value - 518) < 1e-9 && abs(width.value - 768) < 1e-9)
  }

  /// Five views filling the container, the fifth width twice the first's: removing the third
  /// width's tie to the second (200) frees the third and fourth widths to share 46 points at the
  /// same cost. The fourth's floor binds before the removal and kiwi keeps it binding, so the
  /// third takes the 46; placing the constraints again here used to give them to the fourth.
  @Test func aFloorBindingBeforeARemovalStillBinds() throws {
    let solver = Solver()
    let width = Variable("W")
    let left = (0..<5).map { Variable("l\($0)") }
    let widths = (0..<5).map { Variable("w\($0)") }
    try solver.addConstraint(Constraint(e(width), .equal, c(414), strength: Strength.strong))
    try solver.addConstraint(Constraint(e(left[0]), .equal, c(0)))
    let specs: [(Double, Double, Double, Double)] = [
      (44, 80, Strength.weak, 0), (0, 200, Strength.strong, 8), (0, 200, Strength.medium, 4),
      (0, 200, Strength.medium, 4), (44, 30, Strength.strong, 12),
    ]
    var tie: Constraint?
    for (index, (floor, preference, strength, gap)) in specs.enumerated() {
      try solver.addConstraint(Constraint(e(widths[index]), .greaterOrEqual, c(floor)))
      try solver.addConstraint(Constraint(e(widths[index]), .equal, c(preference), strength: strength))
      if index > 0 {
        try solver.addConstraint(
          Constraint(e(left[index]), .equal, e(left[index - 1]) + e(widths[index - 1]) + gap))
      }
      if index == 2 {
        tie = Constraint(e(widths[2]), .equal, e(widths[1]))
        try solver.addConstraint(tie!)
      }
    }
    try solver.addConstraint(Constraint(e(widths[4]), .equal, e(widths[0]) * 2))
    try solver.addConstraint(Constraint(e(left[4]) + e(widths[4]) + 8, .equal, e(width)))
    solver.updateVariables()
    #expect([widths[2].value, widths[3].value, left[3].value] == [123, 0, 306])
    try solver.removeConstraint(tie!)
    solver.updateVariables()
    #expect(abs(widths[1].value - 200) < 1e-9 && abs(widths[2].value - 46) < 1e-9)
    #expect(abs(widths[3].value) < 1e-9 && abs(left[3].value - 306) < 1e-9)
  }
}
