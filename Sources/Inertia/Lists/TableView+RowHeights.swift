import Foundation

extension TableView {
  /// The rows' heights from the fixed height, the estimate or the delegate. The delegate's
  /// `heightForRowAt` wins over an automatic ``rowHeight``, as in UIKit: only when it is not
  /// implemented, or answers ``automaticDimension`` for a row, are the rows self-sized (from the
  /// estimate, then measured as their cells appear; every row then, not only the ones answering
  /// ``automaticDimension``).
  func makeRowHeights() -> TableRowHeights {
    let count = geometry.rowCount
    if rowHeight == Self.automaticDimension {
      if let heights = delegateRowHeights(count: count, automatic: true) { return heights }
      var estimate = estimatedRowHeight
      if let tableDelegate, count > 0 {
        estimate = tableDelegate.tableView(self, estimatedHeightForRowAt: geometry.indexPath(ofRow: 0))
      }
      return .estimated(
        Double(estimate.isFinite && estimate > 0 ? estimate : Self.defaultRowHeight), count: count)
    }
    if let source = delegate as? TableRowHeightSource, let heights = source.rowHeights(for: self),
      heights.count == count
    {
      return heights
    }
    return delegateRowHeights(count: count, automatic: false) ?? .uniform(Double(rowHeight), count: count)
  }

  /// The heights the delegate's `heightForRowAt` answers, or nil when it does not implement it.
  /// With an `automatic` row height, nil too when it answers ``automaticDimension`` (or another
  /// height that is not one) for any row; else such an answer is the fixed ``rowHeight``.
  private func delegateRowHeights(count: Int, automatic: Bool) -> TableRowHeights? {
    guard let tableDelegate, count > 0 else { return nil }
    delegateLacksRowHeights = false
    let first = tableDelegate.tableView(self, heightForRowAt: geometry.indexPath(ofRow: 0))
    if delegateLacksRowHeights { return nil }
    let fallback = automatic ? -1 : Double(max(rowHeight, 0))
    let firstHeight = Self.cleanRowHeight(first, fallback: fallback)
    if firstHeight < 0 { return nil }
    let counts = (0..<geometry.sectionCount).map { geometry.rowCount(inSection: $0) }
    var isUniform = true
    var selfSized = false
    // Heights go straight into the tree's storage; one index path per section is updated in place.
    let heights = TableRowHeights.variable(count: count) { heights in
      heights[0] = firstHeight
      var row = 0
      for (section, rows) in counts.enumerated() where rows > 0 {
        var path = IndexPath(row: 0, section: section)
        for item in 0..<rows {
          if row > 0 {
            path[1] = item
            let height = Self.cleanRowHeight(
              tableDelegate.tableView(self, heightForRowAt: path), fallback: fallback)
            selfSized = selfSized || height < 0
            heights[row] = height
            isUniform = isUniform && height == firstHeight
          }
          row += 1
        }
      }
    }
    if selfSized { return nil }
    // A delegate that answers one height for every row stores nothing per row.
    return isUniform ? .uniform(firstHeight, count: count) : heights
  }

  @inline(__always)
  static func cleanRowHeight(_ height: CGFloat, fallback: Double) -> Double {
    height.isFinite && height >= 0 ? Double(height) : fallback
  }
}
