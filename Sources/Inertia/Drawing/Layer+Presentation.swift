import Foundation

extension Layer {
  /// A copy of the layer as it is drawn now (CALayer's presentation layer): its model values
  /// with the running explicit animations applied (for a view's layer, its view's animations
  /// too). Equal to the model values when nothing animates. The copy has no sublayers.
  public func presentation() -> Self? {
    let copy = type(of: self).init()
    copy.copyProperties(from: self)
    (copy.drawnContent, copy.needsDisplayFlag, copy.modelLayer) = (drawnContent, false, self)
    var state = LayerState()
    captureState(into: &state)
    if let view = owningView {
      let shown = view.viewAnimationPresentation
      (state.opacity, state.backgroundColor, state.position) = (
        Double(shown.alpha), shown.backgroundColor, shown.center
      )
      (state.bounds, state.transform) = (shown.bounds, shown.transform3D ?? Transform3D(shown.transform))
    }
    copy.restoreState(animatedState(state))
    return copy
  }

  /// The model layer: the layer itself, or for a presentation copy the layer it was made from.
  public func model() -> Self { (modelLayer as? Self) ?? self }

  /// What the renderer draws for the layer: itself, or its presentation while it animates.
  var shownLayer: Layer { hasAnimations ? (presentation() ?? self) : self }
}

extension View {
  /// `presentation` with this view's layer's explicit animations applied on top.
  func applyingLayerAnimations(to values: ViewPresentation) -> ViewPresentation {
    guard let layer = storedLayer, layer.hasAnimations else { return values }
    var state = LayerState()
    layer.captureState(into: &state)
    (state.opacity, state.backgroundColor, state.position) = (
      Double(values.alpha), values.backgroundColor, values.center
    )
    (state.bounds, state.transform) = (values.bounds, values.transform3D ?? Transform3D(values.transform))
    let shown = layer.animatedState(state)
    var result = values
    (result.alpha, result.backgroundColor, result.center) = (
      CGFloat(shown.opacity), shown.backgroundColor, shown.position
    )
    (result.bounds, result.transform) = (shown.bounds, shown.transform.affineTransform)
    result.transform3D = shown.transform.isAffine ? nil : shown.transform
    (result.cornerRadius, result.borderWidth) = (shown.cornerRadius, shown.borderWidth)
    return result
  }
}
