import Foundation
import Inertia

// Core Foundation's block timers (`CFRunLoopTimerCreateWithHandler`, `CFRunLoopAddTimer`), which
// animation helpers of older UIKit code use through `Timer` (toll-free bridged on iOS). Foundation
// on Linux keeps Core Foundation internal, so InertiaUIKit gives these names: a `CFRunLoopTimer`
// is a Foundation `Timer`, and an added timer fires on the app clock (``Inertia/Window/appClock``)
// as InertiaUIKit's other timers do, so a test's or a replay's clock drives it.
// `CFAbsoluteTimeGetCurrent()` reads the same clock, so a fire date computed from it is reached
// after the intended delay.

/// Core Foundation's timer type: Foundation's `Timer` (toll-free bridged on iOS).
public typealias CFRunLoopTimer = Timer
/// Core Foundation's run loop: Foundation's `RunLoop`.
public typealias CFRunLoop = RunLoop
/// Seconds since the reference date (1 January 2001).
public typealias CFAbsoluteTime = Double
/// Core Foundation's option flags.
public typealias CFOptionFlags = UInt
/// Core Foundation's index type.
public typealias CFIndex = Int

/// Core Foundation's allocator (only the default one exists here).
public struct CFAllocator: Sendable {}
/// The default allocator.
public let kCFAllocatorDefault: CFAllocator? = nil

/// A run loop mode: a timer added for `defaultMode` waits while a scroll view moves and fires once
/// after (`RunLoopModeGate`); one added for `commonModes` fires throughout.
public struct CFRunLoopMode: Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The default mode.
  public static let defaultMode = CFRunLoopMode(rawValue: "kCFRunLoopDefaultMode")
  /// The common modes.
  public static let commonModes = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")
}

/// The current run loop (the main one: UI code runs on the main actor).
public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.main }
/// The main run loop.
public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }

/// The current absolute time: the app clock's time past a fixed date (2026-01-01 in reference-date
/// seconds), so that differences between two readings are app-clock durations.
@preconcurrency @MainActor
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  CoreFoundationTimers.epoch + Window.appClock.now
}

/// A timer that calls `block` at `fireDate`, then every `interval` seconds when `interval` is
/// positive. Nothing happens until ``CFRunLoopAddTimer(_:_:_:)`` adds it.
@preconcurrency @MainActor
public func CFRunLoopTimerCreateWithHandler(
  _ allocator: CFAllocator?, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
  _ flags: CFOptionFlags, _ order: CFIndex, _ block: @escaping (CFRunLoopTimer?) -> Void
) -> CFRunLoopTimer! {
  let call = UncheckedTimerBlock(block: block)
  let timer = Timer(
    fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: interval.isFinite ? max(interval, 0) : 0,
    repeats: interval.isFinite && interval > 0
  ) { timer in call.block(timer) }
  CoreFoundationTimers.fireDates[ObjectIdentifier(timer)] = fireDate.isFinite ? fireDate : 0
  return timer
}

/// Starts `timer` on the app clock: it fires at its fire date (at once when that has passed), then
/// every interval while it repeats and stays valid, each time the main run loop runs in `mode` or
/// another mode it was added for. Adding a started timer again only adds the mode.
@preconcurrency @MainActor
public func CFRunLoopAddTimer(_ runLoop: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
  guard let timer else { return }
  CoreFoundationTimers.start(timer, modes: RunLoopModes([(mode ?? .defaultMode).foundationMode]))
}

/// Stops `timer` (it never fires again).
@preconcurrency @MainActor
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) {
  timer?.invalidate()
}

/// Stops `timer`, as removing it from the run loop does.
@preconcurrency @MainActor
public func CFRunLoopRemoveTimer(_ runLoop: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
  timer?.invalidate()
}

/// A Core Foundation timer block handed to Foundation's `@Sendable` block; timers fire on the main
/// actor only.
struct UncheckedTimerBlock: @unchecked Sendable {
  let block: (CFRunLoopTimer?) -> Void
}

/// The app-clock side of Core Foundation timers.
@MainActor
enum CoreFoundationTimers {
  /// The absolute time of the app clock's zero (2026-01-01 00:00 UTC in reference-date seconds).
  static let epoch: CFAbsoluteTime = 788_918_400
  /// The fire dates timers were made with, until they start.
  static var fireDates: [ObjectIdentifier: CFAbsoluteTime] = [:]
  /// The clock timers of started timers.
  static var running: [ObjectIdentifier: ClockTimer] = [:]
  /// The run-loop modes of started timers.
  static var modes: [ObjectIdentifier: RunLoopModes] = [:]

  /// Starts `timer` in `added` modes (a started timer only gains them): it fires at its fire date,
  /// then every interval, each time when the main run loop runs one of its modes
  /// (`RunLoopModeGate`).
  static func start(_ timer: Timer, modes added: RunLoopModes) {
    let id = ObjectIdentifier(timer)
    guard timer.isValid else { return }
    modes[id, default: []].formUnion(added)
    guard running[id] == nil else { return }
    let fireDate = fireDates.removeValue(forKey: id) ?? CFAbsoluteTimeGetCurrent()
    let delay = max(fireDate - CFAbsoluteTimeGetCurrent(), 0)
    let interval = timer.timeInterval
    let clock = Window.appClock
    running[id] = clock.schedule(after: delay, repeats: false) {
      guard timer.isValid else { return stop(id) }
      RunLoopModeGate.run(modes[id] ?? [], on: clock, source: id) { fire(timer, id: id) }
      guard timer.isValid, interval > 0 else { return }
      running[id] = clock.schedule(after: interval, repeats: true) {
        guard timer.isValid else { return stop(id) }
        RunLoopModeGate.run(modes[id] ?? [], on: clock, source: id) { fire(timer, id: id) }
      }
    }
  }

  /// Fires `timer` when it is still valid; a timer that does not repeat is done after it.
  private static func fire(_ timer: Timer, id: ObjectIdentifier) {
    guard timer.isValid else { return stop(id) }
    timer.fire()
    if !timer.isValid || timer.timeInterval <= 0 { stop(id) }
  }

  static func stop(_ id: ObjectIdentifier) {
    running[id]?.invalidate()
    running[id] = nil
    modes[id] = nil
  }
}
