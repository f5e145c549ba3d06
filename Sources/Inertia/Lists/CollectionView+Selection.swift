import Foundation

/// Visible elements, geometry questions, selection, highlight and scrolling to items.
extension CollectionView {
  /// Where an item should end up when scrolled to, like UICollectionView.ScrollPosition.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a position from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No particular place (the least scrolling that shows the item).
    public static let none = ScrollPosition([])
    /// The item's top at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's leading edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's trailing edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The cells on screen, in the layout's order.
  public var visibleCells: [CollectionViewCell] {
    reloadIfNeeded()
    return visible.compactMap { $0.key.category == .cell ? $0.view as? CollectionViewCell : nil }
  }

  /// The index paths of the items on screen, sorted.
  public var indexPathsForVisibleItems: [IndexPath] {
    reloadIfNeeded()
    return visible.filter { $0.key.category == .cell }.map(\.key.indexPath).sorted()
  }

  /// The cell of a visible item.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    reloadIfNeeded()
    let key = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
    guard let index = visibleElementIndex(key) else { return nil }
    return visible[index].view as? CollectionViewCell
  }

  /// The index path of a visible cell.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    visible.first { $0.view === cell && $0.key.category == .cell }?.key.indexPath
  }

  /// The visible supplementary view of `elementKind` at `indexPath`.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    let key = CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    guard let index = visibleElementIndex(key) else { return nil }
    return visible[index].view
  }

  /// The index paths of the visible supplementary views of `elementKind`, sorted.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visible.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }.map(
      \.key.indexPath
    )
    .sorted()
  }

  /// The layout's attributes of an item.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    reloadIfNeeded()
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes of a supplementary view.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    reloadIfNeeded()
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The item at `point` (content coordinates), if any.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard point.isFinite else { return nil }
    collectionViewLayout.prepareIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    let hits = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
    return hits.last { $0.representedElementCategory == .cell && $0.frame.contains(point) && !$0.isHidden }?
      .indexPath
  }

  // MARK: Selection

  /// The selected items, sorted (nil when none, as UIKit's optional array).
  public var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

  /// ``selectItem(at:animated:scrollPosition:)``'s work (declared in the class body so that
  /// subclasses override it).
  func selectItemFromCode(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    reloadIfNeeded()
    guard let indexPath, isValidItem(indexPath) else {
      for path in selected { cellForItem(at: path)?.isSelected = false }
      selected.removeAll()
      return
    }
    guard allowsSelection else { return }
    if !allowsMultipleSelection {
      for path in selected where path != indexPath { cellForItem(at: path)?.isSelected = false }
      selected.removeAll { $0 != indexPath }
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    cellForItem(at: indexPath)?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects an item from code (no delegate calls).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    cellForItem(at: indexPath)?.isSelected = false
  }

  // MARK: Touches

  func collectionTouchesBegan(_ touches: Set<Touch>) {
    guard let touch = touches.first, allowsSelection, highlightTouch == nil, let path = itemPath(under: touch)
    else { return }
    if let collectionDelegate, !collectionDelegate.collectionView(self, shouldHighlightItemAt: path) {
      return
    }
    highlightTouch = touch
    highlighted = path
    cellForItem(at: path)?.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: path)
  }

  func collectionTouchesEnded(_ touches: Set<Touch>) {
    guard let touch = highlightTouch, touches.contains(touch), let path = highlighted else { return }
    let stillOnItem = itemPath(under: touch) == path
    clearHighlight()
    guard stillOnItem, isValidItem(path) else { return }
    userTapped(path)
  }

  func collectionTouchesCancelled(_ touches: Set<Touch>) {
    guard let touch = highlightTouch, touches.contains(touch) else { return }
    clearHighlight()
  }

  /// The item under a touch. A touch that hit testing gave to this list or a view in it belongs to
  /// the cell around that view, or to no item (a header, the background, a cell that refused the
  /// point), as UIKit's: a cell's own `point(inside:with:)` (a slanted or round cell) and the
  /// cells' drawing order decide, not the frames. A touch from elsewhere takes the cell of an
  /// orthogonal row it is in, else the item at its place in the content.
  private func itemPath(under touch: Touch) -> IndexPath? {
    if let view = touch.view, view === self || view.isDescendant(of: self) {
      var current: View? = view
      while let candidate = current, candidate !== self {
        if let cell = candidate as? CollectionViewCell, let path = indexPath(for: cell) {
          // A finger that left the cell before lifting is on no item.
          return cell.point(inside: touch.location(in: cell), with: nil) ? path : nil
        }
        current = candidate.superview
      }
      return nil
    }
    for (_, row) in orthogonalRows.sorted(by: { $0.key < $1.key }) {
      let point = touch.location(in: row)
      guard row.bounds.contains(point) else { continue }
      return visible.first { element in
        element.key.category == .cell && element.view.superview === row && element.frame.contains(point)
      }?.key.indexPath
    }
    return indexPathForItem(at: touch.location(in: self))
  }

  /// Removes the touch highlight (a drag began, the finger lifted, or the data reloaded).
  func clearHighlight() {
    guard let path = highlighted else { return }
    cellForItem(at: path)?.isHighlighted = false
    highlighted = nil
    highlightTouch = nil
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
  }

  private func userTapped(_ path: IndexPath) {
    let delegate = collectionDelegate
    if selected.contains(path) && allowsMultipleSelection {
      // UIKit deselects a selected item on tap only with multiple selection.
      guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
      deselectItem(at: path, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: path)
      return
    }
    // With single selection a tap on the selected item asks and tells the delegate again, as
    // UIKit's (a carousel scrolling to the tapped card; "deselect on second tap" code answers
    // `shouldSelectItemAt` false there): the item stays selected.
    guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
    if !allowsMultipleSelection {
      for previous in selected.sorted() where previous != path {
        deselectItem(at: previous, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: previous)
      }
    }
    if !selected.contains(path) { selected.append(path) }
    cellForItem(at: path)?.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: path)
  }
}
