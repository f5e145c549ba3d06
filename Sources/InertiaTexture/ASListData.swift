import Inertia
import InertiaUIKit

/// The cell nodes of a table or collection node by section, each with the layout it was measured
/// to, and the changes of a batch update being collected (Texture's ASDataController and element
/// map, kept on the main actor).
@preconcurrency @MainActor
final class ASListData {
  /// A row's node and its measured layout.
  struct Element {
    let node: ASCellNode
    var layout: Layout
    var isApplied = false
  }

  /// The changes of one batch update, in UIKit's index spaces (deletions and reloads before the
  /// update, insertions after).
  struct Changes {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []

    /// The number of changes.
    var count: Int {
      deletedSections.count + insertedSections.count + deletedItems.count + insertedItems.count
        + reloadedItems.count
    }
  }

  /// Where nodes come from: the data source's counts and nodes and the delegate's size ranges.
  struct Source {
    var sectionCount: @MainActor () -> Int
    var itemCount: @MainActor (Int) -> Int
    var node: @MainActor (IndexPath) -> ASCellNode
    var constrainedSize: @MainActor (IndexPath) -> SizeRange
  }

  private(set) var sections: [[Element]] = []
  /// Whether nodes are measured off the main actor (the same layouts either way). Default false:
  /// each spec a worker needs is a round trip to the main actor, which costs more than the
  /// measuring it saves (BENCHMARKS.md, "Cell node measuring").
  var measuresConcurrently = false
  /// The batch being collected (nil outside performBatch), and how deep batches nest.
  var pending: Changes?
  var batchDepth = 0
  /// The completions of the batches ended inside the outermost one, in the order they ended.
  private var completions: [@MainActor (Bool) -> Void] = []
  weak var owner: ASDisplayNode?

  /// A batch ready to apply: its changes and the completions of it and of the batches nested in it.
  struct Batch {
    let changes: Changes
    /// Calls every completion in the order its batch ended, inner ones first, as Texture chains
    /// them (_ASHierarchyChangeSet appends each completion as its batch's updates end); nil for none.
    let completion: (@MainActor (Bool) -> Void)?
  }

  /// Runs `updates` inside a batch, then adds `completion` after those of the batches nested in
  /// it. Returns the batch when it was the outermost one.
  func batch(_ updates: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) -> Batch? {
    batchDepth += 1
    if pending == nil { pending = Changes() }
    updates()
    if let completion { completions.append(completion) }
    batchDepth -= 1
    guard batchDepth == 0, let changes = pending else { return nil }
    pending = nil
    let chained = completions
    completions = []
    guard !chained.isEmpty else { return Batch(changes: changes, completion: nil) }
    return Batch(changes: changes, completion: { finished in for call in chained { call(finished) } })
  }

  /// Records one change, in the batch in progress or in a batch of its own.
  func record(_ edit: (inout Changes) -> Void) -> Changes? {
    batch { if pending != nil { edit(&pending!) } }?.changes
  }

  var itemCount: Int { sections.reduce(0) { $0 + $1.count } }

