/// What happens on one axis after the finger lifts: decay inside the range, handed over at the exact
/// edge-crossing time to a bounce back to the edge (or a stop at the edge when bouncing is off).
///
/// Frame-rate independent by construction: every phase is a closed-form function of time and the
/// hand-over time is solved exactly, so sampling it at any rate gives the same positions.
///
/// See also: ``DecayCurve``, ``BounceCurve``.
public struct AxisDeceleration: Simulation {
  /// The phases of the motion, in order.
  public enum Phase: Sendable, Equatable {
    /// Free deceleration inside the range.
    case decay(DecayCurve)
    /// Return to an edge from outside the range.
    case bounce(BounceCurve)
    /// Sitting still at a position.
    case rest(Double)
  }

  /// The phases with their start times in seconds.
  public let phases: [(start: Double, phase: Phase)]

  /// Builds the motion from `position` at `velocity` pt/ms within `[lower, upper]`.
  /// - Parameters:
  ///   - rate: per-millisecond decay factor.
  ///   - bounces: whether the content may travel past the edges.
  ///   - bounceFactor: the per-millisecond shrink of an overshoot.
  ///   - target: a rest point chosen by the caller (the delegate's target content offset); the decay
  ///     is re-solved to land on it exactly, from past an edge too when it lies inside the range
  ///     (a target at the edge itself bounces back as a release without one does).
  public init(
    position: Double, velocity: Double, lower: Double, upper: Double, rate: Double,
    bounces: Bool = true, bounceFactor: Double = BounceCurve.defaultFactor, target: Double? = nil
  ) {
    let upper = max(lower, upper)
    var result: [(Double, Phase)] = []
    if position < lower || position > upper {
      let edge = position < lower ? lower : upper
      let outward: Double = position < lower ? -1 : 1
      let decay = Self.decay(position: position, velocity: velocity, rate: rate, target: target)
      let rest = decay.restPosition
      // A caller's target inside the range, not the edge itself, is landed on from out here as
      // from inside (a delegate's card short of the end of the content, UIKit's re-solved decay).
      let landsInside = target.map { $0.isFinite && $0 != edge } ?? false
      if (velocity * outward < 0 || landsInside) && rest >= lower && rest <= upper && bounces {
        // Heading back in fast enough to re-enter (or onto the target): decay, watching the far edge.
        result = Self.decayPhases(decay, lower: lower, upper: upper, bounces: bounces, factor: bounceFactor)
      } else if bounces {
        result = [
          (0, .bounce(BounceCurve(edge: edge, position: position, velocity: velocity, factor: bounceFactor)))
        ]
      } else {
        result = [(0, .rest(edge))]
      }
    } else {
      let decay = Self.decay(position: position, velocity: velocity, rate: rate, target: target)
      result = Self.decayPhases(decay, lower: lower, upper: upper, bounces: bounces, factor: bounceFactor)
    }
    self.phases = result
  }

  private static func decay(position: Double, velocity: Double, rate: Double, target: Double?) -> DecayCurve {
    if let target, target.isFinite {
      return DecayCurve(start: position, restingAt: target, rate: rate)
    }
    return DecayCurve(start: position, velocity: velocity, rate: rate)
  }

  private static func decayPhases(
    _ decay: DecayCurve, lower: Double, upper: Double, bounces: Bool, factor: Double
  ) -> [(Double, Phase)] {
    let rest = decay.restPosition
    let start = decay.start
    var edge: Double?
    if rest < lower && start >= lower { edge = lower }
    if rest > upper && start <= upper { edge = upper }
    guard let edge, let crossing = decay.time(toReach: edge) else {
      return [(0, .decay(decay))]
    }
    guard bounces else { return [(0, .decay(decay)), (crossing, .rest(edge))] }
    let speed = decay.velocity(at: crossing)
    let bounce = BounceCurve(edge: edge, position: edge, velocity: speed, factor: factor)
    return [(0, .decay(decay)), (crossing, .bounce(bounce))]
  }

  private func current(at time: Double) -> (start: Double, phase: Phase) {
    var chosen = phases[0]
    for entry in phases where entry.start <= time { chosen = entry }
    return chosen
  }

  public func position(at time: Double) -> Double {
    let (start, phase) = current(at: time)
    switch phase {
    case .decay(let curve): return curve.position(at: time - start)
    case .bounce(let curve): return curve.position(at: time - start)
    case .rest(let value): return value
    }
  }

  public func velocity(at time: Double) -> Double {
    let (start, phase) = current(at: time)
    switch phase {
    case .decay(let curve): return curve.velocity(at: time - start)
    case .bounce(let curve): return curve.velocity(at: time - start)
    case .rest: return 0
    }
  }

  public func isDone(at time: Double) -> Bool {
    let (start, phase) = current(at: time)
    switch phase {
    case .decay(let curve): return curve.isDone(at: time - start)
    case .bounce(let curve): return curve.isDone(at: time - start)
    case .rest: return true
    }
  }

  /// Whether the motion is in a bounce phase at `time`.
  public func isBouncing(at time: Double) -> Bool {
    if case .bounce(let curve) = current(at: time).phase {
      return !curve.isDone(at: time - current(at: time).start)
    }
    return false
  }

  /// The first time the motion reaches `target`: closed form while it decays.
  public func time(toReach target: Double) -> Double? {
    if case .decay(let curve) = phases[0].phase, let time = curve.time(toReach: target),
      phases.count == 1 || time <= phases[1].start
    {
      return time
    }
    return sampledTime(toReach: target)
  }

  /// Where the motion ends.
  public var finalPosition: Double { position(at: .greatestFiniteMagnitude) }
}
