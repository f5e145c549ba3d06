import Foundation

/// An object that manages a view and its lifecycle, like UIViewController.
///
/// The view loads on first access of ``view``: ``loadView()`` (default: a plain view) then
/// ``viewDidLoad()``. Appearance follows the view entering and leaving a window:
/// ``viewWillAppear(_:)`` before it enters, ``viewDidAppear(_:)`` after the window's next layout
/// pass (after ``viewWillLayoutSubviews()`` / ``viewDidLayoutSubviews()``), ``viewWillDisappear(_:)``
/// and ``viewDidDisappear(_:)`` around leaving. Child view controllers get the same calls when their
/// views come and go with the parent's.
///
/// See also: ``Window/rootViewController``, ``NavigationController``.
@preconcurrency @MainActor
open class ViewController: Responder {
  /// Where a view controller is in its appearance cycle.
  enum Appearance { case disappeared, appearing, appeared, disappearing }

  private var storedView: View?
  private var loadingView = false
  /// Whether ``viewDidLoad()`` is running (a container showing this controller waits for it).
  private(set) var isRunningViewDidLoad = false
  var appearance = Appearance.disappeared {
    didSet { if appearance != .appearing { sentIsAppearing = false } }
  }
  /// Whether ``viewIsAppearing(_:)`` was sent for the appearance under way.
  var sentIsAppearing = false
  /// Whether the controller is being added to or removed from a parent (see ``isMovingToParent``).
  var parentMove: ParentMove?
  private var lastSafeAreaInsets: EdgeInsets?
  /// The controller this one presents modally (see ViewController+Presentation.swift).
  var storedPresented: ViewController?
  /// The controller that presents this one.
  weak var storedPresenting: ViewController?
  /// The sheet or popover settings made for this controller's presentation style.
  var storedPresentationController: PresentationController?
  /// The presentation or dismissal of this controller under way.
  var activeTransition: TransitionDriver?
  /// The object that makes this controller's custom presentation objects (animators, interaction
  /// and presentation controllers). Default nil.
  open weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
  /// How a presentation shows (UIViewController.modalPresentationStyle). Default automatic; every
  /// style covers the window here.
  open var modalPresentationStyle = ModalPresentationStyle.automatic
  /// The light or dark style of this controller's view and the views in it (UIKit's
  /// `overrideUserInterfaceStyle`; see ``View/overrideUserInterfaceStyle``). Default `.unspecified`.
  open var overrideUserInterfaceStyle = TraitCollection.UserInterfaceStyle.unspecified {
    didSet { viewIfLoaded?.styleOverrideChanged(from: oldValue, inController: true) }
  }
  /// The transition a presentation plays (recorded; presentations take effect at once).
  open var modalTransitionStyle = ModalTransitionStyle.coverVertical
  /// Whether a sheet may be swiped away (recorded). Default false.
  open var isModalInPresentation = false
  /// Whether a presented controller that does not cover the screen decides the status bar's look
  /// (UIKit's `modalPresentationCapturesStatusBarAppearance`; recorded, as the host draws no status
  /// bar). Default false.
  open var modalPresentationCapturesStatusBarAppearance = false
  /// Whether presentations over the current context cover this controller's view (recorded; a
  /// ``SearchController`` always covers the controller that shows its bar). Default false.
  open var definesPresentationContext = false

  /// The nib name given at creation (there are no nibs here: recorded only). Default nil.
  public let nibName: String?
  /// The bundle given at creation (recorded only). Default nil.
  public let nibBundle: Bundle?

  /// Creates a view controller; nib name and bundle are recorded, nothing is loaded from them.
  public init(nibName: String? = nil, bundle: Bundle? = nil) {
    self.nibName = nibName
    self.nibBundle = bundle
    super.init()
  }

  /// Creates a view controller from an archive. There are no archives here, so this returns nil,
  /// except for a storyboard scene's coder: InertiaUIKit's `UIStoryboard` makes the controller class
  /// a scene identifier names with this initializer, as iOS makes a storyboard's controllers.
  public required init?(coder: NSCoder) {
    guard let scene = coder as? StoryboardSceneCoder else { return nil }
    self.nibName = nil
    self.nibBundle = nil
    super.init()
    sceneStoryboard = scene.storyboard
  }

  /// The storyboard whose scene made this controller (see ``init(coder:)``), else nil.
  package var sceneStoryboard: AnyObject?

