import Foundation
import Inertia

// Smaller UIKit and Core Graphics spellings the seventeenth porting trial's programs used.

extension CollectionView {
  /// UICollectionView.ScrollDirection: the flow layout's scroll direction (UIKit nests it in the
  /// collection view).
  public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

  /// The visible supplementary views of `elementKind` (headers, footers, badges...), in index
  /// path order, as UICollectionView's `visibleSupplementaryViews(ofKind:)`.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      supplementaryView(forElementKind: elementKind, at: $0)
    }
  }
}

/// The rectangle's smallest x (Core Graphics' C name, from before Swift 3).
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
/// The rectangle's middle x.
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
/// The rectangle's largest x.
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
/// The rectangle's smallest y.
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
/// The rectangle's middle y.
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
/// The rectangle's largest y.
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
/// The rectangle's width (never negative).
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
/// The rectangle's height (never negative).
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }
