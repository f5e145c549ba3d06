import Foundation

/// Exponential decay of a fling: the velocity is multiplied by the rate `r` every millisecond.
///
/// In closed form, with `t` in ms: `x(t) = x0 + v0 * (r^t - 1) / ln r` and `v(t) = v0 * r^t`.
/// The motion ends when `|v| < 0.01 pt/ms` (spec section 3), at the rest point
/// `x0 + (v0 - 0.01 * sign(v0)) / (-ln r)`.
///
/// See also: ``AxisDeceleration``, ``DecelerationRate``.
public struct DecayCurve: Simulation, Equatable {
  /// The speed below which the motion has stopped, in pt/ms (spec section 3).
  public static let restingSpeed = 0.01

  /// The start position in points.
  public let start: Double
  /// The start velocity in pt/ms.
  public let initialVelocity: Double
  /// The per-millisecond velocity factor.
  public let rate: Double

  /// Creates a decay from `start` at `velocity` pt/ms with the per-millisecond `rate`.
  public init(start: Double, velocity: Double, rate: Double) {
    self.start = start
    self.initialVelocity = velocity
    self.rate = DecelerationRate.isValid(rate) ? rate : DecelerationRate.normal.rawValue
  }

  /// Creates the decay from `start` with `rate` that comes to rest exactly at `rest`.
  public init(start: Double, restingAt rest: Double, rate: Double) {
    let validRate = DecelerationRate.isValid(rate) ? rate : DecelerationRate.normal.rawValue
    let distance = rest - start
    let velocity: Double
    if distance == 0 {
      velocity = 0
    } else {
      let sign: Double = distance < 0 ? -1 : 1
      velocity = distance * -log(validRate) + Self.restingSpeed * sign
    }
    self.init(start: start, velocity: velocity, rate: validRate)
  }

  private var lnRate: Double { log(rate) }

  /// Whether the motion moves at all (its start speed reaches the resting speed).
  public var isMoving: Bool { abs(initialVelocity) >= Self.restingSpeed }

  /// The time in seconds at which the speed falls below the resting speed.
  public var duration: Double {
    guard isMoving else { return 0 }
    return log(Self.restingSpeed / abs(initialVelocity)) / lnRate / 1000
  }

  /// Where the motion comes to rest.
  public var restPosition: Double {
    guard isMoving else { return start }
    let sign: Double = initialVelocity < 0 ? -1 : 1
    return start + (initialVelocity - Self.restingSpeed * sign) / -lnRate
  }

  public func position(at time: Double) -> Double {
    guard isMoving else { return start }
    if time >= duration { return restPosition }
    let ms = max(time, 0) * 1000
    return start + initialVelocity * (pow(rate, ms) - 1) / lnRate
  }

  public func velocity(at time: Double) -> Double {
    guard isMoving, time < duration else { return 0 }
    return initialVelocity * pow(rate, max(time, 0) * 1000)
  }

  public func isDone(at time: Double) -> Bool { time >= duration }

  /// The first time in seconds at which the motion reaches `position`, or nil if it never does.
  public func time(toReach position: Double) -> Double? {
    guard isMoving else { return position == start ? 0 : nil }
    let fraction = 1 + (position - start) * lnRate / initialVelocity
    guard fraction > 0, fraction <= 1 else { return nil }
    let ms = log(fraction) / lnRate
    let seconds = ms / 1000
    return seconds <= duration + 1e-9 ? seconds : nil
  }
}
