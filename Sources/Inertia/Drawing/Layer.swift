import Foundation

/// A rectangle of drawn content, like CALayer. A view's own layer (``View/layer``) keeps no
/// state the view has: its background colour, corner radius, border, clipping, opacity, hidden
/// flag, geometry and transform read and write the view's. It adds what only layers have
/// (shadow, contents, sublayers). A layer made on its own (a sublayer) owns all of its state.
///
/// Layers do not animate implicitly here: a change shows on the next frame. Explicit animations
/// (``add(_:forKey:)``) move what is drawn (``presentation()``), not the model values.
///
/// See also: ``ShapeLayer``, ``GradientLayer``, ``View/layer``.
@preconcurrency @MainActor
open class Layer {
  struct Storage {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var backgroundColor: Color?
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: Color? = .black
    var masksToBounds = false
    var opacity: Float = 1
    var isHidden = false
    var transform = Transform3D.identity
  }

  /// The view this layer backs (nil for a layer made on its own).
  public internal(set) weak var owningView: View?
  var own = Storage()
  var needsDisplayFlag = false
  var drawnContent: [DrawingOperation]?
  /// For a view's layer: the sublayers drawn under the view's subviews (inserted at index 0).
  var sublayersBelowSubviews = 0

  /// A description of the object, as NSObject's: `<ClassName: 0x…>`. Subclasses override it.
  open var description: String { objectDescription(self) }

  /// A layer of zero size at the origin. Required, so a view makes its ``View/layerClass`` with
  /// it (a subclass that overrides it writes `required init()`; `inertia port` rewrites
  /// `override init()` of layer subclasses so).
  public required init() {}
  /// A copy of `layer`'s properties (CALayer's presentation copies use this).
  public init(layer: Any) {
    if let other = layer as? Layer { copyProperties(from: other) }
  }

  /// Takes `other`'s properties (a view's layer gives its view's values); subclasses add theirs.
  func copyProperties(from other: Layer) {
    own = other.ownSnapshot
    (shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath) = (
      other.shadowColor, other.shadowOpacity, other.shadowOffset, other.shadowRadius, other.shadowPath
    )
    (contents, contentsScale, name, anchorPoint, zPosition) = (
      other.contents, other.contentsScale, other.name, other.anchorPoint, other.zPosition
    )
    (sublayerTransform, timing) = (other.sublayerTransform, other.timing)
    (cornerCurve, maskedCorners, contentsGravity, isDoubleSided) = (
      other.cornerCurve, other.maskedCorners, other.contentsGravity, other.isDoubleSided
    )
    (shouldRasterize, rasterizationScale) = (other.shouldRasterize, other.rasterizationScale)
  }

  private var ownSnapshot: Storage {
    guard let view = owningView else { return own }
    var copy = own
    copy.bounds = view.bounds
    copy.position = view.center
    copy.backgroundColor = view.backgroundColor
    (copy.cornerRadius, copy.borderWidth, copy.borderColor) = (
      view.layerCornerRadius, view.layerBorderWidth, view.layerBorderColor
    )
    (copy.masksToBounds, copy.opacity, copy.isHidden) = (view.clipsToBounds, Float(view.alpha), view.isHidden)
    copy.transform = view.transform3D
    return copy
  }

  // MARK: Geometry

