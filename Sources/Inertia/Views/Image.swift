import Foundation

/// An immutable bitmap, like UIImage: PNG or JPEG data with its size in points (pixels divided by
/// ``scale``). Inertia reads only the header (the size); a renderer decodes the pixels when it
/// draws the image (InertiaCairo does).
///
/// See also: ``ImageView``.
public final class Image: Sendable, Equatable {
  /// The most pixels an image may have along each side (a Cairo surface's limit); larger images
  /// are refused.
  public static let maximumPixelLength = 32_767
  /// The largest file ``init(contentsOfFile:)`` reads, in bytes.
  public static let maximumFileBytes = 64 << 20

  /// The size in points.
  public let size: CGSize
  /// Pixels per point: 1, or 2 / 3 for `@2x` / `@3x` files. Default 1.
  public let scale: CGFloat
  /// The encoded data as read: PNG, or JPEG (see ``isJPEG``); empty for a drawn image. (Named
  /// `pngData` before session 19; the name is now UIKit's `pngData()` method, which InertiaUIKit
  /// gives: it encodes any image as PNG.)
  public let encodedData: Data
  /// The size in pixels.
  public let pixelSize: (width: Int, height: Int)
  /// For an image drawn with a ``GraphicsContext`` (UIGraphicsImageRenderer): what was drawn, in
  /// points of ``size``; a renderer replays it. Nil for an image read from PNG data.
  public let drawing: [DrawingOperation]?
  /// How image views draw it: ``RenderingMode-swift.enum/alwaysTemplate`` paints its shape in
  /// the image view's tint colour. Default `.automatic` (as drawn).
  public let renderingMode: RenderingMode
  /// The colour ``withTintColor(_:)`` gave: the image's shape is drawn in it wherever it shows.
  public let tintColor: Color?

  /// How an image is drawn (UIImage.RenderingMode).
  public enum RenderingMode: Int, Sendable {
    /// As drawn (Inertia has no context that templates by default).
    case automatic
    /// As drawn, always.
    case alwaysOriginal
    /// Its alpha as a shape filled with the tint colour.
    case alwaysTemplate
  }

  /// An image from PNG or JPEG data, or nil when the data is neither or its size is not within
  /// ``maximumPixelLength``. `scale` (pixels per point) must be positive; others count as 1.
  public init?(data: Data, scale: CGFloat = 1) {
    guard let pixels = Self.pngPixelSize(data) ?? Self.jpegPixelSize(data) else { return nil }
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.encodedData = data
    self.drawing = nil
    self.renderingMode = .automatic
    self.tintColor = nil
    alignmentRectInsets = .zero
    self.pixelSize = pixels
    self.scale = scale
    self.size = CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
  }

  /// An image of `size` points at `scale` pixels per point showing `drawing` (recorded by a
  /// ``GraphicsContext``, in points from the top-left corner). Non-finite or negative sizes
  /// become zero; a non-positive scale becomes 1.
  public init(size: CGSize, scale: CGFloat, drawing: [DrawingOperation]) {
    let size = CGSize(
      width: size.width.isFinite ? max(size.width, 0) : 0,
      height: size.height.isFinite ? max(size.height, 0) : 0)
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.size = size
    self.scale = scale
    self.encodedData = Data()
    self.drawing = drawing
    self.renderingMode = .automatic
    self.tintColor = nil
    alignmentRectInsets = .zero
    let limit = CGFloat(Self.maximumPixelLength)
    self.pixelSize = (
      Int(min((size.width * scale).rounded(.up), limit)), Int(min((size.height * scale).rounded(.up), limit))
    )
  }

  /// An empty image (UIImage()): zero points, nothing drawn. Bars take it as "no image" where
  /// nil means the default (`navigationBar.shadowImage = UIImage()`).
  public convenience init() { self.init(size: .zero, scale: 1, drawing: []) }

  /// An image from a PNG or JPEG file; a name ending in `@2x` or `@3x` (before the extension) sets
  /// the scale, as UIKit does. Nil when the file cannot be read, is larger than
  /// ``maximumFileBytes`` or is neither format.
  public convenience init?(contentsOfFile path: String) {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    self.init(contentsOfFile: path, scale: name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1)
  }

