import Foundation
import InertiaTexture
import Testing

/// The forty-fifth porting trial's Texture idioms: screens whose root node insets its content by
/// `safeAreaInsets` and asks to be laid out again when they change, children styled where a stack
/// lists them (`styled { … }`), `.notSet` stack alignment, the zero `ASSizeRange()`, Texture's
/// hit-test debug switch, and a navigation bar made white through the appearance proxy.
@MainActor
@Suite struct FortyFifthTrialTextureTests {
  typealias Phone = TexturePhone

  /// A screen as the KakaoTalk clone writes it: a 40-point header over a table that takes the
  /// rest, the two inset by the root node's safe area.
  final class Screen: ASDKViewController<ASDisplayNode> {
    let header = ASDisplayNode()
    let table = ASTableNode()

    init(relayout: Bool) {
      super.init(node: ASDisplayNode())
      header.style.height = ASDimensionMake(40)
      node.automaticallyManagesSubnodes = true
      node.automaticallyRelayoutOnSafeAreaChanges = relayout
      node.layoutSpecBlock = { [unowned self] node, _ in
        let stack = ASStackLayoutSpec.vertical()
        stack.alignItems = .stretch
        stack.children = [header, table.styled { $0.flexGrow = 1 }]
        return ASInsetLayoutSpec(insets: node.safeAreaInsets, child: stack)
      }
    }

    required init?(coder: NSCoder) { nil }
  }

  // MARK: Safe area

  @Test func aNodesSafeAreaIsZeroUntilItsViewLoadsThenTheViews() {
    let phone = Phone()
    phone.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    let node = ASDisplayNode()
    #expect(node.safeAreaInsets == .zero && !node.automaticallyRelayoutOnSafeAreaChanges)
    node.frame = phone.window.bounds
    phone.window.addSubview(node.view)
    phone.window.layoutIfNeeded()
    #expect(node.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    node.isLayerBacked = true
    #expect(node.safeAreaInsets == .zero)
  }

  @Test func aRootNodeThatAsksIsLaidOutAgainWhenTheSafeAreaChanges() {
    let phone = Phone()
    phone.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let screen = Screen(relayout: true)
    phone.show(screen)
    #expect(screen.header.frame == CGRect(x: 0, y: 20, width: 375, height: 40))
    #expect(screen.table.frame == CGRect(x: 0, y: 60, width: 375, height: 607))
    // A taller status bar: the view hears safeAreaInsetsDidChange, the node lays out again.
    phone.window.windowSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    phone.window.layoutIfNeeded()
    #expect(screen.header.frame == CGRect(x: 0, y: 44, width: 375, height: 40))
    #expect(screen.table.frame == CGRect(x: 0, y: 84, width: 375, height: 549))
  }

  @Test func aRootNodeThatDoesNotAskKeepsItsLayoutWhenOnlyTheSafeAreaChanges() {
    let phone = Phone()
    phone.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let screen = Screen(relayout: false)
    phone.show(screen)
    #expect(screen.header.frame.minY == 20)
    phone.window.windowSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    phone.window.layoutIfNeeded()
    // The view's size is the same, so Texture has no reason to measure the node again.
    #expect(screen.node.safeAreaInsets.top == 44)
    #expect(screen.header.frame.minY == 20 && screen.table.frame.height == 607)
  }

  @Test func anOverrideOfSafeAreaInsetsDidChangeIsCalledAndCanCallSuper() {
    final class Counting: ASDisplayNode {
      var calls = 0
      override func safeAreaInsetsDidChange() {
        calls += 1
        super.safeAreaInsetsDidChange()
      }
    }
    let phone = Phone()
    let node = Counting()
    node.frame = phone.window.bounds
    phone.window.addSubview(node.view)
    phone.window.layoutIfNeeded()
    let before = node.calls
    phone.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    phone.window.layoutIfNeeded()
    #expect(node.calls == before + 1)
  }