  /// The layer's own coordinate space (a view's bounds). Non-finite values are ignored.
  open var bounds: CGRect {
    get { owningView?.bounds ?? own.bounds }
    set {
      guard newValue.isFiniteRect else { return }
      if let view = owningView { return view.bounds = newValue }
      let oldSize = own.bounds.size
      own.bounds = newValue
      if needsDisplayOnBoundsChange, newValue.size != oldSize { setNeedsDisplay() }
    }
  }
  /// Where the anchor point sits in the superlayer (a view's centre).
  open var position: CGPoint {
    get { owningView?.center ?? own.position }
    set {
      guard newValue.isFinite else { return }
      if let view = owningView { view.center = newValue } else { own.position = newValue }
    }
  }
  /// The point of the bounds, in fractions of their size (0...1 inside), placed at ``position``
  /// and turned about by ``transform``. Default (0.5, 0.5). A view's layer keeps its view's centre
  /// as its position, so a new anchor point moves the view's frame (the centre stays), as in UIKit.
  /// Non-finite points are ignored.
  open var anchorPoint: CGPoint {
    get { owningView?.storedAnchorPoint ?? ownAnchorPoint }
    set {
      guard newValue.isFinite else { return }
      guard let view = owningView else { return ownAnchorPoint = newValue }
      view.anchorPointWasSet(newValue)
    }
  }
  /// A layer's own anchor point (a view's layer reads its view's).
  private var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The stacking order among siblings (kept; sublayers draw in array order). Default 0. Under
  /// perspective it moves the layer toward the eye, so a view's layer tells the view's subtree
  /// its safe area again. Non-finite values are ignored.
  open var zPosition: CGFloat = 0 {
    didSet {
      if !zPosition.isFinite { return zPosition = oldValue }
      if zPosition != oldValue { owningView?.layerPlacementChanged() }
    }
  }
  /// The rectangle in the superlayer's coordinates, derived from bounds, position, anchor point
  /// and transform; setting it moves the position and sizes the bounds.
  open var frame: CGRect {
    get {
      if let view = owningView { return view.frame }
      return bounds.size == .zero && own.transform.isIdentity
        ? CGRect(origin: origin, size: .zero)
        : placement.apply(to: CGRect(origin: own.bounds.origin, size: own.bounds.size))
    }
    set {
      guard newValue.isFiniteRect else { return }
      if let view = owningView { return view.frame = newValue }
      bounds = CGRect(
        origin: own.bounds.origin,
        size: CGSize(width: max(newValue.width, 0), height: max(newValue.height, 0)))
      own.position = newValue.point(atUnit: anchorPoint)
    }
  }
  private var origin: CGPoint {
    CGPoint(
      x: own.position.x - anchorPoint.x * own.bounds.width,
      y: own.position.y - anchorPoint.y * own.bounds.height)
  }
  /// The layer's transform (CATransform3D), applied around the anchor point, its z at
  /// ``zPosition``; `m34` gives perspective. A view's layer reads and writes the view's
  /// ``View/transform3D``. Non-finite transforms are ignored. Default identity.
  open var transform: Transform3D {
    get { owningView?.transform3D ?? own.transform }
    set {
      guard newValue.isFinite else { return }
      if let view = owningView { view.transform3D = newValue } else { own.transform = newValue }
    }
  }
  /// A transform applied to the sublayers (and a view's subviews) around the anchor point, as if
  /// they lay in this layer's plane: `sublayerTransform.m34 = -1 / 500` gives every sublayer the
  /// same perspective about the centre. Non-finite transforms are ignored. Default identity.
  /// A view's layer tells the view's subviews their safe area again (before sweep 49 they kept
  /// the insets they last reported while ``View/safeAreaInsets`` read new ones).
  open var sublayerTransform = Transform3D.identity {
    didSet {
      if !sublayerTransform.isFinite { return sublayerTransform = oldValue }
      if sublayerTransform != oldValue { owningView?.layerPlacementChanged() }
    }
  }
  /// Whether the layer's edges are antialiased when its transform is not axis-aligned (Core
  /// Animation's `allowsEdgeAntialiasing`). Kept as set: the renderer here antialiases every
  /// edge whatever it says. Default false.
  open var allowsEdgeAntialiasing = false
  /// The affine part of ``transform`` (a view's ``View/transform``).
  open func affineTransform() -> AffineTransform { transform.affineTransform }
  /// Sets ``transform`` to an affine transform.
  open func setAffineTransform(_ transform: AffineTransform) {
    if let view = owningView { view.transform = transform } else { own.transform = Transform3D(transform) }
  }
  /// The point of the bounds at the anchor point.
  private var anchorInBounds: CGPoint { bounds.point(atUnit: anchorPoint) }
  /// Maps the layer's bounds coordinates into its superlayer's (the affine part of the transform).
  var placement: AffineTransform {
    let anchor = anchorInBounds
    return AffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(own.transform.affineTransform)
      .concatenating(AffineTransform(translationX: own.position.x, y: own.position.y))
  }
  /// Maps the layer's plane into its superlayer's through the whole transform, then
  /// `parentSublayers` (the superlayer's ``sublayerPlacement``), flattened to the superlayer's
  /// plane.
  func projection(under parentSublayers: Transform3D?) -> ProjectiveTransform {
    if parentSublayers == nil, own.transform.isAffine { return ProjectiveTransform(placement) }
    return matrix(under: parentSublayers).projection
  }
  /// The whole 3D transform from the layer's bounds coordinates into its superlayer's, then
  /// `parentSublayers`.
  func matrix(under parentSublayers: Transform3D?) -> Transform3D {
    let anchor = anchorInBounds
    var matrix = Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
      .concatenating(own.transform)
      .concatenating(Transform3D(translationX: own.position.x, y: own.position.y, z: zPosition))
    if let parentSublayers { matrix = matrix.concatenating(parentSublayers) }
    return matrix
  }
  /// ``sublayerTransform`` about the anchor point, in bounds coordinates; nil when it is the
  /// identity.
  var sublayerPlacement: Transform3D? {
    guard !sublayerTransform.isIdentity else { return nil }
    let anchor = anchorInBounds
    return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
      .concatenating(sublayerTransform)
      .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
  }

