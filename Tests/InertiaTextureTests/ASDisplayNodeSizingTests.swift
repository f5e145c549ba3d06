import InertiaTexture
import Testing

/// `calculateSizeThatFits(_:)` overrides on ASDisplayNode subclasses measure the node whenever it
/// has no spec: given the range's max, clamped into the range, as Texture's.
@MainActor
@Suite struct ASDisplayNodeSizingTests {
  final class BadgeNode: ASDisplayNode {
    var asked: [CGSize] = []
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
      asked.append(constrainedSize)
      return CGSize(width: min(constrainedSize.width, 80), height: 30)
    }
  }

  /// A chat bubble's text: at most 210 wide and never narrower than 15, as public chat apps write it.
  final class MessageTextNode: ASTextNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
      let size = super.calculateSizeThatFits(CGSize(width: 210, height: CGFloat.greatestFiniteMagnitude))
      return CGSize(width: max(size.width, 15), height: size.height)
    }
  }

  @Test func theOverrideGetsTheRangesMaxAndItsAnswerIsClamped() {
    let badge = BadgeNode()
    let narrow = badge.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 60, height: 100)))
    #expect(narrow.size == CGSize(width: 60, height: 30))
    let wide = badge.layoutThatFits(
      ASSizeRangeMake(CGSize(width: 0, height: 40), CGSize(width: 300, height: 100)))
    // 30 is below the range's min height of 40.
    #expect(wide.size == CGSize(width: 80, height: 40))
    #expect(badge.asked == [CGSize(width: 60, height: 100), CGSize(width: 300, height: 100)])
  }

  @Test func aStackPlacesTheMeasuredNode() {
    let badge = BadgeNode()
    let other = BadgeNode()
    let host = ASDisplayNode()
    host.automaticallyManagesSubnodes = true
    host.layoutSpecBlock = { _, _ in
      ASStackLayoutSpec(
        direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start,
        children: [badge, other])
    }
    host.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
    host.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
    #expect(other.frame == CGRect(x: 90, y: 0, width: 80, height: 30))
  }

  @Test func aTextSubclassCallingSuperMeasuresItsOwnWidth() {
    let node = MessageTextNode()
    node.attributedText = NSAttributedString(string: "H", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    // "H" is 9.35 wide: the override's 15 wins; the 20.4 pt line is rounded up to the pixel grid.
    let short = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 375, height: 500)))
    #expect(short.size == CGSize(width: 15, height: 20.5))
    node.attributedText = NSAttributedString(
      string: String(repeating: "a", count: 50), attributes: [.font: UIFont.systemFont(ofSize: 10)])
    // 5.5 a character: 38 in 210, so two lines, whatever the 375 offered.
    let long = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 375, height: 500)))
    #expect(long.size == CGSize(width: 209, height: 24))
  }

  @Test func theDefaultTakesAFiniteSizeOfferedElseZero() {
    let node = ASDisplayNode()
    #expect(node.calculateSizeThatFits(CGSize(width: 50, height: 60)) == CGSize(width: 50, height: 60))
    #expect(node.calculateSizeThatFits(CGSize(width: 50, height: CGFloat.infinity)) == .zero)
    let layout = node.layoutThatFits(
      ASSizeRangeMake(CGSize(width: 10, height: 10), CGSize(width: 50, height: CGFloat.infinity)))
    #expect(layout.size == CGSize(width: 10, height: 10))
  }

  /// Two boxes side by side or stacked, as a cell that changes its arrangement.
  final class ArrangementNode: ASDisplayNode {
    let first = ASDisplayNode()
    let second = ASDisplayNode()
    var vertical = false

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      first.style.preferredSize = CGSize(width: 30, height: 30)
      second.style.preferredSize = CGSize(width: 30, height: 30)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: vertical ? .vertical : .horizontal, spacing: 10, justifyContent: .start,
        alignItems: .start, children: [first, second])
    }
  }

  @Test func theViewsLayoutPassLaysTheNodeOutAgainAfterSetNeedsLayout() {
    let window = UIWindow(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock(frameRate: 60))
    let node = ArrangementNode()
    node.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    window.addSubview(node.view)
    window.layoutIfNeeded()
    #expect(node.second.frame == CGRect(x: 40, y: 0, width: 30, height: 30))
    node.vertical = true
    node.setNeedsLayout()
    #expect(node.second.frame.minX == 40)
    window.layoutIfNeeded()
    #expect(node.second.frame == CGRect(x: 0, y: 40, width: 30, height: 30))
    // Resized from outside through its view, the node takes the view's frame.
    node.view.frame = CGRect(x: 0, y: 0, width: 150, height: 150)
    window.layoutIfNeeded()
    #expect(node.frame.size == CGSize(width: 150, height: 150) && node.calculatedSize.width == 150)
  }
}
