import Foundation

/// The changes between two snapshots as a collection view's batch update: sections and items
/// that left or arrived, and moves for the ones that stay but changed place (the fewest: those
/// outside the longest run that kept its order).
struct SnapshotDifference<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable> {
  typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>

  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var movedSections: [(Int, Int)] = []
  var reloadedSections = IndexSet()
  var deletedItems: [IndexPath] = []
  var insertedItems: [IndexPath] = []
  var movedItems: [(IndexPath, IndexPath)] = []
  var reloadedItems: [IndexPath] = []

  init(from old: Snapshot, to new: Snapshot) {
    var oldSectionIndex: [SectionIdentifier: Int] = [:]
    for (index, section) in old.sections.enumerated() { oldSectionIndex[section.identifier] = index }
    var newSectionIndex: [SectionIdentifier: Int] = [:]
    for (index, section) in new.sections.enumerated() { newSectionIndex[section.identifier] = index }
    for (index, section) in old.sections.enumerated() where newSectionIndex[section.identifier] == nil {
      deletedSections.insert(index)
    }
    var kept: [(old: Int, new: Int)] = []
    for (index, section) in new.sections.enumerated() {
      if let from = oldSectionIndex[section.identifier] {
        kept.append((from, index))
      } else {
        insertedSections.insert(index)
      }
    }
    let staying = Self.longestIncreasingRun(kept.map(\.old))
    for (position, pair) in kept.enumerated() where !staying.contains(position) {
      movedSections.append((pair.old, pair.new))
    }
    for identifier in new.reloadedSectionIdentifiers {
      if let index = oldSectionIndex[identifier], newSectionIndex[identifier] != nil {
        reloadedSections.insert(index)
      }
    }
    diffItems(old: old, new: new, oldSectionIndex: oldSectionIndex, newSectionIndex: newSectionIndex)
  }

  private mutating func diffItems(
    old: Snapshot, new: Snapshot, oldSectionIndex: [SectionIdentifier: Int],
    newSectionIndex: [SectionIdentifier: Int]
  ) {
    var oldPlaces: [ItemIdentifier: IndexPath] = [:]
    for (section, entry) in old.sections.enumerated() {
      for (item, identifier) in entry.items.enumerated() {
        oldPlaces[identifier] = IndexPath(item: item, section: section)
      }
    }
    var newPlaces: [ItemIdentifier: IndexPath] = [:]
    for (section, entry) in new.sections.enumerated() {
      for (item, identifier) in entry.items.enumerated() {
        newPlaces[identifier] = IndexPath(item: item, section: section)
      }
    }
    // An item counts as staying only between sections that both stay (not deleted or inserted).
    let (deleted, inserted) = (deletedSections, insertedSections)
    let survives = { (from: IndexPath, to: IndexPath) -> Bool in
      !deleted.contains(from.section) && !inserted.contains(to.section)
    }
    for (section, entry) in old.sections.enumerated() where !deletedSections.contains(section) {
      for (item, identifier) in entry.items.enumerated() {
        let from = IndexPath(item: item, section: section)
        if let to = newPlaces[identifier], survives(from, to) { continue }
        deletedItems.append(from)
      }
    }
    for (section, entry) in new.sections.enumerated() where !insertedSections.contains(section) {
      var sameSection: [(old: Int, new: Int)] = []
      let oldSection = oldSectionIndex[entry.identifier]
      for (item, identifier) in entry.items.enumerated() {
        let to = IndexPath(item: item, section: section)
        guard let from = oldPlaces[identifier], survives(from, to) else {
          insertedItems.append(to)
          continue
        }
        if from.section == oldSection {
          sameSection.append((from.item, item))
        } else {
          movedItems.append((from, to))
        }
      }
      let staying = Self.longestIncreasingRun(sameSection.map(\.old))
      for (position, pair) in sameSection.enumerated() where !staying.contains(position) {
        movedItems.append(
          (IndexPath(item: pair.old, section: oldSection!), IndexPath(item: pair.new, section: section)))
      }
    }
    for identifier in new.reloadedItemIdentifiers {
      if let from = oldPlaces[identifier], let to = newPlaces[identifier], survives(from, to) {
        reloadedItems.append(from)
      }
    }
  }

  /// The positions of a longest strictly increasing run of `values` (patience sorting).
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // Positions of the smallest tail of each run length.
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
      result.insert(position)
      position = previous[position]
    }
    return result
  }

  /// Tells the collection view (inside a batch update).
  @MainActor func apply(to collectionView: CollectionView) {
    if !deletedSections.isEmpty { collectionView.deleteSections(deletedSections) }
    if !insertedSections.isEmpty { collectionView.insertSections(insertedSections) }
    for (from, to) in movedSections { collectionView.moveSection(from, toSection: to) }
    if !reloadedSections.isEmpty { collectionView.reloadSections(reloadedSections) }
    if !deletedItems.isEmpty { collectionView.deleteItems(at: deletedItems) }
    if !insertedItems.isEmpty { collectionView.insertItems(at: insertedItems) }
    for (from, to) in movedItems { collectionView.moveItem(at: from, to: to) }
    if !reloadedItems.isEmpty { collectionView.reloadItems(at: reloadedItems) }
  }

  /// Gives the differences to a table, as one batch update, with `animation` for every row.
  @MainActor func apply(to tableView: TableView, animation: TableRowAnimation) {
    if !deletedSections.isEmpty { tableView.deleteSections(deletedSections, with: animation) }
    if !insertedSections.isEmpty { tableView.insertSections(insertedSections, with: animation) }
    for (from, to) in movedSections { tableView.moveSection(from, toSection: to) }
    if !reloadedSections.isEmpty { tableView.reloadSections(reloadedSections, with: animation) }
    if !deletedItems.isEmpty { tableView.deleteRows(at: deletedItems, with: animation) }
    if !insertedItems.isEmpty { tableView.insertRows(at: insertedItems, with: animation) }
    for (from, to) in movedItems { tableView.moveRow(at: from, to: to) }
    if !reloadedItems.isEmpty { tableView.reloadRows(at: reloadedItems, with: animation) }
  }
}
