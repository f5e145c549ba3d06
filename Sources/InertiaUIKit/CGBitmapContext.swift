// Core Graphics bitmap contexts: drawing into pixels in memory, rasterized by the Cairo renderer.
import Foundation
import Inertia
import InertiaCairo

/// Where a pixel's alpha is and whether colours are premultiplied by it (CGImageAlphaInfo).
public enum CGImageAlphaInfo: UInt32, Sendable {
  /// No alpha.
  case none = 0
  /// Alpha last (RGBA), colours premultiplied.
  case premultipliedLast = 1
  /// Alpha first (ARGB), colours premultiplied.
  case premultipliedFirst = 2
  /// Alpha last, colours not premultiplied.
  case last = 3
  /// Alpha first, colours not premultiplied.
  case first = 4
  /// An unused byte last (RGBX).
  case noneSkipLast = 5
  /// An unused byte first (XRGB).
  case noneSkipFirst = 6
  /// Alpha only, no colour.
  case alphaOnly = 7
}

/// A bitmap's layout: its ``CGImageAlphaInfo`` in the low bits, the byte order above
/// (CGBitmapInfo).
public struct CGBitmapInfo: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Bitmap info from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Bitmap info holding `alphaInfo` and the default byte order.
  public init(alphaInfo: CGImageAlphaInfo) { rawValue = alphaInfo.rawValue }
  /// The bits holding the alpha info.
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  /// Floating-point components (not supported by bitmap contexts here).
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  /// The bits holding the byte order.
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  /// The default byte order (big endian: the components in the order named).
  public static let byteOrderDefault = CGBitmapInfo([])
  /// 16-bit little-endian words.
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  /// 32-bit little-endian words: the components in memory in reverse of the order named.
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  /// 16-bit big-endian words.
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  /// 32-bit big-endian words: the components in memory in the order named.
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// A bitmap context's memory and layout: keeps the pixels up to date as the context records.
final class BitmapStore: GraphicsContextBacking {
  enum Kind: Equatable {
    /// Four bytes: alpha (or an unused byte) first or last; `reversed` for 32-bit little endian.
    case color(alphaFirst: Bool, skip: Bool, reversed: Bool)
    /// One byte of grey, no alpha.
    case gray
    /// One byte of alpha.
    case alpha
  }

  let width: Int, height: Int, bytesPerRow: Int
  let kind: Kind
  let info: CGBitmapInfo
  let space: CGColorSpace?
  let memory: UnsafeMutableRawPointer
  let owned: Bool
  /// How many operations of the context are already in the pixels.
  var drawn = 0

  init(
    memory: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, kind: Kind,
    info: CGBitmapInfo, space: CGColorSpace?
  ) {
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.kind = kind
    self.info = info
    self.space = space
    if let memory {
      self.memory = memory
      owned = false
    } else {
      self.memory = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
      self.memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
      owned = true
    }
  }

  deinit { if owned { memory.deallocate() } }

  var bytesPerPixel: Int { kind == .gray || kind == .alpha ? 1 : 4 }

