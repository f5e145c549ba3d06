import InertiaTexture
import Testing

/// ASCenterLayoutSpecSnapshotTests and ASRelativeLayoutSpecSnapshotTests (Texture's Tests/),
/// rebuilt with frames derived from ASRelativeLayoutSpec.mm: a 70 x 100 node in the range
/// {100, 120} ... {320, 160}, in a background spec. Center: 9 of 9 cases; relative: 14 of 14.
@MainActor
@Suite struct TexturePositionSpecTests {
  private let size = range(100, 120, 320, 160)

  private func center(
    _ centering: ASCenterLayoutSpecCenteringOptions, _ sizing: ASCenterLayoutSpecSizingOptions
  ) -> ASLayout {
    let spec = ASBackgroundLayoutSpec(
      child: ASCenterLayoutSpec(
        centeringOptions: centering, sizingOptions: sizing,
        child: testNode("foreground", CGSize(width: 70, height: 100))),
      background: testNode("background"))
    return spec.layoutThatFits(size)
  }

  private func relative(
    _ horizontal: ASRelativeLayoutSpecPosition, _ vertical: ASRelativeLayoutSpecPosition,
    _ sizing: ASRelativeLayoutSpecSizingOption = []
  ) -> ASLayout {
    let spec = ASBackgroundLayoutSpec(
      child: ASRelativeLayoutSpec(
        horizontalPosition: horizontal, verticalPosition: vertical, sizingOption: sizing,
        child: testNode("foreground", CGSize(width: 70, height: 100))),
      background: testNode("background"))
    return spec.layoutThatFits(size)
  }

  @Test func centerWithOptions() {
    // Not centred on an axis: the child gets the range's minimum there (100 wide, 120 tall).
    var layout = center([], [])
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 320, height: 160))
    expectFrame(layout, "foreground", CGRect(x: 0, y: 0, width: 100, height: 120))
    layout = center(.XY, [])
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 320, height: 160))
    expectFrame(layout, "foreground", CGRect(x: 125, y: 30, width: 70, height: 100))
    layout = center(.X, [])
    expectFrame(layout, "foreground", CGRect(x: 125, y: 0, width: 70, height: 120))
    layout = center(.Y, [])
    expectFrame(layout, "foreground", CGRect(x: 0, y: 30, width: 100, height: 100))
  }

  @Test func anEmptyCenterSpecConfiguredAfterwardsCentres() {
    // Texture's `ASCenterLayoutSpec()` then `centeringOptions = .XY` and `child = …`.
    let centerSpec = ASCenterLayoutSpec()
    centerSpec.centeringOptions = .XY
    centerSpec.child = testNode("foreground", CGSize(width: 70, height: 100))
    let layout = ASBackgroundLayoutSpec(child: centerSpec, background: testNode("background"))
      .layoutThatFits(size)
    expectFrame(layout, "foreground", CGRect(x: 125, y: 30, width: 70, height: 100))
  }

  @Test func centerWithSizingOptions() {
    let cases: [(ASCenterLayoutSpecSizingOptions, CGSize)] = [
      ([], CGSize(width: 320, height: 160)),
      (.minimumX, CGSize(width: 100, height: 160)),
      (.minimumY, CGSize(width: 320, height: 120)),
      (.minimumXY, CGSize(width: 100, height: 120)),
    ]
    for (sizing, specSize) in cases {
      let layout = center([], sizing)
      expectFrame(layout, "background", CGRect(origin: .zero, size: specSize), "\(sizing)")
      expectFrame(layout, "foreground", CGRect(x: 0, y: 0, width: 100, height: 120), "\(sizing)")
    }
  }

  /// The child of an unpositioned spec gets the minimum size: a growing 10 x 10 node in a
  /// start-aligned column grows to the 120 pt minimum; the column is 100 wide.
  private func minimumRangeSpec(centered: Bool) -> ASLayout {
    let foreground = testNode("foreground", CGSize(width: 10, height: 10))
    foreground.style.flexGrow = 1
    let child = ASBackgroundLayoutSpec(
      child: ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [foreground]),
      background: testNode("background"))
    let spec: ASLayoutSpec =
      centered
      ? ASCenterLayoutSpec(centeringOptions: [], sizingOptions: [], child: child)
      : ASRelativeLayoutSpec(
        horizontalPosition: .none, verticalPosition: .none, sizingOption: [], child: child)
    return spec.layoutThatFits(size)
  }

  @Test func minimumSizeRangeIsGivenToChildWhenNotCentering() {
    let layout = minimumRangeSpec(centered: true)
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 100, height: 120))
    expectFrame(layout, "foreground", CGRect(x: 0, y: 0, width: 10, height: 120))
  }

  @Test func relativeWithAllPositions() {
    let offsets: [(ASRelativeLayoutSpecPosition, CGFloat, CGFloat)] = [
      (.start, 0, 0), (.center, 125, 30), (.end, 250, 60),
    ]
    for (horizontal, x, _) in offsets {
      for (vertical, _, y) in offsets {
        let layout = relative(horizontal, vertical)
        expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 320, height: 160))
        expectFrame(
          layout, "foreground", CGRect(x: x, y: y, width: 70, height: 100), "\(horizontal) \(vertical)")
      }
    }
  }

  @Test func relativeWithSizingOptions() {
    let cases: [(ASRelativeLayoutSpecSizingOption, CGSize)] = [
      ([], CGSize(width: 320, height: 160)),
      (.minimumWidth, CGSize(width: 100, height: 160)),
      (.minimumHeight, CGSize(width: 320, height: 120)),
      (.minimumSize, CGSize(width: 100, height: 120)),
    ]
    for (sizing, specSize) in cases {
      let layout = relative(.start, .start, sizing)
      expectFrame(layout, "background", CGRect(origin: .zero, size: specSize), "\(sizing)")
      expectFrame(layout, "foreground", CGRect(x: 0, y: 0, width: 70, height: 100), "\(sizing)")
    }
  }

  @Test func minimumSizeRangeIsGivenToChildWhenNotPositioning() {
    let layout = minimumRangeSpec(centered: false)
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 100, height: 120))
    expectFrame(layout, "foreground", CGRect(x: 0, y: 0, width: 10, height: 120))
  }
}
