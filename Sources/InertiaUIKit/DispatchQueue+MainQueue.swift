// DispatchQueue.main.async / asyncAfter from ported code, on the injected clock.
import Dispatch
import Foundation
import Inertia

// The common spellings `queue.async { … }` and `queue.asyncAfter(deadline: …) { … }` resolve to
// these overloads (they use no default arguments, so Swift prefers them to Dispatch's): work
// handed to the main queue from the main queue (the main actor) joins Inertia's MainQueue (the next turn of the
// app clock, or the clock's time of the deadline), so a replay runs it at the same point every
// time. Other queues and threads keep Dispatch's behaviour, as do the forms with a group, a QoS,
// flags or a DispatchWorkItem (Dispatch's own methods).
extension DispatchQueue {
  /// Runs `work` on the queue: for the main queue, on the next turn of the app clock
  /// (``Inertia/MainQueue/async(_:)``), also when another thread hands it in (a background
  /// queue's completion, once the clock next moves); otherwise as Dispatch does.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    guard DispatchForwarding.isMainQueueOnMainThread(self) else {
      if DispatchForwarding.isMainQueueFromOtherThread(self) { return MainQueue.asyncFromOtherThread(work) }
      return DispatchForwarding.async(self, group: nil, qos: .unspecified, flags: [], work)
    }
    MainActor.assumeIsolated { MainQueue.async { work() } }
  }

  /// Runs `work` at `deadline`, once the app clock has moved by the time to the deadline (rounded
  /// to the millisecond, ``Inertia/MainQueue/asyncAfter(_:_:)``), when the main actor asks: for
  /// the main queue, and for any other queue too. Tutorials stand in for a network call with
  /// `DispatchQueue.global().asyncAfter(deadline: .now() + 1) { …; DispatchQueue.main.async { … } }`:
  /// on the wall clock its result would land at a different frame in every run (and never, while
  /// a test's clock stands still), so the block runs on the main actor at the clock's time of the
  /// deadline, and what it hands to the main queue runs on the next turn, as on iOS a second later.
  /// Called from other threads it is Dispatch's (for the main queue, the block runs on the main
  /// actor once a clock moves, the delay counted from then), and so is a block for another queue handed in
  /// by background work (a Texture node block, which iOS runs off the main thread; see
  /// `DispatchForwarding.runAsBackgroundWork(_:)`).
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    let delay = MainQueue.delay(
      untilUptime: deadline.uptimeNanoseconds, now: DispatchTime.now().uptimeNanoseconds)
    asyncAfter(delay: delay, deadline: deadline, work)
  }

  /// ``asyncAfter(deadline:execute:)`` for a wall-clock deadline (`DispatchWallTime.now() + 0.4`,
  /// GKScrollView's delayed cell update after a load-more bounce, the fifty-sixth trial): the delay
  /// to the deadline is read against `DispatchWallTime.now()`, rounded to the millisecond, and the
  /// block runs on the app clock as a `DispatchTime` deadline's does. Before, Dispatch's own method
  /// put it on a main queue that no test or replay host drains, so it never ran.
  public func asyncAfter(
    wallDeadline: DispatchWallTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    let delay = AppClockTimerSource.delay(until: wallDeadline)
    asyncAfter(delay: delay, deadline: delay.isFinite ? .now() + delay : .distantFuture, work)
  }

  /// Runs `work` after `delay` seconds of the app clock on the main actor (Dispatch's at
  /// `deadline` when called from another thread), for both deadline forms.
  private func asyncAfter(
    delay: Double, deadline: DispatchTime, _ work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard DispatchForwarding.isMainQueueOnMainThread(DispatchQueue.main),
      !DispatchForwarding.takesBackgroundWork(self)
    else {
      if DispatchForwarding.isMainQueueFromOtherThread(self), delay.isFinite {
        return MainQueue.asyncFromOtherThread(after: delay, work)
      }
      return DispatchForwarding.asyncAfter(self, deadline: deadline, qos: .unspecified, flags: [], work)
    }
    let isMain = self === DispatchQueue.main
    MainActor.assumeIsolated {
      guard !isMain else { return MainQueue.asyncAfter(delay) { work() } }
      // Another queue's block: the main thread may wait for it (DispatchGroup.wait(appClockTimeout:)).
      let id = DeferredQueueWork.add(work)
      MainQueue.asyncAfter(delay) { DeferredQueueWork.run(id) }
    }
  }

  /// Runs `work` on the queue and waits for it: for the main queue called from the main queue
  /// (where Dispatch would wait forever, and where ported blocks that ran on another queue on iOS
  /// run here, see ``asyncAfter(deadline:execute:)``), at once; otherwise as Dispatch does.
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    guard DispatchForwarding.isMainQueueOnMainThread(self) else {
      return try DispatchForwarding.sync(self, work)
    }
    return try work()
  }

  /// ``sync(execute:)`` for a block without a result (Dispatch's own spelling of it, which a
  /// closure that returns nothing would otherwise resolve to).
  public func sync(execute block: () -> Void) {
    guard DispatchForwarding.isMainQueueOnMainThread(self) else {
      return DispatchForwarding.sync(self, block)
    }
    block()
  }
}
