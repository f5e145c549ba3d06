import Foundation

/// Where everything in a table sits, in content coordinates: the table header, each section's
/// header, rows and footer, and the table footer. Rows are numbered across sections ("global"
/// rows); per-section data is stored per section, per-row data only as ``TableRowHeights`` keeps it.
///
/// See also: ``TableView``, ``TableRowHeights``.
struct TableGeometry: Sendable {
  /// The rows' heights, numbered across sections (set through ``setRows(_:)`` and
  /// ``setRowHeight(_:to:)``, which keep ``sectionHeights`` in step).
  private(set) var rows: TableRowHeights = .uniform(0, count: 0)
  /// Each section's height (header, rows and footer) in a prefix-sum tree, so the section at a
  /// position is one O(log s) descent rather than a binary search whose every step is a row prefix.
  /// Only a guide: positions themselves come from ``rows``, and lookups check the section it finds.
  private var sectionHeights = PrefixSumTree([])
  /// The first global row of each section, plus the row count at the end.
  private(set) var rowStarts: [Int] = [0]
  /// Header and footer heights of each section.
  private(set) var headerHeights: [Double] = []
  private(set) var footerHeights: [Double] = []
  /// The space above each section's header (``TableView/sectionHeaderTopPadding``; zero for a
  /// section without a header).
  private(set) var headerPaddings: [Double] = []
  /// Whether any section has a header or footer of positive height (else none is ever placed).
  private(set) var hasHeadersOrFooters = false
  /// The sum of header and footer heights of the sections before each section (one more entry).
  private var extrasBefore: [Double] = [0]
  /// The heights of the table header and footer views.
  var tableHeaderHeight: Double = 0
  var tableFooterHeight: Double = 0

  /// Sets the sections: their row counts, header/footer heights and the space above each header
  /// (`headerPadding`, for sections whose header has a height).
  mutating func setSections(rowCounts: [Int], headers: [Double], footers: [Double], headerPadding: Double = 0)
  {
    headerPaddings = headers.map { $0 > 0 ? headerPadding : 0 }
    rowStarts = [0]
    rowStarts.reserveCapacity(rowCounts.count + 1)
    extrasBefore = [0]
    extrasBefore.reserveCapacity(rowCounts.count + 1)
    for (index, count) in rowCounts.enumerated() {
      rowStarts.append(rowStarts[index] + max(count, 0))
      extrasBefore.append(extrasBefore[index] + headerPaddings[index] + headers[index] + footers[index])
    }
    headerHeights = headers
    footerHeights = footers
    hasHeadersOrFooters = headers.contains { $0 > 0 } || footers.contains { $0 > 0 }
    rebuildSectionHeights()
  }

  /// Replaces the rows' heights (their count must be ``rowCount``).
  mutating func setRows(_ heights: TableRowHeights) {
    rows = heights
    rebuildSectionHeights()
  }

  /// Records the real height of a global row (a measured self-sizing cell); returns the change.
  @discardableResult
  mutating func setRowHeight(_ row: Int, to height: Double) -> Double {
    let change = rows.setHeight(row, to: height)
    if change != 0, sectionCount > 1 {
      let section = section(ofRow: row)
      sectionHeights.set(section, to: sectionHeights.value(at: section) + change)
    }
    return change
  }

  /// Sums each section's parts, one row prefix per section boundary (none with one section).
  private mutating func rebuildSectionHeights() {
    let count = sectionCount
    guard count > 1, rows.count == rowCount else {
      sectionHeights = PrefixSumTree([])
      return
    }
    let (rows, starts, footers) = (self.rows, rowStarts, footerHeights)
    let headers = zip(headerHeights, headerPaddings).map { $0 + $1 }
    sectionHeights = PrefixSumTree(count: count) { heights in
      var top = 0.0
      for section in 0..<count {
        let bottom = rows.top(starts[section + 1])
        heights[section] = headers[section] + (bottom - top) + footers[section]
        top = bottom
      }
    }
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

  func headerTop(_ section: Int) -> Double { sectionTop(section) + headerPaddings[section] }

  /// The space above a section's rows: its header's padding and height.
  func aboveRows(_ section: Int) -> Double { headerPaddings[section] + headerHeights[section] }

  func footerTop(_ section: Int) -> Double { sectionBottom(section) - footerHeights[section] }

  /// The top of a global row whose section is known.
  func rowTop(_ row: Int, section: Int) -> Double {
    tableHeaderHeight + extrasBefore[section] + aboveRows(section) + rows.top(row)
  }

  /// The top (as ``rowTop(_:section:)``), height and measured state of a global row of
  /// `section`, for rows read in order (see ``TableRowHeights/span(_:cursor:)``).
  func rowSpan(_ row: Int, section: Int, cursor: inout TableRowHeights.Cursor) -> TableRowHeights.Span {
    var span = rows.span(row, cursor: &cursor)
    span.top += tableHeaderHeight + extrasBefore[section] + aboveRows(section)
    return span
  }

  /// The height of every part together.
  var contentHeight: Double {
    tableHeaderHeight + extrasBefore[sectionCount] + rows.total + tableFooterHeight
  }

  /// The section whose span contains `y` (the first or last one outside the sections; of sections
  /// that start at the same place, the last).
  func section(at y: Double) -> Int { sectionCount > 1 ? sectionSpan(at: y).section : 0 }

  /// The section whose span contains `y`, with its top and bottom: one descent of the section tree
  /// finds it, then its top and bottom, computed from the rows as everywhere else, confirm it (a
  /// rounding difference between the two sums moves it by a section at most).
  func sectionSpan(at y: Double) -> (section: Int, top: Double, bottom: Double) {
    let count = sectionCount
    guard count > 1 else { return (0, sectionTop(0), sectionTop(1)) }
    var section =
      sectionHeights.count == count
      ? min(sectionHeights.index(containing: y - tableHeaderHeight), count - 1)
      : searchedSection(at: y)
    var top = sectionTop(section)
    while section > 0, top > y {
      section -= 1
      top = sectionTop(section)
    }
    var bottom = sectionTop(section + 1)
    while section + 1 < count, bottom <= y {
      section += 1
      top = bottom
      bottom = sectionTop(section + 1)
    }
    return (section, top, bottom)
  }

  /// The last section whose top is at or above `y`, by binary search over the section tops (for
  /// the moment between new sections and their rows, when the section tree is not built).
  private func searchedSection(at y: Double) -> Int {
    var low = 0
    var high = sectionCount
    while high - low > 1 {
      let middle = (low + high) / 2
      if sectionTop(middle) <= y { low = middle } else { high = middle }
    }
    return low
  }

  /// How far a row must reach into a range to be in it (see `TableView.forEachRow`): less is the
  /// rounding of sums of heights, not a visible part of the row.
  static let sliver = 1e-6

  /// The first global row of `section` whose bottom is below `y` (zero-height rows passed over),
  /// or the section's end.
  func firstRow(inSection section: Int, endingBelow y: Double) -> Int {
    let start = rowStarts[section]
    let end = rowStarts[section + 1]
    let local = y - (tableHeaderHeight + extrasBefore[section] + aboveRows(section))
    guard local >= 0 else {
      return start < end && rows.height(start) > 0 ? start : min(rows.index(containing: rows.top(start)), end)
    }
    // Row tops are global sums of row heights, so `local` (y less the extras above the section's
    // rows) is already a position among them.
    return min(max(rows.index(containing: local), start), end)
  }
}
