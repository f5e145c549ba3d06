import Foundation

/// A collection view's data source fed by snapshots, like UICollectionViewDiffableDataSource:
/// applying a snapshot works out the inserted, deleted, moved and reloaded sections and items
/// and gives them to the collection view as one batch update.
///
/// As since iOS 15, applying without animating differences still updates by the differences
/// (cells of items that stay are kept); ``applySnapshotUsingReloadData(_:completion:)`` reloads.
/// Keep a strong reference: the collection view holds its data source weakly.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable
>: CollectionViewDataSource {
  /// The snapshot type this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>
  /// Makes the cell of an item.
  public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifier) -> CollectionViewCell?
  /// Makes a supplementary view.
  public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

  private weak var collectionView: CollectionView?
  private let cellProvider: CellProvider
  /// Makes supplementary views (headers, footers). Default nil: empty views.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  private var current = Snapshot()
  /// What runs when the user reorders items (UIKit's `reorderingHandlers`); without
  /// ``DiffableDataSourceReorderingHandlers/canReorderItem`` no item can be lifted.
  public var reorderingHandlers = DiffableDataSourceReorderingHandlers<SectionIdentifier, ItemIdentifier>()
  /// The section snapshots applied with ``apply(_:to:animatingDifferences:completion:)``, by section.
  var sectionSnapshots: [SectionIdentifier: DiffableDataSourceSectionSnapshot<ItemIdentifier>] = [:]

  /// Creates the data source and makes it `collectionView`'s.
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// A copy of the snapshot shown now.
  public func snapshot() -> Snapshot { current }

  /// Shows `snapshot`, updating the collection view by the differences (animated or not, the
  /// elements take their places at once here), then calls `completion`.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)
  {
    let old = current
    var next = snapshot
    let reconfigured = next.reconfiguredItemIdentifiers
    next.clearMarks()
    guard let collectionView else {
      current = next
      forgetChangedSectionSnapshots()
      completion?()
      return
    }
    let changes = SnapshotDifference(from: old, to: snapshot)
    current = next
    forgetChangedSectionSnapshots()
    collectionView.performBatchUpdates {
      changes.apply(to: collectionView)
    }
    let paths = reconfigured.compactMap { indexPath(for: $0) }
    if !paths.isEmpty { collectionView.reconfigureItems(at: paths) }
    completion?()
  }

  /// Shows `snapshot` by reloading everything (no differences worked out).
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    current = snapshot
    current.clearMarks()
    forgetChangedSectionSnapshots()
    collectionView?.reloadData()
    completion?()
  }

  /// The item at `indexPath` in the snapshot shown.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
    guard indexPath.count == 2 else { return nil }
    return current.item(at: indexPath.item, inSection: indexPath.section)
  }

  /// The index path of an item in the snapshot shown.
  public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? {
    current.location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// The section identifier at `index`.
  public func sectionIdentifier(for index: Int) -> SectionIdentifier? {
    current.sectionIdentifier(at: index)
  }

  /// The index of a section.
  public func index(for sectionIdentifier: SectionIdentifier) -> Int? {
    current.sectionIndex(sectionIdentifier)
  }

  // MARK: CollectionViewDataSource

  public func numberOfSections(in collectionView: CollectionView) -> Int { current.sections.count }

  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    current.itemCount(inSection: section)
  }

  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    else {
      CollectionView.collectionLog.warning("the cell provider gave no cell for \(indexPath)")
      return CollectionViewCell(frame: .zero)
    }
    return cell
  }

  /// Whether the item may be lifted: ``reorderingHandlers``' `canReorderItem` (false without one).
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem
    else { return false }
    return canReorder(item)
  }

  /// The dropped item moves in the snapshot, between ``reorderingHandlers``' `willReorder` and
  /// `didReorder` (the collection view already shows it moved).
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let transaction = current.transaction(to: current.moving(from: sourceIndexPath, to: destinationIndexPath))
    reorderingHandlers.willReorder?(transaction)
    current = transaction.finalSnapshot
    reorderingHandlers.didReorder?(transaction)
  }

  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
  }
}
