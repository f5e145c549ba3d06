import Foundation

/// Supplies a collection view's sections, items, cells and supplementary views, like
/// UICollectionViewDataSource.
///
/// See also: ``CollectionView``, ``CollectionViewDelegate``.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections. Default 1.
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// The number of items in `section`.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell of an item; use ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// A supplementary view (header, footer) the layout asks for. Default: an empty view.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView
  /// Whether an interactive movement may lift the item. Default true (UIKit allows every item
  /// when the data source moves items).
  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// Moves the item in the data after the user dropped it at `destinationIndexPath`. Default:
  /// nothing (UIKit ignores movements then; here the item moves back at the next reload).
  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

// Each default first hands the call to the data source's forwarding target, if any (see
// ``ForwardedSelectors``).
extension CollectionViewDataSource {
  /// Default implementation: every item can move.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    collectionSourceForwardee("collectionView:canMoveItemAtIndexPath:")?.collectionView(
      collectionView, canMoveItemAt: indexPath) ?? true
  }
  /// Default implementation: does nothing.
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    collectionSourceForwardee("collectionView:moveItemAtIndexPath:toIndexPath:")?.collectionView(
      collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
  }
  /// Default implementation: one section.
  public func numberOfSections(in collectionView: CollectionView) -> Int {
    collectionSourceForwardee("numberOfSectionsInCollectionView:")?.numberOfSections(in: collectionView) ?? 1
  }
  /// Default implementation: an empty reusable view (UIKit requires the method when the layout
  /// has supplementary views).
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    if let target = collectionSourceForwardee("collectionView:viewForSupplementaryElementOfKind:atIndexPath:")
    {
      return target.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "", for: indexPath)
  }
}

/// Display, highlight and selection for a collection view, like UICollectionViewDelegate; it is
/// also the collection view's ``ScrollViewDelegate``.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// A cell is about to appear.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
  /// A cell left the screen (or its item was removed).
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A supplementary view is about to appear.
  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A supplementary view left the screen.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// Whether a long press on the item shows the edit menu. Default false.
  func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
  /// The context menu a long press on the items shows (iOS 16's form, asked first; nil: ask
  /// the one-item form, the default).
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration?
  /// The context menu a long press on the item shows (nil: none, the default).
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration?
  /// A context menu is about to show.
  func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// A context menu is about to close.
  func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// The context menu's preview was tapped.
  func collectionView(
    _ collectionView: CollectionView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating)
  /// Whether the item's edit menu offers `action` (standard `cut:`, `copy:`, `paste:`, or a custom
  /// item's). Default false.
  func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool
  /// A command of the item's edit menu was chosen.
  func collectionView(
    _ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?)
  /// Whether a touch highlights the item. Default true.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// An item was highlighted by a touch.
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
  /// An item's highlight was removed.
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a tap selects the item. Default true.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// An item was selected by a tap.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether a tap deselects the item. Default true.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// An item was deselected by a tap.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// The layout an interactive change of layouts uses between `fromLayout` and `toLayout`
  /// (``CollectionView/startInteractiveTransition(to:completion:)``).
  func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout
}

// Each default first hands the call to the delegate's forwarding target, if any (see
// ``ForwardedSelectors``).
extension CollectionViewDelegate {
  /// Default implementation: a plain transition layout between the two.
  public func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    if let target = collectionForwardee("collectionView:transitionLayoutForOldLayout:newLayout:") {
      return target.collectionView(
        collectionView, transitionLayoutForOldLayout: fromLayout, newLayout: toLayout)
    }
    return CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
  /// Default implementation: does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    collectionForwardee("collectionView:willDisplayCell:forItemAtIndexPath:")?.collectionView(
      collectionView, willDisplay: cell, forItemAt: indexPath)
  }
  /// Default implementation: does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    collectionForwardee("collectionView:didEndDisplayingCell:forItemAtIndexPath:")?.collectionView(
      collectionView, didEndDisplaying: cell, forItemAt: indexPath)
  }
  /// Default implementation: does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    collectionForwardee("collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:")?
      .collectionView(
        collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
  }
  /// Default implementation: does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    collectionForwardee("collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:")?
      .collectionView(
        collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
  }
  /// Default implementation: false.
  public func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath)
    -> Bool
  {
    collectionForwardee("collectionView:shouldShowMenuForItemAtIndexPath:")?.collectionView(
      collectionView, shouldShowMenuForItemAt: indexPath) ?? false
  }
  /// Default implementation: nil.
  public func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? {
    collectionForwardee("collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:")?.collectionView(
      collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
  }
  /// Default implementation: nil.
  public func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? {
    collectionForwardee("collectionView:contextMenuConfigurationForItemAtIndexPath:point:")?.collectionView(
      collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
  }
  /// Default implementation: does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    collectionForwardee("collectionView:willDisplayContextMenuWithConfiguration:animator:")?.collectionView(
      collectionView, willDisplayContextMenu: configuration, animator: animator)
  }
  /// Default implementation: does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    collectionForwardee("collectionView:willEndContextMenuInteractionWithConfiguration:animator:")?
      .collectionView(collectionView, willEndContextMenuInteraction: configuration, animator: animator)
  }
  /// Default implementation: does nothing.
  public func collectionView(
    _ collectionView: CollectionView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {
    collectionForwardee("collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:")?
      .collectionView(collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }
  /// Default implementation: false.
  public func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool {
    collectionForwardee("collectionView:canPerformAction:forItemAtIndexPath:withSender:")?.collectionView(
      collectionView, canPerformAction: action, forItemAt: indexPath, withSender: sender) ?? false
  }
  /// Default implementation: does nothing.
  public func collectionView(
    _ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) {
    collectionForwardee("collectionView:performAction:forItemAtIndexPath:withSender:")?.collectionView(
      collectionView, performAction: action, forItemAt: indexPath, withSender: sender)
  }
  /// Default implementation: true.
  public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  {
    collectionForwardee("collectionView:shouldHighlightItemAtIndexPath:")?.collectionView(
      collectionView, shouldHighlightItemAt: indexPath) ?? true
  }
  /// Default implementation: does nothing.
  public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    collectionForwardee("collectionView:didHighlightItemAtIndexPath:")?.collectionView(
      collectionView, didHighlightItemAt: indexPath)
  }
  /// Default implementation: does nothing.
  public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    collectionForwardee("collectionView:didUnhighlightItemAtIndexPath:")?.collectionView(
      collectionView, didUnhighlightItemAt: indexPath)
  }
  /// Default implementation: true.
  public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    collectionForwardee("collectionView:shouldSelectItemAtIndexPath:")?.collectionView(
      collectionView, shouldSelectItemAt: indexPath) ?? true
  }
  /// Default implementation: does nothing.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionForwardee("collectionView:didSelectItemAtIndexPath:")?.collectionView(
      collectionView, didSelectItemAt: indexPath)
  }
  /// Default implementation: true.
  public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  {
    collectionForwardee("collectionView:shouldDeselectItemAtIndexPath:")?.collectionView(
      collectionView, shouldDeselectItemAt: indexPath) ?? true
  }
  /// Default implementation: does nothing.
  public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    collectionForwardee("collectionView:didDeselectItemAtIndexPath:")?.collectionView(
      collectionView, didDeselectItemAt: indexPath)
  }
}

/// Hears which items are about to be needed, like UICollectionViewDataSourcePrefetching.
@preconcurrency @MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
  /// Items near the visible ones, ahead in the direction of travel first: start loading their data.
  func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Items that moved out of reach before they appeared: stop loading. Default: nothing.
  func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
  /// Default implementation: does nothing.
  public func collectionView(
    _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
