import Foundation
import Inertia

// Foundation's timers on the app clock. A run-loop timer fires by the wall clock, and only while
// the run loop runs: in a replay or a test, whose clock stands still or jumps, it would fire at a
// different frame in every run, or never. The selector forms (which Linux's Foundation lacks) and
// the forms `inertia port` writes for the block timer and `RunLoop.main.add(_:forMode:)` schedule
// the timer on ``Inertia/Window/appClock`` instead. The returned object is a Foundation `Timer`:
// `invalidate()`, `isValid`, `fire()` and `timeInterval` work as on iOS. The modes count: a timer
// scheduled by `scheduledTimer` is in the default mode, so while a scroll view moves it waits and
// fires once after (see `RunLoopModeGate`); adding it for `.common` too keeps it firing.

extension Timer {
  /// Foundation's selector timer, scheduled on the app clock in the default mode: every `interval`
  /// seconds (once when not `repeats`) `selector` is sent to `target` with the timer as the
  /// sender, until the timer is invalidated. The timer holds `target` strongly, as Foundation's
  /// does. `userInfo` is kept. Not isolated to the main actor, as Foundation's is not: a helper
  /// object that is no UI object (Auk's `AutoCancellingTimerInstance: NSObject`) schedules its
  /// timer on the main thread (it traps elsewhere).
  @discardableResult
  nonisolated public class func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) -> Timer {
    let call = SelectorCall(target: target, selector: selector)
    let info = UncheckedValue(userInfo)
    let made = MainActor.assumeIsolated {
      let timer = UserInfoTimer.make(
        interval: interval, target: call.target, selector: call.selector, userInfo: info.value,
        repeats: repeats)
      AppClockTimers.start(timer, interval: interval, repeats: repeats, modes: .default)
      return UncheckedValue(timer)
    }
    return made.timer
  }

  /// Foundation's block timer (`scheduledTimer(withTimeInterval:repeats:block:)`, which
  /// `inertia port` rewrites to this name), scheduled on the app clock in the default mode; the
  /// block runs on the main actor with the timer. Not isolated to the main actor (see
  /// ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``).
  @discardableResult
  nonisolated public class func scheduledAppClockTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
  ) -> Timer {
    let timer = Timer(fire: Date(), interval: AppClockTimers.sanitized(interval), repeats: repeats) { timer in
      let fired = UncheckedValue(timer)
      MainActor.assumeIsolated { block(fired.timer) }
    }
    let started = UncheckedValue(timer)
    MainActor.assumeIsolated {
      AppClockTimers.start(started.timer, interval: interval, repeats: repeats, modes: .default)
    }
    return timer
  }

  /// Foundation's unscheduled selector timer; ``Foundation/RunLoop/addToAppClock(_:forMode:)``
  /// (what `inertia port` writes for `RunLoop.main.add(_:forMode:)`) starts it. Foundation on
  /// Linux keeps no user info on a timer made this way: its `userInfo` is nil. Not isolated to the
  /// main actor (see ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``).
  nonisolated public convenience init(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) {
    self.init(
      fire: Date(), interval: AppClockTimers.sanitized(interval), repeats: repeats,
      block: SelectorCall(target: target, selector: selector).block)
    let made = UncheckedValue(self)
    MainActor.assumeIsolated { AppClockTimers.remember(interval, of: made.timer) }
  }
}

extension Timer {
  /// Foundation's unscheduled block timer (`Timer(timeInterval:repeats:block:)`, which
  /// `inertia port` rewrites to this label), first firing `interval` seconds after it is made, as
  /// Apple's Foundation makes it: Linux's sets the fire date to now and keeps no interval for a
  /// timer that does not repeat. ``Foundation/RunLoop/addToAppClock(_:forMode:)`` starts it.
  public convenience init(
    appClockTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) {
    self.init(
      fire: Date(timeIntervalSinceNow: AppClockTimers.sanitized(interval)), interval: interval,
      repeats: repeats,
      block: block)
  }
}

extension RunLoop {
  /// Starts `timer` on the app clock (`inertia port` writes this for `RunLoop.main.add(_:forMode:)`
  /// and `RunLoop.current.add(_:forMode:)`): it fires after its interval, then every interval when
  /// it repeats, while the main run loop runs in `mode` or another mode it was added for (see
  /// `RunLoopModeGate`: in `.default` it waits while a scroll view moves, in `.common` it does
  /// not). Adding a started timer again only adds the mode; an invalidated one is left alone. A
  /// non-repeating timer made by
  /// Foundation's own initializers (`Timer(timeInterval:repeats:block:)`, whose `timeInterval`
  /// reads 0) fires after the time to its fire date, rounded to the millisecond: the interval it
  /// was made with, not on the next turn. Not isolated to the main actor, as `RunLoop.add` is not:
  /// a helper object that is no UI object schedules its timer on the main thread (it traps
  /// elsewhere).
  nonisolated public func addToAppClock(_ timer: Timer, forMode mode: RunLoop.Mode) {
    let added = UncheckedValue(timer)
    MainActor.assumeIsolated {
      let timer = added.timer
      let repeats = timer.timeInterval > 0
      let interval =
        AppClockTimers.interval(of: timer)
        ?? (repeats ? timer.timeInterval : AppClockTimers.delay(toFireDateOf: timer))
      AppClockTimers.start(timer, interval: interval, repeats: repeats, modes: RunLoopModes([mode]))
    }
  }
}

