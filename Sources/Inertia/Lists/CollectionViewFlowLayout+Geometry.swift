import Foundation

/// Building the sections and answering for elements.
extension CollectionViewFlowLayout {
  /// Asks the collection view and the delegate for every section's counts, sizes and spacings.
  func rebuild() {
    sections.removeAll(keepingCapacity: true)
    isVertical = scrollDirection == .vertical
    guard let collectionView = attachedCollectionView else {
      crossExtent = 0
      return
    }
    let inset = collectionView.adjustedContentInset
    let size = collectionView.bounds.size
    lastPreparedSize = size
    crossExtent = max(
      Double(isVertical ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom), 0)
    let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
    var start = 0.0
    var items = 0
    for (section, count) in collectionView.itemCounts.enumerated() {
      items &+= count
      // Item sizes first, then the section's insets and spacings, as UIKit's flow layout asks
      // (a delegate may work its inset out from the item size it just gave).
      let sizes = itemSizes(section, count: count, in: collectionView, delegate: delegate)
      var geometry = sectionMetrics(section, in: collectionView, delegate: delegate)
      geometry.count = count
      fillSizes(&geometry, with: sizes)
      geometry.start = start
      geometry.computeLines()
      start = geometry.end
      sections.append(geometry)
    }
    // Every section and item worked out again, counted for a replay's frame-work budget (sweep 58:
    // 100 new widths of a collection view of 1,000,000 items took 34 s, none of it counted).
    collectionView.window?.layoutWork.listItemsRemeasured &+= sections.count &+ items
  }

  private func sectionMetrics(
    _ section: Int, in collectionView: CollectionView, delegate: CollectionViewDelegateFlowLayout?
  ) -> FlowLayoutSection {
    var geometry = FlowLayoutSection()
    let inset = referenced(
      delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
      in: collectionView)
    let header =
      delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
      ?? headerReferenceSize
    let footer =
      delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
      ?? footerReferenceSize
    let line =
      delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
      ?? minimumLineSpacing
    let interitem =
      delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      ?? minimumInteritemSpacing
    geometry.insets =
      isVertical
      ? .init(
        mainBefore: clean(inset.top), mainAfter: clean(inset.bottom), crossBefore: clean(inset.left),
        crossAfter: clean(inset.right))
      : .init(
        mainBefore: clean(inset.left), mainAfter: clean(inset.right), crossBefore: clean(inset.top),
        crossAfter: clean(inset.bottom))
    geometry.header = clean(isVertical ? header.height : header.width)
    geometry.footer = clean(isVertical ? footer.height : footer.width)
    // Negative line spacing overlaps the lines, as UIKit's does (GravitySlider's carousel pulls
    // each card 40 % of its width over the one before).
    geometry.lineSpacing = line.isFinite ? Double(line) : 0
    geometry.interitemSpacing = clean(interitem)
    geometry.available = max(crossExtent - geometry.insets.crossBefore - geometry.insets.crossAfter, 0)
    return geometry
  }

  /// The item sizes of a section as the delegate gives them, before the section's metrics.
  enum ItemSizes {
    /// Self-sizing: every item starts at the estimate.
    case estimated(CGSize)
    /// One size for every item (the layout's `itemSize`, or the delegate's for all).
    case uniform(CGSize)
    /// The delegate's size for each item.
    case list([CGSize])
  }

