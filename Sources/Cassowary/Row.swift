/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
  /// No symbol (index 0 is reserved).
  case invalid
  /// A user variable, unrestricted in sign.
  case external
  /// The slack of an inequality (>= 0).
  case slack
  /// The error of a non-required constraint (>= 0, minimized).
  case error
  /// The marker of a required equality (always 0, never pivoted).
  case dummy
}

/// One term of a row: a symbol (a dense id into the solver's tables) and its coefficient.
struct Cell {
  var symbol: Int
  var coefficient: Double
}

/// One row of the tableau: `constant + sum(coefficient * symbol)`.
///
/// The cells are a vector of slots sorted by symbol id. A cell that cancels or is removed stays
/// as a *tombstone* (coefficient exactly 0) until the tombstones outnumber the live cells, so
/// taking a symbol out of a long row is one binary search, not a shift of everything after it.
/// Adding a multiple of a short row to a long one updates it in place (one binary search per
/// cell of the short row, new symbols appended at the end, as the ids of new symbols are the
/// highest); otherwise it is one merge of two sorted vectors. Every choice made from a row
/// (entering and leaving symbols) takes the lowest id among equals, so no result depends on
/// hashing (nothing is hashed per cell).
struct Row {
  var constant: Double
  /// The cells and tombstones, sorted by symbol.
  private(set) var slots: [Cell]
  /// How many slots are tombstones.
  private(set) var dead = 0

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.slots = cells
  }

  /// The live cells, in symbol order.
  var cells: LazyFilterSequence<[Cell]> { slots.lazy.filter { $0.coefficient != 0 } }

  /// How many live cells the row has.
  var count: Int { slots.count - dead }

  /// Whether the row has no live cell.
  var isEmpty: Bool { slots.count == dead }

  /// The absolute size below which a new or summed cell is dropped. kiwi's 1e-8 drops real cells
  /// of rows whose parameters later take values in the thousands (a required constraint then
  /// drifts by 1e-8 times those values); 1e-10 keeps them, and the ratio tests' pivot tolerances
  /// (not this one) keep the smaller residues from being divided by.
  static let dropTolerance = 1e-10

  /// The tolerance below which a new cell counts as zero.
  @inline(__always)
  static func nearZero(_ value: Double) -> Bool { abs(value) < dropTolerance }

  /// Whether `sum`, the result of adding `part` to `old`, counts as zero: below the absolute
  /// ``dropTolerance`` (a purely relative test would keep small residues that later become pivots on noise),
  /// or within 1e-11 of the operands' size (large operands, such as objective cells weighted by
  /// strong strengths, leave residues above it that would otherwise enter as improvements).
  @inline(__always)
  static func cancels(_ sum: Double, _ old: Double, _ part: Double) -> Bool {
    let size = abs(sum)
    return size < dropTolerance || size <= 1e-11 * max(abs(old), abs(part))
  }

  /// The position of `symbol` among the slots from `low` on, or where it would go, whether it is
  /// there (live or a tombstone), and how many slots the search probed.
  @inline(__always)
  func position(of symbol: Int, from low: Int = 0) -> (index: Int, found: Bool, probes: Int) {
    var low = low
    var high = slots.count
    var probes = 1
    while low < high {
      probes += 1
      let middle = (low + high) >> 1
      let candidate = slots[middle].symbol
      if candidate == symbol { return (middle, true, probes) }
      if candidate < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false, probes)
  }

  func coefficient(for symbol: Int) -> Double {
    let (index, found, _) = position(of: symbol)
    return found ? slots[index].coefficient : 0
  }

  func contains(_ symbol: Int) -> Bool { coefficient(for: symbol) != 0 }

  /// Adds `coefficient` to one cell, dropping it when it cancels. Returns +1 when a cell was
  /// created, -1 when one was dropped, 0 otherwise.
  @discardableResult
  mutating func insert(_ symbol: Int, _ coefficient: Double) -> Int {
    let (index, found, _) = position(of: symbol)
    if found && slots[index].coefficient != 0 {
      let value = slots[index].coefficient + coefficient
      if Row.cancels(value, slots[index].coefficient, coefficient) {
        bury(index)
        return -1
      }
      slots[index].coefficient = value
      return 0
    }
    guard !Row.nearZero(coefficient) else { return 0 }
    if found {
      slots[index].coefficient = coefficient
      dead -= 1
    } else {
      slots.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    }
    return 1
  }

  /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Int) -> Double {
    var work = 0
    return remove(symbol, work: &work)
  }

  /// Removes `symbol`'s cell and returns its coefficient (0 when absent), adding the slots it
  /// probed and moved to `work`.
  mutating func remove(_ symbol: Int, work: inout Int) -> Double {
    let (index, found, probes) = position(of: symbol)
    work += probes
    guard found else { return 0 }
    let coefficient = slots[index].coefficient
    if coefficient != 0 { work += bury(index) }
    return coefficient
  }

  /// Drops the tombstones and the cells below ``dropTolerance``: the row that summing its cells
  /// afresh would give (see `Solver.accumulate(_:_:)`).
  mutating func compact() {
    guard dead > 0 || slots.contains(where: { Row.nearZero($0.coefficient) }) else { return }
    slots.removeAll { Row.nearZero($0.coefficient) }
    dead = 0
  }

  /// Turns a live slot into a tombstone; compacts when tombstones outnumber live cells, and
  /// returns the slots that moved.
  @discardableResult
  private mutating func bury(_ index: Int) -> Int {
    slots[index].coefficient = 0
    dead += 1
    guard dead > 8 && dead * 2 > slots.count else { return 0 }
    let moved = slots.count
    slots.removeAll { $0.coefficient == 0 }
    dead = 0
    return moved
  }

  mutating func reverseSign() {
    constant = -constant
    for index in slots.indices { slots[index].coefficient = -slots[index].coefficient }
  }

  /// Solves `0 = row` for `symbol` (which must be in it): the row becomes `symbol = rest`.
  mutating func solve(for symbol: Int) {
    let scale = -1 / remove(symbol)
    constant *= scale
    if dead > 0 {
      slots.removeAll { $0.coefficient == 0 }
      dead = 0
    }
    for index in slots.indices { slots[index].coefficient *= scale }
  }

  /// Solves `lhs = row` for `rhs`.
  mutating func solve(_ lhs: Int, for rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// The tree depth of a binary search over `count` slots.
  @inline(__always)
  static func depth(_ count: Int) -> Int { Int.bitWidth - count.leadingZeroBitCount + 1 }

  /// Adds `factor * other` to this row (constant and cells) and returns the slots it read, probed
  /// and wrote. When `other` is short against this row, its cells are found by binary search and
  /// updated in place: new symbols past the end are appended, a new symbol in the middle takes a
  /// tombstone nearby or shifts the slots after it (one memory move, charged an eighth of a cell
  /// per slot: a merge of the whole row reads and branches on every cell, and in a long stack's
  /// rows of 500 cells, pivoted by rows of 5 or 6, it was 10 times the time). When `other` is
  /// long, the row is one merge into `scratch`, which ends up holding the old slots (emptied,
  /// capacity kept). The symbols whose cell appears are appended to `created`, those whose cell
  /// cancels to `dropped`.
  @inline(__always)
  mutating func add(
    _ other: Row, times factor: Double, scratch: inout [Cell], created: inout [Int], dropped: inout [Int]
  ) -> Int {
    constant += factor * other.constant
    let otherCount = other.slots.count
    if otherCount * Row.depth(slots.count) < slots.count {
      var work = 0
      var low = 0
      for cell in other.slots {
        let value = factor * cell.coefficient
        let (index, found, probes) = position(of: cell.symbol, from: low)
        work += probes
        if found {
          let moved = update(index, by: value, created: &created, dropped: &dropped)
          // A compaction moved the slots: search the rest from the start again.
          low = moved > 0 ? 0 : index
          work += moved
        } else if Row.nearZero(value) {
          low = index
        } else {
          let new = Cell(symbol: cell.symbol, coefficient: value)
          created.append(cell.symbol)
          if index == slots.count {
            slots.append(new)
            work += 1
            low = index
          } else {
            // A new cell in the middle: into a tombstone nearby, or the slots after it shift.
            let (slot, moved) = fill(at: index, with: new) ?? shiftIn(new, at: index)
            work += moved
            low = slot + 1
          }
        }
      }
      return work
    }
    let work = slots.count + otherCount
    merge(other, times: factor, scratch: &scratch, created: &created, dropped: &dropped)
    return work
  }

  /// How far from a new cell's place ``fill(at:with:)`` looks for a tombstone to take.
  static let fillReach = 32

  /// Puts `cell` at `index` (where its symbol belongs, not there yet) by shifting the slots between
  /// it and a tombstone at most ``fillReach`` slots away over that tombstone: the cell's slot and
  /// the slots moved, or nil (nothing changed) when no tombstone is that close. A view squeezed to
  /// its floor trades its kept size's error for its floor's slack in the stack's long rows; the
  /// error's slot, buried just before, is then a few slots away, and the row is not merged again.
  @inline(__always)
  private mutating func fill(at index: Int, with cell: Cell) -> (slot: Int, moved: Int)? {
    guard dead > 0 else { return nil }
    for distance in 0..<Row.fillReach {
      let right = index + distance
      if right < slots.count && slots[right].coefficient == 0 {
        var slot = right
        while slot > index {
          slots[slot] = slots[slot - 1]
          slot -= 1
        }
        slots[index] = cell
        dead -= 1
        return (index, distance + 1)
      }
      let left = index - 1 - distance
      if left >= 0 && slots[left].coefficient == 0 {
        var slot = left
        while slot < index - 1 {
          slots[slot] = slots[slot + 1]
          slot += 1
        }
        slots[index - 1] = cell
        dead -= 1
        return (index - 1, distance + 1)
      }
      if right >= slots.count && left < 0 { return nil }
    }
    return nil
  }

  /// Puts `cell` at `index` by shifting the slots after it (one memory move): its slot and the
  /// work charged for it (an eighth of a cell per slot moved, plus one).
  @inline(__always)
  private mutating func shiftIn(_ cell: Cell, at index: Int) -> (slot: Int, moved: Int) {
    slots.insert(cell, at: index)
    return (index, (slots.count - index) / 8 + 1)
  }

  /// Adds `value` to the slot at `index` (live or a tombstone); returns the slots moved.
  @inline(__always)
  private mutating func update(_ index: Int, by value: Double, created: inout [Int], dropped: inout [Int])
    -> Int
  {
    let old = slots[index].coefficient
    if old == 0 {
      guard !Row.nearZero(value) else { return 0 }
      slots[index].coefficient = value
      dead -= 1
      created.append(slots[index].symbol)
      return 0
    }
    let sum = old + value
    guard Row.cancels(sum, old, value) else {
      slots[index].coefficient = sum
      return 0
    }
    dropped.append(slots[index].symbol)
    return bury(index)
  }

  /// Merges `factor * other` into the slots (tombstones on either side count as absent and are
  /// left out of the result).
  private mutating func merge(
    _ other: Row, times factor: Double, scratch: inout [Cell], created: inout [Int], dropped: inout [Int]
  ) {
    scratch.removeAll(keepingCapacity: true)
    scratch.reserveCapacity(slots.count - dead + other.slots.count)
    var left = 0
    var right = 0
    let leftCount = slots.count
    let rightCount = other.slots.count
    while left < leftCount || right < rightCount {
      if right == rightCount || (left < leftCount && slots[left].symbol < other.slots[right].symbol) {
        if slots[left].coefficient != 0 { scratch.append(slots[left]) }
        left += 1
        continue
      }
      let symbol = other.slots[right].symbol
      let value = factor * other.slots[right].coefficient
      let old: Double
      if left < leftCount && slots[left].symbol == symbol {
        old = slots[left].coefficient
        left += 1
      } else {
        old = 0
      }
      right += 1
      if old == 0 {
        if !Row.nearZero(value) {
          scratch.append(Cell(symbol: symbol, coefficient: value))
          created.append(symbol)
        }
      } else if value == 0 {
        scratch.append(Cell(symbol: symbol, coefficient: old))
      } else {
        let sum = old + value
        if Row.cancels(sum, old, value) {
          dropped.append(symbol)
        } else {
          scratch.append(Cell(symbol: symbol, coefficient: sum))
        }
      }
    }
    swap(&slots, &scratch)
    dead = 0
  }
}

