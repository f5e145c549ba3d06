import Inertia
import InertiaCairo
import InertiaTexture
import Testing

/// The fifty-fourth Texture trial's kerns: lines of the same text kerned differently are each drawn
/// with their own kerns (the label knew a line's kerns by its text, so the second took the first's),
/// and an `ASEditableTextNode`'s text views draw the `.kern` they are measured with.
@MainActor
@Suite struct FiftyFourthTrialTextureKernTests {
  /// `node` at (10, 40) in a 300 x 140 window at scale 2, sized as it measures, drawn by the Cairo
  /// renderer.
  private func render(_ node: ASDisplayNode) throws -> CairoCanvas {
    let window = UIWindow(size: CGSize(width: 300, height: 140), scale: 2, clock: ManualClock(frameRate: 60))
    window.addSubnode(node)
    let size = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 280, height: 100))).size
    node.frame = CGRect(origin: CGPoint(x: 10, y: 40), size: size)
    window.layoutIfNeeded()
    return try ViewRenderer.render(window: window)
  }

  /// The device pixel columns where ink starts between the pixel rows `rows` (dark glyphs on white).
  private func glyphStarts(in canvas: CairoCanvas, rows: Range<Int>) -> [Int] {
    var starts: [Int] = []
    var wasInked = false
    for x in 0..<600 {
      let inked = rows.contains { y in canvas.pixel(x: x, y: y).red < 0.5 }
      if inked && !wasInked { starts.append(x) }
      wasInked = inked
    }
    return starts
  }

  /// A text node of two lines "ll" at 20 points (24 points a line from y 40: device rows 80 to 128
  /// and 128 to 176), the second kerned 4 (or the first, when `firstKerned`), aligned by `alignment`.
  private func twoLines(firstKerned: Bool = false, alignment: NSTextAlignment = .left) -> ASTextNode {
    let string = FiftyFirstTrialTextureKernTests.kerned(
      "ll\nll", 4, over: NSRange(location: firstKerned ? 0 : 3, length: 2))
    let style = NSMutableParagraphStyle()
    style.alignment = alignment
    string.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 5))
    let node = ASTextNode()
    node.attributedText = string
    return node
  }

  @Test func aSecondLineOfTheSameTextIsDrawnWithItsOwnKerns() throws {
    let node = twoLines()
    let canvas = try render(node)
    // Two characters of 11 points and 4 after each on the kerned line: 30 wide.
    #expect(node.frame.size == CGSize(width: 30, height: 48))
    let first = glyphStarts(in: canvas, rows: 84..<124)
    let second = glyphStarts(in: canvas, rows: 132..<172)
    try #require(first.count == 2 && second.count == 2)
    // The same first glyph; the second's "l" moves 4 points (8 device pixels) further right. Both
    // lines were drawn with the first line's kerns (none) before.
    #expect(abs(second[0] - first[0]) <= 1)
    #expect(abs(second[1] - first[1] - 8) <= 1)
  }

  @Test func aFirstLineKernedLeavesTheSecondOfTheSameTextUnkerned() throws {
    let canvas = try render(twoLines(firstKerned: true))
    let first = glyphStarts(in: canvas, rows: 84..<124)
    let second = glyphStarts(in: canvas, rows: 132..<172)
    try #require(first.count == 2 && second.count == 2)
    // The kerned line first: the second, unkerned, was drawn kerned as the first before.
    #expect(abs(first[1] - second[1] - 8) <= 1)
  }

  @Test func centredLinesOfTheSameTextArePlacedByTheirOwnWidths() throws {
    let node = twoLines(alignment: .center)
    let canvas = try render(node)
    let first = glyphStarts(in: canvas, rows: 84..<124)
    let second = glyphStarts(in: canvas, rows: 132..<172)
    try #require(first.count == 2 && second.count == 2)
    // The unkerned line is 22 of the node's 30 points: centred, it starts 4 points (8 device
    // pixels) right of the kerned one, which fills the node (both started at 4 before).
    #expect(abs(first[0] - second[0] - 8) <= 1)
    let label = try #require(node.view as? Label)
    let measurer = try #require(label.textMeasurer as? LineKernedTextMeasuring)
    #expect(measurer.kerns(of: "ll", startingAtWord: 0) == [0, 0])
    #expect(measurer.kerns(of: "ll", startingAtWord: 1) == [4, 4])
    #expect(measurer.measure("ll", startingAtWord: 1, size: 20).width == 30)
  }

  /// An editable text node of "llllll" at 20 points kerned 4 over `range`: its width, and how many
  /// device pixels each glyph is drawn further than in the same node unkerned.
  private func editableGlyphShifts(kernedOver range: NSRange) throws -> (width: CGFloat, shifts: [Int]) {
    let plain = ASEditableTextNode()
    plain.attributedText = NSAttributedString(
      string: "llllll", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    let before = glyphStarts(in: try render(plain), rows: 80..<128)
    let node = ASEditableTextNode()
    node.attributedText = FiftyFirstTrialTextureKernTests.kerned("llllll", 4, over: range)
    let after = glyphStarts(in: try render(node), rows: 80..<128)
    try #require(before.count == 6 && after.count == 6)
    return (node.frame.width, zip(after, before).map { $0 - $1 })
  }

  @Test func anEditableTextNodeDrawsItsTextKerned() throws {
    let (width, shifts) = try editableGlyphShifts(kernedOver: NSRange(location: 0, length: 6))
    // 66 points and 4 after each character: 90, measured so since the fifty-second trial.
    #expect(width == 90)
    // Each glyph 4 points (8 device pixels) further than the one before; the text views drew
    // every glyph unkerned before.
    for index in 0..<6 {
      #expect(abs(shifts[index] - 8 * index) <= 1)
    }
  }

  @Test func anEditableTextNodeDrawsKernsByRanges() throws {
    let (width, shifts) = try editableGlyphShifts(kernedOver: NSRange(location: 3, length: 3))
    #expect(width == 78)
    for (index, shift) in [0, 0, 0, 0, 8, 16].enumerated() {
      #expect(abs(shifts[index] - shift) <= 1)
    }
  }

  @Test func anEditableTextViewBreaksKernedWordsAsTheNodeMeasuresThem() {
    // "aaaa " kerned 3 at 10 points (8.5 a character), "bbbb" not (5.5): 64.5 points, two lines
    // in 62 ("aaaa" and "bbbb"), as the node measures; unkerned, the view held it on one (49.5).
    let node = ASEditableTextNode()
    node.attributedText = FiftyFirstTrialTextureKernTests.kerned(
      "aaaa bbbb", 3, over: NSRange(location: 0, length: 5), size: 10)
    #expect(node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 62, height: 100))).size.height == 24)
    let textView = node.textView
    #expect(textView.sizeThatFits(CGSize(width: 62, height: 100)).height == 24)
    #expect(textView.textMeasurer.kerns(of: "aaaa") == [3, 3, 3, 3])
    #expect(textView.textMeasurer.kerns(of: "bbbb") == [0, 0, 0, 0])
  }

  @Test func typedTextTakesTheTypingKern() {
    let window = UIWindow(size: CGSize(width: 300, height: 140), scale: 2, clock: ManualClock(frameRate: 60))
    let node = ASEditableTextNode()
    node.typingAttributes = [
      NSAttributedString.Key.font.rawValue: UIFont.systemFont(ofSize: 20),
      NSAttributedString.Key.kern.rawValue: 2,
    ]
    node.frame = CGRect(x: 0, y: 0, width: 280, height: 40)
    window.addSubnode(node)
    window.layoutIfNeeded()
    #expect(node.becomeFirstResponder())
    node.textView.insertText("ll")
    // The typed characters carry the kern: the view measures them 2 points wider each.
    #expect(node.attributedText?.string == "ll")
    #expect(node.textView.textMeasurer.kern == 2)
    #expect(node.textView.textMeasurer.measure("ll", size: 20).width == 26)
  }
}
