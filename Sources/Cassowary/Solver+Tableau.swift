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
    objectiveScale.append(0)
    weights.append(0)
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
    objectiveScale[symbol] = 0
    weights[symbol] = 0
    columns[symbol] = []
    freeSymbols.append(symbol)
  }

  /// The variable's index in ``variables``, made on first use: the slot the variable keeps when
  /// this solver was the first to use it (checked against the table: a solver that once had
  /// this solver's address is gone), else the table by identity.
  func index(of variable: Variable) -> Int {
    let me = ObjectIdentifier(self)
    if let owner = variable.solverOwner, owner != me {
      if let found = variableIndex[ObjectIdentifier(variable)] { return found }
      variableIndex[ObjectIdentifier(variable)] = variables.count
    } else {
      let slot = variable.solverSlot
      if variable.solverOwner == me && slot < variables.count && variables[slot].variable === variable {
        return slot
      }
      variable.solverOwner = me
      variable.solverSlot = variables.count
    }
    let index = variables.count
    variables.append(VariableState(variable: variable))
    termPositions.append(-1)
    markPending(index)
    return index
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
    if columns[symbol].count > 4 * columnLive[symbol] + 16 { compactColumn(symbol) }
  }

  @inline(__always)
  func noteDropped(_ symbol: Int) { columnLive[symbol] -= 1 }

  /// Drops stale and repeated entries from a column: afterwards it lists each row holding
  /// `symbol` exactly once.
  func compactColumn(_ symbol: Int) {
    forEachCell(inColumn: symbol) { _, _ in }
  }

  /// Hands `body` each row that holds `symbol`, with its coefficient there, compacting the column
  /// on the way (``compactColumn(_:)`` is this walk with nothing to hand): one search per row, where the column and a
  /// coefficient read after it took two. `body` must not read or change the column.
  func forEachCell(inColumn symbol: Int, _ body: (_ basic: Int, _ coefficient: Double) -> Void) {
    nextStamp()
    var list = columns[symbol]
    columns[symbol] = []
    var kept = 0
    for position in list.indices {
      let basic = list[position]
      guard rowStamps[basic] != stamp, let coefficient = rows[basic]?.coefficient(for: symbol),
        coefficient != 0
      else { continue }
      rowStamps[basic] = stamp
      list[kept] = basic
      kept += 1
      body(basic, coefficient)
    }
    list.removeLast(list.count - kept)
    columns[symbol] = list
  }

  /// Starts a new mark for ``rowStamps`` (a walk that visits each row once).
  @inline(__always)
  func nextStamp() {
    stamp &+= 1
    if stamp == 0 {
      for index in rowStamps.indices { rowStamps[index] = 0 }
      stamp = 1
    }
  }

  /// The column's entries with repeats dropped but stale ones kept (rows that no longer hold
  /// `symbol`, or are gone): for a walk that looks the cell up anyway, so that the compaction's
  /// binary search per entry is not made twice.
  func columnEntries(_ symbol: Int) -> [Int] {
    nextStamp()
    var list = columns[symbol]
    var kept = 0
    for basic in list where rowStamps[basic] != stamp {
      rowStamps[basic] = stamp
      list[kept] = basic
      kept += 1
    }
    list.removeLast(list.count - kept)
    return list
  }

  /// The basic rows holding `symbol`, each once.
  func column(_ symbol: Int) -> [Int] {
    compactColumn(symbol)
    return columns[symbol]
  }

  // MARK: Rows

  func addObjectiveCell(_ symbol: Int, _ delta: Double) {
    keepObjective(symbol)
    let old = objective[symbol]
    var value = old + delta
    if Row.cancels(value, old, delta) { value = 0 }
    objective[symbol] = value
    objectiveScale[symbol] = value == 0 ? 0 : max(objectiveScale[symbol], abs(old), abs(delta))
    if value < 0 && kinds[symbol] != .dummy { negatives.insert(symbol) }
  }

  /// Sums the objective again from the error symbols' weights and their rows, in symbol order:
  /// the cells that substitutions updated one by one carry their rounding, and where a pivot on
  /// noise made them disagree with the rows, no row bounds an entering symbol (the objective
  /// looks unbounded though it is a sum of weighted errors, bounded below by 0).
  func rebuildObjective() {
    for symbol in objective.indices where objective[symbol] != 0 { clearObjective(symbol) }
    negatives.removeAll()
    objectiveConstant = 0
    for symbol in weights.indices where weights[symbol] != 0 {
      let weight = weights[symbol]
      guard let row = rows[symbol] else {
        addObjectiveCell(symbol, weight)
        continue
      }
      objectiveConstant += weight * row.constant
      for cell in row.cells { addObjectiveCell(cell.symbol, weight * cell.coefficient) }
    }
    objectiveRebuilt = pivotCount
  }

  /// Takes `symbol` out of the objective (it became basic, or its constraint went).
  @inline(__always)
  func clearObjective(_ symbol: Int) {
    keepObjective(symbol)
    objective[symbol] = 0
    objectiveScale[symbol] = 0
  }

  /// Whether `symbol`'s objective coefficient is negative beyond rounding: below 0 by more than
  /// 1e-9 of the largest weight summed into it (strengths differ by up to 1e9, so cancelling
  /// strong terms leave residues far above an absolute tolerance that would otherwise enter as
  /// improvements and pivot on cells that are themselves residue).
  @inline(__always)
  func improves(_ symbol: Int) -> Bool {
    objective[symbol] < -1e-9 * max(1, objectiveScale[symbol]) && kinds[symbol] != .dummy
  }

  func install(_ row: Row, as basic: Int) {
    if basisChanges != nil, basisChanges![basic] == nil { basisChanges![basic] = false }
    keepRow(basic)
    forgetDualBound(basic)
    rows[basic] = row
    touch(basic)
    for cell in row.cells { noteCreated(cell.symbol, in: basic) }
  }

  func uninstall(_ basic: Int) -> Row? {
    guard let row = rows[basic] else { return nil }
    if basisChanges != nil, basisChanges![basic] == nil { basisChanges![basic] = true }
    keepRow(basic)
    rows[basic] = nil
    touch(basic)
    for cell in row.cells { noteDropped(cell.symbol) }
    return row
  }

  /// Removes `symbol` from a basic row (keeping the column index).
  func dropCell(_ basic: Int, _ symbol: Int) -> Double {
    keepRow(basic)
    forgetDualBound(basic)
    let coefficient = rows[basic]!.remove(symbol, work: &cellWork)
    if coefficient != 0 { noteDropped(symbol) }
    return coefficient
  }

  /// Adds `factor * row` to the basic row `basic`, keeping the column index.
  func merge(_ row: Row, times factor: Double, into basic: Int) {
    keepRow(basic)
    forgetDualBound(basic)
    cellWork += rows[basic]!.add(
      row, times: factor, scratch: &scratch, created: &createdCells, dropped: &droppedCells)
    // Short lists are emptied as they are read, one at a time: `removeAll(keepingCapacity:)`
    // replaces the whole range, about eighty instructions even for one symbol, twice per merge
    // (the pivots of short rows); a long list is read, then emptied at once.
    if droppedCells.count > 8 {
      for symbol in droppedCells { noteDropped(symbol) }
      droppedCells.removeAll(keepingCapacity: true)
    } else {
      while let symbol = droppedCells.popLast() { noteDropped(symbol) }
    }
    if createdCells.count > 8 {
      for symbol in createdCells { noteCreated(symbol, in: basic) }
      createdCells.removeAll(keepingCapacity: true)
    } else {
      while let symbol = createdCells.popLast() { noteCreated(symbol, in: basic) }
    }
  }

  /// Replaces `symbol` by `row` everywhere (`symbol` is becoming basic with that row).
  func substitute(_ symbol: Int, _ row: Row) {
    let targets = columnEntries(symbol)
    columns[symbol] = []
    columnLive[symbol] = 0
    for basic in targets where rows[basic] != nil {
      keepRow(basic)
      let coefficient = rows[basic]!.remove(symbol, work: &cellWork)
      guard coefficient != 0 else { continue }
      merge(row, times: coefficient, into: basic)
      if kinds[basic] == .external {
        if row.constant != 0 { touch(basic) }
      } else if rows[basic]!.constant < 0 {
        // What Harris's step leaves below 0 is within the tolerance: the row is at its bound.
        if rows[basic]!.constant >= -2 * Solver.feasibilityTolerance {
          rows[basic]!.constant = 0
        } else {
          infeasible.insert(basic)
        }
      }
    }
    let coefficient = objective[symbol]
    if coefficient != 0 {
      clearObjective(symbol)
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
    return size >= relativePivotTolerance * largestCell(of: row)
  }

  /// How many degenerate pivots in a row (steps of length 0) switch the entering rule from the
  /// steepest cell (Dantzig's: few pivots, never a residue while a real improvement is left) to
  /// the lowest-numbered one (Bland's), which cannot cycle. Bland's rule holds until a pivot
  /// makes progress, so a sequence of pivots never returns to a basis.
  static let degenerateLimit = 50

  /// The symbol entering the basis: the most negative objective cell beyond rounding, or under
  /// Bland's rule the lowest-numbered one.
  private func enteringSymbol() -> Int? {
    if degenerateRun >= Solver.degenerateLimit {
      while let symbol = negatives.min {
        if improves(symbol) { return symbol }
        _ = negatives.popMin()
      }
      return nil
    }
    var best = 0
    var value = 0.0
    negatives.keep { symbol in
      guard improves(symbol) else { return false }
      if objective[symbol] < value || (objective[symbol] == value && symbol < best) {
        best = symbol
        value = objective[symbol]
      }
      return true
    }
    return best == 0 ? nil : best
  }

  /// The symbol entering in the artificial phase: its most negative cell beyond rounding (1e-8
  /// of the row's largest cell), or under Bland's rule the lowest-numbered one.
  private func artificialEntering() -> Int? {
    var largest = 1.0
    for cell in artificial!.cells { largest = max(largest, abs(cell.coefficient)) }
    let tolerance = max(Solver.pivotTolerance, 1e-8 * largest)
    // A plain loop: a lazy filter here cost a generic-metadata lookup per call (12 % of a nested
    // StackView's replay, BENCHMARKS.md session 16).
    let bland = degenerateRun >= Solver.degenerateLimit
    var best = 0
    var value = 0.0
    for cell in artificial!.cells where cell.coefficient < -tolerance && kinds[cell.symbol] != .dummy {
      if bland { return cell.symbol }
      if best == 0 || cell.coefficient < value {
        best = cell.symbol
        value = cell.coefficient
      }
    }
    return best == 0 ? nil : best
  }

  /// The feasibility tolerance of the ratio test: a step may leave a restricted row this far
  /// below 0 (then set to 0) when that lets it pivot on a larger coefficient (Harris's test).
  static let feasibilityTolerance = 1e-10

  /// The row `entering` replaces as basic (0 when nothing bounds it), by Harris's two-pass ratio
  /// test: the longest step that keeps every restricted row above `-feasibilityTolerance`, then,
  /// among the rows whose exact ratio fits in that step, the one with the largest coefficient
  /// (lowest id among equals). A tiny coefficient therefore bounds the step but is pivoted on
  /// only when nothing larger ties with it, and rounding residue below 0 never turns a degenerate
  /// row into a step backwards.
  func leavingRow(for entering: Int) -> Int {
    while true {
      let (leaving, coefficient) = harrisRow(for: entering)
      guard leaving != 0, !Solver.isPivot(coefficient, in: rows[leaving]!) else { return leaving }
      // The only row that bounds the step holds the symbol by a cell that is residue against the
      // row: in exact arithmetic it is 0. Dropping it changes nothing at the current solution
      // (the symbol is 0 there), and dividing by it would blow the row up.
      _ = dropCell(leaving, entering)
    }
  }

  /// Harris's two passes over the column of `entering`: the row and its coefficient.
  private func harrisRow(for entering: Int) -> (Int, Double) {
    ratioCandidates.removeAll(keepingCapacity: true)
    var limit = Double.greatestFiniteMagnitude
    // The column is compacted on the way (one binary search per entry, as the ratio test needs).
    nextStamp()
    var list = columns[entering]
    columns[entering] = []
    var kept = 0
    for basic in list where rowStamps[basic] != stamp {
      guard let row = rows[basic] else { continue }
      let coefficient = row.coefficient(for: entering)
      guard coefficient != 0 else { continue }
      rowStamps[basic] = stamp
      list[kept] = basic
      kept += 1
      guard coefficient < 0, kinds[basic] != .external else { continue }
      let constant = max(0, row.constant)
      limit = min(limit, (constant + Solver.feasibilityTolerance) / -coefficient)
      ratioCandidates.append(Cell(symbol: basic, coefficient: coefficient))
    }
    list.removeLast(list.count - kept)
    columns[entering] = list
    var leaving = 0
    var size = 0.0
    let bland = degenerateRun >= Solver.degenerateLimit
    for candidate in ratioCandidates {
      let constant = max(0, rows[candidate.symbol]!.constant)
      guard constant / -candidate.coefficient <= limit else { continue }
      let candidateSize = -candidate.coefficient
      if bland {
        // Bland's leaving rule: the lowest-numbered row that ties, if its pivot is not residue.
        guard Solver.isPivot(candidate.coefficient, in: rows[candidate.symbol]!) else { continue }
        if leaving == 0 || candidate.symbol < leaving {
          size = candidateSize
          leaving = candidate.symbol
        }
      } else if candidateSize > size || (candidateSize == size && candidate.symbol < leaving) {
        size = candidateSize
        leaving = candidate.symbol
      }
    }
    return (leaving, -size)
  }

  /// Pivots until the objective (or the artificial row) has no negative coefficient.
  /// Returns false when the objective is unbounded.
  @discardableResult
  func optimize(artificialPhase: Bool = false) -> Bool {
    degenerateRun = 0
    while true {
      if refactorIsDue && refactor() && !infeasible.isEmpty && !artificialPhase { _ = dualOptimize() }
      let entering: Int?
      if artificialPhase {
        entering = artificialEntering()
      } else {
        entering = enteringSymbol()
      }
      guard let entering else { return true }
      let leaving = leavingRow(for: entering)
      guard leaving != 0 else {
        if artificialPhase { return false }
        if objectiveRebuilt != pivotCount {
          rebuildObjective()
          continue
        }
        // Nothing bounds the symbol: an error term left over from a removed constraint (its weight
        // was taken back, a remainder stayed). It measures nothing any more, so it leaves the
        // objective instead of stopping the optimization short of the optimum.
        clearObjective(entering)
        continue
      }
      if !artificialPhase && longStep(entering: entering, leaving: leaving) { continue }
      // A restricted row rounded just below 0 is at its bound: the entering symbol starts at 0.
      if rows[leaving]!.constant < 0 { rows[leaving]!.constant = 0 }
      degenerateRun = rows[leaving]!.constant <= Solver.feasibilityTolerance ? degenerateRun + 1 : 0
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Restores feasibility after constants changed (dual simplex). False when a row cannot be made
  /// feasible (a required constraint cannot hold). A run of dual-degenerate pivots (the objective
  /// does not move) switches to Bland's rule (lowest-numbered row and symbol) as
  /// ``optimize(artificialPhase:)`` does, so the dual simplex cannot cycle either.
  func dualOptimize() -> Bool {
    degenerateRun = 0
    forgetDualBounds()
    while true {
      if refactorIsDue {
        keepEveryRow()
        refactor()
        forgetDualBounds()
      }
      guard let (leaving, priced) = dualLeaving() else { break }
      guard let row = rows[leaving], row.constant < 0 else { continue }
      let entering = priced != 0 ? priced : dualEntering(row)
      guard entering != 0 else {
        infeasible.removeAll()
        dualRefusal = row
        return false
      }
      let cost = objective[entering]
      degenerateRun = cost <= 1e-9 * max(1, objectiveScale[entering]) ? degenerateRun + 1 : 0
      let bound = breakpointRow(before: leaving, entering: entering)
      if bound != 0 {
        // A breakpoint on a short row first; the same row is repaired next (Solver+Breakpoints).
        pivot(entering: entering, leaving: bound)
        if let constant = rows[leaving]?.constant, constant < 0 { infeasible.insert(leaving) }
        continue
      }
      pivot(entering: entering, leaving: leaving)
    }
    return true
  }

  /// The infeasible row the dual simplex repairs next: a row no symbol can repair (so the refusal
  /// comes first); then the highest id, as kiwi repairs rows made infeasible together, when its
  /// pivot is sound (``soundDualPivot``: where the optimum is not unique, the order picks the
  /// vertex); otherwise the one whose pivot is largest against its row's largest cell (lowest id
  /// among equals); under Bland's rule the lowest-numbered one. Repairing the
  /// lowest-numbered row first pivoted on cells of 1e-7 against their row when another row had
  /// a sound pivot: the step, the row's constant over that cell, moved parameters by 1e8 and
  /// multiplied every rounding error in the tableau by as much (required constraints off by 1.0).
  /// With it comes the symbol entering for it when the choice priced the row (0 otherwise).
  private func dualLeaving() -> (leaving: Int, entering: Int)? {
    if degenerateRun >= Solver.degenerateLimit { return infeasible.popMin().map { ($0, 0) } }
    return dualLeavingInPlace()
  }

  /// The dual simplex's entering symbol for `row` (0 when none): by Harris's two passes over the
  /// row's positive cells that are not residue, the smallest ratio of objective cost to cell with
  /// each cost relaxed by a tolerance below the one at which a cell counts as an improvement
  /// (``improves(_:)``), then, among the cells whose exact ratio fits under it, the largest (lowest
  /// id among equals; under Bland's rule the lowest id). Ratios tie whenever several symbols cost
  /// nothing (the slacks of inequalities), and the lowest id among them may be a cell far smaller
  /// than another: dividing by it moves the solution by the row's constant over that cell and
  /// multiplies every rounding error in the tableau by as much. kiwi's own choice, the smallest
  /// exact ratio (lowest id among equals), is taken instead when that ratio is not 0 and its cell
  /// is at least ``kiwiDualEnteringShare`` of that largest one: where two errors tie (a suggested
  /// width between two preferences of one strength), the symbol entering decides the vertex.
  /// `largest` is the row's largest cell when the caller knows it.
  func dualEntering(_ row: Row, largest: Double? = nil) -> Int {
    let largest = largest ?? Solver.largestCell(of: row)
    let smallest = max(Solver.pivotTolerance, Solver.relativePivotTolerance * largest)
    var limit = Double.greatestFiniteMagnitude
    for cell in row.cells where cell.coefficient >= smallest && kinds[cell.symbol] != .dummy {
      let cost = max(0, objective[cell.symbol])
      limit = min(limit, (cost + 1e-10 * max(1, objectiveScale[cell.symbol])) / cell.coefficient)
    }
    var entering = 0
    var size = 0.0
    var (kiwiRatio, kiwiEntering, kiwiSize) = (Double.greatestFiniteMagnitude, 0, 0.0)
    let bland = degenerateRun >= Solver.degenerateLimit
    for cell in row.cells where cell.coefficient >= smallest && kinds[cell.symbol] != .dummy {
      let ratio = max(0, objective[cell.symbol]) / cell.coefficient
      guard ratio <= limit else { continue }
      if bland {
        if entering == 0 { entering = cell.symbol }
        continue
      }
      if cell.coefficient > size { (size, entering) = (cell.coefficient, cell.symbol) }
      if ratio < kiwiRatio { (kiwiRatio, kiwiEntering, kiwiSize) = (ratio, cell.symbol, cell.coefficient) }
    }
    if !bland && kiwiRatio > 0 && kiwiSize >= Solver.kiwiDualEnteringShare * size { return kiwiEntering }
    return entering
  }

  /// The share of the largest eligible cell from which the dual simplex takes kiwi's entering
  /// symbol (``dualEntering(_:largest:)``). Taken from 0.1, its smaller pivots cost 3 % more work
  /// on random weak systems; from 0.5, and never on ratios of 0 (ties among free slacks, where
  /// the largest cell keeps the tableau small), it costs 1.5-3.6 % less on random systems and
  /// reaches kiwi's vertex as often (BENCHMARKS.md, session 59).
  static let kiwiDualEnteringShare = 0.5
}
