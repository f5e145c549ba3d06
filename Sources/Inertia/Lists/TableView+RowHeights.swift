import Foundation

extension TableView {
  /// The rows' heights from the fixed height, the estimate or the delegate. The delegate's
  /// `heightForRowAt` wins over an automatic ``rowHeight``, as in UIKit: a row is self-sized (from
  /// the estimate, then measured as its cell appears) only when the delegate does not implement it
  /// or answers ``automaticDimension`` for that row.
  func makeRowHeights() -> TableRowHeights {
    let count = geometry.rowCount
    if rowHeight == Self.automaticDimension {
      return delegateRowHeights(count: count, automatic: true) ?? estimatedRowHeights(count: count)
    }
    if let source = delegate as? TableRowHeightSource, let heights = source.rowHeights(for: self),
      heights.count == count
    {
      return heights
    }
    return delegateRowHeights(count: count, automatic: false) ?? .uniform(Double(rowHeight), count: count)
  }

  /// Every row at the estimate (the delegate's for the first row, else ``estimatedRowHeight``), to
  /// be measured as its cell appears.
  private func estimatedRowHeights(count: Int) -> TableRowHeights {
    var estimate = estimatedRowHeight
    if let tableDelegate, count > 0 {
      estimate = tableDelegate.tableView(self, estimatedHeightForRowAt: geometry.indexPath(ofRow: 0))
    }
    return .estimated(
      Double(estimate.isFinite && estimate > 0 ? estimate : Self.defaultRowHeight), count: count)
  }

  /// The heights the delegate's `heightForRowAt` answers, or nil when it does not implement it.
  /// With an `automatic` row height, a row it answers ``automaticDimension`` for (or another height
  /// that is not one) is self-sized and the others keep their answers; else such an answer is the
  /// fixed ``rowHeight``.
  private func delegateRowHeights(count: Int, automatic: Bool) -> TableRowHeights? {
    guard let tableDelegate, count > 0 else { return nil }
    delegateLacksRowHeights = false
    let first = tableDelegate.tableView(self, heightForRowAt: geometry.indexPath(ofRow: 0))
    if delegateLacksRowHeights { return nil }
    let fallback = automatic ? -1 : Double(max(rowHeight, 0))
    let firstHeight = Self.cleanRowHeight(first, fallback: fallback)
    let counts = (0..<geometry.sectionCount).map { geometry.rowCount(inSection: $0) }
    var isUniform = true
    // The rows answered with automaticDimension, in order.
    var selfSized: [Int] = firstHeight < 0 ? [0] : []
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
            if height < 0 { selfSized.append(row) }
            heights[row] = height
            isUniform = isUniform && height == firstHeight
          }
          row += 1
        }
      }
    }
    if !selfSized.isEmpty {
      // The rows answered with a height are measured already; the others wait for their cells.
      var mixed = estimatedRowHeights(count: count)
      var next = 0
      for row in 0..<count {
        if next < selfSized.count, selfSized[next] == row {
          next += 1
        } else {
          mixed.setHeight(row, to: heights.height(row))
        }
      }
      return mixed
    }
    // A delegate that answers one height for every row stores nothing per row.
    return isUniform ? .uniform(firstHeight, count: count) : heights
  }

  @inline(__always)
  static func cleanRowHeight(_ height: CGFloat, fallback: Double) -> Double {
    height.isFinite && height >= 0 ? Double(height) : fallback
  }
}
