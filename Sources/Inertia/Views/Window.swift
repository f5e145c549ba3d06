import Foundation
import Logging

/// The root of a view tree on a screen: it owns the clock, receives raw touches, hit-tests them,
/// runs gesture arbitration and delivers touches to views, like UIWindow.
///
/// See also: ``View``, ``FrameClock``, ``Touch``.
@preconcurrency @MainActor
open class Window: View {
  /// Makes a `Window` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { Window(frame: frame) }

  /// The clock that drives display links, timers and animations in this window.
  public let clock: FrameClock
  /// Pixels per point. Default 3. A change lays every view out again (hairlines and pixel
  /// rounding follow the scale), so a root view controller gets its layout calls again.
  public var screenScale: CGFloat {
    didSet {
      if !(screenScale.isFinite && screenScale > 0) {
        screenScale = oldValue
      } else if screenScale != oldValue {
        setNeedsLayoutInSubtree()
      }
    }
  }
  /// The window's safe-area insets (status bar, home indicator). Default zero.
  public var windowSafeAreaInsets: EdgeInsets {
    get { storedSafeAreaInsets }
    set {
      guard newValue.isFinite, newValue != storedSafeAreaInsets else { return }
      storedSafeAreaInsets = newValue
      propagateSafeArea()
    }
  }
  /// Read by every safe-area evaluation: unchecked private storage behind the checked accessors.
  @exclusivity(unchecked) private var storedSafeAreaInsets: EdgeInsets = .zero
  /// Whether a view controller in this window ever added safe-area insets (then every geometry
  /// change re-evaluates the moved view's subtree; see ``View/propagateSafeArea()``).
  var controllersMayAddSafeArea = false
  /// Whether a view in this window may have safe-area insets without having reported any: the
  /// window has a safe area, or a view controller added one.
  var mayHaveSafeArea: Bool { windowSafeAreaInsets != .zero || controllersMayAddSafeArea }
  /// Counts the safe-area callbacks made (to views and view controllers): a propagation that
  /// saw it move may have had geometry changed under it.
  @exclusivity(unchecked) var safeAreaCallbacks = 0
  /// Counts the work this window's views did that grows with what is on screen, so a replay can
  /// bound it (docs/limits.md): cells placed by list layout passes and views whose safe area was
  /// worked out again. Nothing in the window reads it.
  package var layoutWork = LayoutWork()
  /// The on-screen keyboard model.
  public let keyboard = Keyboard()
  /// Called for every control event a control in this window sends (used by traces).
  public final var controlEventObserver: (@MainActor (Control, Control.Event) -> Void)?
  lazy var arbiter = GestureArbiter(window: self)
  /// The constraint engine of this window.
  public private(set) lazy var autoLayout: AutoLayoutEngine = {
    autoLayoutStarted = true
    return AutoLayoutEngine(window: self)
  }()
  /// Whether constraints exist (checked without creating the engine).
  private var hasAutoLayout: Bool { autoLayoutStarted && !autoLayout.constraints.isEmpty }
  private(set) var autoLayoutStarted = false

  /// Tells the constraint engine (if any constraints exist) that a view moved or resized.
  func constraintGeometryChanged(of view: View) {
    guard autoLayoutStarted else { return }
    let engine = autoLayout
    if !engine.constraints.isEmpty { engine.geometryChanged(of: view) }
  }

  /// Tells the constraint engine (if any constraints exist) that what it reads of a view changed.
  func constraintInputsChanged(of view: View) {
    if hasAutoLayout { autoLayout.inputsChanged(of: view) }
  }

  /// Tells the constraint engine (if any) that a view gave up a layout guide: its engine state goes.
  func constraintGuideRemoved(_ guide: LayoutGuide) {
    if autoLayoutStarted { autoLayout.guideRemoved(guide) }
  }

  /// Tells the constraint engine that a scroll view's offset moved (frame-pinned views follow).
  func constraintScrollOffsetChanged(of view: View) {
    if hasAutoLayout { autoLayout.scrollOffsetChanged(of: view) }
  }

