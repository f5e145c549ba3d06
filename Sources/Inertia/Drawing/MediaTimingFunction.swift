import Foundation
import ScrollPhysics

/// The names of Core Animation's predefined timing functions (CAMediaTimingFunctionName).
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name's string, as Core Animation's constants spell it.
  public let rawValue: String
  /// A name from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Constant speed: control points (0, 0, 1, 1).
  public static let linear = MediaTimingFunctionName(rawValue: "linear")
  /// Slow start: (0.42, 0, 1, 1).
  public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
  /// Slow end: (0, 0, 0.58, 1).
  public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
  /// Slow start and end: (0.42, 0, 0.58, 1).
  public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system default: (0.25, 0.1, 0.25, 1).
  public static let `default` = MediaTimingFunctionName(rawValue: "default")
}

/// How an animation's progress is paced, like CAMediaTimingFunction: a cubic Bézier from (0, 0)
/// to (1, 1) through two control points.
///
/// See also: ``Animation/timingFunction``.
public final class MediaTimingFunction: Sendable {
  /// The two control points' coordinates, x1, y1, x2, y2 (x clamped to 0...1).
  let points: (Float, Float, Float, Float)
  private let curve: CubicBezier

  /// One of the predefined functions; an unknown name is linear.
  public convenience init(name: MediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// A function through the control points (c1x, c1y) and (c2x, c2y). The x values are clamped
  /// to 0...1; non-finite values count as the linear function's.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    func clean(_ value: Float, _ fallback: Float, clamp: Bool) -> Float {
      guard value.isFinite else { return fallback }
      return clamp ? min(max(value, 0), 1) : value
    }
    points = (
      clean(c1x, 0, clamp: true), clean(c1y, 0, clamp: false), clean(c2x, 1, clamp: true),
      clean(c2y, 1, clamp: false)
    )
    curve = CubicBezier(Double(points.0), Double(points.1), Double(points.2), Double(points.3))
  }

  /// Writes control point `index` (0: (0, 0), 1 and 2: the control points, 3: (1, 1)) into
  /// `values` (two floats). An index above 3 writes nothing.
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let point: (Float, Float)
    switch index {
    case 0: point = (0, 0)
    case 1: point = (points.0, points.1)
    case 2: point = (points.2, points.3)
    case 3: point = (1, 1)
    default: return
    }
    values[0] = point.0
    values[1] = point.1
  }

  /// The eased progress at linear progress `fraction` (clamped to 0...1).
  public func value(at fraction: Double) -> Double {
    let x = fraction.isFinite ? min(max(fraction, 0), 1) : 1
    if points == (0, 0, 1, 1) { return x }
    return curve.value(at: x)
  }
}

/// What an animation shows outside its active time (CAMediaTimingFillMode).
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The mode's string, as Core Animation's constants spell it.
  public let rawValue: String
  /// A mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Nothing outside the active time (the default).
  public static let removed = MediaTimingFillMode(rawValue: "removed")
  /// The end state stays after the end (while the animation is not removed).
  public static let forwards = MediaTimingFillMode(rawValue: "forwards")
  /// The start state shows before a later begin time.
  public static let backwards = MediaTimingFillMode(rawValue: "backwards")
  /// Both ``forwards`` and ``backwards``.
  public static let both = MediaTimingFillMode(rawValue: "both")

  var fillsForwards: Bool { self == .forwards || self == .both }
  var fillsBackwards: Bool { self == .backwards || self == .both }
}
