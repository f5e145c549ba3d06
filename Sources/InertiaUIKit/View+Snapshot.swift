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
}
