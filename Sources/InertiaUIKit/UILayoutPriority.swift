import Inertia

/// UIKit's layout priority. Inertia's priorities are plain numbers (`Double`, 1...1000), so this
/// is that type, and UIKit's constants and initializers are added to it: `.defaultHigh`,
/// `UILayoutPriority(999)`, `UILayoutPriority(rawValue: 999)`, `.required - 1` and
/// `priority.rawValue` compile as in UIKit.
public typealias UILayoutPriority = Double

extension UILayoutPriority {
  /// A required constraint, 1000.
  public static let required: UILayoutPriority = 1000
  /// The priority with which a button resists compressing its content, 750.
  public static let defaultHigh: UILayoutPriority = 750
  /// The priority for a drag that may resize the window's scene, 510.
  public static let dragThatCanResizeScene: UILayoutPriority = 510
  /// The priority at which the window's scene prefers to keep its size, 500.
  public static let sceneSizeStayPut: UILayoutPriority = 500
  /// The priority for a drag that does not resize the window's scene, 490.
  public static let dragThatCannotResizeScene: UILayoutPriority = 490
  /// The priority with which a button hugs its content horizontally, 250.
  public static let defaultLow: UILayoutPriority = 250
  /// The priority at which a view fits its content when measured with a fitting size, 50.
  public static let fittingSizeLevel: UILayoutPriority = 50

  /// Creates a priority from UIKit's raw value (a `Float`).
  public init(rawValue: Float) { self.init(rawValue) }

  /// The priority as UIKit's raw value (a `Float`).
  public var rawValue: Float { Float(self) }
}
