import InertiaTexture
import Testing

/// transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:) measures again and
/// applies the new layout, moving the subnodes over 0.2 s when animated; and Texture's
/// `ASDimension(unit:value:)`.
@MainActor
@Suite struct ASDisplayNodeTransitionTests {
  final class SwitchingNode: ASDisplayNode {
    let box = ASDisplayNode()
    var expanded = false

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      box.style.preferredSize = CGSize(width: 40, height: 40)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let inset: CGFloat = expanded ? 100 : 0
      return ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: inset, left: inset, bottom: .infinity, right: .infinity), child: box)
    }
  }

  @Test func withoutAnimationTheNewLayoutAppliesAtOnceAfterTheCompletion() {
    let node = SwitchingNode()
    node.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    node.layoutIfNeeded()
    #expect(node.box.frame.origin == .zero)
    node.expanded = true
    var framesAtCompletion: [CGRect] = []
    node.transitionLayout(withAnimation: false, shouldMeasureAsync: true) {
      framesAtCompletion.append(node.box.frame)
    }
    #expect(framesAtCompletion == [CGRect(x: 0, y: 0, width: 40, height: 40)])
    #expect(node.box.frame == CGRect(x: 100, y: 100, width: 40, height: 40))
  }

  @Test func animatedTheSubnodesMoveOnTheWindowsClock() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
    let node = SwitchingNode()
    node.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    window.addSubview(node.view)
    node.layoutIfNeeded()
    node.expanded = true
    node.transitionLayout(withAnimation: true, shouldMeasureAsync: false)
    #expect(node.box.frame.origin == CGPoint(x: 100, y: 100))
    clock.advance(by: 0.1)
    let halfway = node.box.view.presentation.frame.origin
    #expect(halfway.x > 10 && halfway.x < 90 && halfway.x == halfway.y)
    clock.advance(by: 0.2)
    #expect(node.box.view.presentation.frame.origin == CGPoint(x: 100, y: 100))
  }

  @Test func aDimensionFromItsUnitAndValue() {
    #expect(ASDimension(unit: .fraction, value: 1) == .fraction(1))
    #expect(ASDimension(unit: .points, value: 12) == .points(12))
    #expect(ASDimension(unit: .auto, value: 5) == .auto)
  }
}
