import Foundation

/// Where a view's bounds lie in its window, as the safe area needs it, worked out from its
/// superview's placement in O(1): a walk down the tree passes each view's placement to its
/// subviews, so no view walks up to the window (under a zoom that walk made a frame cost the
/// views times their depth).
///
/// Without a scale or rotation on the way the bounds origin in window coordinates is added up
/// from the window down (``View/boundsOrigin(under:at:)``); under one, the map from the view's
/// bounds coordinates to the window's is composed top-down (the affine transforms of the views on
/// the way), and under a 3D placement (a projection, not affine) so is the projection: before
/// sweep 49 the corners of every view under one were mapped up every superview.
///
/// See also: ``View/safeAreaInsets``, `SafeAreaPlace`.
struct BoundsPlacement {
  /// The bounds origin in window coordinates; nil under a scale, rotation or 3D placement.
  let origin: CGPoint?
  /// The map from the view's bounds coordinates to the window's when ``origin`` is nil and no
  /// 3D placement lies on the way; nil otherwise.
  let toWindow: AffineTransform?
  /// The projection from the view's bounds coordinates to the window's when a 3D placement lies
  /// on the way (each view's step to its superview, its ``View/projectionInSuperview(shown:)``
  /// or its affine map, composed top-down); nil otherwise.
  let projection: ProjectiveTransform?
  /// Whether the transforms on the way (the root's excepted) flip the view horizontally, as
  /// the safe area counts them (an inverted list).
  let flipsX: Bool
  /// Whether they flip it vertically.
  let flipsY: Bool

  /// The placement of a root view (one without a superview): its bounds are the root's coordinates.
  @MainActor
  init(root view: View) {
    origin = view.bounds.origin
    toWindow = nil
    projection = nil
    flipsX = false
    flipsY = false
  }

  /// The placement of `view`, a subview of `parent`, given the parent's placement `above`.
  @MainActor
  init(of view: View, under parent: View, above: BoundsPlacement) {
    let move = view.transform
    let flips = move.b == 0 && move.c == 0
    flipsX = above.flipsX != (flips && move.a < 0)
    flipsY = above.flipsY != (flips && move.d < 0)
    origin = view.boundsOrigin(under: parent, at: above.origin)
    guard origin == nil else {
      (toWindow, projection) = (nil, nil)
      return
    }
    let isPlacedIn3D = view.isPlacedIn3D(under: parent)
    if !isPlacedIn3D, let parentToWindow = above.map(from: parent) {
      // The view's own step to its superview, then the parent's map to the window.
      (toWindow, projection) = (view.boundsToSuperview.concatenating(parentToWindow), nil)
      return
    }
    toWindow = nil
    let step = isPlacedIn3D ? view.projectionInSuperview() : ProjectiveTransform(view.boundsToSuperview)
    if let step, let parentToWindow = above.projection(from: parent) {
      projection = step.concatenating(parentToWindow)
    } else {
      projection = nil
    }
  }

  /// The map from `view`'s bounds coordinates to the window's (`view` is the view this placement
  /// belongs to); nil under a 3D placement.
  @MainActor
  func map(from view: View) -> AffineTransform? {
    guard let origin else { return toWindow }
    let bounds = view.bounds.origin
    return AffineTransform(translationX: origin.x - bounds.x, y: origin.y - bounds.y)
  }

  /// ``map(from:)`` as a projection, or the projection of a 3D placement.
  @MainActor
  func projection(from view: View) -> ProjectiveTransform? {
    if let projection { return projection }
    guard let map = map(from: view) else { return nil }
    return ProjectiveTransform(map)
  }

  /// Whether the bounds were placed through a scale, rotation or 3D placement (their corners mapped).
  var isMappedByCorners: Bool { origin == nil }

  /// `view`'s bounds in window coordinates: moved to ``origin``, or the bounding box of their
  /// corners through ``toWindow`` or ``projection`` (a corner that lands behind the eye is NaN,
  /// as mapping it up the superviews gives).
  @MainActor
  func rect(of view: View) -> CGRect {
    let bounds = view.bounds
    if let origin { return CGRect(origin: origin, size: bounds.size) }
    // The four corners (no closure or array: an isolated closure costs an executor check per call).
    let (left, top, right, bottom) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
    let topLeft: CGPoint
    let topRight: CGPoint
    let bottomLeft: CGPoint
    let bottomRight: CGPoint
    if let toWindow {
      topLeft = toWindow.apply(to: CGPoint(x: left, y: top))
      topRight = toWindow.apply(to: CGPoint(x: right, y: top))
      bottomLeft = toWindow.apply(to: CGPoint(x: left, y: bottom))
      bottomRight = toWindow.apply(to: CGPoint(x: right, y: bottom))
    } else if let projection {
      topLeft = Self.point(CGPoint(x: left, y: top), through: projection)
      topRight = Self.point(CGPoint(x: right, y: top), through: projection)
      bottomLeft = Self.point(CGPoint(x: left, y: bottom), through: projection)
      bottomRight = Self.point(CGPoint(x: right, y: bottom), through: projection)
    } else {
      return view.boundsInRoot()
    }
    let minX = min(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
    let minY = min(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
    return CGRect(
      x: minX, y: minY, width: max(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x) - minX,
      height: max(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y) - minY)
  }

  /// Where `point` lands through `projection`; NaN when it lies behind the eye.
  private static func point(_ point: CGPoint, through projection: ProjectiveTransform) -> CGPoint {
    projection.apply(to: point) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
  }

  /// `insets` (measured along the window's edges) along the view's own edges: top and bottom
  /// swapped when it is flipped vertically, left and right when horizontally.
  func inOwnDirections(_ insets: EdgeInsets) -> EdgeInsets {
    guard flipsX || flipsY else { return insets }
    return EdgeInsets(
      top: flipsY ? insets.bottom : insets.top, left: flipsX ? insets.right : insets.left,
      bottom: flipsY ? insets.top : insets.bottom, right: flipsX ? insets.left : insets.right)
  }
}
