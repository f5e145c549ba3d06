import Foundation

/// One raw touch change at a time, as an input device would report it.
public struct TouchInput: Equatable, Sendable {
  /// When, in clock seconds.
  public var time: Double
  /// The finger's identifier.
  public var id: Int
  /// The phase.
  public var phase: Touch.Phase
  /// Where, in window coordinates.
  public var location: CGPoint

  /// Creates a touch change.
  public init(time: Double, id: Int, phase: Touch.Phase, location: CGPoint) {
    self.time = time
    self.id = id
    self.phase = phase
    self.location = location
  }
}

/// Produces the touches of common gestures, and plays them into a window on a ``ManualClock``,
/// in the style of Flutter's widget tester.
///
/// The touch lists are pure functions of their parameters; ``perform(_:)`` advances the clock to
/// each touch's time (running frames and timers on the way) before delivering it.
///
/// See also: ``Window/handleTouch(id:phase:at:timestamp:)``.
@MainActor
public struct GestureSynthesizer {
  /// What happens at the end of a drag.
  public enum Release: String, Sendable, CaseIterable {
    /// Lift at the end, keeping the drag's velocity.
    case lift
    /// Keep the finger down.
    case hold
    /// Pause 0.2 s, then lift (velocity ~0).
    case stop
  }

  /// The finest touch sampling a fling uses, in samples per second. Replays sample flings at
  /// `max(frameRate, flingSampleRate)`: steps stay no longer than a frame, and the same fling
  /// gives the same touches at 60, 90 and 120 Hz, so its trajectory is frame-rate independent.
  nonisolated public static let flingSampleRate = 240.0

  /// The window the touches go to.
  public let window: Window
  /// The clock that is advanced between touches.
  public let clock: ManualClock
  /// Move events per second (defaults to the clock's frame rate).
  public var sampleRate: Double

  /// Creates a synthesizer for `window` driven by `clock`.
  public init(window: Window, clock: ManualClock) {
    self.window = window
    self.clock = clock
    self.sampleRate = clock.frameRate
  }

  // MARK: Touch lists

  /// A tap: down and up at `point`, `duration` seconds apart.
  nonisolated public static func tap(at point: CGPoint, start: Double, duration: Double = 0.05, id: Int = 1)
    -> [TouchInput]
  {
    [
      TouchInput(time: start, id: id, phase: .began, location: point),
      TouchInput(time: start + max(duration, 0), id: id, phase: .ended, location: point),
    ]
  }

