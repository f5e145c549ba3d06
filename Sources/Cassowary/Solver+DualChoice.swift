// The dual simplex's choice of the infeasible row to repair, read in the heap's place. The rule is
// the one `dualLeaving()` (Solver+Tableau.swift) states: the row no symbol can repair, lowest id
// first; otherwise the largest pivot against its row's largest cell, lowest id among equals. But
// the infeasible rows are not
// popped and pushed back for every pivot: with k rows waiting (a StackView's floors, all made
// infeasible by one edge), that cost k log k heap moves per pivot. Rows that are no longer basic or
// no longer below 0 are dropped in the same pass; the chosen row stays queued and is dropped by a
// later pass once it is repaired.

extension Solver {
  /// The infeasible row the dual simplex repairs next outside Bland's rule (nil: none).
  func dualLeavingInPlace() -> Int? {
    var count = 0
    var lowest = Int.max
    infeasible.keep { basic in
      guard let row = rows[basic], row.constant < 0 else { return false }
      count += 1
      lowest = min(lowest, basic)
      return true
    }
    guard count > 1 else { return count == 1 ? lowest : nil }
    var best = 0
    var bestQuality = -1.0
    var unrepairable = Int.max
    infeasible.keep { basic in
      guard unrepairable == Int.max || basic < unrepairable else { return true }
      let row = rows[basic]!
      let entering = dualEntering(row)
      guard entering != 0 else {
        unrepairable = basic
        return true
      }
      var largest = 1.0
      for cell in row.cells { largest = max(largest, abs(cell.coefficient)) }
      let quality = row.coefficient(for: entering) / largest
      if quality > bestQuality || (quality == bestQuality && basic < best) {
        bestQuality = quality
        best = basic
      }
      return true
    }
    return unrepairable != Int.max ? unrepairable : best
  }
}
