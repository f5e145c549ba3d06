import Foundation

extension View {
  /// Gives the view `rect` as its frame, as setting ``frame`` does (the bounds size, then the
  /// centre), but through the plain setters and only for what changed: setting ``frame`` updates
  /// the bounds in place, whose accessor allocates on every call, and reading it back transforms
  /// four corners. Tables place cells, headers and cell parts with this on their per-frame paths.
  /// Like the frame setter it ignores the transform (the size becomes the bounds size) and reports
  /// a change of size or place to the safe area and the constraint engine once. A non-finite
  /// `rect` goes to ``frame`` (which ignores it with a warning).
  func assignFrame(_ rect: CGRect) {
    let size = CGSize(width: max(rect.width, 0), height: max(rect.height, 0))
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, size.width.isFinite, size.height.isFinite else {
      frame = rect
      return
    }
    let newCenter = CGPoint(x: rect.minX + size.width / 2, y: rect.minY + size.height / 2)
    let current = bounds
    let resized = current.size != size
    if resized { bounds = CGRect(origin: current.origin, size: size) }
    if center != newCenter {
      center = newCenter  // Its observer reports the new geometry (safe area, constraints).
    } else if resized {
      // As the frame setter does for a size change alone.
      propagateSafeArea()
      window?.constraintGeometryChanged(of: self)
    }
  }
}