  /// A drag from `from` to `to` over `duration` seconds with evenly spaced moves at `rate` per second.
  nonisolated public static func drag(
    from: CGPoint, to: CGPoint, duration: Double, release: Release, start: Double, rate: Double, id: Int = 1
  ) -> [TouchInput] {
    let steps = max(1, Int((max(duration, 0) * rate).rounded()))
    var inputs = [TouchInput(time: start, id: id, phase: .began, location: from)]
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
      let time = start + duration * Double(step) / Double(steps)
      let isLast = step == steps
      inputs.append(
        TouchInput(time: time, id: id, phase: isLast && release == .lift ? .ended : .moved, location: point))
    }
    if release == .stop {
      inputs.append(TouchInput(time: start + duration + 0.2, id: id, phase: .ended, location: to))
    }
    return inputs
  }

  /// A fling: the finger moves `distance` points along `velocity` (pt/s) at that speed, in equal
  /// steps no longer than one sample (at least two), and lifts while still moving.
  nonisolated public static func fling(
    from: CGPoint, velocity: CGPoint, distance: CGFloat, start: Double, rate: Double, id: Int = 1
  ) -> [TouchInput] {
    let speed = velocity.length
    guard speed > 0, distance > 0 else { return tap(at: from, start: start, duration: 0, id: id) }
    let duration = Double(distance / speed)
    let steps = max(2, Int((duration * rate - 1e-9).rounded(.up)))
    let direction = CGPoint(x: velocity.x / speed, y: velocity.y / speed)
    var inputs = [TouchInput(time: start, id: id, phase: .began, location: from)]
    for step in 1...steps {
      let travelled = distance * CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: from.x + direction.x * travelled, y: from.y + direction.y * travelled)
      let time = start + duration * Double(step) / Double(steps)
      inputs.append(TouchInput(time: time, id: id, phase: step == steps ? .ended : .moved, location: point))
    }
    return inputs
  }

  /// Two fingers around `center`, apart horizontally by a span going from `fromSpan` to `toSpan`.
  nonisolated public static func pinch(
    center: CGPoint, fromSpan: CGFloat, toSpan: CGFloat, duration: Double, start: Double, rate: Double,
    ids: (Int, Int) = (101, 102)
  ) -> [TouchInput] {
    func points(_ span: CGFloat) -> (CGPoint, CGPoint) {
      (CGPoint(x: center.x - span / 2, y: center.y), CGPoint(x: center.x + span / 2, y: center.y))
    }
    let steps = max(1, Int((max(duration, 0) * rate).rounded()))
    let (a0, b0) = points(fromSpan)
    var inputs = [
      TouchInput(time: start, id: ids.0, phase: .began, location: a0),
      TouchInput(time: start, id: ids.1, phase: .began, location: b0),
    ]
    for step in 1..<max(steps, 1) {
      let span = fromSpan + (toSpan - fromSpan) * CGFloat(step) / CGFloat(steps)
      let (a, b) = points(span)
      let time = start + duration * Double(step) / Double(steps)
      inputs.append(TouchInput(time: time, id: ids.0, phase: .moved, location: a))
      inputs.append(TouchInput(time: time, id: ids.1, phase: .moved, location: b))
    }
    let (a1, b1) = points(toSpan)
    inputs.append(TouchInput(time: start + duration, id: ids.0, phase: .ended, location: a1))
    inputs.append(TouchInput(time: start + duration, id: ids.1, phase: .ended, location: b1))
    return inputs
  }

  // MARK: Playing

  /// Advances the clock to each touch's time and delivers it; touches at the same instant arrive
  /// together, as one event.
  public func perform(_ inputs: [TouchInput]) {
    var index = 0
    while index < inputs.count {
      var batch = [inputs[index]]
      while index + batch.count < inputs.count, inputs[index + batch.count].time == inputs[index].time {
        batch.append(inputs[index + batch.count])
      }
      clock.advance(to: inputs[index].time, includingFrameAtEnd: false)
      window.handleTouches(batch)
      index += batch.count
    }
  }

  /// Taps at `point` now.
  public func tap(at point: CGPoint, duration: Double = 0.05, id: Int = 1) {
    perform(Self.tap(at: point, start: clock.now, duration: duration, id: id))
  }

  /// Drags from `from` to `to` starting now.
  public func drag(from: CGPoint, to: CGPoint, duration: Double, release: Release = .lift, id: Int = 1) {
    perform(
      Self.drag(
        from: from, to: to, duration: duration, release: release, start: clock.now, rate: sampleRate, id: id))
  }

  /// Flings starting now at `velocity` pt/s over `distance` points.
  public func fling(from: CGPoint, velocity: CGPoint, distance: CGFloat, id: Int = 1) {
    perform(
      Self.fling(
        from: from, velocity: velocity, distance: distance, start: clock.now, rate: sampleRate, id: id))
  }

  /// Holds a finger still at `point` for `duration` seconds, then lifts it.
  public func hold(at point: CGPoint, duration: Double, id: Int = 1) {
    perform(Self.tap(at: point, start: clock.now, duration: duration, id: id))
  }

  /// Pinches around `center` starting now.
  public func pinch(center: CGPoint, fromSpan: CGFloat, toSpan: CGFloat, duration: Double) {
    perform(
      Self.pinch(
        center: center, fromSpan: fromSpan, toSpan: toSpan, duration: duration, start: clock.now,
        rate: sampleRate))
  }
}
