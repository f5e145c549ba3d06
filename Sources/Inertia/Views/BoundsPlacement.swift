import Foundation

/// Where a view's bounds lie in its window, as the safe area needs it, worked out from its
/// superview's placement in O(1): a walk down the tree passes each view's placement to its
/// subviews, so no view walks up to the window (under a zoom that walk made a frame cost the
/// views times their depth).
///
/// Without a scale or rotation on the way the bounds origin in window coordinates is added up
/// from the window down (``View/boundsOrigin(under:at:)``); under one, the map from the view's
/// bounds coordinates to the window's is composed top-down (the affine transforms of the views on
/// the way), and under a 3D placement (a projection, not affine) the corners are mapped up every
/// superview as before.
///
/// See also: ``View/safeAreaInsets``, `SafeAreaPlace`.
struct BoundsPlacement {
  /// The bounds origin in window coordinates; nil under a scale, rotation or 3D placement.
  let origin: CGPoint?
  /// The map from the view's bounds coordinates to the window's when ``origin`` is nil and no
  /// 3D placement lies on the way; nil otherwise.
  let toWindow: AffineTransform?
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
    guard origin == nil, !view.isPlacedIn3D(under: parent), let parentToWindow = above.map(from: parent)
    else {
      toWindow = nil
      return
    }
    // The view's own step to its superview, then the parent's map to the window.
    toWindow = view.boundsToSuperview.concatenating(parentToWindow)
  }

  /// The map from `view`'s bounds coordinates to the window's (`view` is the view this placement
  /// belongs to); nil under a 3D placement.
  @MainActor
  func map(from view: View) -> AffineTransform? {
    guard let origin else { return toWindow }
    let bounds = view.bounds.origin
    return AffineTransform(translationX: origin.x - bounds.x, y: origin.y - bounds.y)
  }

  /// Whether the bounds were placed through a scale, rotation or 3D placement (their corners mapped).
  var isMappedByCorners: Bool { origin == nil }

  /// `view`'s bounds in window coordinates: moved to ``origin``, the bounding box of their corners
  /// through ``toWindow``, or, under a 3D placement, their corners mapped up every superview.
  @MainActor
  func rect(of view: View) -> CGRect {
    let bounds = view.bounds
    if let origin { return CGRect(origin: origin, size: bounds.size) }
    guard let toWindow else { return view.boundsInRoot() }
    // The four corners (no closure: an isolated one costs an executor check per call).
    let topLeft = toWindow.apply(to: CGPoint(x: bounds.minX, y: bounds.minY))
    let topRight = toWindow.apply(to: CGPoint(x: bounds.maxX, y: bounds.minY))
    let bottomLeft = toWindow.apply(to: CGPoint(x: bounds.minX, y: bounds.maxY))
    let bottomRight = toWindow.apply(to: CGPoint(x: bounds.maxX, y: bounds.maxY))
    let minX = min(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
    let minY = min(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
    return CGRect(
      x: minX, y: minY, width: max(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x) - minX,
      height: max(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y) - minY)
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
