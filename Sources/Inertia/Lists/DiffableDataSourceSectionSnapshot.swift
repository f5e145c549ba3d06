import Foundation
import Logging

private let sectionSnapshotLog = Logger(label: "Inertia.DiffableDataSourceSectionSnapshot")

/// One section's items as a tree (NSDiffableDataSourceSectionSnapshot): items appended under a
/// parent are its children; a collapsed parent hides its descendants. A diffable data source
/// shows a section's ``visibleItems`` (``CollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``).
///
/// Items are unique, as in a snapshot; adding one that is already there is ignored with a
/// warning. Parents start collapsed, as in UIKit.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifier: Hashable & Sendable>: Sendable {
  /// The top-level items, in order.
  public private(set) var rootItems: [ItemIdentifier] = []
  private var children: [ItemIdentifier: [ItemIdentifier]] = [:]
  private var parents: [ItemIdentifier: ItemIdentifier] = [:]
  private var expanded: Set<ItemIdentifier> = []

  /// An empty section snapshot.
  public init() {}

  /// Every item, each parent before its children (depth first), collapsed or not.
  public var items: [ItemIdentifier] { rootItems.flatMap { subtree($0) } }

  /// The items shown: those whose ancestors are all expanded, in order.
  public var visibleItems: [ItemIdentifier] {
    var result: [ItemIdentifier] = []
    func visit(_ item: ItemIdentifier) {
      result.append(item)
      guard expanded.contains(item) else { return }
      for child in children[item] ?? [] { visit(child) }
    }
    for root in rootItems { visit(root) }
    return result
  }

  /// Whether `item` is in the snapshot.
  public func contains(_ item: ItemIdentifier) -> Bool { parents[item] != nil || rootItems.contains(item) }

  /// The position of `item` in ``items``, or nil.
  public func index(of item: ItemIdentifier) -> Int? { items.firstIndex(of: item) }

  /// How deep `item` is: 0 for a root item (and for an item not in the snapshot).
  public func level(of item: ItemIdentifier) -> Int {
    var level = 0
    var current = item
    while let parent = parents[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// The item `item` was appended under, or nil for a root item.
  public func parent(of item: ItemIdentifier) -> ItemIdentifier? { parents[item] }

  /// Whether `item` is expanded.
  public func isExpanded(_ item: ItemIdentifier) -> Bool { expanded.contains(item) }

  /// Whether `item` shows: it is in the snapshot and every ancestor is expanded.
  public func isVisible(_ item: ItemIdentifier) -> Bool {
    guard contains(item) else { return false }
    var current = item
    while let parent = parents[current] {
      if !expanded.contains(parent) { return false }
      current = parent
    }
    return true
  }

  /// Appends `newItems` to the end of `parent`'s children (nil: the root items).
  public mutating func append(_ newItems: [ItemIdentifier], to parent: ItemIdentifier? = nil) {
    if let parent, !contains(parent) {
      sectionSnapshotLog.warning("cannot append under \(parent): it is not in the section snapshot")
      return
    }
    let fresh = unique(newItems)
    for item in fresh {
      if let parent {
        children[parent, default: []].append(item)
        parents[item] = parent
      } else {
        rootItems.append(item)
      }
    }
  }

  /// Inserts `newItems` as siblings before `item`.
  public mutating func insert(_ newItems: [ItemIdentifier], before item: ItemIdentifier) {
    insert(newItems, next: item, after: false)
  }

  /// Inserts `newItems` as siblings after `item`.
  public mutating func insert(_ newItems: [ItemIdentifier], after item: ItemIdentifier) {
    insert(newItems, next: item, after: true)
  }

  private mutating func insert(_ newItems: [ItemIdentifier], next item: ItemIdentifier, after: Bool) {
    guard contains(item) else {
      sectionSnapshotLog.warning("cannot insert next to \(item): it is not in the section snapshot")
      return
    }
    let fresh = unique(newItems)
    let parent = parents[item]
    var siblings = parent.map { children[$0] ?? [] } ?? rootItems
    let index = (siblings.firstIndex(of: item) ?? siblings.count) + (after ? 1 : 0)
    siblings.insert(contentsOf: fresh, at: index)
    if let parent {
      children[parent] = siblings
      for new in fresh { parents[new] = parent }
    } else {
      rootItems = siblings
    }
  }

  /// Removes `removed` and all their descendants.
  public mutating func delete(_ removed: [ItemIdentifier]) {
    for item in removed where contains(item) {
      for gone in subtree(item) {
        children[gone] = nil
        expanded.remove(gone)
        if gone != item { parents[gone] = nil }
      }
      if let parent = parents.removeValue(forKey: item) {
        children[parent]?.removeAll { $0 == item }
        if children[parent]?.isEmpty == true { children[parent] = nil }
      } else {
        rootItems.removeAll { $0 == item }
      }
    }
  }

  /// Removes every item.
  public mutating func deleteAll() { self = DiffableDataSourceSectionSnapshot() }

  /// Expands `items` (their children show when they are visible).
  public mutating func expand(_ items: [ItemIdentifier]) {
    for item in items where contains(item) { expanded.insert(item) }
  }

  /// Collapses `items` (their descendants hide).
  public mutating func collapse(_ items: [ItemIdentifier]) {
    for item in items { expanded.remove(item) }
  }

  /// The subtree under `parent` as its own section snapshot: its children as roots (with
  /// `parent` as the only root when `includingParent`), expansion kept.
  public func snapshot(of parent: ItemIdentifier, includingParent: Bool = false) -> Self {
    var result = Self()
    guard contains(parent) else { return result }
    if includingParent {
      result.append([parent])
      copy(childrenOf: parent, under: parent, into: &result)
    } else {
      result.append(children[parent] ?? [])
      for child in children[parent] ?? [] { copy(childrenOf: child, under: child, into: &result) }
    }
    result.expanded = expanded.filter { result.contains($0) }
    return result
  }

  /// Appends `snapshot`'s items (its tree and expansion) under `parent` (nil: as roots).
  public mutating func append(_ snapshot: Self, to parent: ItemIdentifier? = nil) {
    append(snapshot.rootItems, to: parent)
    for root in snapshot.rootItems { snapshot.copy(childrenOf: root, under: root, into: &self) }
    expanded.formUnion(snapshot.expanded.filter { contains($0) })
  }

  /// Replaces `parent`'s children with `snapshot`'s items.
  public mutating func replace(childrenOf parent: ItemIdentifier, using snapshot: Self) {
    delete(children[parent] ?? [])
    append(snapshot, to: parent)
  }

  /// The tree as indented lines, for debugging (UIKit's visualDescription()).
  public func visualDescription() -> String {
    items.map { item in
      String(repeating: "  ", count: level(of: item))
        + (children[item] == nil ? "- " : isExpanded(item) ? "v " : "> ")
        + "\(item)"
    }.joined(separator: "\n")
  }

  // MARK: Helpers

  private func subtree(_ item: ItemIdentifier) -> [ItemIdentifier] {
    [item] + (children[item] ?? []).flatMap { subtree($0) }
  }

  private func copy(childrenOf item: ItemIdentifier, under parent: ItemIdentifier, into target: inout Self) {
    for child in children[item] ?? [] {
      target.append([child], to: parent)
      copy(childrenOf: child, under: child, into: &target)
    }
  }

  private func unique(_ newItems: [ItemIdentifier]) -> [ItemIdentifier] {
    var seen: Set<ItemIdentifier> = []
    return newItems.filter { item in
      guard !contains(item), seen.insert(item).inserted else {
        sectionSnapshotLog.warning("\(item) is already in the section snapshot; ignored")
        return false
      }
      return true
    }
  }
}
