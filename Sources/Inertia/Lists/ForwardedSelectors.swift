import Foundation

/// The Objective-C selectors of the scroll, table and collection protocols' methods, as UIKit's
/// headers name them, and the forwarding their defaults do.
///
/// Objective-C asks an object that lacks a method for a ``Responder/forwardingTarget(for:)`` and
/// sends the message there. Here every requirement has a default, so a default is where an object
/// "lacks" the method: each default of ``ScrollViewDelegate``, ``TableViewDelegate``,
/// ``TableViewDataSource``, ``CollectionViewDelegate``, ``CollectionViewDataSource`` and
/// ``CollectionViewDelegateFlowLayout`` first asks the object (when it is a responder) for a target
/// for its selector and, when the target is another object adopting the protocol, calls the
/// target's method. The lists also answer `protocol_getMethodDescription` in InertiaUIKit.
///
/// See also: ``Responder/forwardingTarget(for:)``.
public enum ForwardedSelectors {
  /// UIScrollViewDelegate's methods (all optional).
  public static let scrollViewDelegate: [String] = [
    "scrollViewDidScroll:", "scrollViewDidZoom:", "scrollViewWillBeginDragging:",
    "scrollViewWillEndDragging:withVelocity:targetContentOffset:", "scrollViewDidEndDragging:willDecelerate:",
    "scrollViewWillBeginDecelerating:", "scrollViewDidEndDecelerating:",
    "scrollViewDidEndScrollingAnimation:",
    "viewForZoomingInScrollView:", "scrollViewWillBeginZooming:withView:",
    "scrollViewDidEndZooming:withView:atScale:", "scrollViewShouldScrollToTop:", "scrollViewDidScrollToTop:",
    "scrollViewDidChangeAdjustedContentInset:",
  ]

  /// UITableViewDataSource's two required methods.
  public static let tableViewDataSourceRequired: [String] = [
    "tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:",
  ]

  /// UITableViewDataSource's optional methods that Inertia's protocol has.
  public static let tableViewDataSourceOptional: [String] = [
    "numberOfSectionsInTableView:", "tableView:titleForHeaderInSection:",
    "tableView:titleForFooterInSection:",
    "sectionIndexTitlesForTableView:", "tableView:sectionForSectionIndexTitle:atIndex:",
    "tableView:canEditRowAtIndexPath:", "tableView:commitEditingStyle:forRowAtIndexPath:",
    "tableView:canMoveRowAtIndexPath:", "tableView:moveRowAtIndexPath:toIndexPath:",
  ]

  /// UITableViewDelegate's own methods (all optional) that Inertia's protocol has; it also takes
  /// ``scrollViewDelegate``'s.
  public static let tableViewDelegate: [String] = [
    "tableView:heightForRowAtIndexPath:", "tableView:estimatedHeightForRowAtIndexPath:",
    "tableView:heightForHeaderInSection:", "tableView:heightForFooterInSection:",
    "tableView:viewForHeaderInSection:", "tableView:viewForFooterInSection:",
    "tableView:willDisplayCell:forRowAtIndexPath:", "tableView:didEndDisplayingCell:forRowAtIndexPath:",
    "tableView:willDisplayHeaderView:forSection:", "tableView:willDisplayFooterView:forSection:",
    "tableView:shouldHighlightRowAtIndexPath:", "tableView:shouldShowMenuForRowAtIndexPath:",
    "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
    "tableView:willDisplayContextMenuWithConfiguration:animator:",
    "tableView:willEndContextMenuInteractionWithConfiguration:animator:",
    "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:",
    "tableView:canPerformAction:forRowAtIndexPath:withSender:",
    "tableView:performAction:forRowAtIndexPath:withSender:", "tableView:didHighlightRowAtIndexPath:",
    "tableView:didUnhighlightRowAtIndexPath:", "tableView:willSelectRowAtIndexPath:",
    "tableView:didSelectRowAtIndexPath:", "tableView:accessoryButtonTappedForRowWithIndexPath:",
    "tableView:willDeselectRowAtIndexPath:", "tableView:didDeselectRowAtIndexPath:",
    "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
    "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
    "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:", "tableView:editActionsForRowAtIndexPath:",
  ]

  /// UICollectionViewDataSource's two required methods.
  public static let collectionViewDataSourceRequired: [String] = [
    "collectionView:numberOfItemsInSection:", "collectionView:cellForItemAtIndexPath:",
  ]

