// Dispatch's timer sources from ported code, on the injected clock.
import Dispatch
import Foundation
import Inertia
import Logging

private let timerSourceLog = Logger(label: "InertiaUIKit.AppClockTimerSource")

/// Dispatch's timer source (`DispatchSourceTimer`) on the app clock: what `inertia port` makes of
/// `DispatchSource.makeTimerSource(flags:queue:)` (``Dispatch/DispatchSource/makeAppClockTimerSource(flags:queue:)``)
/// and of the `DispatchSourceTimer` type, with the same methods.
///
/// Dispatch's own timer fires by the wall clock on its queue; in a replay or a test, whose clock
/// stands still or jumps, its handler would run at a different frame in every run, or never (and
/// a handler on another queue that hands its work to the main queue waits for a run loop the host
/// does not run). This one fires on ``Inertia/Window/appClock``, on the main actor, for any queue
/// it was made for, as `DispatchQueue.asyncAfter(deadline:execute:)` does for ported code:
/// - **Deadlines.** A `DispatchTime` deadline (`.now() + 1`) is read when `schedule` is called, as
///   the time from Dispatch's `.now()` at that moment to the deadline, rounded to the millisecond
///   (the microseconds between the program's `.now()` and this reading do not reach the clock,
///   so the same script gives the same times), and the timer first fires once the app clock has
///   moved by that much. A `DispatchWallTime` deadline is read the same way against
///   `DispatchWallTime.now()`. `.distantFuture` never fires; a deadline past fires on the next turn.
/// - **Repeats** every `repeating` seconds of the app clock after the first firing (at exact
///   multiples: no drift), `.never` (the default) or an infinite interval fires once; an interval
///   shorter than a frame repeats once a frame. The leeway is ignored (the app clock is exact).
/// - **States**, as Dispatch's: made inactive; `activate()` or the first `resume()` starts it;
///   `suspend()` and `resume()` nest, and firings while suspended are delivered once on resume,
///   with `data` counting them; `cancel()` stops it for good, runs the cancel handler on the next
///   turn (once the timer is active and not suspended) and then releases the handlers. A resume
///   more than the suspends (which traps in Dispatch) is ignored with a diagnostic.
/// - **Lifetime.** The clock holds the timer weakly: a timer the program does not keep stops
///   firing when it is freed, as a Dispatch source does.
/// - A timer made off the main thread is Dispatch's own, and all its methods forward to it.
///
/// Unlike `Timer` in the default run-loop mode, a Dispatch timer on the main queue keeps firing
/// while a scroll view tracks or decelerates: it is not a run-loop timer.
///
/// See also: ``Inertia/MainQueue``, `Timer.scheduledAppClockTimer(withTimeInterval:repeats:block:)`.
public final class AppClockTimerSource: @unchecked Sendable {
  /// Dispatch's own timer, for a timer made off the main thread; nil on the app clock.
  private let dispatchTimer: DispatchSourceTimer?
  // The state below is read and written on the main actor only.
  private var eventHandler: (() -> Void)?
  private var cancelHandler: (() -> Void)?
  private var registrationHandler: (() -> Void)?
  private var isActivated = false
  private var suspendCount = 0
  private var cancelled = false
  private var isCancelHandlerDue = false
  /// The first firing, in app-clock seconds, and the repeat interval in seconds (nil: once).
  private var plan: (fireTime: Double, interval: Double?)?
  private var clock: FrameClock?
  private var clockTimer: ClockTimer?
  /// Firings not yet handed to the handler (while suspended).
  private var undelivered: UInt = 0
  private var delivered: UInt = 0

  /// A timer made by ``Dispatch/DispatchSource/makeAppClockTimerSource(flags:queue:)``: inactive,
  /// with no schedule. Off the main thread, Dispatch's own timer with `flags` on `queue`.
  init(flags: DispatchSource.TimerFlags, queue: DispatchQueue?) {
    if DispatchForwarding.isMainQueueOnMainThread(DispatchQueue.main) {
      dispatchTimer = nil
    } else {
      dispatchTimer = DispatchSource.makeTimerSource(flags: flags, queue: queue)
    }
  }

