import Foundation

/// A Fenwick tree of non-negative heights: a row's position (the sum of the heights before it) and
/// the row at a position, each in O(log n). The partial sums are Float64 (8 bytes per row); the
/// heights themselves are kept as Float32 while every one of them is exactly a Float32 (whole and
/// half points, and most fractions of a power of two: 12 bytes per row in all), else as Float64
/// (16 bytes per row). Sums are exact for such heights, and within a millionth of a point at row
/// 1,000,000 for any others (each prefix adds at most log2(n) partial sums).
///
/// See also: ``TableRowHeights``.
struct PrefixSumTree: Sendable {
  /// The heights while all are exact in Float32 (empty otherwise).
  private var narrow: [Float] = []
  /// The heights once one of them is not exact in Float32 (empty otherwise).
  private var wide: [Double] = []
  /// Whether the heights live in ``narrow``.
  private var isNarrow = true
  /// The partial sums, 1-based: `tree[i]` sums the `i & -i` values ending at `i - 1`.
  private var tree: [Double] = []
  /// The largest power of two not above the count (the first step of a descent).
  private var topStep: Int
  /// The number of values.
  let count: Int

  /// A tree over `values` (negative and non-finite values count as 0), built in O(n).
  init(_ values: [Double]) {
    self.init(count: values.count) { heights in
      values.withUnsafeBufferPointer { source in
        guard let from = source.baseAddress, let to = heights.baseAddress else { return }
        to.update(from: from, count: source.count)
      }
    }
  }

  /// A tree over `count` heights that `fill` writes into the buffer it is given (negative and
  /// non-finite values count as 0). The heights are written straight into the partial sums'
  /// storage, which is then summed in place in one O(n) pass (each node adds itself to its
  /// parent), so no array of heights is made on the way and nothing is inserted one by one.
  init(count: Int, fill: (UnsafeMutableBufferPointer<Double>) -> Void) {
    let count = max(count, 0)
    self.count = count
    topStep = count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
    var tree = [Double](repeating: 0, count: count + 1)
    tree.withUnsafeMutableBufferPointer { sums in fill(UnsafeMutableBufferPointer(rebasing: sums[1...])) }
    var exact = true
    // Cleaned and checked in one pass; the Float32 copy is written on the way (every element).
    let narrow = [Float](unsafeUninitializedCapacity: count) { narrow, initialized in
      tree.withUnsafeMutableBufferPointer { sums in
        for node in 1..<(count + 1) {
          let value = sums[node]
          let clean = Self.isPositive(value) ? value : 0
          sums[node] = clean
          let single = Float(clean)
          narrow[node - 1] = single
          exact = exact && Double(single) == clean
        }
      }
      initialized = count
    }
    if exact {
      self.narrow = narrow
    } else {
      wide = Array(tree[1...])
      isNarrow = false
    }
    tree.withUnsafeMutableBufferPointer { sums in
      for node in 1..<(count + 1) {
        let parent = node + (node & -node)
        if parent <= count { sums[parent] += sums[node] }
      }
    }
    self.tree = tree
  }

  @inline(__always)
  private static func isPositive(_ value: Double) -> Bool { value > 0 && value < .infinity }

  /// The value at `index` (which must be in 0..<count).
  @inline(__always)
  func value(at index: Int) -> Double { isNarrow ? Double(narrow[index]) : wide[index] }

  /// Bytes held: the heights (4 or 8 per row) and the partial sums (8 per row).
  var storedBytes: Int { count * (isNarrow ? 4 : 8) + tree.count * 8 }

  /// The sum of the first `end` values (clamped to 0...count).
  func prefix(_ end: Int) -> Double {
    var index = min(max(end, 0), count)
    var sum = 0.0
    while index > 0 {
      sum += tree[index]
      index &= index - 1
    }
    return sum
  }

  /// The sum of every value.
  var total: Double { prefix(count) }

  /// Replaces the value at `index` (non-finite or negative values count as 0); a value that is not
  /// exact in Float32 moves every height to Float64 storage once.
  mutating func set(_ index: Int, to value: Double) {
    guard index >= 0, index < count else { return }
    let cleaned = Self.isPositive(value) ? value : 0
    let delta = cleaned - self.value(at: index)
    guard delta != 0 else { return }
    if isNarrow && Double(Float(cleaned)) != cleaned {
      wide = narrow.map(Double.init)
      narrow = []
      isNarrow = false
    }
    if isNarrow { narrow[index] = Float(cleaned) } else { wide[index] = cleaned }
    var node = index + 1
    while node <= count {
      tree[node] += delta
      node += node & -node
    }
  }

  /// The number of leading values whose running sum stays at or below `position`: the index of
  /// the value that contains `position` (zero values are passed over), or `count` past the end.
  func index(containing position: Double) -> Int { locate(position).index }

  /// ``index(containing:)`` and how far `position` lies past the start of that value (`position`
  /// less the sum before it), from the same descent.
  func locate(_ position: Double) -> (index: Int, remaining: Double) {
    guard position >= 0 else { return (0, position) }
    var node = 0
    var remaining = position
    var step = topStep
    while step > 0 {
      let next = node + step
      if next <= count, tree[next] <= remaining {
        node = next
        remaining -= tree[next]
      }
      step >>= 1
    }
    return (node, remaining)
  }
}
