import Inertia
import InertiaTexture
import Testing

/// ASInsetLayoutSpecSnapshotTests (Texture's Tests/), rebuilt with frames derived from
/// ASInsetLayoutSpec.mm: a 10 x 10 node inset in a background spec, for every combination of
/// infinite edges. 48 of 48 cases (3 tests x 16 combinations).
@MainActor
@Suite struct TextureInsetSpecTests {
  /// The insets of combination `bits` (top 1, left 2, bottom 4, right 8 are INFINITY).
  private func insets(_ bits: Int, _ value: CGFloat) -> UIEdgeInsets {
    func edge(_ bit: Int) -> CGFloat { bits & bit != 0 ? .infinity : value }
    return UIEdgeInsets(top: edge(1), left: edge(2), bottom: edge(4), right: edge(8))
  }

  /// The child's position and length on one axis, and the spec's length, as derived by hand
  /// from ASInsetLayoutSpec.mm for a 10 pt child: (startInfinite, endInfinite) -> values.
  private struct Axis {
    var position: CGFloat
    var length: CGFloat
    var specLength: CGFloat
  }

  private func layout(_ bits: Int, _ value: CGFloat, _ sizeRange: ASSizeRange) -> ASLayout {
    let background = testNode("background")
    let foreground = testNode("foreground", CGSize(width: 10, height: 10))
    let spec = ASBackgroundLayoutSpec(
      child: ASInsetLayoutSpec(insets: insets(bits, value), child: foreground), background: background)
    return spec.layoutThatFits(sizeRange)
  }

  private func check(_ bits: Int, _ value: CGFloat, _ sizeRange: ASSizeRange, _ axis: (Bool, Bool) -> Axis) {
    let result = layout(bits, value, sizeRange)
    let x = axis(bits & 2 != 0, bits & 8 != 0)
    let y = axis(bits & 1 != 0, bits & 4 != 0)
    expectFrame(
      result, "background", CGRect(x: 0, y: 0, width: x.specLength, height: y.specLength), "\(bits)")
    expectFrame(
      result, "foreground", CGRect(x: x.position, y: y.position, width: x.length, height: y.length), "\(bits)"
    )
  }

  @Test func insetsWithVariableSize() {
    for bits in 0..<16 {
      check(bits, 10, range(0, 0, 300, 300)) { start, end in
        switch (start, end) {
        case (false, false): return Axis(position: 10, length: 10, specLength: 30)
        case (true, false): return Axis(position: 280, length: 10, specLength: 300)
        case (false, true): return Axis(position: 10, length: 10, specLength: 300)
        case (true, true): return Axis(position: 145, length: 10, specLength: 300)
        }
      }
    }
  }

  @Test func insetsWithFixedSize() {
    for bits in 0..<16 {
      check(bits, 10, range(300, 300, 300, 300)) { start, end in
        switch (start, end) {
        // The range wins over the child's 10 pt: 300 less the insets.
        case (false, false): return Axis(position: 10, length: 280, specLength: 300)
        case (true, false): return Axis(position: 280, length: 10, specLength: 300)
        case (false, true): return Axis(position: 10, length: 10, specLength: 300)
        case (true, true): return Axis(position: 145, length: 10, specLength: 300)
        }
      }
    }
  }

  @Test func insetsWithInfinityAndZeroInsetValue() {
    for bits in 0..<16 {
      check(bits, 0, range(300, 300, 300, 300)) { start, end in
        switch (start, end) {
        case (false, false): return Axis(position: 0, length: 300, specLength: 300)
        case (true, false): return Axis(position: 290, length: 10, specLength: 300)
        case (false, true): return Axis(position: 0, length: 10, specLength: 300)
        case (true, true): return Axis(position: 145, length: 10, specLength: 300)
        }
      }
    }
  }
}
