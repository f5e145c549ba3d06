import Foundation

/// Inserting, deleting, moving and reloading items and sections.
///
/// The data source's data changes first; then the collection view is told. Changes inside
/// ``performBatchUpdates(_:completion:)`` are read together as UIKit reads them. The elements take
/// their new places at once, and the content offset stays where it was (clamped to the new
/// content), as UIKit keeps it. Counts that disagree with the changes reload everything with a
/// diagnostic (UIKit raises an exception).
extension CollectionView {
  /// Asks the data source for the cells of visible items again, handing back their own cells
  /// (dequeuing the same identifier returns the cell as it is), as UIKit's reconfigure does.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    reloadIfNeeded()
    guard let dataSource else { return }
    for path in indexPaths {
      let key = CollectionElementKey(category: .cell, kind: nil, indexPath: path)
      guard let index = visibleElementIndex(key),
        let cell = visible[index].view as? CollectionViewCell
      else { continue }
      reconfiguringCell = cell
      let configured = dataSource.collectionView(self, cellForItemAt: path)
      reconfiguringCell = nil
      guard configured !== cell else { continue }
      // The data source made another cell: it replaces the old one in place.
      endDisplaying(visible[index])
      configured.assignFrame(visible[index].frame)
      configured.isSelected = selected.contains(path)
      insertSubview(configured, at: 0)
      noteElementZIndex(configured.elementZIndex, in: self)
      visible[index].view = configured
      // The next pass puts it in its orthogonal row and gives it its attributes' look.
      visible[index].container = nil
      visible[index].isHidden = configured.isHidden
      visible[index].alpha = configured.alpha
      visible[index].transform = configured.transform3D.isIdentity ? nil : configured.transform3D
      collectionDelegate?.collectionView(self, willDisplay: configured, forItemAt: path)
    }
  }

  /// ``performBatchUpdates(_:completion:)`` with a block that does not escape (UIKit's is
  /// `NS_NOESCAPE`), so it may use `self` implicitly as on iOS.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
  }

  /// Applies the changes made in `updates` together, then calls `completion` with true (a block
  /// that changes no items but invalidates the layout is laid out before the call returns). A
  /// collection view that has not loaded its data loads it first and has its layout prepare for
  /// the counts before the block, as UIKit does: a layout building its model in `prepare()` (and
  /// changing it by the update items) starts from the counts before the changes.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    let reloads = needsReload && !isLayingOutElements
    reloadIfNeeded()
    if reloads { collectionViewLayout.prepareIfNeeded() }
    batchDepth += 1
    updates?()
    batchDepth -= 1
    if batchDepth == 0 {
      let map = pendingUpdates
      pendingUpdates = CollectionViewUpdateMap()
      if map.isEmpty { layOutInvalidatedBatch() } else { apply(map) }
    }
    completion?(true)
  }

  /// A batch with no item changes whose block invalidated the layout
  /// (`performBatchUpdates({ layout.invalidateLayout() })`, a card stack's way to move its cards):
  /// UIKit computes the new layout inside the call, from the layout's state as the block left it,
  /// so the elements are laid out here, not at the next layout pass (sixty-third trial: the
  /// sixty-second's thrown card read its z index after the layout had cleared its dragged card,
  /// 1,000 here, 10,000 on iOS). A collection view never laid out waits for its first pass.
  private func layOutInvalidatedBatch() {
    guard collectionViewLayout.needsPrepare, !isLayingOutElements, lastLaidOutSize != .zero else { return }
    layoutElementsKeepingOffset()
  }

  func change(_ body: (inout CollectionViewUpdateMap) -> Void) {
    reloadIfNeeded()
    body(&pendingUpdates)
    guard batchDepth == 0 else { return }
    let map = pendingUpdates
    pendingUpdates = CollectionViewUpdateMap()
    apply(map)
  }

  /// Reads the new counts (from the data source, or `counts` when the collection view changes
  /// its own items, as an interactive movement does), moves the visible elements and the selection
  /// to their new index paths, drops the deleted and reloaded ones, and lays out again keeping the
  /// offset.
  func apply(_ map: CollectionViewUpdateMap, counts: [Int]? = nil) {
    guard !map.isEmpty else { return }
    let oldCounts = itemCounts
    if let counts { setCounts(counts) } else { readCounts() }
    guard let sectionSources = map.sectionSources(oldCount: oldCounts.count, newCount: itemCounts.count)
    else {
      inconsistentUpdate()
      return
    }
    var sectionTargets = [Int?](repeating: nil, count: oldCounts.count)
    var itemTargets: [Int: [IndexPath: IndexPath]] = [:]  // By old section, only where items changed.
    for (newSection, source) in sectionSources.enumerated() {
      if let source { sectionTargets[source] = newSection }
      let oldCount = source.map { oldCounts[$0] } ?? 0
      let newCount = itemCounts[newSection]
      guard map.touchesItems(newSection: newSection, oldSection: source) || oldCount != newCount else {
        continue
      }
      // Items appended at the end leave the others where they were: no map of every item (a
      // CollectionNode's fetches mapped all its items each time, 5 million in all in 6.6 s).
      if map.onlyAppends(newSection: newSection, oldSection: source, oldCount: oldCount, newCount: newCount) {
        continue
      }
      guard
        let items = map.itemSources(
          newSection: newSection, oldSection: source, oldCount: oldCount, newCount: newCount)
      else {
        inconsistentUpdate()
        return
      }
      for (item, from) in items.enumerated() {
        guard let from else { continue }
        itemTargets[from.section, default: [:]][from] = IndexPath(item: item, section: newSection)
      }
    }
    let target: (IndexPath) -> IndexPath? = { path in
      guard path.section >= 0, path.section < sectionTargets.count,
        let section = sectionTargets[path.section],
        !map.deletedSections.contains(path.section)
      else { return nil }
      if path.count < 2 { return IndexPath(item: 0, section: section) }
      if let moved = itemTargets[path.section] { return moved[path] }
      return IndexPath(item: path.item, section: section)
    }
    // As UIKit: the layout is invalidated for the new counts (not everything) while the visible
    // items still have their old index paths, prepared, told of the changes, then finalized once
    // the elements moved (a layout keeping the items on screen in place reads them in between).
    let layout = collectionViewLayout
    let context = layout.makeInvalidationContext()
    context.marksDataSourceCounts = true
    layout.invalidateLayout(with: context)
    remapElements(target, map: map)
    remapSelection(target)
    layout.prepareIfNeeded()
    layout.prepare(forCollectionViewUpdates: map.updateItems)
    layoutElementsKeepingOffset()
    layout.finalizeCollectionViewUpdates()
  }

  private func inconsistentUpdate() {
    Self.collectionLog.warning("collection update does not match the data source's counts; reloading")
    needsReload = true
    reloadIfNeeded()
    layoutElementsKeepingOffset()
  }

  private func remapElements(_ target: (IndexPath) -> IndexPath?, map: CollectionViewUpdateMap) {
    var kept: [VisibleElement] = []
    for var element in visible {
      let path = element.key.indexPath
      let reloaded =
        map.reloadedSections.contains(path.section)
        || (element.key.category == .cell && map.reloadedItems.contains(path))
      if !reloaded, let new = target(path) {
        element.key.indexPath = new
        kept.append(element)
      } else {
        endDisplaying(element)
      }
    }
    visible = kept
    visibleIndexIsStale = true
    if let path = highlighted, target(path) == nil { clearHighlight() }
    highlighted = highlighted.flatMap(target)
    prefetched = prefetched.compactMap(target)
  }

  private func remapSelection(_ target: (IndexPath) -> IndexPath?) {
    selected = selected.compactMap(target)
  }

  /// Lays out after a change of data: the offset stays (as the layout's
  /// ``CollectionViewLayout/targetContentOffset(forProposedContentOffset:)`` proposes it),
  /// clamped to the new content.
  func layoutElementsKeepingOffset() {
    let offset = contentOffset
    syncContentSize()
    let proposed = collectionViewLayout.targetContentOffset(forProposedContentOffset: offset)
    let kept = proposed.isFinite ? clamped(proposed) : clamped(offset)
    if !isDragging, !isDecelerating, kept != contentOffset { contentOffset = kept }
    layoutElements()
  }
}
