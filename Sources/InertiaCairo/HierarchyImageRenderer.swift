import Foundation
import Inertia

/// Draws a view and its subviews into an image (snapshots), as ``ViewRenderer`` draws windows.
/// Found by name from the core (``Inertia/View/hierarchyImaging``).
package final class HierarchyImageRenderer: ViewHierarchyImaging {
  @MainActor package static func image(of view: View, scale: CGFloat) -> Image? {
    let size = view.bounds.size
    guard size.width > 0, size.height > 0, scale.isFinite, scale > 0,
      let canvas = try? CairoCanvas(size: size, scale: scale, background: .clear)
    else { return nil }
    canvas.draw(DisplayList(root: view, canvas: CGRect(origin: .zero, size: size)).commands)
    guard let data = canvas.pngData() else { return nil }
    return Image(data: data, scale: scale)
  }
}
