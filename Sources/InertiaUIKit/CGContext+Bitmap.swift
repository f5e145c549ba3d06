// CGContext(data:width:height:…), makeImage(), and CGImage's pixel basics.
import Foundation
import Inertia
import InertiaCairo

extension GraphicsContext {
  /// A bitmap context over `data` (nil: memory the context owns, cleared to zero), as Core
  /// Graphics makes one: `width` x `height` pixels, origin at the bottom-left with y up, memory
  /// row 0 the top row. Nil for sizes that are not positive (or over 4096 x 4096 pixels), rows
  /// shorter than `width` pixels, or a layout other than 8 bits per component in RGB with a
  /// premultiplied or skipped alpha (`premultipliedLast`, `premultipliedFirst`, `noneSkipLast`,
  /// `noneSkipFirst`, each in the default, `byteOrder32Big` or `byteOrder32Little` order), grey
  /// with `none`, or `alphaOnly`. `bytesPerRow` 0 packs the rows.
  ///
  /// Drawing reaches memory the program gave as each operation is recorded, so code that reads
  /// its own array after drawing sees the pixels (the context's own memory is drawn into when
  /// ``data`` or ``makeImage()`` asks); memory written by the program before drawing (or before
  /// ``makeImage()``) is kept.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: UInt32
  ) {
    let info = CGBitmapInfo(rawValue: bitmapInfo)
    guard width > 0, height > 0, width <= CairoCanvas.maximumPixelSide,
      height <= CairoCanvas.maximumPixelSide,
      width * height <= CairoCanvas.maximumPixelCount,
      let kind = BitmapStore.kind(bitsPerComponent: bitsPerComponent, space: space, info: info)
    else { return nil }
    let pixelBytes = kind == .gray || kind == .alpha ? 1 : 4
    let rowBytes = bytesPerRow == 0 ? width * pixelBytes : bytesPerRow
    guard rowBytes >= width * pixelBytes else { return nil }
    self.init(bottomLeftOriginSize: CGSize(width: width, height: height))
    backing = BitmapStore(
      memory: data, width: width, height: height, bytesPerRow: rowBytes, kind: kind, info: info, space: space)
  }

  /// A bitmap context with the layout in a ``CGBitmapInfo``.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: CGBitmapInfo
  ) {
    self.init(
      data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
      space: space, bitmapInfo: bitmapInfo.rawValue)
  }

  var bitmap: BitmapStore? { backing as? BitmapStore }

  /// A bitmap context's memory (nil for other contexts).
  public var data: UnsafeMutableRawPointer? {
    guard let bitmap else { return nil }
    bitmap.flush(self)
    return bitmap.memory
  }
  /// A bitmap context's width in pixels (0 for other contexts).
  public var width: Int { bitmap?.width ?? 0 }
  /// A bitmap context's height in pixels (0 for other contexts).
  public var height: Int { bitmap?.height ?? 0 }
  /// A bitmap context's bytes per row (0 for other contexts).
  public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
  /// 8 for a bitmap context (0 for other contexts).
  public var bitsPerComponent: Int { bitmap == nil ? 0 : 8 }
  /// 32 for colour bitmaps, 8 for grey and alpha-only ones (0 for other contexts).
  public var bitsPerPixel: Int { (bitmap?.bytesPerPixel ?? 0) * 8 }
  /// A bitmap context's layout.
  public var bitmapInfo: CGBitmapInfo { bitmap?.info ?? [] }
  /// A bitmap context's alpha info.
  public var alphaInfo: CGImageAlphaInfo {
    CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
  }
  /// A bitmap context's colour space.
  public var colorSpace: CGColorSpace? { bitmap?.space }

  /// An image of a bitmap context's pixels now (CGBitmapContextCreateImage): later drawing does
  /// not change it. Nil for other contexts.
  public func makeImage() -> CGImage? {
    guard let bitmap else { return nil }
    bitmap.flush(self)
    guard let data = bitmap.makeCanvas()?.pngData() else { return nil }
    return Image(data: data, scale: 1)
  }

  /// Accepted for Core Graphics code (the Cairo renderer always smooths).
  public var interpolationQuality: CGInterpolationQuality {
    get { .default }
    set {}
  }
  /// Accepted for Core Graphics code (the Cairo renderer always antialiases).
  public func setAllowsAntialiasing(_ allows: Bool) {}
  /// Accepted for Core Graphics code (the Cairo renderer always antialiases).
  public func setShouldAntialias(_ should: Bool) {}
}

