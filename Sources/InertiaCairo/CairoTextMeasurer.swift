import CCairo
import Foundation
import Inertia

/// Measures text with Cairo's font machinery (the fonts the set-up installs, DejaVu Sans), so
/// layout matches what ``CairoCanvas`` draws.
///
/// See also: ``MonospaceTextMeasurer`` for the deterministic measurer tests use.
public final class CairoTextMeasurer: TextMeasurer {
  private let surface: OpaquePointer
  private let context: OpaquePointer
  /// The font family. Default "DejaVu Sans".
  public let family: String

  /// Creates a measurer for `family`.
  public init(family: String = "DejaVu Sans") throws {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1),
      let context = cairo_create(surface)
    else { throw RenderError.cairo("cannot create a measuring surface") }
    self.surface = surface
    self.context = context
    self.family = family
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  public func measure(_ text: String, size: CGFloat) -> CGSize {
    cairo_select_font_face(context, family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(context, Double(size))
    var extents = cairo_text_extents_t()
    cairo_text_extents(context, text, &extents)
    var font = cairo_font_extents_t()
    cairo_font_extents(context, &font)
    return CGSize(width: extents.x_advance, height: font.height)
  }
}
