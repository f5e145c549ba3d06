import CCairo
import Foundation
import Inertia

/// A Cairo surface for charts, written as PNG or SVG: lines, dots, rectangles and aligned text in
/// points.
///
/// See also: ``TrajectoryPlot``.
public final class PlotSurface {
  /// The file formats Cairo writes.
  public enum Format: Sendable {
    /// A bitmap (PNG).
    case png
    /// A vector drawing (SVG).
    case svg
    /// A vector document (PDF) of one page, dated 2000-01-01 so that it is the same byte for byte
    /// on every run.
    case pdf

    /// The format named by `path`'s extension: SVG for ".svg", PDF for ".pdf" (any case), PNG
    /// otherwise.
    public init(path: String) {
      switch (path as NSString).pathExtension.lowercased() {
      case "svg": self = .svg
      case "pdf": self = .pdf
      default: self = .png
      }
    }
  }

  /// How text sits against its anchor point.
  public enum Alignment: Sendable {
    /// The anchor is the text's left end.
    case left
    /// The anchor is the text's middle.
    case center
    /// The anchor is the text's right end.
    case right
  }

  private let surface: OpaquePointer
  private let context: OpaquePointer
  private let format: Format
  private let path: String
  private let scale: Double

  /// The largest side accepted (pt): 20 000.
  public static let maximumSide = 20_000.0

  /// Opens a surface of `size` points that ``finish()`` writes to `path` as `format`; PNGs have
  /// `scale` pixels per point (default 1). Sizes are clamped to 1...``maximumSide``.
  public init(size: CGSize, path: String, format: Format, scale: Double = 1) throws {
    let width = min(max(Double(size.width), 1), Self.maximumSide)
    let height = min(max(Double(size.height), 1), Self.maximumSide)
    let scale = min(max(scale.isFinite ? scale : 1, 0.25), 4)
    let created: OpaquePointer?
    switch format {
    case .png:
      created = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32((width * scale).rounded()), Int32((height * scale).rounded()))
    case .svg:
      created = cairo_svg_surface_create(path, width, height)
    case .pdf:
      created = cairo_pdf_surface_create(path, width, height)
      if let created {
        cairo_pdf_surface_set_metadata(created, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(created, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
      }
    }
    guard let surface = created, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let context = cairo_create(surface)
    else { throw RenderError.cairo("cannot create a surface for \(path)") }
    self.surface = surface
    self.context = context
    self.format = format
    self.path = path
    self.scale = format == .png ? scale : 1
    cairo_scale(context, self.scale, self.scale)
    cairo_set_source_rgb(context, 1, 1, 1)
    cairo_paint(context)
    cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  private func setColor(_ color: Color) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }

  private func setStroke(_ color: Color, width: Double, dash: [Double]) {
    setColor(color)
    cairo_set_line_width(context, width)
    cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
    cairo_set_dash(context, dash, Int32(dash.count), 0)
  }

  /// Strokes a line through `points`.
  public func polyline(_ points: [CGPoint], color: Color, width: Double = 1.5, dash: [Double] = []) {
    guard let first = points.first else { return }
    setStroke(color, width: width, dash: dash)
    cairo_move_to(context, Double(first.x), Double(first.y))
    for point in points.dropFirst() { cairo_line_to(context, Double(point.x), Double(point.y)) }
    cairo_stroke(context)
  }

  /// Runs `draw` with everything it draws clipped to `rect`.
  public func clipped(to rect: CGRect, _ draw: () -> Void) {
    cairo_save(context)
    cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_clip(context)
    draw()
    cairo_restore(context)
  }

  /// Fills a dot of `radius` at every point.
  public func dots(_ points: [CGPoint], radius: Double, color: Color) {
    setColor(color)
    for point in points {
      cairo_new_sub_path(context)
      cairo_arc(context, Double(point.x), Double(point.y), radius, 0, 2 * .pi)
    }
    cairo_fill(context)
  }

  /// Fills a rectangle.
  public func fill(_ rect: CGRect, color: Color) {
    setColor(color)
    cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_fill(context)
  }

  /// Strokes a rectangle's outline.
  public func stroke(_ rect: CGRect, color: Color, width: Double = 1) {
    setStroke(color, width: width, dash: [])
    cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_stroke(context)
  }

  /// The advance width of `text` at `size` points.
  public func measure(_ text: String, size: Double) -> Double {
    cairo_set_font_size(context, size)
    var extents = cairo_text_extents_t()
    cairo_text_extents(context, text, &extents)
    return extents.x_advance
  }

  /// Draws `text` with its baseline at `anchor.y`, aligned against `anchor.x`.
  public func text(
    _ text: String, at anchor: CGPoint, size: Double = 11, color: Color = .black, alignment: Alignment = .left
  ) {
    let width = measure(text, size: size)
    let x: Double
    switch alignment {
    case .left: x = Double(anchor.x)
    case .center: x = Double(anchor.x) - width / 2
    case .right: x = Double(anchor.x) - width
    }
    setColor(color)
    cairo_move_to(context, x, Double(anchor.y))
    cairo_show_text(context, text)
  }

  /// Writes the file: the PNG, or the SVG's closing.
  public func finish() throws {
    switch format {
    case .png:
      try CairoCanvas.writePNG(surface: surface, to: path)
    case .svg, .pdf:
      cairo_surface_finish(surface)
      let status = cairo_surface_status(surface)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError.cairo("cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
      }
    }
  }
}