  func element(at indexPath: IndexPath) -> Element? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section][indexPath.item]
  }

  /// The node at `indexPath` with its measured layout applied (done once, when first asked).
  func node(at indexPath: IndexPath) -> ASCellNode? {
    guard let element = element(at: indexPath) else { return nil }
    if !element.isApplied {
      sections[indexPath.section][indexPath.item].isApplied = true
      element.node.frame = CGRect(origin: element.node.frame.origin, size: element.layout.size)
      element.node.applyMeasuredLayout(element.layout)
    }
    return element.node
  }

  /// The measured size at `indexPath` (zero for none).
  func size(at indexPath: IndexPath) -> CGSize { element(at: indexPath)?.layout.size ?? .zero }

  /// Every node, section by section.
  var allNodes: [ASCellNode] { sections.flatMap { $0.map(\.node) } }

  /// Replaces everything with the source's nodes.
  func reload(from source: Source) {
    let sectionCount = max(source.sectionCount(), 0)
    var paths: [IndexPath] = []
    for section in 0..<sectionCount {
      for item in 0..<max(source.itemCount(section), 0) {
        paths.append(IndexPath(item: item, section: section))
      }
    }
    for node in allNodes { release(node) }
    let made = makeElements(paths, source)
    sections = Array(repeating: [], count: sectionCount)
    for (path, element) in zip(paths, made) { sections[path.section].append(element) }
    renumber()
  }

  /// Measures every node again (the list's width changed).
  func remeasure(with source: Source) {
    var paths: [IndexPath] = []
    for (section, elements) in sections.enumerated() {
      for item in elements.indices { paths.append(IndexPath(item: item, section: section)) }
    }
    let layouts = NodeMeasurer.layouts(
      of: paths.map { sections[$0.section][$0.item].node }, in: paths.map { source.constrainedSize($0) },
      concurrently: measuresConcurrently)
    for (path, layout) in zip(paths, layouts) {
      sections[path.section][path.item] = Element(
        node: sections[path.section][path.item].node, layout: layout)
    }
  }

  /// Measures `node` again within its size range, as Texture's data controller relayouts a node
  /// whose size was invalidated: its element takes the new layout and the node the new size, and
  /// when the size changed its subnodes move to their frames in it, as the layout pass the new
  /// bounds cause in Texture places them (a subnode a transition is animating is given the frame
  /// it animates to). Returns whether the size changed; false for a node the list does not hold.
  func relayout(_ node: ASCellNode, from source: Source) -> Bool {
    guard let path = node.indexPath, let element = element(at: path), element.node === node else {
      return false
    }
    let layout = node.calculateLayoutThatFits(source.constrainedSize(path))
    sections[path.section][path.item].layout = layout
    guard layout.size != element.layout.size else { return false }
    node.frame = CGRect(origin: node.frame.origin, size: layout.size)
    node.placeSubnodesAtCalculatedFrames()
    return true
  }

  /// Applies a batch of changes, making and measuring the nodes of new and reloaded items. A
  /// reloaded item is deleted at its old index path and made again where it lands after the
  /// update, as UIKit and Texture treat reloads. Returns the nodes the list dropped (deleted and
  /// reloaded items', those of deleted sections).
  @discardableResult func apply(_ changes: Changes, from source: Source) -> [ASCellNode] {
    var dropped: [ASCellNode] = []
    let reloaded = changes.reloadedItems.filter {
      element(at: $0) != nil && !changes.deletedItems.contains($0)
        && !changes.deletedSections.contains($0.section)
    }
    let removed = changes.deletedItems.union(reloaded)
    for path in removed.sorted(by: >) where !changes.deletedSections.contains(path.section) {
      if element(at: path) != nil { dropped.append(sections[path.section].remove(at: path.item).node) }
    }
    for section in changes.deletedSections.sorted(by: >) where sections.indices.contains(section) {
      dropped += sections.remove(at: section).map(\.node)
    }
    for node in dropped { release(node) }
    var inserted: [IndexPath] = []
    for section in changes.insertedSections.sorted() where section <= sections.count {
      sections.insert([], at: section)
      for item in 0..<max(source.itemCount(section), 0) {
        inserted.append(IndexPath(item: item, section: section))
      }
    }
    inserted += changes.insertedItems.filter { !changes.insertedSections.contains($0.section) }
    inserted += reloaded.compactMap { Self.newIndexPath($0, changes) }
    inserted = Array(Set(inserted)).sorted()
    for (path, element) in zip(inserted, makeElements(inserted, source))
    where sections.indices.contains(path.section) && path.item <= sections[path.section].count {
      sections[path.section].insert(element, at: path.item)
    }
    renumber()
    return dropped
  }

  /// Where an item at `path` before `changes` is after them.
  private static func newIndexPath(_ path: IndexPath, _ changes: Changes) -> IndexPath? {
    var section = path.section - changes.deletedSections.count(in: 0..<path.section)
    for inserted in changes.insertedSections.sorted() where inserted <= section { section += 1 }
    var item =
      path.item
      - changes.deletedItems.filter { $0.section == path.section && $0.item < path.item }.count
    let arrivals = changes.insertedItems.filter { $0.section == section }.map(\.item).sorted()
    for arrival in arrivals where arrival <= item { item += 1 }
    return IndexPath(item: item, section: section)
  }

  /// Runs the node blocks of `paths` in order, then measures the nodes.
  private func makeElements(_ paths: [IndexPath], _ source: Source) -> [Element] {
    let nodes = paths.map { source.node($0) }
    for node in nodes {
      node.owningNode = owner
      node.isRangeManaged = true
    }
    let layouts = NodeMeasurer.layouts(
      of: nodes, in: paths.map { source.constrainedSize($0) }, concurrently: measuresConcurrently)
    return zip(nodes, layouts).map { Element(node: $0, layout: $1) }
  }

  /// Detaches a node the list no longer holds.
  private func release(_ node: ASCellNode) {
    node.indexPath = nil
    node.owningNode = nil
  }

  private func renumber() {
    for (section, elements) in sections.enumerated() {
      for (item, element) in elements.enumerated() {
        element.node.indexPath = IndexPath(item: item, section: section)
      }
    }
  }
}
