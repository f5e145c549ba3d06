import Foundation

/// Placing views for the elements in the visible rect.
extension CollectionView {
  /// The layout pass: reloads, invalidates the layout for a new size, places the elements.
  func collectionLayoutSubviews() {
    reloadIfNeeded()
    if bounds.size != lastLaidOutSize {
      lastLaidOutSize = bounds.size
      if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
        collectionViewLayout.invalidateLayout(
          with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
      }
    }
    layoutElements()
  }

  /// Every visible offset change: the layout may want a new pass (pinned headers), then the
  /// elements are placed.
  func collectionDidScroll() {
    guard !needsReload, !isLayingOutElements else { return }
    let layout = collectionViewLayout
    isLayingOutElements = true  // The invalidation is handled here, not at the next layout pass.
    if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
    }
    isLayingOutElements = false
    layoutElements()
  }

  /// The content size from the layout (prepared first).
  func syncContentSize() {
    collectionViewLayout.prepareIfNeeded()
    let size = collectionViewLayout.collectionViewContentSize
    let clean = CGSize(
      width: size.width.isFinite ? max(size.width, 0) : 0,
      height: size.height.isFinite ? max(size.height, 0) : 0)
    if contentSize != clean { contentSize = clean }
  }

  /// Gives views to the elements in the visible rect and takes them from elements that left it.
  /// Self-sizing cells are measured when they first appear; a layout that invalidates itself for
  /// their sizes is asked again, until the cells on screen are all measured (at most eight passes:
  /// each pass measures the cells the last one brought in).
  func layoutElements() {
    guard !isLayingOutElements else { return }
    isLayingOutElements = true
    defer { isLayingOutElements = false }
    for _ in 0..<8 {
      syncContentSize()
      syncOrthogonalRows()
      placeElements()
      guard collectionViewLayout.needsPrepare else { break }
    }
    syncContentSize()
    updatePrefetching()
  }

  /// One placing pass over the layout's elements in the visible rect.
  private func placeElements() {
    let rect = bounds
    let attributes = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
    var next: [VisibleElement] = []
    swap(&next, &spareVisible)  // Last pass's storage: no allocation when it is large enough.
    next.reserveCapacity(min(attributes.count, Self.maximumVisibleElements))
    var kept = 0
    var reordered = false
    // Elements usually come in last frame's order, shifted: the one after the last kept element is
    // tried before the index (a comparison instead of hashing the key).
    var guess = 0
    let lifted = movement?.cell  // Follows the finger, not the layout.
    for item in attributes where next.count < Self.maximumVisibleElements {
      guard item.frame.isFiniteRect, item.orthogonalSection != nil || item.frame.overlaps(rect) else {
        continue
      }
      let key = item.elementKey
      let (container, frame) = self.container(for: item)
      let found = guess < visible.count && visible[guess].key == key ? guess : visibleElementIndex(key)
      if let index = found, visible[index].frame.size.width >= 0 {
        guess = index + 1
        var element = visible[index]
        visible[index].frame.size.width = -1  // Marks it kept.
        kept += 1
        if index != next.count { reordered = true }
        if element.view.superview !== container { container.insertSubview(element.view, at: 0) }
        if !TableView.isSame(element.frame, frame) {
          if element.view !== lifted { element.view.assignFrame(frame) }
          element.frame = frame
        }
        applyLook(item, to: element.view)
        next.append(element)
      } else if let element = display(item, in: container, frame: frame) {
        next.append(element)
      }
    }
    var changed = reordered || kept != visible.count || next.count != visible.count
    for element in visible where element.frame.size.width >= 0 {
      if let lifted, element.view === lifted {
        next.append(element)  // A lifted cell stays while its place is off screen.
        changed = true
      } else {
        endDisplaying(element)
      }
    }
    swap(&visible, &next)
    next.removeAll(keepingCapacity: true)
    spareVisible = next
    if changed { visibleIndexIsStale = true }
  }

  /// The index in ``visible`` of the element with `key`.
  func visibleElementIndex(_ key: CollectionElementKey) -> Int? {
    if visible.count <= 64 { return visible.firstIndex { $0.key == key } }
    if visibleIndexIsStale || visibleIndex.count != visible.count {
      visibleIndexIsStale = false
      visibleIndex.removeAll(keepingCapacity: true)
      for (index, element) in visible.enumerated() { visibleIndex[element.key] = index }
    }
    guard let index = visibleIndex[key], index < visible.count, visible[index].key == key else { return nil }
    return index
  }

  private func applyLook(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
    if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
    if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
  }

  /// Makes the view of a newly visible element, measuring self-sizing cells.
  private func display(_ attributes: CollectionViewLayoutAttributes, in container: View, frame: CGRect)
    -> VisibleElement?
  {
    let key = attributes.elementKey
    let path = attributes.indexPath
    let view: CollectionReusableView
    switch attributes.representedElementCategory {
    case .cell:
      guard isValidItem(path), let dataSource else { return nil }
      let cell = dataSource.collectionView(self, cellForItemAt: path)
      cell.isSelected = selected.contains(path)
      cell.isHighlighted = highlighted == path
      view = cell
    case .supplementaryView:
      guard let dataSource, let kind = attributes.representedElementKind else { return nil }
      view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
    case .decorationView:
      let kind = attributes.representedElementKind ?? ""
      let type = collectionViewLayout.decorationClasses[kind] ?? CollectionReusableView.self
      if let reused = reusePools.pop(.init(category: .decorationView, kind: kind, identifier: kind)) {
        view = reused
      } else {
        view = type.init(frame: .zero)
        view.reuseIdentifier = kind
      }
    }
    view.assignFrame(frame)
    applyLook(attributes, to: view)
    view.apply(attributes)
    if attributes.zIndex > 0 { container.addSubview(view) } else { container.insertSubview(view, at: 0) }
    if attributes.representedElementCategory == .cell {
      measure(view, attributes: attributes)
    }
    view.layoutIfNeeded()  // Views appear mid-frame, after the window's layout pass.
    switch attributes.representedElementCategory {
    case .cell:
      if let cell = view as? CollectionViewCell {
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
      }
    case .supplementaryView:
      collectionDelegate?.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: path)
    case .decorationView: break
    }
    return VisibleElement(key: key, view: view, frame: view.frame)
  }

  /// Asks a new cell for its preferred attributes when the layout sizes it from them.
  private func measure(_ view: CollectionReusableView, attributes: CollectionViewLayoutAttributes) {
    let layout = collectionViewLayout
    guard layout.wantsPreferredAttributes(forItemAt: attributes.indexPath) else { return }
    let preferred = view.preferredLayoutAttributesFitting(attributes)
    guard
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    else { return }
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    layout.invalidateLayout(with: context)
  }

  func endDisplaying(_ element: VisibleElement) {
    recycle(element.view, key: element.key)
    switch element.key.category {
    case .cell:
      if let cell = element.view as? CollectionViewCell {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.key.indexPath)
      }
    case .supplementaryView:
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: element.view, forElementOfKind: element.key.kind ?? "",
        at: element.key.indexPath)
    case .decorationView: break
    }
  }
}
