import Inertia
import InertiaUIKit

/// Texture's ASDisplayNode on Inertia's ``Inertia/DisplayNode``: override
/// `layoutSpecThatFits(_:)` returning an ``ASLayoutSpec``, or assign `layoutSpecBlock`.
@preconcurrency @MainActor
open class ASDisplayNode: DisplayNode, ASLayoutElement {
  /// Creates a node with a generated id.
  public init() { super.init(id: nil) }

  /// Creates a node named `id` in layouts and scenes.
  public override init(id: String?) { super.init(id: id) }

  /// A node whose view is made by `viewBlock` when first asked for (Texture's
  /// `init(viewBlock:didLoad:)`); `didLoad` runs once, right after, with the node. Designated, as
  /// AsyncDisplayKit 2 declared it (Texture 3 marks only `init` designated), so a subclass may
  /// override it (`override init(viewBlock:didLoad:)` calling super); ``ASScrollNode`` and
  /// ``ASCellNode`` override it too, so their subclasses can.
  public init(viewBlock: @escaping ASDisplayNodeViewBlock, didLoad: ASDisplayNodeDidLoadBlock? = nil) {
    self.viewBlock = viewBlock
    self.didLoadBlocks = didLoad.map { [$0] } ?? []
    super.init(id: nil)
  }

  /// A node whose view is made by `viewBlock` when first asked for.
  public convenience init(viewBlock: @escaping ASDisplayNodeViewBlock) {
    self.init(viewBlock: viewBlock, didLoad: nil)
  }

  /// Sets the block that makes the node's view when it is first asked for (Texture's
  /// `setViewBlock:`, called from a subclass's initializer). Ignored once the view has loaded.
  @preconcurrency open func setViewBlock(_ block: @escaping @MainActor () -> UIView) {
    guard !isNodeLoaded else { return }
    viewBlock = block
  }

  private final var viewBlock: ASDisplayNodeViewBlock?
  /// The blocks to run once the view loads: a `didLoad` block given at creation, then those
  /// added by ``onDidLoad(_:)``, in that order.
  private final var didLoadBlocks: [ASDisplayNodeDidLoadBlock] = []

  /// The view properties set on the node (applied to its view when it loads, and after).
  var viewProperties = ASNodeViewProperties()

  /// Whether the node lays itself out again when its view's safe area changes (Texture's
  /// `automaticallyRelayoutOnSafeAreaChanges`; see ``safeAreaInsetsDidChange()``). Default false.
  open var automaticallyRelayoutOnSafeAreaChanges = false

  /// Whether the node draws its whole subtree into its own view (set by
  /// ``enableSubtreeRasterization()``). Default false.
  public internal(set) final var rasterizesSubtree = false

  /// A name for the node in logs and debug descriptions (Texture's `debugName`). Default nil.
  open var debugName: String?

  /// Whether Texture would show a placeholder while the node's contents draw in the background.
  /// Kept as set: contents here draw synchronously when shown, so no placeholder is ever seen.
  /// Default false.
  open var placeholderEnabled = false

  /// How long Texture fades the placeholder out once the contents are drawn (seconds). Kept as
  /// set, as ``placeholderEnabled``. Default 0.
  open var placeholderFadeDuration: TimeInterval = 0

  /// The view-block's view, else a view that passes its touches to the node.
  open override func makeView() -> View { viewBlock?() ?? ASDisplayView(node: self) }

  /// The node's view, made on first use; the node's view properties are applied to it, then
  /// ``didLoad()`` runs, then a `didLoad` block given at creation and the blocks added by
  /// ``onDidLoad(_:)``, once each, then the interface-state delegates hear `nodeDidLoad`, in
  /// Texture's order (its blocks run after `-didLoad`).
  open override var view: View {
    let wasLoaded = hasLoadedView
    let loaded = super.view
    guard !wasLoaded else { return loaded }
    viewProperties.apply(to: loaded)
    didLoad()
    let blocks = didLoadBlocks
    didLoadBlocks = []
    for block in blocks { block(self) }
    enumerateInterfaceStateDelegates { $0.nodeDidLoad() }
    return loaded
  }

  /// Called once, right after the view loads, as Texture's `-didLoad`. Default nothing.
  open func didLoad() {}

