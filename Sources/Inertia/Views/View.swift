import Foundation
import Logging

/// A rectangular area on screen that draws, lays out its subviews and handles touches, like UIView.
///
/// Geometry follows UIKit: ``frame`` is derived from ``center``, ``bounds`` and ``transform``;
/// `bounds.origin` shifts what the view shows of its subviews (a scroll view's content offset is
/// its bounds origin).
///
/// See also: ``Window``, ``ScrollView``, ``Responder``.
@preconcurrency @MainActor
open class View: Responder {
  /// Creates a view of zero size at the origin by calling ``init(frame:)``, as UIView's `init()`.
  public override convenience init() { self.init(frame: .zero) }

  /// Creates a view with `frame` (default zero).
  public init(frame: CGRect = .zero) {
    super.init()
    let safe = frame.isFiniteRect ? frame : .zero
    storedBounds = CGRect(origin: .zero, size: CGSize(width: max(safe.width, 0), height: max(safe.height, 0)))
    storedCenter = CGPoint(x: safe.midX, y: safe.midY)
  }

  /// Makes a view of the class this is called on, as `init(frame:)` sent to a class value does
  /// on iOS; each view class overrides it. The default traps unless called on `View` itself.
  open class func makeFromClass(frame: CGRect) -> View { plainViewFromClass(frame: frame) }
  /// Makes a view of the class this is called on, as `init()` sent to a class value does on iOS
  /// (by default ``makeFromClass(frame:)`` with a zero frame, as UIView's `init()`).
  open class func makeFromClass() -> View { makeFromClass(frame: .zero) }

  // MARK: Geometry
  // The geometry, hierarchy and layout storage below is `@exclusivity(unchecked)` (read for every
  // view a layout pass moves; the check costs more than the read, Benchmarks/AutoLayoutProbe). It
  // is private: the public accessors never hand it out in place, so no accesses can overlap.

  @exclusivity(unchecked) private var storedBounds: CGRect = .zero
  @exclusivity(unchecked) private var storedCenter: CGPoint = .zero
  @exclusivity(unchecked) private var storedTransform: AffineTransform = .identity
  /// The layer's whole 3D transform when it is not affine (then ``transform`` is its affine part);
  /// nil otherwise.
  @exclusivity(unchecked) private(set) var storedTransform3D: Transform3D?
  @exclusivity(unchecked) private var storedAlpha: CGFloat = 1
  @exclusivity(unchecked) private var storedBackgroundColor: Color?

  /// The view's own coordinate space: its size and the offset of what it shows. Default zero.
  /// Non-finite values are ignored; negative sizes become zero.
  open var bounds: CGRect {
    get { storedBounds }
    set {
      guard newValue.isFiniteRect else {
        ignoredNonFinite("bounds \(newValue)")
        return
      }
      let oldValue = storedBounds
      storedBounds = CGRect(
        origin: newValue.origin,
        size: CGSize(width: max(newValue.size.width, 0), height: max(newValue.size.height, 0)))
      boundsWereSet(from: oldValue)
    }
  }

  /// Called after ``bounds`` changed. Subclasses react to size or origin changes here.
  package func boundsDidChange(from oldBounds: CGRect) {
    if bounds.size != oldBounds.size, !isSettingFrame { reportGeometryChange() }
    if let scrollObserver, bounds.origin != oldBounds.origin { scrollObserver.contentDidScroll() }
  }

  /// The container whose bar follows this scroll view's offset (a navigation controller's large
  /// title, a tab bar controller's scroll edge).
  weak var scrollObserver: (any ContentScrollObserver)?

  /// The centre of the view in its superview's coordinates. Non-finite values are ignored.
  open var center: CGPoint {
    get { storedCenter }
    set {
      let oldValue = storedCenter
      if !newValue.isFinite {
        ignoredNonFinite("center")
        return
      }
      storedCenter = newValue
      if center != oldValue {
        if !ViewAnimationGroup.recording.isEmpty {
          recordAnimatableChange(.center, from: .point(oldValue), to: .point(center))
        }
        if !isSettingFrame { reportGeometryChange() }
      }
    }
  }

  /// The transform applied around the centre. Default identity. With a 3D ``transform3D`` it reads
  /// that transform's affine part; setting it replaces the 3D transform, as in UIKit.
  open var transform: AffineTransform {
    get { storedTransform }
    set {
      let oldValue = storedTransform
      storedTransform = newValue
      storedTransform3D = nil
      guard transform != oldValue else { return }
      if !ViewAnimationGroup.recording.isEmpty {
        recordAnimatableChange(.transform, from: .transform(oldValue), to: .transform(transform))
      }
      if !isSettingFrame { propagateSafeArea() }
    }
  }

