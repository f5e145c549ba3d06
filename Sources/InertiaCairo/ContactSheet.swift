import CCairo
import Foundation
import Inertia

/// Lays several rendered canvases side by side, scaled to a common height, into one PNG.
public enum ContactSheet {
  /// Writes `canvases` in a row, each scaled to `height` pixels tall, on a grey background.
  public static func write(_ canvases: [CairoCanvas], to path: String, height: Int = 600) throws {
    let gap = 16
    let scaled = canvases.map { canvas -> (CairoCanvas, Double) in
      (canvas, Double(height) / Double(canvas.pixelHeight))
    }
    let width = scaled.reduce(gap) { $0 + Int(Double($1.0.pixelWidth) * $1.1) + gap }
    let sheet = try CairoCanvas(
      size: CGSize(width: max(width, 1), height: height + 2 * gap), scale: 1, background: Color(white: 0.85))
    var x = Double(gap)
    for (canvas, factor) in scaled {
      cairo_save(sheet.context)
      cairo_translate(sheet.context, x, Double(gap))
      cairo_scale(sheet.context, factor, factor)
      cairo_surface_flush(canvas.surface)
      cairo_set_source_surface(sheet.context, canvas.surface, 0, 0)
      cairo_paint(sheet.context)
      cairo_restore(sheet.context)
      x += Double(canvas.pixelWidth) * factor + Double(gap)
    }
    try sheet.writePNG(to: path)
  }
}
