import Foundation
import Inertia

// UIKit's string forms of geometry (`NSCoder.string(for:)`, NSStringFromCGRect and friends): the
// text iOS logs, `{x, y}` for points and sizes and `{{x, y}, {w, h}}` for rectangles.

/// A coordinate written as UIKit writes it: integers without a fraction ("208"), other values
/// with the shortest digits that read back the same ("0.5").
func geometryNumber(_ value: CGFloat) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(Double(value))"
}

extension NSCoder {
  /// The point as `{x, y}` (UIKit's NSCoder.string(for:), NSStringFromCGPoint).
  public static func string(for point: CGPoint) -> String {
    "{\(geometryNumber(point.x)), \(geometryNumber(point.y))}"
  }

  /// The size as `{width, height}` (NSStringFromCGSize).
  public static func string(for size: CGSize) -> String {
    "{\(geometryNumber(size.width)), \(geometryNumber(size.height))}"
  }

  /// The rectangle as `{{x, y}, {width, height}}` (NSStringFromCGRect).
  public static func string(for rect: CGRect) -> String {
    "{\(string(for: rect.origin)), \(string(for: rect.size))}"
  }

  /// The vector as `{dx, dy}` (NSStringFromCGVector).
  public static func string(for vector: CGVector) -> String {
    "{\(geometryNumber(vector.dx)), \(geometryNumber(vector.dy))}"
  }

  /// The insets as `{top, left, bottom, right}` (NSStringFromUIEdgeInsets).
  public static func string(for insets: UIEdgeInsets) -> String {
    let parts = [insets.top, insets.left, insets.bottom, insets.right].map(geometryNumber)
    return "{\(parts.joined(separator: ", "))}"
  }
}

/// The point as `{x, y}` (UIKit's NSStringFromCGPoint).
public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
/// The size as `{width, height}` (UIKit's NSStringFromCGSize).
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
/// The rectangle as `{{x, y}, {width, height}}` (UIKit's NSStringFromCGRect).
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
/// The insets as `{top, left, bottom, right}` (UIKit's NSStringFromUIEdgeInsets).
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { NSCoder.string(for: insets) }