  /// The traits propagated to the node (see ``setPrimitiveTraitCollection(_:)``); nil until a
  /// controller, a supernode or a list gives it some.
  final var assignedTraitCollection: ASPrimitiveTraitCollection?

  /// Called when the traits propagated to the node change (Texture's
  /// `asyncTraitCollectionDidChangeWithPreviousTraitCollection:`), with those it had before:
  /// the first time from Texture's default traits (every trait unspecified), when its
  /// ``ASDKViewController`` loads its view, when it joins a supernode that has traits, or when a
  /// list makes it a row; later when the controller's traits change (a new interface style, a new
  /// size). Nodes set their style-dependent contents here (a tinted image). By default, a loaded
  /// node whose interface style changed draws again. Call super when overriding.
  open func asyncTraitCollectionDidChange(
    withPreviousTraitCollection previousTraitCollection: ASPrimitiveTraitCollection
  ) {
    guard isNodeLoaded,
      primitiveTraitCollection().userInterfaceStyle != previousTraitCollection.userInterfaceStyle
    else { return }
    view.setNeedsDisplay()
  }

  /// Texture 2's name for the same hook (`-asyncTraitCollectionDidChange`, before Texture 3 passed
  /// the previous traits), called just before
  /// ``asyncTraitCollectionDidChange(withPreviousTraitCollection:)`` each time the traits change;
  /// read the new ones with ``primitiveTraitCollection()``. Default nothing, as Texture 2's.
  open func asyncTraitCollectionDidChange() {}

  /// Takes the supernode's traits when it has some, as Texture's node does on joining one, before
  /// its view loads. Call super when overriding.
  open override func didMoveToSupernode() {
    super.didMoveToSupernode()
    inheritTraitCollection(from: supernode as? ASDisplayNode)
  }

  /// The node's safe area insets: its loaded view's (Texture bridges the property to the view),
  /// zero before the view loads and for a layer-backed node (Texture's fallback insets, which only
  /// a layer-backed node's parent sets). A layout that reads them should set
  /// ``automaticallyRelayoutOnSafeAreaChanges``, as Texture's header advises: a controller's view
  /// learns its insets when it enters a window, after its node's first layout.
  open override var safeAreaInsets: UIEdgeInsets { isLayerBacked ? .zero : super.safeAreaInsets }

  /// Called when the view's safe area insets change (Texture's `-safeAreaInsetsDidChange`, sent
  /// by the node's view; see ``safeAreaInsets``): lays the node out again when
  /// ``automaticallyRelayoutOnSafeAreaChanges`` is set. Call super when overriding.
  open func safeAreaInsetsDidChange() {
    if automaticallyRelayoutOnSafeAreaChanges { setNeedsLayout() }
  }

  /// Runs `body` with the node once its view has loaded, after ``didLoad()`` (Texture's
  /// `onDidLoad:`): at once when the view has already loaded, else when it loads, after the blocks
  /// added before it. Nodes made in a closure set their view's layer up this way
  /// (`avatar.onDidLoad { $0.layer.cornerRadius = 10 }`).
  @preconcurrency open func onDidLoad(_ body: @escaping ASDisplayNodeDidLoadBlock) {
    guard !hasLoadedView else { return body(self) }
    didLoadBlocks.append(body)
  }

  // MARK: Interface-state delegates (ASInterfaceStateDelegate.swift)

  /// The delegates added with ``add(_:)``, held weakly.
  final var interfaceStateDelegateBoxes: [ASWeakInterfaceStateDelegate] = []

