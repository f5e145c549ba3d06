import InertiaTexture
import Testing

/// ASTextNode's maximumNumberOfLines / truncationMode / truncationAttributedText: measured and
/// shown truncated (Inertia's metrics: 0.55 em per character, lines 1.2 em).
@MainActor
@Suite struct ASTextNodeTruncationTests {
  private func textNode(_ string: String, size: CGFloat, lines: UInt = 0) -> ASTextNode {
    let node = ASTextNode()
    node.attributedText = NSAttributedString(
      string: string, attributes: [.font: UIFont.boldSystemFont(ofSize: size), .foregroundColor: UIColor.red])
    node.maximumNumberOfLines = lines
    return node
  }

  /// Lays `node` out at the size it measures within `width`, and returns the label showing it.
  private func layOut(_ node: ASTextNode, width: CGFloat, height: CGFloat = .infinity) throws -> UILabel {
    let layout = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: width, height: height)))
    node.frame = CGRect(origin: .zero, size: layout.size)
    node.layoutIfNeeded()
    return try #require(node.view as? UILabel)
  }

  @Test func oneLineIsMeasuredAndShownWithATailEllipsis() throws {
    let node = textNode("This is a long long subtitle, with a long long appended string.", size: 14, lines: 1)
    node.truncationMode = .byTruncatingTail
    let label = try layOut(node, width: 200)
    // 7.7 pt a character: 25 fit in 200 pt; the 25th becomes the ellipsis. One 16.8 pt line,
    // rounded up to the pixel grid as Texture rounds text sizes.
    #expect(node.frame.size == CGSize(width: 192.5, height: 17))
    #expect(label.text == "This is a long long subt…")
    #expect(label.textColor == .red && label.fontSize == 14)
    #expect(node.isTruncated && node.lineCount == 1)
  }

  @Test func twoLinesEndInTheTruncationText() throws {
    let node = textNode("family fall hikes on a sunny day", size: 16, lines: 2)
    node.truncationAttributedText = NSAttributedString(string: "...")
    let label = try layOut(node, width: 100)
    // 8.8 pt a character: 11 a line (96.8 pt), broken after words (the space at the break
    // hangs), the third line left out and the second cut by characters; two 19.2 pt lines.
    #expect(node.frame.size == CGSize(width: 97, height: 38.5))
    #expect(label.text == "family fall\nhikes on...")
    #expect(node.isTruncated && node.lineCount == 2)
  }

  @Test func textThatFitsIsNotTruncated() throws {
    let node = textNode("family fall hikes", size: 16, lines: 2)
    let label = try layOut(node, width: 100)
    #expect(label.text == "family fall\nhikes")
    #expect(!node.isTruncated && node.lineCount == 2)
    #expect(node.frame.size == CGSize(width: 97, height: 38.5))
  }

  @Test func aShortHeightKeepsOnlyTheLinesThatFit() {
    let node = textNode("family fall hikes on a sunny day", size: 16)
    let layout = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 100, height: 30)))
    // One 19.2 pt line fits in 30 pt.
    #expect(layout.size.height == 19.5)
  }

  @Test func headMiddleAndClippingModesPlaceTheTokenOrCut() throws {
    let alphabet = "abcdefghijklmnopqrstuvwxyz"
    let expected: [(NSLineBreakMode, String)] = [
      (.byTruncatingHead, "…rstuvwxyz"), (.byTruncatingMiddle, "abcde…wxyz"), (.byClipping, "abcdefghij"),
      (.byWordWrapping, "abcdefghi…"),
    ]
    for (mode, shown) in expected {
      let node = textNode(alphabet, size: 20, lines: 1)
      node.truncationMode = mode
      // 11 pt a character: 10 fit in 110 pt.
      let label = try layOut(node, width: 110)
      #expect(label.text == shown, "\(mode)")
    }
  }

  @Test func truncationSpansParagraphs() throws {
    let node = textNode("first\nsecond paragraph", size: 20, lines: 1)
    node.truncationMode = .byTruncatingHead
    // 10 characters in 110 pt: the head token, then the text's last 9.
    let label = try layOut(node, width: 110)
    #expect(label.text == "…paragraph")
  }

  @Test func withoutALimitTheTextWrapsOverAsManyLinesAsItNeeds() {
    let node = textNode("family fall hikes on a sunny day", size: 16)
    let layout = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 100, height: 1000)))
    // Three 19.2 pt lines.
    #expect(layout.size.height == 58)
  }

  @Test func hugeAndNonFiniteSizesDoNotTrap() {
    let node = textNode("abc", size: 10, lines: 3)
    #expect(
      node.calculateSizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .nan)).width > 0)
    // Texture's text node never measures larger than offered (it takes the smaller size).
    #expect(node.calculateSizeThatFits(CGSize(width: -5, height: 0)) == .zero)
  }
}
