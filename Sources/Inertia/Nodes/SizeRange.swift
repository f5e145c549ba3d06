import Foundation

/// A length in a layout style: automatic, points, or a fraction of the parent's size, like
/// Texture's ASDimension.
public enum LayoutDimension: Equatable, Sendable {
  /// No preference.
  case auto
  /// A fixed length in points.
  case points(CGFloat)
  /// A fraction (0...1) of the parent's length on that axis.
  case fraction(CGFloat)

  /// The length against a parent length; `automatic` for `.auto` or a fraction of an undefined
  /// (non-finite) parent.
  public func resolve(parent: CGFloat, automatic: CGFloat) -> CGFloat {
    switch self {
    case .auto: return automatic
    case .points(let value): return value
    case .fraction(let value): return parent.isFinite ? parent * value : automatic
    }
  }
}

/// The range of sizes a layout element may take, like Texture's ASSizeRange.
public struct SizeRange: Hashable, Sendable {
  /// The smallest size.
  public var min: CGSize
  /// The largest size (components may be infinite).
  public var max: CGSize

  /// Creates a range. Negative or NaN components become 0 and a max below the min is raised to it,
  /// so a range is always valid.
  @inline(__always) public init(min: CGSize, max: CGSize) {
    let low = CGSize(width: Self.clean(min.width, or: 0), height: Self.clean(min.height, or: 0))
    self.min = low
    self.max = CGSize(
      width: Swift.max(Self.clean(max.width, or: .infinity), low.width),
      height: Swift.max(Self.clean(max.height, or: .infinity), low.height))
  }

  /// Exactly `size`.
  public init(exactly size: CGSize) { self.init(min: size, max: size) }

  /// From zero to infinity on both axes.
  public static let unconstrained = SizeRange(
    min: .zero, max: CGSize(width: CGFloat.infinity, height: .infinity))

  @inline(__always) private static func clean(_ value: CGFloat, or fallback: CGFloat) -> CGFloat {
    value.isNaN ? fallback : Swift.max(value, 0)
  }

  /// Clamps a size into the range.
  public func clamp(_ size: CGSize) -> CGSize {
    CGSize(
      width: Swift.min(Swift.max(size.width, min.width), max.width),
      height: Swift.min(Swift.max(size.height, min.height), max.height))
  }

  /// The intersection with `other`. Where the two do not overlap this range wins with the point
  /// of it nearest to `other`, as Texture's ASSizeRangeIntersect does.
  @inline(__always) public func intersect(_ other: SizeRange) -> SizeRange {
    let width = Self.intersect(min.width, max.width, other.min.width, other.max.width)
    let height = Self.intersect(min.height, max.height, other.min.height, other.max.height)
    // Both ranges are valid, so the intersection is: no cleaning needed.
    return SizeRange(
      validMin: CGSize(width: width.0, height: height.0), max: CGSize(width: width.1, height: height.1))
  }

  /// A range from components already known to be valid (non-negative, max at least min).
  @inline(__always) init(validMin min: CGSize, max: CGSize) {
    self.min = min
    self.max = max
  }

  @inline(__always) private static func intersect(
    _ low: CGFloat, _ high: CGFloat, _ otherLow: CGFloat, _ otherHigh: CGFloat
  )
    -> (CGFloat, CGFloat)
  {
    let newLow = Swift.max(low, otherLow)
    let newHigh = Swift.min(high, otherHigh)
    if newLow <= newHigh { return (newLow, newHigh) }
    return low < otherLow ? (high, high) : (low, low)
  }
}

/// Texture's test for a usable length: finite, non-negative and below CGFLOAT_MAX / 2.
func isUsableLength(_ value: CGFloat) -> Bool {
  value >= 0 && value < CGFloat.greatestFiniteMagnitude / 2
}

/// Rounding to device pixels, as Texture's ASRoundPixelValue / ASFloorPixelValue.
struct PixelGrid: Sendable {
  /// Pixels per point.
  var scale: CGFloat

  func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
  func floor(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.down) / scale }
  /// Up to the next pixel; values within a millionth of a pixel of one stay there.
  func ceil(_ value: CGFloat) -> CGFloat {
    guard value.isFinite else { return value }
    let pixels = value * scale
    // Whole pixels (the common case) stay as they are without a trip through libm.
    if abs(pixels) < 0x1p52, pixels == CGFloat(Int64(pixels)) { return pixels / scale }
    let nearest = pixels.rounded()
    return (abs(pixels - nearest) < 1e-6 ? nearest : pixels.rounded(.up)) / scale
  }
}
