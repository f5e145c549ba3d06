import Foundation

extension TableView {
  /// The rows' heights from the fixed height, the estimate or the delegate.
  func makeRowHeights() -> TableRowHeights {
    let count = geometry.rowCount
    if rowHeight == Self.automaticDimension {
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
    guard let tableDelegate, count > 0 else { return .uniform(Double(rowHeight), count: count) }
    delegateLacksRowHeights = false
    let first = tableDelegate.tableView(self, heightForRowAt: geometry.indexPath(ofRow: 0))
    if delegateLacksRowHeights { return .uniform(Double(rowHeight), count: count) }
    let fallback = Double(max(rowHeight, 0))
    let firstHeight = Self.cleanRowHeight(first, fallback: fallback)
    let counts = (0..<geometry.sectionCount).map { geometry.rowCount(inSection: $0) }
    var isUniform = true
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
            heights[row] = height
            isUniform = isUniform && height == firstHeight
          }
          row += 1
        }
      }
    }
    // A delegate that answers one height for every row stores nothing per row.
    return isUniform ? .uniform(firstHeight, count: count) : heights
  }

  @inline(__always)
  static func cleanRowHeight(_ height: CGFloat, fallback: Double) -> Double {
    height.isFinite && height >= 0 ? Double(height) : fallback
  }
}
