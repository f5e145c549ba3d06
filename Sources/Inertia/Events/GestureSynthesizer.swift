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
/// The touch lists are pure functions of their parameters, made one at a time (``GestureTrack``);
/// ``perform(_:)`` advances the clock to each touch's time (running frames and timers on the way)
/// before delivering it.
///
/// See also: ``Window/handleTouch(id:phase:at:timestamp:)``.
@preconcurrency @MainActor
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
    Array(GestureTrack.tap(at: point, start: start, duration: duration, id: id))
  }

  /// A drag from `from` to `to` over `duration` seconds with evenly spaced moves at `rate` per second,
  /// as an array (for short gestures; ``GestureTrack/drag(from:to:duration:release:start:rate:id:)``
  /// makes the samples one at a time).
  nonisolated public static func drag(
    from: CGPoint, to: CGPoint, duration: Double, release: Release, start: Double, rate: Double, id: Int = 1
  ) -> [TouchInput] {
    Array(
      GestureTrack.drag(
        from: from, to: to, duration: duration, release: release, start: start, rate: rate, id: id))
  }

  /// A fling: the finger moves `distance` points along `velocity` (pt/s) at that speed, in equal
  /// steps no longer than one sample (at least two), and lifts while still moving. An array, for
  /// short gestures (see ``GestureTrack``).
  nonisolated public static func fling(
    from: CGPoint, velocity: CGPoint, distance: CGFloat, start: Double, rate: Double, id: Int = 1
  ) -> [TouchInput] {
    Array(
      GestureTrack.fling(from: from, velocity: velocity, distance: distance, start: start, rate: rate, id: id)
    )
  }

  /// Two fingers around `center`, apart horizontally by a span going from `fromSpan` to `toSpan`.
  /// An array, for short gestures (see ``GestureTrack``).
  nonisolated public static func pinch(
    center: CGPoint, fromSpan: CGFloat, toSpan: CGFloat, duration: Double, start: Double, rate: Double,
    ids: (Int, Int) = (101, 102)
  ) -> [TouchInput] {
    Array(
      GestureTrack.pinch(
        center: center, fromSpan: fromSpan, toSpan: toSpan, duration: duration, start: start, rate: rate,
        ids: ids))
  }

  // MARK: Playing

  /// Advances the clock to each touch's time and delivers it; touches at the same instant arrive
  /// together, as one event.
  public func perform<Inputs: Collection<TouchInput>>(_ inputs: Inputs) {
    var index = inputs.startIndex
    while index != inputs.endIndex {
      let first = inputs[index]
      var batch = [first]
      index = inputs.index(after: index)
      while index != inputs.endIndex, inputs[index].time == first.time {
        batch.append(inputs[index])
        index = inputs.index(after: index)
      }
      clock.advance(to: first.time, includingFrameAtEnd: false)
      window.handleTouches(batch)
    }
  }

  /// Taps at `point` now.
  public func tap(at point: CGPoint, duration: Double = 0.05, id: Int = 1) {
    perform(GestureTrack.tap(at: point, start: clock.now, duration: duration, id: id))
  }

  /// Drags from `from` to `to` starting now.
  public func drag(from: CGPoint, to: CGPoint, duration: Double, release: Release = .lift, id: Int = 1) {
    perform(
      GestureTrack.drag(
        from: from, to: to, duration: duration, release: release, start: clock.now, rate: sampleRate, id: id))
  }

  /// Flings starting now at `velocity` pt/s over `distance` points.
  public func fling(from: CGPoint, velocity: CGPoint, distance: CGFloat, id: Int = 1) {
    perform(
      GestureTrack.fling(
        from: from, velocity: velocity, distance: distance, start: clock.now, rate: sampleRate, id: id))
  }

  /// Holds a finger still at `point` for `duration` seconds, then lifts it.
  public func hold(at point: CGPoint, duration: Double, id: Int = 1) {
    perform(GestureTrack.tap(at: point, start: clock.now, duration: duration, id: id))
  }

  /// Pinches around `center` starting now.
  public func pinch(center: CGPoint, fromSpan: CGFloat, toSpan: CGFloat, duration: Double) {
    perform(
      GestureTrack.pinch(
        center: center, fromSpan: fromSpan, toSpan: toSpan, duration: duration, start: clock.now,
        rate: sampleRate))
  }
}
