import CCairo
import Foundation
import Inertia
import PNGWriter

/// Errors from drawing or writing images.
public enum RenderError: Error, CustomStringConvertible {
  /// Cairo reported a failure.
  case cairo(String)

  public var description: String {
    switch self {
    case .cairo(let message): return "cairo: \(message)"
    }
  }
}

/// An ARGB image surface with a Cairo context, scaled so that drawing is in points.
///
/// See also: ``DisplayList``, ``ViewRenderer``.
public final class CairoCanvas {
  let surface: OpaquePointer
  let context: OpaquePointer
  var groupAlphas: [CGFloat] = []
  /// Images decoded for this canvas, by identity (the image is kept so its identifier stays its).
  var decodedImages: [ObjectIdentifier: (image: Image, surface: OpaquePointer)] = [:]
  /// The size in pixels.
  public let pixelWidth: Int, pixelHeight: Int

  /// The most pixels on one side of a canvas (docs/limits.md).
  public static let maximumPixelSide = 16_384
  /// The most pixels in one canvas: 4096 x 4096 (64 MB of ARGB).
  public static let maximumPixelCount = 4096 * 4096

  /// Throws ``RenderError`` (one line) when `size` at `scale` is not a finite size within
  /// ``maximumPixelSide`` and ``maximumPixelCount``; checked before anything is allocated.
  public static func checkPixelSize(_ size: CGSize, scale: CGFloat) throws {
    let width = (Double(size.width) * Double(scale)).rounded()
    let height = (Double(size.height) * Double(scale)).rounded()
    let side = Double(maximumPixelSide)
    guard width.isFinite, height.isFinite, width <= side, height <= side,
      max(width, 1) * max(height, 1) <= Double(maximumPixelCount)
    else {
      let shown =
        width.isFinite && height.isFinite && width < 1e15 && height < 1e15
        ? "\(Int(width))x\(Int(height)) pixels" : "not a finite number of pixels"
      throw RenderError.cairo(
        "a frame of \(shown) is too large to render (at most \(maximumPixelSide) pixels a side and "
          + "\(maximumPixelCount) pixels)")
    }
  }

