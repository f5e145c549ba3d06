import Foundation

// A horizontal compositional layout is laid out as the vertical one with its axes swapped: each
// section is copied with widths and heights exchanged (a row group becomes a column group, leading
// insets become top ones), laid out down the page, and every frame handed out is transposed back.
// Estimated dimensions are taken at their estimates, orthogonal scrolling and pinned headers are
// left out, and a section's boundary items become columns on its leading (headers) and trailing
// (footers) edges.

extension CGRect {
  /// The rect with its x and y axes exchanged.
  var transposed: CGRect { CGRect(x: minY, y: minX, width: height, height: width) }
}

extension CGSize {
  /// The size with its width and height exchanged.
  var transposed: CGSize { CGSize(width: height, height: width) }
}

extension DirectionalEdgeInsets {
  /// The insets with the leading and top, and the trailing and bottom, exchanged.
  var transposed: DirectionalEdgeInsets {
    DirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom)
  }
}

extension CollectionLayoutDimension {
  /// The dimension along the other axis (an estimate becomes its absolute length).
  var transposed: CollectionLayoutDimension {
    switch self {
    case .absolute(let length), .estimated(let length): .absolute(length)
    case .fractionalWidth(let fraction): .fractionalHeight(fraction)
    case .fractionalHeight(let fraction): .fractionalWidth(fraction)
    }
  }
}

extension CollectionLayoutSize {
  /// The size with its axes exchanged.
  var transposed: CollectionLayoutSize {
    CollectionLayoutSize(
      widthDimension: heightDimension.transposed, heightDimension: widthDimension.transposed)
  }
}

extension CollectionLayoutItem {
  /// A copy with its axes exchanged (cell badges are left out).
  @MainActor func transposedItem() -> CollectionLayoutItem {
    let copy: CollectionLayoutItem
    if let group = self as? CollectionLayoutGroup {
      copy = group.transposedGroup()
    } else {
      copy = CollectionLayoutItem(layoutSize: layoutSize.transposed)
    }
    copy.contentInsets = contentInsets.transposed
    copy.edgeSpacing = edgeSpacing.map {
      CollectionLayoutEdgeSpacing(leading: $0.top, top: $0.leading, trailing: $0.bottom, bottom: $0.trailing)
    }
    return copy
  }
}

extension CollectionLayoutGroup {
  /// A copy with its axes exchanged: a row becomes a column and the reverse.
  @MainActor func transposedGroup() -> CollectionLayoutGroup {
    let arrangement: Arrangement
    switch self.arrangement {
    case .horizontal: arrangement = .vertical
    case .vertical: arrangement = .horizontal
    case .custom(let provider):
      arrangement = .custom { size in
        provider(size.transposed).map {
          CollectionLayoutGroupCustomItem(frame: $0.frame.transposed, zIndex: $0.zIndex)
        }
      }
    }
    let copy = CollectionLayoutGroup(
      layoutSize: layoutSize.transposed, arrangement: arrangement,
      subitems: subitems.map { $0.transposedItem() },
      count: count)
    copy.interItemSpacing = interItemSpacing
    return copy
  }
}

extension CollectionLayoutSection {
  /// A copy with its axes exchanged, for a horizontal layout laid out as a vertical one.
  @MainActor func transposedSection() -> CollectionLayoutSection {
    let copy = CollectionLayoutSection(group: group.transposedGroup())
    copy.interGroupSpacing = interGroupSpacing
    copy.contentInsets = contentInsets.transposed
    copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    copy.boundarySupplementaryItems = boundarySupplementaryItems.map { item in
      let transposed = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: item.layoutSize.transposed, elementKind: item.elementKind, alignment: item.alignment)
      transposed.zIndex = item.zIndex
      return transposed
    }
    copy.decorationItems = decorationItems.map { item in
      let transposed = CollectionLayoutDecorationItem.background(elementKind: item.elementKind)
      transposed.contentInsets = item.contentInsets.transposed
      transposed.zIndex = item.zIndex
      return transposed
    }
    return copy
  }
}
