import Inertia
import InertiaUIKit

/// The view properties set on a node before or after its view loads: kept on the node and applied
/// to the view when it loads, as Texture's pending view state is.
struct ASNodeViewProperties {
  var alpha: CGFloat = 1
  var isHidden = false
  var cornerRadius: CGFloat = 0
  var clipsToBounds = false
  var borderWidth: CGFloat = 0
  var borderColor: Color? = .black
  var isUserInteractionEnabled = true
  var isLayerBacked = false
  var contentMode: View.ContentMode?
  var tintColor: Color?
  var cornerRoundingType = ASCornerRoundingType.defaultSlowCALayer
  /// The accessibility settings made on the node (nil: the view's own default).
  var accessibility = ASNodeAccessibility()
  /// The layer's shadow, once one of its settings is made on the node (nil: the layer's own).
  var shadow: ASNodeShadow?
  /// The layer's anchor point, transform and z position (nil: as the layer has them).
  var anchorPoint: CGPoint?
  var transform: Transform3D?
  var zPosition: CGFloat?
  /// The layer's edge antialiasing (nil: as the layer has it).
  var allowsEdgeAntialiasing: Bool?
  /// Whether the view promises opaque content (nil: never set on the node, the view keeps its own).
  var isOpaque: Bool?
  /// Whether the view's margins grow by its safe area (nil: never set, the view's own default).
  var insetsLayoutMarginsFromSafeArea: Bool?
  /// The view's semantic content attribute (nil: never set on the node, the view's own).
  var semanticContentAttribute: SemanticContentAttribute?

  /// Sets every property on `view` (the content mode and tint colour only when set on the node).
  @MainActor func apply(to view: View) {
    view.alpha = alpha
    view.isHidden = isHidden
    view.layerCornerRadius = cornerRadius
    // Precomposited and clipping corners cut the node's own content at the corners.
    view.clipsToBounds = clipsToBounds || (cornerRoundingType != .defaultSlowCALayer && cornerRadius > 0)
    view.layerBorderWidth = borderWidth
    view.layerBorderColor = borderColor ?? .clear
    view.isUserInteractionEnabled = isUserInteractionEnabled && !isLayerBacked
    if let contentMode { view.contentMode = contentMode }
    if let tintColor { view.tintColor = tintColor }
    accessibility.apply(to: view)
    shadow?.apply(to: view.layer)
    if let anchorPoint { view.layer.anchorPoint = anchorPoint }
    if let transform { view.layer.transform = transform }
    if let zPosition { view.layer.zPosition = zPosition }
    if let allowsEdgeAntialiasing { view.layer.allowsEdgeAntialiasing = allowsEdgeAntialiasing }
    if let isOpaque { view.isOpaque = isOpaque }
    if let insetsLayoutMarginsFromSafeArea {
      view.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
    }
    if let semanticContentAttribute { view.semanticContentAttribute = semanticContentAttribute }
  }