  /// Solves changed constraints, then lays out every view that needs it, then finishes the
  /// appearance of view controllers whose views entered the window (``ViewController/viewDidAppear(_:)``).
  open override func layoutIfNeeded() {
    let outer = View.isLayingOut
    View.isLayingOut = true
    solveConstraintsIfNeeded()
    super.layoutIfNeeded()
    // Views made during the pass (cells a list dequeued, a content configuration's view) may
    // have added constraints; UIKit lays them out in the same pass, so solve and lay out again
    // (at most twice more).
    var rounds = 0
    while rounds < 2, hasAutoLayout, autoLayout.needsSolve || !pendingArrangements.isEmpty {
      solveConstraintsIfNeeded()
      super.layoutIfNeeded()
      rounds += 1
    }
    View.isLayingOut = outer
    guard !pendingAppearances.isEmpty else { return }
    let pending = pendingAppearances
    pendingAppearances = []
    for reference in pending { reference.object?.finishAppearing() }
  }

  /// Solves the constraints that changed since the last solve (nothing without constraints),
  /// after building the stack views' queued arrangements.
  func solveConstraintsIfNeeded() {
    if hasAutoLayout || constraintPassRequested { updateConstraintsInSubtree() }
    buildPendingArrangements()
    if hasAutoLayout { autoLayout.solveIfNeeded() }
  }

  /// Builds the constraints of the stack views whose arrangement changed, in the order they asked.
  func buildPendingArrangements() {
    while !pendingArrangements.isEmpty {
      let pending = pendingArrangements
      pendingArrangements = []
      for stack in pending { stack.buildArrangementIfNeeded() }
    }
  }

  /// Whether the constraint pass runs before any constraint exists (a view that
  /// ``View/requiresConstraintBasedLayout``, or ``View/setNeedsUpdateConstraints()``).
  private(set) var constraintPassRequested = false

  /// Makes the window run the constraint pass (``View/updateConstraints()``) from now on.
  func requestConstraintPass() { constraintPassRequested = true }

  /// Stack views waiting for their arrangement to be built (see ``StackView``).
  var pendingArrangements: [StackView] = []

  /// View controllers whose views entered the window and await viewDidAppear.
  var pendingAppearances: [Weak<ViewController>] = []
  /// Whether the root view controller is being told of a size change (a resize from its own
  /// callbacks resizes the view without telling it again).
  var isTransitioningRootView = false

  /// Keeps the root view controller's view filling the window (as UIKit's flexible-size root view
  /// does) before the window's safe area is passed down, so the controller sees one safe-area change;
  /// a size change then lays the window out before the size transition's blocks run.
  package override func boundsDidChange(from oldBounds: CGRect) {
    let transition = bounds.size != oldBounds.size ? fitRootViewControllerView() : nil
    super.boundsDidChange(from: oldBounds)
    let previous = TraitCollection.forWindow(size: oldBounds.size, scale: screenScale)
    if previous != windowTraits { traitsChanged(from: previous) }
    finishSizeTransition(transition)
  }

  /// The traits the window's size gives (``TraitCollection/forWindow(size:scale:)``).
  var windowTraits: TraitCollection { TraitCollection.forWindow(size: bounds.size, scale: screenScale) }

