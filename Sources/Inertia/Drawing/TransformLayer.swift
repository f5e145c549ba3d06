import Foundation

/// A layer that keeps its sublayers in 3D, like CATransformLayer: it draws nothing of its own, and
/// each sublayer is drawn through its own transform, then the transform layer's sublayer transform
/// and transform, instead of being flattened into the transform layer's plane first. So sublayers
/// turned about a common axis (a 3D carousel) each keep their own perspective. Sublayers are drawn
/// farthest first (by the depth of their centre after the transforms); a sublayer that is not
/// ``Layer/isDoubleSided`` is not drawn while it faces away.
open class TransformLayer: Layer {}

/// Core Animation's ways to place a layer's contents image in its bounds (CALayerContentsGravity).
public struct LayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The gravity's name, as Core Animation spells it ("resizeAspectFill", "topLeft"…).
  public let rawValue: String
  /// A gravity named `rawValue` (an unknown name places the image as `.resize` does).
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Stretched over the bounds (the default).
  public static let resize = LayerContentsGravity(rawValue: "resize")
  /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
  public static let resizeAspect = LayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to cover the bounds, keeping its aspect ratio, centred (clipped by `masksToBounds`).
  public static let resizeAspectFill = LayerContentsGravity(rawValue: "resizeAspectFill")
  /// Centred at its own size.
  public static let center = LayerContentsGravity(rawValue: "center")
  /// At its own size, centred along the top edge.
  public static let top = LayerContentsGravity(rawValue: "top")
  /// At its own size, centred along the bottom edge.
  public static let bottom = LayerContentsGravity(rawValue: "bottom")
  /// At its own size, centred along the left edge.
  public static let left = LayerContentsGravity(rawValue: "left")
  /// At its own size, centred along the right edge.
  public static let right = LayerContentsGravity(rawValue: "right")
  /// At its own size in the top-left corner.
  public static let topLeft = LayerContentsGravity(rawValue: "topLeft")
  /// At its own size in the top-right corner.
  public static let topRight = LayerContentsGravity(rawValue: "topRight")
  /// At its own size in the bottom-left corner.
  public static let bottomLeft = LayerContentsGravity(rawValue: "bottomLeft")
  /// At its own size in the bottom-right corner.
  public static let bottomRight = LayerContentsGravity(rawValue: "bottomRight")

  /// The view content mode that places an image the same way.
  var contentMode: View.ContentMode {
    let modes: [String: View.ContentMode] = [
      "resizeAspect": .scaleAspectFit, "resizeAspectFill": .scaleAspectFill, "center": .center,
      "top": .top, "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
      "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    return modes[rawValue] ?? .scaleToFill
  }
}

extension Layer {
  /// A transform layer's drawing: its sublayers, each through its own transform and the transform
  /// layer's whole one, farthest first.
  func transformLayerOperations(_ shown: Layer, parentSublayers: Transform3D?) -> [DrawingOperation] {
    let matrix = shown.matrix(under: parentSublayers)
    let placement = shown.sublayerPlacement.map { $0.concatenating(matrix) } ?? matrix
    let visible = (sublayers ?? []).filter { !$0.isHidden }
    let depths = visible.map { $0.centreDepth(under: placement) }
    let order = visible.indices.sorted { depths[$0] < depths[$1] }
    return order.flatMap { visible[$0].operationsInSuperlayer(parentSublayers: placement) }
  }

  /// The depth (z after the perspective divide) of the layer's centre under `parent`; nearer is
  /// larger.
  func centreDepth(under parent: Transform3D) -> CGFloat {
    let m = matrix(under: parent)
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    let z = centre.x * m.m13 + centre.y * m.m23 + m.m43
    let w = centre.x * m.m14 + centre.y * m.m24 + m.m44
    return w > 1e-6 ? z / w : -.greatestFiniteMagnitude
  }

  /// Whether `projection` shows the layer's back: its bounds' corners wind the other way round.
  func isTurnedAway(by projection: ProjectiveTransform) -> Bool {
    let rect = bounds
    guard let a = projection.apply(to: CGPoint(x: rect.minX, y: rect.minY)),
      let b = projection.apply(to: CGPoint(x: rect.maxX, y: rect.minY)),
      let c = projection.apply(to: CGPoint(x: rect.maxX, y: rect.maxY))
    else { return true }
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) < 0
  }
}

extension Layer {
  /// The farthest descendant of this layer (or the layer itself) under `point`, given in the
  /// superlayer's coordinates (CALayer's `hitTest(_:)`); nil when the point misses it. Hidden
  /// layers are skipped, sublayers are tried front first, a layer that masks to its bounds hides
  /// what lies outside them, and 3D transforms count: a transform layer is never hit itself, only
  /// its sublayers, nearest first, and a one-sided layer facing away is not hit.
  public func hitTest(_ point: CGPoint) -> Layer? { hitTest(point, parentSublayers: nil) }

  /// Whether `point`, in the layer's own coordinates, is inside it (its bounds).
  public func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

  func hitTest(_ point: CGPoint, parentSublayers: Transform3D?) -> Layer? {
    guard !isHidden, opacity > 0.004 else { return nil }
    let visible = (sublayers ?? []).filter { !$0.isHidden }
    if self is TransformLayer {
      let matrix = matrix(under: parentSublayers)
      let placement = sublayerPlacement.map { $0.concatenating(matrix) } ?? matrix
      let depths = visible.map { $0.centreDepth(under: placement) }
      for index in visible.indices.sorted(by: { depths[$0] > depths[$1] }) {
        if let hit = visible[index].hitTest(point, parentSublayers: placement) { return hit }
      }
      return nil
    }
    let projection = projection(under: parentSublayers)
    guard let local = projection.unapply(point) else { return nil }
    if !isDoubleSided, isTurnedAway(by: projection) { return nil }
    if masksToBounds, !contains(local) { return nil }
    for sublayer in visible.reversed() {
      if let hit = sublayer.hitTest(local, parentSublayers: sublayerPlacement) { return hit }
    }
    return contains(local) ? self : nil
  }
}