  /// An image from a PNG or JPEG file at `scale` (an asset catalog entry's, whatever the file is
  /// called). Nil as ``init(contentsOfFile:)``.
  convenience init?(contentsOfFile path: String, scale: CGFloat) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let bytes = attributes[.size] as? NSNumber, bytes.intValue <= Self.maximumFileBytes,
      let data = try? Data(contentsOf: URL(fileURLWithPath: path))
    else { return nil }
    self.init(data: data, scale: scale)
  }

  /// The image `name` from `bundle`, like UIImage(named:in:compatibleWith:): images have no trait
  /// variants here, so `traitCollection` does not change which file is read
  /// (``init(named:in:)``'s search).
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
  ) {
    self.init(named: name, in: bundle)
  }

  /// The image `name` from `bundle` (default the main bundle) or the current directory, like
  /// UIImage(named:): tries `name@3x.png`, `name@2x.png`, `name.png` and `name` as given, then the
  /// PNG and JPEG files of a `name.imageset` in an asset catalog (`*.xcassets`) there (at the
  /// scale of the set's entry for the file, as `"scale": "2x"` says), then, for
  /// a name ending in an image file's extension (`photo.png`, `photo.jpg`), the set named without
  /// it, as UIKit finds a catalog image named with the file's extension. A set holding only a PDF
  /// (a vector asset, which Xcode rasterizes when it builds the app) gives an image of the PDF
  /// page's size in points (``pdfPageSize(atPath:)``) with nothing drawn: Inertia does not render
  /// PDF content.
  public convenience init?(named name: String, in bundle: Bundle? = nil) {
    let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    let candidates = ["\(base)@3x.png", "\(base)@2x.png", "\(base).png", name]
    let directories = [(bundle ?? Bundle.main).resourcePath, FileManager.default.currentDirectoryPath]
      .compactMap { $0 }
    let paths = directories.flatMap { directory in
      candidates.map { URL(fileURLWithPath: directory).appendingPathComponent($0).path }
    }
    let catalogs = {
      let roots = AssetCatalogs.roots(bundle)
      return AssetCatalogs.imageSetFile(named: name, roots: roots)
        ?? Self.withoutImageExtension(name).flatMap { AssetCatalogs.imageSetFile(named: $0, roots: roots) }
    }
    if let path = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) {
      self.init(contentsOfFile: path)
      return
    }
    guard let (path, scale) = catalogs() else { return nil }
    if path.lowercased().hasSuffix(".pdf") {
      // A vector image set: Xcode rasterizes it at build time to its page's size in points.
      guard let size = Self.pdfPageSize(atPath: path) else { return nil }
      self.init(size: size, scale: Self.vectorAssetScale, drawing: [])
    } else {
      // The entry's scale: a set's "2x" file is a @2x image whatever it is called.
      self.init(contentsOfFile: path, scale: CGFloat(scale))
    }
  }

  /// `name` less a PNG or JPEG extension (nil when it has none, or nothing is left).
  private static func withoutImageExtension(_ name: String) -> String? {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
      ["png", "jpg", "jpeg"].contains(name[name.index(after: dot)...].lowercased())
    else { return nil }
    return String(name[..<dot])
  }

  private init(
    copying image: Image, renderingMode: RenderingMode, tintColor: Color?,
    alignmentRectInsets: EdgeInsets? = nil
  ) {
    size = image.size
    scale = image.scale
    encodedData = image.encodedData
    pixelSize = image.pixelSize
    drawing = image.drawing
    self.renderingMode = renderingMode
    self.tintColor = tintColor
    self.alignmentRectInsets = alignmentRectInsets ?? image.alignmentRectInsets
  }

  /// The insets from the picture's edges to the rectangle Auto Layout and bars align (UIImage's
  /// `alignmentRectInsets`). Default zero. Kept as given: views here place the whole picture.
  public let alignmentRectInsets: EdgeInsets

  /// The same picture with `alignmentInsets` as its ``alignmentRectInsets`` (a new image; this
  /// one is unchanged), as UIImage's `withAlignmentRectInsets(_:)`.
  public func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image {
    Image(
      copying: self, renderingMode: renderingMode, tintColor: tintColor, alignmentRectInsets: alignmentInsets)
  }

  /// The same picture drawn with `renderingMode` (a new image; this one is unchanged).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    Image(copying: self, renderingMode: renderingMode, tintColor: tintColor)
  }

  /// The picture's shape filled with `color` wherever it shows (an image view's tint does not
  /// change it), as UIImage's `withTintColor(_:)`.
  public func withTintColor(_ color: Color) -> Image {
    Image(copying: self, renderingMode: .alwaysOriginal, tintColor: color)
  }

  /// The picture's shape filled with `color`, drawn with `renderingMode`.
  public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
    Image(copying: self, renderingMode: renderingMode, tintColor: color)
  }

  /// Two images are equal when they are the same object (as UIImage's identity).
  public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }

  /// The width and height a PNG's header gives (its IHDR chunk), or nil for other data or sizes
  /// outside 1...``maximumPixelLength``.
  public static func pngPixelSize(_ data: Data) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let header = [UInt8](data.prefix(24))
    guard header.count == 24, Array(header[0..<8]) == signature,
      Array(header[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func bigEndian(_ start: Int) -> Int {
      header[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = bigEndian(16)
    let height = bigEndian(20)
    guard (1...maximumPixelLength).contains(width), (1...maximumPixelLength).contains(height) else {
      return nil
    }
    return (width, height)
  }
}
