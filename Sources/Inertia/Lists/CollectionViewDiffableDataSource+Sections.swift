import Foundation

extension CollectionViewDiffableDataSource {
  /// Shows `sectionSnapshot`'s visible items as section `section` (appended when it is not in
  /// the snapshot), updating the collection view by the differences, as iOS 14 does; the
  /// data source's ``snapshot()`` then lists those items.
  public func apply(
    _ sectionSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifier>, to section: SectionIdentifier,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var next = snapshot()
    if next.indexOfSection(section) == nil { next.appendSections([section]) }
    next.deleteItems(next.itemIdentifiers(inSection: section))
    next.appendItems(sectionSnapshot.visibleItems, toSection: section)
    sectionSnapshots[section] = sectionSnapshot
    apply(next, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// The section snapshot of `section`: the one applied to it, or its items as root items when
  /// a whole snapshot was applied since (empty for a section not shown).
  public func snapshot(for section: SectionIdentifier) -> DiffableDataSourceSectionSnapshot<ItemIdentifier> {
    if let tree = sectionSnapshots[section] { return tree }
    var flat = DiffableDataSourceSectionSnapshot<ItemIdentifier>()
    let current = snapshot()
    if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
    return flat
  }

  /// Drops the section snapshots whose sections no longer show their visible items (a whole
  /// snapshot was applied over them).
  func forgetChangedSectionSnapshots() {
    let current = snapshot()
    sectionSnapshots = sectionSnapshots.filter { section, tree in
      current.indexOfSection(section) != nil
        && current.itemIdentifiers(inSection: section) == tree.visibleItems
    }
  }
}
