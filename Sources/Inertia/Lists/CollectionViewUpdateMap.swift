import Foundation

/// The changes of one batch update and the map they make from old index paths to new ones, as
/// UIKit reads them: deletions, reloads and move sources name places before the update,
/// insertions and move destinations places after it; the other items keep their order.
struct CollectionViewUpdateMap {
  var insertedSections = Set<Int>()
  var deletedSections = Set<Int>()
  var reloadedSections = Set<Int>()
  var movedSections: [(from: Int, to: Int)] = []
  var insertedItems = Set<IndexPath>()
  var deletedItems = Set<IndexPath>()
  var reloadedItems = Set<IndexPath>()
  var movedItems: [(from: IndexPath, to: IndexPath)] = []

  /// The changes as the layout is told of them
  /// (``CollectionViewLayout/prepare(forCollectionViewUpdates:)``): deleted, inserted and reloaded
  /// sections (paths whose item is `NSNotFound`, as UIKit's), then deleted, inserted and reloaded
  /// items, each in index order, then the moves.
  var updateItems: [CollectionViewUpdateItem] {
    func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
    func sections(_ set: Set<Int>) -> [IndexPath] { set.sorted().map(section) }
    var items: [CollectionViewUpdateItem] = []
    for path in sections(deletedSections) + deletedItems.sorted() {
      items.append(.init(indexPathBeforeUpdate: path, indexPathAfterUpdate: nil, updateAction: .delete))
    }
    for path in sections(insertedSections) + insertedItems.sorted() {
      items.append(.init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: path, updateAction: .insert))
    }
    for path in sections(reloadedSections) + reloadedItems.sorted() {
      items.append(.init(indexPathBeforeUpdate: path, indexPathAfterUpdate: path, updateAction: .reload))
    }
    for move in movedSections {
      items.append(
        .init(
          indexPathBeforeUpdate: section(move.from), indexPathAfterUpdate: section(move.to),
          updateAction: .move))
    }
    for move in movedItems {
      items.append(
        .init(indexPathBeforeUpdate: move.from, indexPathAfterUpdate: move.to, updateAction: .move))
    }
    return items
  }

  var isEmpty: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
      && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
  }

  /// The old section of each new section (nil: inserted), or nil when the counts disagree.
  func sectionSources(oldCount: Int, newCount: Int) -> [Int?]? {
    var sources = [Int?](repeating: nil, count: newCount)
    var fixed = [Bool](repeating: false, count: newCount)
    var leaving = deletedSections
    for section in insertedSections {
      guard section >= 0, section < newCount else { return nil }
      fixed[section] = true
    }
    for move in movedSections {
      guard move.to >= 0, move.to < newCount, move.from >= 0, move.from < oldCount else { return nil }
      sources[move.to] = move.from
      fixed[move.to] = true
      leaving.insert(move.from)
    }
    var survivors = (0..<oldCount).filter { !leaving.contains($0) }.makeIterator()
    for index in 0..<newCount where !fixed[index] {
      guard let next = survivors.next() else { return nil }
      sources[index] = next
    }
    return survivors.next() == nil ? sources : nil
  }

  /// The old item of each new item of a new section whose old section is `oldSection` (nil:
  /// inserted or moved in from elsewhere), or nil when the counts disagree.
  func itemSources(
    newSection: Int, oldSection: Int?, oldCount: Int, newCount: Int
  ) -> [IndexPath?]? {
    var sources = [IndexPath?](repeating: nil, count: newCount)
    var fixed = [Bool](repeating: false, count: newCount)
    for path in insertedItems where path.section == newSection {
      guard path.item >= 0, path.item < newCount else { return nil }
      fixed[path.item] = true
    }
    var leaving = Set<Int>()
    if let oldSection {
      for path in deletedItems where path.section == oldSection { leaving.insert(path.item) }
    }
    for move in movedItems {
      if move.to.section == newSection {
        guard move.to.item >= 0, move.to.item < newCount else { return nil }
        sources[move.to.item] = move.from
        fixed[move.to.item] = true
      }
      if move.from.section == oldSection { leaving.insert(move.from.item) }
    }
    guard let oldSection else { return sources }  // A new section's items are all new.
    var survivors = (0..<oldCount).lazy.filter { !leaving.contains($0) }.makeIterator()
    for index in 0..<newCount where !fixed[index] {
      guard let next = survivors.next() else { return nil }
      sources[index] = IndexPath(item: next, section: oldSection)
    }
    return survivors.next() == nil ? sources : nil
  }

  /// Whether the old items of `oldSection` keep their places in `newSection`: nothing left or
  /// moved, and the items inserted all come after them (a batch fetch appending at the end).
  func onlyAppends(newSection: Int, oldSection: Int?, oldCount: Int, newCount: Int) -> Bool {
    guard let oldSection,
      !movedItems.contains(where: { $0.from.section == oldSection || $0.to.section == newSection }),
      !deletedItems.contains(where: { $0.section == oldSection })
    else { return false }
    var inserted = 0
    for path in insertedItems where path.section == newSection {
      guard path.item >= oldCount, path.item < newCount else { return false }
      inserted += 1
    }
    return oldCount + inserted == newCount
  }

  /// Whether items of the new section `section` (old section `oldSection`) changed.
  func touchesItems(newSection section: Int, oldSection: Int?) -> Bool {
    insertedItems.contains { $0.section == section } || movedItems.contains { $0.to.section == section }
      || oldSection.map { old in
        deletedItems.contains { $0.section == old } || movedItems.contains { $0.from.section == old }
      } ?? true
  }
}
