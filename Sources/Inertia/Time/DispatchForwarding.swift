import Dispatch
import Foundation

/// Dispatch's own queue methods, called from a module that does not shadow them (InertiaUIKit's
/// `DispatchQueue` extension hands the main actor's main-queue work to ``MainQueue`` and
/// everything else here).
package enum DispatchForwarding {
  /// Dispatch's `async(group:qos:flags:execute:)`.
  package static func async(
    _ queue: DispatchQueue, group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    _ work: @escaping @Sendable @convention(block) () -> Void
  ) {
    queue.async(group: group, qos: qos, flags: flags, execute: work)
  }

  /// Dispatch's `asyncAfter(deadline:qos:flags:execute:)`.
  package static func asyncAfter(
    _ queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    _ work: @escaping @Sendable @convention(block) () -> Void
  ) {
    queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
  }

  /// Dispatch's `sync(execute:)`.
  package static func sync<T>(_ queue: DispatchQueue, _ work: () throws -> T) rethrows -> T {
    try queue.sync(execute: work)
  }

  /// Whether `queue` is the main queue and the caller runs on it (the main actor's code): then
  /// the block belongs to ``MainQueue``. The queue tells, not the thread: `dispatchMain` serves
  /// the main queue from worker threads on Linux.
  package static func isMainQueueOnMainThread(_ queue: DispatchQueue) -> Bool {
    queue.getSpecific(key: mainQueueKey) == true && DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
