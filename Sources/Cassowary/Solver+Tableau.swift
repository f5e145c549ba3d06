// The tableau: symbols as dense ids, rows as sorted sparse vectors, a column index kept without
// hashing, and the primal and dual simplex with Bland's rule (lowest id among candidates), so a
// degenerate pivot sequence cannot cycle.

extension Solver {
  // MARK: Symbols

  func makeSymbol(_ kind: SymbolKind) -> Int {
    if let reused = freeSymbols.popLast() {
      kinds[reused] = kind
      return reused
    }
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    columnLive.append(0)
    rowStamps.append(0)
    objective.append(0)
    symbolVariables.append(-1)
    isTouched.append(false)
    accumulator.append(0)
    negatives.grow(to: kinds.count)
    infeasible.grow(to: kinds.count)
    return kinds.count - 1
  }

  /// Returns a slack, error or dummy symbol that nothing holds any more (no row, no cell, no
  /// objective weight) to the free list, so removing and re-adding constraints reuses ids instead
  /// of growing every table.
  func releaseIfUnused(_ symbol: Int) {
    guard symbol != 0, kinds[symbol] != .external, kinds[symbol] != .invalid, rows[symbol] == nil,
      columnLive[symbol] == 0, objective[symbol] == 0
    else { return }
    kinds[symbol] = .invalid
    columns[symbol] = []
    freeSymbols.append(symbol)
  }

  func index(of variable: Variable) -> Int {
    if let found = variableIndex[ObjectIdentifier(variable)] { return found }
    variables.append(VariableState(variable: variable))
    variableIndex[ObjectIdentifier(variable)] = variables.count - 1
    markPending(variables.count - 1)
    return variables.count - 1
  }

  func symbol(ofVariable index: Int) -> Int {
    if variables[index].symbol == 0 {
      let symbol = makeSymbol(.external)
      variables[index].symbol = symbol
      symbolVariables[symbol] = index
    }
    return variables[index].symbol
  }

  /// Notes that an external symbol's value may have changed (its row came, went or moved).
  @inline(__always)
  func touch(_ symbol: Int) {
    guard kinds[symbol] == .external, !isTouched[symbol] else { return }
    isTouched[symbol] = true
    touchedSymbols.append(symbol)
  }

  /// Notes that a variable must be evaluated again at the next read-back.
  func markPending(_ index: Int) {
    guard !variables[index].isPending else { return }
    variables[index].isPending = true
    pendingVariables.append(index)
  }

  // MARK: Column index

  @inline(__always)
  func noteCreated(_ symbol: Int, in basic: Int) {
    columnLive[symbol] += 1
    columns[symbol].append(basic)
    if columns[symbol].count > 2 * columnLive[symbol] + 8 { compactColumn(symbol) }
  }

  @inline(__always)
  func noteDropped(_ symbol: Int) { columnLive[symbol] -= 1 }

  /// Drops stale and repeated entries from a column: afterwards it lists each row holding
  /// `symbol` exactly once.
  func compactColumn(_ symbol: Int) {
    stamp &+= 1
    if stamp == 0 {
      for index in rowStamps.indices { rowStamps[index] = 0 }
      stamp = 1
    }
    var list = columns[symbol]
    columns[symbol] = []
    var kept = 0
    for basic in list where rowStamps[basic] != stamp {
      guard rows[basic]?.contains(symbol) == true else { continue }
      rowStamps[basic] = stamp
      list[kept] = basic
      kept += 1
    }
    list.removeLast(list.count - kept)
    columns[symbol] = list
  }

  /// The basic rows holding `symbol`, each once.
  func column(_ symbol: Int) -> [Int] {
    compactColumn(symbol)
    return columns[symbol]
  }

  // MARK: Rows

  func addObjectiveCell(_ symbol: Int, _ delta: Double) {
    var value = objective[symbol] + delta
    if Row.cancels(value, objective[symbol], delta) { value = 0 }
    objective[symbol] = value
    if value < 0 && kinds[symbol] != .dummy { negatives.insert(symbol) }
  }

  func install(_ row: Row, as basic: Int) {
    rows[basic] = row
    touch(basic)
    for cell in row.cells { noteCreated(cell.symbol, in: basic) }
  }

  func uninstall(_ basic: Int) -> Row? {
    guard let row = rows[basic] else { return nil }
    rows[basic] = nil
    touch(basic)
    for cell in row.cells { noteDropped(cell.symbol) }
    return row
  }

  /// Removes `symbol` from a basic row (keeping the column index).
  func dropCell(_ basic: Int, _ symbol: Int) -> Double {
    let coefficient = rows[basic]!.remove(symbol, work: &cellWork)
    if coefficient != 0 { noteDropped(symbol) }
    return coefficient
  }

  /// Adds `factor * row` to the basic row `basic`, keeping the column index.
  func merge(_ row: Row, times factor: Double, into basic: Int) {
    cellWork += rows[basic]!.add(
      row, times: factor, scratch: &scratch, created: &createdCells, dropped: &droppedCells)
    for symbol in droppedCells { noteDropped(symbol) }
    for symbol in createdCells { noteCreated(symbol, in: basic) }
    createdCells.removeAll(keepingCapacity: true)
    droppedCells.removeAll(keepingCapacity: true)
  }