  /// Creates a canvas of `size` points at `scale` pixels per point, filled with `background`.
  /// Throws when the size is over ``checkPixelSize(_:scale:)``'s limits.
  public init(size: CGSize, scale: CGFloat, background: Color = .white) throws {
    try Self.checkPixelSize(size, scale: scale)
    pixelWidth = max(1, Int((size.width * scale).rounded()))
    pixelHeight = max(1, Int((size.height * scale).rounded()))
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface)
    else { throw RenderError.cairo("cannot create a \(pixelWidth)x\(pixelHeight) surface") }
    self.surface = surface
    self.context = context
    cairo_scale(context, Double(scale), Double(scale))
    setColor(background)
    cairo_paint(context)
  }

  /// Loads a PNG file (used to compare renderings with committed references).
  public init(pngAt path: String) throws {
    guard let surface = cairo_image_surface_create_from_png(path),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface)
    else { throw RenderError.cairo("cannot read \(path)") }
    self.surface = surface
    self.context = context
    pixelWidth = Int(cairo_image_surface_get_width(surface))
    pixelHeight = Int(cairo_image_surface_get_height(surface))
  }

  /// Compares with `other` pixel by pixel: the share of pixels whose channels differ by more than
  /// `tolerance` (0...1), or 1 when the sizes differ.
  public func differingFraction(from other: CairoCanvas, tolerance: Double) -> Double {
    guard pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight else { return 1 }
    var differing = 0
    for y in 0..<pixelHeight {
      for x in 0..<pixelWidth {
        let a = pixel(x: x, y: y)
        let b = other.pixel(x: x, y: y)
        let delta = max(
          abs(a.red * a.alpha - b.red * b.alpha), abs(a.green * a.alpha - b.green * b.alpha),
          abs(a.blue * a.alpha - b.blue * b.alpha), abs(a.alpha - b.alpha))
        if delta > tolerance { differing += 1 }
      }
    }
    return Double(differing) / Double(pixelWidth * pixelHeight)
  }

  deinit {
    for entry in decodedImages.values { cairo_surface_destroy(entry.surface) }
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  private func setColor(_ color: Color) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }

  private func path(_ rect: CGRect, radius: CGFloat) {
    let r = Double(min(max(radius, 0), min(rect.width, rect.height) / 2))
    let x = Double(rect.minX)
    let y = Double(rect.minY)
    let w = Double(rect.width)
    let h = Double(rect.height)
    guard r > 0 else {
      cairo_rectangle(context, x, y, w, h)
      return
    }
    cairo_new_sub_path(context)
    cairo_arc(context, x + w - r, y + r, r, -.pi / 2, 0)
    cairo_arc(context, x + w - r, y + h - r, r, 0, .pi / 2)
    cairo_arc(context, x + r, y + h - r, r, .pi / 2, .pi)
    cairo_arc(context, x + r, y + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(context)
  }

  /// Runs every command.
  public func draw(_ commands: [DrawCommand]) {
    for command in commands { draw(command) }
  }

  /// Runs one command.
  public func draw(_ command: DrawCommand) {
    switch command {
    case .save: cairo_save(context)
    case .restore: cairo_restore(context)
    case .transform(let t):
      var matrix = cairo_matrix_t()
      matrix.xx = Double(t.a)
      matrix.yx = Double(t.b)
      matrix.xy = Double(t.c)
      matrix.yy = Double(t.d)
      matrix.x0 = Double(t.tx)
      matrix.y0 = Double(t.ty)
      cairo_transform(context, &matrix)
    case .clip(let rect, let radius):
      path(rect, radius: radius)
      cairo_clip(context)
    case .fill(let rect, let radius, let color):
      setColor(color)
      path(rect, radius: radius)
      cairo_fill(context)
    case .stroke(let rect, let radius, let width, let color):
      setColor(color)
      cairo_set_line_width(context, Double(width))
      path(rect.insetBy(dx: width / 2, dy: width / 2), radius: radius)
      cairo_stroke(context)
    case .circle(let center, let radius, let color):
      setColor(color)
      cairo_new_sub_path(context)
      cairo_arc(context, Double(center.x), Double(center.y), Double(radius), 0, 2 * .pi)
      cairo_fill(context)
    case .text(let text, let origin, let size, let color, let kern, let kerns):
      // A negative kern may pull glyphs left of the origin, past what the clip test allows for.
      let pullsLeft = kerns?.contains { $0 < 0 } ?? (kern < 0)
      guard pullsLeft || !textIsClippedOut(origin: origin, size: size) else { return }
      setColor(color)
      cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
      cairo_set_font_size(context, Double(size))
      cairo_move_to(context, Double(origin.x), Double(origin.y))
      showText(text, kern: kern, kerns: kerns)
    case .image(let image, let rect):
      drawImage(image, in: rect)
    case .tintedImage(let image, let rect, let color):
      drawImage(image, in: rect, tint: color)
    case .drawing(let operations):
      replay(operations)
    case .projected(let commands, let extent, let transform):
      drawProjected(extent: extent, transform: transform) { $0.draw(commands) }
    case .beginGroup(let alpha):
      groupAlphas.append(alpha)
      cairo_push_group(context)
    case .endGroup:
      guard let alpha = groupAlphas.popLast() else { return }
      cairo_pop_group_to_source(context)
      cairo_paint_with_alpha(context, Double(alpha))
    }
  }

  /// Whether text drawn at `origin` (its baseline's start) at `size` leaves every pixel as it is:
  /// it lies wholly above, below or right of the clip. DejaVu Sans's glyphs reach 1.03 em left of
  /// their origin and 0.47 em below and 1.24 em above the baseline (its `head` table); 4 em and
  /// two device pixels of antialiasing either way are kept. A wrapped label's lines are all drawn every frame (50
  /// labels of 100,000 characters: 125,000 lines a frame, 9.8 s for 30 frames of `replay
  /// --frames` before sweep 50, most of them off the screen).
  func textIsClippedOut(origin: CGPoint, size: CGFloat) -> Bool {
    var (left, top, right, bottom) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(context, &left, &top, &right, &bottom)
    // The user-space size of two device pixels along either device axis.
    var (ax, ay, bx, by) = (2.0, 0.0, 0.0, 2.0)
    cairo_device_to_user_distance(context, &ax, &ay)
    cairo_device_to_user_distance(context, &bx, &by)
    let reach = 4 * Double(size) + abs(ax) + abs(ay) + abs(bx) + abs(by)
    let (x, y) = (Double(origin.x), Double(origin.y))
    guard reach.isFinite, x.isFinite, y.isFinite, left <= right, top <= bottom,
      cairo_status(context) == CAIRO_STATUS_SUCCESS
    else { return false }
    return y + reach < top || y - reach > bottom || x - reach > right
  }

  /// Writes the canvas as a PNG file (opaque canvases as RGB, others as RGBA).
  public func writePNG(to path: String) throws {
    try Self.writePNG(surface: surface, to: path)
  }

  /// Writes an ARGB32 image surface as a PNG with zlib's fastest level: frames and plots are
  /// written by the hundred, and Cairo's own writer spends most of a headless demo compressing.
  static func writePNG(surface: OpaquePointer, to path: String) throws {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError.cairo("cannot write \(path): no image data")
    }
    let status = inertia_png_write_argb32(
      path, data, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
      cairo_image_surface_get_stride(surface))
    switch status {
    case 0: return
    case 1: throw RenderError.cairo("cannot write \(path): \(String(cString: strerror(errno)))")
    default: throw RenderError.cairo("cannot write \(path): PNG encoding failed")
    }
  }

  /// Writes raw ARGB32 pixels (rows of `width * 4` bytes, opaque) as a PNG file.
  public static func writePNG(argb pixels: [UInt8], width: Int, height: Int, to path: String) throws {
    let canvas = try CairoCanvas(size: CGSize(width: width, height: height), scale: 1, background: .black)
    cairo_surface_flush(canvas.surface)
    guard let data = cairo_image_surface_get_data(canvas.surface) else {
      throw RenderError.cairo("no image data")
    }
    let stride = Int(cairo_image_surface_get_stride(canvas.surface))
    for row in 0..<height {
      for column in 0..<width * 4 {
        data[row * stride + column] = pixels[row * width * 4 + column]
      }
      for alpha in Swift.stride(from: 3, to: width * 4, by: 4) { data[row * stride + alpha] = 0xFF }
    }
    cairo_surface_mark_dirty(canvas.surface)
    try canvas.writePNG(to: path)
  }

  /// The colour of one pixel (premultiplication undone), for tests.
  public func pixel(x: Int, y: Int) -> Color {
    cairo_surface_flush(surface)
    guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let data = cairo_image_surface_get_data(surface)
    else {
      return .clear
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
      $0.pointee
    }
    let a = Double((word >> 24) & 0xFF) / 255
    guard a > 0 else { return .clear }
    return Color(
      red: Double((word >> 16) & 0xFF) / 255 / a, green: Double((word >> 8) & 0xFF) / 255 / a,
      blue: Double(word & 0xFF) / 255 / a, alpha: a)
  }

  /// The raw ARGB32 pixels, row by row, for presenting in a window.
  public func withPixels<Result>(_ body: (UnsafeRawPointer, Int) -> Result) -> Result {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    return body(UnsafeRawPointer(cairo_image_surface_get_data(surface)!), stride)
  }
}
