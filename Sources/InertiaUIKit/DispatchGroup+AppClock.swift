// DispatchGroup waits from ported code on the main thread, for blocks moved onto the app clock.
import Dispatch
import Foundation
import Inertia

/// The blocks ported code handed from the main actor to a queue other than the main one with
/// `asyncAfter(deadline:)`, which wait on the app clock (see `DispatchQueue.asyncAfter(deadline:execute:)`)
/// until their time comes or the main thread waits for them.
///
/// On iOS such a block runs on its queue once its delay has passed, whatever the main thread does;
/// code that hands one over and blocks until it has run (`group.enter()`,
/// `queue.asyncAfter(deadline: .now() + delay) { group.leave() }`, `group.wait()`) gets it back
/// after the delay. Here the clock cannot move while the main thread waits, so
/// `DispatchGroup.wait(appClockTimeout:)` (what `inertia port` makes of `wait(timeout:)`) runs the
/// waiting blocks at once, first handed in first, until the group is done.
@preconcurrency @MainActor
enum DeferredQueueWork {
  private static var pending: [(id: Int, work: @Sendable () -> Void)] = []
  private static var nextID = 0

  /// How many blocks wait.
  static var count: Int { pending.count }

  /// Keeps `work` until ``run(_:)`` or ``runFirst()``; returns its number.
  static func add(_ work: @escaping @Sendable () -> Void) -> Int {
    nextID += 1
    pending.append((nextID, work))
    return nextID
  }

  /// Runs block `id` if it has not run yet (its time came on the clock).
  static func run(_ id: Int) {
    guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
    pending.remove(at: index).work()
  }

  /// Runs the block handed in first; false when none waits.
  static func runFirst() -> Bool {
    guard !pending.isEmpty else { return false }
    pending.removeFirst().work()
    return true
  }
}

extension DispatchGroup {
  /// Waits until the group's work is done or `timeout` passes, as `wait(timeout:)` does; on the
  /// main thread it first runs the blocks moved onto the app clock for other queues
  /// (``DeferredQueueWork``), one at a time, until the group is done or none is left, then waits
  /// as Dispatch does. `inertia port` writes `group.wait(timeout: t)` as
  /// `group.wait(appClockTimeout: t)` and `group.wait()` as `group.wait(appClockTimeout: .distantFuture)`.
  @discardableResult
  public func wait(appClockTimeout timeout: DispatchTime) -> DispatchTimeoutResult {
    guard DispatchForwarding.isMainQueueOnMainThread(DispatchQueue.main) else {
      return DispatchForwarding.wait(self, timeout: timeout)
    }
    return MainActor.assumeIsolated {
      while DispatchForwarding.wait(self, timeout: .now()) == .timedOut {
        guard DeferredQueueWork.runFirst() else { return DispatchForwarding.wait(self, timeout: timeout) }
      }
      return .success
    }
  }
}
