import InertiaTexture
import Testing

/// The forty-ninth Texture trial's layout rules: a corner spec measured in its whole range (as
/// ASCornerLayoutSpec.mm passes its constrained size, min included, to the corner too) and a
/// wrapped corner's union clamped into the range.
@MainActor
@Suite struct FortyNinthTrialTextureLayoutTests {
  /// A 60-point-high base with a 20 x 20 badge at its top right corner.
  private func badgedBase(wrapsCorner: Bool = false, baseSize: CGSize? = nil) -> ASLayoutSpec {
    let base = testNode("base", baseSize)
    if baseSize == nil { base.style.height = ASDimensionMake(60) }
    let badge = testNode("badge", CGSize(width: 20, height: 20))
    let spec = ASCornerLayoutSpec(child: base, corner: badge, location: .topRight)
    spec.wrapsCorner = wrapsCorner
    return ASBackgroundLayoutSpec(child: spec, background: testNode("box"))
  }

  @Test func aCornerTakesTheMinimumOfTheSpecsRange() {
    // An exact 200-point width: the badge's own 20 points lie below it, so Texture's range
    // intersection gives it 200 (ASIntersectDimensions), centred on the base's top right corner.
    let layout = badgedBase().layoutThatFits(range(200, 0, 200, 300))
    expectFrame(layout, "base", CGRect(x: 0, y: 0, width: 200, height: 60))
    expectFrame(layout, "badge", CGRect(x: 100, y: -10, width: 200, height: 20))
    expectFrame(layout, "box", CGRect(x: 0, y: 0, width: 200, height: 60))
  }

  @Test func aCornerInAnOpenRangeKeepsItsOwnSize() {
    let layout = badgedBase().layoutThatFits(range(0, 0, 200, 300))
    expectFrame(layout, "base", CGRect(x: 0, y: 0, width: 200, height: 60))
    expectFrame(layout, "badge", CGRect(x: 190, y: -10, width: 20, height: 20))
  }

  @Test func aWrappedCornersUnionIsClampedIntoTheRange() {
    // The union of a 100 x 100 base and the badge is 110 x 110; the range allows 100 x 100.
    let spec = badgedBase(wrapsCorner: true, baseSize: CGSize(width: 100, height: 100))
    let layout = spec.layoutThatFits(range(0, 0, 100, 100))
    expectFrame(layout, "box", CGRect(x: 0, y: 0, width: 100, height: 100))
    expectFrame(layout, "base", CGRect(x: 0, y: 10, width: 100, height: 100))
    expectFrame(layout, "badge", CGRect(x: 90, y: 0, width: 20, height: 20))
    // Room enough: the whole union.
    let roomy = spec.layoutThatFits(range(0, 0, 300, 300))
    expectFrame(roomy, "box", CGRect(x: 0, y: 0, width: 110, height: 110))
  }
}