  @Test func insetsLayoutMarginsFromSafeAreaReachesTheView() {
    let node = ASDisplayNode()
    #expect(node.insetsLayoutMarginsFromSafeArea)
    node.insetsLayoutMarginsFromSafeArea = false
    #expect(!node.view.insetsLayoutMarginsFromSafeArea)
    node.insetsLayoutMarginsFromSafeArea = true
    #expect(node.view.insetsLayoutMarginsFromSafeArea)
  }

  // MARK: styled, notSet, ASSizeRange()

  @Test func styledChangesTheStyleAndReturnsTheSameElement() {
    let node = ASTextNode()
    let returned = node.styled {
      $0.flexGrow = 1
      $0.spacingBefore = 8
    }
    #expect(returned === node && node.style.flexGrow == 1 && node.style.spacingBefore == 8)
    let spec = ASRatioLayoutSpec(ratio: 0.5, child: ASDisplayNode())
    #expect(spec.styled { $0.width = ASDimensionMake(100) } === spec)
    #expect(spec.style.width == ASDimensionMake(100))
  }

  @Test func notSetPlacesChildrenAtTheStartWithoutStretchingThem() {
    func layout(_ alignment: ASStackLayoutAlignItems) -> [CGRect] {
      let small = ASDisplayNode()
      small.style.preferredSize = CGSize(width: 40, height: 20)
      let button = ASDisplayNode()
      button.style.height = ASDimensionMake(30)
      let stack = ASStackLayoutSpec(
        direction: .vertical, spacing: 10, justifyContent: .center, alignItems: alignment,
        children: [small, button.styled { $0.alignSelf = .stretch }])
      let size = CGSize(width: 200, height: 100)
      return stack.layoutThatFits(ASSizeRangeMake(size, size)).sublayouts.map(\.frame)
    }
    // Centred down the 100 points (20 + 10 + 30 = 60, 20 above); the stretched child takes the
    // width whatever the stack's alignment.
    let notSet = layout(.notSet)
    #expect(
      notSet == [CGRect(x: 0, y: 20, width: 40, height: 20), CGRect(x: 0, y: 50, width: 200, height: 30)])
    #expect(notSet == layout(.start))
    #expect(layout(.center)[0].minX == 80)
  }

  @Test func anEmptySizeRangeIsTheZeroRange() {
    let range = ASSizeRange()
    #expect(range.min == .zero && range.max == .zero)
    #expect(ASSizeRangeEqualToSizeRange(range, ASSizeRangeZero))
    #expect(!ASSizeRangeHasSignificantArea(range))
  }

  @Test func theHitTestDebugSwitchIsKeptAndChangesNoHitTesting() {
    let phone = Phone()
    let button = ASButtonNode()
    button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
    phone.window.addSubview(button.view)
    #expect(!ASControlNode.enableHitTestDebug)
    ASControlNode.enableHitTestDebug = true
    defer { ASControlNode.enableHitTestDebug = false }
    #expect(ASControlNode.enableHitTestDebug)
    let before = (button.view.subviews.count, button.subnodes.count)
    phone.clock.advance(by: 0.1)
    phone.window.layoutIfNeeded()
    // No overlay node is added over the button's tappable area.
    #expect(button.view.subviews.count == before.0 && button.subnodes.count == before.1)
  }
}

