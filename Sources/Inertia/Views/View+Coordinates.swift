import Foundation

extension View {
  /// Maps a point in this view's coordinates to its superview's.
  func pointInSuperview(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
    let moved = transform.apply(to: local)
    return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
  }

  /// Maps a point in the superview's coordinates to this view's.
  func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let relative = CGPoint(x: point.x - center.x, y: point.y - center.y)
    let local = transform.inverted().apply(to: relative)
    return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
  }

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
    boundingBox(of: rect) { convert($0, to: view) }
  }

  /// Converts a rectangle from `view`'s coordinates; with transforms, the bounding box of its corners.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    boundingBox(of: rect) { convert($0, from: view) }
  }

  private func boundingBox(of rect: CGRect, mapping: (CGPoint) -> CGPoint) -> CGRect {
    let a = mapping(CGPoint(x: rect.minX, y: rect.minY))
    let b = mapping(CGPoint(x: rect.maxX, y: rect.minY))
    let c = mapping(CGPoint(x: rect.minX, y: rect.maxY))
    let d = mapping(CGPoint(x: rect.maxX, y: rect.maxY))
    let minX = min(a.x, b.x, c.x, d.x)
    let minY = min(a.y, b.y, c.y, d.y)
    return CGRect(
      x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
  }

  /// The view's safe-area insets: how far the window's safe area, narrowed by the
  /// `additionalSafeAreaInsets` of the view controllers whose views contain this one, reaches in.
  /// Zero at once when neither the window nor a view controller adds any (no allocation).
  public var safeAreaInsets: EdgeInsets {
    guard let window else { return .zero }
    if self === window { return window.windowSafeAreaInsets }
    if window.windowSafeAreaInsets == .zero && !controllersAddSafeArea { return .zero }
    let safe = safeRect(in: window)
    let rect = boundsInRoot()
    return EdgeInsets(
      top: max(0, min(safe.minY - rect.minY, rect.height)),
      left: max(0, min(safe.minX - rect.minX, rect.width)),
      bottom: max(0, min(rect.maxY - safe.maxY, rect.height)),
      right: max(0, min(rect.maxX - safe.maxX, rect.width)))
  }

  /// Whether a view controller whose view contains this one adds safe-area insets.
  private var controllersAddSafeArea: Bool {
    var current: View? = self
    while let view = current {
      if let extra = view.owningViewController?.addedSafeAreaInsets, extra != .zero { return true }
      current = view.superview
    }
    return false
  }

  /// The safe rectangle in window coordinates: the window's, then for each view controller's root
  /// view on the way down (self included), its inherited safe edges moved in by its additional insets.
  private func safeRect(in window: Window) -> CGRect {
    var safe = window.bounds.inset(by: window.windowSafeAreaInsets)
    for view in ancestry.reversed() {
      guard let extra = view.owningViewController?.addedSafeAreaInsets, extra != .zero else { continue }
      let rect = view.convert(view.bounds, to: window)
      let minX = max(safe.minX, rect.minX) + extra.left
      let minY = max(safe.minY, rect.minY) + extra.top
      let maxX = min(safe.maxX, rect.maxX) - extra.right
      let maxY = min(safe.maxY, rect.maxY) - extra.bottom
      safe = CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }
    return safe
  }

  /// The bounding box of the view's bounds in the root's coordinates, walking up the superviews.
  func boundsInRoot() -> CGRect {
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

  func propagateSafeArea() {
    guard window != nil else { return }
    safeAreaInsetsDidChange()
    owningViewController?.rootViewSafeAreaMayHaveChanged()
    for subview in subviews { subview.propagateSafeArea() }
  }
}