  // MARK: Appearance (a view's own where it has them)

  /// The fill behind the content (a view's ``View/backgroundColor``). Default nil.
  open var backgroundColor: Color? {
    get { owningView.map { $0.backgroundColor } ?? own.backgroundColor }
    set {
      if let view = owningView { view.backgroundColor = newValue } else { own.backgroundColor = newValue }
    }
  }
  /// The corner radius of the background and border (and of the clip when masking).
  open var cornerRadius: CGFloat {
    get { owningView?.layerCornerRadius ?? own.cornerRadius }
    set {
      let value = newValue.isFinite ? max(newValue, 0) : 0
      if let view = owningView { view.layerCornerRadius = value } else { own.cornerRadius = value }
    }
  }
  /// The shape of the rounded corners (CALayer's `cornerCurve`, iOS 13). Default `.circular`.
  /// Kept and copied with the layer; every corner is drawn as a circular arc of ``cornerRadius``
  /// (iOS draws `.continuous` corners as a smoother curve reaching a little further along the
  /// edges).
  open var cornerCurve: LayerCornerCurve = .circular
  /// The corners ``cornerRadius`` rounds (CALayer's `maskedCorners`, iOS 11). Default all four.
  /// Kept and copied with the layer; drawing and hit testing round every corner (a program reading
  /// it back sees what it set).
  open var maskedCorners: LayerCornerMask = .all
  /// The border width, drawn inside the bounds above the sublayers. Default 0.
  open var borderWidth: CGFloat {
    get { owningView?.layerBorderWidth ?? own.borderWidth }
    set {
      let value = newValue.isFinite ? max(newValue, 0) : 0
      if let view = owningView { view.layerBorderWidth = value } else { own.borderWidth = value }
    }
  }
  /// The border colour. Default opaque black; nil draws no border.
  open var borderColor: Color? {
    get { owningView.map { $0.layerBorderColor } ?? own.borderColor }
    set {
      if let view = owningView {
        view.layerBorderColor = newValue ?? .clear
      } else {
        own.borderColor = newValue
      }
    }
  }
  /// Whether sublayers (and a view's subviews) are clipped to the rounded bounds. Default false.
  open var masksToBounds: Bool {
    get { owningView?.clipsToBounds ?? own.masksToBounds }
    set { if let view = owningView { view.clipsToBounds = newValue } else { own.masksToBounds = newValue } }
  }
  /// The opacity, 0...1 (a view's ``View/alpha``). Default 1.
  open var opacity: Float {
    get { owningView.map { Float($0.alpha) } ?? own.opacity }
    set {
      let value = newValue.isNaN ? 1 : min(max(newValue, 0), 1)
      if let view = owningView { view.alpha = CGFloat(value) } else { own.opacity = value }
    }
  }
  /// Whether the layer and its sublayers are hidden (a view's ``View/isHidden``).
  open var isHidden: Bool {
    get { owningView?.isHidden ?? own.isHidden }
    set { if let view = owningView { view.isHidden = newValue } else { own.isHidden = newValue } }
  }

