import Foundation

/// Where an animation stands at one moment: its progress in the cycle (0...1, before the timing
/// function) and the seconds into the cycle.
struct AnimationPhase: Equatable {
  var fraction: Double
  var time: Double
}

extension Animation {
  /// Core Animation's duration of an animation added with a duration of 0.
  static let defaultDuration = 0.25

  /// The length of one cycle: ``duration``, or `fallback` when it is 0.
  func cycleDuration(fallback: Double) -> Double { duration > 0 ? duration : fallback }

  /// How long the animation is active in its own time: the cycles (twice as long when
  /// autoreversing) times the repeat count, or the repeat duration.
  func activeDuration(fallback: Double) -> Double {
    let once = cycleDuration(fallback: fallback) * (autoreverses ? 2 : 1)
    if repeatDuration > 0 { return repeatDuration }
    guard repeatCount > 0 else { return once }
    return repeatCount.isInfinite ? .infinity : once * Double(repeatCount)
  }

  /// When the active time ends, in the parent's time (infinite while the speed is not positive).
  func endTime(begin: Double, fallback: Double) -> Double {
    guard speed > 0 else { return .infinity }
    return begin + activeDuration(fallback: fallback) / Double(speed)
  }

  /// The phase at parent time `time` for an animation beginning at `begin`; nil when it shows
  /// nothing then (before the begin or after the end without the fill mode for it).
  func phase(at time: Double, begin: Double, fallback: Double) -> AnimationPhase? {
    let cycle = cycleDuration(fallback: fallback)
    let active = activeDuration(fallback: fallback)
    guard cycle > 0 else { return nil }
    let elapsed = (time - begin) * Double(speed)
    if elapsed < 0 || time < begin {
      guard fillMode.fillsBackwards else { return nil }
      return phase(local: timeOffset, cycle: cycle, active: active, atEnd: false)
    }
    if elapsed >= active {
      guard fillMode.fillsForwards else { return nil }
      return phase(local: active, cycle: cycle, active: active, atEnd: true)
    }
    var local = elapsed + timeOffset
    if active.isFinite, active > 0 { local = local.truncatingRemainder(dividingBy: active) }
    return phase(local: local, cycle: cycle, active: active, atEnd: false)
  }

  private func phase(local: Double, cycle: Double, active: Double, atEnd: Bool) -> AnimationPhase {
    let once = autoreverses ? 2 * cycle : cycle
    var within = local.truncatingRemainder(dividingBy: once)
    if atEnd, within < 1e-9 * max(once, 1), local > 0 { within = once }
    let forward = within <= cycle ? within : 2 * cycle - within
    let fraction = min(max(forward / cycle, 0), 1)
    return AnimationPhase(fraction: fraction, time: fraction * cycle)
  }

  /// Changes `state` as the animation shows at parent time `time`, for an animation beginning at
  /// `begin` (a group's children get the group's time).
  func evaluate(into state: inout LayerState, at time: Double, begin: Double, fallback: Double) {
    guard let phase = phase(at: time, begin: begin, fallback: fallback) else { return }
    let eased = timingFunction?.value(at: phase.fraction) ?? phase.fraction
    apply(to: &state, progress: eased, phase: phase, cycle: cycleDuration(fallback: fallback))
  }
}
