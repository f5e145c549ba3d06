/// Maps an animation's linear progress (0...1) to its eased progress.
///
/// See also: ``CubicBezier``.
public enum TimingCurve: Sendable {
  /// Constant speed.
  case linear
  /// Slow start and end: Core Animation's ease-in-ease-out, cubic Bézier (0.42, 0, 0.58, 1).
  case easeInOut
  /// Slow end: Core Animation's ease-out, cubic Bézier (0, 0, 0.58, 1).
  case easeOut
  /// Any cubic Bézier from (0, 0) to (1, 1).
  case bezier(CubicBezier)
  /// A custom mapping; it should take 0 to 0 and 1 to 1.
  case custom(@Sendable (Double) -> Double)

  /// The eased progress for a linear progress `fraction`, clamped to 0...1 on input.
  public func value(at fraction: Double) -> Double {
    let x = fraction.isFinite ? min(max(fraction, 0), 1) : 1
    switch self {
    case .linear: return x
    case .easeInOut: return CubicBezier(0.42, 0, 0.58, 1).value(at: x)
    case .easeOut: return CubicBezier(0, 0, 0.58, 1).value(at: x)
    case .bezier(let curve): return curve.value(at: x)
    case .custom(let function): return function(x)
    }
  }
}

/// A timing curve given by two control points, as in CSS and Core Animation.
public struct CubicBezier: Sendable, Equatable {
  /// The control points.
  public var x1, y1, x2, y2: Double

  /// Creates a curve with control points (x1, y1) and (x2, y2).
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = min(max(x1, 0), 1)
    self.y1 = y1
    self.x2 = min(max(x2, 0), 1)
    self.y2 = y2
  }

  private func component(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  /// The curve's y for an x in 0...1, solving for the parameter by bisection.
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if component(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return component((low + high) / 2, y1, y2)
  }
}
