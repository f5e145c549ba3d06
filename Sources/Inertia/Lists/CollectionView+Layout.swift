import Foundation

/// Placing views for the elements in the visible rect.
extension CollectionView {
  /// The layout pass: reloads, invalidates the layout for a new size, places the elements.
  func collectionLayoutSubviews() {
    reloadIfNeeded()
    // A size change laid out inside an animation block is an animated bounds change: the layout
    // hears of it before the invalidation and after the elements are placed, as UIKit tells it.
    var animatedFrom: CGRect?
    if bounds.size != lastLaidOutSize {
      if View.inheritedAnimationDuration > 0, lastLaidOutSize != .zero {
        animatedFrom = CGRect(origin: bounds.origin, size: lastLaidOutSize)
        collectionViewLayout.prepare(forAnimatedBoundsChange: animatedFrom!)
      }
      lastLaidOutSize = bounds.size
      if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
        collectionViewLayout.invalidateLayout(
          with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
      }
    }
    defer { if animatedFrom != nil { collectionViewLayout.finalizeAnimatedBoundsChange() } }
    // The scroll hook placed the elements for these bounds already (a scroll view lays out again
    // after each offset change): nothing to place again unless something changed.
    if placedBounds == bounds, !collectionViewLayout.needsPrepare, !needsReload, movement == nil { return }
    layoutElements()
  }

  /// Every visible offset change: the layout may want a new pass (pinned headers), then the
  /// elements are placed. Before the first layout pass nothing is placed here: the pass places
  /// them, as UIKit's collection view places its cells in `layoutSubviews` (a controller setting
  /// `contentInset` in `viewDidLoad` before it registers its cells, as UICollectionViewSplitLayout's
  /// sample does, is asked for none in between).
  func collectionDidScroll() {
    guard !needsReload, !isLayingOutElements else { return }
    let layout = collectionViewLayout
    isLayingOutElements = true  // The invalidation is handled here, not at the next layout pass.
    let invalidates = boundsChangeInvalidates ?? layout.shouldInvalidateLayout(forBoundsChange: bounds)
    boundsChangeInvalidates = nil
    if invalidates {
      layout.invalidateLayout(forBoundsChangeWith: layout.invalidationContext(forBoundsChange: bounds))
    }
    isLayingOutElements = false
    guard lastLaidOutSize != .zero else { return setNeedsLayout() }
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
    placedBounds = nil
    for _ in 0..<8 {
      syncContentSize()
      syncOrthogonalRows()
      placeElements()
      guard collectionViewLayout.needsPrepare else { break }
    }
    syncContentSize()
    placeBackgroundView()
    updatePrefetching()
    if !collectionViewLayout.needsPrepare { placedBounds = bounds }
    window?.layoutWork.cellsPlaced &+= max(visible.count, 1)
  }

  /// Keeps ``backgroundView`` below every other subview, over the visible area.
  func placeBackgroundView() {
    guard let backgroundView else { return }
    if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
    if backgroundView.frame != bounds { backgroundView.assignFrame(bounds) }
  }

  /// One placing pass over the layout's elements in the visible rect.
  ///
  /// A screenful of elements is updated in place: the elements come in last pass's order, shifted,
  /// so the element at the next place is usually the one the layout gives; one found further on is
  /// moved forward (the others keeping their order), a new one is inserted, and the elements left
  /// over at the end left the rect. Nothing is copied (no reference counting of views) on a frame
  /// whose elements are the same.
  private func placeElements() {
    let rect = bounds
    let attributes = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
    guard visible.count <= 64 else { return placeElementsCopying(attributes, in: rect) }
    let lifted = movement.map { ObjectIdentifier($0.cell) }  // Follows the finger, not the layout.
    var write = 0  // visible[..<write] are this pass's elements, in the layout's order.
    for item in attributes where write < Self.maximumVisibleElements {
      guard item.frame.isFiniteRect, item.orthogonalSection != nil || item.frame.overlaps(rect) else {
        continue
      }
      let key = item.elementKey
      if write < visible.count, visible[write].key == key {
        keep(write, for: item, lifted: lifted)
        write += 1
        continue
      }
      visibleIndexIsStale = true
      if write + 1 < visible.count, let found = visible[(write + 1)...].firstIndex(where: { $0.key == key }) {
        moveVisibleElement(from: found, to: write)
        keep(write, for: item, lifted: lifted)
      } else {
        let (container, frame) = self.container(for: item)
        guard let element = display(item, in: container, frame: frame) else { continue }
        visible.insert(element, at: write)
      }
      write += 1
    }
    guard write < visible.count else { return }
    visibleIndexIsStale = true
    var stays: VisibleElement?
    for index in write..<visible.count {
      if let lifted, ObjectIdentifier(visible[index].view) == lifted {
        stays = visible[index]  // A lifted cell stays while its place is off screen.
      } else {
        endDisplaying(visible[index])
      }
    }
    visible.removeSubrange(write...)
    if let stays { visible.append(stays) }
  }

