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

  /// A node laid out at 300 x 300 in a window on a 60 Hz manual clock; the test keeps the host
  /// (and so the window whose clock runs the animations) until it ends.
  @MainActor struct Host<Node: ASDisplayNode> {
    let node: Node
    let clock: ManualClock
    let window: UIWindow

    init(_ node: Node) {
      self.node = node
      clock = ManualClock(frameRate: 60)
      window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
      node.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
      window.addSubview(node.view)
      node.layoutIfNeeded()
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
    let host = Host(SwitchingNode())
    let (node, clock) = (host.node, host.clock)
    node.expanded = true
    node.transitionLayout(withAnimation: true, shouldMeasureAsync: false)
    #expect(node.box.frame.origin == CGPoint(x: 100, y: 100))
    clock.advance(by: 0.1)
    let halfway = node.box.view.presentation.frame.origin
    #expect(halfway.x > 10 && halfway.x < 90 && halfway.x == halfway.y)
    clock.advance(by: 0.2)
    #expect(node.box.view.presentation.frame.origin == CGPoint(x: 100, y: 100))
    withExtendedLifetime(host) {}
  }

  /// Shows `first` or `second` under a fixed header, as a node whose content switches.
  final class SwappingNode: ASDisplayNode {
    let header = ASDisplayNode()
    let first = ASDisplayNode()
    let second = ASDisplayNode()
    var showsSecond = false
    var completions: [(inserted: Int, removed: Int)] = []

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      header.style.preferredSize = CGSize(width: 100, height: 20)
      first.style.preferredSize = CGSize(width: 100, height: 50)
      second.style.preferredSize = CGSize(width: 100, height: 80)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .start,
        children: [header, showsSecond ? second : first])
    }

    override func didCompleteLayoutTransition(_ context: ASContextTransitioning) {
      completions.append((context.insertedSubnodes().count, context.removedSubnodes().count))
      super.didCompleteLayoutTransition(context)
    }
  }

  @Test func theDefaultTransitionFadesTheNewSubnodeInAndTheOldOneOutThenRemovesIt() {
    let host = Host(SwappingNode())
    let (node, clock) = (host.node, host.clock)
    #expect(node.subnodes.map { $0 === node.first } == [false, true])
    node.showsSecond = true
    node.transitionLayout(withAnimation: true, shouldMeasureAsync: false)
    // Both are subnodes while the transition runs; the new one sits at its final frame, clear.
    #expect(node.subnodes.count == 3)
    #expect(node.second.frame == CGRect(x: 0, y: 30, width: 100, height: 80))
    clock.advance(by: 0.1)
    let fadingIn = node.second.view.presentation.alpha
    let fadingOut = node.first.view.presentation.alpha
    #expect(fadingIn > 0.05 && fadingIn < 0.95 && abs(fadingIn + fadingOut - 1) < 0.01)
    #expect(node.completions.isEmpty)
    clock.advance(by: 0.2)
    #expect(node.completions.map(\.inserted) == [1] && node.completions.map(\.removed) == [1])
    #expect(node.subnodes.count == 2 && node.first.supernode == nil)
    #expect(node.first.alpha == 1 && node.second.alpha == 1)
    withExtendedLifetime(host) {}
  }

  /// Animates its child with its own curve, as Texture's examples override the transition.
  final class CustomTransitionNode: ASDisplayNode {
    let box = ASDisplayNode()
    var right = false
    var frames: [(initial: CGRect, final: CGRect)] = []
    var completed = 0

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      box.style.preferredSize = CGSize(width: 50, height: 50)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: right ? .end : .start, alignItems: .start,
        children: [box])
    }

    override func animateLayoutTransition(_ context: ASContextTransitioning) {
      frames.append((context.initialFrame(for: box), context.finalFrame(for: box)))
      box.frame = context.initialFrame(for: box)
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
        animations: { self.box.frame = context.finalFrame(for: self.box) },
        completion: { context.completeTransition($0) })
    }

    override func didCompleteLayoutTransition(_ context: ASContextTransitioning) {
      completed += 1
      super.didCompleteLayoutTransition(context)
    }
  }

  @Test func anOverriddenTransitionGetsBothFramesAndCompletesWhenItsAnimationEnds() {
    let host = Host(CustomTransitionNode())
    let (node, clock) = (host.node, host.clock)
    node.right = true
    node.transitionLayout(withAnimation: true, shouldMeasureAsync: false)
    #expect(node.frames.count == 1)
    #expect(node.frames.first?.initial == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(node.frames.first?.final == CGRect(x: 250, y: 0, width: 50, height: 50))
    clock.advance(by: 0.25)
    #expect(node.completed == 0)
    #expect(node.box.view.presentation.frame.minX > 100 && node.box.view.presentation.frame.minX < 250)
    clock.advance(by: 0.3)
    #expect(node.completed == 1 && node.box.frame.minX == 250)
    // A layout pass at the same size keeps the transition's result.
    node.layoutIfNeeded()
    #expect(node.box.frame.minX == 250)
    withExtendedLifetime(host) {}
  }

  @Test func aTransitionThatReplacesAnotherIgnoresTheOlderCompletionAndABadRangeIsIgnored() {
    let host = Host(CustomTransitionNode())
    let (node, clock) = (host.node, host.clock)
    node.right = true
    node.transitionLayout(withAnimation: true, shouldMeasureAsync: false)
    clock.advance(by: 0.1)
    node.right = false
    node.transitionLayout(withAnimation: true, shouldMeasureAsync: false)
    clock.advance(by: 1)
    #expect(node.completed == 1 && node.box.frame.minX == 0)
    node.transitionLayout(
      with: ASSizeRangeMake(.zero, .zero), animated: false, shouldMeasureAsync: false)
    #expect(node.frames.count == 2 && node.completed == 1)
    withExtendedLifetime(host) {}
  }

  @Test func aDimensionFromItsUnitAndValue() {
    #expect(ASDimension(unit: .fraction, value: 1) == .fraction(1))
    #expect(ASDimension(unit: .points, value: 12) == .points(12))
    #expect(ASDimension(unit: .auto, value: 5) == .auto)
  }
}
