import Foundation
import Inertia

/// Renders a window's view tree with Cairo at the window's screen scale.
///
/// See also: ``DisplayList``, ``CairoCanvas``.
@MainActor
public enum ViewRenderer {
  /// Draws `window` into a new canvas.
  public static func render(window: Window, background: Color = .white) throws -> CairoCanvas {
    let canvas = try CairoCanvas(size: window.bounds.size, scale: window.screenScale, background: background)
    canvas.draw(DisplayList(root: window, canvas: CGRect(origin: .zero, size: window.bounds.size)).commands)
    return canvas
  }

  /// Draws `window` and writes it as a PNG file.
  public static func renderPNG(window: Window, to path: String) throws {
    try render(window: window).writePNG(to: path)
  }
}
