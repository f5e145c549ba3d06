import InertiaTexture
import Testing

/// ASRatioLayoutSpecSnapshotTests (4 of 4), ASOverlayLayoutSpecSnapshotTests (1 of 1),
/// ASBackgroundLayoutSpecSnapshotTests (1 of 1), ASAbsoluteLayoutSpecSnapshotTests (4 of 4) and
/// ASWrapperSpecSnapshotTests (2 of 2), rebuilt with frames derived from Texture's specs.
@MainActor
@Suite struct TextureLayeredSpecTests {
  @Test func ratioLayout() {
    // (ratio, child size) -> the child's frame in {0, 0} ... {100, 100}: the option closest to the
    // ratio (width 100 or height 100, floored to pixels) becomes the child's exact range.
    let cases: [(CGFloat, CGSize, CGSize)] = [
      (0.5, CGSize(width: 100, height: 100), CGSize(width: 100, height: 50)),
      (2.0, CGSize(width: 100, height: 100), CGSize(width: 50, height: 100)),
      (7.0, CGSize(width: 100, height: 100), CGSize(width: 14, height: 100)),
      (10.0, CGSize(width: 20, height: 200), CGSize(width: 10, height: 100)),
    ]
    for (ratio, childSize, expected) in cases {
      let spec = ASRatioLayoutSpec(ratio: ratio, child: testNode("subnode", childSize))
      let layout = spec.layoutThatFits(range(0, 0, 100, 100))
      expectFrame(layout, "subnode", CGRect(origin: .zero, size: expected), "ratio \(ratio)")
      #expect(layout.size == expected)
    }
  }

  @Test func overlayCentresTheOverlayOverTheChild() {
    let spec = ASOverlayLayoutSpec(
      child: testNode("background"),
      overlay: ASCenterLayoutSpec(
        centeringOptions: .XY, sizingOptions: [], child: testNode("foreground", CGSize(width: 20, height: 20))
      ))
    let layout = spec.layoutThatFits(range(320, 320, 320, 320))
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 320, height: 320))
    expectFrame(layout, "foreground", CGRect(x: 150, y: 150, width: 20, height: 20))
    #expect(layout.sublayouts.first?.element == .node("background"))
  }

  @Test func backgroundLiesBehindTheCentredChild() {
    let spec = ASBackgroundLayoutSpec(
      child: ASCenterLayoutSpec(
        centeringOptions: .XY, sizingOptions: [], child: testNode("foreground", CGSize(width: 20, height: 20))
      ),
      background: testNode("background"))
    let layout = spec.layoutThatFits(range(320, 320, 320, 320))
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 320, height: 320))
    expectFrame(layout, "foreground", CGRect(x: 150, y: 150, width: 20, height: 20))
    // Back to front: the background first.
    #expect(layout.sublayouts.first?.element == .node("background"))
  }

  private func absolute(_ sizeRange: ASSizeRange, secondAt position: CGPoint) -> ASLayout {
    let first = testNode("first", CGSize(width: 50, height: 50))
    first.style.layoutPosition = .zero
    let second = testNode("second", CGSize(width: 100, height: 100))
    second.style.layoutPosition = position
    let spec = ASBackgroundLayoutSpec(
      child: ASAbsoluteLayoutSpec(children: [first, second]), background: testNode("background"))
    return spec.layoutThatFits(sizeRange)
  }

  @Test func absoluteSizingBehaviour() {
    // Underflow: unbounded, so the spec wraps its children but keeps the range's minimum.
    var layout = absolute(range(150, 200, .infinity, .infinity), secondAt: CGPoint(x: 0, y: 50))
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 150, height: 200))
    expectFrame(layout, "second", CGRect(x: 0, y: 50, width: 100, height: 100))
    // Overflow: the spec fills {50, 100}; the second child's auto maximum (the space left from its
    // position) clips its 100 x 100 to 50 x 50 (ASLayoutElementSizeResolveAutoSize).
    layout = absolute(range(0, 0, 50, 100), secondAt: CGPoint(x: 0, y: 50))
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 50, height: 100))
    expectFrame(layout, "first", CGRect(x: 0, y: 0, width: 50, height: 50))
    expectFrame(layout, "second", CGRect(x: 0, y: 50, width: 50, height: 50))
    // Wrapped: INFINITY / 2 is still no usable size, so the spec wraps its children.
    layout = absolute(range(0, 0, .infinity / 2, .infinity / 2), secondAt: CGPoint(x: 0, y: 50))
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 100, height: 150))
  }

  @Test func absoluteChildrenMeasuredWithAutoMaxSize() {
    let layout = absolute(range(10, 10, 110, 160), secondAt: CGPoint(x: 10, y: 60))
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 110, height: 160))
    expectFrame(layout, "first", CGRect(x: 0, y: 0, width: 50, height: 50))
    expectFrame(layout, "second", CGRect(x: 10, y: 60, width: 100, height: 100))
  }

  @Test func wrapperSizesToItsLargestElement() {
    var spec = ASBackgroundLayoutSpec(
      child: ASWrapperLayoutSpec(layoutElement: testNode("only", CGSize(width: 50, height: 50))),
      background: testNode("background"))
    var layout = spec.layoutThatFits(range(0, 0, .infinity, .infinity))
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 50, height: 50))
    expectFrame(layout, "only", CGRect(x: 0, y: 0, width: 50, height: 50))
    spec = ASBackgroundLayoutSpec(
      child: ASWrapperLayoutSpec(layoutElements: [
        testNode("second", CGSize(width: 100, height: 100)), testNode("first", CGSize(width: 50, height: 50)),
      ]),
      background: testNode("background"))
    layout = spec.layoutThatFits(range(0, 0, .infinity, .infinity))
    expectFrame(layout, "background", CGRect(x: 0, y: 0, width: 100, height: 100))
    expectFrame(layout, "second", CGRect(x: 0, y: 0, width: 100, height: 100))
    expectFrame(layout, "first", CGRect(x: 0, y: 0, width: 50, height: 50))
  }
}
