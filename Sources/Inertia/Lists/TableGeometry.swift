import Foundation

/// Where everything in a table sits, in content coordinates: the table header, each section's
/// header, rows and footer, and the table footer. Rows are numbered across sections ("global"
/// rows); per-section data is stored per section, per-row data only as ``TableRowHeights`` keeps it.
///
/// See also: ``TableView``, ``TableRowHeights``.
struct TableGeometry: Sendable {
  /// The rows' heights, numbered across sections.
  var rows: TableRowHeights = .uniform(0, count: 0)
  /// The first global row of each section, plus the row count at the end.
  private(set) var rowStarts: [Int] = [0]
  /// Header and footer heights of each section.
  private(set) var headerHeights: [Double] = []
  private(set) var footerHeights: [Double] = []
  /// The sum of header and footer heights of the sections before each section (one more entry).
  private var extrasBefore: [Double] = [0]
  /// The heights of the table header and footer views.
  var tableHeaderHeight: Double = 0
  var tableFooterHeight: Double = 0

  /// Sets the sections: their row counts and header/footer heights.
  mutating func setSections(rowCounts: [Int], headers: [Double], footers: [Double]) {
    rowStarts = [0]
    rowStarts.reserveCapacity(rowCounts.count + 1)
    extrasBefore = [0]
    extrasBefore.reserveCapacity(rowCounts.count + 1)
    for (index, count) in rowCounts.enumerated() {
      rowStarts.append(rowStarts[index] + max(count, 0))
      extrasBefore.append(extrasBefore[index] + headers[index] + footers[index])
    }
    headerHeights = headers
    footerHeights = footers
  }

  /// The number of sections.
  var sectionCount: Int { headerHeights.count }
  /// The number of rows in every section.
  var rowCount: Int { rowStarts[rowStarts.count - 1] }

  func rowCount(inSection section: Int) -> Int {
    guard section >= 0, section < sectionCount else { return 0 }
    return rowStarts[section + 1] - rowStarts[section]
  }

  func firstRow(ofSection section: Int) -> Int { rowStarts[min(max(section, 0), sectionCount)] }

  /// The global row of an index path, nil when it does not exist.
  func globalRow(_ path: IndexPath) -> Int? {
    guard path.count == 2, path.section >= 0, path.section < sectionCount, path.row >= 0,
      path.row < rowCount(inSection: path.section)
    else { return nil }
    return rowStarts[path.section] + path.row
  }

  /// The section holding a global row (binary search over the section starts).
  func section(ofRow row: Int) -> Int {
    var low = 0
    var high = sectionCount
    while high - low > 1 {
      let middle = (low + high) / 2
      if rowStarts[middle] <= row { low = middle } else { high = middle }
    }
    // Skip empty sections that start at the same row.
    while low + 1 < sectionCount, rowStarts[low + 1] <= row { low += 1 }
    return low
  }

  func indexPath(ofRow row: Int) -> IndexPath {
    let section = section(ofRow: row)
    return IndexPath(row: row - rowStarts[section], section: section)
  }

  /// The top of a section (its header's top).
  func sectionTop(_ section: Int) -> Double {
    let clamped = min(max(section, 0), sectionCount)
    return tableHeaderHeight + extrasBefore[clamped] + rows.top(rowStarts[clamped])
  }

  /// The bottom of a section (its footer's bottom).
  func sectionBottom(_ section: Int) -> Double { sectionTop(section + 1) }

  func headerTop(_ section: Int) -> Double { sectionTop(section) }

  func footerTop(_ section: Int) -> Double { sectionBottom(section) - footerHeights[section] }

  /// The top of a global row whose section is known.
  func rowTop(_ row: Int, section: Int) -> Double {
    tableHeaderHeight + extrasBefore[section] + headerHeights[section] + rows.top(row)
  }

  /// The height of every part together.
  var contentHeight: Double {
    tableHeaderHeight + extrasBefore[sectionCount] + rows.total + tableFooterHeight
  }

  /// The section whose span contains `y` (the first or last one outside the sections).
  func section(at y: Double) -> Int {
    guard sectionCount > 0 else { return 0 }
    var low = 0
    var high = sectionCount
    while high - low > 1 {
      let middle = (low + high) / 2
      if sectionTop(middle) <= y { low = middle } else { high = middle }
    }
    return low
  }

  /// The first global row of `section` whose bottom is below `y` (zero-height rows passed over),
  /// or the section's end.
  func firstRow(inSection section: Int, endingBelow y: Double) -> Int {
    let start = rowStarts[section]
    let end = rowStarts[section + 1]
    let local = y - (tableHeaderHeight + extrasBefore[section] + headerHeights[section])
    guard local >= 0 else {
      return start < end && rows.height(start) > 0 ? start : min(rows.index(containing: rows.top(start)), end)
    }
    // Row tops are global sums of row heights, so `local` (y less the extras above the section's
    // rows) is already a position among them.
    return min(max(rows.index(containing: local), start), end)
  }
}
