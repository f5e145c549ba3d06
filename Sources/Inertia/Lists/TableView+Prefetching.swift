import Foundation

/// The rows last announced to the prefetch data source: the ranges just above and just below the
/// visible rows (global row numbers).
struct TablePrefetchState {
  var above: Range<Int> = 0..<0
  var below: Range<Int> = 0..<0

  mutating func reset() {
    above = 0..<0
    below = 0..<0
  }

  /// A row got a cell; it is no longer waiting for its data.
  func rowAppeared(_ row: Int) {}
}

extension TableView {
  /// How many rows beyond each end of the visible ones are announced for prefetching.
  package static let prefetchRowCount = 12

  /// Announces rows coming near the visible ones and cancels rows that moved out of reach before
  /// they appeared. Costs nothing without a prefetch data source.
  func updatePrefetching() {
    guard let prefetchDataSource, let first = visible.first?.row, let last = visible.last?.row else { return }
    let total = geometry.rowCount
    let above = max(first - Self.prefetchRowCount, 0)..<first
    let below = (last + 1)..<min(last + 1 + Self.prefetchRowCount, total)
    let visibleRange = first..<(last + 1)
    var added: [IndexPath] = []
    var dropped: [IndexPath] = []
    // Rows ahead in the direction of travel come first, nearest first.
    for row in below where !prefetchState.below.contains(row) && !prefetchState.above.contains(row) {
      added.append(geometry.indexPath(ofRow: row))
    }
    for row in above.reversed() where !prefetchState.above.contains(row) && !prefetchState.below.contains(row)
    {
      added.append(geometry.indexPath(ofRow: row))
    }
    for old in [prefetchState.above, prefetchState.below] {
      for row in old where !above.contains(row) && !below.contains(row) && !visibleRange.contains(row) {
        if row < total { dropped.append(geometry.indexPath(ofRow: row)) }
      }
    }
    prefetchState.above = above
    prefetchState.below = below
    if !dropped.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: dropped) }
    if !added.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: added) }
  }
}
