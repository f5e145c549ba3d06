import Foundation

/// A Fenwick tree of non-negative heights: a row's position (the sum of the heights before it) and
/// the row at a position, each in O(log n), in 16 bytes per row (the heights and the partial sums).
///
/// See also: ``TableRowHeights``.
struct PrefixSumTree: Sendable {
  /// The heights, in order.
  private(set) var values: [Double]
  /// The partial sums, 1-based: `tree[i]` sums the `i & -i` values ending at `i - 1`.
  private var tree: [Double]
  /// The largest power of two not above the count (the first step of a descent).
  private var topStep: Int

  /// A tree over `values` (negative and non-finite values count as 0), built in O(n).
  init(_ values: [Double]) {
    var cleaned = values
    for index in cleaned.indices where !(cleaned[index].isFinite && cleaned[index] > 0) {
      cleaned[index] = 0
    }
    self.values = cleaned
    var tree = [Double](repeating: 0, count: cleaned.count + 1)
    for index in 1...max(cleaned.count, 1) where index <= cleaned.count {
      tree[index] += cleaned[index - 1]
      let parent = index + (index & -index)
      if parent <= cleaned.count { tree[parent] += tree[index] }
    }
    self.tree = tree
    topStep = Self.topStep(for: cleaned.count)
  }

  private static func topStep(for count: Int) -> Int {
    count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
  }

  /// The number of values.
  var count: Int { values.count }

  /// The sum of the first `end` values (clamped to 0...count).
  func prefix(_ end: Int) -> Double {
    var index = min(max(end, 0), values.count)
    var sum = 0.0
    while index > 0 {
      sum += tree[index]
      index &= index - 1
    }
    return sum
  }

  /// The sum of every value.
  var total: Double { prefix(values.count) }

  /// Replaces the value at `index` (non-finite or negative values count as 0).
  mutating func set(_ index: Int, to value: Double) {
    guard values.indices.contains(index) else { return }
    let cleaned = value.isFinite && value > 0 ? value : 0
    let delta = cleaned - values[index]
    guard delta != 0 else { return }
    values[index] = cleaned
    var node = index + 1
    while node <= values.count {
      tree[node] += delta
      node += node & -node
    }
  }

  /// The number of leading values whose running sum stays at or below `position`: the index of
  /// the value that contains `position` (zero values are passed over), or `count` past the end.
  func index(containing position: Double) -> Int {
    guard position >= 0 else { return 0 }
    var node = 0
    var remaining = position
    var step = topStep
    while step > 0 {
      let next = node + step
      if next <= values.count, tree[next] <= remaining {
        node = next
        remaining -= tree[next]
      }
      step >>= 1
    }
    return node
  }
}
