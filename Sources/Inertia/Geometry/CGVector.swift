import Foundation

/// A two-dimensional vector, like CGVector.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat
  /// Creates a vector.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  /// Creates a vector from integers.
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  /// Creates a vector from doubles.
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  /// The zero vector.
  public static let zero = CGVector(dx: 0, dy: 0)
  /// "(dx, dy)".
  public var description: String { "(\(dx), \(dy))" }
}
