import Foundation

/// Work other threads hand to the main queue (`DispatchQueue.main.async { … }` on a loader's
/// queue), waiting for a clock: a ``ManualClock`` takes it whole as it starts to move and
/// schedules each block on itself. A locked list: background threads add to it, the main actor
/// takes it.
enum OtherThreadsWork {
  private static let waiting = Waiting()

  /// Adds `work`, to run `delay` seconds after a clock takes it.
  static func add(_ delay: Double, _ work: @escaping @Sendable () -> Void) {
    waiting.add(delay, work)
  }

  /// Everything waiting, in the order handed in (empty, without allocating, when nothing waits).
  static func take() -> [(delay: Double, work: @Sendable () -> Void)] {
    waiting.take()
  }

  private final class Waiting: @unchecked Sendable {
    private let lock = NSLock()
    private var blocks: [(delay: Double, work: @Sendable () -> Void)] = []

    func add(_ delay: Double, _ work: @escaping @Sendable () -> Void) {
      lock.lock()
      defer { lock.unlock() }
      blocks.append((delay, work))
    }

    func take() -> [(delay: Double, work: @Sendable () -> Void)] {
      lock.lock()
      defer { lock.unlock() }
      guard !blocks.isEmpty else { return [] }
      let taken = blocks
      blocks = []
      return taken
    }
  }
}
