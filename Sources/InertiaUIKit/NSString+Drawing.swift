import Foundation
import Inertia

// UIKit's string drawing on NSString (NSStringDrawing): the same measuring and drawing as on
// String, for code that builds `NSString(string:)` first, as PaintCode's generated style kits do.

extension NSString {
  /// The size of the string on one line with `attributes` (UIKit's `size(withAttributes:)`).
  @preconcurrency @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
    -> CGSize
  {
    (self as String).size(withAttributes: attributes)
  }

  /// The rectangle the string takes with `attributes` within `size` (UIKit's
  /// `boundingRect(with:options:attributes:context:)`).
  @preconcurrency @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }

  /// Draws the string with `attributes` with its top-left corner at `point` in the current
  /// graphics context (UIKit's `draw(at:withAttributes:)`).
  @preconcurrency @MainActor public func draw(
    at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    (self as String).draw(at: point, withAttributes: attributes)
  }

  /// Draws the string with `attributes` at `rect`'s origin, clipped to `rect` (UIKit's
  /// `draw(in:withAttributes:)`).
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    (self as String).draw(in: rect, withAttributes: attributes)
  }
}