  /// Asks the delegate for each item's size (none when the layout self-sizes or the delegate gives
  /// no sizes).
  private func itemSizes(
    _ section: Int, count: Int, in collectionView: CollectionView, delegate: CollectionViewDelegateFlowLayout?
  ) -> ItemSizes {
    if isSelfSizing {
      return .estimated(estimatedItemSize == Self.automaticSize ? Self.automaticEstimate : estimatedItemSize)
    }
    guard let delegate, count > 0 else { return .uniform(itemSize) }
    delegateLacksItemSizes = false
    var path = IndexPath(item: 0, section: section)
    let first = delegate.collectionView(collectionView, layout: self, sizeForItemAt: path)
    if delegateLacksItemSizes { return .uniform(itemSize) }
    var sizes = [first]
    sizes.reserveCapacity(count)
    var isUniform = true
    for item in 1..<max(count, 1) {
      path[1] = item
      let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: path)
      isUniform = isUniform && size == first
      sizes.append(size)
    }
    return isUniform ? .uniform(first) : .list(sizes)
  }

  /// Puts `sizes` in the section's (main, cross) terms: one size for the section, else a list.
  private func fillSizes(_ geometry: inout FlowLayoutSection, with sizes: ItemSizes) {
    switch sizes {
    case .estimated(let estimate):
      geometry.sizes = Array(repeating: axisPair(estimate, geometry: geometry), count: geometry.count)
    case .uniform(let size):
      geometry.uniform = axisPair(size, geometry: geometry)
    case .list(let list):
      geometry.sizes = list.map { axisPair($0, geometry: geometry) }
    }
  }

  /// A size in (main, cross) terms, finite and no wider than the section's lines.
  private func axisPair(_ size: CGSize, geometry: FlowLayoutSection) -> (main: Double, cross: Double) {
    let main = clean(isVertical ? size.height : size.width)
    let cross = clean(isVertical ? size.width : size.height)
    return (main, min(cross, geometry.available))
  }

  private func clean(_ value: CGFloat) -> Double { value.isFinite && value > 0 ? Double(value) : 0 }

  /// A rect from axis terms.
  func rect(main: Double, cross: Double, mainSize: Double, crossSize: Double) -> CGRect {
    isVertical
      ? CGRect(x: cross, y: main, width: crossSize, height: mainSize)
      : CGRect(x: main, y: cross, width: mainSize, height: crossSize)
  }

  // MARK: Answers

  /// The first section ending after `position`.
  private func firstSection(endingAfter position: Double) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) / 2
      if sections[mid].end <= position { low = mid + 1 } else { high = mid }
    }
    return low
  }

  func flowElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
    guard rect.isFiniteRect, !sections.isEmpty else { return [] }
    let low = Double(isVertical ? rect.minY : rect.minX)
    let high = Double(isVertical ? rect.maxY : rect.maxX)
    var result = reuse.begin(attributesClass)
    var section = firstSection(endingAfter: low)
    while section < sections.count, sections[section].start < high,
      result.count < CollectionView.maximumVisibleElements
    {
      appendElements(of: section, low: low, high: high, rect: rect, into: &result)
      section += 1
    }
    reuse.end(result)
    return result
  }

  private func appendElements(
    of section: Int, low: Double, high: Double, rect: CGRect,
    into result: inout [CollectionViewLayoutAttributes]
  ) {
    let geometry = sections[section]
    if geometry.header > 0, let header = headerAttributes(section), header.frame.overlaps(rect) {
      result.append(header)
    }
    if geometry.count > 0 {
      let vertical = isVertical
      var line = geometry.firstLine(endingAfter: low - geometry.itemsStart)
      // Zero-size items and spacings put every line in one place: the look-ups stop at a bound.
      var visited = 0
      while line < geometry.lineCount, geometry.itemsStart + geometry.lineStart(line) < high,
        visited < 4 * CollectionView.maximumVisibleElements
      {
        for item in geometry.items(ofLine: line).prefix(CollectionView.maximumVisibleElements) {
          visited += 1
          let place = geometry.itemFrame(item)
          let frame =
            vertical
            ? CGRect(x: place.cross, y: place.main, width: place.crossSize, height: place.mainSize)
            : CGRect(x: place.main, y: place.cross, width: place.mainSize, height: place.crossSize)
          guard frame.overlaps(rect) else { continue }
          result.append(reuse.cell(section: section, item: item, frame: frame))
        }
        line += 1
      }
    }
    if geometry.footer > 0, let footer = footerAttributes(section), footer.frame.overlaps(rect) {
      result.append(footer)
    }
  }

  func itemRect(_ section: Int, item: Int) -> CGRect {
    let frame = sections[section].itemFrame(item)
    return rect(main: frame.main, cross: frame.cross, mainSize: frame.mainSize, crossSize: frame.crossSize)
  }

  private func headerAttributes(_ section: Int) -> CollectionViewLayoutAttributes? {
    let geometry = sections[section]
    var main = geometry.start
    if sectionHeadersPinToVisibleBounds, let collectionView = attachedCollectionView {
      let top = Double(
        isVertical
          ? collectionView.bounds.minY + collectionView.adjustedContentInset.top
          : collectionView.bounds.minX + collectionView.adjustedContentInset.left)
      main = max(min(top, geometry.footerStart - geometry.header), geometry.start)
    }
    let attributes = makeAttributes(
      .supplementaryView, kind: CollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: section))
    attributes.frame = rect(main: main, cross: 0, mainSize: geometry.header, crossSize: crossExtent)
    attributes.zIndex = sectionHeadersPinToVisibleBounds ? 1024 : 10
    return attributes
  }

  private func footerAttributes(_ section: Int) -> CollectionViewLayoutAttributes? {
    let geometry = sections[section]
    var main = geometry.footerStart
    if sectionFootersPinToVisibleBounds, let collectionView = attachedCollectionView {
      let bottom = Double(
        isVertical
          ? collectionView.bounds.maxY - collectionView.adjustedContentInset.bottom
          : collectionView.bounds.maxX - collectionView.adjustedContentInset.right)
      main = min(max(bottom - geometry.footer, geometry.start + geometry.header), geometry.footerStart)
    }
    let attributes = makeAttributes(
      .supplementaryView, kind: CollectionView.elementKindSectionFooter,
      at: IndexPath(item: 0, section: section))
    attributes.frame = rect(main: main, cross: 0, mainSize: geometry.footer, crossSize: crossExtent)
    attributes.zIndex = sectionFootersPinToVisibleBounds ? 1024 : 10
    return attributes
  }

  func flowItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    prepareIfNeeded()
    guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.item >= 0,
      indexPath.item < sections[indexPath.section].count
    else { return nil }
    let attributes = attributesClass.init()
    attributes.setIndexPath(indexPath)
    attributes.frame = itemRect(indexPath.section, item: indexPath.item)
    return attributes
  }

  func flowSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    prepareIfNeeded()
    guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return nil }
    switch elementKind {
    case CollectionView.elementKindSectionHeader:
      return sections[indexPath.section].header > 0 ? headerAttributes(indexPath.section) : nil
    case CollectionView.elementKindSectionFooter:
      return sections[indexPath.section].footer > 0 ? footerAttributes(indexPath.section) : nil
    default: return nil
    }
  }
}

