import CCairo
import Foundation
import Inertia
import JPEGReader

/// Decoding PNG data into Cairo surfaces, for ``DrawCommand/image(_:in:)``.
extension CairoCanvas {
  /// The data being read by ``decodePNG(_:)`` and how far the read has got.
  private final class PNGReader {
    let bytes: [UInt8]
    var offset = 0
    init(_ data: Data) { bytes = [UInt8](data) }
  }

  /// The most pixels an image may declare and still be decoded (docs/limits.md): 4096 x 4096,
  /// 64 MB of ARGB. A larger image is not drawn (a small file may declare a huge bitmap).
  public static let maximumImagePixels = 4096 * 4096

  /// A Cairo surface holding `image`'s pixels, decoded once per canvas; nil when Cairo cannot
  /// decode the data (a PNG header over broken data) or the image declares more than
  /// ``maximumImagePixels`` pixels.
  func surface(for image: Image) -> OpaquePointer? {
    if let cached = decodedImages[ObjectIdentifier(image)], cached.image === image { return cached.surface }
    guard image.pixelSize.width * image.pixelSize.height <= Self.maximumImagePixels else { return nil }
    let data = image.encodedData
    guard let surface = image.isJPEG ? Self.decodeJPEG(data) : Self.decodePNG(data) else { return nil }
    decodedImages[ObjectIdentifier(image)] = (image, surface)
    return surface
  }

  /// Draws `image` stretched over `rect` (the image view placed it by its content mode); its
  /// shape in `tint`, else in the image's own ``Image/tintColor``, when either is given.
  func drawImage(_ image: Image, in rect: CGRect, tint: Color? = nil) {
    if let color = tint ?? image.tintColor {
      cairo_push_group(context)
      drawPicture(image, in: rect)
      let shape = cairo_pop_group(context)
      cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
      cairo_mask(context, shape)
      cairo_pattern_destroy(shape)
      return
    }
    drawPicture(image, in: rect)
  }

  private func drawPicture(_ image: Image, in rect: CGRect) {
    if let operations = image.drawing {
      guard rect.width > 0, rect.height > 0, rect.isFiniteRect else { return }
      return drawRecordedImage(image, operations: operations, in: rect)
    }
    guard rect.width > 0, rect.height > 0, rect.isFiniteRect, let source = surface(for: image) else { return }
    let width = Double(cairo_image_surface_get_width(source))
    let height = Double(cairo_image_surface_get_height(source))
    guard width > 0, height > 0 else { return }
    cairo_save(context)
    cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_clip(context)
    cairo_translate(context, Double(rect.minX), Double(rect.minY))
    cairo_scale(context, Double(rect.width) / width, Double(rect.height) / height)
    cairo_set_source_surface(context, source, 0, 0)
    // The edge pixels extend to the rectangle's edges (already clipped) instead of fading into
    // the transparent outside when the image is scaled up.
    cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
    cairo_paint(context)
    cairo_restore(context)
  }

  /// Decodes JPEG data with libjpeg into an opaque Cairo surface; nil when the header's size is
  /// over ``maximumImagePixels`` or the data is damaged.
  static func decodeJPEG(_ data: Data) -> OpaquePointer? {
    guard let declared = Image.jpegPixelSize(data), declared.width * declared.height <= maximumImagePixels,
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_RGB24, Int32(declared.width), Int32(declared.height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let pixels = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    let stride = cairo_image_surface_get_stride(surface)
    let status = data.withUnsafeBytes { bytes -> Int32 in
      guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return 1 }
      return inertia_jpeg_decode_xrgb32(
        base, bytes.count, pixels, Int32(declared.width), Int32(declared.height), stride)
    }
    guard status == 0 else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// Decodes PNG data with Cairo's stream reader; nil when Cairo reports an error.
  static func decodePNG(_ data: Data) -> OpaquePointer? {
    // The header's size is checked before Cairo allocates the bitmap.
    guard let declared = Image.pngPixelSize(data), declared.width * declared.height <= maximumImagePixels
    else { return nil }
    let reader = PNGReader(data)
    let closure = Unmanaged.passRetained(reader)
    defer { closure.release() }
    let read: cairo_read_func_t = { closure, buffer, length in
      guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
      let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
      let count = Int(length)
      guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
      reader.bytes.withUnsafeBufferPointer { bytes in
        buffer.update(from: bytes.baseAddress! + reader.offset, count: count)
      }
      reader.offset += count
      return CAIRO_STATUS_SUCCESS
    }
    guard let surface = cairo_image_surface_create_from_png_stream(read, closure.toOpaque()) else {
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }
}

extension CairoCanvas {
  /// The canvas encoded as a baseline JPEG by libjpeg, `quality` from 0 (smallest) to 1 (best),
  /// as UIImage's `jpegData(compressionQuality:)` takes it; a non-finite quality counts as 1.
  /// Alpha is dropped (transparent pixels are black). Nil when libjpeg fails.
  public func jpegData(quality: CGFloat) -> Data? {
    let quality = quality.isFinite ? min(max(quality, 0), 1) : 1
    let width = Int32(cairo_image_surface_get_width(surface))
    let height = Int32(cairo_image_surface_get_height(surface))
    return withPixels { base, stride -> Data? in
      var bytes: UnsafeMutablePointer<UInt8>?
      var length: UInt = 0
      let status = inertia_jpeg_encode_argb32(
        base.assumingMemoryBound(to: UInt8.self), width, height, Int32(stride),
        Int32((quality * 100).rounded()),
        &bytes, &length)
      guard status == 0, let bytes else { return nil }
      defer { free(bytes) }
      return Data(bytes: bytes, count: Int(length))
    }
  }
}
