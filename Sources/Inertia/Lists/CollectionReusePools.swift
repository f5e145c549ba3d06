import Foundation

/// The views a collection view keeps for reuse: one pool per category, kind and reuse identifier.
///
/// A pool is found by its key once (a hash of the strings as they are, with no key string built,
/// so a dequeue or a recycle allocates nothing once its pool exists and has held as many views as
/// it will hold) and is an array in ``pools`` thereafter, as the table keeps its pools.
@preconcurrency @MainActor
struct CollectionReusePools {
  /// Names a pool: cells have the empty kind; supplementary and decoration views their kind.
  struct Key: Hashable {
    var category: CollectionViewLayoutAttributes.ElementCategory
    var kind: String
    var identifier: String
  }

  /// The index in ``pools`` of each pool made so far.
  private var indices: [Key: Int] = [:]
  /// The waiting views, the most recently recycled last.
  private var pools: [[CollectionReusableView]] = []

  /// Takes the most recently recycled view of the pool `key`, if it has one.
  mutating func pop(_ key: Key) -> CollectionReusableView? {
    guard let pool = indices[key] else { return nil }
    return pools[pool].popLast()
  }

  /// Puts `view` in the pool `key`, making the pool the first time.
  mutating func push(_ view: CollectionReusableView, _ key: Key) {
    if let pool = indices[key] {
      pools[pool].append(view)
    } else {
      indices[key] = pools.count
      pools.append([view])
    }
  }
}