/// The forty-fifth trial's navigation bar idiom (ASStoryBook's storybook): a white bar without a
/// hairline, made through the appearance proxy with UIKit's position-taking background call.
@MainActor
@Suite struct FortyFifthTrialTextureBarTests {
  /// A one-pixel image of `color`, as the storybook draws one.
  func pixel(_ color: UIColor) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1))
    return renderer.image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
  }

  @Test func anyPositionIsTheMetricsOnlyCallAndTopAttachedIsDrawnToo() {
    let bar = UINavigationBar()
    let white = pixel(.white)
    bar.setBackgroundImage(white, for: .any, barMetrics: .default)
    #expect(bar.backgroundImage(for: .default) === white)
    #expect(bar.backgroundImage(for: .any, barMetrics: .default) === white)
    #expect(bar.standardAppearance.backgroundImage === white)
    let red = pixel(.red)
    bar.setBackgroundImage(red, for: .top, barMetrics: .default)
    // A navigation controller's bar is never at .top: kept, not drawn.
    #expect(bar.backgroundImage(for: .top, barMetrics: .default) === red)
    #expect(bar.standardAppearance.backgroundImage === white)
    bar.setBackgroundImage(red, for: .topAttached, barMetrics: .default)
    #expect(bar.standardAppearance.backgroundImage === red)
    #expect(bar.backgroundImage(for: .default) === white)
  }

  @Test func theProxysShadowAndBackgroundImagesReachNewBars() {
    let proxy = UINavigationBar.appearance()
    let white = pixel(.white)
    let empty = UIImage()
    proxy.shadowImage = empty
    proxy.setBackgroundImage(white, for: .any, barMetrics: .default)
    defer {
      proxy.shadowImage = nil
      proxy.setBackgroundImage(nil, for: .any, barMetrics: .default)
    }
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: ManualClock())
    window.rootViewController = navigation
    window.layoutIfNeeded()
    let bar = navigation.navigationBar
    #expect(bar.shadowImage === empty && bar.backgroundImage(for: .default) === white)
    #expect(bar.standardAppearance.backgroundImage === white)
    #expect(bar.standardAppearance.backgroundEffect == nil)
    // The bar's own setting wins over the proxy's.
    let own = UINavigationController(rootViewController: UIViewController())
    own.navigationBar.shadowImage = nil
    window.rootViewController = own
    window.layoutIfNeeded()
    #expect(own.navigationBar.shadowImage == nil)
    #expect(own.navigationBar.backgroundImage(for: .default) === white)
  }
}

/// The KakaoTalk clone's tabs: navigation controllers whose bars are hidden through the bar itself.
@MainActor
@Suite struct FortyFifthTrialTextureTabTests {
  @Test func hidingTheBarItselfHidesItForItsNavigationController() {
    let phone = TexturePhone()
    phone.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    navigation.navigationBar.isHidden = true
    #expect(navigation.isNavigationBarHidden)
    let tabs = UITabBarController()
    tabs.tabBar.isTranslucent = false
    tabs.setViewControllers([navigation, UIViewController()], animated: false)
    phone.show(tabs)
    // Only the status bar above; the opaque tab bar ends the content at 618.
    #expect(content.view.safeAreaInsets.top == 20)
    #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
    #expect(navigation.navigationBar.isHidden)
    navigation.navigationBar.isHidden = false
    phone.window.layoutIfNeeded()
    #expect(!navigation.isNavigationBarHidden && content.view.safeAreaInsets.top == 64)
  }
}

/// The storybook's lists: titled sections whose header labels the delegate recolours.
@MainActor
@Suite struct FortyFifthTrialTextureHeaderTests {
  final class Titled: NSObject, ASTableDataSource, ASTableDelegate {
    var shown: [Int] = []
    func numberOfSections(in tableNode: ASTableNode) -> Int { 3 }
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      {
        let cell = ASCellNode()
        cell.style.preferredSize = CGSize(width: 375, height: 400)
        return cell
      }
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      "Group \(section)"
    }
    // Declared with the data source's methods, as ASStoryBook's main list does.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
      shown.append(section)
      (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .red
    }
  }

  @Test func aHeaderAboutToShowIsHandedToTheNodesDelegateWithItsTitle() {
    let phone = TexturePhone()
    let table = ASTableNode()
    let source = Titled()
    table.dataSource = source
    table.delegate = source
    phone.host(table)
    phone.clock.advance(by: 0.1)
    phone.window.layoutIfNeeded()
    // Sections of 28 + 400.5 points: the first two headers are on the 667-point screen.
    #expect(source.shown == [0, 1])
    let headers = table.view.subviews.compactMap { $0 as? UITableViewHeaderFooterView }
    #expect(headers.map { $0.textLabel?.text } == ["Group 0", "Group 1"])
    #expect(headers.allSatisfy { $0.textLabel?.textColor == .red })
    table.view.contentOffset = CGPoint(x: 0, y: 600)
    phone.window.layoutIfNeeded()
    #expect(source.shown == [0, 1, 2])
  }
}