  /// The layer's transform (UIView.transform3D, `layer.transform`), applied around the centre:
  /// drawn and hit-tested in perspective when not affine. Setting an affine one is setting
  /// ``transform``. Non-finite transforms are ignored. It changes at once, also in an animation
  /// block (a layer animation of `transform` moves it).
  open var transform3D: Transform3D {
    get { storedTransform3D ?? Transform3D(storedTransform) }
    set {
      guard newValue.isFinite, newValue != transform3D else { return }
      if newValue.isAffine { return transform = newValue.affineTransform }
      storedTransform = newValue.affineTransform
      storedTransform3D = newValue
      propagateSafeArea()
    }
  }

  /// The view's rectangle in its superview's coordinates, derived from center, bounds, transform
  /// and the layer's anchor point. Setting it sets the centre (where the anchor point lands) and
  /// the bounds size; non-finite frames are ignored.
  open var frame: CGRect {
    get { Self.frame(size: bounds.size, center: center, transform: transform, anchor: storedAnchorPoint) }
    set { setFrame(newValue) }
  }

  /// Whether ``frame`` is being set: its size and centre changes are reported once, at the end.
  @exclusivity(unchecked) var isSettingFrame = false

  /// Called when ``frame``'s setter has applied the whole frame (not from a nested set): a
  /// subclass that put off what a half-set frame would get wrong (its safe area) does it here.
  package func frameWasSet() {}

  /// The safe-area insets last reported through ``safeAreaInsetsDidChange()`` (zero outside a
  /// window): the callback comes only when the insets differ from these.
  @exclusivity(unchecked) var reportedSafeAreaInsets = EdgeInsets.zero
  /// Whether this view or a descendant may have non-zero safe-area insets: one reported some, or
  /// a view controller adds some. While the window has no safe area of its own and no view
  /// controller in it ever added any, a geometry change skips subtrees without it.
  @exclusivity(unchecked) var subtreeMayHaveSafeArea = false

  // MARK: Appearance

  /// Whether subviews are clipped to the bounds. Default false.
  open var clipsToBounds = false
  /// Whether the view and its subviews are hidden. Default false.
  open var isHidden = false {
    didSet { if isHidden != oldValue { superview?.subviewVisibilityChanged(self) } }
  }

  /// A subview was hidden or shown (a stack view collapses it).
  func subviewVisibilityChanged(_ view: View) {}
  // `alpha` and `backgroundColor` are read by every frame's indicator update: unchecked for
  // exclusivity like the geometry above.
  /// Opacity in 0...1 (clamped; NaN ignored). Default 1.
  open var alpha: CGFloat {
    get { storedAlpha }
    set {
      let oldValue = storedAlpha
      storedAlpha = newValue.isNaN ? oldValue : min(max(newValue, 0), 1)
      if alpha != oldValue, !ViewAnimationGroup.recording.isEmpty {
        recordAnimatableChange(.alpha, from: .scalar(Double(oldValue)), to: .scalar(Double(alpha)))
      }
    }
  }
  /// The fill colour. Default nil (transparent).
  open var backgroundColor: Color? {
    get { storedBackgroundColor }
    set {
      let oldValue = storedBackgroundColor
      storedBackgroundColor = newValue
      if backgroundColor != oldValue, !ViewAnimationGroup.recording.isEmpty {
        recordAnimatableChange(.backgroundColor, from: .color(oldValue), to: .color(backgroundColor))
      }
    }
  }
  /// The animations moving what is drawn of the view (see `presentation`); unchecked for
  /// exclusivity like the geometry, read by every render and hit test.
  @exclusivity(unchecked) var animationState = ViewAnimationState()
  /// How the view places its content in its bounds (an image view's image). Default
  /// ``ContentMode/scaleToFill``.
  open var contentMode: ContentMode = .scaleToFill
  /// The layer's corner radius (``Layer/cornerRadius``, the one public spelling, as UIKit's
  /// `layer.cornerRadius`), kept here so the renderer reads it without making a layer. Not a
  /// public `View` property: UIKit's `UIView` has none, and programs declare their own.
  package var layerCornerRadius: CGFloat = 0
  /// The layer's border width (``Layer/borderWidth``). Default 0.
  package var layerBorderWidth: CGFloat = 0
  /// The layer's border colour (``Layer/borderColor``). Default black.
  package var layerBorderColor: Color = .black
  /// Layout direction for leading/trailing resolution. Default unspecified (left to right).
  open var semanticContentAttribute: SemanticContentAttribute = .unspecified

