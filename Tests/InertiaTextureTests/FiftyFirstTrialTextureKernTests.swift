import Inertia
import InertiaCairo
import InertiaTexture
import Testing

/// The fifty-first Texture trial's kern by ranges: TextKit adds each character's own `.kern`
/// after it, so an attributed string kerned over part of its length is measured, broken and
/// drawn with each run's kern (the fiftieth trial used the first character's for all).
@MainActor
@Suite struct FiftyFirstTrialTextureKernTests {
  /// `text` at 20 points, `kern` over `range` (UTF-16) only.
  static func kerned(_ text: String, _ kern: CGFloat, over range: NSRange, size: CGFloat = 20)
    -> NSMutableAttributedString
  {
    let string = NSMutableAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: size)])
    string.addAttribute(.kern, value: kern, range: range)
    return string
  }

  /// A text node of `text` at (10, 40) in a 300 x 100 window at scale 2, sized as it measures,
  /// drawn by the Cairo renderer.
  private func render(_ text: NSAttributedString) throws -> (ASTextNode, CairoCanvas) {
    let window = UIWindow(size: CGSize(width: 300, height: 100), scale: 2, clock: ManualClock(frameRate: 60))
    let node = ASTextNode()
    node.attributedText = text
    window.addSubnode(node)
    let size = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 280, height: 100))).size
    node.frame = CGRect(origin: CGPoint(x: 10, y: 40), size: size)
    window.layoutIfNeeded()
    return (node, try ViewRenderer.render(window: window))
  }

  @Test func aKernOverTheSecondHalfWidensOnlyItsCharacters() throws {
    let (plainNode, plain) = try render(
      NSAttributedString(string: "llllll", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
    let (node, canvas) = try render(Self.kerned("llllll", 4, over: NSRange(location: 3, length: 3)))
    // 6 x 11 points and 4 after each of the last three: 78 (66 when only the first counted).
    #expect(plainNode.frame.width == 66)
    #expect(node.frame.width == 78)
    let before = plain.glyphStarts()
    let after = canvas.glyphStarts()
    try #require(before.count == 6 && after.count == 6)
    // The kerns before each glyph: 0, 0, 0, 0, 4, 8 points; 2 device pixels a point.
    for (index, shift) in [0, 0, 0, 0, 8, 16].enumerated() {
      #expect(abs(after[index] - before[index] - shift) <= 1)
    }
  }

  @Test func aKernOverTheFirstCharactersOnlyLeavesTheRestAsTheyAre() throws {
    let (node, canvas) = try render(Self.kerned("llllll", -1.5, over: NSRange(location: 0, length: 2)))
    let (_, plain) = try render(
      NSAttributedString(string: "llllll", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
    // 66 - 2 x 1.5 (the fiftieth trial kerned all six: 57).
    #expect(node.frame.width == 63)
    let before = plain.glyphStarts()
    let after = canvas.glyphStarts()
    try #require(before.count == 6 && after.count == 6)
    for (index, shift) in [0, -3, -6, -6, -6, -6].enumerated() {
      #expect(abs(after[index] - before[index] - shift) <= 1)
    }
  }

  @Test func theViewBreaksALineKernedByRangesAsTheNodeMeasuredIt() throws {
    // "Hello " unkerned (6 x 6.6) and "there" kerned -0.6 (5 x 6): 69.6 points, one line in 70.
    // With the first character's kern for all (0), 72.6 points would wrap.
    let node = ASTextNode()
    node.attributedText = Self.kerned("Hello there", -0.6, over: NSRange(location: 6, length: 5), size: 12)
    let size = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 300, height: 100))).size
    #expect(size == CGSize(width: 70, height: 14.5))
    node.frame = CGRect(origin: .zero, size: size)
    let label = try #require(node.view as? Label)
    node.layoutIfNeeded()
    #expect(label.lines(fittingWidth: label.bounds.width) == ["Hello there"])
    #expect(label.textMeasurer.kerns(of: "Hello there") == [0, 0, 0, 0, 0, 0, -0.6, -0.6, -0.6, -0.6, -0.6])
    #expect(abs(label.textMeasurer.measure("Hello there", size: 12).width - 69.6) < 1e-9)
  }

  @Test func kernedWordsWrapWhereTheirOwnWidthsBreakThem() throws {
    // "aaaa " kerned 3 at 10 points (8.5 a character), the rest not (5.5): in 62 points the first
    // line holds "aaaa" (34; with "bbbb" it would take 64.5) and the second "bbbb cccc" (49.5).
    // The first character's kern for every character (the fiftieth trial) made three lines.
    let node = ASTextNode()
    node.attributedText = Self.kerned("aaaa bbbb cccc", 3, over: NSRange(location: 0, length: 5), size: 10)
    let size = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 62, height: 100))).size
    #expect(size == CGSize(width: 49.5, height: 24))
    node.frame = CGRect(origin: .zero, size: size)
    node.layoutIfNeeded()
    #expect(node.lineCount == 2)
    let label = try #require(node.view as? Label)
    #expect(label.lines(fittingWidth: label.bounds.width) == ["aaaa", "bbbb cccc"])
  }
}
