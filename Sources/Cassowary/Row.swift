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
/// The cells are a vector sorted by symbol id, with no zero coefficients: looking one up is a
/// binary search, adding a multiple of another row is one merge of two sorted vectors, and every
/// choice made from a row (entering and leaving symbols) takes the lowest id among equals, so no
/// result depends on hashing (nothing is hashed per cell).
struct Row {
  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The tolerance below which a constant counts as zero (kiwi's).
  @inline(__always)
  static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

  /// Whether `sum`, the result of adding `part` to `old`, counts as zero (kiwi's absolute 1e-8:
  /// a relative test keeps residues that later become pivots on noise).
  @inline(__always)
  static func cancels(_ sum: Double, _ old: Double, _ part: Double) -> Bool { abs(sum) < 1e-8 }

  /// The position of `symbol` in the cells, or where it would go (and whether it is there).
  @inline(__always)
  func position(of symbol: Int) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let candidate = cells[middle].symbol
      if candidate == symbol { return (middle, true) }
      if candidate < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  func coefficient(for symbol: Int) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  func contains(_ symbol: Int) -> Bool { position(of: symbol).found }

  /// Adds `coefficient` to one cell, dropping it when it cancels. Returns +1 when a cell was
  /// created, -1 when one was dropped, 0 otherwise.
  @discardableResult
  mutating func insert(_ symbol: Int, _ coefficient: Double) -> Int {
    let (index, found) = position(of: symbol)
    if found {
      let value = cells[index].coefficient + coefficient
      if Row.cancels(value, cells[index].coefficient, coefficient) {
        cells.remove(at: index)
        return -1
      }
      cells[index].coefficient = value
      return 0
    }
    guard !Row.nearZero(coefficient) else { return 0 }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return 1
  }

  /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Int) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Solves `0 = row` for `symbol` (which must be in it): the row becomes `symbol = rest`.
  mutating func solve(for symbol: Int) {
    let scale = -1 / remove(symbol)
    constant *= scale
    for index in cells.indices { cells[index].coefficient *= scale }
  }

  /// Solves `lhs = row` for `rhs`.
  mutating func solve(_ lhs: Int, for rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Adds `factor * other` to this row (constant and cells) with one merge into `scratch`, which
  /// ends up holding the old cells (emptied, capacity kept). The symbols whose cell appears are
  /// appended to `created`, those whose cell cancels to `dropped`.
  @inline(__always)
  mutating func add(
    _ other: Row, times factor: Double, scratch: inout [Cell], created: inout [Int], dropped: inout [Int]
  ) {
    constant += factor * other.constant
    scratch.removeAll(keepingCapacity: true)
    scratch.reserveCapacity(cells.count + other.cells.count)
    var left = 0
    var right = 0
    let leftCount = cells.count
    let rightCount = other.cells.count
    while left < leftCount || right < rightCount {
      if right == rightCount || (left < leftCount && cells[left].symbol < other.cells[right].symbol) {
        scratch.append(cells[left])
        left += 1
      } else if left == leftCount || other.cells[right].symbol < cells[left].symbol {
        let value = factor * other.cells[right].coefficient
        if !Row.nearZero(value) {
          scratch.append(Cell(symbol: other.cells[right].symbol, coefficient: value))
          created.append(other.cells[right].symbol)
        }
        right += 1
      } else {
        let part = factor * other.cells[right].coefficient
        let value = cells[left].coefficient + part
        if Row.cancels(value, cells[left].coefficient, part) {
          dropped.append(cells[left].symbol)
        } else {
          scratch.append(Cell(symbol: cells[left].symbol, coefficient: value))
        }
        left += 1
        right += 1
      }
    }
    swap(&cells, &scratch)
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
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count && items[left] < items[smallest] { smallest = left }
      if right < items.count && items[right] < items[smallest] { smallest = right }
      guard smallest != parent else { break }
      items.swapAt(parent, smallest)
      parent = smallest
    }
    return top
  }

  mutating func removeAll() {
    for symbol in items { queued[symbol] = false }
    items.removeAll(keepingCapacity: true)
  }
}
