import Foundation

/// Distances inset from the edges of a rectangle, in UIKit's order: top, left, bottom, right.
///
/// See also: ``View/safeAreaInsets``, ``ScrollView/contentInset``.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets; all default to zero.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// Whether every value is finite.
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }
  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }

  /// Adds two insets edge by edge. Not public: UIEdgeInsets has no `+`, and programs that define
  /// their own (Persei's) would find two.
  package static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }

  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (grown for negative insets), like UIEdgeInsetsInsetRect.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