  /// Sets on `view` only the properties that differ from `old`, as Texture passes one node
  /// property to its loaded view or layer: what code set on the layer itself (`layer.cornerRadius`
  /// in `didLoad()`) stays when another property is set on the node afterwards.
  @MainActor func apply(to view: View, changedFrom old: ASNodeViewProperties) {
    if alpha != old.alpha { view.alpha = alpha }
    if isHidden != old.isHidden { view.isHidden = isHidden }
    if cornerRadius != old.cornerRadius { view.layerCornerRadius = cornerRadius }
    if clipsToBounds != old.clipsToBounds || cornerRadius != old.cornerRadius
      || cornerRoundingType != old.cornerRoundingType
    {
      view.clipsToBounds = clipsToBounds || (cornerRoundingType != .defaultSlowCALayer && cornerRadius > 0)
    }
    if borderWidth != old.borderWidth { view.layerBorderWidth = borderWidth }
    if borderColor != old.borderColor { view.layerBorderColor = borderColor ?? .clear }
    if isUserInteractionEnabled != old.isUserInteractionEnabled || isLayerBacked != old.isLayerBacked {
      view.isUserInteractionEnabled = isUserInteractionEnabled && !isLayerBacked
    }
    if let contentMode, contentMode != old.contentMode { view.contentMode = contentMode }
    if let tintColor, tintColor != old.tintColor { view.tintColor = tintColor }
    if accessibility != old.accessibility { accessibility.apply(to: view) }
    if let shadow, shadow != old.shadow { shadow.apply(to: view.layer) }
    if let anchorPoint, anchorPoint != old.anchorPoint { view.layer.anchorPoint = anchorPoint }
    if let transform, transform != old.transform { view.layer.transform = transform }
    if let zPosition, zPosition != old.zPosition { view.layer.zPosition = zPosition }
    if let allowsEdgeAntialiasing, allowsEdgeAntialiasing != old.allowsEdgeAntialiasing {
      view.layer.allowsEdgeAntialiasing = allowsEdgeAntialiasing
    }
    if let isOpaque, isOpaque != old.isOpaque { view.isOpaque = isOpaque }
    if let margins = insetsLayoutMarginsFromSafeArea, margins != old.insetsLayoutMarginsFromSafeArea {
      view.insetsLayoutMarginsFromSafeArea = margins
    }
    if let attribute = semanticContentAttribute, attribute != old.semanticContentAttribute {
      view.semanticContentAttribute = attribute
    }
  }
}

/// A node's shadow settings, given to its view's layer (Texture passes them to the layer).
struct ASNodeShadow: Equatable {
  var color: Color? = .black
  var opacity: CGFloat = 0
  var offset = CGSize(width: 0, height: -3)
  var radius: CGFloat = 3

  @MainActor func apply(to layer: Layer) {
    layer.shadowColor = color
    layer.shadowOpacity = Float(opacity)
    layer.shadowOffset = offset
    layer.shadowRadius = radius
  }
}

/// The accessibility settings made on a node, given to its view when it loads (each only when set,
/// so a label's view keeps being an element by default).
struct ASNodeAccessibility: Equatable {
  var identifier: String?
  var label: String?
  var hint: String?
  var value: String?
  var isElement: Bool?
  var traits: AccessibilityTraits?

  @MainActor func apply(to view: View) {
    if let identifier { view.accessibilityIdentifier = identifier }
    if let label { view.accessibilityLabel = label }
    if let hint { view.accessibilityHint = hint }
    if let value { view.accessibilityValue = value }
    if let isElement { view.isAccessibilityElement = isElement }
    if let traits { view.accessibilityTraits = traits }
  }
}

extension ASDisplayNode {
  /// A name that identifies the node's view to tests (Texture's `accessibilityIdentifier`): given
  /// to the view, where `View.view(withIdentifier:)` finds it. Default nil.
  public var accessibilityIdentifier: String? {
    get { viewProperties.accessibility.identifier }
    set { setViewProperty { $0.accessibility.identifier = newValue } }
  }

  /// The element's short name, given to the view. Default nil (the view's own).
  public var accessibilityLabel: String? {
    get { viewProperties.accessibility.label ?? (isNodeLoaded ? view.accessibilityLabel : nil) }
    set { setViewProperty { $0.accessibility.label = newValue } }
  }

  /// What activating the element does, given to the view. Default nil.
  public var accessibilityHint: String? {
    get { viewProperties.accessibility.hint }
    set { setViewProperty { $0.accessibility.hint = newValue } }
  }

  /// The element's current value, given to the view. Default nil.
  public var accessibilityValue: String? {
    get { viewProperties.accessibility.value }
    set { setViewProperty { $0.accessibility.value = newValue } }
  }

  /// Whether assistive technologies see the node as one element, given to the view. Default false.
  public var isAccessibilityElement: Bool {
    get { viewProperties.accessibility.isElement ?? (isNodeLoaded ? view.isAccessibilityElement : false) }
    set { setViewProperty { $0.accessibility.isElement = newValue } }
  }

  /// What the element is, given to the view. Default none.
  public var accessibilityTraits: AccessibilityTraits {
    get { viewProperties.accessibility.traits ?? [] }
    set { setViewProperty { $0.accessibility.traits = newValue } }
  }
}

