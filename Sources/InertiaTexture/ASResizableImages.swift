import Inertia
import InertiaUIKit

/// The resizable images InertiaTexture made (`UIImage.as_resizableRoundedImage`), with their cap
/// insets: an ``ASImageNode`` stretches such an image's middle and keeps its corners, as UIKit
/// draws a resizable image. Images are cached by their parameters, as Texture caches them; the
/// cache holds at most ``capacity`` images (the oldest is forgotten first, and then draws
/// stretched whole).
@preconcurrency @MainActor
enum ASResizableImages {
  static let capacity = 512
  private static var insetsByImage: [ObjectIdentifier: (image: Image, insets: EdgeInsets)] = [:]
  private static var imagesByKey: [String: Image] = [:]
  private static var order: [String] = []

  /// The cap insets of an image made here, nil for any other image.
  static func capInsets(of image: Image) -> EdgeInsets? {
    guard let entry = insetsByImage[ObjectIdentifier(image)], entry.image === image else { return nil }
    return entry.insets
  }

  /// The cached image for `key`, else the one `make` draws (cached with `insets`).
  static func image(forKey key: String, insets: EdgeInsets, make: () -> Image) -> Image {
    if let cached = imagesByKey[key] { return cached }
    let image = make()
    if order.count >= capacity {
      let oldest = order.removeFirst()
      if let gone = imagesByKey.removeValue(forKey: oldest) { insetsByImage[ObjectIdentifier(gone)] = nil }
    }
    imagesByKey[key] = image
    order.append(key)
    insetsByImage[ObjectIdentifier(image)] = (image, insets)
    return image
  }

  /// Draws `image` over `rect` in nine parts: the corners at their size, the edges stretched
  /// along them and the middle stretched both ways (caps larger than the rect shrink to fit).
  static func draw(_ image: Image, capInsets: EdgeInsets, in rect: CGRect, context: GraphicsContext) {
    let source = image.size
    let columns = slices(source.width, capInsets.left, capInsets.right, rect.minX, rect.width)
    let rows = slices(source.height, capInsets.top, capInsets.bottom, rect.minY, rect.height)
    for column in columns where column.from.length > 0 && column.to.length > 0 {
      for row in rows where row.from.length > 0 && row.to.length > 0 {
        let scaleX = column.to.length / column.from.length
        let scaleY = row.to.length / row.from.length
        let placed = CGRect(
          x: column.to.start - column.from.start * scaleX, y: row.to.start - row.from.start * scaleY,
          width: source.width * scaleX, height: source.height * scaleY)
        context.saveGState()
        context.clip(
          to: CGRect(x: column.to.start, y: row.to.start, width: column.to.length, height: row.to.length))
        context.draw(image, in: placed)
        context.restoreGState()
      }
    }
  }

  private typealias Span = (start: CGFloat, length: CGFloat)

  /// The three spans of one axis: (part of the image, part of the target).
  private static func slices(
    _ length: CGFloat, _ low: CGFloat, _ high: CGFloat, _ origin: CGFloat, _ target: CGFloat
  )
    -> [(from: Span, to: Span)]
  {
    let low = min(max(low, 0), length)
    let high = min(max(high, 0), length - low)
    let shrink = low + high > target && low + high > 0 ? target / (low + high) : 1
    let (lowTo, highTo) = (low * shrink, high * shrink)
    return [
      ((0, low), (origin, lowTo)),
      ((low, length - low - high), (origin + lowTo, target - lowTo - highTo)),
      ((length - high, high), (origin + target - highTo, highTo)),
    ]
  }
}

extension UIImage {
  /// A resizable rounded rectangle of `cornerRadius` filled with `fillColor`, its corners outside
  /// the rounding painted `cornerColor` (clear when nil), as Texture's
  /// `as_resizableRoundedImageWithCornerRadius:cornerColor:fillColor:`. The image is
  /// 2 x radius + 1 points square; an image node stretches its middle to its size and keeps the
  /// corners round. A radius that is negative or not finite counts as 0 (at most 10,000).
  @preconcurrency @MainActor
  public static func as_resizableRoundedImage(
    withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?, fill fillColor: UIColor
  ) -> UIImage {
    as_resizableRoundedImage(
      withCornerRadius: cornerRadius, cornerColor: cornerColor, fill: fillColor, borderColor: nil,
      borderWidth: 0)
  }

  /// The same with the display traits (the image is drawn at the main screen's scale).
  @preconcurrency @MainActor
  public static func as_resizableRoundedImage(
    withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?, fill fillColor: UIColor,
    traitCollection: ASPrimitiveTraitCollection
  ) -> UIImage {
    as_resizableRoundedImage(withCornerRadius: cornerRadius, cornerColor: cornerColor, fill: fillColor)
  }

  /// A resizable rounded rectangle as above, with a border of `borderWidth` in `borderColor`
  /// stroked inside its edge (none when the colour is nil or the width not positive).
  @preconcurrency @MainActor
  public static func as_resizableRoundedImage(
    withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?, fill fillColor: UIColor,
    borderColor: UIColor?, borderWidth: CGFloat
  ) -> UIImage {
    let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), 10_000) : 0
    let width = borderWidth.isFinite ? min(max(borderWidth, 0), radius + 1) : 0
    let side = radius * 2 + 1
    let key =
      "\(radius)|\(String(describing: cornerColor))|\(fillColor)|\(String(describing: borderColor))|\(width)"
    let insets = EdgeInsets(top: radius, left: radius, bottom: radius, right: radius)
    return ASResizableImages.image(forKey: key, insets: insets) {
      let bounds = CGRect(x: 0, y: 0, width: side, height: side)
      let context = GraphicsContext(size: bounds.size)
      if let cornerColor, cornerColor.alpha > 0 {
        context.setFillColor(cornerColor)
        context.fill(bounds)
      }
      let rounded = GraphicsPath()
      rounded.addRoundedRect(in: bounds, cornerWidth: radius, cornerHeight: radius)
      context.setFillColor(fillColor)
      context.addPath(rounded)
      context.fillPath()
      if let borderColor, width > 0 {
        let edge = GraphicsPath()
        let inset = bounds.insetBy(dx: width / 2, dy: width / 2)
        edge.addRoundedRect(
          in: inset, cornerWidth: max(radius - width / 2, 0), cornerHeight: max(radius - width / 2, 0))
        context.setStrokeColor(borderColor)
        context.setLineWidth(width)
        context.addPath(edge)
        context.strokePath()
      }
      return UIImage(size: bounds.size, scale: UIScreen.main.scale, drawing: context.operations)
    }
  }
}
