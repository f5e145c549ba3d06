import Foundation

// The table's rows as they stand: the rows on screen and the data's counts. Each read lays the
// rows out first when a reload is pending, as UIKit's do.
extension TableView {
  /// The cells on screen, top to bottom.
  public var visibleCells: [TableViewCell] {
    reloadIfNeeded()
    return visible.map(\.cell)
  }

  /// The index paths of the rows on screen, top to bottom (optional, as UIKit's; an empty
  /// array when no row shows).
  public var indexPathsForVisibleRows: [IndexPath]? {
    reloadIfNeeded()
    return visible.map(\.path)
  }

  /// The cell of a visible row.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    reloadIfNeeded()
    return visible.first { $0.path == indexPath }?.cell
  }

  /// The index path of a visible cell.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    visible.first { $0.cell === cell }?.path
  }

  /// The number of sections.
  public var numberOfSections: Int {
    reloadIfNeeded()
    return geometry.sectionCount
  }

  /// The number of rows in `section` (0 for a section that does not exist).
  public func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    return geometry.rowCount(inSection: section)
  }
}
