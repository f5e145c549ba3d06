import CCairo
import Foundation
import Inertia

/// Blend modes and clip resets in replayed drawing.
extension CairoCanvas {
  /// The clip a replay began with (in the device space), for ``DrawingOperation/resetClip``.
  final class BaseClip {
    let matrix: cairo_matrix_t
    let rectangles: UnsafeMutablePointer<cairo_rectangle_list_t>?

    init(_ context: OpaquePointer) {
      var matrix = cairo_matrix_t()
      cairo_get_matrix(context, &matrix)
      self.matrix = matrix
      let list = cairo_copy_clip_rectangle_list(context)
      if let list, list.pointee.status == CAIRO_STATUS_SUCCESS {
        rectangles = list
      } else {
        cairo_rectangle_list_destroy(list)
        rectangles = nil
      }
    }

    /// Resets the clip to the base clip (its rectangles; no clip when there was none or it was
    /// not made of rectangles).
    func apply(to context: OpaquePointer) {
      var current = cairo_matrix_t()
      cairo_get_matrix(context, &current)
      var base = matrix
      cairo_set_matrix(context, &base)
      cairo_reset_clip(context)
      if let list = rectangles?.pointee {
        cairo_new_path(context)
        for index in 0..<Int(list.num_rectangles) {
          let r = list.rectangles[index]
          cairo_rectangle(context, r.x, r.y, r.width, r.height)
        }
        cairo_clip(context)
      }
      cairo_set_matrix(context, &current)
    }

    func release() { if let rectangles { cairo_rectangle_list_destroy(rectangles) } }
  }

  /// Cairo's operator for a Core Graphics blend mode (``BlendMode/plusDarker``, which has none,
  /// draws over).
  static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
    switch mode {
    case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
    case .multiply: return CAIRO_OPERATOR_MULTIPLY
    case .screen: return CAIRO_OPERATOR_SCREEN
    case .overlay: return CAIRO_OPERATOR_OVERLAY
    case .darken: return CAIRO_OPERATOR_DARKEN
    case .lighten: return CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
    case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
    case .difference: return CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: return CAIRO_OPERATOR_EXCLUSION
    case .hue: return CAIRO_OPERATOR_HSL_HUE
    case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
    case .color: return CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: return CAIRO_OPERATOR_CLEAR
    case .copy: return CAIRO_OPERATOR_SOURCE
    case .sourceIn: return CAIRO_OPERATOR_IN
    case .sourceOut: return CAIRO_OPERATOR_OUT
    case .sourceAtop: return CAIRO_OPERATOR_ATOP
    case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: return CAIRO_OPERATOR_DEST_IN
    case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
    case .xor: return CAIRO_OPERATOR_XOR
    case .plusLighter: return CAIRO_OPERATOR_ADD
    }
  }

  /// The pixels as premultiplied ARGB words (Cairo's format), row by row with `stride` bytes a
  /// row, to read or change; the surface is flushed before and marked changed after.
  public func withMutablePixels<Result>(_ body: (UnsafeMutableRawPointer, Int) -> Result) -> Result {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    defer { cairo_surface_mark_dirty(surface) }
    return body(UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!), stride)
  }

  /// The canvas encoded as PNG data (nil when Cairo fails).
  public func pngData() -> Data? {
    final class Sink { var data = Data() }
    let sink = Sink()
    let box = Unmanaged.passRetained(sink)
    defer { box.release() }
    let write: cairo_write_func_t = { closure, bytes, length in
      guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
      Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
      return CAIRO_STATUS_SUCCESS
    }
    cairo_surface_flush(surface)
    guard cairo_surface_write_to_png_stream(surface, write, box.toOpaque()) == CAIRO_STATUS_SUCCESS else {
      return nil
    }
    return sink.data
  }

  /// `image` drawn over a transparent canvas of its pixel size (its decoded pixels, or its
  /// recorded drawing rasterized); nil when the image has no pixels or is over the canvas limits.
  public static func rasterize(_ image: Image) -> CairoCanvas? {
    let (width, height) = image.pixelSize
    guard width > 0, height > 0,
      let canvas = try? CairoCanvas(size: CGSize(width: width, height: height), scale: 1, background: .clear)
    else { return nil }
    canvas.drawImage(image, in: CGRect(x: 0, y: 0, width: width, height: height))
    return canvas
  }
}
