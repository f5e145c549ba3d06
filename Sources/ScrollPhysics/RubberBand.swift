/// The rubber band that resists dragging past the edge of a scroll view's content.
///
/// The displayed overscroll is `b(x) = (1 - 1 / (x * c / d + 1)) * d` for a raw overscroll `x`,
/// a coefficient `c` and the view's dimension `d` along the axis (spec section 2). It is reversible,
/// so a drag that grabs content mid-bounce continues from where it is.
///
/// See also: ``BounceCurve``.
public struct RubberBand: Sendable, Equatable {
  /// The resistance coefficient `c`; 0.55, as measured on iOS (spec section 2).
  public static let defaultCoefficient = 0.55

  /// The resistance coefficient.
  public var coefficient: Double
  /// The dimension `d` of the view along the axis, in points.
  public var dimension: Double

  /// Creates a rubber band for a view `dimension` points long along the axis.
  public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
    self.dimension = dimension.isFinite ? max(dimension, 0) : 0
    self.coefficient = coefficient.isFinite && coefficient > 0 ? coefficient : Self.defaultCoefficient
  }

  /// The displayed overscroll for a raw overscroll; the sign is kept.
  public func displayed(forRaw raw: Double) -> Double {
    guard raw.isFinite, dimension > 0 else { return 0 }
    let magnitude = abs(raw)
    let value = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
    return raw < 0 ? -value : value
  }

  /// The raw overscroll that displays as `displayed`; the inverse of ``displayed(forRaw:)``.
  /// Displayed values at or beyond the asymptote `d` map to a very large raw value.
  public func raw(forDisplayed displayed: Double) -> Double {
    guard displayed.isFinite, dimension > 0 else { return 0 }
    let fraction = min(abs(displayed) / dimension, 0.999_999)
    let value = (dimension / coefficient) * (1 / (1 - fraction) - 1)
    return displayed < 0 ? -value : value
  }
}
