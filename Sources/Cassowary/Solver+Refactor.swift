// Refactorization: the tableau's rows derived again from the constraints' original rows for the
// current basis, as LP codes refactorize their basis. Every pivot adds rounding to the rows it
// merges; over hundreds of pivots the sums that are 0 in exact arithmetic leave cells of 1e-10 to
// 1e-9 that later pivots multiply through the rows (BENCHMARKS.md, "rounding residue fills the
// rows"). Deriving the rows again resets that rounding: the new rows carry the error of one
// elimination, not of every pivot made so far.

extension Solver {
  /// A tableau constraint's row as it entered: `0 = constant + terms + sign * marker - sign * other`
  /// (its defined variables expanded as they were then), and its order among the constraints.
  struct Original {
    var row: Row
    let sequence: Int
  }

  /// Notes the original row of the constraint being added (its expanded `plain` terms and
  /// `constant`, the marker with `sign` and the error `other` with `-sign`).
  func notePendingOriginal(
    _ plain: [(index: Int, coefficient: Double)], constant: Double, marker: Int, other: Int, sign: Double
  ) {
    var cells: [Cell] = []
    cells.reserveCapacity(plain.count + 2)
    for (index, coefficient) in plain {
      cells.append(Cell(symbol: symbol(ofVariable: index), coefficient: coefficient))
    }
    cells.append(Cell(symbol: marker, coefficient: sign))
    if other != 0 { cells.append(Cell(symbol: other, coefficient: -sign)) }
    if cells.count > 16 {
      cells.sort { $0.symbol < $1.symbol }
    } else {
      // Few cells (most constraints): an insertion sort, without a closure call per comparison.
      for index in 1..<cells.count {
        let cell = cells[index]
        var slot = index
        while slot > 0 && cells[slot - 1].symbol > cell.symbol {
          cells[slot] = cells[slot - 1]
          slot -= 1
        }
        cells[slot] = cell
      }
    }
    pendingOriginal = Original(row: Row(constant: constant, cells: cells), sequence: nextSequence)
  }

  /// Keeps the pending original row as the one of record `key` (its constraint is in).
  func keepPendingOriginal(as key: Int) {
    if originals.count <= key {
      originals += repeatElement(nil, count: max(key + 1, 2 * originals.count) - originals.count)
    }
    swap(&originals[key], &pendingOriginal)
    pendingOriginal = nil
  }

  /// Forgets the original row of record `key` (its constraint left the tableau).
  func dropOriginal(_ key: Int) {
    if key < originals.count { originals[key] = nil }
  }

  /// Moves the original row of record `key` for a change of `amount` in its expression constant.
  func shiftOriginal(_ key: Int, by amount: Double) {
    if key < originals.count, originals[key] != nil { originals[key]!.row.constant += amount }
  }

  /// Replaces the symbol of `end` in the original rows of the tableau constraints `holders` by
  /// `expansion` (the end's value through the definition a re-rooting gave it), as the tableau
  /// replaced it: the original rows then describe the tableau as it is, and a refactorization
  /// derives it again.
  func rewriteOriginals(
    _ holders: [Int], end: Int,
    _ expansion: (
      plain: [(index: Int, coefficient: Double)], expanded: [(index: Int, coefficient: Double)],
      constant: Double
    )
  ) {
    let symbol = variables[end].symbol
    for key in holders where key < originals.count && originals[key] != nil {
      // Rewritten in place, taken out so that its storage is uniquely held: the row an
      // accumulation of its other cells and the expansion's would give, without building a new
      // one, and the accumulation's sort charged as it would be (the work times refactorizations).
      var row = Row()
      swap(&row, &originals[key]!.row)
      defer { swap(&row, &originals[key]!.row) }
      let factor = row.coefficient(for: symbol)
      guard factor != 0 else { continue }
      cellWork += row.slots.count + expansion.plain.count
      var listed = row.count - 1
      row.constant += factor * expansion.constant
      row.remove(symbol)
      for (index, coefficient) in expansion.plain {
        let cell = self.symbol(ofVariable: index)
        if row.coefficient(for: cell) == 0 { listed += 1 }
        row.insert(cell, factor * coefficient)
      }
      row.compact()
      cellWork += listed * Row.depth(listed)
    }
  }

