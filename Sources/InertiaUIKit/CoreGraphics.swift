// Core Graphics and UIKit drawing spellings for Inertia's recording graphics context.
import Foundation
import Inertia

/// Core Graphics' name for ``Inertia/GraphicsContext``.
public typealias CGContext = GraphicsContext
/// Core Graphics' name for ``Inertia/GraphicsPath`` (immutable in Core Graphics; one type here).
public typealias CGPath = GraphicsPath
/// Core Graphics' name for a mutable ``Inertia/GraphicsPath``.
public typealias CGMutablePath = GraphicsPath
/// Core Graphics' colour: a ``Inertia/Color`` (UIColor and CGColor are one type here).
public typealias CGColor = Color
/// Core Graphics' image: an ``Inertia/Image`` (UIImage and CGImage are one type here).
public typealias CGImage = Image
/// Core Graphics' name for ``Inertia/Gradient``.
public typealias CGGradient = Gradient
/// Core Graphics' name for ``Inertia/LineCap``.
public typealias CGLineCap = LineCap
/// Core Graphics' name for ``Inertia/LineJoin``.
public typealias CGLineJoin = LineJoin
/// Core Graphics' name for ``Inertia/PathFillRule``.
public typealias CGPathFillRule = PathFillRule
/// Core Graphics' name for ``Inertia/PathDrawingMode``.
public typealias CGPathDrawingMode = PathDrawingMode
/// Core Graphics' name for ``Inertia/GradientDrawingOptions``.
public typealias CGGradientDrawingOptions = GradientDrawingOptions
/// UIKit's name for ``Inertia/BezierPath``.
public typealias UIBezierPath = BezierPath
/// UIKit's name for ``Inertia/RectCorner``.
public typealias UIRectCorner = RectCorner
/// Core Foundation's array, as `[...] as CFArray` builds it for CGGradient: a Swift array here.
public typealias CFArray = [Any]

/// A colour space: device RGB or device grey (colours themselves are always sRGB here; the
/// space says how many components a colour takes where components are given as numbers, as
/// `CGGradient(colorSpace:colorComponents:locations:count:)` and bitmap contexts take them).
public struct CGColorSpace: Sendable, Equatable {
  /// The kinds of colour space (CGColorSpaceModel).
  public enum Model: Int32, Sendable {
    /// Grey: one component (white), plus alpha.
    case monochrome = 0
    /// Red, green and blue, plus alpha.
    case rgb = 1
  }
  /// The kind of space.
  public let model: Model
  /// The device RGB space.
  public init() { model = .rgb }
  /// A space of `model`.
  public init(model: Model) { self.model = model }
  /// The number of colour components, alpha not counted: 1 for grey, 3 for RGB.
  public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

  /// The colour made of `components` (colour then alpha; alpha 1 when missing).
  func color(from components: ArraySlice<CGFloat>) -> Color {
    let values = components.map(Double.init)
    func at(_ index: Int, _ fallback: Double) -> Double {
      index < values.count ? values[index] : fallback
    }
    if model == .monochrome {
      return Color(white: at(0, 0), alpha: at(1, 1))
    }
    return Color(red: at(0, 0), green: at(1, 0), blue: at(2, 0), alpha: at(3, 1))
  }
}

/// The device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }
/// The device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome) }

extension Gradient {
  /// Core Graphics' initializer: `colors` are colours (others are skipped), `locations` in 0...1
  /// (nil spreads them evenly). Nil when no colour is given.
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
    self.init(colors: colors.compactMap { $0 as? Color }, locations: locations)
  }

  /// Core Graphics' initializer from numbers: `count` colours of `space`'s components plus
  /// alpha each (grey: white, alpha; RGB: red, green, blue, alpha), at `locations` (nil spreads
  /// them evenly). Nil when `count` is not positive or the components are too few.
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int
  ) {
    let stride = space.numberOfComponents + 1
    guard count > 0, count <= components.count / stride else { return nil }
    let colors = (0..<count).map { space.color(from: components[($0 * stride)..<($0 * stride + stride)]) }
    self.init(colors: colors, locations: locations.map { Array($0.prefix(count)) })
  }
}

extension Color {
  /// The colour as Core Graphics takes it (the same value here).
  public var cgColor: CGColor { self }
  /// A colour from a Core Graphics colour.
  public init(cgColor: CGColor) { self = cgColor }
  /// The colour with another alpha (CGColor's copy(alpha:)).
  public func copy(alpha: CGFloat) -> CGColor? { withAlphaComponent(Double(alpha)) }
  /// CGColor's `components` under a name a program's own `UIColor.components` cannot shadow
  /// (CGColor and UIColor are one type here): red, green, blue and alpha. `inertia port` writes it
  /// for `cgColor.components` where the program declares `components` on `UIColor`.
  public var coreGraphicsComponents: [CGFloat]? { components }
}

extension PathFillRule {
  /// Core Animation's spelling of the winding rule (CAShapeLayerFillRule.nonZero).
  public static var nonZero: PathFillRule { .winding }
}

extension GraphicsContext {
  /// Sets the fill colour (Core Graphics' spelling with an optional-free CGColor).
  public func setFillColor(_ color: CGColor?) { setFillColor(color ?? .clear) }
}

