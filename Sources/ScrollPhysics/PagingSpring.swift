import Foundation

/// The stiff, critically damped spring a paging scroll view settles onto its page with.
///
/// Relative to the target, `x(t) = (x0 + (v0 + w * x0) * t) * e^(-w t)`. The stiffness `w` follows
/// the page distance so that the settling time matches the measurements of spec section 4 (~0.37 s
/// for a 320 pt page, ~0.65 s for 1024 pt, i.e. proportional to the square root of the distance).
/// The start velocity is capped at `w * |x0|` toward the target, the largest a critically damped
/// spring takes without overshooting, so the target is never overshot by more than rounding.
///
/// See also: ``AxisDeceleration``.
public struct PagingSpring: Simulation, Equatable {
  /// Settling time for a 320 pt page in seconds (spec section 4).
  public static let referenceDuration = 0.37
  /// The page distance the reference duration was measured for, in points (spec section 4).
  public static let referenceDistance = 320.0
  /// How close to the target the spring ends, in points.
  public static let settleDistance = 0.5

  /// The offset the spring settles on.
  public let target: Double
  /// The start offset relative to the target.
  public let initialDisplacement: Double
  /// The start velocity in pt/ms, after capping.
  public let initialVelocity: Double
  /// The natural frequency in 1/ms.
  public let frequency: Double
  /// When the motion ends, in seconds.
  public let duration: Double

  /// Creates a spring from `position` at `velocity` pt/ms settling on `target`.
  public init(target: Double, position: Double, velocity: Double) {
    self.target = target
    let displacement = position - target
    self.initialDisplacement = displacement
    let distance = max(abs(displacement), 1)
    let settleTime = Self.referenceDuration * 1000 * (distance / Self.referenceDistance).squareRoot()
    let units = Self.dimensionlessSettleTime(distance: distance)
    let frequency = units / settleTime
    self.frequency = frequency
    // Only velocity toward the target is kept, capped so the spring cannot overshoot.
    let towardTarget = displacement == 0 ? 0 : -displacement.sign.numeric * velocity
    let cappedSpeed = min(max(towardTarget, 0), frequency * abs(displacement))
    let keptVelocity = -displacement.sign.numeric * cappedSpeed
    self.initialVelocity = keptVelocity
    let curve = { (ms: Double) in
      (displacement + (keptVelocity + frequency * displacement) * ms) * exp(-frequency * ms)
    }
    self.duration = firstTime(from: 0, limit: 60_000, step: 1) { abs(curve($0)) < Self.settleDistance } / 1000
  }

  /// The `u = w t` at which a critically damped spring released from rest `distance` points away
  /// is within the settle distance: `(1 + u) e^(-u) = settle / distance`, solved by Newton's method.
  static func dimensionlessSettleTime(distance: Double) -> Double {
    let goal = min(Self.settleDistance / distance, 0.999)
    var u = max(1, log(1 / goal))
    for _ in 0..<50 {
      let value = (1 + u) * exp(-u) - goal
      let slope = -u * exp(-u)
      guard slope != 0 else { break }
      let next = u - value / slope
      if abs(next - u) < 1e-12 { u = next; break }
      u = max(next, 1e-6)
    }
    return u
  }

  public func position(at time: Double) -> Double {
    if time >= duration { return target }
    let ms = max(time, 0) * 1000
    let x0 = initialDisplacement
    return target + (x0 + (initialVelocity + frequency * x0) * ms) * exp(-frequency * ms)
  }

  public func velocity(at time: Double) -> Double {
    if time >= duration { return 0 }
    let ms = max(time, 0) * 1000
    let x0 = initialDisplacement
    let b = initialVelocity + frequency * x0
    return (b - frequency * (x0 + b * ms)) * exp(-frequency * ms)
  }

  public func isDone(at time: Double) -> Bool { time >= duration }
}

extension FloatingPointSign {
  /// -1 for minus, +1 for plus.
  var numeric: Double { self == .minus ? -1 : 1 }
}
