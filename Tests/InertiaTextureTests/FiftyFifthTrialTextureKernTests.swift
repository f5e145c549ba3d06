import Inertia
import InertiaTexture
import Testing

/// A leftover of the fifty-fourth Texture trial: an `ASEditableTextNode`'s text views broke a line
/// of a text kerned by ranges with the kerns of the first place its words stand in the text, so a
/// paragraph repeating an earlier one but kerned otherwise broke as the earlier one.
@MainActor
@Suite struct FiftyFifthTrialTextureKernTests {
  /// An editable text node of "aaaa bbbb" twice at 10 points, "aaaa " kerned 3 in the paragraph
  /// `kernedParagraph` (0 or 1) only.
  private func node(kernedParagraph: Int) -> ASEditableTextNode {
    let node = ASEditableTextNode()
    node.attributedText = FiftyFirstTrialTextureKernTests.kerned(
      "aaaa bbbb\naaaa bbbb", 3, over: NSRange(location: 10 * kernedParagraph, length: 5), size: 10)
    return node
  }

  @Test func aKernedSecondParagraphBreaksByItsOwnKerns() {
    // Unkerned, "aaaa bbbb" is 49.5 points and holds on one line of 62; kerned 3 over "aaaa " it
    // is 64.5 and breaks in two: three lines of 12 points, as the node measures them. The view
    // measured the second paragraph with the first's kerns (none) and held it on one line: 24.
    let node = node(kernedParagraph: 1)
    #expect(node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 62, height: 100))).size.height == 36)
    #expect(node.textView.sizeThatFits(CGSize(width: 62, height: 100)).height == 36)
  }

  @Test func anUnkernedSecondParagraphHoldsOnOneLine() {
    // The first paragraph kerned breaks; the second, unkerned, stays on one line (the view broke
    // it too, with the first's kerns: 48).
    let node = node(kernedParagraph: 0)
    #expect(node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 62, height: 100))).size.height == 36)
    #expect(node.textView.sizeThatFits(CGSize(width: 62, height: 100)).height == 36)
  }

  @Test func aLabelMeasuresItsWidestLineAtItsPlace() {
    // "ll ll" at 20 points broken in 30: the second "ll" kerned 4 is 30 wide (22 unkerned); the
    // label measured every line at the first place, 22.
    let label = Label()
    label.text = "ll ll"
    label.fontSize = 20
    label.numberOfLines = 0
    label.textMeasurer = LineKernedTextMeasuring(kern: 0, text: "ll ll", kerns: [0, 0, 0, 4, 4])
    #expect(label.lines(fittingWidth: 30) == ["ll", "ll"])
    #expect(label.textSize(fittingWidth: 30).width == 30)
  }
}
