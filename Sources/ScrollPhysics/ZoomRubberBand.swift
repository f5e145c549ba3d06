import Foundation

/// The resistance a pinch meets beyond the zoom limits, and the length of zoom animations
/// (spec section 8).
///
/// Above the maximum the displayed scale is `max * (2 - max / s)`, below the minimum
/// `min / (2 - s / min)`: continuous at the limit, approaching twice (half) the limit asymptotically.
///
/// See also: ``RubberBand``.
public struct ZoomRubberBand: Sendable, Equatable {
  /// The smallest scale at rest.
  public var minimum: Double
  /// The largest scale at rest.
  public var maximum: Double

  /// Creates the band for limits `minimum...maximum`. A maximum below the minimum gives
  /// `minimum...minimum` (zooming is off and the minimum holds, as a scroll view's zoom scale
  /// setter clamps); limits that are not finite and positive give 1...1.
  public init(minimum: Double, maximum: Double) {
    let valid = minimum.isFinite && maximum.isFinite && minimum > 0 && maximum > 0
    self.minimum = valid ? minimum : 1
    self.maximum = valid ? Swift.max(minimum, maximum) : 1
  }

  /// The displayed scale for a raw pinch scale.
  public func displayed(forRaw scale: Double) -> Double {
    guard scale.isFinite, scale > 0 else { return minimum }
    if scale > maximum { return maximum * (2 - maximum / scale) }
    if scale < minimum { return minimum / (2 - scale / minimum) }
    return scale
  }

  /// The scale clamped to the limits.
  public func clamped(_ scale: Double) -> Double { min(max(scale, minimum), maximum) }

  /// How long a zoom from `from` to `to` animates, in seconds: min(0.1 + 0.3 |ln from - ln to|, 0.4).
  public static func animationDuration(from: Double, to: Double) -> Double {
    guard from > 0, to > 0, from.isFinite, to.isFinite else { return 0.1 }
    return min(0.1 + 0.3 * abs(log(from) - log(to)), 0.4)
  }
}
