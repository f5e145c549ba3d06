import Foundation
import Inertia

// The run-loop modes ported code names, reduced to the two UIKit runs the main run loop in (see
// `MainRunLoop`): `.default` at rest, `.tracking` while a scroll view moves, `.common`
// in both. A mode the main run loop never runs in (one the program names itself) is neither.

extension RunLoopModes {
  /// The modes among `modes` that the main run loop runs in.
  init(_ modes: some Sequence<RunLoop.Mode>) {
    self = []
    for mode in modes {
      switch mode {
      case .default: insert(.default)
      case .tracking: insert(.tracking)
      case .common: formUnion(.common)
      default: break
      }
    }
  }
}

extension CFRunLoopMode {
  /// The Foundation mode of the same name.
  var foundationMode: RunLoop.Mode { RunLoop.Mode(rawValue: rawValue) }
}

/// The mode check of InertiaUIKit's run-loop timers and delayed performs: a source due while the
/// main run loop runs in none of its modes does not fire then. One added for the default mode that
/// comes due while a scroll view moves fires once, on the clock's first turn after the scrolling
/// ends, however many of its firings the scrolling spanned, as a run loop fires a timer late at its
/// next check and a repeating one then keeps its original schedule. One added for the tracking
/// mode alone that comes due at rest is skipped.
@MainActor
enum RunLoopModeGate {
  /// The sources already waiting for the scrolling to end (a repeating timer waits once).
  private static var waiting: Set<ObjectIdentifier> = []

  /// Runs `fire` now when the main run loop on `clock` runs one of `modes`, once the scrolling ends
  /// when it waits for that, or not at all. `source`, when given, waits at most once at a time.
  static func run(
    _ modes: RunLoopModes, on clock: any FrameClock, source: ObjectIdentifier? = nil,
    _ fire: @escaping @MainActor () -> Void
  ) {
    let current = MainRunLoop.currentMode(on: clock)
    if modes.contains(current) { return fire() }
    guard current == .tracking, modes.contains(.default) else { return }
    if let source {
      guard waiting.insert(source).inserted else { return }
      MainRunLoop.whenTrackingEnds(on: clock) {
        waiting.remove(source)
        fire()
      }
    } else {
      MainRunLoop.whenTrackingEnds(on: clock, fire)
    }
  }

  /// Whether `source` waits for the scrolling to end.
  static func isWaiting(_ source: ObjectIdentifier) -> Bool { waiting.contains(source) }
}
