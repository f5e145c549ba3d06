// The dual simplex's choice of the infeasible row to repair, read in the heap's place. The rule is
// the one `dualLeaving()` (Solver+Tableau.swift) states: the row no symbol can repair, lowest id
// first; then kiwi's order (the highest id) when that row's pivot is sound; otherwise the largest
// pivot against its row's largest cell, lowest id among equals. The
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
//
// The bound depends on the row's cells only, and a pivot changes only the rows holding the
// entering symbol, so each row's bound is kept from one choice to the next until its row
// changes. Without that, a required floor added after the rows that push its variable far below
// it (a shuffled batch) read every waiting row twice per pivot: 4,855 pivots over hundreds of
// rows of hundreds of cells, 45 % of the build's instructions.

extension Solver {
  /// A row's bound of its dual pivot quality and its largest cell (the scale of its pivots).
  struct DualBound {
    var bound: Double
    var largest: Double
  }

  /// The infeasible row the dual simplex repairs next outside Bland's rule (nil: none), and the
  /// symbol entering for it when pricing found it (0 otherwise).
  func dualLeavingInPlace() -> (leaving: Int, entering: Int)? {
    dualCandidates.removeAll(keepingCapacity: true)
    var unrepairable = Int.max
    infeasible.keep { basic in
      guard let row = rows[basic], row.constant < 0 else { return false }
      let bound = dualQualityBound(basic, row)
      if bound.bound == 0 { unrepairable = min(unrepairable, basic) }
      dualCandidates.append((basic, bound))
      return true
    }
    guard dualCandidates.count > 1 else { return dualCandidates.first.map { ($0.basic, 0) } }
    if unrepairable != Int.max { return (unrepairable, 0) }
    if let latest = latestSoundRow() { return latest }
    // The most promising row first: its price usually settles the choice.
    var first = 0
    for (index, candidate) in dualCandidates.enumerated() {
      let leader = dualCandidates[first]
      if candidate.bound.bound > leader.bound.bound
        || (candidate.bound.bound == leader.bound.bound && candidate.basic < leader.basic)
      {
        first = index
      }
    }
    dualCandidates.swapAt(0, first)
    var best = 0
    var bestEntering = 0
    var bestQuality = -1.0
    for candidate in dualCandidates {
      guard
        candidate.bound.bound > bestQuality
          || (candidate.bound.bound == bestQuality && candidate.basic < best)
      else { continue }
      let row = rows[candidate.basic]!
      let entering = dualEntering(row, largest: candidate.bound.largest)
      let quality = row.coefficient(for: entering) / candidate.bound.largest
      if quality > bestQuality || (quality == bestQuality && candidate.basic < best) {
        bestQuality = quality
        best = candidate.basic
        bestEntering = entering
      }
    }
    return (best, bestEntering)
  }

  /// The pivot size against its row's largest cell from which a dual pivot counts as sound.
  static let soundDualPivot = 0.1

  /// kiwi's choice among the waiting rows when its pivot is sound: kiwi repairs the row made
  /// infeasible last (its list is a stack, filled in symbol order), which among rows made
  /// infeasible together is the highest id. Where the optimum is not unique the order decides the
  /// vertex, so the highest id is taken when its pivot is at least ``soundDualPivot`` of its row's
  /// largest cell (the next highest up to four rows down); nil hands the choice to the best pivot.
  private func latestSoundRow() -> (leaving: Int, entering: Int)? {
    var below = Int.max
    for _ in 0..<4 {
      var (latest, position) = (0, -1)
      for (index, candidate) in dualCandidates.enumerated()
      where candidate.basic < below && candidate.basic > latest
        && candidate.bound.bound >= Solver.soundDualPivot
      {
        (latest, position) = (candidate.basic, index)
      }
      guard position >= 0 else { return nil }
      let largest = dualCandidates[position].bound.largest
      let row = rows[latest]!
      let entering = dualEntering(row, largest: largest)
      if entering != 0 && row.coefficient(for: entering) / largest >= Solver.soundDualPivot {
        return (latest, entering)
      }
      below = latest
    }
    return nil
  }

  /// Starts a dual simplex's choices afresh: bounds kept from before no longer count (rows changed
  /// in between without being noted, as a refactorization derives them all again).
  func forgetDualBounds() {
    if dualBoundMarks.count < kinds.count {
      dualBoundMarks += repeatElement(0, count: kinds.count - dualBoundMarks.count)
      dualBounds += repeatElement(DualBound(bound: 0, largest: 1), count: kinds.count - dualBounds.count)
    }
    dualBoundStamp &+= 1
    if dualBoundStamp == 0 {
      for index in dualBoundMarks.indices { dualBoundMarks[index] = 0 }
      dualBoundStamp = 1
    }
  }

  /// Notes that basic row `basic` changed: its kept bound no longer counts.
  @inline(__always)
  func forgetDualBound(_ basic: Int) {
    if basic < dualBoundMarks.count { dualBoundMarks[basic] = 0 }
  }

  /// The bound of row `basic`'s pivot quality (``dualQualityBound(_:)``), kept until the row
  /// changes.
  private func dualQualityBound(_ basic: Int, _ row: Row) -> DualBound {
    if basic < dualBoundMarks.count && dualBoundMarks[basic] == dualBoundStamp { return dualBounds[basic] }
    let bound = dualQualityBound(row)
    if basic < dualBoundMarks.count {
      dualBoundMarks[basic] = dualBoundStamp
      dualBounds[basic] = bound
    }
    return bound
  }

  /// An upper bound of a row's pivot quality: its largest cell that ``dualEntering(_:largest:)``
  /// may choose against its largest cell (at least 1); 0 when no cell may enter (the row cannot
  /// be repaired).
  private func dualQualityBound(_ row: Row) -> DualBound {
    let largest = Solver.largestCell(of: row)
    let smallest = max(Solver.pivotTolerance, Solver.relativePivotTolerance * largest)
    var eligible = 0.0
    for cell in row.cells where cell.coefficient >= smallest && cell.coefficient > eligible {
      guard kinds[cell.symbol] != .dummy else { continue }
      eligible = cell.coefficient
    }
    return DualBound(bound: eligible / largest, largest: largest)
  }

  /// The largest magnitude among a row's cells, at least 1 (the scale pivots are judged against).
  static func largestCell(of row: Row) -> Double {
    var largest = 1.0
    for cell in row.cells { largest = max(largest, abs(cell.coefficient)) }
    return largest
  }
}
