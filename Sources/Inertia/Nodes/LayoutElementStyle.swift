import Foundation

/// A length in a layout style: automatic, points, or a fraction of the parent's size.
public enum LayoutDimension: Equatable, Sendable {
  /// No preference.
  case auto
  /// A fixed length in points.
  case points(CGFloat)
  /// A fraction (0...1) of the parent's length on that axis.
  case fraction(CGFloat)

  /// The length against a parent length; nil for `.auto` or a fraction of an unbounded parent.
  public func resolve(parent: CGFloat) -> CGFloat? {
    switch self {
    case .auto: return nil
    case .points(let value): return value
    case .fraction(let value): return parent.isFinite ? parent * value : nil
    }
  }
}

/// The range of sizes a layout element may take.
public struct SizeRange: Equatable, Sendable {
  /// The smallest size.
  public var min: CGSize
  /// The largest size (components may be infinite).
  public var max: CGSize

  /// Creates a range; a max below the min is raised to it.
  public init(min: CGSize, max: CGSize) {
    self.min = CGSize(width: Swift.max(min.width, 0), height: Swift.max(min.height, 0))
    self.max = CGSize(
      width: Swift.max(max.width, self.min.width), height: Swift.max(max.height, self.min.height))
  }

  /// Exactly `size`.
  public init(exactly size: CGSize) { self.init(min: size, max: size) }

  /// Clamps a size into the range.
  public func clamp(_ size: CGSize) -> CGSize {
    CGSize(
      width: Swift.min(Swift.max(size.width, min.width), max.width),
      height: Swift.min(Swift.max(size.height, min.height), max.height))
  }
}

/// How an element sizes and flexes inside its parent, like Texture's ASLayoutElementStyle: one
/// value per element instead of parameters scattered over call sites.
///
/// See also: ``LayoutSpec``.
public struct LayoutElementStyle: Equatable, Sendable {
  /// Preferred width and height.
  public var width: LayoutDimension = .auto, height: LayoutDimension = .auto
  /// Limits.
  public var minWidth: LayoutDimension = .auto, maxWidth: LayoutDimension = .auto
  /// Limits.
  public var minHeight: LayoutDimension = .auto, maxHeight: LayoutDimension = .auto
  /// Share of the free space along a stack's axis. Default 0.
  public var flexGrow: CGFloat = 0
  /// Share of the overflow taken away along a stack's axis. Default 0 (Texture's default).
  public var flexShrink: CGFloat = 0
  /// The starting length along a stack's axis. Default auto (the measured length).
  public var flexBasis: LayoutDimension = .auto
  /// Cross-axis alignment overriding the stack's. Default nil (auto).
  public var alignSelf: StackLayoutSpec.Alignment?
  /// Position inside an absolute spec.
  public var layoutPosition: CGPoint = .zero

  /// Creates a style with defaults.
  public init() {}

  /// The size range this style allows inside `parent` (the parent's size, possibly unbounded),
  /// intersected with `constraint`.
  func range(in constraint: SizeRange, parent: CGSize) -> SizeRange {
    var minimum = constraint.min
    var maximum = constraint.max
    func apply(
      _ exact: LayoutDimension, _ low: LayoutDimension, _ high: LayoutDimension, parent: CGFloat,
      _ lower: inout CGFloat, _ upper: inout CGFloat
    ) {
      if let value = low.resolve(parent: parent) { lower = Swift.max(lower, value) }
      if let value = high.resolve(parent: parent) { upper = Swift.min(upper, value) }
      if let value = exact.resolve(parent: parent) {
        let clamped = Swift.min(Swift.max(value, lower), Swift.max(upper, lower))
        lower = clamped
        upper = clamped
      }
      upper = Swift.max(upper, lower)
    }
    apply(width, minWidth, maxWidth, parent: parent.width, &minimum.width, &maximum.width)
    apply(height, minHeight, maxHeight, parent: parent.height, &minimum.height, &maximum.height)
    return SizeRange(min: minimum, max: maximum)
  }
}
