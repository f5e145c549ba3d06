import CCairo
import Foundation
import Inertia

/// Core Graphics' image masks (`clip(to:mask:)`) for replayed drawing: the painting after the
/// mask is drawn into a group, which is composited through the mask when the state is restored.
extension CairoCanvas {
  /// A mask in effect: its pattern (in device space), and the save depth and group count it was
  /// set at (a restore to below the depth, or the end of a group it is inside, ends it).
  struct ActiveClipMask {
    let pattern: OpaquePointer
    let depth: Int
    let groups: Int
  }

  /// Starts masking by `image` stretched over `rect` in `transform`'s space: makes the mask's
  /// pattern, then opens the group later painting goes to. Nil when nothing could be made.
  func beginClipMask(_ image: Image, in rect: CGRect, transform: Inertia.AffineTransform) -> OpaquePointer? {
    guard rect.width > 0, rect.height > 0, rect.isFiniteRect else { return nil }
    let usesLuminance = image.drawing == nil && surface(for: image).map(Self.isOpaque) == true
    cairo_push_group(context)
    concatenate(transform)
    drawImage(image, in: rect)
    guard let pattern = cairo_pop_group(context) else { return nil }
    if usesLuminance { Self.convertLuminanceToAlpha(pattern) }
    cairo_push_group(context)
    return pattern
  }

  /// Ends the mask `pattern` began: the group painted since is composited through it.
  func endClipMask(_ pattern: OpaquePointer) {
    cairo_pop_group_to_source(context)
    cairo_mask(context, pattern)
    cairo_pattern_destroy(pattern)
  }

  /// Ends the masks last begun, latest first, while `condition` holds for the latest.
  func endClipMasks(_ masks: inout [ActiveClipMask], while condition: (ActiveClipMask) -> Bool) {
    while let last = masks.last, condition(last) {
      masks.removeLast()
      endClipMask(last.pattern)
    }
  }

  /// Whether every pixel of the image surface `surface` is opaque (a mask then masks by its
  /// luminance, as Core Graphics' grey masks without alpha do).
  static func isOpaque(_ surface: OpaquePointer) -> Bool {
    cairo_surface_flush(surface)
    let format = cairo_image_surface_get_format(surface)
    if format == CAIRO_FORMAT_RGB24 { return true }
    guard format == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(surface) else {
      return false
    }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<height {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width where row[x] >> 24 != 0xFF { return false }
    }
    return true
  }

  /// Replaces each pixel of the pattern's image surface by its luminance as alpha (premultiplied
  /// colour channels give the luminance already weighted by coverage).
  static func convertLuminanceToAlpha(_ pattern: OpaquePointer) {
    var surface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    else { return }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let pixel = row[x]
        let red = (pixel >> 16) & 0xFF
        let green = (pixel >> 8) & 0xFF
        let blue = pixel & 0xFF
        let luminance = (red * 77 + green * 150 + blue * 29) >> 8
        row[x] = luminance &* 0x0101_0101
      }
    }
    cairo_surface_mark_dirty(surface)
  }
}