extension CollectionViewFlowLayout {
  /// What a flow layout's section insets are measured from (UICollectionViewFlowLayout's
  /// SectionInsetReference).
  public enum SectionInsetReference: Int, Sendable, CaseIterable {
    /// From the content inset (the adjusted one): the insets are used as given.
    case fromContentInset
    /// From the safe area: each side also keeps clear of the collection view's safe area insets
    /// where the adjusted content inset does not already (the sides of a vertical list).
    case fromSafeArea
    /// From the layout margins (which include the safe area): likewise with the margins.
    case fromLayoutMargins
  }

  /// `inset` plus what the ``sectionInsetReference`` adds on each side: the part of the safe area
  /// insets (or layout margins) that the adjusted content inset does not already hold.
  func referenced(_ inset: EdgeInsets, in collectionView: CollectionView) -> EdgeInsets {
    let reference: EdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return inset
    case .fromSafeArea: reference = collectionView.safeAreaInsets
    case .fromLayoutMargins: reference = collectionView.layoutMargins
    }
    let adjusted = collectionView.adjustedContentInset
    let given = collectionView.contentInset
    func extra(_ side: CGFloat, _ held: CGFloat) -> CGFloat { max(0, side - max(0, held)) }
    return EdgeInsets(
      top: inset.top + extra(reference.top, adjusted.top - given.top),
      left: inset.left + extra(reference.left, adjusted.left - given.left),
      bottom: inset.bottom + extra(reference.bottom, adjusted.bottom - given.bottom),
      right: inset.right + extra(reference.right, adjusted.right - given.right))
  }
}