  /// The view controller whose view fills the window, like UIWindow's. Setting it removes the old
  /// one's view (it disappears), sizes the new view to the window and adds it (it appears after
  /// the next layout pass). The view follows the window's size (`boundsDidChange(from:)`).
  public var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let old = oldValue, old.viewIfLoaded?.superview === self { old.view.removeFromSuperview() }
      if let controller = rootViewController {
        let view: View = controller.view
        view.frame = bounds
        addSubview(view)
        view.setNeedsLayout()
      }
    }
  }
  private var activeTouches: [Int: Touch] = [:]
  /// How many `beginIgnoringInteractionEvents()` calls are not yet ended: while above 0, no window
  /// takes new touches (those already down go on), as UIKit's application drops events.
  package static var ignoredInteractionDepth = 0
  private var lastTap: (time: Double, location: CGPoint, count: Int)?
  weak var storedFirstResponder: Responder?
  weak var storedFocusedView: View?

  /// The app's clock: windows made with ``init(frame:)`` run on it, and ported code's main queue
  /// (`DispatchQueue.main.asyncAfter`), timers and media time follow it. A host sets it before
  /// running app code; until one does, it is the clock of the latest window made (a program that
  /// makes its window on its own clock and advances that clock sees its delayed blocks run),
  /// else a manual clock at 60 frames per second.
  public static var appClock: FrameClock {
    get { storedAppClock ?? latestWindowClock ?? defaultAppClock }
    set { storedAppClock = newValue }
  }
  /// The app clock set, else the clock of the window made last; nil before either.
  static var knownAppClock: FrameClock? { storedAppClock ?? latestWindowClock }
  private static var storedAppClock: FrameClock?
  private static weak var latestWindowClock: FrameClock?
  private static let defaultAppClock = ManualClock(frameRate: 60)
  /// The pixels per point of windows made with ``init(frame:)``. Default 3.
  public static var appScale: CGFloat = 3

  /// The size in points of the screen windows made with ``init()`` fill. Default 390 x 844 (an
  /// iPhone 14, as InertiaUIKit's `UIScreen.main`, which sets it when replaced).
  public static var appScreenSize = CGSize(width: 390, height: 844)

  /// A window filling the screen (``appScreenSize``) on ``appClock`` at ``appScale``, as UIWindow's
  /// `init()` makes one of the main screen's bounds.
  public convenience init() {
    self.init(size: Window.appScreenSize, scale: Window.appScale, clock: Window.appClock)
  }

  /// A window of `frame`'s size (its origin is ignored) on ``appClock`` at ``appScale``, as app
  /// code makes one (UIWindow(frame:)): a designated initializer, as UIKit's, which subclasses
  /// override.
  public override init(frame: CGRect) {
    clock = Window.appClock
    Window.latestWindowClock = clock
    screenScale = Window.usableScale(Window.appScale)
    super.init(frame: CGRect(origin: .zero, size: frame.isFiniteRect ? frame.size : .zero))
    becomeOwnWindow()
  }

  /// Creates a window of `size` points at `scale` pixels per point, driven by `clock`.
  public init(size: CGSize, scale: CGFloat = 3, safeAreaInsets: EdgeInsets = .zero, clock: FrameClock) {
    self.clock = clock
    Window.latestWindowClock = clock
    self.screenScale = Window.usableScale(scale)
    super.init(frame: CGRect(origin: .zero, size: size))
    self.windowSafeAreaInsets = safeAreaInsets.isFinite ? safeAreaInsets : .zero
    becomeOwnWindow()
  }

  /// `scale` when it is a finite positive number of pixels per point, else 3.
  private static func usableScale(_ scale: CGFloat) -> CGFloat { scale.isFinite && scale > 0 ? scale : 3 }

  /// The window is its own window, and its keyboard's.
  private func becomeOwnWindow() {
    storedWindow = self
    keyboard.window = self
  }

  open override var window: Window? { self }

  /// Whether the window is hidden. A change posts ``didBecomeVisibleNotification`` or
  /// ``didBecomeHiddenNotification`` with the window, as UIWindow does. Windows made here start
  /// visible (UIKit's start hidden until `makeKeyAndVisible()`).
  open override var isHidden: Bool {
    didSet { if isHidden != oldValue { postVisibilityChange() } }
  }

  /// The main view, filling the window.
  public var rootView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let rootView {
        if rootView.frame == .zero { rootView.frame = bounds }
        addSubview(rootView)
      }
    }
  }

  /// The responder that receives nil-targeted actions first.
  public var firstResponder: Responder? { storedFirstResponder }

  // MARK: Touch input

  /// Feeds one raw touch change to the window, as an input device would. Returns false, with a
  /// diagnostic, for input UIKit would never produce: non-finite points, "moved"/"ended" for an
  /// unknown touch, "began" for a touch that is already down.
  @discardableResult
  public func handleTouch(id: Int, phase: Touch.Phase, at point: CGPoint, timestamp: Double? = nil) -> Bool {
    handleTouches([TouchInput(time: timestamp ?? clock.now, id: id, phase: phase, location: point)]) == 1
  }

  /// Feeds several touch changes of one instant as one event: every touch is updated first, then
  /// each is delivered, so a recognizer sees all fingers where they are. A touch changes once in
  /// an event: a second change of it (a finger that goes down and lifts at one instant) starts the
  /// next event, as the system reports each change of a finger in an event of its own. Returns how
  /// many were accepted; the others are ignored with a diagnostic, as in
  /// ``handleTouch(id:phase:at:timestamp:)``.
  @discardableResult
  public func handleTouches(_ inputs: [TouchInput]) -> Int {
    var accepted: [Touch] = []
    var count = 0
    for input in inputs {
      // Updating it again would overwrite the change not yet dispatched (a began seen as ended).
      if let touch = activeTouches[input.id], touch.isInAssembledEvent {
        count += dispatchEvent(&accepted)
      }
      if let touch = update(with: input) {
        touch.isInAssembledEvent = true
        accepted.append(touch)
      }
    }
    return count + dispatchEvent(&accepted)
  }

  /// Dispatches the touches of one assembled event, in order, and empties the list; returns how
  /// many there were.
  private final func dispatchEvent(_ touches: inout [Touch]) -> Int {
    for touch in touches { touch.isInAssembledEvent = false }
    for touch in touches {
      if touch.phase == .began { arbiter.attach(touch) }
      dispatch(touch)
    }
    defer { touches.removeAll(keepingCapacity: true) }
    return touches.count
  }

  /// Validates one raw change and applies it to its touch; nil when it is rejected.
  private func update(with input: TouchInput) -> Touch? {
    let (id, phase, point, time) = (input.id, input.phase, input.location, input.time)
    guard point.isFinite, time.isFinite else {
      Self.log.warning("ignored touch \(id) with a non-finite location or time")
      return nil
    }
    switch phase {
    case .began:
      guard Window.ignoredInteractionDepth == 0 else { return nil }
      guard activeTouches[id] == nil else {
        Self.log.warning("ignored 'began' for touch \(id), which is already down")
        return nil
      }
      let touch = Touch(
        identifier: id, location: point, timestamp: time, tapCount: tapCount(at: point, time: time),
        window: self)
      touch.view = hitTest(point, with: nil)
      activeTouches[id] = touch
      return touch
    case .moved, .stationary, .ended, .cancelled:
      guard let touch = activeTouches[id] else {
        Self.log.warning("ignored '\(phase.rawValue)' for touch \(id), which never began")
        return nil
      }
      guard time >= touch.timestamp else {
        Self.log.warning("ignored out-of-order '\(phase.rawValue)' for touch \(id)")
        return nil
      }
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = point
      touch.timestamp = time
      touch.phase = phase
      if phase == .ended || phase == .cancelled {
        activeTouches[id] = nil
        if phase == .ended { lastTap = (time, point, touch.tapCount) }
      }
      return touch
    }
  }

  private func tapCount(at point: CGPoint, time: Double) -> Int {
    guard let last = lastTap, time - last.time <= 0.35,
      (point - last.location).length <= 40
    else { return 1 }
    return last.count + 1
  }

  private func dispatch(_ touch: Touch) {
    arbiter.dispatch(touch, event: makeEvent())
  }

  /// The touches currently down.
  public var touchesDown: [Touch] { activeTouches.values.sorted { $0.identifier < $1.identifier } }

  func makeEvent() -> Event {
    Event(timestamp: clock.now, touches: activeTouches)
  }

  /// Delivers one touch change to the touch's view (after the recognizers allowed it).
  func deliverToView(_ touch: Touch, phase: Touch.Phase, event: Event, forced: Bool = false) {
    guard let view = touch.view, forced || !touch.viewDeliveryStopped else { return }
    let set: Set<Touch> = [touch]
    switch phase {
    case .began:
      for scrollView in view.ancestry.dropFirst().compactMap({ $0 as? ScrollView })
      where !scrollView.touchesShouldBegin(set, with: event, in: view) {
        touch.viewDeliveryStopped = true
        return
      }
      touch.deliveredToView = true
      view.touchesBegan(set, with: event)
    case .moved, .stationary:
      if touch.deliveredToView { view.touchesMoved(set, with: event) }
    case .ended:
      if touch.deliveredToView { view.touchesEnded(set, with: event) }
    case .cancelled:
      if touch.deliveredToView { view.touchesCancelled(set, with: event) }
    }
  }

  /// A view left the window: its touches stop reaching it and its recognizers are forgotten.
  func viewLeftWindow(_ view: View) {
    for recognizer in view.attachedRecognizers { arbiter.remove(recognizer) }
    if let responder = storedFirstResponder as? View, responder.isDescendant(of: view) {
      storedFirstResponder = nil
    }
    if let focused = storedFocusedView, focused.isDescendant(of: view) { storedFocusedView = nil }
  }

  // MARK: Status bar

  /// A tap on the status bar: scrolls the one eligible scroll view to its top (spec section 5).
  /// Returns whether a scroll view scrolled.
  @discardableResult
  public func tapStatusBar() -> Bool {
    var candidates: [ScrollView] = []
    func collect(_ view: View) {
      // A second candidate settles it (no scroll to the top): the rest need not be looked at.
      guard candidates.count < 2, !view.isHidden, view.alpha >= 0.01 else { return }
      if let scrollView = view as? ScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
      for subview in view.subviews { collect(subview) }
    }
    collect(self)
    guard candidates.count == 1, let scrollView = candidates.first else { return false }
    return scrollView.scrollToTopFromStatusBar()
  }
}
