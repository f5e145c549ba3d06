/// The source of time for everything that moves: display-link frames and timers.
///
/// Nothing in Inertia reads the wall clock. Tests and `inertia replay` drive a ``ManualClock``;
/// a window host drives one from the display's vsync.
///
/// See also: ``ManualClock``, ``DisplayLink``, ``ClockTimer``.
@preconcurrency @MainActor
public protocol FrameClock: AnyObject {
  /// The current time in seconds.
  var now: Double { get }
  /// Frames per second at which display links fire.
  var frameRate: Double { get }
  /// Calls `action` once `delay` seconds from now (or every `delay` seconds when `repeats`).
  @discardableResult
  func schedule(after delay: Double, repeats: Bool, _ action: @escaping @MainActor () -> Void) -> ClockTimer
  /// Calls `callback` on every frame until the returned link is invalidated.
  func addDisplayLink(_ callback: @escaping @MainActor (DisplayLink) -> Void) -> DisplayLink
}

/// A pending one-shot or repeating timer on a ``FrameClock``.
@preconcurrency @MainActor
public final class ClockTimer {
  /// When the timer fires next, in clock seconds.
  public internal(set) var fireTime: Double
  /// The repeat interval, or nil for a one-shot timer.
  public let interval: Double?
  /// Whether the timer still fires.
  public private(set) var isValid = true
  let sequence: Int
  let action: @MainActor () -> Void

  init(fireTime: Double, interval: Double?, sequence: Int, action: @escaping @MainActor () -> Void) {
    self.fireTime = fireTime
    self.interval = interval
    self.sequence = sequence
    self.action = action
  }

  /// Stops the timer; it never fires again.
  public func invalidate() { isValid = false }
}

/// A callback that runs once per display frame, like CADisplayLink.
@preconcurrency @MainActor
public final class DisplayLink {
  /// The time of the frame being processed, in clock seconds.
  public internal(set) var timestamp: Double = 0
  /// The time the next frame is due, in clock seconds.
  public internal(set) var targetTimestamp: Double = 0
  /// While true the callback is skipped.
  public var isPaused = false
  /// The clock time before which the link sleeps: the manual clock neither calls it nor counts it
  /// as running until then (an animation waiting out its delay), so it costs no frames.
  var wakeTime = -Double.infinity
  /// Whether the link still fires.
  public private(set) var isValid = true
  let callback: @MainActor (DisplayLink) -> Void

  init(callback: @escaping @MainActor (DisplayLink) -> Void) { self.callback = callback }

  /// Stops the link; its callback never runs again.
  public func invalidate() { isValid = false }
}