  deinit {
    // The clock's timer would go on firing for nothing (it holds this timer weakly).
    guard dispatchTimer == nil, let timer = clockTimer,
      DispatchForwarding.isMainQueueOnMainThread(DispatchQueue.main)
    else { return }
    MainActor.assumeIsolated { timer.invalidate() }
  }

  // MARK: Scheduling

  /// Fires at `deadline` (read now against Dispatch's `.now()`, see the type's notes), then every
  /// `interval` (`.never`, the default: once). Replaces an earlier schedule and forgets firings
  /// not yet delivered. `leeway` is ignored.
  public func schedule(
    deadline: DispatchTime, repeating interval: DispatchTimeInterval = .never,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    if let timer = dispatchTimer {
      return timer.schedule(deadline: deadline, repeating: interval, leeway: leeway)
    }
    let delay = MainQueue.delay(
      untilUptime: deadline.uptimeNanoseconds, now: DispatchTime.now().uptimeNanoseconds)
    plan(delay: delay, interval: Self.seconds(interval))
  }

  /// ``schedule(deadline:repeating:leeway:)`` with the interval in seconds (infinite: once).
  public func schedule(
    deadline: DispatchTime, repeating interval: Double, leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    if let timer = dispatchTimer {
      return timer.schedule(deadline: deadline, repeating: interval, leeway: leeway)
    }
    let delay = MainQueue.delay(
      untilUptime: deadline.uptimeNanoseconds, now: DispatchTime.now().uptimeNanoseconds)
    plan(delay: delay, interval: Self.seconds(interval))
  }

  /// ``schedule(deadline:repeating:leeway:)`` with a wall-clock deadline, read against
  /// `DispatchWallTime.now()` when called.
  public func schedule(
    wallDeadline: DispatchWallTime, repeating interval: DispatchTimeInterval = .never,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    if let timer = dispatchTimer {
      return timer.schedule(wallDeadline: wallDeadline, repeating: interval, leeway: leeway)
    }
    plan(delay: Self.delay(until: wallDeadline), interval: Self.seconds(interval))
  }

  /// ``schedule(wallDeadline:repeating:leeway:)`` with the interval in seconds (infinite: once).
  public func schedule(
    wallDeadline: DispatchWallTime, repeating interval: Double, leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    if let timer = dispatchTimer {
      return timer.schedule(wallDeadline: wallDeadline, repeating: interval, leeway: leeway)
    }
    plan(delay: Self.delay(until: wallDeadline), interval: Self.seconds(interval))
  }

  /// Swift 3's one-shot spelling: ``schedule(deadline:repeating:leeway:)`` without repeats.
  public func scheduleOneshot(deadline: DispatchTime, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    schedule(deadline: deadline, repeating: .never, leeway: leeway)
  }

  /// Swift 3's one-shot spelling with a wall-clock deadline.
  public func scheduleOneshot(wallDeadline: DispatchWallTime, leeway: DispatchTimeInterval = .nanoseconds(0))
  {
    schedule(wallDeadline: wallDeadline, repeating: .never, leeway: leeway)
  }

  /// Swift 3's repeating spelling: ``schedule(deadline:repeating:leeway:)``.
  public func scheduleRepeating(
    deadline: DispatchTime, interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    schedule(deadline: deadline, repeating: interval, leeway: leeway)
  }

  /// Swift 3's repeating spelling, the interval in seconds.
  public func scheduleRepeating(
    deadline: DispatchTime, interval: Double, leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    schedule(deadline: deadline, repeating: interval, leeway: leeway)
  }

  /// Swift 3's repeating spelling with a wall-clock deadline.
  public func scheduleRepeating(
    wallDeadline: DispatchWallTime, interval: DispatchTimeInterval,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    schedule(wallDeadline: wallDeadline, repeating: interval, leeway: leeway)
  }

  /// Swift 3's repeating spelling with a wall-clock deadline, the interval in seconds.
  public func scheduleRepeating(
    wallDeadline: DispatchWallTime, interval: Double, leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    schedule(wallDeadline: wallDeadline, repeating: interval, leeway: leeway)
  }

