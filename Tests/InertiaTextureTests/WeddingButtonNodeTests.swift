import InertiaTexture
import Testing

/// The wedding program's button node (its ASDisplayButtonNode) wraps an `ASButtonNode` and
/// overrides `hitTestSlop` to hand out its button's: the wrapper's touch area is what the
/// override answers.
@MainActor
@Suite struct WeddingButtonNodeTests {
  final class WrappedButtonNode: ASDisplayNode {
    let buttonNode = ASButtonNode()

    override var hitTestSlop: UIEdgeInsets {
      get { buttonNode.hitTestSlop }
      set { buttonNode.hitTestSlop = newValue }
    }
  }

  @Test func theWrappersSlopIsItsButtonsSlop() {
    let node = WrappedButtonNode()
    node.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    #expect(!node.point(inside: CGPoint(x: 50, y: 50), with: nil))
    node.hitTestSlop = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
    #expect(node.buttonNode.hitTestSlop.bottom == -10)
    #expect(node.point(inside: CGPoint(x: 50, y: 50), with: nil))
    #expect(!node.point(inside: CGPoint(x: 50, y: 55), with: nil))
  }
}