// MARK: The current context and image contexts

/// The context drawing goes to now: inside a view's draw(_:), a layer's draw(in:), an image
/// renderer's block or an image context; nil elsewhere.
@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContext.current }

/// Makes `context` the current context.
@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContext.pushCurrent(context)
}

/// Restores the context current before the last push.
@preconcurrency @MainActor public func UIGraphicsPopContext() { GraphicsContext.popCurrent() }

/// The image contexts begun and not yet ended, innermost last, with their scale.
@MainActor private var imageContexts: [(context: CGContext, scale: CGFloat)] = []

/// Starts an image context of `size` points and makes it current; `scale` 0 means the main
/// screen's scale. `opaque` is accepted (the image keeps what is drawn).
@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  let context = CGContext(size: size)
  imageContexts.append((context, scale > 0 && scale.isFinite ? scale : UIScreen.main.scale))
  GraphicsContext.pushCurrent(context)
}

/// Starts an image context of `size` points at scale 1.
@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what was drawn so far in the current image context; nil when none was begun.
@preconcurrency @MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let (context, scale) = imageContexts.last, GraphicsContext.current === context else { return nil }
  return UIImage(size: context.size, scale: scale, drawing: context.operations)
}

/// Ends the current image context (does nothing when none was begun).
@preconcurrency @MainActor public func UIGraphicsEndImageContext() {
  guard let (context, _) = imageContexts.last, GraphicsContext.current === context else { return }
  imageContexts.removeLast()
  GraphicsContext.popCurrent()
}

/// How an image renderer makes its images (UIGraphicsImageRendererFormat).
public final class UIGraphicsImageRendererFormat {
  /// Pixels per point. Default the main screen's scale.
  public var scale: CGFloat
  /// Whether the image is opaque (accepted; the image keeps what is drawn). Default false.
  public var opaque = false
  /// A format at the main screen's scale.
  @preconcurrency @MainActor public init() { scale = UIScreen.main.scale }
  /// The default format.
  @preconcurrency @MainActor public static func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
  /// The format best for the main screen.
  @preconcurrency @MainActor public static func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

extension UIImage {
  /// A renderer format at this image's scale (UIImage.imageRendererFormat), to draw a new image
  /// like it.
  @preconcurrency @MainActor public var imageRendererFormat: UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return format
  }
}

/// The context an image renderer's block draws into (UIGraphicsImageRendererContext).
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
  /// The Core Graphics context.
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat
  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }
  /// An image of what was drawn so far.
  public var currentImage: UIImage {
    UIImage(size: cgContext.size, scale: format.scale, drawing: cgContext.operations)
  }
  /// Fills `rect` with the current fill colour.
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Strokes `rect` with the current stroke colour.
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  /// Narrows the clip to `rect`.
  public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by drawing (UIGraphicsImageRenderer): each ``image(actions:)`` runs its block
/// with a fresh current context of the renderer's size.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
  /// The area drawn, in points; its origin moves to the image's top-left corner.
  public let bounds: CGRect
  /// The format.
  public let format: UIGraphicsImageRendererFormat
  /// A renderer of images of `size` points.
  public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
  /// A renderer of images of `size` points in `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }
  /// A renderer of images of `bounds` (its origin is drawn at the image's top-left corner).
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.bounds = bounds.isFiniteRect ? bounds.standardized : .zero
    self.format = format
  }
  /// An image drawn by `actions`.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = CGContext(size: bounds.size)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
    GraphicsContext.withCurrent(context) { actions(rendererContext) }
    return rendererContext.currentImage
  }
}

/// The screen (UIScreen): its size in points and pixels per point.
@preconcurrency @MainActor
public final class UIScreen {
  /// The device's screen: 390 x 844 points at scale 3 (an iPhone 14) unless replaced. Replacing it
  /// sizes the windows `UIWindow()` makes from then on, and gives them its scale; a screen of the
  /// other shape turns the device (`UIDevice.orientationDidChangeNotification`).
  public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3) {
    didSet {
      Window.appScreenSize = main.bounds.size
      Window.appScale = main.scale
      if UIDevice.orientation(of: oldValue.bounds.size) != UIDevice.orientation(of: main.bounds.size) {
        NotificationCenter.default.post(
          name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
      }
    }
  }
  /// The screen's rectangle in points.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat
  /// The physical pixels per point (the same as ``scale`` here).
  public var nativeScale: CGFloat { scale }
  /// The screen's rectangle in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// A screen of `bounds` points at `scale` (non-positive or non-finite scales become 1).
  public init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds.isFiniteRect ? bounds.standardized : .zero
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }
}

/// Fills `rect` with the current context's fill colour (UIRectFill).
@preconcurrency @MainActor public func UIRectFill(_ rect: CGRect) { GraphicsContext.current?.fill(rect) }

/// Strokes `rect`'s outline with the current context's stroke colour (UIRectFrame).
@preconcurrency @MainActor public func UIRectFrame(_ rect: CGRect) { GraphicsContext.current?.stroke(rect) }

extension Image {
  /// The image as Core Graphics takes it (the same object here: `layer.contents = image.cgImage`).
  public var cgImage: CGImage? { self }
}