  // MARK: Handlers

  /// The block run at each firing (on the main actor at the clock's time of the firing); nil
  /// removes it. `qos` and `flags` are ignored.
  public func setEventHandler(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?
  ) {
    if let timer = dispatchTimer { return timer.setEventHandler(qos: qos, flags: flags, handler: handler) }
    eventHandler = handler
  }

  /// The work item run at each firing.
  public func setEventHandler(handler: DispatchWorkItem) {
    if let timer = dispatchTimer { return timer.setEventHandler(handler: handler) }
    eventHandler = { handler.perform() }
  }

  /// The block run once after ``cancel()``, on the next turn of the app clock.
  public func setCancelHandler(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?
  ) {
    if let timer = dispatchTimer { return timer.setCancelHandler(qos: qos, flags: flags, handler: handler) }
    cancelHandler = handler
  }

  /// The work item run once after ``cancel()``.
  public func setCancelHandler(handler: DispatchWorkItem) {
    if let timer = dispatchTimer { return timer.setCancelHandler(handler: handler) }
    cancelHandler = { handler.perform() }
  }

  /// The block run once when the timer is activated, on the next turn, before any firing it
  /// delivers then.
  public func setRegistrationHandler(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?
  ) {
    if let timer = dispatchTimer {
      return timer.setRegistrationHandler(qos: qos, flags: flags, handler: handler)
    }
    registrationHandler = handler
  }

  /// The work item run once when the timer is activated.
  public func setRegistrationHandler(handler: DispatchWorkItem) {
    if let timer = dispatchTimer { return timer.setRegistrationHandler(handler: handler) }
    registrationHandler = { handler.perform() }
  }

  // MARK: State

  /// Starts an inactive timer (nothing for one already active).
  public func activate() {
    if let timer = dispatchTimer { return timer.activate() }
    onMainActor { $0.start() }
  }

  /// Undoes one ``suspend()``, delivering on the next turn the firings missed while suspended
  /// (once, `data` counting them); on a timer never activated nor suspended, activates it.
  public func resume() {
    if let timer = dispatchTimer { return timer.resume() }
    onMainActor { $0.resumeOnce() }
  }

  /// Holds back the handler until the matching ``resume()``; the timer keeps counting firings.
  public func suspend() {
    if let timer = dispatchTimer { return timer.suspend() }
    onMainActor { $0.suspendCount += 1 }
  }

  /// Stops the timer for good: no firing is delivered after this, and the cancel handler runs on
  /// the next turn (once the timer is active and not suspended).
  public func cancel() {
    if let timer = dispatchTimer { return timer.cancel() }
    onMainActor { $0.stop() }
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { dispatchTimer?.isCancelled ?? cancelled }

  /// In the event handler, how many firings it stands for (more than 1 after a suspension);
  /// 0 outside it.
  public var data: UInt { dispatchTimer?.data ?? delivered }

  /// Dispatch's handle: 0 for a timer.
  public var handle: UInt { dispatchTimer?.handle ?? 0 }

  /// Dispatch's mask: the timer flags (0 here).
  public var mask: UInt { dispatchTimer?.mask ?? 0 }
}

extension DispatchSource {
  /// A timer source on the app clock (``AppClockTimerSource``): `inertia port` writes this for
  /// `DispatchSource.makeTimerSource(flags:queue:)`. Its handlers run on the main actor at the
  /// clock's times, whatever `queue` it is made for; made off the main thread, it is Dispatch's own.
  public class func makeAppClockTimerSource(
    flags: DispatchSource.TimerFlags = [], queue: DispatchQueue? = nil
  ) -> AppClockTimerSource {
    AppClockTimerSource(flags: flags, queue: queue)
  }
}

extension AppClockTimerSource {
  /// Runs `body` with the timer on the main actor (the timer's state lives there).
  private func onMainActor(_ body: @MainActor (AppClockTimerSource) -> Void) {
    MainActor.assumeIsolated { body(self) }
  }

