import Foundation

/// A container that shows a stack of view controllers under a navigation bar, like
/// UINavigationController (no transitions: pushes and pops take effect at once).
///
/// The top view controller's view fills the container, behind the bar; its safe area grows by the
/// bar's height. When that view (or its first subview) is a scroll view, the scroll view becomes
/// navigation content (``ScrollView/isNavigationContent``), so `.automatic` inset adjustment applies
/// the top and bottom safe area as UIKit does inside a navigation controller.
///
/// See also: ``ViewController``.
@MainActor
open class NavigationController: ViewController {
  /// The navigation bar's height, in points (UIKit's compact bar).
  public static let navigationBarHeight: CGFloat = 44

  /// The stack, bottom first.
  public private(set) var viewControllers: [ViewController] = []
  /// The bar across the top (a plain view here: nothing draws a title).
  public let navigationBar = View()
  /// Whether the bar is hidden (then the safe area does not grow). Default false.
  open var isNavigationBarHidden = false {
    didSet { if isNavigationBarHidden != oldValue { showTop() } }
  }

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    push(rootViewController)
  }

  /// Archives are not supported; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The view controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }
  /// The view controller whose view shows (the top one).
  public var visibleViewController: ViewController? { topViewController }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(navigationBar)
    showTop()
  }

  /// Pushes `viewController` on top and shows it; a controller already in a stack is not pushed.
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    guard viewController.parent == nil, viewController !== self else { return }
    push(viewController)
  }

  /// Pops the top view controller (never the last one) and shows the one below; returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
    hide(top)
    showTop()
    return top
  }

  /// Pops everything above the root view controller; returns what was popped, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = [viewControllers[0]]
    for controller in popped.reversed() { hide(controller) }
    showTop()
    return popped
  }

  private func push(_ controller: ViewController) {
    if let current = topViewController, isViewLoaded { current.view.removeFromSuperview() }
    viewControllers.append(controller)
    addChild(controller)
    if isViewLoaded { showTop() }
    controller.didMove(toParent: self)
  }

  private func hide(_ controller: ViewController) {
    controller.willMove(toParent: nil)
    if let view = controller.viewIfLoaded {
      view.removeFromSuperview()
      navigationScrollView(in: view)?.isNavigationContent = false
    }
    controller.barInsets = .zero
    controller.removeFromParent()
  }

  private func showTop() {
    guard isViewLoaded, let top = topViewController else { return }
    let container: View = view
    top.barInsets = EdgeInsets(
      top: isNavigationBarHidden ? 0 : Self.navigationBarHeight, left: 0, bottom: 0, right: 0)
    let content: View = top.view
    content.frame = container.bounds
    if content.superview !== container { container.insertSubview(content, belowSubview: navigationBar) }
    navigationScrollView(in: content)?.isNavigationContent = true
    navigationBar.isHidden = isNavigationBarHidden
    content.propagateSafeArea()
    container.setNeedsLayout()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let container: View = view
    let top = container.safeAreaInsets.top
    navigationBar.frame = CGRect(
      x: 0, y: top, width: container.bounds.width, height: Self.navigationBarHeight)
    topViewController?.viewIfLoaded?.frame = container.bounds
  }

  /// The scroll view UIKit treats as a pushed controller's main content: its view or first subview.
  private func navigationScrollView(in view: View) -> ScrollView? {
    (view as? ScrollView) ?? (view.subviews.first as? ScrollView)
  }
}
