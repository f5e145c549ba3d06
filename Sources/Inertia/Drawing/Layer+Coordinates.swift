import Foundation

// Converting points and rectangles between layers (CALayer's `convert(_:to:)` and
// `convert(_:from:)`), through the layer tree that views and their own sublayers make together.

extension Layer {
  /// The layer this one is drawn in: its superlayer, or for a view's layer the layer of the
  /// view's superview (a view's layer is not listed among its superview's sublayers).
  var parentLayer: Layer? { superlayer ?? owningView?.superview?.layer }

  /// Maps a point in this layer's bounds coordinates to its parent layer's.
  private func pointInParent(_ point: CGPoint) -> CGPoint {
    if let view = owningView { return view.pointInSuperview(point) }
    return placement.apply(to: point)
  }

  /// Maps a point in the parent layer's bounds coordinates to this layer's.
  private func pointFromParent(_ point: CGPoint) -> CGPoint {
    if let view = owningView { return view.pointFromSuperview(point) }
    return placement.inverted().apply(to: point)
  }

  /// This layer, then each parent up to the root.
  private var layerAncestry: [Layer] {
    var chain: [Layer] = []
    var current: Layer? = self
    while let layer = current {
      chain.append(layer)
      current = layer.parentLayer
    }
    return chain
  }

  /// Converts `point` from this layer's coordinates to `layer`'s; nil converts to the root
  /// layer's (a window's layer: the window's coordinates), as CALayer does.
  public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
    var result = point
    for step in layerAncestry.dropLast() { result = step.pointInParent(result) }
    guard let layer else { return result }
    for step in layer.layerAncestry.dropLast().reversed() { result = step.pointFromParent(result) }
    return result
  }

  /// Converts `point` from `layer`'s coordinates (the root layer's when nil) to this layer's.
  public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
    var result = point
    if let layer {
      for step in layer.layerAncestry.dropLast() { result = step.pointInParent(result) }
    }
    for step in layerAncestry.dropLast().reversed() { result = step.pointFromParent(result) }
    return result
  }

  /// Converts a rectangle to `layer`'s coordinates (the root layer's when nil); with rotations or
  /// scales on the way, the bounding box of its corners.
  public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
    rect.boundingBox { convert($0, to: layer) }
  }

  /// Converts a rectangle from `layer`'s coordinates (the root layer's when nil); with rotations
  /// or scales on the way, the bounding box of its corners.
  public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
    rect.boundingBox { convert($0, from: layer) }
  }
}