  /// Seconds of a Dispatch interval, nil for `.never`.
  static func seconds(_ interval: DispatchTimeInterval) -> Double? {
    switch interval {
    case .seconds(let value): return Double(value)
    case .milliseconds(let value): return Double(value) / 1e3
    case .microseconds(let value): return Double(value) / 1e6
    case .nanoseconds(let value): return Double(value) / 1e9
    case .never: return nil
    @unknown default: return nil
    }
  }

  /// Seconds of an interval in seconds, nil for an infinite or NaN one (fires once).
  static func seconds(_ interval: Double) -> Double? {
    interval.isFinite ? max(interval, 0) : nil
  }

  /// The seconds from `DispatchWallTime.now()` to `deadline`, rounded to the millisecond
  /// (infinite for `.distantFuture`). Linux's Dispatch writes a wall time as minus its nanoseconds
  /// since 1970.
  static func delay(until deadline: DispatchWallTime) -> Double {
    guard deadline != .distantFuture else { return .infinity }
    func nanoseconds(_ time: DispatchWallTime) -> UInt64 {
      let raw = Int64(bitPattern: time.rawValue)
      return raw < 0 ? UInt64(-raw) : UInt64(raw)
    }
    return MainQueue.delay(untilUptime: nanoseconds(deadline), now: nanoseconds(DispatchWallTime.now()))
  }

  /// Records the schedule (its first firing in app-clock time) and arms it if the timer runs.
  private func plan(delay: Double, interval: Double?) {
    onMainActor { timer in
      let clock = Window.appClock
      timer.clock = clock
      timer.plan = (clock.now + (delay.isNaN ? 0 : max(delay, 0)), interval)
      timer.undelivered = 0
      timer.arm()
    }
  }

  /// Puts the first firing of the plan on the clock (replacing any), when active and not cancelled.
  @MainActor private func arm() {
    clockTimer?.invalidate()
    clockTimer = nil
    guard isActivated, !cancelled, let plan, let clock, plan.fireTime.isFinite else { return }
    clockTimer = clock.schedule(after: max(plan.fireTime - clock.now, 0), repeats: false) { [weak self] in
      self?.fire(first: true)
    }
  }

  /// One firing: after the first, the repeats go on the clock; the handler runs unless suspended.
  @MainActor private func fire(first: Bool) {
    guard !cancelled else { return }
    if first, let interval = plan?.interval, let clock {
      clockTimer = clock.schedule(after: interval, repeats: true) { [weak self] in self?.fire(first: false) }
    }
    undelivered += 1
    if suspendCount == 0 { deliver() }
  }

  /// Runs the event handler for the firings not yet delivered.
  @MainActor private func deliver() {
    guard undelivered > 0, !cancelled, suspendCount == 0 else { return }
    delivered = undelivered
    undelivered = 0
    eventHandler?()
    delivered = 0
  }

  @MainActor private func start() {
    guard !isActivated else { return }
    isActivated = true
    if let registration = registrationHandler {
      registrationHandler = nil
      MainQueue.async { registration() }
    }
    arm()
    runCancelHandlerIfDue()
  }

  @MainActor private func resumeOnce() {
    if !isActivated, suspendCount == 0 { return start() }
    guard suspendCount > 0 else {
      return timerSourceLog.warning(
        "resume() of a timer source that is not suspended ignored (Dispatch traps)")
    }
    suspendCount -= 1
    guard suspendCount == 0, isActivated else { return }
    if undelivered > 0 { MainQueue.async { [weak self] in self?.deliver() } }
    runCancelHandlerIfDue()
  }

  @MainActor private func stop() {
    guard !cancelled else { return }
    cancelled = true
    clockTimer?.invalidate()
    clockTimer = nil
    isCancelHandlerDue = true
    runCancelHandlerIfDue()
  }

  /// After a cancel, once the timer is active and not suspended: the cancel handler on the next
  /// turn, then the handlers are released (a handler holding the timer's owner lets it go).
  @MainActor private func runCancelHandlerIfDue() {
    guard isCancelHandlerDue, isActivated, suspendCount == 0 else { return }
    isCancelHandlerDue = false
    let handler = cancelHandler
    eventHandler = nil
    cancelHandler = nil
    registrationHandler = nil
    if let handler { MainQueue.async { handler() } }
  }
}
