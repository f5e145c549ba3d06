import Cassowary

/// How much a constraint or an intrinsic size matters, 1...1000 (1000 is required), as UIKit's
/// `UILayoutPriority`: a struct over a `Float` raw value, compared, and (through InertiaUIKit's
/// operators, as UIKit's) moved by a `Float` (`.required - 1`, `.defaultLow + 1`).
///
/// UIKit's struct takes no literals (`constraint.priority = 999` does not compile on iOS); this one
/// also takes integer and floating-point literals, for scenes and Inertia's own code.
///
/// See also: ``LayoutConstraint/priority``, ``View/setContentHuggingPriority(_:for:)``.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority as a number, 1...1000 for a constraint (UIKit's `Float`).
  public var rawValue: Float

  /// Creates a priority of `rawValue`.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority of `rawValue` (UIKit's `UILayoutPriority(999)`).
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A required constraint, 1000.
  public static let required = LayoutPriority(1000)
  /// The priority with which a view resists compressing its content, 750.
  public static let defaultHigh = LayoutPriority(750)
  /// The priority for a drag that may resize the window's scene, 510.
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// The priority at which the window's scene prefers to keep its size, 500.
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// The priority for a drag that does not resize the window's scene, 490.
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// The priority with which a view hugs its content, 250.
  public static let defaultLow = LayoutPriority(250)
  /// The priority at which a view fits its content when measured with a fitting size, 50.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether `lhs` is the lower priority.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The priority as the solver weighs it.
  var doubleValue: Double { Double(rawValue) }

  /// The priority clamped to a constraint's 1...1000 (a non-finite one becomes required).
  var clamped: LayoutPriority {
    rawValue.isFinite ? LayoutPriority(min(max(rawValue, 1), 1000)) : .required
  }
}

extension LayoutPriority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// A priority written as a whole number (`constraint.priority = 750`).
  public init(integerLiteral value: Int) { self.init(Float(value)) }
  /// A priority written as a decimal (`constraint.priority = 999.5`).
  public init(floatLiteral value: Double) { self.init(Float(value)) }
}

extension LayoutPriority: CustomStringConvertible {
  /// The priority as Swift prints UIKit's: `UILayoutPriority(rawValue: 750.0)`.
  public var description: String { "UILayoutPriority(rawValue: \(rawValue))" }
}

extension Strength {
  /// The strength of a layout priority: Cassowary's strength of its raw value.
  static func priority(_ value: LayoutPriority) -> Double { priority(value.doubleValue) }
}
