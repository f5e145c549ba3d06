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
  /// (``Inertia/MainQueue/async(_:)``); otherwise as Dispatch does.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    guard DispatchForwarding.isMainQueueOnMainThread(self) else {
      return DispatchForwarding.async(self, group: nil, qos: .unspecified, flags: [], work)
    }
    MainActor.assumeIsolated { MainQueue.async { work() } }
  }

  /// Runs `work` at `deadline`: for the main queue, once the app clock has moved by the time to
  /// the deadline (rounded to the millisecond, ``Inertia/MainQueue/asyncAfter(_:_:)``);
  /// otherwise as Dispatch does.
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard DispatchForwarding.isMainQueueOnMainThread(self) else {
      return DispatchForwarding.asyncAfter(self, deadline: deadline, qos: .unspecified, flags: [], work)
    }
    let delay = MainQueue.delay(
      untilUptime: deadline.uptimeNanoseconds, now: DispatchTime.now().uptimeNanoseconds)
    MainActor.assumeIsolated { MainQueue.asyncAfter(delay) { work() } }
  }
}
