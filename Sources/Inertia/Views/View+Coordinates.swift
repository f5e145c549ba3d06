import Foundation

extension View {
  /// Maps a point in this view's coordinates to its superview's.
  func pointInSuperview(_ point: CGPoint) -> CGPoint {
    if isPlacedIn3D { return pointInSuperviewIn3D(point) }
    let anchor = anchorInBounds
    let local = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
    let moved = transform.apply(to: local)
    return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
  }

  /// Maps a point in the superview's coordinates to this view's.
  func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    if isPlacedIn3D { return pointFromSuperviewIn3D(point) }
    let relative = CGPoint(x: point.x - center.x, y: point.y - center.y)
    let local = transform.inverted().apply(to: relative)
    let anchor = anchorInBounds
    return CGPoint(x: local.x + anchor.x, y: local.y + anchor.y)
  }

  /// ``pointInSuperview(_:)`` as one affine map (the transform about the anchor, moved to the
  /// centre), for a walk that composes the maps of many views (see `BoundsPlacement`). Only for a
  /// view not placed in 3D.
  var boundsToSuperview: AffineTransform {
    let (move, anchor, center) = (transform, anchorInBounds, center)
    return AffineTransform(
      a: move.a, b: move.b, c: move.c, d: move.d,
      tx: move.tx + center.x - (move.a * anchor.x + move.c * anchor.y),
      ty: move.ty + center.y - (move.b * anchor.x + move.d * anchor.y))
  }

  /// The point of the bounds at the layer's anchor point (the bounds' middle by default): where
  /// ``center`` lies in the view's own coordinates.
  var anchorInBounds: CGPoint { bounds.point(atUnit: storedAnchorPoint) }

  /// The chain from this view up to its root, self first.
  var ancestry: [View] {
    var chain: [View] = []
    var current: View? = self
    while let view = current {
      chain.append(view)
      current = view.superview
    }
    return chain
  }

  /// Maps a point in this view's coordinates to the root's (the window's when in one).
  func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    for view in ancestry.dropLast() { result = view.pointInSuperview(result) }
    return result
  }

  /// Maps a point in the root's coordinates to this view's.
  func pointFromRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    for view in ancestry.dropLast().reversed() { result = view.pointFromSuperview(result) }
    return result
  }

  /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let rootPoint = pointInRoot(point)
    guard let view else { return rootPoint }
    return view.pointFromRoot(rootPoint)
  }

  /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let rootPoint = view?.pointInRoot(point) ?? point
    return pointFromRoot(rootPoint)
  }

  /// Converts a rectangle to `view`'s coordinates; with transforms, the bounding box of its corners.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    rect.boundingBox { convert($0, to: view) }
  }

  /// Converts a rectangle from `view`'s coordinates; with transforms, the bounding box of its corners.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    rect.boundingBox { convert($0, from: view) }
  }

  /// The bounding box of the view's bounds in the root's coordinates, walking up the superviews.
  /// Without scales or rotations on the way, the bounds moved to ``boundsOriginInRoot()``.
  func boundsInRoot() -> CGRect {
    if let origin = boundsOriginInRoot() { return CGRect(origin: origin, size: bounds.size) }
    var topLeft = CGPoint(x: bounds.minX, y: bounds.minY)
    var topRight = CGPoint(x: bounds.maxX, y: bounds.minY)
    var bottomLeft = CGPoint(x: bounds.minX, y: bounds.maxY)
    var bottomRight = CGPoint(x: bounds.maxX, y: bounds.maxY)
    var view = self
    while let parent = view.superview {
      topLeft = view.pointInSuperview(topLeft)
      topRight = view.pointInSuperview(topRight)
      bottomLeft = view.pointInSuperview(bottomLeft)
      bottomRight = view.pointInSuperview(bottomRight)
      view = parent
    }
    let minX = min(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
    let minY = min(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
    return CGRect(
      x: minX, y: minY, width: max(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x) - minX,
      height: max(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y) - minY)
  }

  /// Where the bounds origin lies in the root's coordinates, added up from the root down; nil when
  /// a view on the way is scaled or rotated (then only the corners can be mapped).
  func boundsOriginInRoot() -> CGPoint? {
    guard let parent = superview else { return bounds.origin }
    return boundsOrigin(under: parent, at: parent.boundsOriginInRoot())
  }

  /// The bounds origin in the root's coordinates, given the superview's (`parentOrigin`); nil
  /// when that is nil or this view's transform is more than a translation. (No closures here:
  /// an isolated closure handed to `Optional.map` costs a run-time executor check per call.)
  func boundsOrigin(under parent: View, at parentOrigin: CGPoint?) -> CGPoint? {
    let move = transform
    guard let parentOrigin, move.isTranslation, !isPlacedIn3D(under: parent) else { return nil }
    let (size, middle, parentBounds, anchor) = (bounds.size, center, parent.bounds.origin, storedAnchorPoint)
    return CGPoint(
      x: parentOrigin.x + (middle.x - size.width * anchor.x + move.tx - parentBounds.x),
      y: parentOrigin.y + (middle.y - size.height * anchor.y + move.ty - parentBounds.y))
  }
}
