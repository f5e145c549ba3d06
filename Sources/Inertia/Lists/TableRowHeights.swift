import Foundation

/// The heights of a table's rows, numbered across sections: stored as nothing (one height for all),
/// as a ``PrefixSumTree`` (a height per row from the delegate), or as an estimate plus the rows
/// measured so far (self-sizing). Positions and lookups are O(log n) in every form.
///
/// See also: ``TableGeometry``.
struct TableRowHeights: Sendable {
  private enum Storage: Sendable {
    case uniform(Double)
    case variable(PrefixSumTree)
    case estimated(EstimatedRowHeights)
  }

  private var storage: Storage
  /// The number of rows.
  let count: Int

  /// `count` rows of `height` each; nothing is stored per row.
  static func uniform(_ height: Double, count: Int) -> TableRowHeights {
    TableRowHeights(storage: .uniform(Self.clean(height)), count: max(count, 0))
  }

  /// One height per row.
  static func variable(_ heights: [Double]) -> TableRowHeights {
    TableRowHeights(storage: .variable(PrefixSumTree(heights)), count: heights.count)
  }

  /// `count` rows whose heights `fill` writes into the buffer it is given (every element), with no
  /// array of heights on the way (see ``PrefixSumTree/init(count:fill:)``).
  static func variable(count: Int, fill: (UnsafeMutableBufferPointer<Double>) -> Void) -> TableRowHeights {
    let tree = PrefixSumTree(count: count, fill: fill)
    return TableRowHeights(storage: .variable(tree), count: tree.count)
  }

  /// `count` rows of `estimate` each until measured; only measured rows are stored.
  static func estimated(_ estimate: Double, count: Int) -> TableRowHeights {
    let rows = max(count, 0)
    return TableRowHeights(
      storage: .estimated(EstimatedRowHeights(estimate: Self.clean(estimate), count: rows)), count: rows)
  }

  private static func clean(_ height: Double) -> Double { height.isFinite && height > 0 ? height : 0 }

  /// Whether rows take their heights from measuring cells.
  var isEstimated: Bool {
    if case .estimated = storage { return true }
    return false
  }

  /// Whether `row` has its real height (always, except unmeasured estimated rows).
  func isMeasured(_ row: Int) -> Bool {
    if case .estimated(let rows) = storage { return rows.isMeasured(row) }
    return true
  }

  /// The height of `row` (0 outside the rows).
  func height(_ row: Int) -> Double {
    guard row >= 0, row < count else { return 0 }
    switch storage {
    case .uniform(let height): return height
    case .variable(let tree): return tree.value(at: row)
    case .estimated(let rows): return rows.height(row)
    }
  }

  /// The sum of the heights of the rows before `row`.
  func top(_ row: Int) -> Double {
    let end = min(max(row, 0), count)
    switch storage {
    case .uniform(let height): return Double(end) * height
    case .variable(let tree): return tree.prefix(end)
    case .estimated(let rows): return rows.prefix(end)
    }
  }

  /// The sum of every height.
  var total: Double {
    if case .estimated(let rows) = storage { return rows.total }
    return top(count)
  }

  /// What ``span(_:cursor:)`` remembers between calls: the last block of estimated rows it read
  /// (its top, where its running sums start and which of its rows are measured) and the version of
  /// the heights it was read from.
  struct Cursor {
    fileprivate var block = -1
    fileprivate var blockTop = 0.0
    /// The block's first running sum in ``EstimatedRowHeights``' pool, or -1 when it has none.
    fileprivate var base = -1
    fileprivate var mask: UInt64 = 0
    fileprivate var version = -1

    /// A cursor that remembers nothing yet.
    init() {}
  }

  /// A row's top (as ``top(_:)``), its height and whether that height is measured.
  struct Span {
    /// The sum of the heights of the rows before it.
    var top: Double
    /// Its height (the estimate while it is not measured).
    var height: Double
    /// Whether ``height`` is real (always, except unmeasured estimated rows).
    var isMeasured: Bool
  }

