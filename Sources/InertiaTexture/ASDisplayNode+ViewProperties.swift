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

/// How a node's corners are rounded (Texture's ASCornerRoundingType).
public enum ASCornerRoundingType: Int, Sendable {
  /// The layer's corner radius (Core Animation's, slow when it clips).
  case defaultSlowCALayer = 0
  /// Corners drawn into the node's content.
  case precomposited = 1
  /// Corners covered by overlays of the background colour.
  case clipping = 2
}

extension ASDisplayNode {
  /// Changes a view property: on the node, and on the view when it is loaded.
  func setViewProperty(_ change: (inout ASNodeViewProperties) -> Void) {
    let old = viewProperties
    change(&viewProperties)
    if hasLoadedView { viewProperties.apply(to: view, changedFrom: old) }
  }

  /// Changes the node's shadow settings (made from the defaults when none was set yet).
  func setShadow(_ change: (inout ASNodeShadow) -> Void) {
    setViewProperty { properties in
      var shadow = properties.shadow ?? ASNodeShadow()
      change(&shadow)
      properties.shadow = shadow
    }
  }
}