  /// Tells the interface-state delegates, as Texture 2's hook does: call super when overriding.
  open override func didEnterPreloadState() {
    enumerateInterfaceStateDelegates { $0.didEnterPreloadState() }
  }
  /// Tells the interface-state delegates: call super when overriding.
  open override func didExitPreloadState() {
    enumerateInterfaceStateDelegates { $0.didExitPreloadState() }
  }
  /// Tells the interface-state delegates: call super when overriding.
  open override func didEnterDisplayState() {
    enumerateInterfaceStateDelegates { $0.didEnterDisplayState() }
  }
  /// Tells the interface-state delegates: call super when overriding.
  open override func didExitDisplayState() {
    enumerateInterfaceStateDelegates { $0.didExitDisplayState() }
  }
  /// Tells the interface-state delegates: call super when overriding.
  open override func didEnterVisibleState() {
    enumerateInterfaceStateDelegates { $0.didEnterVisibleState() }
  }
  /// Tells the interface-state delegates: call super when overriding.
  open override func didExitVisibleState() {
    enumerateInterfaceStateDelegates { $0.didExitVisibleState() }
  }
  /// Tells the interface-state delegates, then, when the node entered the display range, that its
  /// contents finished drawing (`hierarchyDisplayDidFinish`: Texture's display ends after the
  /// state change; contents draw synchronously here): call super when overriding.
  open override func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {
    enumerateInterfaceStateDelegates { $0.interfaceStateDidChange(newState, from: oldState) }
    if newState.contains(.display), !oldState.contains(.display) {
      hierarchyDisplayDidFinish()
      enumerateInterfaceStateDelegates { $0.hierarchyDisplayDidFinish() }
    }
  }
  /// ASInterfaceStateDelegate's `nodeDidLayout`, which every node has (Texture's Subclassing
  /// category adopts the protocol): a node added as another node's interface-state delegate hears
  /// that node's layout here. The node does not send it to itself. Default nothing.
  open func nodeDidLayout() {}
  /// ASInterfaceStateDelegate's `nodeDidLoad`: a node added as another node's delegate hears that
  /// node's view load here; the node does not send it to itself. Default nothing.
  open func nodeDidLoad() {}
  /// The node and its subnodes finished drawing their contents (Texture's subclass hook, sent to
  /// the node before its interface-state delegates). Default nothing.
  open func hierarchyDisplayDidFinish() {}

  /// Whether the node's view is in a window (Texture's `isInHierarchy`). Default false.
  public internal(set) final var isInHierarchy = false
  /// The view is about to enter a window: a node outside any list's rows takes every interface
  /// state (Texture's ASInterfaceStateInHierarchy). Call super when overriding.
  open func willEnterHierarchy() { enterOwnHierarchyState() }
  /// The view entered a window (after the subnodes did): tells the interface-state delegates.
  /// Call super when overriding.
  open func didEnterHierarchy() { enumerateInterfaceStateDelegates { $0.didEnterHierarchy() } }
  /// The view left its window (before the subnodes do): tells the interface-state delegates; a
  /// node outside any list's rows loses every interface state. Call super when overriding.
  open func didExitHierarchy() {
    enumerateInterfaceStateDelegates { $0.didExitHierarchy() }
    exitOwnHierarchyState()
  }

  /// Tells the interface-state delegates that the layout was applied (`nodeDidLayout`) when the
  /// node is loaded, as Texture's `-layout`, which only a loaded node's layout pass calls: call
  /// super when overriding.
  open override func layout() {
    guard hasLoadedView else { return }
    enumerateInterfaceStateDelegates { $0.nodeDidLayout() }
  }

