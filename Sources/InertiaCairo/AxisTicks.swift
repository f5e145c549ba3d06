import Foundation

/// Round-number ticks for a plot axis: steps of 1, 2 or 5 times a power of ten, the axis widened
/// to whole steps so that the data fits.
///
/// See also: ``TrajectoryPlot``.
public struct AxisTicks: Equatable, Sendable {
  /// The axis's lower end (a multiple of ``step``).
  public let low: Double
  /// The axis's upper end (a multiple of ``step``).
  public let high: Double
  /// The distance between ticks.
  public let step: Double
  /// The tick values from ``low`` to ``high``.
  public let values: [Double]

  /// Ticks covering `low...high` with about `targetCount` intervals (clamped to 2...20; default 5).
  /// NaN or infinite ends give 0...1; an empty range is widened around its value; ends beyond
  /// ±1e306 are drawn at ±1e306, so the axis and its steps stay finite.
  public init(covering low: Double, _ high: Double, targetCount: Int = 5) {
    let limit = 1e306
    var a = low.isFinite ? min(max(min(low, high), -limit), limit) : 0
    var b = high.isFinite ? min(max(max(low, high), -limit), limit) : 1
    if !low.isFinite || !high.isFinite { (a, b) = (0, 1) }
    if b - a < 1e-9 {
      let pad = max(abs(a) * 0.1, 1)
      (a, b) = (a - pad, b + pad)
    }
    let count = Double(min(max(targetCount, 2), 20))
    let raw = (b - a) / count
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let residual = raw / magnitude
    let nice: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10
    let step = nice * magnitude
    let axisLow = (a / step + 1e-9).rounded(.down) * step
    let axisHigh = (b / step - 1e-9).rounded(.up) * step
    let span = ((axisHigh - axisLow) / step).rounded()
    let intervals = span.isFinite ? min(max(Int(span), 1), 100) : 1
    self.step = step
    self.low = axisLow
    self.high = axisLow + Double(intervals) * step
    values = (0...intervals).map { axisLow + Double($0) * step }
  }

  /// `value` printed with as many decimals as the step needs ("0.25" for a step of 0.05, "200" for
  /// 100), never "-0". On an axis reaching 1e15 or more the labels keep exponent notation with the
  /// digits the step needs ("1.0e+306", "5.0e+305", "0"): before sweep 56 such an axis printed
  /// every digit, labels of 307 characters that ran off the plot and over one another.
  public func label(_ value: Double) -> String {
    let magnitude = max(abs(low), abs(high))
    if magnitude >= 1e15 {
      guard value != 0 else { return "0" }
      // One digit after the point for each power of ten between the step and the axis's end.
      let digits = log10(magnitude / step).rounded(.up)
      return String(format: "%.\(Int(min(max(digits, 0), 16)))e", value)
    }
    let decimals = max(0, Int((-log10(step)).rounded(.up)))
    let text = String(format: "%.\(decimals)f", value)
    let zero = String(format: "%.\(decimals)f", 0.0)
    return text == "-" + zero ? zero : text
  }

  /// Where `value` falls between ``low`` (0) and ``high`` (1), kept within -1...2 (a value far
  /// outside the axis, or not finite, is drawn just beyond its edge, never thousands of plots away).
  public func fraction(_ value: Double) -> Double {
    let share = (value - low) / (high - low)
    guard share.isFinite else { return value > high ? 2 : -1 }
    return min(max(share, -1), 2)
  }
}
