/// How quickly a scroll view slows down after a fling: the factor the velocity is multiplied by every
/// millisecond.
///
/// See also: ``DecayCurve``.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
  /// The per-millisecond velocity factor, in (0, 1).
  public var rawValue: Double

  /// Creates a rate from a per-millisecond factor. Values outside (0, 1) are not rates; callers
  /// validate with ``isValid(_:)`` first.
  public init(rawValue: Double) { self.rawValue = rawValue }

  /// UIKit's default rate, 0.998 per ms (spec section 3).
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// UIKit's fast rate, 0.99 per ms (spec section 3).
  public static let fast = DecelerationRate(rawValue: 0.99)

  /// Whether `value` can be a rate: finite and strictly between 0 and 1.
  public static func isValid(_ value: Double) -> Bool {
    value.isFinite && value > 0 && value < 1
  }
}
