import Foundation

/// The return of an overscrolled scroll view to its edge.
///
/// Outside the range the overshoot shrinks by a factor of 0.99 per millisecond together with the
/// remaining velocity (spec section 3): relative to the edge, `x(t) = (x0 + v0 * t) * 0.99^t`, `t` in
/// ms. From rest this is a pure exponential (20 pt settles in ~0.37 s, 100 pt in ~0.53 s); with an
/// outward velocity the content travels on past the edge, turns and comes back. The motion ends
/// within 0.5 pt of the edge, once it is heading back.
///
/// See also: ``AxisDeceleration``, ``RubberBand``.
public struct BounceCurve: Simulation, Equatable {
  /// The per-millisecond shrink factor of the overshoot, 0.99 (spec section 3).
  public static let defaultFactor = 0.99
  /// How close to the edge the motion ends, in points (spec section 3).
  public static let settleDistance = 0.5

  /// The edge the content returns to.
  public let edge: Double
  /// The overshoot past the edge at the start (signed; positive beyond a maximum edge).
  public let initialOvershoot: Double
  /// The velocity at the start, pt/ms.
  public let initialVelocity: Double
  /// The per-millisecond shrink factor.
  public let factor: Double
  /// When the motion ends, in seconds.
  public let duration: Double

  /// Creates a bounce toward `edge` from `position` moving at `velocity` pt/ms.
  public init(edge: Double, position: Double, velocity: Double, factor: Double = BounceCurve.defaultFactor) {
    self.edge = edge
    self.initialOvershoot = position - edge
    self.initialVelocity = velocity
    self.factor = factor > 0 && factor < 1 ? factor : Self.defaultFactor
    let overshoot = initialOvershoot
    let shrink = -log(self.factor)
    // The overshoot peaks where d/dt[(x0 + v0 t) e^(-k t)] = 0, i.e. t = 1/k - x0/v0.
    let peak = velocity == 0 ? 0 : max(0, 1 / shrink - overshoot / velocity)
    let curve = { (ms: Double) in (overshoot + velocity * ms) * exp(-shrink * ms) }
    // Released toward the edge, the overshoot falls, crosses the edge at -x0/v0 and peaks on the far
    // side at `peak`. When that far lobe stays within the settle distance, the motion ends on the
    // way in; otherwise (and for an outward release) it ends after the peak.
    let start = abs(curve(peak)) < Self.settleDistance ? 0 : peak
    let endMs = firstTime(from: start, limit: 60_000, step: 1) { abs(curve($0)) < Self.settleDistance }
    self.duration = endMs / 1000
  }

  private var shrink: Double { -log(factor) }

  public func position(at time: Double) -> Double {
    if time >= duration { return edge }
    let ms = max(time, 0) * 1000
    return edge + (initialOvershoot + initialVelocity * ms) * exp(-shrink * ms)
  }

  public func velocity(at time: Double) -> Double {
    if time >= duration { return 0 }
    let ms = max(time, 0) * 1000
    let decay = exp(-shrink * ms)
    return initialVelocity * decay - shrink * (initialOvershoot + initialVelocity * ms) * decay
  }

  public func isDone(at time: Double) -> Bool { time >= duration }
}
