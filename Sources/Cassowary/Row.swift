/// A symbol of the tableau: an external variable or one the solver introduces.
struct Symbol: Hashable, Comparable {
  enum Kind { case invalid, external, slack, error, dummy }
  let id: Int
  let kind: Kind

  static let invalid = Symbol(id: 0, kind: .invalid)
  var isPivotable: Bool { kind == .slack || kind == .error }
  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// One row of the tableau: `constant + sum(coefficient * symbol)`. Cells are iterated in symbol
/// order, so results never depend on hashing.
struct Row {
  var constant: Double
  var cells: [Symbol: Double] = [:]

  init(constant: Double = 0) { self.constant = constant }

  static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

  var sortedSymbols: [Symbol] { cells.keys.sorted() }

  func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let value = (cells[symbol] ?? 0) + coefficient
    cells[symbol] = Row.nearZero(value) ? nil : value
  }

  mutating func insert(_ row: Row, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  mutating func reverseSign() {
    constant = -constant
    for key in cells.keys { cells[key] = -cells[key]! }
  }

  /// Solves the row for `symbol` (which must be in it): symbol = the rest.
  mutating func solve(for symbol: Symbol) {
    let coefficient = -1 / cells.removeValue(forKey: symbol)!
    constant *= coefficient
    for key in cells.keys { cells[key] = cells[key]! * coefficient }
  }

  /// Solves `lhs = row` for `rhs`.
  mutating func solve(_ lhs: Symbol, for rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  mutating func substitute(_ symbol: Symbol, with row: Row) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    insert(row, coefficient)
  }
}
