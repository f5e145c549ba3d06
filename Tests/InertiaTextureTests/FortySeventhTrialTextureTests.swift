import InertiaTexture
import Testing

/// The forty-seventh trial's safe areas: a scroll view given a new frame works out its adjusted
/// inset from where the whole frame puts it, not from the half-set frame in between (the
/// Starbucks clone's Pay page, resized from 667 to 618 points above an opaque tab bar, rested at
/// -44 under its bar where iOS gives -64).
@MainActor
@Suite struct FortySeventhTrialTextureTests {
  /// A page of `ASDKViewController<ASScrollNode>` with one box, as the Starbucks clone's Pay page.
  final class Page: ASDKViewController<ASScrollNode> {
    override init() {
      super.init(node: ASScrollNode())
      node.automaticallyManagesSubnodes = true
      node.automaticallyRelayoutOnSafeAreaChanges = true
      let box = ASDisplayNode()
      box.style.preferredSize = CGSize(width: 100, height: 100)
      node.layoutSpecBlock = { _, _ in
        ASStackLayoutSpec(
          direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .center, children: [box])
      }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @Test func aScrollViewGivenAShorterFrameKeepsItsWholeSafeArea() {
    let (_, window, _) = textureTrialHost(UIViewController())
    let scroll = UIScrollView(frame: window.bounds)
    scroll.contentInsetAdjustmentBehavior = .always
    window.addSubview(scroll)
    #expect(scroll.adjustedContentInset.top == 20)
    // The setter gives the size first: about the old centre the view would be 24.5 down, its
    // top outside the 20-point status bar; the whole frame puts it back at the top.
    scroll.frame = CGRect(x: 0, y: 0, width: 375, height: 618)
    #expect(scroll.safeAreaInsets.top == 20)
    #expect(scroll.adjustedContentInset.top == 20)
    #expect(scroll.contentOffset.y == -20)
  }

  @Test func aPageLoadedBeforeItsTabIsResizedAboveAnOpaqueTabBarRestsUnderItsBar() {
    let page = Page()
    page.view.backgroundColor = .white  // loads the view at the screen's size, as the clone's root does
    let tabs = UITabBarController()
    tabs.tabBar.isTranslucent = false
    tabs.setViewControllers(
      [
        UINavigationController(rootViewController: UIViewController()),
        UINavigationController(rootViewController: page),
      ],
      animated: false)
    let outer = ASNavigationController(rootViewController: tabs)
    outer.navigationBar.isHidden = true
    let (clock, window, gestures) = textureTrialHost(outer)
    gestures.tap(at: CGPoint(x: 281, y: 642))
    clock.advance(by: 0.5)
    window.layoutIfNeeded()
    let scroll = page.node.view
    #expect(tabs.selectedIndex == 1)
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
    #expect(scroll.safeAreaInsets.top == 64)
    #expect(scroll.adjustedContentInset.top == 64)
    #expect(scroll.contentOffset.y == -64)
  }

  @Test func anImagesAlignmentInsetsAreKeptOnACopy() {
    // Jieun's Kakao tabs give their item images insets to move them down in the bar.
    let image = UIImage(size: CGSize(width: 24, height: 24), scale: 2, drawing: [])
    let moved = image.withAlignmentRectInsets(UIEdgeInsets(top: 9, left: 0, bottom: -8.5, right: 0))
    #expect(image.alignmentRectInsets == .zero)
    #expect(moved.alignmentRectInsets == UIEdgeInsets(top: 9, left: 0, bottom: -8.5, right: 0))
    #expect(moved.size == CGSize(width: 24, height: 24) && moved !== image)
    #expect(moved.withRenderingMode(.alwaysOriginal).alignmentRectInsets.top == 9)
  }
}
