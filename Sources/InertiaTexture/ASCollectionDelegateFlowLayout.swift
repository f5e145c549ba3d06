import Inertia
import InertiaUIKit

/// Texture's ASCollectionDelegateFlowLayout: the size ranges of a flow layout's section headers
/// and footers, for an ``ASCollectionNode`` whose supplementary nodes are listed by the data
/// source's `collectionNode(_:supplementaryElementKindsInSection:)` (or registered). The range's
/// width (vertical scrolling) or height (horizontal) is then the collection's, as Texture's flow
/// layout inspector makes it. It refines UIKit's flow-layout delegate: Texture's declares
/// `collectionView(_:layout:insetForSectionAt:)` and its collection view hands every flow-layout
/// question it does not answer itself (section insets, line and item spacing, reference sizes) to
/// the node's delegate, so an adopter's UIKit flow-layout methods are the ones asked.
@preconcurrency @MainActor
public protocol ASCollectionDelegateFlowLayout: ASCollectionDelegate, UICollectionViewDelegateFlowLayout {
  /// The size range of the header of `section`. Default: exactly the flow layout's
  /// `headerReferenceSize`.
  func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int)
    -> ASSizeRange
  /// The size range of the footer of `section`. Default: exactly the flow layout's
  /// `footerReferenceSize`.
  func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForFooterInSection section: Int)
    -> ASSizeRange
}

/// Texture's older name for ``ASCollectionDelegateFlowLayout`` (AsyncDisplayKit 2's
/// `ASCollectionViewDelegateFlowLayout`, deprecated in Texture as "Renamed to
/// ASCollectionDelegateFlowLayout"): a controller adopting it is the collection node's delegate
/// and answers `collectionNode(_:constrainedSizeForItemAt:)`.
public typealias ASCollectionViewDelegateFlowLayout = ASCollectionDelegateFlowLayout

extension ASCollectionDelegateFlowLayout {
  /// Default implementation: exactly the size a flow-layout delegate's
  /// `collectionView(_:layout:referenceSizeForHeaderInSection:)` gives, else the layout's header
  /// reference size, as Texture's flow layout inspector falls back.
  public func collectionNode(
    _ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int
  ) -> ASSizeRange {
    ASSizeRangeMake(
      collectionNode.view.referenceSize(ofKind: UICollectionView.elementKindSectionHeader, section))
  }
  /// Default implementation: exactly the size a flow-layout delegate's
  /// `collectionView(_:layout:referenceSizeForFooterInSection:)` gives, else the layout's footer
  /// reference size.
  public func collectionNode(
    _ collectionNode: ASCollectionNode, sizeRangeForFooterInSection section: Int
  ) -> ASSizeRange {
    ASSizeRangeMake(
      collectionNode.view.referenceSize(ofKind: UICollectionView.elementKindSectionFooter, section))
  }
}

extension ASCollectionView {
  /// The supplementary kinds of `section` the data source lists (registering each for reuse), else
  /// the registered kinds.
  func supplementaryKinds(inSection section: Int) -> [String] {
    guard let collectionNode, let dataSource = nodeDataSource else { return supplementary.kinds.sorted() }
    let kinds = dataSource.collectionNode(collectionNode, supplementaryElementKindsInSection: section)
    for kind in kinds where !supplementary.kinds.contains(kind) { registerSupplementaryKind(kind) }
    return kinds
  }

  /// The flow-layout delegate's range for a header or footer (exactly ``referenceSize(ofKind:_:)``
  /// when the delegate is no ``ASCollectionDelegateFlowLayout``), its cross axis the collection's (nil when
  /// the layout is no flow layout or the kind neither).
  func flowDelegateRange(ofKind kind: String, section: Int) -> SizeRange? {
    guard let collectionNode, let flow = collectionViewLayout as? UICollectionViewFlowLayout else {
      return nil
    }
    // A delegate that is no ASCollectionDelegateFlowLayout gets the size its UIKit flow-layout
    // method gives, else the layout's reference size, as Texture's flow layout inspector gives them
    // (an empty header node then fills its height).
    let delegate = nodeDelegate as? ASCollectionDelegateFlowLayout
    var range: SizeRange
    switch kind {
    case UICollectionView.elementKindSectionHeader:
      range =
        delegate?.collectionNode(collectionNode, sizeRangeForHeaderInSection: section)
        ?? ASSizeRangeMake(referenceSize(ofKind: kind, section))
    case UICollectionView.elementKindSectionFooter:
      range =
        delegate?.collectionNode(collectionNode, sizeRangeForFooterInSection: section)
        ?? ASSizeRangeMake(referenceSize(ofKind: kind, section))
    default: return nil
    }
    if flow.scrollDirection == .vertical {
      range.min.width = bounds.width
      range.max.width = bounds.width
    } else {
      range.min.height = bounds.height
      range.max.height = bounds.height
    }
    return range
  }

  /// The size of a header or footer of `section` as the node delegate's UIKit flow-layout method
  /// gives it (`collectionView(_:layout:referenceSizeForHeaderInSection:)` or its footer twin),
  /// else the flow layout's reference size (zero for other layouts).
  func referenceSize(ofKind kind: String, _ section: Int) -> CGSize {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return .zero }
    let header = kind == UICollectionView.elementKindSectionHeader
    guard let delegate = nodeDelegate as? CollectionViewDelegateFlowLayout else {
      return header ? flow.headerReferenceSize : flow.footerReferenceSize
    }
    return header
      ? delegate.collectionView(self, layout: flow, referenceSizeForHeaderInSection: section)
      : delegate.collectionView(self, layout: flow, referenceSizeForFooterInSection: section)
  }
}
