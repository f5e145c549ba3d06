import Foundation
import Inertia

// Smaller UIKit spellings the fifty-second porting trial's programs used.

extension CollectionView {
  /// UICollectionView.ElementCategory: what a layout attributes object stands for (a cell, a
  /// supplementary view or a decoration view). UIKit nests the enum in the collection view and types
  /// `UICollectionViewLayoutAttributes.representedElementCategory` with it; here it is the attributes'
  /// own ``CollectionViewLayoutAttributes/ElementCategory``, so a program extending
  /// `UICollectionView.ElementCategory` extends the type the attributes report.
  public typealias ElementCategory = CollectionViewLayoutAttributes.ElementCategory
}

/// UIKit's older name for `UICollectionView.ElementCategory` (Swift 4.1 and before).
public typealias UICollectionElementCategory = CollectionViewLayoutAttributes.ElementCategory