/// A min-heap of symbol ids with set semantics (a flag per symbol says whether it is queued), for
/// choosing the lowest-numbered candidate (Bland's rule) without scanning.
struct SymbolHeap {
  private var items: [Int] = []
  private var queued: [Bool] = [false]

  var isEmpty: Bool { items.isEmpty }

  /// Makes room for symbol ids up to `count - 1`.
  mutating func grow(to count: Int) {
    if queued.count < count { queued.append(contentsOf: repeatElement(false, count: count - queued.count)) }
  }

  mutating func insert(_ symbol: Int) {
    guard !queued[symbol] else { return }
    queued[symbol] = true
    items.append(symbol)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[child] < items[parent] else { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  /// The lowest queued symbol, still queued.
  var min: Int? { items.first }

  /// Takes the lowest queued symbol out.
  mutating func popMin() -> Int? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let top = items.removeLast()
    queued[top] = false
    siftDown(from: 0)
    return top
  }

  /// Keeps the queued symbols for which `predicate` holds (called once per queued symbol, in no
  /// particular order) and drops the others.
  mutating func keep(_ predicate: (Int) -> Bool) {
    var kept = 0
    for index in items.indices {
      let symbol = items[index]
      if predicate(symbol) {
        items[kept] = symbol
        kept += 1
      } else {
        queued[symbol] = false
      }
    }
    guard kept < items.count else { return }
    items.removeLast(items.count - kept)
    // Heapify (sift each parent down, last parent first).
    var start = items.count / 2
    while start > 0 {
      start -= 1
      siftDown(from: start)
    }
  }

  /// Moves the symbol at `index` down until neither child is smaller (a binary min-heap).
  private mutating func siftDown(from index: Int) {
    var parent = index
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count && items[left] < items[smallest] { smallest = left }
      if right < items.count && items[right] < items[smallest] { smallest = right }
      guard smallest != parent else { return }
      items.swapAt(parent, smallest)
      parent = smallest
    }
  }

  mutating func removeAll() {
    for symbol in items { queued[symbol] = false }
    items.removeAll(keepingCapacity: true)
  }
}
