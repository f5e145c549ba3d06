// The dual simplex's choice of the infeasible row to repair, read in the heap's place. The rule is
// the one `dualLeaving()` (Solver+Tableau.swift) states: the row no symbol can repair, lowest id
// first; otherwise the largest pivot against its row's largest cell, lowest id among equals. The
// infeasible rows are not popped and pushed back for every pivot: with k rows waiting (a
// StackView's floors, all made infeasible by one edge), that cost k log k heap moves per pivot.
// Rows that are no longer basic or no longer below 0 are dropped in the same pass; the chosen row
// stays queued and is dropped by a later pass once it is repaired.
//
// A row's quality needs its entering symbol, found from the objective's costs (two passes over
// the row with a cost read per cell). It is bounded above by the row's largest eligible cell
// against its largest cell, which one pass over the cells gives. So every row is bounded first,
// and only rows whose bound could still beat the best quality found are priced, the most
// promising first: the choice is the same as pricing every row, for a fraction of the reads when
// thousands of rows turn infeasible at once (a stack's floors squeezed by a wider gap).

extension Solver {
  /// The infeasible row the dual simplex repairs next outside Bland's rule (nil: none).
  func dualLeavingInPlace() -> Int? {
    dualCandidates.removeAll(keepingCapacity: true)
    var unrepairable = Int.max
    infeasible.keep { basic in
      guard let row = rows[basic], row.constant < 0 else { return false }
      let bound = dualQualityBound(row)
      if bound == 0 { unrepairable = min(unrepairable, basic) }
      dualCandidates.append((basic, bound))
      return true
    }
    guard dualCandidates.count > 1 else { return dualCandidates.first?.basic }
    if unrepairable != Int.max { return unrepairable }
    // The most promising row first: its price usually settles the choice.
    var first = 0
    for (index, candidate) in dualCandidates.enumerated() {
      let leader = dualCandidates[first]
      if candidate.bound > leader.bound || (candidate.bound == leader.bound && candidate.basic < leader.basic)
      {
        first = index
      }
    }
    dualCandidates.swapAt(0, first)
    var best = 0
    var bestQuality = -1.0
    for candidate in dualCandidates {
      guard candidate.bound > bestQuality || (candidate.bound == bestQuality && candidate.basic < best) else {
        continue
      }
      let row = rows[candidate.basic]!
      let quality = row.coefficient(for: dualEntering(row)) / Solver.largestCell(of: row)
      if quality > bestQuality || (quality == bestQuality && candidate.basic < best) {
        bestQuality = quality
        best = candidate.basic
      }
    }
    return best
  }

  /// An upper bound of a row's pivot quality: its largest cell that ``dualEntering(_:)`` may
  /// choose against its largest cell (at least 1); 0 when no cell may enter (the row cannot be
  /// repaired).
  private func dualQualityBound(_ row: Row) -> Double {
    let largest = Solver.largestCell(of: row)
    let smallest = max(Solver.pivotTolerance, Solver.relativePivotTolerance * largest)
    var eligible = 0.0
    for cell in row.cells where cell.coefficient >= smallest && cell.coefficient > eligible {
      guard kinds[cell.symbol] != .dummy else { continue }
      eligible = cell.coefficient
    }
    return eligible / largest
  }

  /// The largest magnitude among a row's cells, at least 1 (the scale pivots are judged against).
  static func largestCell(of row: Row) -> Double {
    var largest = 1.0
    for cell in row.cells { largest = max(largest, abs(cell.coefficient)) }
    return largest
  }
}
