import InertiaTexture
import Testing

/// ASDKViewController hosting a node: the node's view is the controller's view, and the node is
/// laid out at the view's size on every layout pass that changes it.
@MainActor
@Suite struct ASDKViewControllerTests {
  /// A controller written as Texture's Swift examples write them.
  final class TileController: ASDKViewController<ASDisplayNode> {
    let tile = ASDisplayNode()
    var ranges: [CGSize] = []

    override init() {
      super.init(node: ASDisplayNode())
      node.automaticallyManagesSubnodes = true
      node.layoutSpecBlock = { [weak self] _, constrainedSize in
        guard let self else { return ASLayoutSpec() }
        self.ranges.append(constrainedSize.max)
        self.tile.style.preferredSize = CGSize(width: constrainedSize.max.width / 4, height: 50)
        // The node is laid out at exactly the view's size: a stack lets the tile keep its own.
        let column = ASStackLayoutSpec.vertical()
        column.alignItems = .start
        column.children = [self.tile]
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0), child: column)
      }
    }

    required init?(coder aDecoder: NSCoder) { fatalError("no archives") }
  }

  private func host(_ controller: UIViewController, size: CGSize) -> UIWindow {
    let window = UIWindow(size: size, scale: 1, clock: ManualClock())
    window.rootViewController = controller
    window.layoutIfNeeded()
    return window
  }

  @Test func theNodesViewIsTheControllersViewAndFillsTheWindow() {
    let controller = TileController()
    let window = host(controller, size: CGSize(width: 400, height: 800))
    #expect(controller.view === controller.node.view)
    #expect(controller.node.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
    #expect(controller.tile.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(controller.tile.view.superview === controller.node.view)
    #expect(controller.ranges == [CGSize(width: 400, height: 800)])
    _ = window
  }

  @Test func aResizedWindowLaysTheNodeOutAgainWithTheNewSize() {
    let controller = TileController()
    let window = host(controller, size: CGSize(width: 400, height: 800))
    window.frame = CGRect(x: 0, y: 0, width: 800, height: 400)
    window.layoutIfNeeded()
    #expect(controller.node.frame.size == CGSize(width: 800, height: 400))
    #expect(controller.tile.frame == CGRect(x: 10, y: 20, width: 200, height: 50))
    #expect(controller.ranges == [CGSize(width: 400, height: 800), CGSize(width: 800, height: 400)])
  }

  @Test func texture3sNavigationControllerHostsTheNodeUnderItsBar() throws {
    let controller = TileController()
    let navigation = ASDKNavigationController(rootViewController: controller)
    navigation.navigationBar.topItem?.title = "InstaClone"
    let window = host(navigation, size: CGSize(width: 400, height: 800))
    #expect(navigation.topViewController === controller && controller.title == nil)
    #expect(navigation.navigationBar.topItem?.title == "InstaClone")
    // The node fills the controller's view, which fills the window under the bar.
    #expect(controller.node.frame.size == CGSize(width: 400, height: 800))
    #expect(controller.view.safeAreaInsets.top >= navigation.navigationBar.frame.maxY - 1e-9)
    let tabs = ASDKTabBarController()
    tabs.viewControllers = [ASTabBarController()]
    #expect(tabs.viewControllers?.count == 1)
    _ = window
  }

  @Test func aControllerWithoutANodeHasAPlainView() {
    let controller = ASDKViewController<ASDisplayNode>()
    #expect(controller.node == nil)
    let window = host(controller, size: CGSize(width: 200, height: 100))
    #expect(controller.view.frame.size == CGSize(width: 200, height: 100))
    _ = window
  }

  @Test func texture2sNameTakesItsInitWithoutOverrideAndTexture3sWithIt() {
    // Texture 2's ASViewController: init() is not designated, so a subclass's init() has no
    // `override`; Texture 3's ASDKViewController made it designated, so one there has it.
    final class Legacy: ASViewController<ASDisplayNode> {
      init() { super.init(node: ASDisplayNode()) }
      required init?(coder aDecoder: NSCoder) { fatalError("no archives") }
    }
    final class Current: ASDKViewController<ASDisplayNode> {
      override init() { super.init(node: ASDisplayNode()) }
      required init?(coder aDecoder: NSCoder) { fatalError("no archives") }
    }
    let legacy = Legacy()
    legacy.node.backgroundColor = .red
    #expect(legacy.view.backgroundColor == .red)
    let current = Current()
    current.node.backgroundColor = .blue
    #expect(current.view.backgroundColor == .blue)
    let plain = ASViewController<ASDisplayNode>()
    #expect(plain.node == nil)
    let window = host(plain, size: CGSize(width: 120, height: 80))
    #expect(plain.view.frame.size == CGSize(width: 120, height: 80))
    _ = window
  }
}