  /// Called once a storyboard scene has made the controller (after ``init(coder:)``, before its
  /// view loads), as NSObject's `awakeFromNib()` is on iOS: InertiaUIKit's `UIStoryboard` calls it;
  /// a controller made in code never gets it. A subclass sets up what the storyboard's values
  /// would have (its styles), calling `super`. Default: nothing.
  open func awakeFromNib() {}

  /// Creates a view controller with no nib.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// Makes a view controller of the class this is called on, as `init()` sent to a class value
  /// does on iOS (`controllerType.init()`); each controller class overrides it, for Swift makes
  /// instances from class values only by `required` initializers. The default traps unless
  /// called on `ViewController` itself.
  open class func makeFromClass() -> ViewController { plainControllerFromClass() }

  /// A title for containers (a navigation bar) to show. Default nil.
  open var title: String? {
    didSet {
      guard title != oldValue else { return }
      // UIKit gives the title to the navigation item too (which a bar's `topItem` shows).
      navigationItem.title = title
      navigationController?.barAppearanceChanged()
      tabBarController?.refreshBar()
    }
  }
  /// What a tab bar shows for this controller (UIViewController.tabBarItem): made on first use,
  /// titled by ``title`` until its own title is set. Setting an item makes a tab bar controller
  /// holding this controller show it.
  public var tabBarItem: TabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = TabBarItem()
      storedTabBarItem = item
      return item
    }
    set {
      storedTabBarItem = newValue
      tabBarController?.itemsChanged()
    }
  }
  private var storedTabBarItem: TabBarItem?
  /// The items a navigation controller's toolbar shows while this controller is on top
  /// (UIViewController.toolbarItems). Default nil.
  open var toolbarItems: [BarButtonItem]? {
    didSet { navigationController?.toolbarItemsChanged(of: self) }
  }
  /// Whether a tab bar controller's bar (and a navigation controller's toolbar) hides while this
  /// controller is in the navigation stack shown (UIViewController.hidesBottomBarWhenPushed).
  /// Default false.
  open var hidesBottomBarWhenPushed = false
  /// Sets ``toolbarItems`` (without animation).
  open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }
  /// What the controller shows in a navigation bar (its title, when a large title shows).
  public private(set) lazy var navigationItem: NavigationItem = {
    let item = NavigationItem()
    item.changed = { [weak self] in self?.navigationController?.barAppearanceChanged() }
    item.owner = self
    return item
  }()
  /// Whether the controller is in editing mode; setting it calls ``setEditing(_:animated:)``
  /// without animation. Default false.
  open var isEditing: Bool {
    get { editingFlag }
    set { setEditing(newValue, animated: false) }
  }
  var editingFlag = false
  /// A bar button item that toggles editing: it shows "Edit", or "Done" while editing, and a tap
  /// calls ``setEditing(_:animated:)`` with the opposite of ``isEditing`` (UIViewController.editButtonItem).
  public private(set) lazy var editButtonItem: BarButtonItem = {
    let item = BarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
    item.handler = { [weak self] _ in
      guard let self else { return }
      setEditing(!isEditing, animated: true)
    }
    return item
  }()
  /// The edges the view extends under bars. Default all; without `.top` a navigation controller
  /// places the view below its bar (and adds no bar inset to its safe area).
  open var edgesForExtendedLayout: RectEdge = .all {
    didSet { if edgesForExtendedLayout != oldValue { navigationController?.barAppearanceChanged() } }
  }
  /// Whether the view also extends under an opaque navigation bar (`isTranslucent` false). Default
  /// false, as UIKit's: an opaque bar places the view below it.
  open var extendedLayoutIncludesOpaqueBars = false {
    didSet {
      if extendedLayoutIncludesOpaqueBars != oldValue { navigationController?.barAppearanceChanged() }
    }
  }
  /// Whether a navigation controller lets the view's scroll view adjust its insets for the bar
  /// (UIKit's older switch). Default true; false makes that scroll view's
  /// `contentInsetAdjustmentBehavior` `.never` when shown.
  open var automaticallyAdjustsScrollViewInsets = true {
    didSet {
      if automaticallyAdjustsScrollViewInsets != oldValue { navigationController?.barAppearanceChanged() }
    }
  }

  // MARK: The view

  /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``). Setting it
  /// replaces the root view without calling ``viewDidLoad()``.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set { setView(newValue) }
  }

  /// The root view if it is loaded, else nil (never loads it).
  public var viewIfLoaded: View? { storedView }
  /// Whether the root view is loaded.
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view now if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard storedView == nil, !loadingView else { return }
    loadingView = true
    loadView()
    if storedView == nil { setView(View(frame: CGRect(origin: .zero, size: Window.appScreenSize))) }
    loadingView = false
    isRunningViewDidLoad = true
    viewDidLoad()
    isRunningViewDidLoad = false
  }

  /// Creates the root view and assigns it to ``view``. The default creates a plain view the size
  /// of the screen (``Window/appScreenSize``, 390 x 844 pt unless `UIScreen.main` is replaced), as
  /// UIKit's (a window resizes it). Override without calling super to supply your own.
  open func loadView() {
    setView(View(frame: CGRect(origin: .zero, size: Window.appScreenSize)))
  }

  /// Called once, after the view loaded.
  open func viewDidLoad() {}

  /// Whether the status bar hides while this controller shows (recorded: the host draws no status
  /// bar). Default false.
  open var prefersStatusBarHidden: Bool { false }
  /// The status bar's style this controller wants (recorded). Default `.default`.
  open var preferredStatusBarStyle: StatusBarStyle { .default }
  /// The child whose ``preferredStatusBarStyle`` the status bar follows instead of this
  /// controller's (UIKit's `childForStatusBarStyle`; recorded). Default nil: this controller's own.
  open var childForStatusBarStyle: ViewController? { nil }
  /// The child whose ``prefersStatusBarHidden`` decides whether the status bar hides (UIKit's
  /// `childForStatusBarHidden`; recorded). Default nil: this controller's own.
  open var childForStatusBarHidden: ViewController? { nil }
  /// How the status bar animates when it hides or shows (recorded). Default `.fade`, as UIKit's.
  open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
  /// Tells the host the status bar preferences changed (there is no status bar: nothing happens).
  public func setNeedsStatusBarAppearanceUpdate() {}
  /// Whether the home indicator hides (recorded). Default false.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The orientations this controller supports (recorded: the host window keeps its portrait
  /// size). Default all but upside down, as on iPhone.
  open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
  /// Whether the interface may rotate (recorded). Default true.
  open var shouldAutorotate: Bool { true }
  /// The orientation a full-screen presentation prefers (recorded). Default portrait.
  open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { .portrait }

  /// Called before a segue shows its destination (override to pass data along). Does nothing.
  open func prepare(for segue: StoryboardSegue, sender: Any?) {}

  /// Whether the segue `identifier` should be performed. Default true.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Enters or leaves editing mode: sets ``isEditing`` and the ``editButtonItem``'s title ("Done"
  /// while editing, "Edit" otherwise). Subclasses override it to edit their views (a table view
  /// controller's table follows it), calling super.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingFlag = editing
    editButtonItem.title = editing ? "Done" : "Edit"
    editButtonItem.style = editing ? .done : .plain
  }

  /// Shows `viewController` the way the context shows it (UIKit's `show(_:sender:)`): pushed
  /// (animated) on this navigation controller or the one this controller is in, else presented
  /// modally (animated) from this controller. A ``SplitViewController`` overrides it.
  open func show(_ viewController: ViewController, sender: Any?) {
    if let navigationController = (self as? NavigationController) ?? navigationController {
      navigationController.pushViewController(viewController, animated: true)
    } else {
      present(viewController, animated: true)
    }
  }

  /// Shows `viewController` as a detail (UIKit's `showDetailViewController(_:sender:)`): by the
  /// split view controller this controller is in, else presented modally (animated).
  open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
    if let splitViewController {
      splitViewController.showDetailViewController(viewController, sender: sender)
    } else {
      present(viewController, animated: true)
    }
  }

  /// The traits of the view's window (a phone's in portrait before the view is in a window).
  public var traitCollection: TraitCollection {
    viewIfLoaded?.traitCollection
      ?? TraitCollection.forWindow(size: CGSize(width: 390, height: 844), scale: 3)
  }

  /// The window's size changed the traits (``ViewController/traitCollection``) from
  /// `previousTraitCollection`. Does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called when the system is low on memory; there are no memory warnings here, so it is never
  /// called (kept so that iOS code overriding it compiles).
  open func didReceiveMemoryWarning() {}

  private func setView(_ newView: View?) {
    if storedView === newView { return }
    storedView?.owningViewController = nil
    newView?.owningViewController?.storedView = nil
    storedView = newView
    newView?.owningViewController = self
    lastSafeAreaInsets = nil
  }

  /// The root view's superview, else the parent view controller (the responder chain).
  open override var next: Responder? { storedView?.superview ?? parent }

  // MARK: Appearance

  /// The view is about to enter a window.
  open func viewWillAppear(_ animated: Bool) {}
  /// The view is in a window, with its traits and its frame, and is about to lay out (after
  /// ``viewWillAppear(_:)``, before ``viewDidAppear(_:)``; once per appearance).
  open func viewIsAppearing(_ animated: Bool) {}
  /// The view is in a window and has been laid out.
  open func viewDidAppear(_ animated: Bool) {}
  /// The view is about to leave its window.
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view left its window.
  open func viewDidDisappear(_ animated: Bool) {}
  /// The root view is about to lay out its subviews.
  open func viewWillLayoutSubviews() {}

  /// Updates the constraints of the controller's view in the constraint pass (UIKit's
  /// `updateViewConstraints()`), called instead of the view's ``View/updateConstraints()``.
  /// The default calls it; an override calls `super` last.
  open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
  /// The root view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Whether a container tells its children when their views appear and disappear (UIKit's
  /// default, true). A container returning false tells them itself with
  /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``; its children's
  /// views then entering or leaving the window call nothing.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Whether the view is in a window and its appearance finished.
  package var isViewVisible: Bool { appearance == .appeared }

  func rootViewWillMove(toWindow newWindow: Window?) {
    guard parent?.shouldAutomaticallyForwardAppearanceMethods != false else { return }
    if newWindow != nil, appearance == .disappeared || appearance == .disappearing {
      appearance = .appearing
      (parent as? NavigationController)?.childWillAppear(self)
      viewWillAppear(false)
    } else if newWindow == nil, appearance == .appeared || appearance == .appearing {
      appearance = .disappearing
      viewWillDisappear(false)
    }
  }

  func rootViewDidMove(toWindow newWindow: Window?) {
    guard parent?.shouldAutomaticallyForwardAppearanceMethods != false else { return }
    if let newWindow, appearance == .appearing {
      sendIsAppearing(animated: false)
      newWindow.pendingAppearances.append(Weak(self))
    } else if newWindow == nil, appearance == .disappearing {
      appearance = .disappeared
      viewDidDisappear(false)
    }
  }

  /// Finishes an appearance started when the view entered a window (called after layout); a
  /// controller shown by a presentation still under way waits for its end.
  func finishAppearing() {
    guard appearance == .appearing, storedView?.window != nil, !isHeldByTransition else { return }
    sendIsAppearing(animated: false)
    appearance = .appeared
    viewDidAppear(false)
    if parentMove == .toParent { parentMove = nil }
    (parent as? NavigationController)?.childDidAppear(self)
  }

  // MARK: Safe area

  /// Insets added to the safe area the view inherits (a toolbar of your own, for example).
  /// Default zero; non-finite or negative values are ignored.
  open var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet {
      let value = additionalSafeAreaInsets
      guard value.isFinite, value.top >= 0, value.left >= 0, value.bottom >= 0, value.right >= 0 else {
        additionalSafeAreaInsets = oldValue
        return
      }
      if value != oldValue { storedView?.controllerSafeAreaChanged(adds: addedSafeAreaInsets) }
    }
  }

  /// Insets a container adds for its bars (a navigation bar), on top of ``additionalSafeAreaInsets``.
  var barInsets: EdgeInsets = .zero {
    didSet { if barInsets != oldValue { storedView?.controllerSafeAreaChanged(adds: addedSafeAreaInsets) } }
  }

  /// Everything this controller adds to the safe area its view inherits.
  var addedSafeAreaInsets: EdgeInsets { additionalSafeAreaInsets + barInsets }

  /// Called when the root view's safe-area insets changed.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called when the root view's layout margins changed: its own margins were set, or its safe
  /// area (which the margins include) changed, right after ``viewSafeAreaInsetsDidChange()``.
  open func viewLayoutMarginsDidChange() {}

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. Default true;
  /// set false to give the root view smaller margins.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet {
      if viewRespectsSystemMinimumLayoutMargins != oldValue { storedView?.layoutMarginsChanged() }
    }
  }

  /// The smallest margins the root view gets: none at the top and bottom, 16 points at the sides
  /// in a compact width and 20 in a regular one, as UIKit's.
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The root view's margins until they are set: UIKit's root views start from the system minimum.
  var rootViewDefaultLayoutMargins: DirectionalEdgeInsets { systemMinimumLayoutMargins }

  /// Called before the window resizes the root view to `size` (the view still has its old size);
  /// queue work on `coordinator` to run once it has the new one. The default passes the change to
  /// children whose views fill this view; call super when overriding, as in UIKit.
  open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
    forwardSizeTransition(to: size, with: coordinator)
  }

  /// iOS 2's rotation callback (UIKit's `willRotate(to:duration:)`, deprecated since iOS 8 for
  /// ``viewWillTransition(to:with:)``), declared so that older controllers' overrides compile
  /// (Auk's demo keeps its page across a rotation with it); Inertia sends
  /// ``viewWillTransition(to:with:)`` only. The default does nothing.
  open func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: TimeInterval) {}

  /// iOS 2's `didRotate(from:)`, declared for overrides like ``willRotate(to:duration:)``; not sent.
  open func didRotate(from fromInterfaceOrientation: InterfaceOrientation) {}

  /// Called before a window resize changes the traits (a rotation from portrait to landscape turns
  /// the vertical size class compact), with the traits to come, before
  /// ``viewWillTransition(to:with:)``; ``traitCollection`` still gives the old traits and
  /// ``traitCollectionDidChange(_:)`` follows once the view has the new size. The default passes the
  /// change to the children; call super when overriding, as in UIKit.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    forwardTraitTransition(to: newCollection, with: coordinator)
  }

  func rootViewSafeAreaMayHaveChanged() {
    guard let storedView else { return }
    let insets = storedView.safeAreaInsets
    guard insets != lastSafeAreaInsets else { return }
    let first = lastSafeAreaInsets == nil
    lastSafeAreaInsets = insets
    if !first || insets != .zero {
      viewSafeAreaInsetsDidChange()
      viewLayoutMarginsDidChange()
      // As UIKit's: the controller lays its view out again for the new safe area (a navigation
      // controller moves its bar below a status bar the window gained after a first layout).
      storedView.setNeedsLayout()
    }
  }

  // MARK: Children

  /// The parent view controller, if this is a child.
  public private(set) weak var parent: ViewController?
  /// The child view controllers, in the order added.
  public private(set) var children: [ViewController] = []

  /// Adds `child` as a child, as UIKit does: ``willMove(toParent:)`` is called for you (after it
  /// is removed from a former parent); add its view yourself, then call ``didMove(toParent:)``.
  /// Adding self, an ancestor, or a current child does nothing.
  open func addChild(_ child: ViewController) {
    guard child !== self, !isDescendant(of: child), child.parent !== self else { return }
    child.removeFromParent()
    child.parentMove = .toParent
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this view controller from its parent, as UIKit does: call ``willMove(toParent:)``
  /// with nil and remove the view yourself first; ``didMove(toParent:)`` with nil is called for you.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
    parentMove = nil
  }

  /// The size this controller would like its view to have (UIKit's `preferredContentSize`): a
  /// container (a popover, a stack of child controllers) sizes the child's view by it. Default
  /// zero. Setting a different size tells the parent through
  /// ``preferredContentSizeDidChange(forChildContentContainer:)``, as UIKit does.
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard preferredContentSize != oldValue else { return }
      parent?.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }

  /// Called when a child's ``preferredContentSize`` changes. The default does nothing.
  open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}

  /// Called when a child's Auto Layout fitting size changes. The default does nothing.
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}

  /// The size to give a child inside this controller's view of `parentSize`. The default is
  /// `parentSize`, as UIKit's.
  open func size(
    forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Called before the view controller is added to (or removed from, with nil) a parent. With nil,
  /// the controller is moving from its parent from now on (``isMovingFromParent``).
  open func willMove(toParent parent: ViewController?) {
    if parent == nil, self.parent != nil { parentMove = .fromParent }
  }
  /// Called after the view controller was added to (or removed from, with nil) a parent. A child
  /// whose view is not in a window then (a controller below the top of a navigation stack, a tab
  /// not selected) is no longer moving to its parent when it appears later.
  open func didMove(toParent parent: ViewController?) {
    if parent != nil, parentMove == .toParent, viewIfLoaded?.window == nil { parentMove = nil }
  }

  private func isDescendant(of other: ViewController) -> Bool {
    var current: ViewController? = self
    while let candidate = current {
      if candidate === other { return true }
      current = candidate.parent
    }
    return false
  }

  /// The nearest ancestor (self excluded) that is a ``TabBarController``.
  public var tabBarController: TabBarController? {
    var current = parent
    while let candidate = current {
      if let tabs = candidate as? TabBarController { return tabs }
      current = candidate.parent
    }
    return nil
  }

  /// The nearest ancestor (self excluded) that is a ``NavigationController``.
  public var navigationController: NavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? NavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }
}