  // MARK: Layer-only appearance

  /// The shadow's colour. Default opaque black.
  open var shadowColor: Color? = .black
  /// The shadow's opacity, 0...1. Default 0 (no shadow).
  open var shadowOpacity: Float = 0 {
    didSet { shadowOpacity = shadowOpacity.isNaN ? 0 : min(max(shadowOpacity, 0), 1) }
  }
  /// The shadow's offset. Default (0, -3), as Core Animation's.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius. Default 3.
  open var shadowRadius: CGFloat = 3 {
    didSet { shadowRadius = shadowRadius.isFinite ? max(shadowRadius, 0) : oldValue }
  }
  /// The shadow's shape; nil uses the rounded bounds (of a layer with a background, or a shape
  /// layer's path).
  open var shadowPath: GraphicsPath?
  /// An image drawn in the bounds as ``contentsGravity`` places it (an ``Image``; other values
  /// draw nothing). Default nil.
  open var contents: Any?
  /// Where ``contents`` goes in the bounds (CALayer's `contentsGravity`). Default `.resize`.
  open var contentsGravity: LayerContentsGravity = .resize
  /// Whether the back of the layer is drawn when a 3D transform turns it away. Default true.
  open var isDoubleSided = true
  /// Pixels per point of drawn content (kept; drawing is resolution independent). Default 1.
  open var contentsScale: CGFloat = 1 {
    didSet { if !(contentsScale.isFinite && contentsScale > 0) { contentsScale = oldValue } }
  }
  /// Whether the layer is drawn once into a bitmap and composited from it (CALayer's
  /// `shouldRasterize`): a caching choice that changes no pixels here, where every frame is drawn
  /// by the Cairo renderer. Kept and read back; presentation copies keep it. Default false.
  open var shouldRasterize = false
  /// Pixels per point of the rasterized bitmap (CALayer's `rasterizationScale`; kept). Default 1.
  open var rasterizationScale: CGFloat = 1 {
    didSet { if !(rasterizationScale.isFinite && rasterizationScale > 0) { rasterizationScale = oldValue } }
  }
  /// Whether a bounds size change marks the content for redrawing. Default false.
  open var needsDisplayOnBoundsChange = false
  /// A name to find the layer by.
  open var name: String?
  /// Whether the layer promises to fill its bounds with opaque content (CALayer's `isOpaque`): a
  /// compositing hint, kept and read back; nothing is drawn differently. Default false.
  open var isOpaque = false
  /// A layer whose alpha masks this one (CALayer's `mask`): kept and read back; drawing does not
  /// apply it yet (the layer draws unmasked). Default nil.
  open var mask: Layer?
  /// The actions to run when a property changes, by key (CALayer's `actions`): `["bounds":
  /// NSNull()]` says no action for `bounds`. Kept and read back by ``action(forKey:)``; layers
  /// have no implicit animations here, so a property change shows at once whatever the
  /// dictionary holds (what `NSNull` asks for). Default nil.
  open var actions: [String: any LayerAction]?
  /// The action for `event` (CALayer's `action(forKey:)`): the ``actions`` entry, else nil.
  /// Nothing runs it here (layers have no implicit animations).
  open func action(forKey event: String) -> (any LayerAction)? { actions?[event] }
  /// Whether a change of `key` redraws the layer (CALayer's class method, overridden for a
  /// custom property). Default false. A value set by key (``setValue(_:forKey:)``, which a ported
  /// `@NSManaged` property uses) under a key it answers true for has ``display()`` run on the next
  /// turn of the app clock, as Core Animation displays the layer when the transaction commits
  /// (sixty-fourth trial); an animated custom property is not redrawn frame by frame.
  open class func needsDisplay(forKey key: String) -> Bool { false }
  /// Values stored under keys that name no property (see Layer+KeyValueCoding.swift).
  var customValues: [String: Any] = [:]
  /// Whether a ``display()`` asked for by ``needsDisplay(forKey:)`` waits for the next turn.
  var keyedDisplayPending = false
  /// The explicit animations attached (see Layer+Animations.swift); nil when there are none.
  var animationList: LayerAnimationList?
  /// For a presentation copy: the layer it shows (see ``model()``).
  var modelLayer: Layer?
  /// The layer's own timing (see Layer+Timing.swift).
  var timing = LayerTiming()

