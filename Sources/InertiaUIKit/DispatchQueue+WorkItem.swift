// A DispatchWorkItem handed to a queue from ported code, on the injected clock.
import Dispatch
import Foundation
import Inertia

// `inertia port` rewrites `queue.async(execute: item)` and `queue.asyncAfter(deadline:execute: item)`
// to these (a new label: an overload under Dispatch's own would have its exact signature, and a file
// importing Foundation beside InertiaUIKit would find every such call ambiguous). Where the block
// forms of DispatchQueue+MainQueue.swift put a block on the app clock, these put the item's
// `perform()` there, which runs it unless it was cancelled and then wakes its `wait()` and `notify`;
// everywhere else the item goes to Dispatch's own method, as the block forms fall back.
extension DispatchQueue {
  /// Runs `workItem` on the queue, as `async(execute:)` does with a work item: for the main queue
  /// called from the main actor, on the next turn of the app clock (as a block handed to
  /// `DispatchQueue.main.async { … }` runs, in order with such blocks), and from another thread
  /// once the clock next moves; otherwise as Dispatch does.
  /// An item cancelled before its turn does not run, as with Dispatch. `inertia port` writes this
  /// for `queue.async(execute: item)`.
  public func async(appClockExecute workItem: DispatchWorkItem) {
    let item = UncheckedWorkItem(workItem)
    guard DispatchForwarding.isMainQueueOnMainThread(self) else {
      if DispatchForwarding.isMainQueueFromOtherThread(self) {
        return MainQueue.asyncFromOtherThread { item.workItem.perform() }
      }
      return async(execute: workItem)
    }
    async { item.workItem.perform() }
  }

  /// Runs `workItem` at `deadline`, as `asyncAfter(deadline:execute:)` does with a work item: called
  /// from the main actor, once the app clock has moved by the time to the deadline (rounded to the
  /// millisecond), for the main queue and any other (as `asyncAfter(deadline:) { … }` runs a block);
  /// otherwise as Dispatch does. An item cancelled before then does not run (the debounce idiom:
  /// cancel the pending item, schedule a new one). `inertia port` writes this for
  /// `queue.asyncAfter(deadline: d, execute: item)`.
  public func asyncAfter(deadline: DispatchTime, appClockExecute workItem: DispatchWorkItem) {
    guard DispatchForwarding.isMainQueueOnMainThread(DispatchQueue.main),
      !DispatchForwarding.takesBackgroundWork(self)
    else { return asyncAfter(deadline: deadline, execute: workItem) }
    let item = UncheckedWorkItem(workItem)
    asyncAfter(deadline: deadline) { item.workItem.perform() }
  }
}

/// A work item carried into a `@Sendable` block: Dispatch's class is thread-safe but not marked
/// `Sendable` on Linux.
private struct UncheckedWorkItem: @unchecked Sendable {
  let workItem: DispatchWorkItem
  init(_ workItem: DispatchWorkItem) { self.workItem = workItem }
}
