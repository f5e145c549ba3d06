import Foundation
import InertiaUIKit
import Testing

/// A `DispatchWorkItem` handed to a queue by ported code (`inertia port` writes
/// `async(appClockExecute:)` and `asyncAfter(deadline:appClockExecute:)` for Dispatch's
/// `execute:` forms) runs on the app clock as blocks do, in order with them; a cancelled item does
/// not run. This file imports Foundation beside InertiaUIKit, as ported files do, where an
/// overload under Dispatch's own label was ambiguous.
@MainActor
@Suite(.serialized) struct DispatchWorkItemTests {
  /// The log MainQueueTests' frames and blocks write into.
  typealias Log = MainQueueTests.Log

  @Test func anItemOnTheMainQueueRunsOnTheNextTurnInOrderWithBlocks() {
    let log = Log()
    let clock = MainQueueTests.clockLoggingFrames(into: log)
    let item = DispatchWorkItem { MainActor.assumeIsolated { log.lines.append("item") } }
    DispatchQueue.main.async { log.lines.append("before") }
    DispatchQueue.main.async(appClockExecute: item)
    DispatchQueue.main.async { log.lines.append("after") }
    #expect(log.lines.isEmpty && MainQueue.pendingCount == 3)
    clock.advance(by: 1 / 60)
    #expect(log.lines == ["before", "item", "after", "frame 1"])
    #expect(!item.isCancelled)
    // Performed: waiting for it returns at once.
    #expect(item.wait(timeout: .now()) == .success)
  }

  @Test func anItemCancelledBeforeItsTurnDoesNotRun() {
    let log = Log()
    let clock = MainQueueTests.clockLoggingFrames(into: log)
    let item = DispatchWorkItem { MainActor.assumeIsolated { log.lines.append("cancelled item") } }
    DispatchQueue.main.async(appClockExecute: item)
    item.cancel()
    clock.advance(by: 2 / 60)
    #expect(log.lines == ["frame 1", "frame 2"])
  }

  /// The debounce idiom of search fields: each keystroke cancels the pending item and schedules
  /// another 0.3 seconds later; only the last runs, at its deadline on the clock.
  @Test func aDebouncedItemRunsOnceAtTheLastDeadline() {
    let log = Log()
    let clock = MainQueueTests.clockLoggingFrames(into: log)
    var pending: DispatchWorkItem?
    for time in [0.0, 0.1, 0.25] {
      clock.advance(to: time)
      pending?.cancel()
      let item = DispatchWorkItem {
        MainActor.assumeIsolated { log.times.append(clock.now) }
      }
      pending = item
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, appClockExecute: item)
    }
    clock.advance(to: 0.54)
    #expect(log.times.isEmpty)
    clock.advance(to: 2)
    #expect(log.times.count == 1 && abs(log.times[0] - 0.55) < 1e-9)
  }

  @Test func otherQueuesKeepDispatchBehaviourForAsync() async {
    MainQueue.drain()
    let offMain = await withCheckedContinuation { continuation in
      let item = DispatchWorkItem { continuation.resume(returning: !Thread.isMainThread) }
      DispatchQueue.global().async(appClockExecute: item)
    }
    #expect(offMain && MainQueue.pendingCount == 0)
  }
}
