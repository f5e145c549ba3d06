import Foundation

/// Edges of a rectangle in reading-direction terms, like NSDirectionalRectEdge.
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable {
  /// The edges' bits, as UIKit's.
  public let rawValue: UInt
  /// Edges from UIKit's bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge (left in left-to-right text).
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
