import Foundation
import Logging
import ScrollPhysics

/// A view whose content is larger than itself and moves under the finger, like UIScrollView.
///
/// The content offset is the bounds origin. One `ContentPosition` per view owns the precise offset
/// and the current activity (idle, hold, drag, ballistic, animation, zoom, zoom animation);
/// ``isTracking``, ``isDragging``, ``isDecelerating``, ``isZooming`` and ``isZoomBouncing`` derive from
/// it, and every delegate start and end call comes from a change of activity. Physics comes from ScrollPhysics and is a closed-form function
/// of time, so a fling lands on the same offsets at any frame rate.
///
/// See also: ``ScrollViewDelegate``, ``ScrollIndicator``, ``RefreshControl``.
@preconcurrency @MainActor
open class ScrollView: View {
  /// Makes a `ScrollView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { ScrollView(frame: frame) }

  static let scrollLog = Logger(label: "Inertia.ScrollView")

  /// Creates a scroll view with `frame`. Defaults are UIKit's (spec section 1).
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    clipsToBounds = true
    installRecognizers()
  }

  /// The backend that takes this view's input instead of the view itself (see ``input``), kept
  /// alive here.
  var attachedInput: (any ScrollInput)?
  /// What this view drives by scrolling (a pager coupling, kept alive here).
  var coupling: (any ScrollCoupling)?

  /// The delegate that hears about scrolling. Observable by key path (`"delegate"`,
  /// `observe(\.delegate)`): a proxy that wraps whatever delegate a program sets learns of each
  /// new one, as UIKit's key-value observing of the property tells it.
  open weak var delegate: ScrollViewDelegate? {
    willSet { deliveredDelegate = newValue }
    didSet { if delegate !== oldValue { keyValueDidChange("delegate") } }
  }
  /// The delegate as last set through this class's setter, which the scroll view calls, as UIKit
  /// calls the delegate it stored: a subclass that overrides ``delegate`` to keep the program's own
  /// and sets `super.delegate = self` (GridView's; sixty-fourth trial) hears the scrolling
  /// itself and hands on what it chooses; calling the overridden getter reached the program's
  /// delegate directly (it heard scrollViewDidEndDecelerating, which GridView does not hand on).
  package private(set) weak var deliveredDelegate: ScrollViewDelegate?

  // MARK: Content geometry
  //
  // The storage of the content geometry and indicator settings read on every frame (contentSize,
  // the adjusted inset, the indicator flags and insets, refreshControl) is
  // `@exclusivity(unchecked)` and private, behind checked public accessors: plain main-actor
  // values never accessed in place around other code (observers run after the store),
  // so the runtime's per-access check, which cost more than the reads (a fifth of a table's fling
  // frame, Benchmarks/TableFrameProbe), is left out.

  /// The size of the content. Default zero. Non-finite values are ignored; negative sizes clamp to 0.
  open var contentSize: CGSize {
    get { storedContentSize }
    set {
      guard newValue.isFinite else {
        Self.scrollLog.warning("ignored non-finite contentSize")
        storedWindow?.layoutWork.nonFiniteGeometry &+= 1
        return
      }
      if newValue.width < 0 || newValue.height < 0 {
        Self.scrollLog.warning("clamped negative contentSize \(newValue)")
      }
      let oldValue = storedContentSize
      storedContentSize = CGSize(width: max(newValue.width, 0), height: max(newValue.height, 0))
      if storedContentSize != oldValue {
        if !isApplyingSolvedContentSize { contentSizeSetFromOutside() }
        geometryDidChange()
        keyValueDidChange("contentSize")
        scrollObserver?.contentDidScroll()
      }
    }
  }
  @exclusivity(unchecked) private var storedContentSize: CGSize = .zero

  /// Whether ``contentSize`` follows the bounding box of the content subviews at every layout
  /// (a scene's `"contentSize": "auto"`) on the axes constraints do not determine. Constraints on
  /// ``contentLayoutGuide`` set the content size without it, as in UIKit. Default false.
  open var contentSizeFollowsSubviews = false { didSet { setNeedsLayout() } }

  /// Extra space around the content. Default zero. Non-finite values are ignored.
  open var contentInset: EdgeInsets = .zero {
    didSet {
      guard contentInset.isFinite else {
        Self.scrollLog.warning("ignored non-finite contentInset")
        contentInset = oldValue
        return
      }
      if contentInset != oldValue {
        geometryDidChange()
        keyValueDidChange("contentInset")
      }
    }
  }

  /// How the safe area adds to ``adjustedContentInset``. Default automatic.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { geometryDidChange() } }
  }

  /// Whether the view is the main content of a navigation-style container; with `.automatic` the
  /// top and bottom safe area then always apply. Default false.
  open var isNavigationContent = false { didSet { geometryDidChange() } }

  /// The content inset plus the safe area on the edges ``contentInsetAdjustmentBehavior`` selects.
  @exclusivity(unchecked) public internal(set) var adjustedContentInset: EdgeInsets = .zero

  /// Extra inset added at the top by a refreshing ``RefreshControl``.
  var refreshInset: CGFloat = 0 { didSet { if refreshInset != oldValue { geometryDidChange() } } }

  /// Called after ``adjustedContentInset`` changed. Subclasses may override; call super.
  open func adjustedContentInsetDidChange() {
    deliveredDelegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// The offset of the content's origin from the view's origin: the bounds origin.
  /// Setting it moves the content at once (a running deceleration continues from there).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue.isFinite else {
        Self.scrollLog.warning("ignored non-finite contentOffset")
        return
      }
      applyExternalOffset(newValue)
    }
  }

  // MARK: Behaviour

  /// Whether scrolling is possible. Default true.
  open var isScrollEnabled = true {
    didSet {
      panGestureRecognizer.isEnabled = isScrollEnabled
      // A trackpad or wheel drag has no recognizer to cancel; it ends here as a cancelled pan does.
      if !isScrollEnabled { position.activity.released(velocity: .zero, in: input) }
      geometryDidChange()
    }
  }
  /// Whether a drag that starts along one axis stays on it. Default false.
  open var isDirectionalLockEnabled = false
  /// Whether the view stops on multiples of its bounds. Default false.
  open var isPagingEnabled = false
  /// Whether a status-bar tap scrolls this view to the top. Default true.
  open var scrollsToTop = true
  /// Whether the content bounces past the edges. Default true.
  open var bounces = true { didSet { geometryDidChange() } }
  /// Whether vertical dragging bounces even when the content is not taller than the view. Default false.
  open var alwaysBounceVertical = false { didSet { geometryDidChange() } }
  /// Whether horizontal dragging bounces even when the content is not wider than the view. Default false.
  open var alwaysBounceHorizontal = false { didSet { geometryDidChange() } }
  /// How fast a fling slows down. Default `DecelerationRate.normal` (0.998). 0 stops the content
  /// where the finger leaves it, as UIKit does (`UIScrollView.DecelerationRate(rawValue: 0)`: the
  /// speed is multiplied by 0 every millisecond, so a release keeps no momentum; paging still
  /// springs to its page). Other values outside (0, 1) are ignored.
  open var decelerationRate: DecelerationRate = .normal {
    didSet {
      if decelerationRate.rawValue != 0 && !DecelerationRate.isValid(decelerationRate.rawValue) {
        Self.scrollLog.warning("ignored deceleration rate \(decelerationRate.rawValue) outside [0, 1)")
        decelerationRate = oldValue
      }
    }
  }
  /// Whether touch-down is held from the content for 0.15 s to see if it is a drag. Default true.
  open var delaysContentTouches = true
  /// Whether a drag may cancel touches the content already has. Default true.
  open var canCancelContentTouches = true
  /// When dragging dismisses the keyboard. Default none.
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// Whether a table's index shows. Default automatic.
  open var indexDisplayMode: IndexDisplayMode = .automatic
  /// The key state restoration saves under; nil (the default) saves nothing.
  open var restorationIdentifier: String?

  // MARK: Zoom

  /// The smallest zoom scale. Default 1. Non-finite or non-positive values are ignored.
  open var minimumZoomScale: CGFloat = 1 {
    didSet { if !(minimumZoomScale.isFinite && minimumZoomScale > 0) { minimumZoomScale = oldValue } }
  }
  /// The largest zoom scale. Default 1. Non-finite or non-positive values are ignored; a maximum
  /// below the minimum means zooming is impossible (as in UIKit), and the zoom scale, set or
  /// zoomed to, is then the minimum.
  open var maximumZoomScale: CGFloat = 1 {
    didSet { if !(maximumZoomScale.isFinite && maximumZoomScale > 0) { maximumZoomScale = oldValue } }
  }
  /// The current zoom scale. Default 1. Setting it zooms without animation (see setZoomScale).
  open var zoomScale: CGFloat {
    get { storedZoomScale }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      if zoomView != nil {
        setZoomScale(newValue, animated: false)
      } else {
        storedZoomScale = min(max(newValue, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
      }
    }
  }
  var storedZoomScale: CGFloat = 1
  /// Whether zooming past the limits bounces back. Default true.
  open var bouncesZoom = true
  /// Whether a pinch is zooming the content.
  public var isZooming: Bool { position.activity.isZooming }
  /// Whether the zoom is animating back into its limits.
  public var isZoomBouncing: Bool { position.activity.isZoomBouncing }

  /// Whether zooming is possible: the limits differ and the delegate gives a view to zoom.
  package var canZoom: Bool {
    minimumZoomScale < maximumZoomScale && deliveredDelegate?.viewForZooming(in: self) != nil
  }

  // MARK: State

  /// The one owner of the precise offset and of the activity that moves it.
  private(set) lazy var position = ContentPosition(scrollView: self, offset: bounds.origin)
  /// The unrounded content offset (the bounds origin shows it rounded to the pixel grid).
  var preciseOffset: CGPoint { position.offset }
  /// Set while a zoom step writes the content size, so the write does not clamp the offset.
  var isApplyingZoom = false

  /// How the offset answers the finger and what a release starts. Default
  /// `BouncingScrollPhysics` (UIKit's); ``bounces`` = false uses clamping physics whatever is set.
  public var physics: any ScrollPhysicsModel = BouncingScrollPhysics()

  /// Whether a finger is on the content (dragging or not).
  public var isTracking: Bool { position.activity.isTracking }

  /// Whether the content is being dragged.
  public var isDragging: Bool { position.activity.isDragging }

  /// Whether the content moves on its own after a drag (including a touch holding a caught fling).
  public var isDecelerating: Bool { position.activity.isDecelerating }

  /// Whether a programmatic scroll animation is running.
  package var isScrollAnimating: Bool { position.activity.isScrollAnimation }

  // MARK: Gesture recognizers

  /// The pan that drags the content.
  public let panGestureRecognizer = ScrollViewPanGestureRecognizer()
  let touchObserver = ScrollViewTouchObserver()
  let delayRecognizer = ScrollViewDelayedTouchesRecognizer()
  let storedPinch = ScrollViewPinchGestureRecognizer()
  /// The pinch that zooms; nil while zooming is impossible.
  public var pinchGestureRecognizer: PinchGestureRecognizer? { canZoom ? storedPinch : nil }
  /// Arrow and page keys scroll by a line or a page.
  public let directionalPressGestureRecognizer = DirectionalPressGestureRecognizer()

  private func installRecognizers() {
    touchObserver.scrollView = self
    delayRecognizer.scrollView = self
    panGestureRecognizer.scrollView = self
    directionalPressGestureRecognizer.scrollView = self
    addGestureRecognizer(touchObserver)
    addGestureRecognizer(delayRecognizer)
    addGestureRecognizer(panGestureRecognizer)
    storedPinch.scrollView = self
    addGestureRecognizer(storedPinch)
    storedPinch.addTarget { [weak self] recognizer in
      guard let self, let pinch = recognizer as? PinchGestureRecognizer else { return }
      self.handlePinch(pinch)
    }
    panGestureRecognizer.addTarget { [weak self] recognizer in
      guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
      self.handlePan(pan)
    }
  }

  // MARK: Indicators and refresh

  /// The vertical scroll indicator view.
  package let verticalIndicator = ScrollIndicator(axis: .vertical)
  /// The horizontal scroll indicator view.
  package let horizontalIndicator = ScrollIndicator(axis: .horizontal)
  /// Whether the vertical indicator may show. Default true.
  open var showsVerticalScrollIndicator: Bool {
    get { indicatorSettings.showsVertical }
    set { indicatorSettings.showsVertical = newValue }
  }
  /// Whether the horizontal indicator may show. Default true.
  open var showsHorizontalScrollIndicator: Bool {
    get { indicatorSettings.showsHorizontal }
    set { indicatorSettings.showsHorizontal = newValue }
  }
  /// The indicators' colour scheme. Default `.default`.
  open var indicatorStyle: IndicatorStyle {
    get { indicatorSettings.style }
    set { indicatorSettings.style = newValue }
  }
  /// Insets of the vertical indicator's track. Default zero.
  open var verticalScrollIndicatorInsets: EdgeInsets {
    get { indicatorSettings.verticalInsets }
    set { indicatorSettings.verticalInsets = newValue }
  }
  /// Insets of the horizontal indicator's track. Default zero.
  open var horizontalScrollIndicatorInsets: EdgeInsets {
    get { indicatorSettings.horizontalInsets }
    set { indicatorSettings.horizontalInsets = newValue }
  }
  /// Both indicator insets at once (UIScrollView's `scrollIndicatorInsets`, deprecated in UIKit,
  /// still common): setting it sets ``verticalScrollIndicatorInsets`` and
  /// ``horizontalScrollIndicatorInsets``; reading it returns the vertical one. Non-finite insets
  /// are ignored. Open, as UIKit's, for a subclass that keeps its own (GridView's; sixty-fourth
  /// trial).
  open var scrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      guard newValue.isFinite else { return }
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// Whether the safe area adds to the indicator insets. Default true.
  open var automaticallyAdjustsScrollIndicatorInsets: Bool {
    get { indicatorSettings.adjustsForSafeArea }
    set { indicatorSettings.adjustsForSafeArea = newValue }
  }
  /// The indicator settings' storage, read by every frame's indicator update (unchecked, private).
  @exclusivity(unchecked) private var indicatorSettings = IndicatorSettings() {
    didSet { updateIndicators() }
  }
  var indicatorFade: Animator?
  var indicatorHideTimer: ClockTimer?

  /// The pull-to-refresh control shown above the content. Setting one forces
  /// ``alwaysBounceVertical``.
  open var refreshControl: RefreshControl? {
    get { storedRefreshControl }
    set { storedRefreshControl = newValue }
  }
  @exclusivity(unchecked) private var storedRefreshControl: RefreshControl? {
    didSet {
      oldValue?.removeFromSuperview()
      if let storedRefreshControl {
        alwaysBounceVertical = true
        storedRefreshControl.attach(to: self)
      }
    }
  }

  /// Marks the view for layout because its offset changed (its content did not).
  func scrollOffsetNeedsLayout() { setNeedsLayout() }

  // MARK: View overrides

  package override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    if bounds.size != oldBounds.size {
      // The frame setter gives the size before the centre: the safe area of the half-moved view
      // is not the view's (a page resized from 667 to 618 points about its centre is 24.5 down,
      // 20 points of its top inset outside the status bar), so the adjusted inset waits.
      if isSettingFrame { geometryAwaitsFrame = true } else { geometryDidChange() }
    }
    if bounds.origin != oldBounds.origin {
      position.boundsOriginWrittenFromOutside()
      updateIndicators()
      // UIKit lays a scroll view out again whenever it scrolls: subclasses tile or recenter their
      // content in layoutSubviews (an infinite pager moving its pages back to the middle).
      scrollOffsetNeedsLayout()
    }
    if bounds.origin != oldBounds.origin { window?.constraintScrollOffsetChanged(of: self) }
  }

  /// Whether a size change came while ``frame`` was being set (see ``boundsDidChange(from:)``).
  @exclusivity(unchecked) private var geometryAwaitsFrame = false

  package override func frameWasSet() {
    super.frameWasSet()
    guard geometryAwaitsFrame else { return }
    geometryAwaitsFrame = false
    geometryDidChange()
  }

  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    geometryDidChange()
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { stopMotion(notify: false) }
    geometryDidChange()
  }

  open override func didAddSubview(_ subview: View) {
    super.didAddSubview(subview)
    // `scrollView.addSubview(refreshControl)`, the idiom from before the property (iOS 10), makes
    // the control the scroll view's, as UIKit does.
    if let control = subview as? RefreshControl, control !== storedRefreshControl {
      storedRefreshControl = control
    }
    if subview !== verticalIndicator && subview !== horizontalIndicator { keepIndicatorsOnTop() }
  }

  /// Whether ``contentSize`` is being set from the layout (the solved content guide), not by the
  /// program.
  var isApplyingSolvedContentSize = false
  /// The content size the constraint engine solved for the contentLayoutGuide, per axis.
  var contentSizeFromConstraints = SolvedContentSize() {
    didSet { if contentSizeFromConstraints != oldValue { setNeedsLayout() } }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateContentSizeFromLayout()
    refreshControl?.layoutInScrollView()
    updateIndicators()
  }

  // MARK: Programmatic scrolling (open, as UIKit's, so subclasses override them)

  /// Moves the content to `offset`; animated over 0.3 s, ending with didEndScrollingAnimation.
  /// A running deceleration stops first (with didEndDecelerating). Nothing happens when the
  /// pixel-rounded target equals the current offset. Non-finite offsets are ignored.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.isFinite else {
      Self.scrollLog.warning("ignored non-finite offset in setContentOffset")
      return
    }
    scroll(to: offset, animated: animated, toTop: false)
  }

  /// Scrolls the least amount that makes `rect` (content coordinates) visible (spec section 5):
  /// visible inside the bounds less the adjusted content inset, as UIKit's, so a field scrolled to
  /// stays above a keyboard the bottom inset (or safe area) makes room for. The rect is intersected
  /// with the content area first; an empty result, or a rect already fully visible, does nothing.
  /// A rect larger than the visible part aligns its trailing edge.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard rect.isFiniteRect else { return }
    let contentArea = CGRect(origin: .zero, size: contentSize)
    let target = rect.standardized.intersection(contentArea)
    guard !target.isNull, target.width > 0 || target.height > 0 else { return }
    let inset = adjustedContentInset
    let visible = CGRect(
      x: bounds.minX + inset.left, y: bounds.minY + inset.top,
      width: max(bounds.width - inset.left - inset.right, 0),
      height: max(bounds.height - inset.top - inset.bottom, 0))
    var offset = bounds.origin
    func axisOffset(
      _ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat, _ current: CGFloat
    )
      -> CGFloat
    {
      if low >= visibleLow && high <= visibleHigh { return current }
      let length = visibleHigh - visibleLow
      if high - low > length || high > visibleHigh { return current + (high - visibleHigh) }
      return current - (visibleLow - low)
    }
    offset.x = axisOffset(target.minX, target.maxX, visible.minX, visible.maxX, offset.x)
    offset.y = axisOffset(target.minY, target.maxY, visible.minY, visible.maxY, offset.y)
    offset = clamped(offset)
    guard offset != bounds.origin else { return }
    setContentOffset(offset, animated: animated)
  }

  // MARK: Overridable hooks

  /// Whether `view` in the content may receive `touches` (spec section 6). Default true; return
  /// false to keep the touches from the view.
  open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }

  /// Whether a drag may cancel the touches `view` already has (spec section 6). Default: false for
  /// an enabled ``Control``, true for any other view.
  open func touchesShouldCancel(in view: View) -> Bool {
    if let control = view as? Control { return !control.isEnabled }
    return true
  }

  /// A hook subclasses (tables, nested scrolling) use to react to every visible offset change.
  open func scrollViewDidScrollHook() {}

  /// A hook the framework's own scroll views use to hear of the drags and decelerations their
  /// delegate hears of, whoever the delegate is (a page view controller's pages, whose scroll view
  /// an app may give a delegate of its own).
  func scrollActivityHook(_ event: ScrollActivityEvent) {}

  /// Where a release at `velocity` (pt/ms) projected to rest at `proposed` should rest, asked
  /// before the delegate's scrollViewWillEndDragging (which gets the answer as its target); not
  /// asked when paging. Default: `proposed` (a collection view asks its layout).
  func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

  /// Whether a subclass lets `axis` scroll at all (a scroll node's scrollable directions).
  func axisAllowsScrolling(_ axis: Axis) -> Bool { true }

  /// The screen scale offsets are rounded to.
  var pixelScale: CGFloat { window?.screenScale ?? 1 }
}
