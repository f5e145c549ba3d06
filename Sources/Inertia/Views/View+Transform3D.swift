import Foundation

extension View {
  /// How the view's plane maps into its superview's when a 3D transform is involved: the layer's
  /// ``transform3D`` (or `shown`, what is drawn) about the anchor point at the layer's `zPosition`, then
  /// the superview's layer's ``Layer/sublayerTransform``, flattened. Nil when neither is there
  /// (the affine ``transform`` then places the view).
  package func projectionInSuperview(shown: ViewPresentation? = nil) -> ProjectiveTransform? {
    let parentSublayers = superview?.storedLayer?.sublayerPlacement
    let own = shown == nil ? storedTransform3D : shown?.transform3D
    guard own != nil || parentSublayers != nil else { return nil }
    let (size, middle) = (shown?.bounds ?? bounds, shown?.center ?? center)
    let anchor = size.point(atUnit: storedAnchorPoint)
    var matrix = Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
      .concatenating(own ?? Transform3D(shown?.transform ?? transform))
      .concatenating(Transform3D(translationX: middle.x, y: middle.y, z: storedLayer?.zPosition ?? 0))
    if let parentSublayers { matrix = matrix.concatenating(parentSublayers) }
    return matrix.projection
  }

  /// The view's layer changed what places the view or its subviews in 3D (its `zPosition` or its
  /// `sublayerTransform`): the subtree's safe area is worked out again.
  func layerPlacementChanged() { propagateSafeArea() }

  /// Whether the view's placement involves a 3D transform (its own, or its superview's sublayer
  /// transform).
  var isPlacedIn3D: Bool {
    storedTransform3D != nil || superview?.storedLayer.map { !$0.sublayerTransform.isIdentity } == true
  }

  /// ``isPlacedIn3D`` for a view whose superview is `parent` (no load of the weak superview).
  func isPlacedIn3D(under parent: View) -> Bool {
    guard storedTransform3D == nil else { return true }
    guard let layer = parent.storedLayer else { return false }
    return !layer.sublayerTransform.isIdentity
  }

  /// Maps a point in the superview's coordinates to this view's through the 3D placement: NaN
  /// when no point of the view's plane lands there (beyond the horizon), so it hits nothing.
  func pointFromSuperviewIn3D(_ point: CGPoint) -> CGPoint {
    projectionInSuperview()?.unapply(point) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
  }

  /// Maps a point in this view's coordinates to its superview's through the 3D placement.
  func pointInSuperviewIn3D(_ point: CGPoint) -> CGPoint {
    projectionInSuperview()?.apply(to: point) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
  }

  /// What the view draws outside its bounds without clipping, as far as a projected picture
  /// keeps it: the bounds with its subviews' frames and its layer's sublayers' frames.
  package func projectedExtent(bounds: CGRect) -> CGRect {
    guard !clipsToBounds else { return bounds }
    var extent = bounds
    for subview in subviews where !subview.isHidden { extent = extent.union(subview.frame) }
    for sublayer in storedLayer?.sublayers ?? [] where !sublayer.isHidden {
      extent = extent.union(sublayer.frame)
    }
    return extent
  }
}