  /// The node's size for `constrainedSize` (its range's max) when it has no spec, as Texture's
  /// calculateSizeThatFits:; the result is clamped into the range. Default: the node's natural
  /// content (an image's size, text measured in the width), else the size offered when both
  /// lengths are usable (finite, not negative, below half the largest CGFloat), else zero.
  open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    switch leafContent {
    case .intrinsic(let size): return size
    case .text(let text): return text.measure(maxWidth: constrainedSize.width)
    default:
      // Texture's usable lengths: finite, not negative, below half of the largest CGFloat.
      func usable(_ length: CGFloat) -> Bool { length >= 0 && length < CGFloat.greatestFiniteMagnitude / 2 }
      return usable(constrainedSize.width) && usable(constrainedSize.height) ? constrainedSize : .zero
    }
  }

  /// A leaf measures as its ``calculateSizeThatFits(_:)`` for the range's max.
  open override func leafContent(in range: SizeRange) -> LayoutNode.Content {
    let size = calculateSizeThatFits(range.max)
    let clean = CGSize(
      width: size.width.isFinite ? max(size.width, 0) : 0,
      height: size.height.isFinite ? max(size.height, 0) : 0)
    return .intrinsic(clean)
  }

  /// Touches on the node's view began; the default passes them on as a view would (to the view's
  /// next responder). Override to handle them, as on ASDisplayNode.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    view.next?.touchesBegan(touches, with: event)
  }
  /// Touches on the node's view moved; the default passes them on.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    view.next?.touchesMoved(touches, with: event)
  }
  /// Touches on the node's view ended; the default passes them on.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    view.next?.touchesEnded(touches, with: event)
  }
  /// Touches on the node's view were cancelled; the default passes them on.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    view.next?.touchesCancelled(touches, with: event)
  }

  /// Whether the node's view can become the first responder (Texture's `canBecomeFirstResponder`,
  /// which the view asks). Default false.
  open func canBecomeFirstResponder() -> Bool { false }
  /// Makes the node's view the first responder; returns whether it became it.
  @discardableResult
  open func becomeFirstResponder() -> Bool { view.becomeFirstResponder() }
  /// Makes the node's view give up first-responder status; returns whether it did.
  @discardableResult
  open func resignFirstResponder() -> Bool { view.resignFirstResponder() }
  /// Whether the node's view is the first responder.
  open func isFirstResponder() -> Bool { view.isFirstResponder }

  /// The node's spec for `constrainedSize`, as Texture's layoutSpecThatFits:. Default: the
  /// `layoutSpecBlock`'s spec, else none (the node measures as a leaf).
  open func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    ASLayoutSpec.unspecified
  }

  /// Bridges the Texture-style spec to Inertia's measuring: the override's spec, else the block's.
  open override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? {
    resolvedLayoutSpec(constrainedSize)
  }

  /// The node's layout within `constrainedSize` restricted to the element size `size` resolved
  /// against `parentSize`, as Texture's `calculateLayoutThatFits:restrictedToSize:relativeToParentSize:`:
  /// the range is `constrainedSize` intersected with ``ASLayoutElementSizeResolve(_:_:)``, and
  /// ``calculateLayoutThatFits(_:)`` measures the node in it. Overridable, as in Texture: wherever
  /// the node is measured (a parent's spec, a list, a layout pass, `layoutThatFits(_:)`), an
  /// override's layout is the node's (see `ASDisplayNode+CalculatedLayout.swift`).
  open func calculateLayoutThatFits(
    _ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutElementSize,
    relativeToParentSize parentSize: CGSize
  ) -> ASLayout {
    let range = resolvedRange(constrainedSize, size, parentSize)
    guard layoutCallMode == .measuring else { return calculateLayoutThatFits(range) }
    layoutCallMode = .called
    defer { layoutCallMode = .measuring }
    return calculateLayoutThatFits(range)
  }

  /// The node's layout within `constrainedSize`, as Texture's `calculateLayoutThatFits:` (which its
  /// three-argument form calls): its spec's layout, else its `calculateSizeThatFits(_:)` clamped
  /// into the range. Overridable, as in Texture (`ASLayout(layoutElement: self, size: …)` for a
  /// node of a size it knows); an override is the node's layout wherever it is measured.
  open override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
    defaultCalculatedLayout(constrainedSize)
  }

  /// What an override of either `calculateLayoutThatFits` gives when the engine measures the node
  /// in `range`; nil measures its spec or leaf as usual.
  public final override func decidedLayout(in range: SizeRange) -> Layout? {
    layoutDecidedByOverride(in: range)
  }

  /// How the node answers Texture's layout calls while it is measured (see
  /// `ASDisplayNode+CalculatedLayout.swift`). Default `.measuring`.
  final var layoutCallMode = ASLayoutCallMode.measuring

  // MARK: Layout transitions (ASDisplayNode+Transition.swift)

  /// How long the default layout transition animates. Default 0.2 s, as Texture's.
  open var defaultLayoutTransitionDuration: TimeInterval = 0.2
  /// How long the default layout transition waits before it animates. Default 0.
  open var defaultLayoutTransitionDelay: TimeInterval = 0
  /// The default layout transition's animation options. Default ease-in-ease-out.
  open var defaultLayoutTransitionOptions: UIView.AnimationOptions = []
  /// Counts the transitions started, so that a replaced one's completion is ignored.
  var transitionSerial = 0
  /// The transition whose completion is awaited, if any.
  var pendingTransition: ASLayoutTransitionContext?

  /// Moves the subnodes from the old layout to the new one in a layout transition, then calls
  /// `context.completeTransition(_:)`, as Texture's `animateLayoutTransition:`. Default: at once
  /// without animation; animated, inserted subnodes fade in, removed ones fade out and moved ones
  /// move (see ``transitionLayout(with:animated:shouldMeasureAsync:measurementCompletion:)``).
  open func animateLayoutTransition(_ context: ASContextTransitioning) {
    defaultLayoutTransition(context)
  }

  /// Called when a layout transition completes, as Texture's `didCompleteLayoutTransition:`.
  /// Default: a node that manages its subnodes removes those the new layout dropped.
  open func didCompleteLayoutTransition(_ context: ASContextTransitioning) {
    removeSubnodesDroppedByTransition(context)
  }

  // MARK: Hit testing

  /// Insets that grow (negative) or shrink (positive) the area where the node takes touches,
  /// as Texture's `hitTestSlop`. Default zero. A touch must still fall inside every ancestor. A
  /// subclass may override it (a wrapper handing out its inner button's slop).
  open var hitTestSlop: UIEdgeInsets = .zero

  /// Lays the node out when its layout is stale and, once its view is loaded, the view first, as
  /// Texture's bridged `layoutIfNeeded` messages the view: the views a program added to the node's
  /// view take the frames their constraints give, as UIKit's `layoutIfNeeded` gives them. Returns
  /// whether the node's own pass laid it out after the view's.
  @discardableResult
  open override func layoutIfNeeded() -> Bool {
    if hasLoadedView, !isLayerBacked { view.layoutIfNeeded() }
    return super.layoutIfNeeded()
  }

  /// The node's own layout pass alone (what its view's layout pass runs). Returns whether it laid
  /// the node out.
  @discardableResult
  package func layoutSpecsIfNeeded() -> Bool { super.layoutIfNeeded() }

  /// Whether `gestureRecognizer` may begin, as Texture's node answers for its view (the view
  /// asks when a recognizer of it or of a view above it would begin; a node that is also a
  /// recognizer's delegate answers both). Default true. Override to keep a pan from starting.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `point` (in the node's coordinates) is inside the node: its bounds inset by
  /// ``hitTestSlop``, as Texture's `point(inside:with:)`. Override to change the touch area.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.inset(by: hitTestSlop).contains(point)
  }

  /// The size of the last layout calculated (zero before one), as Texture's calculatedSize: the
  /// layout ``layoutThatFits(_:)`` measured last while it is current (no layout applied and the
  /// node not made stale since), else the layout applied last.
  open var calculatedSize: CGSize {
    if let pending = pendingLayout, pending.version == currentLayoutVersion, pending.over == calculatedLayout
    {
      return pending.layout.size
    }
    return calculatedLayout?.size ?? .zero
  }

  /// The layout measured last by ``layoutThatFits(_:)``, the layout version it was measured at and
  /// the applied layout it was measured over (Texture's `_pendingDisplayNodeLayout`).
  private final var pendingLayout: (layout: ASLayout, version: Int, over: ASLayout?)?

  /// Keeps `layout`, just measured by ``layoutThatFits(_:)``, as the pending layout.
  final func keepPendingLayout(_ layout: ASLayout) {
    pendingLayout = (layout, currentLayoutVersion, calculatedLayout)
  }

  /// The node's bounds at the origin: once its view has loaded, the view's size, as Texture's
  /// bridge reads a loaded node's bounds from its view (so a view framed directly,
  /// `node.view.frame = …`, is seen); before, its frame's size.
  open var bounds: CGRect {
    CGRect(origin: .zero, size: hasLoadedView ? view.bounds.size : frame.size)
  }

  // MARK: View and layer properties (overridable, as Texture's Objective-C properties)

  /// A name that identifies the node's view to tests (Texture's `accessibilityIdentifier`): given
  /// to the view, where `View.view(withIdentifier:)` finds it. Default nil.
  open var accessibilityIdentifier: String? {
    get { viewProperties.accessibility.identifier }
    set { setViewProperty { $0.accessibility.identifier = newValue } }
  }

  /// The element's short name, given to the view. Default nil (the view's own).
  open var accessibilityLabel: String? {
    get { viewProperties.accessibility.label ?? (hasLoadedView ? view.accessibilityLabel : nil) }
    set { setViewProperty { $0.accessibility.label = newValue } }
  }

  /// What activating the element does, given to the view. Default nil.
  open var accessibilityHint: String? {
    get { viewProperties.accessibility.hint }
    set { setViewProperty { $0.accessibility.hint = newValue } }
  }

  /// The element's current value, given to the view. Default nil.
  open var accessibilityValue: String? {
    get { viewProperties.accessibility.value }
    set { setViewProperty { $0.accessibility.value = newValue } }
  }

  /// Whether assistive technologies see the node as one element, given to the view. Default false.
  open var isAccessibilityElement: Bool {
    get { viewProperties.accessibility.isElement ?? (hasLoadedView ? view.isAccessibilityElement : false) }
    set { setViewProperty { $0.accessibility.isElement = newValue } }
  }

  /// What the element is, given to the view. Default none.
  open var accessibilityTraits: AccessibilityTraits {
    get { viewProperties.accessibility.traits ?? [] }
    set { setViewProperty { $0.accessibility.traits = newValue } }
  }

  /// The view's opacity, 0...1. Default 1.
  open var alpha: CGFloat {
    get { viewProperties.alpha }
    set { setViewProperty { $0.alpha = newValue.isNaN ? 1 : min(max(newValue, 0), 1) } }
  }

  /// The layer of the node's view (Texture's `layer`; a layer block's layer for a node made with
  /// one): reading it loads the view, so set it in
  /// `didLoad()` as Texture code does (`layer.cornerRadius = 5`, `layer.borderWidth = 1`).
  open var layer: CALayer { (view as? ASLayerHostView)?.hosted ?? view.layer }

  /// The point of the view's bounds, in fractions of their size, at the view's centre and that
  /// ``transform`` turns about (Texture's `anchorPoint`, the layer's). Default (0.5, 0.5);
  /// non-finite points are ignored.
  open var anchorPoint: CGPoint {
    get { viewProperties.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }
    set {
      guard newValue.isFinite else { return }
      setViewProperty { $0.anchorPoint = newValue }
    }
  }

  /// The layer's transform (Texture's `transform`, a `CATransform3D`), about ``anchorPoint``.
  /// Default identity; non-finite transforms are ignored.
  open var transform: CATransform3D {
    get { viewProperties.transform ?? .identity }
    set {
      guard newValue.isFinite else { return }
      setViewProperty { $0.transform = newValue }
    }
  }

  /// The layer's z position (Texture's `zPosition`). Default 0; non-finite values are ignored.
  open var zPosition: CGFloat {
    get { viewProperties.zPosition ?? 0 }
    set {
      guard newValue.isFinite else { return }
      setViewProperty { $0.zPosition = newValue }
    }
  }

  /// Whether the layer antialiases its edges (Texture's `allowsEdgeAntialiasing`, the layer's
  /// property). Default false.
  open var allowsEdgeAntialiasing: Bool {
    get { viewProperties.allowsEdgeAntialiasing ?? false }
    set { setViewProperty { $0.allowsEdgeAntialiasing = newValue } }
  }

  /// The direction of the node's content (Texture's `semanticContentAttribute`, passed to the
  /// view). `.forceRightToLeft` mirrors the node's layout as Texture's does: each node it places
  /// (every node of its flattened layout) moves to `width - its width - x`, so a button's title
  /// comes before its image. Set before the node is laid out, as Texture flips a layout when it
  /// is calculated. Default `.unspecified` (left to right: Inertia's system direction).
  open var semanticContentAttribute: UISemanticContentAttribute {
    get { viewProperties.semanticContentAttribute ?? .unspecified }
    set {
      setViewProperty { $0.semanticContentAttribute = newValue }
      placesSubnodesRightToLeft = UIView.userInterfaceLayoutDirection(for: newValue) == .rightToLeft
    }
  }

  /// Whether the view is hidden. Default false.
  open var isHidden: Bool {
    get { viewProperties.isHidden }
    set { setViewProperty { $0.isHidden = newValue } }
  }

  /// The radius of the view's rounded corners (drawn, and clipping with ``clipsToBounds``).
  /// Default 0; negative or non-finite values become 0.
  open var cornerRadius: CGFloat {
    get { viewProperties.cornerRadius }
    set { setViewProperty { $0.cornerRadius = newValue.isFinite ? max(newValue, 0) : 0 } }
  }

  /// How ``cornerRadius`` rounds the node (Texture's `cornerRoundingType`): `.defaultSlowCALayer`
  /// rounds the layer (content is cut only with ``clipsToBounds``); `.precomposited` and
  /// `.clipping` cut the node's content at the corners. Default `.defaultSlowCALayer`.
  open var cornerRoundingType: ASCornerRoundingType {
    get { viewProperties.cornerRoundingType }
    set { setViewProperty { $0.cornerRoundingType = newValue } }
  }

  /// Whether the view clips its subviews to its (rounded) bounds. Default false.
  open var clipsToBounds: Bool {
    get { viewProperties.clipsToBounds }
    set { setViewProperty { $0.clipsToBounds = newValue } }
  }

  /// Whether the node promises to fill its bounds with opaque content (Texture's `opaque`, passed
  /// to the view's `isOpaque`: a hint for drawing, no change to layout). Default true, as
  /// Texture's (`default==YES`).
  open var isOpaque: Bool {
    get { viewProperties.isOpaque ?? true }
    set { setViewProperty { $0.isOpaque = newValue } }
  }

  /// The width of the border drawn inside the view's edge. Default 0.
  open var borderWidth: CGFloat {
    get { viewProperties.borderWidth }
    set { setViewProperty { $0.borderWidth = newValue.isFinite ? max(newValue, 0) : 0 } }
  }

  /// The border's colour (a `CGColor`, as Texture's). Default black.
  open var borderColor: CGColor? {
    get { viewProperties.borderColor }
    set { setViewProperty { $0.borderColor = newValue } }
  }

  /// The layer's shadow colour (a `CGColor`, as Texture's). Default opaque black.
  open var shadowColor: CGColor? {
    get { viewProperties.shadow?.color ?? .black }
    set { setShadow { $0.color = newValue } }
  }

  /// The layer's shadow opacity, 0...1. Default 0 (no shadow).
  open var shadowOpacity: CGFloat {
    get { viewProperties.shadow?.opacity ?? 0 }
    set { setShadow { $0.opacity = newValue.isNaN ? 0 : min(max(newValue, 0), 1) } }
  }

  /// The layer's shadow offset. Default (0, -3), as Core Animation's.
  open var shadowOffset: CGSize {
    get { viewProperties.shadow?.offset ?? CGSize(width: 0, height: -3) }
    set { setShadow { $0.offset = newValue } }
  }

  /// The layer's shadow blur radius. Default 3.
  open var shadowRadius: CGFloat {
    get { viewProperties.shadow?.radius ?? 3 }
    set { setShadow { $0.radius = newValue.isFinite ? max(newValue, 0) : $0.radius } }
  }

  /// Whether the view takes touches. Default true.
  open var isUserInteractionEnabled: Bool {
    get { viewProperties.isUserInteractionEnabled }
    set { setViewProperty { $0.isUserInteractionEnabled = newValue } }
  }

  /// Texture draws a layer-backed node without a view; here the node keeps its view, and a
  /// layer-backed node takes no touches, as a layer does not. Default false.
  open var isLayerBacked: Bool {
    get { viewProperties.isLayerBacked }
    set { setViewProperty { $0.isLayerBacked = newValue } }
  }

  /// How the view places its content (an image node's image). Default the view's own.
  open var contentMode: UIView.ContentMode {
    get { viewProperties.contentMode ?? (hasLoadedView ? view.contentMode : .scaleToFill) }
    set { setViewProperty { $0.contentMode = newValue } }
  }

  /// The view's tint colour. Default inherited from the superview.
  open var tintColor: UIColor! {
    get { hasLoadedView ? view.tintColor : viewProperties.tintColor }
    set { setViewProperty { $0.tintColor = newValue } }
  }

  /// Whether the view's layout margins grow by its safe area, as the view's property (Texture
  /// bridges it to the view). Default true.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { viewProperties.insetsLayoutMarginsFromSafeArea ?? true }
    set { setViewProperty { $0.insetsLayoutMarginsFromSafeArea = newValue } }
  }
}
