import Foundation

/// Sizes and spacings of a flow layout per item and section, like
/// UICollectionViewDelegateFlowLayout (set it as the collection view's delegate).
///
/// Every method defaults to the layout's own property; a delegate that does not give item sizes
/// leaves the layout storing nothing per item.
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of an item. Default: the layout's ``CollectionViewFlowLayout/itemSize`` (not asked per item).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// A section's insets. Default: the layout's ``CollectionViewFlowLayout/sectionInset``.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The space between a section's lines. Default: the layout's.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The space between items on a section's lines. Default: the layout's.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// A section header's size (its height scrolling vertically). Default: the layout's.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// A section footer's size. Default: the layout's.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

// Each default first hands the call to the delegate's forwarding target, if any (see
// ``ForwardedSelectors``).
extension CollectionViewDelegateFlowLayout {
  /// Default implementation: the layout's item size; the layout notices and stores nothing per item.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    if let target = flowForwardee("collectionView:layout:sizeForItemAtIndexPath:") {
      return target.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }
    guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return .zero }
    flow.delegateLacksItemSizes = true
    return flow.itemSize
  }
  /// Default implementation: the layout's section inset.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    flowForwardee("collectionView:layout:insetForSectionAtIndex:")?.collectionView(
      collectionView, layout: collectionViewLayout, insetForSectionAt: section)
      ?? (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// Default implementation: the layout's line spacing.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    flowForwardee("collectionView:layout:minimumLineSpacingForSectionAtIndex:")?.collectionView(
      collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
      ?? (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
  }
  /// Default implementation: the layout's interitem spacing.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    flowForwardee("collectionView:layout:minimumInteritemSpacingForSectionAtIndex:")?.collectionView(
      collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
      ?? (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
  }
  /// Default implementation: the layout's header size.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    flowForwardee("collectionView:layout:referenceSizeForHeaderInSection:")?.collectionView(
      collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
      ?? (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// Default implementation: the layout's footer size.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    flowForwardee("collectionView:layout:referenceSizeForFooterInSection:")?.collectionView(
      collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
      ?? (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
