/// The run-loop modes a source (a display link, a timer, a delayed perform) was added for, reduced
/// to the two UIKit runs the main run loop in: the default mode at rest and the tracking mode
/// (`UITrackingRunLoopMode`) while a scroll view moves. The common modes are both; a mode the main
/// run loop never runs in is neither.
///
/// See also: `MainRunLoop`.
package struct RunLoopModes: OptionSet, Hashable, Sendable {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }

  /// The default mode (`RunLoop.Mode.default`, where `Timer.scheduledTimer` puts a timer).
  package static let `default` = RunLoopModes(rawValue: 1)
  /// UIKit's tracking mode (`RunLoop.Mode.tracking`).
  package static let tracking = RunLoopModes(rawValue: 2)
  /// The common modes (`RunLoop.Mode.common`): on iOS's main run loop, default and tracking.
  package static let common: RunLoopModes = [.default, .tracking]
}

/// A scroll view remembered weakly while it may be moving.
private struct MovingScrollView {
  weak var view: ScrollView?
}

/// A source waiting for the run loop to leave the tracking mode on a clock.
private struct WaitingSource {
  weak var clock: (any FrameClock)?
  let action: @MainActor () -> Void
}

/// The main run loop's mode on each clock, as UIKit runs it: the tracking mode while some scroll
/// view in a window on the clock tracks a finger, is dragged or decelerates, the default mode
/// otherwise. It is the one owner of that state: scroll views report each new activity
/// (``scrollViewActivityDidChange(_:)``), display links and timers ask whether their modes run now
/// (``runs(_:on:)``) and, when one came due in a mode that does not, wait for the mode to change
/// (``whenTrackingEnds(on:_:)``). A timer that came due while its mode was not running fires once
/// when the mode returns, as a run loop fires it at its next check; a display link simply skips the
/// frames.
///
/// See also: `RunLoopModes`, ``ScrollView``, ``FrameClock``.
@MainActor
package enum MainRunLoop {
  /// Scroll views that began tracking, dragging or decelerating, held weakly until they rest.
  private static var moving: [MovingScrollView] = []
  /// Sources that came due while their mode was not running, in the order they came due.
  private static var waiting: [WaitingSource] = []

  /// Whether the main run loop runs in the tracking mode on `clock`: some scroll view in a window
  /// on `clock` is tracking, dragging or decelerating. Scroll views out of a window, or in windows
  /// on other clocks, do not count.
  package static func isTracking(on clock: any FrameClock) -> Bool {
    moving.removeAll { entry in
      guard let view = entry.view else { return true }
      return !view.isMovingForRunLoop
    }
    let tracking = moving.contains { $0.view?.window?.clock === clock }
    if !tracking { releaseWaiting(on: clock) }
    return tracking
  }

  /// The mode the main run loop runs in on `clock` now: `RunLoopModes/tracking` or
  /// `RunLoopModes/default`.
  package static func currentMode(on clock: any FrameClock) -> RunLoopModes {
    isTracking(on: clock) ? .tracking : .default
  }

  /// Whether a source added for `modes` runs now on `clock`.
  package static func runs(_ modes: RunLoopModes, on clock: any FrameClock) -> Bool {
    modes.contains(currentMode(on: clock))
  }

  /// Runs `action` once the run loop on `clock` leaves the tracking mode: on the clock's next turn
  /// after the last scroll view comes to rest (after the frame that ended its motion), or on the
  /// next turn at once when nothing is tracking now.
  package static func whenTrackingEnds(on clock: any FrameClock, _ action: @escaping @MainActor () -> Void) {
    waiting.append(WaitingSource(clock: clock, action: action))
    if !isTracking(on: clock) { releaseWaiting(on: clock) }
  }

  /// Records a scroll view's new activity: one that moves it is remembered until it rests; when the
  /// last moving view on a clock rests, the sources waiting on that clock are released.
  package static func scrollViewActivityDidChange(_ view: ScrollView) {
    if view.isMovingForRunLoop {
      if !moving.contains(where: { $0.view === view }) { moving.append(MovingScrollView(view: view)) }
      return
    }
    moving.removeAll { $0.view == nil || $0.view === view }
    guard let clock = view.window?.clock, !waiting.isEmpty else { return }
    _ = isTracking(on: clock)
  }

  /// Schedules the sources waiting on `clock` for its next turn (a delay of zero: they run after the
  /// callback under way, in the order they came due); sources whose clock is gone are dropped.
  private static func releaseWaiting(on clock: any FrameClock) {
    guard waiting.contains(where: { $0.clock === clock }) else { return }
    var released: [@MainActor () -> Void] = []
    waiting.removeAll { source in
      guard let owner = source.clock else { return true }
      guard owner === clock else { return false }
      released.append(source.action)
      return true
    }
    clock.schedule(after: 0, repeats: false) {
      for action in released { action() }
    }
  }
}
