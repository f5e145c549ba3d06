import Foundation
import Inertia

extension View {
  /// Draws the view and its subviews, scaled to `rect`, into the current graphics context
  /// (UIView's `drawHierarchy(in:afterScreenUpdates:)`), as ``Inertia/View/snapshotView(afterScreenUpdates:)``
  /// pictures them. True when drawn; false without a current context, for an empty view or a
  /// rectangle that is not finite.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard UIGraphicsGetCurrentContext() != nil, rect.isFiniteRect else { return false }
    guard let image = hierarchyImage(scale: window?.screenScale ?? UIScreen.main.scale) else { return false }
    image.draw(in: rect)
    return true
  }

  /// A new view showing the part `rect` (in this view's coordinates) of what the view and its
  /// subviews look like now (UIView's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`):
  /// the snapshot, clipped to `rect`'s size. The cap insets are kept out of it: the view keeps
  /// `rect`'s size, and a snapshot made larger later shows more empty space rather than stretching
  /// between the caps. Nil when nothing can be drawn here or `rect` is not finite.
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    guard rect.isFiniteRect, let snapshot = snapshotView(afterScreenUpdates: afterUpdates) else { return nil }
    let part = View(
      frame: CGRect(origin: .zero, size: CGSize(width: max(rect.width, 0), height: max(rect.height, 0))))
    part.clipsToBounds = true
    snapshot.frame.origin = CGPoint(x: -rect.minX, y: -rect.minY)
    part.addSubview(snapshot)
    return part
  }
}
