/// A one-dimensional motion that is a pure function of the time since it started.
///
/// Times are in seconds since the simulation began; positions in points; velocities in points per
/// millisecond, the unit UIKit reports scroll velocities in.
///
/// See also: ``DecayCurve``, ``BounceCurve``, ``PagingSpring``, ``AxisDeceleration``.
public protocol Simulation: Sendable {
  /// The position at `time` seconds after the start.
  func position(at time: Double) -> Double
  /// The velocity in points per millisecond at `time` seconds after the start.
  func velocity(at time: Double) -> Double
  /// Whether the motion has come to rest by `time`; the position is then final.
  func isDone(at time: Double) -> Bool
  /// The first time in seconds at which the motion reaches `position`, or nil if it never does.
  func time(toReach position: Double) -> Double?
}

extension Simulation {
  /// Found by sampling every millisecond for up to a minute, then bisecting.
  public func time(toReach target: Double) -> Double? { sampledTime(toReach: target) }

  /// The first time the motion reaches `target`, sampled every millisecond for up to a minute and
  /// bisected; nil if it never does.
  func sampledTime(toReach target: Double) -> Double? {
    let start = position(at: 0)
    if start == target { return 0 }
    let above = start > target
    let crossed = { (ms: Double) in
      above ? self.position(at: ms / 1000) <= target : self.position(at: ms / 1000) >= target
    }
    let ms = firstTime(from: 0, limit: 60_000, step: 1, where: crossed)
    return crossed(ms) ? ms / 1000 : nil
  }
}

/// Finds the first time in `[start, limit]` (searched in `step`s and refined by bisection) at which
/// `condition` becomes true. Returns `limit` when it never does. Units are the caller's.
func firstTime(
  from start: Double, limit: Double, step: Double, where condition: (Double) -> Bool
) -> Double {
  var previous = start
  if condition(start) { return start }
  var time = start + step
  while time < limit {
    if condition(time) {
      var low = previous
      var high = time
      for _ in 0..<30 {
        let middle = (low + high) / 2
        if condition(middle) { high = middle } else { low = middle }
      }
      return high
    }
    previous = time
    time += step
  }
  return limit
}
