// Attempts that may be undone: the dual simplex adding a row that may turn out infeasible keeps
// each row and objective cell as it was before the attempt first changed it, so undoing costs what
// the attempt changed. A copy of the tableau's tables costs every symbol on the
// first write after it, which a StackView paid once per floor added against an infeasible row
// (BENCHMARKS.md, session 20).

/// The rows and objective cells an attempt changed, each as it was before its first change, and
/// the objective's constant then.
struct UndoLog {
  /// Each changed basic row's symbol and its row before the attempt (nil: it was not basic).
  var rows: [(basic: Int, row: Row?)] = []
  /// Each changed objective cell's symbol, coefficient and scale before the attempt.
  var objective: [(symbol: Int, value: Double, scale: Double)] = []
  /// The objective's constant before the attempt.
  let objectiveConstant: Double
  /// The mark of this attempt in ``Solver/undoRowMarks`` and ``Solver/undoObjectiveMarks``.
  let mark: Int
}

extension Solver {
  /// Starts keeping what changes, for ``undoAttempt()`` (or ``endAttempt()`` to keep the changes).
  func beginAttempt() {
    undoSerial += 1
    undo = UndoLog(objectiveConstant: objectiveConstant, mark: undoSerial)
  }

  /// Keeps the attempt's changes.
  func endAttempt() { undo = nil }

  /// Notes basic row `basic` before the attempt changes it (once per attempt).
  @inline(__always)
  func keepRow(_ basic: Int) {
    guard let mark = undo?.mark else { return }
    if undoRowMarks.count <= basic {
      undoRowMarks += repeatElement(0, count: kinds.count - undoRowMarks.count)
    }
    guard undoRowMarks[basic] != mark else { return }
    undoRowMarks[basic] = mark
    undo!.rows.append((basic, rows[basic]))
  }

  /// Notes objective cell `symbol` before the attempt changes it (once per attempt).
  @inline(__always)
  func keepObjective(_ symbol: Int) {
    guard let mark = undo?.mark else { return }
    if undoObjectiveMarks.count <= symbol {
      undoObjectiveMarks += repeatElement(0, count: kinds.count - undoObjectiveMarks.count)
    }
    guard undoObjectiveMarks[symbol] != mark else { return }
    undoObjectiveMarks[symbol] = mark
    undo!.objective.append((symbol, objective[symbol], objectiveScale[symbol]))
  }

  /// Notes every basic row (before a refactorization, which rewrites them all in place).
  func keepEveryRow() {
    guard undo != nil else { return }
    for basic in rows.indices where rows[basic] != nil { keepRow(basic) }
  }

  /// Puts back the rows, objective cells and objective constant the attempt changed, with the
  /// column index of those rows (symbols made since keep their slots, holding nothing).
  func undoAttempt() {
    guard let log = undo else { return }
    undo = nil
    for (basic, row) in log.rows {
      if let current = rows[basic] {
        for cell in current.cells { noteDropped(cell.symbol) }
      }
      rows[basic] = row
      touch(basic)
      if let row {
        for cell in row.cells { noteCreated(cell.symbol, in: basic) }
      }
    }
    for (symbol, value, scale) in log.objective {
      objective[symbol] = value
      objectiveScale[symbol] = scale
      if value < 0 && kinds[symbol] != .dummy { negatives.insert(symbol) }
    }
    objectiveConstant = log.objectiveConstant
    infeasible.removeAll()
  }
}
