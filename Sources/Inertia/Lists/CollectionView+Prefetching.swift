import Foundation

extension CollectionView {
  /// How far beyond the visible rect items are announced for prefetching, in visible-rect lengths
  /// along each scrollable axis.
  package static let prefetchScreens: CGFloat = 1

  /// Announces items coming near the visible ones (ahead of the scroll direction first, nearest
  /// first) and cancels items that moved out of reach before they appeared. Costs nothing without
  /// a prefetch data source.
  func updatePrefetching() {
    guard isPrefetchingEnabled, let prefetchDataSource else { return }
    let vertical = contentSize.height > bounds.height || contentSize.width <= bounds.width
    let reach = (vertical ? bounds.height : bounds.width) * Self.prefetchScreens
    let rect = vertical ? bounds.insetBy(dx: 0, dy: -reach) : bounds.insetBy(dx: -reach, dy: 0)
    let shown = Set(visible.lazy.filter { $0.key.category == .cell }.map(\.key.indexPath))
    let near = (collectionViewLayout.layoutAttributesForElements(in: rect) ?? []).filter {
      $0.representedElementCategory == .cell && !shown.contains($0.indexPath) && isValidItem($0.indexPath)
    }
    let center = vertical ? bounds.midY : bounds.midX
    let ahead = near.sorted { first, second in
      let a = vertical ? first.frame.midY : first.frame.midX
      let b = vertical ? second.frame.midY : second.frame.midX
      // Below (or right of) the visible rect first, then above, each nearest first.
      if (a > center) != (b > center) { return a > center }
      return abs(a - center) == abs(b - center)
        ? first.indexPath < second.indexPath : abs(a - center) < abs(b - center)
    }.map(\.indexPath)
    let old = Set(prefetched)
    let new = Set(ahead)
    let added = ahead.filter { !old.contains($0) }
    let dropped = prefetched.filter { !new.contains($0) && !shown.contains($0) }
    prefetched = ahead
    if !dropped.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: dropped) }
    if !added.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: added) }
  }
}
