import InertiaTexture
import Testing

/// ASCornerLayoutSpecSnapshotTests (Texture's Tests/), rebuilt with frames derived from
/// ASCornerLayoutSpec.mm: a 60 x 60 base with a 20 x 20 corner element in {0, 0} ... {120, 120},
/// at each location, centred on the corner, moved inside or outside by half its size, with and
/// without wrapsCorner. 24 of 24 cases.
@MainActor
@Suite struct TextureCornerSpecTests {
  /// One case: the corner's origin relative to the base's, without wrapping.
  private struct Case {
    var location: ASCornerLayoutLocation
    var offset: CGPoint
    var corner: CGPoint
  }

  private let cases: [Case] = [
    // Centred on the corner.
    Case(location: .topLeft, offset: .zero, corner: CGPoint(x: -10, y: -10)),
    Case(location: .topRight, offset: .zero, corner: CGPoint(x: 50, y: -10)),
    Case(location: .bottomLeft, offset: .zero, corner: CGPoint(x: -10, y: 50)),
    Case(location: .bottomRight, offset: .zero, corner: CGPoint(x: 50, y: 50)),
    // Moved inside by half its size.
    Case(location: .topLeft, offset: CGPoint(x: 10, y: 10), corner: CGPoint(x: 0, y: 0)),
    Case(location: .topRight, offset: CGPoint(x: -10, y: 10), corner: CGPoint(x: 40, y: 0)),
    Case(location: .bottomLeft, offset: CGPoint(x: 10, y: -10), corner: CGPoint(x: 0, y: 40)),
    Case(location: .bottomRight, offset: CGPoint(x: -10, y: -10), corner: CGPoint(x: 40, y: 40)),
    // Moved outside by half its size.
    Case(location: .topLeft, offset: CGPoint(x: -10, y: -10), corner: CGPoint(x: -20, y: -20)),
    Case(location: .topRight, offset: CGPoint(x: 10, y: -10), corner: CGPoint(x: 60, y: -20)),
    Case(location: .bottomLeft, offset: CGPoint(x: -10, y: 10), corner: CGPoint(x: -20, y: 60)),
    Case(location: .bottomRight, offset: CGPoint(x: 10, y: 10), corner: CGPoint(x: 60, y: 60)),
  ]

  private func layout(_ testCase: Case, wrapsCorner: Bool) -> ASLayout {
    let base = testNode("base", CGSize(width: 60, height: 60))
    // Set as Texture's test does; a corner spec does not read it.
    base.style.layoutPosition = CGPoint(x: 30, y: 30)
    let spec = ASCornerLayoutSpec(
      child: base, corner: testNode("corner", CGSize(width: 20, height: 20)), location: testCase.location)
    spec.offset = testCase.offset
    spec.wrapsCorner = wrapsCorner
    let background = ASBackgroundLayoutSpec(child: spec, background: testNode("box"))
    return background.layoutThatFits(range(0, 0, 120, 120))
  }

  @Test func childSizeKeepsTheBaseAtTheOrigin() {
    for testCase in cases {
      let result = layout(testCase, wrapsCorner: false)
      expectFrame(result, "box", CGRect(x: 0, y: 0, width: 60, height: 60), "\(testCase.location)")
      expectFrame(result, "base", CGRect(x: 0, y: 0, width: 60, height: 60), "\(testCase.location)")
      expectFrame(
        result, "corner", CGRect(origin: testCase.corner, size: CGSize(width: 20, height: 20)),
        "\(testCase.location) \(testCase.offset)")
    }
  }

  @Test func fullSizeGrowsToTheUnionAndShiftsBoth() {
    for testCase in cases {
      let result = layout(testCase, wrapsCorner: true)
      // The union of the base and the corner, moved to the origin.
      let shift = CGPoint(x: max(0, -testCase.corner.x), y: max(0, -testCase.corner.y))
      let width = max(60, testCase.corner.x + 20) + shift.x
      let height = max(60, testCase.corner.y + 20) + shift.y
      expectFrame(result, "box", CGRect(x: 0, y: 0, width: width, height: height), "\(testCase.location)")
      expectFrame(
        result, "base", CGRect(x: shift.x, y: shift.y, width: 60, height: 60), "\(testCase.location)")
      expectFrame(
        result, "corner",
        CGRect(x: testCase.corner.x + shift.x, y: testCase.corner.y + shift.y, width: 20, height: 20),
        "\(testCase.location) \(testCase.offset)")
    }
    // Spelled out for one case: top left, outside, wrapped -> 80 x 80, base at (20, 20).
    let outer = layout(cases[8], wrapsCorner: true)
    expectFrame(outer, "box", CGRect(x: 0, y: 0, width: 80, height: 80))
    expectFrame(outer, "base", CGRect(x: 20, y: 20, width: 60, height: 60))
    expectFrame(outer, "corner", CGRect(x: 0, y: 0, width: 20, height: 20))
  }
}
