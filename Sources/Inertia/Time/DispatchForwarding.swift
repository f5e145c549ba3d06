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

  /// How many blocks that iOS runs off the main thread run now on the main actor (Texture's node
  /// blocks, see ``runAsBackgroundWork(_:)``). While one runs, work it hands to a queue other than
  /// the main one is Dispatch's, as it is for code on a background thread.
  @MainActor package private(set) static var backgroundWorkDepth = 0

  /// Runs `body`, a block iOS runs on a background thread, on the main actor as background work:
  /// `queue.async` and `queue.asyncAfter` for queues other than the main one inside it go to
  /// Dispatch instead of the app clock, so code that hands a block to its own queue and waits for
  /// it (a `DispatchGroup` or semaphore) gets it back, as on iOS, instead of waiting for ever for a
  /// clock that cannot move while the main actor waits.
  @MainActor package static func runAsBackgroundWork<T>(_ body: () throws -> T) rethrows -> T {
    backgroundWorkDepth += 1
    defer { backgroundWorkDepth -= 1 }
    return try body()
  }

  /// Whether `queue` gets work from the main actor as from a background thread: it is not the
  /// main queue and background work (``runAsBackgroundWork(_:)``) runs.
  package static func takesBackgroundWork(_ queue: DispatchQueue) -> Bool {
    guard queue.getSpecific(key: mainQueueKey) != true, DispatchQueue.getSpecific(key: mainQueueKey) == true
    else {
      return false
    }
    return MainActor.assumeIsolated { backgroundWorkDepth > 0 }
  }

  /// Dispatch's `DispatchGroup.wait(timeout:)`.
  package static func wait(_ group: DispatchGroup, timeout: DispatchTime) -> DispatchTimeoutResult {
    group.wait(timeout: timeout)
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

  /// Whether `queue` is the main queue and the caller runs elsewhere (a background queue's
  /// completion hopping back): the block belongs to ``MainQueue`` too, once the clock moves.
  package static func isMainQueueFromOtherThread(_ queue: DispatchQueue) -> Bool {
    queue.getSpecific(key: mainQueueKey) == true && DispatchQueue.getSpecific(key: mainQueueKey) != true
  }

  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
