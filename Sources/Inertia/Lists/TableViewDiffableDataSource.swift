import Foundation

/// A table's data source fed by snapshots, like UITableViewDiffableDataSource: applying a
/// snapshot works out the inserted, deleted, moved and reloaded sections and rows and gives them to
/// the table as one batch update.
///
/// Subclass it to give section titles, a section index, editing or moving (override
/// `titleForHeaderInSection`, `sectionIndexTitles(for:)`, `canEditRowAt`, `commit`, …), as in
/// UIKit. Applying without animating differences still updates by the differences (cells of rows
/// that stay are kept); ``applySnapshotUsingReloadData(_:completion:)`` reloads. A table that is
/// not in a window yet loads the snapshot when it first lays out. Keep a strong
/// reference: the table holds its data source weakly.
///
/// See also: ``CollectionViewDiffableDataSource``, ``DiffableDataSourceSnapshot``.
@preconcurrency @MainActor
open class TableViewDiffableDataSource<
  SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable
>: TableViewDataSource {
  /// The snapshot type this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>
  /// Makes the cell of a row.
  public typealias CellProvider = (TableView, IndexPath, ItemIdentifier) -> TableViewCell?

  private weak var tableView: TableView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  /// The row animation of the updates a snapshot makes. Default `.automatic`.
  public var defaultRowAnimation: TableRowAnimation = .automatic

  /// Creates the data source and makes it `tableView`'s.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// A copy of the snapshot shown now.
  public func snapshot() -> Snapshot { current }

  /// Shows `snapshot`, updating the table by the differences (animated or not, the rows take
  /// their places at once here), then calls `completion`.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)
  {
    let old = current
    var next = snapshot
    let reconfigured = next.reconfiguredItemIdentifiers
    next.clearMarks()
    guard let tableView else {
      current = next
      completion?()
      return
    }
    // A table not on screen yet loads the snapshot at its first layout, as UIKit's does (so cells
    // and headers registered after applying are found).
    guard tableView.window != nil else {
      current = next
      tableView.setNeedsReload()
      completion?()
      return
    }
    let changes = SnapshotDifference(from: old, to: snapshot)
    current = next
    let animation = animatingDifferences ? defaultRowAnimation : .none
    tableView.performBatchUpdates {
      changes.apply(to: tableView, animation: animation)
    }
    let paths = reconfigured.compactMap { indexPath(for: $0) }
    if !paths.isEmpty { tableView.reloadRows(at: paths, with: .none) }
    completion?()
  }

  /// Shows `snapshot` by reloading everything (no differences worked out).
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    current = snapshot
    current.clearMarks()
    tableView?.reloadData()
    completion?()
  }

  /// The item of the row at `indexPath` in the snapshot shown.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
    guard indexPath.count == 2 else { return nil }
    return current.item(at: indexPath.row, inSection: indexPath.section)
  }

  /// The index path of an item's row in the snapshot shown.
  public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? {
    current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }

  /// The section identifier at `index`.
  public func sectionIdentifier(for index: Int) -> SectionIdentifier? {
    current.sectionIdentifier(at: index)
  }

  /// The index of a section.
  public func index(for sectionIdentifier: SectionIdentifier) -> Int? {
    current.sectionIndex(sectionIdentifier)
  }

  // MARK: TableViewDataSource (override the optional ones in a subclass)

  /// The snapshot's number of sections.
  open func numberOfSections(in tableView: TableView) -> Int { current.sections.count }

  /// The number of items in the snapshot's section.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    current.itemCount(inSection: section)
  }

  /// The cell the cell provider makes for the row's item.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item)
    else {
      TableView.tableLog.warning("the cell provider gave no cell for \(indexPath)")
      return TableViewCell(style: .default, reuseIdentifier: nil)
    }
    return cell
  }

  /// No header title.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
  /// No section index.
  open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
  /// The section at the title's position.
  open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  {
    index
  }
  /// Rows are not editable (as UIKit's diffable data source answers): override to offer deletion.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  /// Does nothing (a subclass applies the edit to a new snapshot).
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  /// Rows do not move.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Moves the item in the snapshot shown, as UIKit's diffable data source does after a drag.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let moved = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath
    else { return }
    var next = current
    next.deleteItems([moved])
    guard let section = sectionIdentifier(for: destinationIndexPath.section) else { return }
    let remaining = next.itemIdentifiers(inSection: section)
    if destinationIndexPath.row < remaining.count {
      next.insertItems([moved], beforeItem: remaining[destinationIndexPath.row])
    } else {
      next.appendItems([moved], toSection: section)
    }
    current = next
  }
}