  /// The top, height and measured state of `row`, which must be in 0..<count, in one look at
  /// the storage, for rows read in order: estimated rows reuse what `cursor` holds of their block
  /// (read with one descent of the block tree) while the row stays in the block and no height
  /// changed.
  @inline(__always)
  func span(_ row: Int, cursor: inout Cursor) -> Span {
    if case .uniform(let height) = storage {
      return Span(top: Double(row) * height, height: height, isMeasured: true)
    }
    return storedSpan(row, cursor: &cursor)
  }

  /// ``span(_:cursor:)`` of variable or estimated rows (out of line, so the uniform case stays a
  /// multiplication where it is inlined).
  private func storedSpan(_ row: Int, cursor: inout Cursor) -> Span {
    switch storage {
    case .uniform(let height): return Span(top: Double(row) * height, height: height, isMeasured: true)
    case .variable(let tree):
      return Span(top: tree.prefix(row), height: tree.value(at: row), isMeasured: true)
    case .estimated(let rows): return rows.span(row, cursor: &cursor)
    }
  }

  /// The row containing `position` (zero-height rows are passed over), or `count` past the end.
  func index(containing position: Double) -> Int {
    guard position >= 0 else { return 0 }
    switch storage {
    case .uniform(let height):
      guard height > 0 else { return count }
      let index = position / height
      return index >= Double(count) ? count : Int(index)
    case .variable(let tree): return tree.index(containing: position)
    case .estimated(let rows): return rows.index(containing: position)
    }
  }

  /// Records the real height of `row` (a measured self-sizing cell); returns the change.
  @discardableResult
  mutating func setHeight(_ row: Int, to height: Double) -> Double {
    guard row >= 0, row < count else { return 0 }
    let old = self.height(row)
    let new = Self.clean(height)
    switch storage {
    case .uniform:
      guard new != old else { return 0 }
      var values = [Double](repeating: old, count: count)
      values[row] = new
      storage = .variable(PrefixSumTree(values))
    case .variable(var tree):
      storage = .uniform(0)  // Releases the tree's buffer so the update does not copy it.
      tree.set(row, to: new)
      storage = .variable(tree)
    case .estimated(var rows):
      storage = .uniform(0)
      rows.set(row, to: new)
      storage = .estimated(rows)
    }
    return new - old
  }

  /// Bytes held per the storage form (for tests and benchmarks).
  var storedBytes: Int {
    switch storage {
    case .uniform: return 0
    case .variable(let tree): return tree.storedBytes
    case .estimated(let rows): return rows.storedBytes
    }
  }
}

/// Estimated rows: rows grouped in blocks of 64 whose totals live in a ``PrefixSumTree``; only
/// blocks holding a measured row keep heights, as 64 running sums in a shared pool (a row's top
/// within its block and the row at a position are one read or a binary search; no hashing), and
/// one bit per row says which rows were measured.
struct EstimatedRowHeights: Sendable {
  static let blockSize = 64
  let estimate: Double
  let count: Int
  private var blocks: PrefixSumTree
  /// Per block, the index of its running sums in ``sums`` divided by the block size, or -1.
  private var slots: [Int32]
  /// The running sums of measured blocks: entry `k` of a block is the sum of its first `k + 1` rows.
  private var sums: [Double] = []
  private var masks: [UInt64]

  init(estimate: Double, count: Int) {
    self.estimate = estimate
    self.count = count
    let blockCount = (count + Self.blockSize - 1) / Self.blockSize
    var totals = [Double](repeating: Double(Self.blockSize) * estimate, count: blockCount)
    if blockCount > 0 {
      totals[blockCount - 1] = Double(count - (blockCount - 1) * Self.blockSize) * estimate
    }
    blocks = PrefixSumTree(totals)
    slots = [Int32](repeating: -1, count: blockCount)
    masks = [UInt64](repeating: 0, count: blockCount)
    total = prefix(count)
  }