extension ASDisplayNode {
  /// Changes a view property: on the node, and on the view when it is loaded.
  fileprivate func setViewProperty(_ change: (inout ASNodeViewProperties) -> Void) {
    let old = viewProperties
    change(&viewProperties)
    if isNodeLoaded { viewProperties.apply(to: view, changedFrom: old) }
  }

  /// The view's opacity, 0...1. Default 1.
  public var alpha: CGFloat {
    get { viewProperties.alpha }
    set { setViewProperty { $0.alpha = newValue.isNaN ? 1 : min(max(newValue, 0), 1) } }
  }

  /// The layer of the node's view (Texture's `layer`; a layer block's layer for a node made with
  /// one): reading it loads the view, so set it in
  /// `didLoad()` as Texture code does (`layer.cornerRadius = 5`, `layer.borderWidth = 1`).
  public var layer: CALayer { (view as? ASLayerHostView)?.hosted ?? view.layer }

  /// The point of the view's bounds, in fractions of their size, at the view's centre and that
  /// ``transform`` turns about (Texture's `anchorPoint`, the layer's). Default (0.5, 0.5);
  /// non-finite points are ignored.
  public var anchorPoint: CGPoint {
    get { viewProperties.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }
    set {
      guard newValue.isFinite else { return }
      setViewProperty { $0.anchorPoint = newValue }
    }
  }

  /// The layer's transform (Texture's `transform`, a `CATransform3D`), about ``anchorPoint``.
  /// Default identity; non-finite transforms are ignored.
  public var transform: CATransform3D {
    get { viewProperties.transform ?? .identity }
    set {
      guard newValue.isFinite else { return }
      setViewProperty { $0.transform = newValue }
    }
  }

  /// The layer's z position (Texture's `zPosition`). Default 0; non-finite values are ignored.
  public var zPosition: CGFloat {
    get { viewProperties.zPosition ?? 0 }
    set {
      guard newValue.isFinite else { return }
      setViewProperty { $0.zPosition = newValue }
    }
  }

  /// Whether the layer antialiases its edges (Texture's `allowsEdgeAntialiasing`, the layer's
  /// property). Default false.
  public var allowsEdgeAntialiasing: Bool {
    get { viewProperties.allowsEdgeAntialiasing ?? false }
    set { setViewProperty { $0.allowsEdgeAntialiasing = newValue } }
  }

