import Foundation
import Inertia

extension CGRect {
  /// Whether the two rectangles share an area, as Core Graphics' `CGRectIntersectsRect` answers:
  /// rectangles that only touch along an edge or at a corner do not intersect (Linux's Foundation
  /// says they do). A null rectangle intersects nothing; both are standardized first. `inertia
  /// port` rewrites `intersects(_:)` calls to this.
  public func intersectsAsCoreGraphics(_ other: CGRect) -> Bool {
    guard !isNull, !other.isNull else { return false }
    let (a, b) = (standardized, other.standardized)
    return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }
}
