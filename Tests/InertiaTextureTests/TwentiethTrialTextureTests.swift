import Foundation
import InertiaTexture
import Testing

/// The Texture APIs the twentieth porting trial's programs used: a collection node subclass made
/// through Texture's designated initializer, the list nodes' scroll indicators, a wrapping stack's
/// line spacing, and a node answering whether its view can become the first responder.
@MainActor
@Suite struct TwentiethTrialTextureTests {
  /// A fixed-size node.
  final class Box: ASDisplayNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
      CGSize(width: 100, height: 40)
    }
  }

  /// A horizontal strip made as KGram's nodes make theirs.
  final class Strip: ASCollectionNode {
    init() {
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .horizontal
      super.init(
        frame: CGRect(x: 0, y: 0, width: 320, height: 90), collectionViewLayout: layout,
        layoutFacilitator: nil)
      showsHorizontalScrollIndicator = false
    }
  }

  @Test func aSubclassMadeThroughTheDesignatedInitializerKeepsItsFrameAndLayout() {
    let strip = Strip()
    #expect(strip.frame == CGRect(x: 0, y: 0, width: 320, height: 90))
    #expect((strip.view.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal)
    #expect(!strip.showsHorizontalScrollIndicator && !strip.view.showsHorizontalScrollIndicator)
    #expect(strip.showsVerticalScrollIndicator)
    let table = ASTableNode(style: .plain)
    table.showsVerticalScrollIndicator = false
    #expect(!table.view.showsVerticalScrollIndicator)
  }

  @Test func aWrappingStacksLinesAreLineSpacingApart() {
    let boxes = (0..<3).map { _ in Box() }
    let host = ASDisplayNode()
    host.automaticallyManagesSubnodes = true
    host.layoutSpecBlock = { _, _ in
      ASStackLayoutSpec(
        direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start, flexWrap: .wrap,
        alignContent: .start, lineSpacing: 16, children: boxes)
    }
    host.frame = CGRect(x: 0, y: 0, width: 250, height: 200)
    host.layoutIfNeeded()
    #expect(boxes.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 110, y: 0), CGPoint(x: 0, y: 56)])
  }

  final class Focusable: ASDisplayNode {
    override func canBecomeFirstResponder() -> Bool { true }
  }

  @Test func theNodeDecidesWhetherItsViewBecomesTheFirstResponder() {
    let window = UIWindow(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock())
    let plain = ASDisplayNode()
    let focusable = Focusable()
    window.addSubview(plain.view)
    window.addSubview(focusable.view)
    #expect(!plain.view.becomeFirstResponder() && !plain.isFirstResponder())
    #expect(focusable.view.canBecomeFirstResponder)
    #expect(focusable.becomeFirstResponder() && focusable.isFirstResponder())
    #expect(focusable.resignFirstResponder() && !focusable.isFirstResponder())
  }
}
