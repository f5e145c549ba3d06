import Foundation

/// The rows of orthogonally scrolling compositional sections: one ``OrthogonalScrollView`` per
/// row on screen; a row that leaves keeps its offset for when it comes back, as in UIKit.
extension CollectionView {
  /// The horizontal offset of an orthogonal section's row (0 for other sections).
  func orthogonalOffset(forSection section: Int, row: CompositionalSection) -> CGFloat {
    guard row.isOrthogonal else { return 0 }
    if let view = orthogonalRows[section] { return view.contentOffset.x }
    return orthogonalOffsets[section] ?? initialOffset(row)
  }

  private func initialOffset(_ row: CompositionalSection) -> CGFloat {
    guard row.behavior == .groupPagingCentered else { return 0 }
    return -max((bounds.width - row.groupSize.width) / 2 - row.insets.leading, 0)
  }

  /// Puts a scroll view on each orthogonal row meeting the visible rect and takes them from rows
  /// that left it.
  func syncOrthogonalRows() {
    guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout else {
      if !orthogonalRows.isEmpty { removeOrthogonalRows(keeping: []) }
      return
    }
    let rows = layout.orthogonalRows(in: bounds)
    removeOrthogonalRows(keeping: Set(rows.map(\.index)))
    for row in rows {
      let frame = row.rowFrame(width: layout.contentWidth)
      if let view = orthogonalRows[row.index] {
        view.apply(row, frame: frame)
        continue
      }
      let view = OrthogonalScrollView(collectionView: self, row: row)
      orthogonalRows[row.index] = view
      insertSubview(view, at: 0)
      view.apply(row, frame: frame)
      let wasLayingOut = isLayingOutElements
      isLayingOutElements = true  // The first offset is not a scroll of the row.
      view.contentOffset = CGPoint(x: orthogonalOffsets[row.index] ?? initialOffset(row), y: 0)
      isLayingOutElements = wasLayingOut
    }
  }

  private func removeOrthogonalRows(keeping sections: Set<Int>) {
    for (section, view) in orthogonalRows.sorted(by: { $0.key < $1.key }) where !sections.contains(section) {
      // A row leaving mid-motion stops and its delegate hears the end, as a reused cell's scroll
      // view does; it comes back at the rest position of its behaviour nearest to where it stopped.
      view.stopForReuse(pin: false)
      orthogonalOffsets[section] = view.nearestRestOffset()
      view.removeFromSuperview()
      orthogonalRows[section] = nil
      elementZIndexes[ObjectIdentifier(view)] = nil
    }
  }

  /// A row scrolled: its cells are placed again.
  func orthogonalRowDidScroll(_ row: OrthogonalScrollView) {
    guard !isLayingOutElements, !needsReload else { return }
    orthogonalOffsets[row.section] = row.contentOffset.x
    layoutElements()
  }

  /// The view an element's view goes in, and its frame there.
  func container(for attributes: CollectionViewLayoutAttributes) -> (View, CGRect) {
    guard let section = attributes.orthogonalSection, let row = orthogonalRows[section] else {
      return (self, attributes.frame)
    }
    return (row, attributes.frame.offsetBy(dx: 0, dy: -row.frame.minY))
  }
}
