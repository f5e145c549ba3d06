// Absorption: a re-rooting whose path ends at a variable the tableau holds puts the new
// definition's row in the tableau in place of that variable, when one of its symbols can take the
// row without a simplex phase.

extension Solver {
  /// The symbol that takes the new definition's row into the tableau in place of the held end
  /// `end` (0 when none can without a simplex phase that might refuse it). The row is the
  /// constraint expanded through the definitions as they are, with every basic row substituted:
  /// once the constraint defines the end (through the turned path), that row is exactly the
  /// relation the end's symbol must be replaced by, so every tableau constraint that expanded to
  /// the end holds its new expansion without leaving the tableau. An end that is a column is
  /// solved for (an unrestricted symbol: only external rows may hold it, as the tableau's rows
  /// never hold a restricted symbol's bound through it); an end that is basic leaves with its
  /// row, already substituted, and the row is solved for an external symbol only external rows
  /// hold, or for a slack or error symbol whose value the row keeps at or above 0 and whose
  /// substitution leaves every other restricted row at or above 0. An end that becomes basic here
  /// is replaced in `row` by its new row (the row stays in the tableau's parameters).
  func absorbingSubject(_ row: inout Row, end: Int) -> Int {
    let symbol = variables[end].symbol
    guard symbol != 0 else { return 0 }
    let largest = Solver.largestMagnitude(in: row)
    func isSizable(_ coefficient: Double) -> Bool { Solver.isSizable(coefficient, against: largest) }
    func heldByExternalRowsOnly(_ candidate: Int) -> Bool {
      isHeldByExternalRowsOnly(candidate, besides: symbol)
    }
    if rows[symbol] == nil {
      guard heldByExternalRowsOnly(symbol) else { return 0 }
      let own = row.coefficient(for: symbol)
      // The tableau already ties the end to another variable (their difference is what the row
      // restricts): the end takes that variable's place as basic (an exchange of two
      // unrestricted symbols, which moves only external rows), and leaves with its row below.
      // Taken too when the end's own cell is not ± a power of two and a row holds it by one:
      // solving for the end would divide the row inexactly (a cell of 3 from summed lengths).
      let exact = Solver.isPowerOfTwo(own)
      let exchange = column(symbol).first {
        let coefficient = rows[$0]!.coefficient(for: symbol)
        return kinds[$0] == .external && Solver.isPivot(coefficient, in: rows[$0]!)
          && (!isSizable(own) || Solver.isPowerOfTwo(coefficient))
      }
      if isSizable(own) && (exact || exchange == nil) { return symbol }
      guard let basic = exchange else { return 0 }
      pivot(entering: symbol, leaving: basic)
      // The end's cell is small against the row's largest, not 0: dropping it with the end's
      // column below would lose a term of the relation (95 pt off in a shuffled equal-size chain).
      let coefficient = row.remove(symbol)
      if coefficient != 0 {
        cellWork += row.add(
          rows[symbol]!, times: coefficient, scratch: &scratch, created: &createdCells, dropped: &droppedCells
        )
        createdCells.removeAll(keepingCapacity: true)
        droppedCells.removeAll(keepingCapacity: true)
      }
    }
    return basicEndSubject(row, besides: symbol, largest: largest)?.symbol ?? 0
  }

  /// The cell ``absorbingSubject(_:end:)`` solves `row` for once the held end (symbol `besides`)
  /// is basic: a unit external cell first, then one of ± a power of two (dividing by it is exact),
  /// then any; only in a row without external cells, the slack or error cell that keeps the
  /// objective optimal (`dualSubject`), else the first that keeps the rows feasible. Nil when none
  /// can.
  private func basicEndSubject(_ row: Row, besides symbol: Int, largest: Double) -> Cell? {
    var (power, sizable): (Cell?, Cell?) = (nil, nil)
    for cell in row.cells
    where kinds[cell.symbol] == .external && Solver.isSizable(cell.coefficient, against: largest) {
      guard isHeldByExternalRowsOnly(cell.symbol, besides: symbol) else { continue }
      if abs(cell.coefficient) == 1 { return cell }
      if power == nil && Solver.isPowerOfTwo(cell.coefficient) { power = cell }
      if sizable == nil { sizable = cell }
    }
    if let chosen = power ?? sizable { return chosen }
    // A restricted row never holds an external column (a constraint's row is solved for one when
    // it has one): otherwise a later row solved for that column would move the restricted row's
    // value past its bound unseen (a required inequality off by 178 in a random system).
    guard !row.cells.contains(where: { kinds[$0.symbol] == .external }) else { return nil }
    if let chosen = dualSubject(row, besides: symbol, largest: largest) { return chosen }
    for cell in row.cells where kinds[cell.symbol] == .slack || kinds[cell.symbol] == .error {
      guard Solver.isSizable(cell.coefficient, against: largest), cell.coefficient * row.constant <= 0 else {
        continue
      }
      if keepsRowsFeasible(cell.symbol, at: -row.constant / cell.coefficient, besides: symbol) { return cell }
    }
    return nil
  }

