// A required row that cannot hold, found before any pivot: the row minus nonnegative multiples of
// basic rows of restricted symbols, chosen greedily to cancel its negative cells, leaves a
// positive constant and no cell that could lower it (a Farkas certificate). A StackView whose
// required spacing alone overflows the stack that holds it refuses the holding stack's edge this
// way at the cost of one pass over the views' rows, where the dual simplex pivoted once per
// arranged view before it found the row it could not repair (BENCHMARKS.md, session 21).

extension Solver {
  /// Whether `row`, a required constraint's row as it enters the tableau (`0 = constant + Σ
  /// cells`, its constant made >= 0), is 0 at no solution of the constraints in place: subtracting
  /// `λ (c_b + Σ β y - b)`, which is 0 everywhere, for basic rows `b` of slack and error symbols
  /// (>= 0) with `λ > 0`, leaves a constant above `tolerance` and cells >= 0 on slacks and errors
  /// and 0 on external parameters, so the row is above 0 wherever the others hold. Greedy and
  /// bounded (each basic row used once, about sixteen cells read per cell of the row): false when
  /// no such combination turns up, and the dual simplex decides.
  func certifiesInfeasible(_ row: Row, tolerance: Double) -> Bool {
    guard row.constant > tolerance else { return false }
    var constant = row.constant
    var negative: [Int] = []
    for cell in row.cells {
      accumulate(cell.symbol, cell.coefficient)
      if cell.coefficient < 0 { negative.append(cell.symbol) }
    }
    var budget = 16 * row.count + 1_024
    var used = Set<Int>()
    var proven = true
    while let symbol = negative.popLast() {
      let coefficient = accumulator[symbol]
      guard coefficient < -Row.dropTolerance, kinds[symbol] != .dummy else { continue }
      guard kinds[symbol] == .slack || kinds[symbol] == .error,
        let basic = cancellingRow(for: symbol, used: used, budget: &budget)
      else {
        proven = false
        break
      }
      used.insert(basic)
      let source = rows[basic]!
      let scale = coefficient / source.coefficient(for: symbol)
      constant -= scale * source.constant
      budget -= source.slots.count
      cellWork += source.slots.count
      for cell in source.cells {
        accumulate(cell.symbol, -scale * cell.coefficient)
        if accumulator[cell.symbol] < 0 { negative.append(cell.symbol) }
      }
      accumulator[symbol] = 0
    }
    if proven {
      for symbol in accumulated where accumulator[symbol] != 0 {
        switch kinds[symbol] {
        case .dummy: continue
        case .slack, .error: if accumulator[symbol] < -Row.dropTolerance { proven = false }
        default: if !Row.nearZero(accumulator[symbol]) { proven = false }
        }
      }
    }
    _ = drainAccumulator()
    return proven && constant > tolerance
  }

  /// A basic row of a slack or error symbol not yet used whose cell for `symbol` is negative,
  /// preferring one that turns no other cell of the accumulated row negative; 0 when none is
  /// found within the budget.
  private func cancellingRow(for symbol: Int, used: Set<Int>, budget: inout Int) -> Int? {
    var fallback: Int?
    for basic in columnEntries(symbol) where !used.contains(basic) {
      guard kinds[basic] == .slack || kinds[basic] == .error, let source = rows[basic] else { continue }
      let beta = source.coefficient(for: symbol)
      guard beta < 0 else { continue }
      let scale = accumulator[symbol] / beta
      budget -= source.slots.count
      cellWork += source.slots.count
      guard budget > 0 else { return nil }
      let clean = source.cells.allSatisfy { cell in
        cell.symbol == symbol || kinds[cell.symbol] == .dummy
          || accumulator[cell.symbol] - scale * cell.coefficient >= -Row.dropTolerance
      }
      if clean { return basic }
      if fallback == nil { fallback = basic }
    }
    return fallback
  }
}
