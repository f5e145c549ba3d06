import InertiaTexture
import Testing

/// A node's `anchorPoint`, `transform` and `zPosition`, kept before its view loads and given to
/// the view's layer (Texture's pending view state), so a node turns about a hinge as a view does.
@MainActor
@Suite struct ASDisplayNodeAnchorPointTests {
  @Test func aNodeTurnsAboutItsAnchorPointSetBeforeItsViewLoads() {
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: ManualClock())
    let node = ASDisplayNode()
    node.anchorPoint = CGPoint(x: 0, y: 0.5)
    node.zPosition = 3
    #expect(!node.isNodeLoaded)
    node.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)  // ignored
    window.addSubnode(node)
    #expect(node.view.layer.anchorPoint == CGPoint(x: 0, y: 0.5))
    #expect(node.view.layer.zPosition == 3)
    // A 100 x 40 bar whose hinge (its left edge's middle) sits at (50, 120): turned a quarter,
    // it hangs below the hinge.
    node.frame = CGRect(x: 50, y: 100, width: 100, height: 40)
    #expect(node.view.center == CGPoint(x: 50, y: 120))
    node.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let end = node.view.convert(CGPoint(x: 100, y: 20), to: window)
    #expect(abs(end.x - 50) < 0.5 && abs(end.y - 220) < 0.5)
    #expect(node.anchorPoint == CGPoint(x: 0, y: 0.5))
  }
}
