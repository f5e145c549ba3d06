import Inertia
import InertiaTexture
import Testing

/// The forty-sixth trial's node views: a node made with a view block whose view comes framed and
/// coloured (texture_demo's footer, a UIKit cell given to `ASDisplayNode { … }`), a scroll node
/// given its content size by hand (its paging carousel), and the tab bar settings the Starbucks
/// clone makes.
@MainActor
@Suite struct FortySixthTrialTextureViewTests {
  @Test func aViewBlocksFrameAndColourStayWhenTheNodesWereNeverSet() {
    let footer = UIView(frame: CGRect(x: 360, y: 20, width: 2000, height: 210))
    footer.backgroundColor = .purple
    let node = ASDisplayNode { footer }
    let parent = ASDisplayNode()
    parent.addSubnode(node)
    _ = parent.view
    // Texture applies only the properties set on the node before its view loaded.
    #expect(footer.frame == CGRect(x: 360, y: 20, width: 2000, height: 210))
    #expect(footer.backgroundColor == .purple)
    #expect(node.frame == footer.frame && node.backgroundColor == .purple)
    #expect(footer.superview === parent.view)
  }

  @Test func aFrameAndColourSetOnTheNodeBeforeItLoadsWin() {
    let made = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    made.backgroundColor = .red
    let node = ASDisplayNode { made }
    node.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    node.backgroundColor = .green
    _ = node.view
    #expect(made.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(made.backgroundColor == .green)
    // A plain node's own view takes the node's values as before.
    let plain = ASDisplayNode()
    plain.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(plain.view.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && plain.view.backgroundColor == nil)
  }

  @Test func aScrollNodeScrollsAlongTheContentSizeSetByHand() {
    let phone = TexturePhone()
    let scroll = ASScrollNode()
    scroll.frame = CGRect(x: 16, y: 200, width: 331, height: 250)
    scroll.view.contentSize = CGSize(width: 332, height: 210)
    phone.window.addSubview(scroll.view)
    phone.window.layoutIfNeeded()
    #expect(scroll.scrollableDirections.isEmpty)
    // No scrollable direction: the directions size managed content only, as Texture's; the view
    // moves where its content is wider than it (by 1, then the rubber band).
    phone.gestures.drag(
      from: CGPoint(x: 300, y: 325), to: CGPoint(x: 150, y: 325), duration: 0.5, release: .hold)
    #expect(scroll.view.contentOffset.x > 40 && scroll.view.contentOffset.y == 0)
    phone.gestures.drag(from: CGPoint(x: 150, y: 325), to: CGPoint(x: 150, y: 325), duration: 0.05)
    phone.clock.advance(by: 2)
    // Back at the end of the content: one point along.
    #expect(scroll.view.contentOffset == CGPoint(x: 1, y: 0))
    // Content no larger than the node does not move.
    scroll.view.contentSize = CGSize(width: 331, height: 250)
    scroll.view.contentOffset = .zero
    phone.gestures.drag(
      from: CGPoint(x: 300, y: 325), to: CGPoint(x: 150, y: 325), duration: 0.5, release: .hold)
    #expect(scroll.view.contentOffset == .zero)
  }

  @Test func anInertiaScrollNodeStillScrollsOnlyAlongItsDirections() {
    let node = ScrollNode()
    #expect(node.limitsScrollingToScrollableDirections)
    node.scrollableDirections = .vertical
    node.scrollableDirections = []
    #expect(!node.panGestureRecognizer.isEnabled)
    node.limitsScrollingToScrollableDirections = false
    #expect(node.panGestureRecognizer.isEnabled)
  }

  @Test func aTabBarsStyleAndItemIdentifiersAreKept() {
    let bar = UITabBar(frame: .zero)
    #expect(bar.barStyle == .default)
    bar.barStyle = .black
    #expect(bar.barStyle == .black)
    let item = UITabBarItem(title: nil, image: nil, selectedImage: nil)
    #expect(item.accessibilityIdentifier == nil)
    item.accessibilityIdentifier = "payIcon"
    #expect(item.accessibilityIdentifier == "payIcon")
    let button = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    button.accessibilityIdentifier = "edit"
    #expect(button.accessibilityIdentifier == "edit")
  }
}