  func isMeasured(_ row: Int) -> Bool {
    masks[row / Self.blockSize] & (1 << UInt64(row % Self.blockSize)) != 0
  }

  func height(_ row: Int) -> Double {
    guard isMeasured(row) else { return estimate }
    let base = Int(slots[row / Self.blockSize]) * Self.blockSize
    let offset = row % Self.blockSize
    return offset == 0 ? sums[base] : sums[base + offset] - sums[base + offset - 1]
  }

  /// Counts changes of height, so a ``TableRowHeights/Cursor`` knows when its block top is stale.
  private(set) var version = 0
  /// `prefix(count)`, kept up to date by ``set(_:to:)`` (the content height is read every frame,
  /// heights change only when a row is measured).
  private(set) var total = 0.0

  func prefix(_ end: Int) -> Double {
    let block = end / Self.blockSize
    return prefix(end, blockTop: blocks.prefix(block))
  }

  /// ``TableRowHeights/span(_:cursor:)`` for a row in 0..<count.
  @inline(__always)
  func span(_ row: Int, cursor: inout TableRowHeights.Cursor) -> TableRowHeights.Span {
    let block = row / Self.blockSize
    if cursor.block != block || cursor.version != version {
      let slot = slots[block]
      cursor.block = block
      cursor.blockTop = blocks.prefix(block)
      cursor.base = slot < 0 ? -1 : Int(slot) * Self.blockSize
      cursor.mask = masks[block]
      cursor.version = version
    }
    let within = row - block * Self.blockSize
    guard cursor.base >= 0 else {
      return TableRowHeights.Span(
        top: cursor.blockTop + Double(within) * estimate, height: estimate, isMeasured: false)
    }
    let before = within == 0 ? 0 : sums[cursor.base + within - 1]
    let isMeasured = cursor.mask & (1 << UInt64(within)) != 0
    return TableRowHeights.Span(
      top: cursor.blockTop + before, height: isMeasured ? sums[cursor.base + within] - before : estimate,
      isMeasured: isMeasured)
  }

  private func prefix(_ end: Int, blockTop sum: Double) -> Double {
    let block = end / Self.blockSize
    let within = end - block * Self.blockSize
    guard within > 0 else { return sum }
    let slot = slots[block]
    guard slot >= 0 else { return sum + Double(within) * estimate }
    return sum + sums[Int(slot) * Self.blockSize + within - 1]
  }

  func index(containing position: Double) -> Int {
    let (block, remaining) = blocks.locate(position)
    guard block < slots.count else { return count }
    let start = block * Self.blockSize
    let end = min(start + Self.blockSize, count)
    let slot = slots[block]
    guard slot >= 0 else {
      guard estimate > 0, remaining >= 0 else { return remaining < 0 ? start : end }
      return min(start + Int(remaining / estimate), end)
    }
    // The first row whose running sum passes `remaining` (zero-height rows are passed over).
    let base = Int(slot) * Self.blockSize
    var low = 0
    var high = end - start
    while low < high {
      let middle = (low + high) / 2
      if sums[base + middle] <= remaining { low = middle + 1 } else { high = middle }
    }
    return start + low
  }

  mutating func set(_ row: Int, to height: Double) {
    let block = row / Self.blockSize
    let offset = row % Self.blockSize
    let rows = min(Self.blockSize, count - block * Self.blockSize)
    if slots[block] < 0 {
      slots[block] = Int32(sums.count / Self.blockSize)
      for index in 0..<Self.blockSize { sums.append(Double(min(index + 1, rows)) * estimate) }
    }
    masks[block] |= 1 << UInt64(offset)
    version &+= 1
    let base = Int(slots[block]) * Self.blockSize
    let delta = height - self.height(row)
    guard delta != 0 else { return }
    for index in offset..<Self.blockSize { sums[base + index] += delta }
    blocks.set(block, to: sums[base + rows - 1])
    total = prefix(count)
  }

  var storedBytes: Int {
    blocks.storedBytes + slots.count * 4 + masks.count * 8 + sums.count * 8
  }
}