/// How images are smoothed when scaled (CGInterpolationQuality); accepted, not used.
public enum CGInterpolationQuality: Int32, Sendable {
  /// The default.
  case `default` = 0
  /// No smoothing.
  case none = 1
  /// Low.
  case low = 2
  /// Medium.
  case medium = 4
  /// High.
  case high = 3
}

/// Core Foundation's data: Foundation's `NSData` here.
public typealias CFData = NSData

/// The first byte of `data` (its bytes stay valid while `data` lives).
public func CFDataGetBytePtr(_ data: CFData) -> UnsafePointer<UInt8> {
  data.bytes.assumingMemoryBound(to: UInt8.self)
}

/// The number of bytes in `data`.
public func CFDataGetLength(_ data: CFData) -> Int { data.length }

/// The source of an image's pixels (CGDataProvider): ``data`` holds them.
public final class CGDataProvider {
  /// The pixels: rows of ``Inertia/Image/bytesPerRow`` bytes in the image's layout.
  public let data: CFData?
  /// A provider of `data`.
  public init?(data: CFData) { self.data = data }
}

extension Image {
  /// The width in pixels (CGImage.width).
  public var width: Int { pixelSize.width }
  /// The height in pixels (CGImage.height).
  public var height: Int { pixelSize.height }
  /// 8: every image's pixels are 8-bit RGBA here.
  public var bitsPerComponent: Int { 8 }
  /// 32.
  public var bitsPerPixel: Int { 32 }
  /// `width * 4`.
  public var bytesPerRow: Int { pixelSize.width * 4 }
  /// `.premultipliedLast`: pixels are red, green, blue, alpha bytes, premultiplied.
  public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
  /// `.premultipliedLast` in the default (big-endian) byte order.
  public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: .premultipliedLast) }
  /// Device RGB.
  public var colorSpace: CGColorSpace? { CGColorSpace() }
  /// The pixels, decoded (or the recorded drawing rasterized) by the Cairo renderer into
  /// premultiplied RGBA rows; nil when the image has no pixels or is over the renderer's limits.
  public var dataProvider: CGDataProvider? {
    guard let canvas = CairoCanvas.rasterize(self) else { return nil }
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    canvas.withMutablePixels { pixels, stride in
      for y in 0..<height {
        let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let word = row[x]
          let offset = (y * width + x) * 4
          bytes[offset] = UInt8((word >> 16) & 0xFF)
          bytes[offset + 1] = UInt8((word >> 8) & 0xFF)
          bytes[offset + 2] = UInt8(word & 0xFF)
          bytes[offset + 3] = UInt8(word >> 24)
        }
      }
    }
    return CGDataProvider(data: NSData(bytes: bytes, length: bytes.count))
  }

  /// An image of `cgImage`'s pixels at scale 1 (UIImage(cgImage:)).
  public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

  /// An image of `cgImage`'s pixels at `scale` pixels per point (UIImage(cgImage:scale:
  /// orientation:)); only `.up` is supported: other orientations draw as `.up`.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    if let drawing = cgImage.drawing {
      let pixels = CGSize(width: cgImage.pixelSize.width, height: cgImage.pixelSize.height)
      let factor = cgImage.scale / scale
      self.init(
        size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
        drawing: drawing.map { $0.applying(AffineTransform(scaleX: factor, y: factor)) })
    } else {
      self.init(data: cgImage.encodedData, scale: scale)!
    }
  }

  /// How an image is turned when drawn (UIImage.Orientation); only `.up` is drawn as such.
  public enum Orientation: Int, Sendable {
    /// As stored.
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// `.up` (images here are always drawn as stored).
  public var imageOrientation: Orientation { .up }
}
