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

/// One row of the tableau or of the objective: `constant + sum(coefficient * symbol)`.
///
/// Cells are a dictionary for O(1) updates; every choice made from a row (entering and leaving
/// symbols) takes the lowest symbol id among equals, so no result depends on hashing order.
struct Row {
  var constant: Double
  var cells: [Int: Double]

  init(constant: Double = 0, cells: [Int: Double] = [:]) {
    self.constant = constant
    self.cells = cells
  }

  /// The tolerance below which a coefficient counts as zero (kiwi's).
  static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

  func coefficient(for symbol: Int) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient` to one cell, dropping it when it cancels.
  mutating func insert(_ symbol: Int, _ coefficient: Double) {
    let value = (cells[symbol] ?? 0) + coefficient
    cells[symbol] = Row.nearZero(value) ? nil : value
  }

  mutating func reverseSign() {
    constant = -constant
    for key in cells.keys { cells[key]! = -cells[key]! }
  }

  /// Solves `0 = row` for `symbol` (which must be in it): the row becomes `symbol = rest`.
  mutating func solve(for symbol: Int) {
    let scale = -1 / cells.removeValue(forKey: symbol)!
    constant *= scale
    for key in cells.keys { cells[key]! *= scale }
  }

  /// Solves `lhs = row` for `rhs`.
  mutating func solve(_ lhs: Int, for rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }
}