/// A selector and its target, handed to Foundation's `@Sendable` timer block and used on the main
/// actor only.
struct SelectorCall: @unchecked Sendable {
  let target: Any
  let selector: Selector

  /// Foundation's timer block: sends the selector to the target, the timer as the sender (timers
  /// fire on the main actor).
  var block: @Sendable (Timer) -> Void {
    { timer in
      let fired = UncheckedValue(timer)
      MainActor.assumeIsolated { selector.send(to: target, sender: fired.timer, event: nil) }
    }
  }
}

/// A Foundation timer that keeps the user info it was made with (Linux's `Timer` always answers
/// nil).
final class UserInfoTimer: Timer, @unchecked Sendable {
  private let info: Any?

  private init(
    interval: TimeInterval, repeats: Bool, userInfo: Any?, block: @escaping @Sendable (Timer) -> Void
  ) {
    info = userInfo
    super.init(fire: Date(), interval: AppClockTimers.sanitized(interval), repeats: repeats, block: block)
  }

  override var userInfo: Any? { info }

  @MainActor static func make(
    interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) -> UserInfoTimer {
    UserInfoTimer(
      interval: interval, repeats: repeats, userInfo: userInfo,
      block: SelectorCall(target: target, selector: selector).block)
  }
}

/// A value handed across a `@Sendable` boundary that is only ever read on the main actor (the
/// timers fire there).
struct UncheckedValue: @unchecked Sendable {
  let value: Any?
  init(_ value: Any?) { self.value = value }
  /// The value as the timer it is.
  var timer: Timer { value as! Timer }
}

/// The app-clock side of Foundation timers: one clock timer per started Foundation timer.
@MainActor
enum AppClockTimers {
  /// A selector timer made unscheduled, with its interval (Foundation forgets a one-shot timer's).
  struct Unscheduled {
    weak var timer: Timer?
    let interval: TimeInterval
  }
  /// The unscheduled selector timers, by timer.
  static var unscheduled: [ObjectIdentifier: Unscheduled] = [:]
  /// The clock timers of started Foundation timers, by the Foundation timer.
  static var running: [ObjectIdentifier: ClockTimer] = [:]
  /// The run-loop modes of started Foundation timers, by the Foundation timer.
  static var modes: [ObjectIdentifier: RunLoopModes] = [:]

  /// Fires `timer` after `interval` seconds (Foundation's 0.1 ms for a non-positive or
  /// non-finite one), then every interval while it `repeats` and stays valid, each time the main
  /// run loop runs in one of `modes` (`RunLoopModeGate`). A started timer only gains the modes.
  static func start(_ timer: Timer, interval: TimeInterval, repeats: Bool, modes added: RunLoopModes) {
    let id = ObjectIdentifier(timer)
    guard timer.isValid else { return }
    modes[id, default: []].formUnion(added)
    guard running[id]?.isValid != true, !RunLoopModeGate.isWaiting(id) else { return }
    unscheduled[id] = nil
    let clock = Window.appClock
    running[id] = clock.schedule(after: sanitized(interval), repeats: repeats) {
      guard timer.isValid else { return stop(id) }
      RunLoopModeGate.run(modes[id] ?? [], on: clock, source: id) {
        guard timer.isValid else { return stop(id) }
        timer.fire()
        if !timer.isValid || !repeats { stop(id) }
      }
    }
  }

  /// Foundation's rule for a non-positive interval (0.1 ms instead), also applied to non-finite
  /// ones.
  nonisolated static func sanitized(_ interval: TimeInterval) -> TimeInterval {
    interval.isFinite && interval > 0 ? interval : 0.0001
  }

  /// Records the interval of a selector timer made unscheduled, dropping the records of timers
  /// that are gone.
  static func remember(_ interval: TimeInterval, of timer: Timer) {
    if unscheduled.count >= 64 { unscheduled = unscheduled.filter { $0.value.timer != nil } }
    unscheduled[ObjectIdentifier(timer)] = Unscheduled(timer: timer, interval: interval)
  }

  /// The seconds from now to `timer`'s fire date (set when it was made, the interval ahead),
  /// rounded to the millisecond; 0 for a date past.
  static func delay(toFireDateOf timer: Timer) -> TimeInterval {
    max((timer.fireDate.timeIntervalSinceNow * 1000).rounded() / 1000, 0)
  }

  /// The interval a selector timer was made with, while it has not started.
  static func interval(of timer: Timer) -> TimeInterval? {
    guard let record = unscheduled[ObjectIdentifier(timer)], record.timer === timer else { return nil }
    return record.interval
  }

  private static func stop(_ id: ObjectIdentifier) {
    running[id]?.invalidate()
    running[id] = nil
    modes[id] = nil
  }
}

extension Timer {
  /// A timer that is never scheduled (Foundation's `Timer()` on Apple platforms, NSObject's
  /// initializer): programs keep one as a placeholder and `invalidate()` it before scheduling the
  /// real one. It fires only if `fire()` is called, doing nothing. (`Timer()` calls this: NSObject's
  /// `init()` cannot be given back to Timer in an extension.)
  public convenience init(unscheduled: Void = ()) {
    self.init(timeInterval: 0, repeats: false) { _ in }
  }
}
