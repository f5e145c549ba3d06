import Foundation

/// What a diffable data source runs when the user reorders items
/// (UICollectionViewDiffableDataSource.ReorderingHandlers): an item may be lifted only when
/// ``canReorderItem`` says so (nil, the default, allows none, as UIKit); ``willReorder`` runs before
/// the move is applied to the snapshot and ``didReorder`` after, both with the transaction.
@preconcurrency @MainActor
public struct DiffableDataSourceReorderingHandlers<
  SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable
> {
  /// Whether the item may be lifted. Default nil: no item may.
  public var canReorderItem: (@MainActor (ItemIdentifier) -> Bool)?
  /// Runs before the data source's snapshot takes the move.
  public var willReorder:
    (@MainActor (DiffableDataSourceTransaction<SectionIdentifier, ItemIdentifier>) -> Void)?
  /// Runs after the data source's snapshot took the move.
  public var didReorder:
    (@MainActor (DiffableDataSourceTransaction<SectionIdentifier, ItemIdentifier>) -> Void)?

  /// No handlers.
  public init() {}
}

/// A reordering's before and after (NSDiffableDataSourceTransaction).
public struct DiffableDataSourceTransaction<
  SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable
>: Sendable {
  /// The snapshot before the move.
  public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>
  /// The snapshot after it.
  public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>
  /// The items' order before and after, as one collection difference.
  public let difference: CollectionDifference<ItemIdentifier>
}

extension DiffableDataSourceSnapshot {
  /// The snapshot with the item at `source` moved to `destination` (index paths of the lists,
  /// the destination counted after the removal); unchanged when either is out of range.
  func moving(from source: IndexPath, to destination: IndexPath) -> DiffableDataSourceSnapshot {
    var items = sectionIdentifiers.map { itemIdentifiers(inSection: $0) }
    guard source.count == 2, destination.count == 2, items.indices.contains(source.section),
      items[source.section].indices.contains(source.item), items.indices.contains(destination.section)
    else { return self }
    let item = items[source.section].remove(at: source.item)
    let target = min(max(destination.item, 0), items[destination.section].count)
    items[destination.section].insert(item, at: target)
    var moved = DiffableDataSourceSnapshot()
    moved.appendSections(sectionIdentifiers)
    for (section, identifiers) in zip(sectionIdentifiers, items) {
      moved.appendItems(identifiers, toSection: section)
    }
    return moved
  }

  /// A transaction from this snapshot to `final`.
  func transaction(to final: DiffableDataSourceSnapshot) -> DiffableDataSourceTransaction<
    SectionIdentifier, ItemIdentifier
  > {
    DiffableDataSourceTransaction(
      initialSnapshot: self, finalSnapshot: final,
      difference: final.itemIdentifiers.difference(from: itemIdentifiers))
  }
}
