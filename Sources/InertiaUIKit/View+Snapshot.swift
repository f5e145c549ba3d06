import Foundation
import Inertia
import InertiaCairo

extension View {
  /// A new view showing what this view and its subviews look like now (UIView's
  /// `snapshotView(afterScreenUpdates:)`): an image view of the view's size, drawn as the window
  /// draws the view (at its window's scale, else the main screen's). Later changes to this view do
  /// not show in the snapshot. Layout is brought up to date first either way (nothing is drawn in
  /// between here). Nil for a view too large to draw.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
    guard let image = hierarchyImage() else { return nil }
    let snapshot = ImageView(image: image)
    snapshot.frame = CGRect(origin: .zero, size: bounds.size)
    return snapshot
  }

  /// Draws the view and its subviews, scaled to `rect`, into the current graphics context
  /// (UIView's `drawHierarchy(in:afterScreenUpdates:)`). True when drawn; false without a current
  /// context, for an empty view or a rectangle that is not finite.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard UIGraphicsGetCurrentContext() != nil, rect.isFiniteRect, let image = hierarchyImage() else {
      return false
    }
    image.draw(in: rect)
    return true
  }

  /// The view and its subviews drawn into an image of the view's size.
  private func hierarchyImage() -> Image? {
    layoutIfNeeded()
    let size = bounds.size
    let scale = window?.screenScale ?? UIScreen.main.scale
    guard size.width > 0, size.height > 0,
      let canvas = try? CairoCanvas(size: size, scale: scale, background: .clear)
    else { return nil }
    canvas.draw(DisplayList(root: self).commands)
    guard let data = canvas.pngData() else { return nil }
    return Image(data: data, scale: scale)
  }
}
