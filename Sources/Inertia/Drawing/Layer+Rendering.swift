import Foundation

extension Layer {
  /// The layer's drawing in its superlayer's coordinates: nothing when hidden or transparent.
  /// While explicit animations run, what is drawn is the ``presentation()``. An affine transform
  /// moves every operation exactly; a perspective one (the layer's own, or `parentSublayers`, the
  /// superlayer's ``sublayerPlacement``) wraps the drawing in one projected operation of the
  /// layer's bounds and its sublayers' frames.
  func operationsInSuperlayer(parentSublayers: Transform3D? = nil) -> [DrawingOperation] {
    layoutIfNeeded()
    displayIfNeeded()
    let shown = shownLayer
    guard !shown.isHidden, shown.opacity > 0.004 else { return [] }
    if self is TransformLayer { return transformLayerOperations(shown, parentSublayers: parentSublayers) }
    let projection = shown.projection(under: parentSublayers)
    if !shown.isDoubleSided, shown.isTurnedAway(by: projection) { return [] }
    let content = shown.renderedContent(sublayers: sublayers, sublayerPlacement: sublayerPlacement)
    if projection.isAffine { return content.map { $0.applying(projection.affineTransform) } }
    var extent = shown.bounds
    for sublayer in sublayers ?? [] where !sublayer.isHidden { extent = extent.union(sublayer.frame) }
    return content.projected(by: projection, extent: extent)
  }

  /// The layer and `sublayers` (default its own) in its own bounds coordinates: shadow,
  /// background, contents, clip, sublayers, border, composited with the opacity.
  func renderedContent(sublayers: [Layer]? = nil, sublayerPlacement: Transform3D? = nil) -> [DrawingOperation]
  {
    let sublayers = sublayers ?? self.sublayers
    let rect = bounds
    var ops: [DrawingOperation] = [.save]
    ops += shadowOperations(defaultShape: shadowShape())
    let grouped = opacity < 1
    if grouped { ops.append(.beginGroup(alpha: CGFloat(opacity))) }
    let outline = GraphicsPath(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
      .elements
    if let color = backgroundColor, color.alpha > 0 {
      ops.append(.fill(outline, rule: .winding, color: color))
    }
    ops += contentOperations()
    if masksToBounds { ops += [.save, .clip(outline, rule: .winding)] }
    for sublayer in sublayers ?? [] {
      ops += sublayer.operationsInSuperlayer(parentSublayers: sublayerPlacement)
    }
    if masksToBounds { ops.append(.restore) }
    ops += borderOperations()
    if grouped { ops.append(.endGroup) }
    ops.append(.restore)
    return ops
  }

  /// The border stroked inside the rounded bounds.
  func borderOperations() -> [DrawingOperation] {
    guard borderWidth > 0, let color = borderColor, color.alpha > 0 else { return [] }
    let inset = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
    guard inset.width >= 0, inset.height >= 0 else { return [] }
    let radius = max(cornerRadius - borderWidth / 2, 0)
    var style = StrokeStyle()
    style.lineWidth = borderWidth
    let path = GraphicsPath(roundedRect: inset, cornerWidth: radius, cornerHeight: radius).elements
    return [.stroke(path, style: style, color: color, transform: .identity)]
  }

  /// The shadow: the shape offset by ``shadowOffset`` and softened over ``shadowRadius`` by
  /// widening strokes of fading alpha (a blur's approximation).
  func shadowOperations(defaultShape: [PathElement]?) -> [DrawingOperation] {
    // Masking to the bounds clips the shadow away too, as in Core Animation.
    guard shadowOpacity > 0, !masksToBounds, let color = shadowColor, color.alpha > 0,
      let shape = shadowPath?.elements ?? defaultShape, !shape.isEmpty
    else { return [] }
    let offset = AffineTransform(translationX: shadowOffset.width, y: shadowOffset.height)
    let moved = shape.map { $0.applying(offset) }
    let alpha = color.alpha * Double(shadowOpacity)
    var ops: [DrawingOperation] = []
    let steps = shadowRadius > 0 ? 4 : 0
    for step in stride(from: steps, to: 0, by: -1) {
      var style = StrokeStyle()
      style.lineWidth = shadowRadius * 2 * CGFloat(step) / CGFloat(steps)
      style.lineJoin = .round
      ops.append(
        .stroke(moved, style: style, color: color.withAlphaComponent(alpha / 5), transform: .identity))
    }
    ops.append(.fill(moved, rule: .winding, color: color.withAlphaComponent(alpha)))
    return ops
  }
}

extension View {
  /// What a renderer draws for the view's layer before its background: the layer's shadow
  /// (empty when the view never used ``layer``).
  package func layerShadowOperations() -> [DrawingOperation] {
    guard let layer = storedLayer?.shownLayer else { return [] }
    return layer.shadowOperations(defaultShape: layer.shadowShape())
  }

  /// What a renderer draws for the view's layer over the view's background: the layer's own
  /// content (its contents image, a shape or gradient layer's drawing).
  package func layerContentOperations() -> [DrawingOperation] {
    storedLayer?.shownLayer.contentOperations() ?? []
  }

  /// What a renderer draws for the view's layer inside the view's clip: its sublayers under
  /// (`belowSubviews`) or above the subviews.
  package func layerOperations(belowSubviews: Bool) -> [DrawingOperation] {
    guard let layer = storedLayer else { return [] }
    var ops: [DrawingOperation] = []
    let all = layer.sublayers ?? []
    let split = min(layer.sublayersBelowSubviews, all.count)
    let placement = layer.sublayerPlacement
    for sublayer in belowSubviews ? all[..<split] : all[split...] {
      ops += sublayer.operationsInSuperlayer(parentSublayers: placement)
    }
    return ops
  }
}
