import Foundation

/// Counts of the work measuring passes did, for checking what a cache saves: give one to a
/// ``LayoutContext`` and read it after the pass. Counting costs a branch per stack and per
/// measured child; a context without statistics (the default) counts nothing.
///
/// See also: ``LayoutContext``, ``StackLayoutCache``.
public final class LayoutStatistics: @unchecked Sendable {
  private let lock = NSLock()
  private var stacks = 0
  private var measured = 0
  private var reused = 0

  /// Creates zeroed counts.
  public init() {}

  /// How many times a stack ran its algorithm (each measure of a stack not answered by its
  /// parent's cache).
  public var stackLayouts: Int { read { stacks } }
  /// How many times a stack measured a child (no kept layout for its kind and range).
  public var childMeasures: Int { read { measured } }
  /// How many times a stack took a child's kept layout instead of measuring it.
  public var reusedLayouts: Int { read { reused } }

  /// Sets every count to zero.
  public func reset() {
    lock.lock()
    defer { lock.unlock() }
    (stacks, measured, reused) = (0, 0, 0)
  }

  func countStack(measured newlyMeasured: Int, reused newlyReused: Int) {
    lock.lock()
    defer { lock.unlock() }
    stacks += 1
    measured += newlyMeasured
    reused += newlyReused
  }

  private func read(_ value: () -> Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return value()
  }
}
