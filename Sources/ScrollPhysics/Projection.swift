import Foundation

/// Where a fling released at a velocity would come to rest, as scrollViewWillEndDragging reports it.
///
/// See also: ``DecayCurve``, ``PageSnapping``.
public enum Projection {
  /// Release speeds below this are treated as zero, in pt/ms (spec section 2).
  public static let minimumFlingSpeed = 0.25

  /// The release velocity after the zero threshold.
  public static func effectiveVelocity(_ velocity: Double) -> Double {
    velocity.isFinite && abs(velocity) >= minimumFlingSpeed ? velocity : 0
  }

  /// The rest point of a decay from `position` at `velocity` pt/ms with `rate`.
  public static func restPoint(position: Double, velocity: Double, rate: Double) -> Double {
    DecayCurve(start: position, velocity: effectiveVelocity(velocity), rate: rate).restPosition
  }
}

/// Chooses the page a paging scroll view settles on (spec section 4).
public enum PageSnapping {
  /// A release faster than this moves to the next or previous page, in pt/ms (spec section 4).
  public static let flickSpeed = 0.3

  /// The target offset for a release at `position` moving at `velocity` pt/ms.
  /// - Parameters:
  ///   - pageSize: the page length (the bounds' width or height).
  ///   - startPage: the page the gesture began on; the result is at most one page away.
  ///   - lower/upper: the resting range; the result is clamped to it.
  public static func target(
    position: Double, velocity: Double, pageSize: Double, startPage: Double, lower: Double, upper: Double
  ) -> Double {
    guard pageSize > 0, pageSize.isFinite, position.isFinite else { return min(max(position, lower), upper) }
    let exact = position / pageSize
    var page: Double
    if velocity > flickSpeed {
      page = floor(exact + 1e-9) + 1
    } else if velocity < -flickSpeed {
      page = ceil(exact - 1e-9) - 1
    } else {
      page = (exact).rounded()
    }
    page = min(max(page, startPage - 1), startPage + 1)
    return min(max(page * pageSize, lower), max(lower, upper))
  }
}