  /// The cell work a refactorization charges per row it places, beyond the cells it reads.
  static let refactorRowCharge = 16

  /// Whether enough pivots and work went by since the last refactorization for another: at
  /// least `refactorInterval` pivots, and at least the last one's cost in cell work, so
  /// refactorizing at most doubles the work.
  @inline(__always)
  var refactorIsDue: Bool {
    pivotCount - refactorPivot >= refactorInterval && cellWork - refactorWorkMark >= refactorCost
      && artificial == nil
  }

  /// Derives every basic row again from the original rows for the current basis (Gauss-Jordan
  /// elimination in the constraints' order, each row solved for one of the basic symbols it holds,
  /// the largest or, among those within 0.1 of it, the one fewest rows hold), sums the objective
  /// again and queues the restricted rows that came out below 0. False (the tableau as it was)
  /// when the rows and the basis disagree (a row was dropped as residue) or a pivot would be
  /// residue against its row.
  @discardableResult
  func refactor() -> Bool {
    let start = cellWork
    let threshold = refactorCost
    var cellsBefore = 0
    var cellsAfter = 0
    refactorPivot = pivotCount
    defer {
      let cost = cellWork - start
      // A refactorization that spared under a tenth of the rows' cells found little fill or
      // residue to clear: the next waits twice as long (at most 4 times its cost), so the pivots
      // of short rows are not doubled by refactorizations that change nothing (BENCHMARKS.md,
      // session 23). One that cleared more sets the wait back to its cost.
      let spared = cellsBefore - cellsAfter
      refactorCost = spared * 10 < cellsBefore ? min(max(cost, 2 * threshold), 4 * cost) : cost
      refactorWorkMark = cellWork
    }
    guard artificial == nil else { return false }
    var order: [(sequence: Int, key: Int)] = []
    for key in originals.indices {
      if let original = originals[key] { order.append((original.sequence, key)) }
    }
    if let pending = pendingOriginal { order.append((pending.sequence, -1)) }
    var isBasic = [Bool](repeating: false, count: kinds.count)
    var basicCount = 0
    for symbol in rows.indices {
      guard let row = rows[symbol] else { continue }
      isBasic[symbol] = true
      basicCount += 1
      cellsBefore += row.count
    }
    guard basicCount == order.count else {
      refactorFailures += 1
      return false
    }
    order.sort { $0.sequence < $1.sequence }
    // The rows and the column index are moved aside, not copied: a copy retained every row and
    // column, the first write after it copied the tables again, and dropping it released them all
    // (a third of a nested StackView's replay at 3,000 views, BENCHMARKS.md session 22). The
    // elimination starts from empty tables; a failure moves the old ones back. (The objective
    // changes only after the elimination succeeded.)
    var keptRows = [Row?](repeating: nil, count: rows.count)
    swap(&keptRows, &rows)
    var keptColumns = [[Int]](repeating: [], count: columns.count)
    swap(&keptColumns, &columns)
    let keptLive = columnLive
    for symbol in columnLive.indices { columnLive[symbol] = 0 }
    for (_, key) in order {
      let original = key < 0 ? pendingOriginal!.row : originals[key]!.row
      guard eliminate(original, basics: isBasic) else {
        swap(&keptRows, &rows)
        swap(&keptColumns, &columns)
        columnLive = keptLive
        // The infeasible rows' queue is made again from the rows put back.
        infeasible.removeAll()
        for symbol in rows.indices where kinds[symbol] != .external && kinds[symbol] != .dummy {
          if let constant = rows[symbol]?.constant, constant < 0 { infeasible.insert(symbol) }
        }
        refactorFailures += 1
        return false
      }
    }
    cellsAfter = queueInfeasibleRows()
    rebuildObjective()
    // Each row placed also cost an allocation, its column entries and the release of the row it
    // replaced, which the cells read do not count: charged here, so that the next refactorization
    // waits for as much pivot work as this one really cost.
    cellWork += Solver.refactorRowCharge * basicCount
    refactorCount += 1
    return true
  }

