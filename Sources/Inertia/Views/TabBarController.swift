import Foundation

/// Decides and hears about tab switches (UITabBarControllerDelegate).
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether a tap on `viewController`'s tab may select it. Default true.
  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
    -> Bool
  /// A tap selected `viewController` (not called when code sets the selection).
  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
  /// The animator of a switch from `fromVC` to `toVC` while the tab bar controller is on screen;
  /// nil (the default) switches at once.
  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  /// The object that drives `animationController`'s switch from a gesture; nil (the default) lets
  /// the animator run on its own.
  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
}

extension TabBarControllerDelegate {
  /// Allows every selection.
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
  {}
  /// Nil: switches take effect at once.
  public func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  /// Nil: the animator runs on its own.
  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

/// A container that shows one of several view controllers at a time above a ``TabBar``, like
/// UITabBarController. Switches take effect at once unless the delegate gives an animator
/// (``TabBarControllerDelegate/tabBarController(_:animationControllerForTransitionFrom:to:)``).
///
/// The selected controller's view fills the container behind the bar; its safe area grows by the
/// bar's 49 points at the bottom, so a table or a navigation controller inside keeps its last rows
/// above the bar. A tap on a tab selects its controller; a tap on the selected tab of a
/// ``NavigationController`` pops it to its root, as on iOS.
@preconcurrency @MainActor
open class TabBarController: ViewController {
  /// Makes a `TabBarController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { TabBarController() }

  /// The bar along the bottom.
  public let tabBar = TabBar()
  /// Receives tab selections. Default nil.
  open weak var delegate: (any TabBarControllerDelegate)?
  var storedViewControllers: [ViewController] = []
  var storedSelectedIndex = 0

  /// Creates a tab bar controller without view controllers.
  public override init(nibName: String? = nil, bundle: Bundle? = nil) {
    super.init(nibName: nibName, bundle: bundle)
    tabBar.selectHandler = { [weak self] index in self?.tabTapped(index) }
  }

  /// Archives are not supported; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The controllers, one per tab, left to right. Setting them replaces the children and keeps
  /// the selected index when it is still in range (else selects the first).
  open var viewControllers: [ViewController]? {
    get { storedViewControllers.isEmpty ? nil : storedViewControllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the controllers (without animation).
  open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    let old = storedViewControllers
    for controller in old {
      hide(controller)
      controller.tabBarItem.changed = nil
    }
    storedViewControllers = []
    for controller in viewControllers ?? [] where controller !== self && controller.parent == nil {
      if storedViewControllers.contains(where: { $0 === controller }) { continue }
      storedViewControllers.append(controller)
      addChild(controller)
      controller.didMove(toParent: self)
    }
    if storedSelectedIndex >= storedViewControllers.count { storedSelectedIndex = 0 }
    itemsChanged()
    showSelected()
  }

  /// Shows the controllers' current items (one of them was replaced).
  func itemsChanged() {
    for controller in storedViewControllers {
      controller.tabBarItem.changed = { [weak self] in self?.refreshBar() }
    }
    tabBar.items = storedViewControllers.map { $0.tabBarItem }
    refreshBar()
  }

  /// The index of the selected controller. Setting an index out of range does nothing.
  open var selectedIndex: Int {
    get { storedSelectedIndex }
    set {
      guard newValue >= 0, newValue < storedViewControllers.count, newValue != storedSelectedIndex,
        !(activeTransition is ContainerTransition)
      else {
        return
      }
      let target = storedViewControllers[newValue]
      if let current = selectedViewController, let animator = customAnimator(from: current, to: target) {
        storedSelectedIndex = newValue
        runTransition(from: current, animator: animator)
        return
      }
      if let current = selectedViewController { hide(current, keepingChild: true) }
      storedSelectedIndex = newValue
      showSelected()
    }
  }

  /// The selected controller; setting one of ``viewControllers`` selects it (others are ignored).
  open var selectedViewController: ViewController? {
    get {
      storedSelectedIndex < storedViewControllers.count ? storedViewControllers[storedSelectedIndex] : nil
    }
    set {
      guard let newValue, let index = storedViewControllers.firstIndex(where: { $0 === newValue }) else {
        return
      }
      selectedIndex = index
    }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tabBar)
    showSelected()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if let selected = selectedViewController, selected.isViewLoaded { placeContent(of: selected) }
    layoutTabBar()
    contentDidScroll()
  }

