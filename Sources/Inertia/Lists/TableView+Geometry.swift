import Foundation

// Rectangles of rows, sections, headers and footers, and the rows at a point.
extension TableView {
  /// The rectangle of a row in the table's content coordinates (zero for an unknown row).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    guard let row = geometry.globalRow(indexPath) else { return .zero }
    return rowFrame(row, section: indexPath.section)
  }

  /// The rectangle of a whole section (header, rows and footer).
  public func rect(forSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard section >= 0, section < geometry.sectionCount else { return .zero }
    let top = geometry.sectionTop(section)
    return CGRect(x: 0, y: top, width: bounds.width, height: geometry.sectionBottom(section) - top)
  }

  /// The rectangle of a section's header where it would sit without sticking.
  public func rectForHeader(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard section >= 0, section < geometry.sectionCount else { return .zero }
    return CGRect(
      x: 0, y: geometry.headerTop(section), width: bounds.width, height: geometry.headerHeights[section])
  }

  /// The rectangle of a section's footer where it would sit without sticking.
  public func rectForFooter(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard section >= 0, section < geometry.sectionCount else { return .zero }
    return CGRect(
      x: 0, y: geometry.footerTop(section), width: bounds.width, height: geometry.footerHeights[section])
  }

  func rowFrame(_ row: Int, section: Int) -> CGRect {
    let inset: CGFloat = style == .insetGrouped ? 20 : 0
    return CGRect(
      x: inset, y: geometry.rowTop(row, section: section), width: max(bounds.width - 2 * inset, 0),
      height: geometry.rows.height(row))
  }

  /// The row at `point` (content coordinates), if any.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard point.isFinite, point.x >= 0, point.x < bounds.width, geometry.sectionCount > 0 else { return nil }
    let section = geometry.section(at: point.y)
    let row = geometry.firstRow(inSection: section, endingBelow: point.y)
    guard row < geometry.firstRow(ofSection: section + 1) else { return nil }
    let frame = rowFrame(row, section: section)
    guard frame.minY <= point.y, point.y < frame.maxY else { return nil }
    return geometry.indexPath(ofRow: row)
  }

  /// The rows whose frames intersect `rect`, top to bottom (at most `maximumVisibleCells`).
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    reloadIfNeeded()
    var paths: [IndexPath] = []
    forEachRow(from: rect.minY, to: rect.maxY) { row, _, _ in paths.append(geometry.indexPath(ofRow: row)) }
    return paths
  }
}

extension TableView {
  /// Calls `body` with each row of positive height between `top` and `bottom` (its global row,
  /// section, and its top, height and measured state), in order, at most `maximumVisibleCells`
  /// times; zero-height rows are jumped over in O(log n). Each row is read after `body` saw the one before, so heights
  /// measured in `body` place the rows after them. `firstSection`, when given, is the section at
  /// `top` (already looked up by the caller).
  @inline(__always)
  func forEachRow(
    from top: CGFloat, to bottom: CGFloat, firstSection: Int? = nil,
    _ body: (Int, Int, TableRowHeights.Span) -> Void
  ) {
    guard geometry.sectionCount > 0, top.isFinite, bottom.isFinite, bottom > top else { return }
    var section = firstSection ?? geometry.section(at: top)
    // A row that reaches past `top` (or starts before `bottom`) by less than a sliver only seems to
    // by rounding: row tops are sums of heights in thirds of a point (the separator's pixel at 3x),
    // which rarely add exactly to a pixel-rounded offset. A row that starts at `top` or below is
    // in, however short: rows of less than the sliver (or estimated so) were all left out.
    let start = top
    var row = firstRow(inSection: section, from: start)
    let top = top + TableGeometry.sliver
    let bottom = bottom - TableGeometry.sliver
    var emitted = 0
    var cursor = TableRowHeights.Cursor()
    while emitted < Self.maximumVisibleCells {
      if row >= geometry.firstRow(ofSection: section + 1) {
        section += 1
        guard section < geometry.sectionCount, geometry.sectionTop(section) < bottom else { return }
        row = firstRow(inSection: section, from: start)
        continue
      }
      let span = geometry.rowSpan(row, section: section, cursor: &cursor)
      guard span.top < bottom else { return }
      if span.height > 0 {
        body(row, section, span)
        emitted += 1
        row += 1
      } else {
        row = max(row + 1, geometry.firstRow(inSection: section, endingBelow: span.top))
      }
    }
  }

  /// The first row of `section` in a range from `top` down: the first whose bottom is more than
  /// the rounding sliver below `top`, or, when a row ends within the sliver, the first that starts
  /// at `top` or below it.
  func firstRow(inSection section: Int, from top: CGFloat) -> Int {
    let reaching = geometry.firstRow(inSection: section, endingBelow: top + TableGeometry.sliver)
    let next = geometry.firstRow(inSection: section, endingBelow: top)
    guard next < reaching else { return reaching }
    // `next` ends within the sliver below `top`: in when it starts at `top` or below; the rows
    // after it start below `top`.
    return geometry.rowTop(next, section: section) >= top ? next : next + 1
  }
}
