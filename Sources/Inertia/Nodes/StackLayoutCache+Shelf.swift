#if canImport(Darwin)
  import Foundation

  extension StackLayoutCache {
    /// Where a cache keeps its slots between passes: a retained ``Store``'s address, or nil while
    /// a pass holds them, and how many children the last pass reused. On Darwin under a lock
    /// (Synchronization's `Atomic` needs macOS 15, and the package supports macOS 13).
    ///
    /// See also: ``StackLayoutCache/take(count:context:)``.
    final class StoreShelf: @unchecked Sendable {
      private let lock = NSLock()
      private var parked: UnsafeMutableRawPointer?
      private var reusedCount = 0

      /// Puts `new` on the shelf and returns what was there.
      func exchange(_ new: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        lock.lock()
        defer { lock.unlock() }
        let old = parked
        parked = new
        return old
      }

      /// How many children the last pass reused.
      var reused: Int {
        get {
          lock.lock()
          defer { lock.unlock() }
          return reusedCount
        }
        set {
          lock.lock()
          defer { lock.unlock() }
          reusedCount = newValue
        }
      }
    }
  }
#else
  import Synchronization

  extension StackLayoutCache {
    /// Where a cache keeps its slots between passes: a retained ``Store``'s address, or nil while
    /// a pass holds them, and how many children the last pass reused. A pass takes the slots with
    /// one atomic exchange and gives them back with another (no lock taken).
    ///
    /// See also: ``StackLayoutCache/take(count:context:)``.
    struct StoreShelf: ~Copyable {
      private let parked = Atomic<UnsafeMutableRawPointer?>(nil)
      private let reusedCount = Atomic<Int>(0)

      /// Puts `new` on the shelf and returns what was there (what a pass wrote to the store
      /// before giving it back is seen by the pass that takes it next).
      @inline(__always) func exchange(_ new: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        parked.exchange(new, ordering: .acquiringAndReleasing)
      }

      /// How many children the last pass reused.
      var reused: Int {
        @inline(__always) get { reusedCount.load(ordering: .relaxed) }
        @inline(__always) nonmutating set { reusedCount.store(newValue, ordering: .relaxed) }
      }
    }
  }
#endif
