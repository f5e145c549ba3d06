import Foundation

/// The touches of one gesture, computed one at a time on demand, so a gesture's length never
/// decides how much memory it takes (a fling of 1e-6 pt/s has billions of samples; only the ones
/// the clock reaches are ever made).
///
/// Sample counts are bounded (``maximumSamples``) before they become integers. Tracks are pure
/// values: the same parameters give the same touches.
///
/// See also: ``GestureSynthesizer``, ``ReplayRunner``.
public struct GestureTrack: Sendable, RandomAccessCollection {
  /// The most samples a gesture is cut into; longer gestures get proportionally longer steps.
  public static let maximumSamples = 1 << 40

  enum Shape: Sendable {
    case inputs([TouchInput])
    case drag(from: CGPoint, to: CGPoint, duration: Double, release: GestureSynthesizer.Release, steps: Int)
    case fling(from: CGPoint, direction: CGPoint, distance: CGFloat, duration: Double, steps: Int)
    case pinch(center: CGPoint, fromSpan: CGFloat, toSpan: CGFloat, duration: Double, steps: Int)
  }

  let shape: Shape
  let start: Double
  let ids: (Int, Int)
  /// How many touch changes the gesture has.
  public let count: Int

  /// The first index (0).
  public var startIndex: Int { 0 }
  /// One past the last index.
  public var endIndex: Int { count }

  init(shape: Shape, start: Double, ids: (Int, Int)) {
    self.shape = shape
    self.start = start
    self.ids = ids
    switch shape {
    case .inputs(let list): count = list.count
    case .drag(_, _, _, let release, let steps): count = 1 + steps + (release == .stop ? 1 : 0)
    case .fling(_, _, _, _, let steps): count = 1 + steps
    case .pinch(_, _, _, _, let steps): count = 2 * steps + 2
    }
  }

  /// A track of explicit touch changes.
  public init(_ inputs: [TouchInput]) {
    self.init(shape: .inputs(inputs), start: inputs.first?.time ?? 0, ids: (0, 0))
  }

  /// `value` rounded the way `rule` says and clamped to `minimum...maximumSamples` before it
  /// becomes an integer; non-finite or huge values give the maximum.
  static func sampleCount(_ value: Double, minimum: Int, rule: FloatingPointRoundingRule) -> Int {
    let rounded = value.rounded(rule)
    guard rounded.isFinite, rounded < Double(maximumSamples) else { return maximumSamples }
    return Swift.max(minimum, Int(Swift.max(rounded, 0)))
  }

  /// The touch change at `index`.
  public subscript(index: Int) -> TouchInput {
    switch shape {
    case .inputs(let list):
      return list[index]
    case .drag(let from, let to, let duration, let release, let steps):
      if index == 0 { return TouchInput(time: start, id: ids.0, phase: .began, location: from) }
      if index > steps {
        return TouchInput(time: start + duration + 0.2, id: ids.0, phase: .ended, location: to)
      }
      let fraction = CGFloat(index) / CGFloat(steps)
      let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
      let time = start + duration * Double(index) / Double(steps)
      let phase: Touch.Phase = index == steps && release == .lift ? .ended : .moved
      return TouchInput(time: time, id: ids.0, phase: phase, location: point)
    case .fling(let from, let direction, let distance, let duration, let steps):
      if index == 0 { return TouchInput(time: start, id: ids.0, phase: .began, location: from) }
      let travelled = distance * CGFloat(index) / CGFloat(steps)
      let point = CGPoint(x: from.x + direction.x * travelled, y: from.y + direction.y * travelled)
      let time = start + duration * Double(index) / Double(steps)
      return TouchInput(time: time, id: ids.0, phase: index == steps ? .ended : .moved, location: point)
    case .pinch(let center, let fromSpan, let toSpan, let duration, let steps):
      return pinchInput(
        index, center: center, fromSpan: fromSpan, toSpan: toSpan, duration: duration, steps: steps)
    }
  }

  private func pinchInput(
    _ index: Int, center: CGPoint, fromSpan: CGFloat, toSpan: CGFloat, duration: Double, steps: Int
  ) -> TouchInput {
    let sample = index / 2
    let first = index % 2 == 0
    let span: CGFloat
    let time: Double
    let phase: Touch.Phase
    if sample == 0 {
      (span, time, phase) = (fromSpan, start, .began)
    } else if sample == steps {
      (span, time, phase) = (toSpan, start + duration, .ended)
    } else {
      span = fromSpan + (toSpan - fromSpan) * CGFloat(sample) / CGFloat(steps)
      time = start + duration * Double(sample) / Double(steps)
      phase = .moved
    }
    let x = first ? center.x - span / 2 : center.x + span / 2
    return TouchInput(
      time: time, id: first ? ids.0 : ids.1, phase: phase, location: CGPoint(x: x, y: center.y))
  }
}

extension GestureTrack {
  /// A tap: down and up at `point`, `duration` seconds apart.
  public static func tap(at point: CGPoint, start: Double, duration: Double = 0.05, id: Int = 1)
    -> GestureTrack
  {
    let safe = duration.isFinite ? Swift.max(duration, 0) : 0
    return GestureTrack([
      TouchInput(time: start, id: id, phase: .began, location: point),
      TouchInput(time: start + safe, id: id, phase: .ended, location: point),
    ])
  }

  /// A drag from `from` to `to` over `duration` seconds with evenly spaced moves at `rate` per second.
  public static func drag(
    from: CGPoint, to: CGPoint, duration: Double, release: GestureSynthesizer.Release, start: Double,
    rate: Double,
    id: Int = 1
  ) -> GestureTrack {
    let length = duration.isFinite ? Swift.max(duration, 0) : 0
    let steps = sampleCount(length * rate, minimum: 1, rule: .toNearestOrAwayFromZero)
    return GestureTrack(
      shape: .drag(from: from, to: to, duration: length, release: release, steps: steps), start: start,
      ids: (id, id))
  }

  /// A fling: the finger moves `distance` points along `velocity` (pt/s) at that speed, in equal
  /// steps no longer than one sample (at least two), and lifts while still moving.
  public static func fling(
    from: CGPoint, velocity: CGPoint, distance: CGFloat, start: Double, rate: Double, id: Int = 1
  ) -> GestureTrack {
    let speed = velocity.length
    guard speed > 0, speed.isFinite, distance > 0, distance.isFinite else {
      return tap(at: from, start: start, duration: 0, id: id)
    }
    let duration = Double(distance / speed)
    let steps = sampleCount(duration * rate - 1e-9, minimum: 2, rule: .up)
    let direction = CGPoint(x: velocity.x / speed, y: velocity.y / speed)
    return GestureTrack(
      shape: .fling(from: from, direction: direction, distance: distance, duration: duration, steps: steps),
      start: start, ids: (id, id))
  }

  /// Two fingers around `center`, apart horizontally by a span going from `fromSpan` to `toSpan`.
  public static func pinch(
    center: CGPoint, fromSpan: CGFloat, toSpan: CGFloat, duration: Double, start: Double, rate: Double,
    ids: (Int, Int) = (101, 102)
  ) -> GestureTrack {
    let length = duration.isFinite ? Swift.max(duration, 0) : 0
    let steps = sampleCount(length * rate, minimum: 1, rule: .toNearestOrAwayFromZero)
    return GestureTrack(
      shape: .pinch(center: center, fromSpan: fromSpan, toSpan: toSpan, duration: length, steps: steps),
      start: start, ids: ids)
  }
}
