import Foundation

/// Draws a view and its subviews into an image as the window draws them: the Cairo renderer's
/// `InertiaCairo.HierarchyImageRenderer` conforms, found by name (the core does not depend on the
/// renderer).
package protocol ViewHierarchyImaging {
  /// The view's bounds and subviews drawn at `scale` pixels per point; nil when not drawable.
  @MainActor static func image(of view: View, scale: CGFloat) -> Image?
}

extension View {
  /// The renderer that draws snapshots, nil when the Cairo renderer is not linked.
  package static var hierarchyImaging: ViewHierarchyImaging.Type? {
    _typeByName("InertiaCairo.HierarchyImageRenderer") as? ViewHierarchyImaging.Type
  }

  /// An image view of the view's size showing the view and its subviews as they are now (drawn as
  /// the window draws them, at the window's scale, else 1), so later changes do not show in it.
  /// Layout is brought up to date first. Nil for an empty or undrawable view, or without the
  /// renderer.
  package func hierarchySnapshot() -> View? {
    guard let image = hierarchyImage() else { return nil }
    let snapshot = ImageView(image: image)
    snapshot.frame = CGRect(origin: .zero, size: bounds.size)
    return snapshot
  }

  /// ``resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)``'s work: a view of
  /// `rect`'s size, clipping, holding the view's snapshot moved so that `rect` shows. The cap
  /// insets are kept out of it: a snapshot made larger later shows more empty space rather than
  /// stretching between the caps. Nil when nothing can be drawn here or `rect` is not finite.
  func partSnapshot(from rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> View? {
    guard rect.isFiniteRect, let snapshot = snapshotView(afterScreenUpdates: afterUpdates) else { return nil }
    let part = View(
      frame: CGRect(origin: .zero, size: CGSize(width: max(rect.width, 0), height: max(rect.height, 0))))
    part.clipsToBounds = true
    snapshot.frame.origin = CGPoint(x: -rect.minX, y: -rect.minY)
    part.addSubview(snapshot)
    return part
  }

  /// The view and its subviews drawn into an image of the view's size.
  package func hierarchyImage(scale: CGFloat? = nil) -> Image? {
    layoutIfNeeded()
    return Self.hierarchyImaging?.image(of: self, scale: scale ?? window?.screenScale ?? 1)
  }
}
