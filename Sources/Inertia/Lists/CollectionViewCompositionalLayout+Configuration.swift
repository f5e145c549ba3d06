import Foundation

extension CollectionViewCompositionalLayout {
  /// The leading and trailing insets the configuration's content insets reference adds to every
  /// section's, beyond what the collection view's adjusted content inset already keeps clear.
  func referenceInsets(of collectionView: CollectionView) -> DirectionalEdgeInsets {
    let adjusted = collectionView.adjustedContentInset
    let edges: EdgeInsets
    switch storedConfiguration.contentInsetsReference {
    case .none: return DirectionalEdgeInsets()
    case .automatic, .safeArea: edges = collectionView.safeAreaInsets
    case .layoutMargins: edges = collectionView.layoutMargins
    case .readableContent:
      var margins = collectionView.layoutMargins
      let extra = collectionView.bounds.width - margins.left - margins.right - View.readableContentWidth
      if extra > 0 {
        margins.left += extra / 2
        margins.right += extra / 2
      }
      edges = margins
    }
    func clear(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
    // Across the content: left and right, or top and bottom for a horizontal layout.
    if isHorizontal {
      return DirectionalEdgeInsets(
        top: 0, leading: clear(edges.top - adjusted.top), bottom: 0,
        trailing: clear(edges.bottom - adjusted.bottom))
    }
    return DirectionalEdgeInsets(
      top: 0, leading: clear(edges.left - adjusted.left), bottom: 0,
      trailing: clear(edges.right - adjusted.right))
  }

  /// The height of the layout's headers (`.top`) or footers (`.bottom`).
  func boundaryLength(_ alignment: CollectionLayoutAlignment, container: CGSize) -> CGFloat {
    storedConfiguration.boundarySupplementaryItems.filter { $0.alignment == alignment }.reduce(0) {
      total, item in
      let height = length(of: item).resolve(in: container)
      return total + (height.isFinite ? max(height, 0) : 0)
    }
  }

  /// A layout boundary item's length along the scroll direction (its width in a horizontal layout).
  private func length(of item: CollectionLayoutBoundarySupplementaryItem) -> CollectionLayoutDimension {
    isHorizontal ? item.layoutSize.transposed.heightDimension : item.layoutSize.heightDimension
  }

  /// Places the layout's headers from the top and its footers after `end` (the last section's
  /// end), across the content width, and sets the content length.
  func placeLayoutBoundaries(container: CGSize, end: CGFloat) {
    var top: CGFloat = 0
    var bottom = end
    for item in storedConfiguration.boundarySupplementaryItems {
      let resolved = length(of: item).resolve(in: container)
      let height = resolved.isFinite ? max(resolved, 0) : 0
      let y: CGFloat
      switch item.alignment {
      case .bottom:
        y = bottom
        bottom += height
      default:
        y = top
        top += height
      }
      layoutBoundaries.append(
        CompositionalLayoutBoundary(
          kind: item.elementKind, frame: CGRect(x: 0, y: y, width: contentWidth, height: height),
          zIndex: item.zIndex))
    }
    contentLength = bottom
  }

  /// Adds the layout's headers and footers meeting `rect` (at index path [0, 0]).
  func appendLayoutBoundaries(in rect: CGRect, into result: inout [CollectionViewLayoutAttributes]) {
    for boundary in layoutBoundaries where boundary.frame.overlaps(rect) {
      if let attributes = layoutBoundary(ofKind: boundary.kind, at: IndexPath(item: 0, section: 0)) {
        result.append(attributes)
      }
    }
  }

  /// The attributes of the layout's header or footer of `kind`, at index path [0, 0].
  func layoutBoundary(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath == IndexPath(item: 0, section: 0),
      let boundary = layoutBoundaries.first(where: { $0.kind == kind })
    else { return nil }
    let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame = boundary.frame
    attributes.zIndex = boundary.zIndex
    return attributes
  }
}