  /// The bar's frame: 49 points plus the container's bottom safe area, along the bottom.
  private func layoutTabBar() {
    let bounds = view.bounds
    let height = min(TabBar.barHeight + view.safeAreaInsets.bottom, bounds.height)
    tabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  func showSelected() {
    refreshBar()
    guard isViewLoaded, let selected = selectedViewController else { return }
    let container: View = view
    tabBar.isHidden = (selected as? NavigationController)?.hidesBottomBars ?? false
    let content: View = selected.view
    placeContent(of: selected)
    if content.superview !== container { container.insertSubview(content, belowSubview: tabBar) }
    content.propagateSafeArea()
    layoutTabBar()
    if !(selected is NavigationController), let scroll = content.contentScrollView,
      scroll.scrollObserver == nil
    {
      scroll.scrollObserver = self
    }
    contentDidScroll()
    container.setNeedsLayout()
  }

  /// Places the selected controller's view as UIKit does: over the whole container, under a
  /// translucent bar (the bar's height then adds to its safe area), or above an opaque bar
  /// (`isTranslucent` false) unless the controller's ``ViewController/extendedLayoutIncludesOpaqueBars``
  /// or its `edgesForExtendedLayout` lacks `.bottom`.
  private func placeContent(of selected: ViewController) {
    let bounds = view.bounds
    let barShown = !tabBar.isHidden
    let under =
      selected.edgesForExtendedLayout.contains(.bottom)
      && (tabBar.isTranslucent || selected.extendedLayoutIncludesOpaqueBars)
    selected.barInsets = EdgeInsets(
      top: 0, left: 0, bottom: barShown && under ? TabBar.barHeight : 0, right: 0)
    var frame = bounds
    if barShown, !under {
      frame.size.height -= min(TabBar.barHeight + view.safeAreaInsets.bottom, bounds.height)
    }
    selected.view.frame = frame
  }

  /// The selected navigation controller's stack changed: the bar hides or shows for
  /// ``ViewController/hidesBottomBarWhenPushed``.
  func navigationStackChanged(in navigation: NavigationController) {
    guard navigation === selectedViewController else { return }
    if tabBar.isHidden != navigation.hidesBottomBars { showSelected() } else { contentDidScroll() }
  }

  func hide(_ controller: ViewController, keepingChild: Bool = false) {
    if !keepingChild { controller.willMove(toParent: nil) }
    if let view = controller.viewIfLoaded, let scroll = view.contentScrollView, scroll.scrollObserver === self
    {
      scroll.scrollObserver = nil
    }
    controller.viewIfLoaded?.removeFromSuperview()
    controller.barInsets = .zero
    if !keepingChild { controller.removeFromParent() }
  }

  /// Shows the items' current titles and the selection.
  func refreshBar() {
    tabBar.fallbackTitles = storedViewControllers.map { $0.title }
    tabBar.selectedItem = selectedViewController?.tabBarItem
    tabBar.refreshButtons()
  }

  private func tabTapped(_ index: Int) {
    guard index < storedViewControllers.count else { return }
    let target = storedViewControllers[index]
    if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
    if index == storedSelectedIndex, let navigation = target as? NavigationController {
      navigation.popToRootViewController(animated: true)
    } else {
      selectedIndex = index
    }
    delegate?.tabBarController(self, didSelect: target)
  }
}

extension TabBarController: ContentScrollObserver {
  /// The selected content scrolled: the bar draws its scroll-edge appearance while the content's
  /// bottom edge is at the bar (nothing under it), or when there is no scroll view, as since iOS 15.
  func contentDidScroll() {
    guard let selected = selectedViewController?.viewIfLoaded else { return }
    let content =
      (selectedViewController as? NavigationController)?.topViewController?.viewIfLoaded ?? selected
    guard let scroll = content.contentScrollView else {
      tabBar.isAtScrollEdge = true
      return
    }
    let lowest = scroll.contentSize.height + scroll.adjustedContentInset.bottom - scroll.bounds.height
    tabBar.isAtScrollEdge = scroll.contentOffset.y >= lowest - 0.5
  }
}