  /// UICollectionViewDataSource's optional methods that Inertia's protocol has.
  public static let collectionViewDataSourceOptional: [String] = [
    "numberOfSectionsInCollectionView:", "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
    "collectionView:canMoveItemAtIndexPath:", "collectionView:moveItemAtIndexPath:toIndexPath:",
  ]

  /// UICollectionViewDelegate's own methods (all optional) that Inertia's protocol has; it also
  /// takes ``scrollViewDelegate``'s.
  public static let collectionViewDelegate: [String] = [
    "collectionView:willDisplayCell:forItemAtIndexPath:",
    "collectionView:didEndDisplayingCell:forItemAtIndexPath:",
    "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:",
    "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:",
    "collectionView:shouldShowMenuForItemAtIndexPath:",
    "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
    "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
    "collectionView:willDisplayContextMenuWithConfiguration:animator:",
    "collectionView:willEndContextMenuInteractionWithConfiguration:animator:",
    "collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:",
    "collectionView:canPerformAction:forItemAtIndexPath:withSender:",
    "collectionView:performAction:forItemAtIndexPath:withSender:",
    "collectionView:shouldHighlightItemAtIndexPath:", "collectionView:didHighlightItemAtIndexPath:",
    "collectionView:didUnhighlightItemAtIndexPath:", "collectionView:shouldSelectItemAtIndexPath:",
    "collectionView:didSelectItemAtIndexPath:", "collectionView:shouldDeselectItemAtIndexPath:",
    "collectionView:didDeselectItemAtIndexPath:", "collectionView:transitionLayoutForOldLayout:newLayout:",
  ]

  /// UICollectionViewDelegateFlowLayout's own methods (all optional); it also takes
  /// ``collectionViewDelegate``'s and ``scrollViewDelegate``'s.
  public static let collectionViewDelegateFlowLayout: [String] = [
    "collectionView:layout:sizeForItemAtIndexPath:", "collectionView:layout:insetForSectionAtIndex:",
    "collectionView:layout:minimumLineSpacingForSectionAtIndex:",
    "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:",
    "collectionView:layout:referenceSizeForHeaderInSection:",
    "collectionView:layout:referenceSizeForFooterInSection:",
  ]

  /// The target `object` forwards `selector` to, when `object` is a responder whose
  /// ``Responder/forwardingTarget(for:)`` names another object adopting `P`; else nil.
  @MainActor
  static func target<P>(of object: AnyObject, for selector: Selector, as type: P.Type) -> P? {
    guard let responder = object as? Responder, let target = responder.forwardingTarget(for: selector),
      (target as AnyObject) !== object
    else { return nil }
    return target as? P
  }
}

extension ScrollViewDelegate {
  /// The delegate this one forwards `selector` to (see ``ForwardedSelectors``), or nil.
  func scrollForwardee(_ selector: Selector) -> (any ScrollViewDelegate)? {
    ForwardedSelectors.target(of: self, for: selector, as: (any ScrollViewDelegate).self)
  }
}

extension TableViewDelegate {
  /// The table delegate this one forwards `selector` to (see ``ForwardedSelectors``), or nil.
  func tableForwardee(_ selector: Selector) -> (any TableViewDelegate)? {
    ForwardedSelectors.target(of: self, for: selector, as: (any TableViewDelegate).self)
  }
}

extension TableViewDataSource {
  /// The data source this one forwards `selector` to (see ``ForwardedSelectors``), or nil.
  func sourceForwardee(_ selector: Selector) -> (any TableViewDataSource)? {
    ForwardedSelectors.target(of: self, for: selector, as: (any TableViewDataSource).self)
  }
}

extension CollectionViewDataSource {
  /// The collection data source this one forwards `selector` to (see ``ForwardedSelectors``), or nil.
  func collectionSourceForwardee(_ selector: Selector) -> (any CollectionViewDataSource)? {
    ForwardedSelectors.target(of: self, for: selector, as: (any CollectionViewDataSource).self)
  }
}

extension CollectionViewDelegate {
  /// The collection delegate this one forwards `selector` to (see ``ForwardedSelectors``), or nil.
  func collectionForwardee(_ selector: Selector) -> (any CollectionViewDelegate)? {
    ForwardedSelectors.target(of: self, for: selector, as: (any CollectionViewDelegate).self)
  }
}

extension CollectionViewDelegateFlowLayout {
  /// The flow layout delegate this one forwards `selector` to (see ``ForwardedSelectors``), or nil.
  func flowForwardee(_ selector: Selector) -> (any CollectionViewDelegateFlowLayout)? {
    ForwardedSelectors.target(of: self, for: selector, as: (any CollectionViewDelegateFlowLayout).self)
  }
}
