import Foundation
import Inertia

/// How UIKit measures and draws strings in a rectangle (NSStringDrawingOptions).
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  /// Creates options from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lines break at the rectangle's width and stack from its origin (without it: one line).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Line spacing uses the font's leading (no difference with Inertia's metrics).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Glyph bounds rather than typographic bounds (no difference with Inertia's metrics).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// The last visible line is truncated when the text does not fit.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a string measurement reports back (UIKit's NSStringDrawingContext): kept for source
/// compatibility; the scale factors stay 1.
@preconcurrency @MainActor
open class NSStringDrawingContext {
  /// The smallest font scale the drawing may use. Default 0 (no shrinking).
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the last drawing used: always 1 here.
  open private(set) var actualScaleFactor: CGFloat = 1
  /// The rectangle the last measurement took.
  open internal(set) var totalBounds: CGRect = .zero
  /// Creates a context.
  public init() {}
}

extension NSAttributedString {
  /// The rectangle the string takes when drawn within `size` (UIKit's
  /// `boundingRect(with:options:context:)`): with `.usesLineFragmentOrigin` its lines break at
  /// `size.width` (Inertia's text metrics, in the first run's font, 12 pt without one), without it
  /// the string is one line; the origin is zero. `context`'s `totalBounds` gets the rectangle.
  @preconcurrency @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let measured: CGSize
    if options.contains(.usesLineFragmentOrigin) {
      let font = length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
      measured = TextContent(string, fontSize: font?.pointSize ?? 12).measure(maxWidth: size.width)
    } else {
      measured = self.size()
    }
    let rect = CGRect(origin: .zero, size: measured)
    context?.totalBounds = rect
    return rect
  }
}

extension String {
  /// The rectangle the string takes with `attributes` within `size` (UIKit's
  /// `boundingRect(with:options:attributes:context:)`); see
  /// ``Foundation/NSAttributedString/boundingRect(with:options:context:)``.
  @preconcurrency @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    NSAttributedString(string: self, attributes: attributes).boundingRect(
      with: size, options: options, context: context)
  }
}
