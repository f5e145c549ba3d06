import Foundation
import Logging

private let snapshotLog = Logger(label: "Inertia.DiffableDataSourceSnapshot")

/// The sections and items of a collection at one moment, by identifier, like
/// NSDiffableDataSourceSnapshot: build one, then apply it with a
/// ``CollectionViewDiffableDataSource``, which works out the changes.
///
/// Identifiers must be unique across the snapshot; a repeated one is ignored with a diagnostic
/// (UIKit raises an exception).
public struct DiffableDataSourceSnapshot<
  SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable
>:
  Sendable
{
  struct Section: Sendable {
    var identifier: SectionIdentifier
    var items: [ItemIdentifier]
  }

  var sections: [Section] = []
  /// Every item's section (its place in the section is found by search when asked).
  var itemSections: [ItemIdentifier: SectionIdentifier] = [:]
  /// The items marked for reloading and reconfiguring, and the sections for reloading.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifier] = []
  /// The items marked for reconfiguring (their cells are configured again in place).
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifier] = []
  /// The sections marked for reloading.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifier] = []

  /// An empty snapshot.
  public init() {}

  /// The number of items in all sections.
  public var numberOfItems: Int { itemSections.count }
  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The sections' identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifier] { sections.map(\.identifier) }
  /// Every item's identifier, section by section.
  public var itemIdentifiers: [ItemIdentifier] { sections.flatMap(\.items) }

  /// The number of items in a section (0 for an unknown one).
  public func numberOfItems(inSection identifier: SectionIdentifier) -> Int {
    sectionIndex(identifier).map { sections[$0].items.count } ?? 0
  }

  /// The items of a section (empty for an unknown one).
  public func itemIdentifiers(inSection identifier: SectionIdentifier) -> [ItemIdentifier] {
    sectionIndex(identifier).map { sections[$0].items } ?? []
  }

  /// The section holding an item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifier) -> SectionIdentifier? {
    itemSections[identifier]
  }

  /// An item's place in the whole snapshot (counting across sections).
  public func indexOfItem(_ identifier: ItemIdentifier) -> Int? {
    var before = 0
    for section in sections {
      if let index = section.items.firstIndex(of: identifier) { return before + index }
      before += section.items.count
    }
    return nil
  }

  /// A section's place.
  public func indexOfSection(_ identifier: SectionIdentifier) -> Int? { sectionIndex(identifier) }

  /// The item at `index` of section `section`, or nil outside the snapshot.
  func item(at index: Int, inSection section: Int) -> ItemIdentifier? {
    guard sections.indices.contains(section), sections[section].items.indices.contains(index) else {
      return nil
    }
    return sections[section].items[index]
  }

  /// The identifier of the section at `index`, or nil outside the snapshot.
  func sectionIdentifier(at index: Int) -> SectionIdentifier? {
    sections.indices.contains(index) ? sections[index].identifier : nil
  }

  /// The number of items in section `section` (0 outside the snapshot).
  func itemCount(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  func sectionIndex(_ identifier: SectionIdentifier) -> Int? {
    sections.firstIndex { $0.identifier == identifier }
  }

  func location(of item: ItemIdentifier) -> (section: Int, item: Int)? {
    guard let sectionID = itemSections[item], let section = sectionIndex(sectionID),
      let index = sections[section].items.firstIndex(of: item)
    else { return nil }
    return (section, index)
  }

  // MARK: Sections

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
    insertSections(identifiers, at: sections.count)
  }

  /// Inserts sections before another.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifier], beforeSection before: SectionIdentifier
  ) {
    guard let index = sectionIndex(before) else { return warn("insertSections: unknown section") }
    insertSections(identifiers, at: index)
  }

  /// Inserts sections after another.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifier], afterSection after: SectionIdentifier
  ) {
    guard let index = sectionIndex(after) else { return warn("insertSections: unknown section") }
    insertSections(identifiers, at: index + 1)
  }

  private mutating func insertSections(_ identifiers: [SectionIdentifier], at index: Int) {
    var index = index
    for identifier in identifiers {
      guard sectionIndex(identifier) == nil else {
        warn("a section identifier appears twice; ignored")
        continue
      }
      sections.insert(Section(identifier: identifier, items: []), at: index)
      index += 1
    }
  }

  /// Deletes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifier]) {
    for identifier in identifiers {
      guard let index = sectionIndex(identifier) else { continue }
      for item in sections[index].items { itemSections[item] = nil }
      sections.remove(at: index)
    }
  }

  /// Moves a section before another.
  public mutating func moveSection(_ identifier: SectionIdentifier, beforeSection before: SectionIdentifier) {
    moveSection(identifier, relativeTo: before, after: false)
  }

  /// Moves a section after another.
  public mutating func moveSection(_ identifier: SectionIdentifier, afterSection after: SectionIdentifier) {
    moveSection(identifier, relativeTo: after, after: true)
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifier, relativeTo other: SectionIdentifier, after: Bool
  ) {
    guard identifier != other, let from = sectionIndex(identifier), sectionIndex(other) != nil else {
      return warn("moveSection: unknown section")
    }
    let section = sections.remove(at: from)
    let target = sectionIndex(other)! + (after ? 1 : 0)
    sections.insert(section, at: target)
  }

  /// Marks sections for reloading (their cells and views are made again).
  public mutating func reloadSections(_ identifiers: [SectionIdentifier]) {
    reloadedSectionIdentifiers += identifiers.filter { sectionIndex($0) != nil }
  }

  // MARK: Items

  /// Adds items at the end of a section (the last one when nil).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifier], toSection section: SectionIdentifier? = nil
  ) {
    guard let index = section.map(sectionIndex) ?? (sections.isEmpty ? nil : sections.count - 1) else {
      return warn("appendItems: no such section")
    }
    insertItems(identifiers, section: index, at: sections[index].items.count)
  }

  /// Inserts items before another item.
  public mutating func insertItems(_ identifiers: [ItemIdentifier], beforeItem before: ItemIdentifier) {
    guard let place = location(of: before) else { return warn("insertItems: unknown item") }
    insertItems(identifiers, section: place.section, at: place.item)
  }

  /// Inserts items after another item.
  public mutating func insertItems(_ identifiers: [ItemIdentifier], afterItem after: ItemIdentifier) {
    guard let place = location(of: after) else { return warn("insertItems: unknown item") }
    insertItems(identifiers, section: place.section, at: place.item + 1)
  }

  private mutating func insertItems(_ identifiers: [ItemIdentifier], section: Int, at index: Int) {
    var index = index
    for identifier in identifiers {
      guard itemSections[identifier] == nil else {
        warn("an item identifier appears twice; ignored")
        continue
      }
      sections[section].items.insert(identifier, at: index)
      itemSections[identifier] = sections[section].identifier
      index += 1
    }
  }

  /// Deletes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifier]) {
    for identifier in identifiers {
      guard let place = location(of: identifier) else { continue }
      sections[place.section].items.remove(at: place.item)
      itemSections[identifier] = nil
    }
  }

  /// Deletes every item (the sections stay).
  public mutating func deleteAllItems() {
    for index in sections.indices { sections[index].items.removeAll() }
    itemSections.removeAll()
  }

  /// Moves an item before another.
  public mutating func moveItem(_ identifier: ItemIdentifier, beforeItem before: ItemIdentifier) {
    moveItem(identifier, relativeTo: before, after: false)
  }

  /// Moves an item after another.
  public mutating func moveItem(_ identifier: ItemIdentifier, afterItem after: ItemIdentifier) {
    moveItem(identifier, relativeTo: after, after: true)
  }

  private mutating func moveItem(_ identifier: ItemIdentifier, relativeTo other: ItemIdentifier, after: Bool)
  {
    guard identifier != other, let from = location(of: identifier), location(of: other) != nil else {
      return warn("moveItem: unknown item")
    }
    sections[from.section].items.remove(at: from.item)
    itemSections[identifier] = nil
    let target = location(of: other)!
    insertItems([identifier], section: target.section, at: target.item + (after ? 1 : 0))
  }

  /// Marks items for reloading (their cells are made again).
  public mutating func reloadItems(_ identifiers: [ItemIdentifier]) {
    reloadedItemIdentifiers += identifiers.filter { itemSections[$0] != nil }
  }

  /// Marks items for reconfiguring: their existing cells are configured again, not replaced.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifier]) {
    reconfiguredItemIdentifiers += identifiers.filter { itemSections[$0] != nil }
  }

  /// Forgets the reload and reconfigure marks (they apply once).
  mutating func clearMarks() {
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
    reloadedSectionIdentifiers = []
  }

  private func warn(_ message: String) {
    snapshotLog.warning("\(message)")
  }
}
