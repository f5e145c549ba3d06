import Foundation

/// A container that shows a stack of view controllers under a navigation bar, like
/// UINavigationController. Pushes and pops take effect at once unless the delegate gives an
/// animator (``NavigationControllerDelegate/navigationController(_:animationControllerFor:from:to:)``).
///
/// The top view controller's view fills the container, behind the bar; its safe area grows by the
/// bar's height. When that view (or its first subview) is a scroll view, the scroll view becomes
/// navigation content (``ScrollView/isNavigationContent``), so `.automatic` inset adjustment applies
/// the top and bottom safe area as UIKit does inside a navigation controller.
///
/// See also: ``ViewController``.
@preconcurrency @MainActor
open class NavigationController: ViewController {
  /// Makes a `NavigationController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { NavigationController() }

  /// The navigation bar's height, in points (UIKit's compact bar).
  package static let navigationBarHeight: CGFloat = 44

  /// The stack, bottom first. Setting it is ``setViewControllers(_:animated:)`` without animation.
  public var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The stack, bottom first (written by the push, pop and set operations only).
  var stack: [ViewController] = []
  /// The delegate told when a controller shows (``NavigationControllerDelegate``).
  open weak var delegate: NavigationControllerDelegate?
  /// The top controller announced to the delegate as about to show, and whether its showing is
  /// animated; cleared once its `didShow` is sent.
  var announcedTop: (controller: Weak<ViewController>, animated: Bool)?
  /// Whether the operation now showing a controller was animated (for the delegate's calls).
  var showingAnimated = false
  /// The bar across the top: 44 points, or 96 with an expanded large title.
  public let navigationBar = NavigationBar()
  /// The toolbar along the bottom, above the bottom safe area, showing the top controller's
  /// ``ViewController/toolbarItems`` while ``isToolbarHidden`` is false. Implicitly unwrapped, as
  /// UIKit declares it (`navigationController?.toolbar?.frame.height` compiles); never nil.
  public var toolbar: Toolbar! { bottomToolbar }
  private let bottomToolbar = Toolbar()
  /// Whether the toolbar is hidden. Default true, as in UIKit.
  open var isToolbarHidden = true {
    didSet { if isToolbarHidden != oldValue { showTop() } }
  }
  /// Shows or hides the toolbar (without animation).
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
  /// Whether the bar is hidden (then the safe area does not grow). Default false.
  open var isNavigationBarHidden = false {
    didSet { if isNavigationBarHidden != oldValue { showTop() } }
  }