  /// The direction of the node's content (Texture's `semanticContentAttribute`, passed to the
  /// view). `.forceRightToLeft` mirrors the node's layout as Texture's does: each node it places
  /// (every node of its flattened layout) moves to `width - its width - x`, so a button's title
  /// comes before its image. Set before the node is laid out, as Texture flips a layout when it
  /// is calculated. Default `.unspecified` (left to right: Inertia's system direction).
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { viewProperties.semanticContentAttribute ?? .unspecified }
    set {
      setViewProperty { $0.semanticContentAttribute = newValue }
      placesSubnodesRightToLeft = UIView.userInterfaceLayoutDirection(for: newValue) == .rightToLeft
    }
  }

  /// Whether the view is hidden. Default false.
  public var isHidden: Bool {
    get { viewProperties.isHidden }
    set { setViewProperty { $0.isHidden = newValue } }
  }

  /// The radius of the view's rounded corners (drawn, and clipping with ``clipsToBounds``).
  /// Default 0; negative or non-finite values become 0.
  public var cornerRadius: CGFloat {
    get { viewProperties.cornerRadius }
    set { setViewProperty { $0.cornerRadius = newValue.isFinite ? max(newValue, 0) : 0 } }
  }

  /// How ``cornerRadius`` rounds the node (Texture's `cornerRoundingType`): `.defaultSlowCALayer`
  /// rounds the layer (content is cut only with ``clipsToBounds``); `.precomposited` and
  /// `.clipping` cut the node's content at the corners. Default `.defaultSlowCALayer`.
  public var cornerRoundingType: ASCornerRoundingType {
    get { viewProperties.cornerRoundingType }
    set { setViewProperty { $0.cornerRoundingType = newValue } }
  }

  /// Whether the view clips its subviews to its (rounded) bounds. Default false.
  public var clipsToBounds: Bool {
    get { viewProperties.clipsToBounds }
    set { setViewProperty { $0.clipsToBounds = newValue } }
  }

  /// Whether the node promises to fill its bounds with opaque content (Texture's `opaque`, passed
  /// to the view's `isOpaque`: a hint for drawing, no change to layout). Default true, as
  /// Texture's (`default==YES`).
  public var isOpaque: Bool {
    get { viewProperties.isOpaque ?? true }
    set { setViewProperty { $0.isOpaque = newValue } }
  }

  /// The width of the border drawn inside the view's edge. Default 0.
  public var borderWidth: CGFloat {
    get { viewProperties.borderWidth }
    set { setViewProperty { $0.borderWidth = newValue.isFinite ? max(newValue, 0) : 0 } }
  }

  /// The border's colour (a `CGColor`, as Texture's). Default black.
  public var borderColor: CGColor? {
    get { viewProperties.borderColor }
    set { setViewProperty { $0.borderColor = newValue } }
  }

  /// The layer's shadow colour (a `CGColor`, as Texture's). Default opaque black.
  public var shadowColor: CGColor? {
    get { viewProperties.shadow?.color ?? .black }
    set { setShadow { $0.color = newValue } }
  }

  /// The layer's shadow opacity, 0...1. Default 0 (no shadow).
  public var shadowOpacity: CGFloat {
    get { viewProperties.shadow?.opacity ?? 0 }
    set { setShadow { $0.opacity = newValue.isNaN ? 0 : min(max(newValue, 0), 1) } }
  }

  /// The layer's shadow offset. Default (0, -3), as Core Animation's.
  public var shadowOffset: CGSize {
    get { viewProperties.shadow?.offset ?? CGSize(width: 0, height: -3) }
    set { setShadow { $0.offset = newValue } }
  }

  /// The layer's shadow blur radius. Default 3.
  public var shadowRadius: CGFloat {
    get { viewProperties.shadow?.radius ?? 3 }
    set { setShadow { $0.radius = newValue.isFinite ? max(newValue, 0) : $0.radius } }
  }

  private func setShadow(_ change: (inout ASNodeShadow) -> Void) {
    setViewProperty { properties in
      var shadow = properties.shadow ?? ASNodeShadow()
      change(&shadow)
      properties.shadow = shadow
    }
  }

  /// Whether the view takes touches. Default true.
  public var isUserInteractionEnabled: Bool {
    get { viewProperties.isUserInteractionEnabled }
    set { setViewProperty { $0.isUserInteractionEnabled = newValue } }
  }

  /// Texture draws a layer-backed node without a view; here the node keeps its view, and a
  /// layer-backed node takes no touches, as a layer does not. Default false.
  public var isLayerBacked: Bool {
    get { viewProperties.isLayerBacked }
    set { setViewProperty { $0.isLayerBacked = newValue } }
  }

  /// How the view places its content (an image node's image). Default the view's own.
  public var contentMode: UIView.ContentMode {
    get { viewProperties.contentMode ?? (isNodeLoaded ? view.contentMode : .scaleToFill) }
    set { setViewProperty { $0.contentMode = newValue } }
  }

  /// The view's tint colour. Default inherited from the superview.
  public var tintColor: UIColor! {
    get { isNodeLoaded ? view.tintColor : viewProperties.tintColor }
    set { setViewProperty { $0.tintColor = newValue } }
  }

  /// Whether the view's layout margins grow by its safe area, as the view's property (Texture
  /// bridges it to the view). Default true.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { viewProperties.insetsLayoutMarginsFromSafeArea ?? true }
    set { setViewProperty { $0.insetsLayoutMarginsFromSafeArea = newValue } }
  }
}

/// How a node's corners are rounded (Texture's ASCornerRoundingType).
public enum ASCornerRoundingType: Int, Sendable {
  /// The layer's corner radius (Core Animation's, slow when it clips).
  case defaultSlowCALayer = 0
  /// Corners drawn into the node's content.
  case precomposited = 1
  /// Corners covered by overlays of the background colour.
  case clipping = 2
}
