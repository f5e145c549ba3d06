import Foundation
import InertiaUIKit
import Testing

/// A background queue's hop back to the main queue (SquareFlowLayout's example loads its images
/// on a queue of its own and hands each to the main queue; every loader written so does): on iOS
/// the main run loop runs the block; here it joins the app clock's main queue when the clock next
/// moves, where before it went to Dispatch's main queue, which no host drains, and never ran.
@MainActor
@Suite struct MainQueueOtherThreadTests {
  @MainActor final class Log {
    var events: [String] = []
  }

  /// Runs `body` on a queue of its own and waits until it has returned.
  private func onBackgroundQueue(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue(label: "loader").async {
      body()
      done.signal()
    }
    done.wait()
  }

  @Test func aBackgroundQueuesHopRunsOnTheNextTurnOfTheClock() {
    let (clock, _, _) = trialHost(UIViewController())
    let log = Log()
    DispatchQueue.main.async { log.events.append("main first") }
    onBackgroundQueue {
      DispatchQueue.main.async { MainActor.assumeIsolated { log.events.append("from loader") } }
    }
    #expect(log.events.isEmpty)
    clock.advance(by: 1.0 / 60)
    #expect(log.events == ["main first", "from loader"])
    clock.advance(by: 1)
    #expect(log.events.count == 2)
  }

  @Test func aBackgroundQueuesDelayedHopCountsItsDelayOnTheClock() {
    let (clock, _, _) = trialHost(UIViewController())
    let log = Log()
    onBackgroundQueue {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        MainActor.assumeIsolated { log.events.append("late") }
      }
      let item = DispatchWorkItem { MainActor.assumeIsolated { log.events.append("item") } }
      DispatchQueue.main.async(appClockExecute: item)
      let cancelled = DispatchWorkItem { MainActor.assumeIsolated { log.events.append("cancelled") } }
      DispatchQueue.main.async(appClockExecute: cancelled)
      cancelled.cancel()
    }
    // Taken in as the clock leaves 0: the item on the next turn, the block half a second on.
    clock.advance(by: 0.25)
    #expect(log.events == ["item"])
    clock.advance(by: 0.2)
    #expect(log.events == ["item"])
    clock.advance(by: 0.1)
    #expect(log.events == ["item", "late"])
  }
}