  /// Whether an upward swipe hides the bar and a downward swipe shows it again, as UIKit's
  /// `hidesBarsOnSwipe`, through ``barHideOnSwipeGestureRecognizer``. Default false.
  open var hidesBarsOnSwipe = false { didSet { installBarHiding() } }
  /// The pan that hides and shows the bar while ``hidesBarsOnSwipe`` is on; it recognizes together
  /// with every other recognizer (the content's scroll view keeps scrolling).
  public private(set) lazy var barHideOnSwipeGestureRecognizer = makeBarHidingPan()
  /// Whether a tap in the content hides the bar, and the next tap shows it again, as UIKit's
  /// `hidesBarsOnTap`, through ``barHideOnTapGestureRecognizer``. Default false.
  open var hidesBarsOnTap = false { didSet { installBarHiding() } }
  /// The tap that hides and shows the bar while ``hidesBarsOnTap`` is on; it recognizes together
  /// with every other recognizer and does not cancel the content's touches.
  public private(set) lazy var barHideOnTapGestureRecognizer = makeBarHidingTap()
  /// Lets the bar-hiding pan recognize with the others.
  let barHidingDelegate = SimultaneousRecognitionDelegate()
  /// Whether the current swipe already hid or showed the bar (one change per swipe).
  var swipeChangedBar = false
  /// The swipe from the left edge that pops the top view controller (UIKit's
  /// `interactivePopGestureRecognizer`): it pops when it ends past
  /// `interactivePopCompletionFraction` of the width or faster than
  /// `interactivePopCompletionVelocity`. Set `isEnabled` to false to turn it off.
  public private(set) lazy var interactivePopGestureRecognizer: GestureRecognizer? = makeInteractivePop()

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    navigationBar.controller = self
    push(rootViewController)
  }

  /// Creates a navigation controller with an empty stack (UIKit's `init()` and
  /// `init(nibName:bundle:)`): set ``viewControllers`` or push one to show it.
  public override init(nibName: String? = nil, bundle: Bundle? = nil) {
    super.init(nibName: nibName, bundle: bundle)
    navigationBar.controller = self
  }

  /// Archives are not supported; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The status bar style that goes with the bar's ``NavigationBar/barStyle`` (light content over
  /// a black bar), as UINavigationController's.
  open override var preferredStatusBarStyle: StatusBarStyle { navigationBar.barStyle.statusBarStyle }

  /// The view controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }
  /// The view controller whose view shows (the top one).
  public var visibleViewController: ViewController? { topViewController }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(toolbar)
    view.addSubview(navigationBar)
    if let pop = interactivePopGestureRecognizer { view.addGestureRecognizer(pop) }
    installBarHiding()
    // The bar has its frame before the root controller's view loads, as UIKit's: code reading
    // `navigationBar.frame.maxY` in `viewDidLoad` (PullToRefresh's top inset) sees its bottom.
    layoutBar()
    showTop()
  }

  /// Pushes `viewController` on top and shows it; a controller already in a stack is not pushed.
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    guard viewController.parent == nil, viewController !== self, !isTransitioning else { return }
    noteShowing(animated: animated)
    if let from = topViewController, let animator = customAnimator(for: .push, to: viewController) {
      stack.append(viewController)
      addChild(viewController)
      runTransition(.push, from: from, animator: animator)
      return
    }
    push(viewController)
  }

  /// Pops the top view controller (never the last one) and shows the one below; returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1, !isTransitioning else { return nil }
    noteShowing(animated: animated)
    let below = stack[stack.count - 2]
    if let animator = customAnimator(for: .pop, to: below), let top = stack.popLast() {
      runTransition(.pop, from: top, animator: animator)
      return top
    }
    guard let top = stack.popLast() else { return nil }
    hide(top)
    showTop()
    return top
  }

  /// Pops everything above the root view controller; returns what was popped, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard stack.count > 1 else { return nil }
    return popToViewController(stack[0], animated: animated)
  }

  /// Pops everything above `viewController`, which must be in the stack; returns what was popped,
  /// bottom first (nil when `viewController` is not in the stack or already on top).
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1,
      !isTransitioning
    else {
      return nil
    }
    let popped = Array(stack[(index + 1)...])
    noteShowing(animated: animated)
    if let animator = customAnimator(for: .pop, to: viewController), let top = popped.last {
      stack.removeSubrange((index + 1)...)
      for controller in popped.dropLast().reversed() { hide(controller) }
      runTransition(.pop, from: top, animator: animator)
      return popped
    }
    stack.removeSubrange((index + 1)...)
    for controller in popped.reversed() { hide(controller) }
    showTop()
    return popped
  }

  /// Replaces the stack with `viewControllers` (bottom first): controllers that leave are removed
  /// as children, new ones are added, and the last one shows. Repeated entries, this controller
  /// and controllers that belong to another parent are skipped; an empty list is ignored, since a
  /// navigation controller always shows a root.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    var kept: [ViewController] = []
    for controller in viewControllers
    where controller !== self && !kept.contains(where: { $0 === controller })
      && (controller.parent == nil || controller.parent === self)
    {
      kept.append(controller)
    }
    guard !kept.isEmpty else { return }
    let leaving = stack.filter { old in !kept.contains { $0 === old } }
    let oldTop = topViewController
    noteShowing(animated: animated)
    if let oldTop, oldTop !== kept.last, isViewLoaded { oldTop.viewIfLoaded?.removeFromSuperview() }
    stack = kept
    for controller in leaving.reversed() { hide(controller) }
    for controller in kept where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    showTop()
  }

  func push(_ controller: ViewController) {
    if let current = topViewController, isViewLoaded { current.view.removeFromSuperview() }
    stack.append(controller)
    addChild(controller)
    if isViewLoaded { showTop() }
    controller.didMove(toParent: self)
  }

  /// Takes `controller` out of the stack's children; `announced` when its `willMove(toParent:)`
  /// was already sent.
  func hide(_ controller: ViewController, announced: Bool = false) {
    controller.parentMove = .fromParent
    if !announced { controller.willMove(toParent: nil) }
    if let view = controller.viewIfLoaded {
      view.removeFromSuperview()
      view.contentScrollView?.isNavigationContent = false
      view.contentScrollView?.scrollObserver = nil
    }
    controller.barInsets = .zero
    controller.removeFromParent()
  }

  /// Shows the top controller's view under the bars. Its view loads first, so what its
  /// `viewDidLoad` sets (a title, extended edges, `extendedLayoutIncludesOpaqueBars`) is in the
  /// bars; a change made there does not show the view early (it would appear before `viewDidLoad`
  /// returned, which UIKit never does): the call showing it does that when the view has loaded.
  func showTop() {
    guard isViewLoaded, let top = topViewController, !top.isRunningViewDidLoad else { return }
    let container: View = view
    let content: View = top.view
    prepareBars(for: top)
    content.frame = contentFrame(for: top)
    if content.superview !== container { container.insertSubview(content, belowSubview: toolbar) }
    if let scroll = content.contentScrollView {
      scroll.isNavigationContent = true
      scroll.scrollObserver = self
      if !top.automaticallyAdjustsScrollViewInsets { scroll.contentInsetAdjustmentBehavior = .never }
    }
    content.propagateSafeArea()
    container.setNeedsLayout()
    tabBarController?.navigationStackChanged(in: self)
  }

  /// Gives the bars the top controller's title, items and toolbar items, and the controller the
  /// safe-area insets of the bars it extends under.
  func prepareBars(for top: ViewController) {
    let extends = extendsUnderTopBar(top)
    let extendsBottom = top.edgesForExtendedLayout.contains(.bottom)
    top.barInsets = EdgeInsets(
      top: isNavigationBarHidden || !extends ? 0 : expandedBarHeight, left: 0,
      bottom: showsToolbar && extendsBottom ? Toolbar.barHeight : 0, right: 0)
    toolbar.isHidden = !showsToolbar
    toolbar.setItems(top.toolbarItems, animated: false)
    navigationBar.isHidden = isNavigationBarHidden
    navigationBar.setTitle(top.navigationItem.title ?? top.title)
    navigationBar.showSearchBar(top.navigationItem.searchController?.searchBar)
    let below = stack.count > 1 ? stack[stack.count - 2] : nil
    let backTitle = below.map { $0.navigationItem.backTitle(controllerTitle: $0.title) }
    navigationBar.showItems(of: top.navigationItem, backTitle: backTitle) { [weak self] in
      self?.popViewController(animated: true)
    }
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if let top = topViewController { top.viewIfLoaded?.frame = contentFrame(for: top) }
    layoutBar()
    layoutToolbar()
  }

  /// Whether the top view controller shows a large title: the bar prefers them and its item does
  /// not refuse (`.automatic` follows the controller below, the root follows the bar).
  package var showsLargeTitle: Bool {
    guard navigationBar.prefersLargeTitles else { return false }
    for controller in stack.reversed() {
      switch controller.navigationItem.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The bar's height with its large title and search bar expanded (44 without either).
  var expandedBarHeight: CGFloat {
    (showsLargeTitle ? NavigationBar.largeTitleHeight : NavigationBar.compactHeight) + searchBarHeight
  }

  /// The height of the top controller's search bar in the bar (0 without a search controller).
  private var searchBarHeight: CGFloat {
    topViewController?.navigationItem.searchController == nil ? 0 : NavigationBar.searchBarHeight
  }

  /// Whether the bar's height follows the content's offset: a large title, or a search bar that
  /// hides when scrolling.
  private var barFollowsScrolling: Bool {
    showsLargeTitle
      || (searchBarHeight > 0 && topViewController?.navigationItem.hidesSearchBarWhenScrolling == true)
  }

  /// Whether `controller`'s view goes under the navigation bar, as UIKit lays it out: its
  /// `edgesForExtendedLayout` has `.top` and the bar is translucent, or the controller
  /// ``ViewController/extendedLayoutIncludesOpaqueBars``.
  func extendsUnderTopBar(_ controller: ViewController) -> Bool {
    controller.edgesForExtendedLayout.contains(.top)
      && (navigationBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars)
  }

  /// The top controller's frame: the container's bounds, less the bar above and the toolbar below
  /// (and the safe area beyond them) on the edges its layout does not extend under them.
  func contentFrame(for controller: ViewController) -> CGRect {
    let bounds = view.bounds
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    if !extendsUnderTopBar(controller), !isNavigationBarHidden {
      top = min(view.safeAreaInsets.top + expandedBarHeight, bounds.height)
    }
    if !controller.edgesForExtendedLayout.contains(.bottom), showsToolbar {
      bottom = min(view.safeAreaInsets.bottom + Toolbar.barHeight, bounds.height - top)
    }
    return CGRect(
      x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top - bottom)
  }

  /// Sizes the bar: with a large title it is 96 points less how far the scroll view has scrolled
  /// from its resting top (collapsing to 44 points as the content scrolls up, stretching when it
  /// is pulled down), so its bottom follows the top of the content. A search bar adds 52 points
  /// under the title; one that hides when scrolling collapses first, before the large title.
  /// A layout pass puts the bar under the safe area's top; a scroll of the content
  /// (`keepingOrigin`) changes its height only, as UIKit does, so a bar a program moved itself
  /// (AMScrollingNavbar slides it up with the content) stays where it was put.
  func layoutBar(keepingOrigin: Bool = false) {
    guard isViewLoaded else { return }
    let container: View = view
    let large = showsLargeTitle
    let search = searchBarHeight
    let scrolled = scrolledFromTop ?? 0
    navigationBar.isAtScrollEdge = scrolled <= 0
    var searchShown = search
    var titleScrolled = scrolled
    if search > 0, topViewController?.navigationItem.hidesSearchBarWhenScrolling == true {
      let taken = min(max(scrolled, 0), search)
      searchShown = search - taken
      titleScrolled = scrolled - taken
    }
    var height = NavigationBar.compactHeight
    if large {
      height = max(NavigationBar.compactHeight, NavigationBar.largeTitleHeight - titleScrolled)
    }
    let y = keepingOrigin ? navigationBar.frame.minY : container.safeAreaInsets.top
    navigationBar.frame = CGRect(x: 0, y: y, width: container.bounds.width, height: height + searchShown)
    navigationBar.placeTitles(large: large, searchHeight: searchShown)
  }

  /// The top scroll view's offset moved: the large title and search bar follow, and a tab bar
  /// controller's scroll edge.
  func contentDidScroll() {
    if barFollowsScrolling {
      layoutBar(keepingOrigin: true)
    } else {
      navigationBar.isAtScrollEdge = (scrolledFromTop ?? 0) <= 0
    }
    tabBarController?.contentDidScroll()
  }

  /// How far the top controller's scroll view has scrolled from its resting top; nil without one.
  private var scrolledFromTop: CGFloat? {
    guard let top = topViewController?.viewIfLoaded, let scroll = top.contentScrollView else {
      return nil
    }
    return scroll.contentOffset.y + scroll.adjustedContentInset.top
  }

  /// Something the bar shows changed (large titles, a title, extended edges).
  func barAppearanceChanged() { showTop() }

  /// A bar button item of the top controller changed (its tint, title, image or state): the bar
  /// shows it again without laying out the container, as UIKit redraws the button in place (the
  /// bar stays where it is, content frames too: AMScrollingNavbar fades the items' tints while it
  /// slides the bar up).
  func barItemsChanged() {
    guard isViewLoaded, let top = topViewController else { return }
    prepareBars(for: top)
  }
}

extension NavigationController: ContentScrollObserver {}