  // MARK: Sublayers

  /// The sublayers, back to front (a view's subviews are not listed); nil when there are none.
  public private(set) var sublayers: [Layer]?
  /// The layer this one is a sublayer of.
  public private(set) weak var superlayer: Layer?

  /// Adds `layer` on top (above a view's subviews).
  open func addSublayer(_ layer: Layer) { insert(layer, at: sublayers?.count ?? 0, underSubviews: false) }
  /// Inserts `layer` at `index` (clamped). On a view's layer, index 0 (and any index among the
  /// sublayers already under the subviews) puts it under the view's subviews.
  open func insertSublayer(_ layer: Layer, at index: UInt32) {
    let position = min(Int(index), sublayers?.count ?? 0)
    insert(layer, at: position, underSubviews: position == 0 || position < sublayersBelowSubviews)
  }
  private func insert(_ layer: Layer, at index: Int, underSubviews: Bool) {
    guard layer !== self, !isSublayer(of: layer) else { return }
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    let position = min(index, list.count)
    list.insert(layer, at: position)
    if owningView != nil, underSubviews { sublayersBelowSubviews += 1 }
    sublayers = list
    layer.superlayer = self
  }
  /// Inserts `layer` just below `sibling` (at the back when it is not a sublayer).
  open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    let index = sublayers?.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }
  /// Inserts `layer` just above `sibling` (on top when it is not a sublayer).
  open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers?.count ?? 0
    insertSublayer(layer, at: UInt32(index))
  }
  /// Puts `newLayer` where `oldLayer` is.
  open func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
    let below = index < sublayersBelowSubviews
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
    if owningView != nil, below != (index < sublayersBelowSubviews) {
      sublayersBelowSubviews += below ? 1 : -1
    }
  }
  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer, let index = parent.sublayers?.firstIndex(where: { $0 === self }) else {
      return
    }
    parent.sublayers?.remove(at: index)
    if index < parent.sublayersBelowSubviews { parent.sublayersBelowSubviews -= 1 }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }
  private func isSublayer(of layer: Layer) -> Bool {
    var current = superlayer
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.superlayer
    }
    return false
  }

  // MARK: Layout and display

  /// Lays out sublayers; the default does nothing.
  open func layoutSublayers() {}
  /// Marks the layer for layout (laid out at once here: ``layoutSublayers()`` runs before the next
  /// frame is drawn).
  open func setNeedsLayout() { needsLayoutFlag = true }
  /// Runs ``layoutSublayers()`` if marked.
  open func layoutIfNeeded() {
    guard needsLayoutFlag else { return }
    needsLayoutFlag = false
    layoutSublayers()
  }
  var needsLayoutFlag = false

  /// Marks the content for redrawing: ``draw(in:)`` runs before the next frame (for a view's
  /// layer, the view's ``View/draw(_:)``). A layer that is never marked draws no content, as in
  /// Core Animation.
  open func setNeedsDisplay() {
    if let view = owningView { return view.setNeedsDisplay() }
    needsDisplayFlag = true
  }
  /// Marks the content for redrawing (the whole layer is redrawn).
  open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }
  /// Whether the content waits to be redrawn.
  open func needsDisplay() -> Bool { needsDisplayFlag }
  /// Redraws now if marked.
  open func displayIfNeeded() { if needsDisplayFlag { display() } }
  /// Redraws the content: records ``draw(in:)`` into a context of the bounds' size.
  open func display() {
    needsDisplayFlag = false
    if let view = owningView { return view.setNeedsDisplay() }
    let context = GraphicsContext(size: bounds.size)
    GraphicsContext.withCurrent(context) { draw(in: context) }
    drawnContent = context.operations
  }
  /// Draws the content into `ctx` in bounds coordinates. The default draws nothing, or for a
  /// view's layer the view's ``View/draw(_:)`` (the view is the layer's delegate in UIKit), so a
  /// layer class that overrides it draws its view's content.
  open func draw(in ctx: GraphicsContext) {
    if let view = owningView { view.draw(view.bounds) }
  }
  /// Draws the layer and its sublayers into `ctx` (CALayer's render(in:)), in its own
  /// coordinates.
  open func render(in ctx: GraphicsContext) {
    ctx.append(renderedContent(sublayerPlacement: sublayerPlacement))
  }

  // MARK: Animation hooks

  /// Reads the animatable values into `state` (subclasses add theirs).
  func captureState(into state: inout LayerState) {
    (state.bounds, state.position, state.opacity, state.backgroundColor) = (
      bounds, position, Double(opacity), backgroundColor
    )
    (state.cornerRadius, state.borderWidth, state.borderColor, state.transform) = (
      cornerRadius, borderWidth, borderColor, transform
    )
    (state.zPosition, state.shadowOpacity, state.shadowRadius) = (
      zPosition, Double(shadowOpacity), shadowRadius
    )
    (state.shadowOffset, state.shadowColor) = (shadowOffset, shadowColor)
  }

  /// Writes `state` into the layer's own storage (a presentation copy, which backs no view).
  func restoreState(_ state: LayerState) {
    (own.bounds, own.position, own.opacity, own.backgroundColor) = (
      state.bounds, state.position, Float(state.opacity), state.backgroundColor
    )
    (own.cornerRadius, own.borderWidth, own.borderColor, own.transform) = (
      state.cornerRadius, state.borderWidth, state.borderColor, state.transform
    )
    (zPosition, shadowOpacity, shadowRadius) = (
      state.zPosition, Float(state.shadowOpacity), state.shadowRadius
    )
    (shadowOffset, shadowColor) = (state.shadowOffset, state.shadowColor)
  }

  // MARK: Rendering hooks

  /// The shape a shadow is cast from without a ``shadowPath``: the rounded bounds of a layer with
  /// a background colour (subclasses: their shape).
  func shadowShape() -> [PathElement]? {
    guard let color = backgroundColor, color.alpha > 0 else { return nil }
    return GraphicsPath(roundedRect: bounds, cornerWidth: cornerRadius, cornerHeight: cornerRadius).elements
  }

  /// What the layer itself shows between its background and its sublayers: its ``contents``
  /// image, else what ``draw(in:)`` drew when last displayed (subclasses add their shape).
  func contentOperations() -> [DrawingOperation] {
    if let image = contents as? Image {
      let rect = contentsGravity.contentMode.rect(forContentOfSize: image.size, in: bounds)
      let drawn = DrawingOperation.image(image, in: rect, alpha: 1, transform: .identity)
      guard masksToBounds, !bounds.contains(rect) else { return [drawn] }
      let outline = GraphicsPath(roundedRect: bounds, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
      return [.save, .clip(outline.elements, rule: .winding), drawn, .restore]
    }
    return drawnContent ?? []
  }
}

/// The shape of a layer's rounded corners (CALayerCornerCurve).
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's name, as Core Animation spells it ("circular", "continuous").
  public let rawValue: String
  /// A curve named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Quarter circles of the corner radius (the default).
  public static let circular = LayerCornerCurve(rawValue: "circular")
  /// A curve with continuous curvature, as iOS's app icons have.
  public static let continuous = LayerCornerCurve(rawValue: "continuous")
}
