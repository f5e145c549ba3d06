import Inertia

/// UIKit's layout priority: Inertia's ``Inertia/LayoutPriority``, a struct over a `Float` raw value
/// with UIKit's constants (`.defaultHigh`), initializers (`UILayoutPriority(999)`,
/// `UILayoutPriority(rawValue: 999)`), comparisons and `Float` arithmetic (`.required - 1`), so a
/// program extends it apart from `Float` and `Double` (SnapKit's `ConstraintPriorityTarget`).
public typealias UILayoutPriority = LayoutPriority

/// The priority `rhs` above `lhs` (UIKit's `.defaultLow + 1`). A free function, as UIKit declares
/// it, so a program importing only InertiaUIKit finds it.
public func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

/// The priority `rhs` below `lhs` (UIKit's `.required - 1`).
public func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