  /// The restricted cell of a row without external cells whose solved row keeps every objective
  /// cell at or above 0 (the dual simplex's ratio rule): on each side of the row (positive and
  /// negative cells), the cell of the least objective cost per unit of coefficient; of the two
  /// sides' cells that keep the rows feasible, the one fewer rows hold (its substitution is the
  /// cheaper). Nil when neither is feasible. Solving for the first feasible cell instead left
  /// objective cells negative: a shuffled stack's required equalities, tying widths that sizes
  /// wanted at 999 pull on, were each followed by pivots through hundreds of rows (BENCHMARKS.md,
  /// session 55).
  private func dualSubject(_ row: Row, besides symbol: Int, largest: Double) -> Cell? {
    var (positive, negative): (Cell?, Cell?) = (nil, nil)
    var (positiveCost, negativeCost) = (Double.infinity, Double.infinity)
    for cell in row.cells where kinds[cell.symbol] == .slack || kinds[cell.symbol] == .error {
      guard Solver.isSizable(cell.coefficient, against: largest) else { continue }
      let cost = objective[cell.symbol] / abs(cell.coefficient)
      if cell.coefficient > 0 {
        if cost < positiveCost { (positive, positiveCost) = (cell, cost) }
      } else if cost < negativeCost {
        (negative, negativeCost) = (cell, cost)
      }
    }
    func isFeasible(_ cell: Cell?) -> Bool {
      guard let cell, cell.coefficient * row.constant <= 0 else { return false }
      return keepsRowsFeasible(cell.symbol, at: -row.constant / cell.coefficient, besides: symbol)
    }
    switch (isFeasible(positive), isFeasible(negative)) {
    case (true, true):
      return columnLive[negative!.symbol] < columnLive[positive!.symbol] ? negative : positive
    case (true, false): return positive
    case (false, true): return negative
    case (false, false): return nil
    }
  }

  /// Whether giving the column `symbol` the value `value` (at or above 0) keeps every restricted
  /// row but `besides` at or above 0.
  private func keepsRowsFeasible(_ symbol: Int, at value: Double, besides: Int) -> Bool {
    guard value != 0 else { return true }
    for basic in column(symbol) where basic != besides && kinds[basic] != .external {
      let row = rows[basic]!
      if row.constant + row.coefficient(for: symbol) * value < 0 { return false }
    }
    return true
  }

  /// Replaces the held end's symbol in the tableau by the new definition's `row`, solved for
  /// `subject` (see ``absorbingSubject(_:end:)``): a basic end's row goes, the subject's row comes
  /// (unless the subject is the end's own column, which the substitution removes), and what
  /// rounding left of the end's symbol goes with it.
  func absorb(_ row: Row, end: Int, subject: Int) {
    let symbol = variables[end].symbol
    var row = row
    if rows[symbol] != nil { _ = uninstall(symbol) }
    row.solve(for: subject)
    substitute(subject, row)
    if subject != symbol { install(row, as: subject) }
    if columnLive[symbol] != 0 {
      for basic in column(symbol) { _ = dropCell(basic, symbol) }
    }
    columns[symbol] = []
    columnLive[symbol] = 0
    clearObjective(symbol)
  }

  /// The entries of the tableau constraints that hold the undefined variable `end` as a plain
  /// variable (their original rows hold its symbol; one may be listed twice).
  func tableauHolders(of end: Int) -> [Dependent] {
    var holders: [Dependent] = []
    for entry in variables[end].dependents where isLive(entry) && holdsPlain(entry.record, end) {
      holders.append(entry)
    }
    return holders
  }

  /// Whether ``absorbingSubject(_:end:)`` takes `row` in place of the held end `end` by solving
  /// for a cell of ± a power of two (dividing by it is exact) without exchanging the end first.
  /// A re-rooting prefers such an absorption to a path through a hub; an inexact one rounds
  /// every row it is substituted into, so a turn is taken instead.
  func absorbsExactly(_ row: Row, end: Int) -> Bool {
    let symbol = variables[end].symbol
    guard symbol != 0 else { return false }
    let largest = Solver.largestMagnitude(in: row)
    if rows[symbol] == nil {
      let own = row.coefficient(for: symbol)
      return Solver.isSizable(own, against: largest) && Solver.isPowerOfTwo(own)
        && isHeldByExternalRowsOnly(symbol, besides: symbol)
    }
    return basicEndSubject(row, besides: symbol, largest: largest).map { Solver.isPowerOfTwo($0.coefficient) }
      ?? false
  }

  /// The largest magnitude among `row`'s cells (0 for an empty row).
  private static func largestMagnitude(in row: Row) -> Double {
    var largest = 0.0
    for cell in row.cells { largest = max(largest, abs(cell.coefficient)) }
    return largest
  }

  /// Whether `coefficient` may be solved for in a row whose largest cell is `largest`: solving for
  /// a small cell would multiply the rest (and its rounding) by its inverse.
  private static func isSizable(_ coefficient: Double, against largest: Double) -> Bool {
    abs(coefficient) > Solver.pivotTolerance && abs(coefficient) >= 1e-3 * largest
  }

  /// Whether only external rows (and `besides`'s, the held end's) hold the symbol `candidate`, and
  /// the objective does not.
  private func isHeldByExternalRowsOnly(_ candidate: Int, besides: Int) -> Bool {
    objective[candidate] == 0 && column(candidate).allSatisfy { $0 == besides || kinds[$0] == .external }
  }
}