  // MARK: Identity and interaction

  /// A number to find the view by. Default 0.
  open var tag = 0
  /// A name to find the view by (scenes use their "id" here). Default nil.
  package var identifier: String?
  /// Whether the view receives touches. Default true.
  open var isUserInteractionEnabled = true
  /// Whether the view receives more than one touch at a time. Default false.
  open var isMultipleTouchEnabled = false
  /// Whether the view is being moved to another superview (its removal sends no callbacks).
  var isChangingSuperview = false
  /// The recognizers attached, in order (read on every touch).
  private(set) var attachedRecognizers: [GestureRecognizer] = []
  /// The interactions added (``interactions``), in order.
  var attachedInteractions: [any Interaction] = []
  /// The dynamic animator using this view as its reference view (started when the view enters a
  /// window).
  weak var waitingDynamicAnimator: DynamicAnimator?

  /// Attaches a gesture recognizer.
  open func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    attachedRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches a gesture recognizer.
  open func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    attachedRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }

  /// Whether `gestureRecognizer` may leave the possible state, as UIView asks: every view from a
  /// touch's hit view up to the recognizer's own view is asked (after the recognizer's delegate);
  /// one false fails the recognizer. Default true.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

  // MARK: Hierarchy

  /// The view this one is a subview of.
  public internal(set) weak var superview: View?
  /// The subviews, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = []
  weak var storedWindow: Window?

  /// The window the view is in, if any.
  open var window: Window? { storedWindow }

  /// Constraints activated while the view was outside a window; they join the window's engine when
  /// the view enters one (UIKit installs them at once; here the engine belongs to the window).
  var deferredConstraints: [LayoutConstraint] = []
  /// Whether an input of Auto Layout (intrinsic size, margins, translation) changed while the view
  /// was outside a window: the engine that still holds its item hears of it when it enters one
  /// (a reused cell configured off screen).
  var autoLayoutInputsChangedOutsideWindow = false

  /// The view controller whose root view this is, if any.
  weak var owningViewController: ViewController? {
    didSet { hasOwningViewController = owningViewController != nil }
  }
  /// Whether ``owningViewController`` was set (a walk over many views skips the weak load
  /// when false).
  @exclusivity(unchecked) var hasOwningViewController = false

  /// The view controller that owns this view as its root view, else the superview.
  open override var next: Responder? { owningViewController ?? superview }

  /// Adds `view` on top of the other subviews. As in UIKit, the add and insert methods do their
  /// work without calling one another, so a subclass overriding some of them to hand views to an
  /// inner view (and calling `super` for its own) sees each call once.
  open func addSubview(_ view: View) { placeSubview(view, at: subviews.count) }

  /// Inserts `view` at `index` (clamped to the valid range).
  open func insertSubview(_ view: View, at index: Int) {
    placeSubview(view, at: index)
  }

  /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
  open func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    placeSubview(view, at: index)
  }

  /// Inserts `view` just below `sibling` (at the back when `sibling` is not a subview).
  open func insertSubview(_ view: View, belowSubview sibling: View) {
    placeSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
  }

  /// Moves a subview to the front. Searches from the front, so keeping a few views on top while
  /// adding many others costs O(1) per call.
  open func bringSubviewToFront(_ view: View) {
    guard view.superview === self, let index = subviews.lastIndex(where: { $0 === view }) else { return }
    guard index != subviews.count - 1 else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Swaps the subviews at `index1` and `index2` in the drawing order (UIKit's
  /// `exchangeSubview(at:withSubviewAt:)`); an index outside ``subviews`` changes nothing.
  /// Overridable, as UIKit's (a view that keeps its subviews in an inner view hands it on).
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { swapSubviews(index1, index2) }

  /// Moves a subview to the back.
  open func sendSubviewToBack(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Removes the view from its superview and window.
  open func removeFromSuperview() {
    detachFromSuperview()
  }

  /// Called before the view moves to `newSuperview` (nil when it is removed).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view moved to another superview (or was removed: ``superview`` is nil).
  open func didMoveToSuperview() {}
  /// Called before a subview is removed (or moved to another superview).
  open func willRemoveSubview(_ subview: View) {}

  /// Called after a subview was added.
  open func didAddSubview(_ subview: View) {}
  /// Called before the view moves to another window (nil when it leaves its window).
  open func willMove(toWindow newWindow: Window?) {}
  /// Called after the view moved to another window.
  open func didMoveToWindow() {}

  /// Called on a view loaded from a nib or storyboard; there are none here, so it is never called
  /// (kept so that iOS code overriding it compiles).
  open func awakeFromNib() {}

  /// Called when Interface Builder draws a designable view (never here: there is no Interface
  /// Builder); a view overrides it to set up what only the canvas shows. Call super.
  open func prepareForInterfaceBuilder() {}

  /// Moves this view and its subtree into `newWindow` (nil: out of any window). Overridden inside
  /// the module by views that follow their window (``StackView``).
  func moveToWindow(_ newWindow: Window?) { moveSubtree(toWindow: newWindow) }

  // MARK: Layout

  @exclusivity(unchecked) var needsLayout = true
  /// Whether some descendant needs layout; true on every ancestor of a view that needs it, so a
  /// layout pass visits only dirty branches and costs nothing when nothing changed.
  @exclusivity(unchecked) var descendantNeedsLayout = false

  /// Marks the view as needing ``layoutSubviews()`` before the next frame.
  open func setNeedsLayout() {
    needsLayout = true
    markAncestorsForLayout()
  }

  /// Lays out this view now if it needs it, then the subviews that need it. Every view that needs
  /// layout marks its ancestors (``setNeedsLayout()``, and on insertion), so clean branches are
  /// skipped: scrolling a view with 100,000 subviews lays out only what changed.
  ///
  /// Called from outside a layout pass on a view in a window, it first solves the window's
  /// changed constraints (UIKit's `view.layoutIfNeeded()` applies Auto Layout at once, so
  /// `UIView.animate { view.layoutIfNeeded() }` animates the new frames).
  open func layoutIfNeeded() {
    if !View.isLayingOut, let window = storedWindow, window !== self {
      View.isLayingOut = true
      window.solveConstraintsIfNeeded()
      layoutSubtree()
      View.isLayingOut = false
      return
    }
    layoutSubtree()
  }

  /// Whether ``updateConstraints()`` is due (UIKit's `needsUpdateConstraints()`): true for a new
  /// view, as UIKit's first constraint pass updates every view once.
  @exclusivity(unchecked) var needsConstraintUpdate = true
  /// Whether some descendant's ``updateConstraints()`` is due (marked on every ancestor).
  @exclusivity(unchecked) var descendantNeedsConstraintUpdate = false

  /// Updates the view's own constraints in the constraint pass before layout (UIKit's
  /// `updateConstraints()`), after its subviews': make or change constraints here and call `super`
  /// last. Called once for each new view when the window uses Auto Layout, then after
  /// ``setNeedsUpdateConstraints()``.
  open func updateConstraints() { needsConstraintUpdate = false }

  /// Whether the view needs Auto Layout even before anything adds a constraint (UIKit's
  /// `requiresConstraintBasedLayout`): a view making all of its constraints in
  /// ``updateConstraints()`` returns true so that the pass runs at all. Default false.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Whether a layout pass runs (constraints are solved once, at its start).
  @exclusivity(unchecked) static var isLayingOut = false

  /// Positions subviews. The default does nothing.
  open func layoutSubviews() {}

  /// Lays out the view's layer when the view needs layout (UIView's `CALayerDelegate` method,
  /// which UIKit calls for the view's own layer): the default tells the view controller
  /// (``ViewController/viewWillLayoutSubviews()``), runs ``layoutSubviews()``, then tells it
  /// ``ViewController/viewDidLayoutSubviews()``. An override that calls `super` first and then
  /// places its own sublayers (a page control's indicator layers) sees the subviews laid out.
  open func layoutSublayers(of layer: Layer) {
    guard layer === storedLayer else { return }
    layOutSubviewsForLayer()
  }

  /// The size that best fits `size`; the default returns the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` its current size.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  /// The natural size of the content, or ``View/noIntrinsicMetric`` per dimension. Default none.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Whether the intrinsic height follows the width layout gives (wrapping text): the engine
  /// measures again after a solve that changed the width.
  var intrinsicHeightDependsOnWidth: Bool { false }

  /// The distances from the top to the first and last text baselines, or nil for a view without
  /// text (its baseline anchors are its bottom edge).
  var textBaselineOffsets: (first: CGFloat, last: CGFloat)? { nil }

  // MARK: Auto Layout

  /// How the view follows its superview's size changes (UIView.autoresizingMask): each flexible
  /// margin or length takes a share of the change. Default none: the frame stays.
  open var autoresizingMask: AutoresizingMask = []

  /// Whether subviews follow this view's size changes by their ``autoresizingMask``. Default true.
  open var autoresizesSubviews = true

  /// The light or dark style this view and its subviews take whatever their window's is (UIKit's
  /// `overrideUserInterfaceStyle`): their ``traitCollection`` says it, and they are told by
  /// ``traitCollectionDidChange(_:)`` when it changes. Default `.unspecified` (the superview's).
  open var overrideUserInterfaceStyle = TraitCollection.UserInterfaceStyle.unspecified {
    didSet { styleOverrideChanged(from: oldValue) }
  }

  /// Whether the frame is fixed in constraints (true, the default) or solved from them.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { autoLayoutInputsChanged() } }
  }

  /// The area inside the safe-area insets, as a layout guide.
  public private(set) lazy var safeAreaLayoutGuide = LayoutGuide(
    identifier: "UIViewSafeAreaLayoutGuide", owningView: self, binding: .insetBounds { $0.safeAreaInsets })

  /// The area inside ``layoutMargins``, as a layout guide.
  public private(set) lazy var layoutMarginsGuide = LayoutGuide(
    identifier: "UIViewLayoutMarginsGuide", owningView: self,
    binding: .insetBounds { $0.effectiveLayoutMargins })

  /// The area inside ``layoutMargins`` narrowed, centred, to at most `readableContentWidth` (UIKit's
  /// `readableContentGuide`, for text that stays easy to read on wide windows).
  public private(set) lazy var readableContentGuide = LayoutGuide(
    identifier: "UIViewReadableContentGuide", owningView: self,
    binding: .insetBounds { $0.readableContentInsets })

  /// The margins in reading direction (leading and trailing follow the layout direction).
  /// Default 8 points on every side, as UIKit; a view controller's root view, until its margins
  /// are set, has none at the top and bottom and the controller's
  /// ``ViewController/systemMinimumLayoutMargins`` at the sides. Non-finite values are ignored.
  /// The margins guide adds the safe area (see ``insetsLayoutMarginsFromSafeArea``).
  open var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      if !layoutMarginsWereSet, hasOwningViewController, let controller = owningViewController {
        return controller.rootViewDefaultLayoutMargins
      }
      return storedLayoutMargins
    }
    set {
      guard newValue.isFinite else { return }
      let old = directionalLayoutMargins
      storedLayoutMargins = newValue
      layoutMarginsWereSet = true
      if newValue != old { layoutMarginsChanged() }
    }
  }
  /// The margins last set (UIKit's default until then).
  final var storedLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// Whether ``directionalLayoutMargins`` was ever set (a root view's default follows its controller
  /// until then).
  final var layoutMarginsWereSet = false

  /// Whether the layout margins guide is inset by the safe area too (UIKit's default, true): the
  /// guide's edges are the margins measured from the safe area's edges.
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { if insetsLayoutMarginsFromSafeArea != oldValue { layoutMarginsChanged() } }
  }

  /// Whether the margins also keep content inside the superview's margins where this view comes
  /// closer to the superview's edge than the superview's margin (UIKit's default, false).
  open var preservesSuperviewLayoutMargins = false {
    didSet { if preservesSuperviewLayoutMargins != oldValue { layoutMarginsChanged() } }
  }

  /// Called when the view's margins changed: they were set, or the safe area they include moved.
  /// The default does nothing.
  open func layoutMarginsDidChange() {}

  /// The guides this view owns (its own added with ``addLayoutGuide(_:)``, scroll guides).
  @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []
  /// A scroll view's frame and content guides, created on first use.
  var scrollAreaGuides: (frame: LayoutGuide, content: LayoutGuide)?
  /// Hugging and compression-resistance priorities, horizontal then vertical.
  var layoutPriorities = LayoutPriorities()

  // MARK: First responder

  open override var isFirstResponder: Bool { window?.firstResponder === self }

  /// Becomes the window's first responder when ``Responder/canBecomeFirstResponder`` and in a window; the
  /// current first responder is asked to resign first.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window else { return false }
    if window.firstResponder === self { return true }
    if let current = window.firstResponder, !current.resignFirstResponder() { return false }
    window.storedFirstResponder = self
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    if isFirstResponder { window?.storedFirstResponder = nil }
    return true
  }

  // MARK: Layout margins (View+LayoutMargins.swift)

  /// The margins in left-to-right terms (leading is left); overridable, as UIKit's Objective-C
  /// property is.
  open var layoutMargins: EdgeInsets {
    get {
      let margins = directionalLayoutMargins
      return EdgeInsets(
        top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
    }
    set {
      directionalLayoutMargins = DirectionalEdgeInsets(
        top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
    }
  }

  /// A view whose alpha masks this view's content (UIView's `mask`), in this view's coordinates.
  /// Default nil. Kept: masks are not applied when drawing here (as ``Layer/mask``).
  open var mask: View?

  // MARK: Hit testing

  /// Whether `point` (in this view's coordinates) is inside the bounds.
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.contains(point) || (point.x == bounds.maxX && bounds.width == 0)
  }

  /// The deepest visible, interactive descendant (or self) containing `point`, front-most first;
  /// nil when the point is outside, or the view is hidden, non-interactive or nearly transparent.
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, point.isFinite, !isAnimatingWithoutInteraction
    else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
    }
    return self
  }

  /// Called when the safe-area insets may have changed.
  open func safeAreaInsetsDidChange() {}

  // MARK: Drawing (View+Drawing.swift)

  /// Draws the view's content into the current context (``/Inertia/GraphicsContext/current``), in
  /// bounds coordinates; `rect` is the bounds. Called before the first frame that shows the view,
  /// then after ``/Inertia/View/setNeedsDisplay()`` (or a size change with
  /// ``/Inertia/View/ContentMode-swift.enum/redraw``). The default draws nothing.
  open func draw(_ rect: CGRect) { GraphicsContext.current?.drewNothing = true }

  /// A new view showing what this view and its subviews look like now, like UIView's.
  /// Overridable, as UIKit's Objective-C method is.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? { hierarchySnapshot() }

  /// A new view showing the part `rect` (in this view's coordinates) of what the view looks like
  /// now (UIView's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`), overridable
  /// as UIKit's: a clipping view of `rect`'s size holding ``snapshotView(afterScreenUpdates:)``'s
  /// view moved so that `rect` shows (the cap insets are not used). Nil when nothing can be drawn
  /// or `rect` is not finite.
  open func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets
  ) -> View? { partSnapshot(from: rect, afterScreenUpdates: afterUpdates) }

  /// Marks the content for redrawing: ``draw(_:)`` runs before the next frame that shows it.
  open func setNeedsDisplay() { drawingCache = nil }

  /// The class of the view's ``layer``, made with its `required init()`: ``Layer``,
  /// ``ShapeLayer``, ``GradientLayer`` or a subclass of one (a class that is not a layer class
  /// gives a ``Layer``). Default ``Layer``.
  open class var layerClass: AnyClass { Layer.self }

  /// The tint (UIView.tintColor): the colour set here, else the superview's, else system blue.
  /// Setting nil inherits again. A change reaches ``tintColorDidChange()`` on this view and every
  /// descendant that inherits it; so does a move under a superview of another tint.
  open var tintColor: Color! {
    get { effectiveTintColor }
    set { setStoredTintColor(newValue) }
  }

  /// Called when the effective ``View/tintColor`` changed. The default does nothing.
  open func tintColorDidChange() {}

  /// Writes the view into an archive, as UIView's `encode(with:)` (NSCoding) for overrides to call
  /// `super` before encoding their own values. Views are not archived on Linux (there are no nibs
  /// and no `init?(coder:)` reading them back), so the view itself writes nothing.
  open func encode(with coder: NSCoder) {}

  /// The window's size changed its traits (``traitCollection``); `previousTraitCollection` is
  /// the traits before. Does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// The tint set on this view (nil: inherited).
  var storedTintColor: Color?

  /// The recorded ``draw(_:)`` output and the size it was drawn at.
  var drawingCache: (size: CGSize, operations: [DrawingOperation])?
  /// The view's layer, once asked for.
  var storedLayer: Layer?
  /// The layer's anchor point (`layer.anchorPoint`): the point of the bounds, in fractions of
  /// their size, that sits at ``center`` and that the transform turns about. Default the middle.
  @exclusivity(unchecked) var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
}