  /// The layout for Core Graphics' parameters, or nil for a combination Core Graphics refuses
  /// (or this one does not support: 8 bits per component only).
  static func kind(bitsPerComponent: Int, space: CGColorSpace?, info: CGBitmapInfo) -> Kind? {
    guard bitsPerComponent == 8, !info.contains(.floatComponents) else { return nil }
    let alpha = CGImageAlphaInfo(rawValue: info.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
    let order = info.rawValue & CGBitmapInfo.byteOrderMask.rawValue
    guard
      order == 0 || order == CGBitmapInfo.byteOrder32Little.rawValue
        || order == CGBitmapInfo.byteOrder32Big.rawValue
    else { return nil }
    switch (space?.model, alpha) {
    case (nil, .alphaOnly?), (.monochrome?, .alphaOnly?): return .alpha
    case (.monochrome?, CGImageAlphaInfo.none?): return .gray
    case (.rgb?, let alpha?):
      let reversed = order == CGBitmapInfo.byteOrder32Little.rawValue
      switch alpha {
      case .premultipliedLast: return .color(alphaFirst: false, skip: false, reversed: reversed)
      case .premultipliedFirst: return .color(alphaFirst: true, skip: false, reversed: reversed)
      case .noneSkipLast: return .color(alphaFirst: false, skip: true, reversed: reversed)
      case .noneSkipFirst: return .color(alphaFirst: true, skip: true, reversed: reversed)
      default: return nil
      }
    default: return nil
    }
  }

  /// Memory the program gave is drawn into at once (it reads its own array); the context's own
  /// memory is drawn into when ``GraphicsContext/data`` or ``GraphicsContext/makeImage()`` asks.
  func contextDidRecord(_ context: GraphicsContext) {
    guard !owned else { return }
    switch context.operations.last {
    case .save?, .restore?, .clip?, .clipMask?, .blendMode?, .resetClip?, .beginGroup?, nil: return
    default: flush(context)
    }
  }

  /// Draws what `context` recorded since the last flush into the memory.
  func flush(_ context: GraphicsContext) {
    guard context.operations.count > drawn, let canvas = makeCanvas() else { return }
    canvas.replay(context.operations, paintingFrom: drawn)
    store(canvas)
    drawn = context.operations.count
  }

  /// A canvas holding the memory's pixels.
  func makeCanvas() -> CairoCanvas? {
    guard
      let canvas = try? CairoCanvas(size: CGSize(width: width, height: height), scale: 1, background: .clear)
    else { return nil }
    canvas.withMutablePixels { pixels, stride in
      for y in 0..<height {
        let row = memory + y * bytesPerRow
        let target = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { target[x] = load(row + x * bytesPerPixel) }
      }
    }
    return canvas
  }

  func store(_ canvas: CairoCanvas) {
    canvas.withMutablePixels { pixels, stride in
      for y in 0..<height {
        let row = memory + y * bytesPerRow
        let source = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { store(source[x], at: row + x * bytesPerPixel) }
      }
    }
  }

  /// The pixel at `address` as a premultiplied ARGB word.
  func load(_ address: UnsafeMutableRawPointer) -> UInt32 {
    let b = address.assumingMemoryBound(to: UInt8.self)
    func word(_ a: UInt8, _ r: UInt8, _ g: UInt8, _ bl: UInt8) -> UInt32 {
      UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(bl)
    }
    switch kind {
    case .gray: return word(255, b[0], b[0], b[0])
    case .alpha: return word(b[0], 0, 0, 0)
    case .color(let alphaFirst, let skip, let reversed):
      let bytes = reversed ? [b[3], b[2], b[1], b[0]] : [b[0], b[1], b[2], b[3]]
      let (a, r, g, bl) =
        alphaFirst ? (bytes[0], bytes[1], bytes[2], bytes[3]) : (bytes[3], bytes[0], bytes[1], bytes[2])
      return skip ? word(255, r, g, bl) : word(a, min(r, a), min(g, a), min(bl, a))
    }
  }

  /// Writes a premultiplied ARGB word at `address` in the memory's layout.
  func store(_ pixel: UInt32, at address: UnsafeMutableRawPointer) {
    let b = address.assumingMemoryBound(to: UInt8.self)
    let (a, r, g, bl) = (
      UInt8(pixel >> 24), UInt8((pixel >> 16) & 0xFF), UInt8((pixel >> 8) & 0xFF), UInt8(pixel & 0xFF)
    )
    switch kind {
    case .gray: b[0] = UInt8((UInt32(r) * 77 + UInt32(g) * 150 + UInt32(bl) * 29) >> 8)
    case .alpha: b[0] = a
    case .color(let alphaFirst, let skip, let reversed):
      let first = skip ? 255 : a
      let bytes = alphaFirst ? [first, r, g, bl] : [r, g, bl, first]
      for index in 0..<4 { b[index] = bytes[reversed ? 3 - index : index] }
    }
  }
}