  /// Replaces `symbol` by `row` everywhere (`symbol` is becoming basic with that row).
  func substitute(_ symbol: Int, _ row: Row) {
    let targets = column(symbol)
    columns[symbol] = []
    columnLive[symbol] = 0
    for basic in targets {
      let coefficient = rows[basic]!.remove(symbol, work: &cellWork)
      merge(row, times: coefficient, into: basic)
      if kinds[basic] == .external {
        if row.constant != 0 { touch(basic) }
      } else if rows[basic]!.constant < 0 {
        infeasible.insert(basic)
      }
    }
    let coefficient = objective[symbol]
    if coefficient != 0 {
      objective[symbol] = 0
      objectiveConstant += coefficient * row.constant
      for cell in row.cells { addObjectiveCell(cell.symbol, coefficient * cell.coefficient) }
    }
    if artificial != nil {
      let coefficient = artificial!.remove(symbol, work: &cellWork)
      if coefficient != 0 {
        cellWork += artificial!.add(
          row, times: coefficient, scratch: &scratch, created: &createdCells, dropped: &droppedCells)
        createdCells.removeAll(keepingCapacity: true)
        droppedCells.removeAll(keepingCapacity: true)
      }
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  func pivot(entering: Int, leaving: Int) {
    pivotCount += 1
    var row = uninstall(leaving)!
    row.solve(leaving, for: entering)
    substitute(entering, row)
    install(row, as: entering)
  }

  // MARK: Simplex

  /// The smallest coefficient the simplex pivots on: a smaller one is rounding residue, and
  /// dividing by it would blow the row up.
  static let pivotTolerance = 1e-9

  /// The size of a pivot relative to its row's largest cell below which it is taken for rounding
  /// residue: dividing by it would multiply the row's own rounding error as much.
  static let relativePivotTolerance = 1e-7

  /// Whether `coefficient` is large enough to pivot on in `row`: above ``pivotTolerance`` and
  /// not residue against the row's largest cell. Scans the row only for a small coefficient.
  static func isPivot(_ coefficient: Double, in row: Row) -> Bool {
    let size = abs(coefficient)
    guard size > pivotTolerance else { return false }
    guard size < 1e-3 else { return true }
    var largest = 1.0
    for cell in row.cells { largest = max(largest, abs(cell.coefficient)) }
    return size >= relativePivotTolerance * largest
  }

  /// The lowest-numbered symbol with a negative objective coefficient (Bland's entering rule).
  private func enteringSymbol() -> Int? {
    while let symbol = negatives.min {
      if objective[symbol] < 0 && kinds[symbol] != .dummy { return symbol }
      _ = negatives.popMin()
    }
    return nil
  }

  /// Whether `candidate` (from row `basic`) beats the best ratio so far: smaller beyond a
  /// relative tolerance, or equal within it from a lower-numbered row (Bland's leaving rule; the
  /// tolerance keeps rounding noise from breaking ties between degenerate rows).
  @inline(__always)
  func beats(_ candidate: Double, _ basic: Int, _ ratio: Double, _ best: Int) -> Bool {
    guard best != 0 else { return true }
    let tolerance = 1e-11 * max(1, abs(ratio))
    if candidate < ratio - tolerance { return true }
    return candidate <= ratio + tolerance && basic < best
  }

  /// Pivots until the objective (or the artificial row) has no negative coefficient.
  /// Returns false when the objective is unbounded.
  @discardableResult
  func optimize(artificialPhase: Bool = false) -> Bool {
    while true {
      let entering: Int?
      if artificialPhase {
        entering =
          artificial!.cells.first {
            $0.coefficient < -Solver.pivotTolerance && kinds[$0.symbol] != .dummy
          }?.symbol
      } else {
        entering = enteringSymbol()
      }
      guard let entering else { return true }
      var ratio = Double.greatestFiniteMagnitude
      var leaving = 0
      for basic in column(entering) where kinds[basic] != .external {
        let row = rows[basic]!
        let coefficient = row.coefficient(for: entering)
        guard coefficient < 0, Solver.isPivot(coefficient, in: row) else { continue }
        // A constant rounded just below 0 counts as a degenerate row, not a step backwards.
        let candidate = max(0, -row.constant / coefficient)
        if beats(candidate, basic, ratio, leaving) {
          ratio = candidate
          leaving = basic
        }
      }
      guard leaving != 0 else {
        if artificialPhase { return false }
        // Nothing bounds the symbol: an error term left over from a removed constraint (its weight
        // was taken back, a remainder stayed). It measures nothing any more, so it leaves the
        // objective instead of stopping the optimization short of the optimum.
        objective[entering] = 0
        continue
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Restores feasibility after constants changed (dual simplex, lowest-numbered infeasible row
  /// first). False when a row cannot be made feasible (a required constraint cannot hold).
  func dualOptimize() -> Bool {
    while let leaving = infeasible.popMin() {
      guard let row = rows[leaving], row.constant < 0 else { continue }
      var ratio = Double.greatestFiniteMagnitude
      var entering = 0
      for cell in row.cells
      where cell.coefficient > 0 && kinds[cell.symbol] != .dummy && Solver.isPivot(cell.coefficient, in: row)
      {
        let candidate = objective[cell.symbol] / cell.coefficient
        if beats(candidate, cell.symbol, ratio, entering) {
          ratio = candidate
          entering = cell.symbol
        }
      }
      guard entering != 0 else {
        infeasible.removeAll()
        return false
      }
      pivot(entering: entering, leaving: leaving)
    }
    return true
  }
}