  /// Moves the element at `source` of ``visible`` to `destination` (before it), the elements
  /// between moving up one place, without copying them.
  private func moveVisibleElement(from source: Int, to destination: Int) {
    visible.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, destination < source, source < buffer.count else { return }
      let moving = (base + source).move()
      (base + destination + 1).moveInitialize(from: base + destination, count: source - destination)
      (base + destination).initialize(to: moving)
    }
  }

  /// A placing pass for many elements: the elements kept are copied into a new list, found through
  /// the key index.
  private func placeElementsCopying(_ attributes: [CollectionViewLayoutAttributes], in rect: CGRect) {
    var next: [VisibleElement] = []
    swap(&next, &spareVisible)  // Last pass's storage: no allocation when it is large enough.
    next.reserveCapacity(min(attributes.count, Self.maximumVisibleElements))
    var kept = 0
    var reordered = false
    // Elements usually come in last frame's order, shifted: the one after the last kept element is
    // tried before the index (a comparison of plain keys instead of a search).
    var guess = 0
    let lifted = movement.map { ObjectIdentifier($0.cell) }  // Follows the finger, not the layout.
    for item in attributes where next.count < Self.maximumVisibleElements {
      guard item.frame.isFiniteRect, item.orthogonalSection != nil || item.frame.overlaps(rect) else {
        continue
      }
      let key = item.elementKey
      let found = guess < visible.count && visible[guess].key == key ? guess : visibleElementIndex(key)
      guard let index = found, !visible[index].isKept else {
        let (container, frame) = self.container(for: item)
        if let element = display(item, in: container, frame: frame) { next.append(element) }
        continue
      }
      guess = index + 1
      visible[index].isKept = true
      kept += 1
      if index != next.count { reordered = true }
      keep(index, for: item, lifted: lifted)
      next.append(visible[index])
    }
    var changed = reordered || kept != visible.count || next.count != visible.count
    for index in visible.indices where !visible[index].isKept {
      if let lifted, ObjectIdentifier(visible[index].view) == lifted {
        next.append(visible[index])  // A lifted cell stays while its place is off screen.
        changed = true
      } else {
        endDisplaying(visible[index])
      }
    }
    for index in next.indices { next[index].isKept = false }
    swap(&visible, &next)
    next.removeAll(keepingCapacity: true)
    spareVisible = next
    if changed { visibleIndexIsStale = true }
  }

  /// Updates the kept element at `index` of ``visible`` for its attributes `item`: its container,
  /// frame and look, each only when it changed, and gives the view `item` (`apply(_:)`) when it
  /// differs from the attributes last applied.
  private func keep(_ index: Int, for item: CollectionViewLayoutAttributes, lifted: ObjectIdentifier?) {
    var frame = item.frame
    var container: ObjectIdentifier?
    if let section = item.orthogonalSection, let row = orthogonalRows[section] {
      frame = frame.offsetBy(dx: 0, dy: -row.frame.minY)  // As container(for:).
      container = ObjectIdentifier(row)
      if visible[index].container != container {
        row.insertSubview(visible[index].view, at: 0)
        noteElementZIndex(visible[index].view.elementZIndex, in: row)
      }
    } else if visible[index].container != nil {
      insertSubview(visible[index].view, at: 0)
      noteElementZIndex(visible[index].view.elementZIndex, in: self)
    }
    visible[index].container = container
    if !TableView.isSame(visible[index].frame, frame) {
      if ObjectIdentifier(visible[index].view) != lifted { visible[index].view.assignFrame(frame) }
      visible[index].frame = frame
    }
    let view = visible[index].view
    if view.elementZIndex != item.zIndex, ObjectIdentifier(view) != lifted {
      // A new layer order (a pinned row or column raised as it scrolls): restacked, and its
      // layer's z follows, as UIKit's does.
      insert(view, zIndex: item.zIndex, in: view.superview ?? self)
      let z = CGFloat(item.zIndex)
      if (view.storedLayer?.zPosition ?? 0) != z { view.layer.zPosition = z }
    }
    if visible[index].isHidden != item.isHidden || visible[index].alpha != item.alpha
      || visible[index].transform != item.storedTransform3D
    {
      applyLook(item, to: visible[index].view)
      visible[index].isHidden = item.isHidden
      visible[index].alpha = item.alpha
      visible[index].transform = item.storedTransform3D
    }
    if !visible[index].applied.isEqual(item) {
      visible[index].view.apply(item)
      visible[index].applied = item.copy()
    }
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

  func applyLook(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
    if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
    if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
    // Centre and bounds stay: the frame is untransformed.
    if view.transform3D != attributes.transform3D { view.transform3D = attributes.transform3D }
    // UIKit copies the layer order into the layer's z (read back by code that stacks cells).
    let z = CGFloat(attributes.zIndex)
    if (view.storedLayer?.zPosition ?? 0) != z { view.layer.zPosition = z }
  }

  /// Adds an element's view among the others by layer order, as UIKit stacks them by `zIndex`: a
  /// positive order goes above the rest, a zero or negative one below (under the scroll view's
  /// own views), then either moves past element views it belongs under or above (a row appearing
  /// after a pinned header goes under the header; ties keep the newer view on top).
  ///
  /// The element views of a container are looked through only when one may be stacked by another
  /// order than this one (``noteElementZIndex(_:in:)``): a screenful of 1 x 1 pt cells, all of
  /// order 0, came in one per pass over every other (a million items flung took 5 s, session 43).
  private func insert(_ view: CollectionReusableView, zIndex: Int, in container: View) {
    let seen = elementZIndexes[ObjectIdentifier(container)]
    view.elementZIndex = zIndex
    noteElementZIndex(zIndex, in: container)
    if zIndex > 0 {
      container.addSubview(view)
      guard let seen, seen.upperBound > zIndex else { return }
      let above = container.subviews.first { ($0 as? CollectionReusableView)?.elementZIndex ?? .min > zIndex }
      if let above { container.insertSubview(view, belowSubview: above) }
    } else {
      container.insertSubview(view, at: 0)
      guard let seen, seen.lowerBound < zIndex else { return }
      let below = container.subviews.last { ($0 as? CollectionReusableView)?.elementZIndex ?? .max < zIndex }
      if let below { container.insertSubview(view, aboveSubview: below) }
    }
  }

  /// Widens the range of layer orders the element views put in `container` have had, so it holds
  /// the order of every element view there (it never narrows: a wider range only costs a search).
  func noteElementZIndex(_ zIndex: Int?, in container: View) {
    guard let zIndex else { return }
    let key = ObjectIdentifier(container)
    if let seen = elementZIndexes[key] {
      if !seen.contains(zIndex) {
        elementZIndexes[key] = min(seen.lowerBound, zIndex)...max(seen.upperBound, zIndex)
      }
    } else {
      elementZIndexes[key] = zIndex...zIndex
    }
  }

  /// Makes the view of a newly visible element, measuring self-sizing cells.
  private func display(_ attributes: CollectionViewLayoutAttributes, in container: View, frame: CGRect)
    -> VisibleElement?
  {
    window?.layoutWork.cellsDisplayed &+= 1
    let key = attributes.elementKey
    let path = attributes.indexPath
    let view: CollectionReusableView
    dequeueTarget = (attributes, frame)
    defer { dequeueTarget = nil }
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
        view = type.init(frame: frame)
        view.reuseIdentifier = kind
      }
    }
    // The frame given, before any transform: what later passes compare the attributes' with.
    let placed: CGRect
    if appliedAtDequeue === view {
      // Placed when dequeued; what the data source did to it since (a moved anchor point) stays.
      placed = CGRect(x: frame.minX, y: frame.minY, width: max(frame.width, 0), height: max(frame.height, 0))
    } else {
      view.assignFrame(frame)
      placed = View.frame(size: view.bounds.size, center: view.center, transform: .identity)
      applyLook(attributes, to: view)
      view.apply(attributes)
    }
    appliedAtDequeue = nil
    insert(view, zIndex: attributes.zIndex, in: container)
    if attributes.representedElementCategory != .decorationView {
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
    let row = attributes.orthogonalSection != nil && container !== self ? ObjectIdentifier(container) : nil
    return VisibleElement(
      key: key, view: view, frame: placed, container: row, isHidden: attributes.isHidden,
      alpha: attributes.alpha, transform: attributes.storedTransform3D, applied: attributes.copy())
  }

  /// Asks a new cell or supplementary view for its preferred attributes when the layout sizes it
  /// from them, as UIKit asks both. The view gets a copy, as UIKit hands it one: a view that
  /// changes the attributes it is given and returns them (MagazineLayout's cells) leaves the
  /// layout's own to compare with.
  private func measure(_ view: CollectionReusableView, attributes: CollectionViewLayoutAttributes) {
    let layout = collectionViewLayout
    guard layout.wantsPreferredAttributes(forItemAt: attributes.indexPath) else { return }
    let preferred = view.preferredLayoutAttributesFitting(attributes.copy())
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
