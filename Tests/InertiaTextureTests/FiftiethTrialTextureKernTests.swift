import Inertia
import InertiaCairo
import InertiaTexture
import Testing

/// The fiftieth Texture trial's kerned text: an `ASTextNode` whose text has a `.kern` is drawn
/// with that many points after every character, as it is measured (TextKit adds the kern after
/// each character), so each glyph sits `kern` times its index further along.
@MainActor
@Suite struct FiftiethTrialTextureKernTests {
  /// A text node of `text` at 20 points with `kern`, at (10, 40) in a 300 x 100 window at scale 2,
  /// sized as it measures, drawn by the Cairo renderer.
  private func render(_ text: String, kern: CGFloat?) throws -> (ASTextNode, CairoCanvas) {
    let window = UIWindow(size: CGSize(width: 300, height: 100), scale: 2, clock: ManualClock(frameRate: 60))
    let node = ASTextNode()
    var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
    if let kern { attributes[.kern] = kern }
    node.attributedText = NSAttributedString(string: text, attributes: attributes)
    let size = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 280, height: 100))).size
    node.frame = CGRect(origin: CGPoint(x: 10, y: 40), size: size)
    window.addSubnode(node)
    window.layoutIfNeeded()
    return (node, try ViewRenderer.render(window: window))
  }

  @Test func eachGlyphMovesByTheKernTimesItsIndex() throws {
    // "l" is one stroke: one run of ink per character.
    let (plainNode, plain) = try render("llllll", kern: nil)
    let (kernedNode, kerned) = try render("llllll", kern: 4)
    // Measured 6 x (11 + 4) = 90 points against 66.
    #expect(plainNode.frame.width == 66)
    #expect(kernedNode.frame.width == 90)
    let before = plain.glyphStarts()
    let after = kerned.glyphStarts()
    try #require(before.count == 6 && after.count == 6)
    for index in 0..<6 {
      // 4 points a character: 8 device pixels each, within a pixel of antialiasing.
      #expect(abs(after[index] - before[index] - 8 * index) <= 1)
    }
  }

  @Test func aNegativeKernDrawsTheGlyphsCloser() throws {
    let (_, plain) = try render("llllll", kern: nil)
    let (node, kerned) = try render("llllll", kern: -1.5)
    #expect(node.frame.width == 57)
    let before = plain.glyphStarts()
    let after = kerned.glyphStarts()
    try #require(before.count == 6 && after.count == 6)
    for index in 0..<6 {
      #expect(abs(after[index] - before[index] + 3 * index) <= 1)
    }
  }

  @Test func theViewBreaksKernedLinesAsTheNodeMeasuredThem() throws {
    // Two words of 5 characters at 12 points kerned -0.6: 11 x 6 = 66 points on one line, where
    // unkerned they take 72.6 and would wrap in the node's width.
    let node = ASTextNode()
    node.attributedText = NSAttributedString(
      string: "Hello there", attributes: [.font: UIFont.systemFont(ofSize: 12), .kern: -0.6])
    let size = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 300, height: 100))).size
    #expect(size == CGSize(width: 66, height: 14.5))
    node.frame = CGRect(origin: .zero, size: size)
    let label = try #require(node.view as? Label)
    node.layoutIfNeeded()
    #expect(label.lines(fittingWidth: label.bounds.width) == ["Hello there"])
    #expect(label.textMeasurer.kern == -0.6)
  }
}
