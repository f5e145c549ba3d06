import Foundation

/// The main queue of ported code (InertiaUIKit's `DispatchQueue.main.async` and `asyncAfter`) on
/// the injected clock, so a replay runs its blocks at the same points every time.
///
/// A block handed to ``async(_:)`` runs on the next turn of ``Window/appClock`` (the first timer
/// of its next advance, before any frame that advance draws), in the order handed in; blocks
/// handed in while those run wait one frame interval (a block that queues itself again runs once
/// a frame, never in a loop that stops time). ``asyncAfter(_:_:)`` runs a block once the
/// clock has moved by its delay (at a frame's time, before that frame, when due together).
/// Nothing runs on the wall clock, and nothing runs while the clock stands still, as on iOS
/// nothing runs until the run loop turns. ``drain()`` runs what is pending at once. Blocks other
/// threads hand to the main queue (``asyncFromOtherThread(after:_:)``) join it when the clock
/// next moves.
///
/// See also: ``ManualClock``, ``FrameClock/schedule(after:repeats:_:)``.
@preconcurrency @MainActor
public enum MainQueue {
  private static var pending: [@MainActor () -> Void] = []
  private static var turn: ClockTimer?
  /// The clock ``turn`` waits on: when the app clock is replaced, the waiting blocks move to the
  /// new one (a clock nobody advances any more would hold them for ever).
  private static weak var turnClock: FrameClock?
  private static var isDraining = false

  /// How many blocks wait for the next turn.
  public static var pendingCount: Int { pending.count }

  /// Runs `work` on the next turn of the app clock, after the blocks already waiting (which move
  /// to the app clock if it was replaced since they were handed in).
  public static func async(_ work: @escaping @MainActor () -> Void) {
    pending.append(work)
    let clock = Window.appClock
    guard turn == nil || turnClock !== clock else { return }
    turn?.invalidate()
    let wait = isDraining ? 1 / max(clock.frameRate, 1) : 0
    turn = clock.schedule(after: wait, repeats: false) { drain() }
    turnClock = clock
  }

  /// Runs `work` once the app clock has moved `delay` seconds (infinite: never; NaN, zero or
  /// negative: on the next turn). Blocks due at the same time run in the order handed in.
  public static func asyncAfter(_ delay: Double, _ work: @escaping @MainActor () -> Void) {
    if delay == .infinity { return }
    guard delay.isFinite, delay > 0 else { return async(work) }
    Window.appClock.schedule(after: delay, repeats: false) { work() }
  }

  /// Runs every block waiting now, in order; blocks they hand in wait for the next turn.
  public static func drain() {
    turn?.invalidate()
    turn = nil
    let blocks = pending
    pending = []
    let outer = isDraining
    isDraining = true
    defer { isDraining = outer }
    for block in blocks { block() }
  }

  /// Hands `work` to the main queue from any thread, as a background queue's
  /// `DispatchQueue.main.async { … }` does on iOS (an image loaded, a request answered): the next
  /// time a ``ManualClock`` moves, it runs on the main actor on that clock's next turn (after
  /// `delay` seconds counted from then), after the blocks already waiting for that turn. Dispatch's
  /// own main queue is drained by no test or replay host, so such work never ran.
  nonisolated public static func asyncFromOtherThread(
    after delay: Double = 0, _ work: @escaping @Sendable () -> Void
  ) {
    OtherThreadsWork.add(delay, work)
  }

  /// The seconds from now to a Dispatch deadline (`uptimeNanoseconds`, read against `now` also
  /// in uptime nanoseconds), rounded to the millisecond: the microseconds between the caller's
  /// `.now()` and this reading do not reach the clock, so the same script gives the same delay.
  nonisolated public static func delay(untilUptime deadline: UInt64, now: UInt64) -> Double {
    guard deadline != UInt64.max else { return .infinity }
    let nanoseconds = deadline >= now ? Double(deadline - now) : -Double(now - deadline)
    return (nanoseconds / 1_000_000).rounded() / 1000
  }
}