  /// Queues the restricted rows below 0 after a refactorization (those within twice the
  /// feasibility tolerance of 0 set to 0); returns the cells of every row.
  private func queueInfeasibleRows() -> Int {
    var cells = 0
    infeasible.removeAll()
    for symbol in rows.indices {
      cells += rows[symbol]?.count ?? 0
      guard let constant = rows[symbol]?.constant, constant < 0 else { continue }
      switch kinds[symbol] {
      case .slack, .error:
        if constant >= -2 * Solver.feasibilityTolerance {
          rows[symbol]!.constant = 0
        } else {
          infeasible.insert(symbol)
        }
      default: break
      }
    }
    return cells
  }

  /// One step of the elimination: `original` with the rows placed so far substituted, solved for
  /// one of its basic symbols, substituted into the placed rows and placed. False when no basic
  /// symbol's cell is a sound pivot.
  private func eliminate(_ original: Row, basics isBasic: [Bool]) -> Bool {
    var row = reducedRow(original)
    var largest = 0.0
    var largestBasic = 0.0
    for cell in row.cells {
      let size = abs(cell.coefficient)
      largest = max(largest, size)
      if isBasic[cell.symbol] { largestBasic = max(largestBasic, size) }
    }
    guard largestBasic > max(Solver.pivotTolerance, Solver.relativePivotTolerance * largest) else {
      return false
    }
    var subject = 0
    var subjectSize = 0.0
    for cell in row.cells where isBasic[cell.symbol] {
      let size = abs(cell.coefficient)
      guard size >= 0.1 * largestBasic else { continue }
      if subject == 0 || columnLive[cell.symbol] < columnLive[subject]
        || (columnLive[cell.symbol] == columnLive[subject] && size > subjectSize)
      {
        subject = cell.symbol
        subjectSize = size
      }
    }
    row.solve(for: subject)
    let targets = columnEntries(subject)
    columns[subject] = []
    columnLive[subject] = 0
    for basic in targets where rows[basic] != nil {
      let coefficient = rows[basic]!.remove(subject, work: &cellWork)
      guard coefficient != 0 else { continue }
      merge(row, times: coefficient, into: basic)
    }
    install(row, as: subject)
    return true
  }

  /// `original` with every symbol that has a row replaced by it, summed in the dense accumulator
  /// (as a new constraint's row is) and sorted once.
  private func reducedRow(_ original: Row) -> Row {
    var total = original.constant
    for cell in original.cells {
      if let basic = rows[cell.symbol] {
        total += cell.coefficient * basic.constant
        cellWork += basic.slots.count
        for inner in basic.cells { accumulate(inner.symbol, cell.coefficient * inner.coefficient) }
      } else {
        cellWork += 1
        accumulate(cell.symbol, cell.coefficient)
      }
    }
    return Row(constant: total, cells: drainAccumulator())
  }

  /// Adds `part` to the dense accumulator's cell of `symbol` (a sum that cancels drops to 0, as a
  /// merge drops it).
  @inline(__always)
  func accumulate(_ symbol: Int, _ part: Double) {
    let old = accumulator[symbol]
    // Listed again only after its sum cancelled to 0 (the repeats are skipped once sorted).
    if old == 0 { accumulated.append(symbol) }
    let sum = old + part
    accumulator[symbol] = Row.cancels(sum, old, part) ? 0 : sum
  }

  /// The accumulator's nonzero cells, sorted by symbol (the sort's work counted); leaves it empty.
  func drainAccumulator() -> [Cell] {
    accumulated.sort()
    cellWork += accumulated.count * Row.depth(accumulated.count)
    var cells: [Cell] = []
    cells.reserveCapacity(accumulated.count)
    var previous = 0
    for symbol in accumulated where symbol != previous {
      previous = symbol
      if accumulator[symbol] != 0 { cells.append(Cell(symbol: symbol, coefficient: accumulator[symbol])) }
      accumulator[symbol] = 0
    }
    accumulated.removeAll(keepingCapacity: true)
    return cells
  }
}
