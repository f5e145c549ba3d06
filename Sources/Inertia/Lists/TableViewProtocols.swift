import Foundation

/// Supplies a table's sections, rows and cells, like UITableViewDataSource.
///
/// See also: ``TableView``, ``TableViewDelegate``.
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections. Default 1.
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row; use ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The title of a section's header, shown when the delegate gives no header view. Default nil.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The title of a section's footer. Default nil.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  /// The titles of the section index at the trailing edge (nil: no index). Default nil.
  func sectionIndexTitles(for tableView: TableView) -> [String]?
  /// The section an index title jumps to. Default: the section with the title's position.
  func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  /// Whether a row can be edited (swiped to delete). Default true.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Applies an edit (a confirmed delete); the data source updates its data and the table. Default: nothing.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  /// Whether a row shows a reorder handle while editing. Default false.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Moves a row in the data after the user dragged it. Default: nothing.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

// Each default first hands the call to the data source's forwarding target, if any (see
// ``ForwardedSelectors``).
extension TableViewDataSource {
  /// Default implementation: one section.
  public func numberOfSections(in tableView: TableView) -> Int {
    sourceForwardee("numberOfSectionsInTableView:")?.numberOfSections(in: tableView) ?? 1
  }
  /// Default implementation: no title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sourceForwardee("tableView:titleForHeaderInSection:")?.tableView(
      tableView, titleForHeaderInSection: section)
  }
  /// Default implementation: no title.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    sourceForwardee("tableView:titleForFooterInSection:")?.tableView(
      tableView, titleForFooterInSection: section)
  }
  /// Default implementation: no section index.
  public func sectionIndexTitles(for tableView: TableView) -> [String]? {
    sourceForwardee("sectionIndexTitlesForTableView:")?.sectionIndexTitles(for: tableView)
  }
  /// Default implementation: the title's position.
  public func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    sourceForwardee("tableView:sectionForSectionIndexTitle:atIndex:")?.tableView(
      tableView, sectionForSectionIndexTitle: title, at: index) ?? index
  }
  /// Default implementation: rows can be edited while the table is editing. UIKit offers swipe to
  /// delete only when the data source implements `commit`, which Swift cannot test for here: return
  /// true to offer it (so by default a horizontal drag on a row goes to the scroll view around it).
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    sourceForwardee("tableView:canEditRowAtIndexPath:")?.tableView(tableView, canEditRowAt: indexPath)
      ?? tableView.isEditing
  }
  /// Default implementation: does nothing.
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    sourceForwardee("tableView:commitEditingStyle:forRowAtIndexPath:")?.tableView(
      tableView, commit: editingStyle, forRowAt: indexPath)
  }
  /// Default implementation: rows cannot move.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    sourceForwardee("tableView:canMoveRowAtIndexPath:")?.tableView(tableView, canMoveRowAt: indexPath)
      ?? false
  }
  /// Default implementation: does nothing.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    sourceForwardee("tableView:moveRowAtIndexPath:toIndexPath:")?.tableView(
      tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }
}

/// Heights, header views, display, highlight and selection for a table, like UITableViewDelegate;
/// it is also the table's ``ScrollViewDelegate`` (set it as the table's `delegate`).
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The height of a row. Default: the table's ``TableView/rowHeight`` (not asked per row).
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The estimated height of a self-sizing row (``TableView/rowHeight`` is
  /// ``TableView/automaticDimension``) until its cell is measured. Default: the table's
  /// ``TableView/estimatedRowHeight``. The table asks for the first row's estimate and uses it for
  /// every row not measured yet.
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of a section header. Default: the table's ``TableView/sectionHeaderHeight``.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of a section footer. Default: the table's ``TableView/sectionFooterHeight``.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// A section's header view. Default nil (a title header when the data source gives a title).
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// A section's footer view. Default nil.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
  /// A cell is about to appear.
  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A cell left the screen (or its row was removed).
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A section header is about to appear (its title already set): the place to restyle a title
  /// header's label, as UIKit's `tableView(_:willDisplayHeaderView:forSection:)`.
  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
  /// A section footer is about to appear.
  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
  /// Whether a touch highlights the row. Default true.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// Whether a long press on the row shows the edit menu. Default false.
  func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
  /// The context menu a long press on the row shows (asked at the touch's start; nil: none,
  /// the default).
  func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration?
  /// A context menu is about to show.
  func tableView(
    _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// A context menu is about to close.
  func tableView(
    _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// The context menu's preview was tapped.
  func tableView(
    _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating)
  /// Whether the row's edit menu offers `action` (standard `cut:`, `copy:`, `paste:`, or a custom
  /// item's). Default false.
  func tableView(
    _ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool
  /// A command of the row's edit menu was chosen.
  func tableView(
    _ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?)
  /// A row was highlighted by a touch.
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
  /// A row's highlight was removed.
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row a tap selects (nil: none). Default: the tapped row.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// A row was selected by a tap.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The detail button (ⓘ) of a row whose accessory type is `.detailButton` or
  /// `.detailDisclosureButton` was tapped (the row is not selected).
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// The row a tap deselects (nil: none). Default: that row.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// A row was deselected by a tap.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// Where a row dragged by its reorder handle may land, given where it would (both in the index
  /// space after the move; the proposed place may be in another section). Default: the proposed one.
  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// The buttons a swipe to the left reveals on a row. Default nil (the older
  /// ``tableView(_:editActionsForRowAt:)``, else a delete button when the row can be edited); a
  /// configuration without actions offers no swipe.
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The buttons a swipe to the right reveals at a row's leading edge, the first one outermost
  /// (leftmost); a full swipe performs the first when the configuration allows it. Default nil
  /// (no swipe to the right).
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The buttons a swipe reveals, in UIKit's older API. Default nil.
  func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]?
}

// Each default first hands the call to the delegate's forwarding target, if any (see
// ``ForwardedSelectors``).
extension TableViewDelegate {
  /// Default implementation: the table's rowHeight; the table notices it is not implemented and
  /// stores nothing per row.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if let target = tableForwardee("tableView:heightForRowAtIndexPath:") {
      return target.tableView(tableView, heightForRowAt: indexPath)
    }
    tableView.delegateLacksRowHeights = true
    return tableView.rowHeight
  }
  /// Default implementation: the table's estimatedRowHeight.
  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableForwardee("tableView:estimatedHeightForRowAtIndexPath:")?.tableView(
      tableView, estimatedHeightForRowAt: indexPath) ?? tableView.estimatedRowHeight
  }
  /// Default implementation: the table's sectionHeaderHeight.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableForwardee("tableView:heightForHeaderInSection:")?.tableView(
      tableView, heightForHeaderInSection: section)
      ?? tableView.sectionHeaderHeight
  }
  /// Default implementation: the table's sectionFooterHeight.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableForwardee("tableView:heightForFooterInSection:")?.tableView(
      tableView, heightForFooterInSection: section)
      ?? tableView.sectionFooterHeight
  }
  /// Default implementation: no view.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    tableForwardee("tableView:viewForHeaderInSection:")?.tableView(tableView, viewForHeaderInSection: section)
  }
  /// Default implementation: no view.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    tableForwardee("tableView:viewForFooterInSection:")?.tableView(tableView, viewForFooterInSection: section)
  }
  /// Default implementation: does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    tableForwardee("tableView:willDisplayCell:forRowAtIndexPath:")?.tableView(
      tableView, willDisplay: cell, forRowAt: indexPath)
  }
  /// Default implementation: does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    tableForwardee("tableView:didEndDisplayingCell:forRowAtIndexPath:")?.tableView(
      tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }
  /// Default implementation: nothing.
  public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
    tableForwardee("tableView:willDisplayHeaderView:forSection:")?.tableView(
      tableView, willDisplayHeaderView: view, forSection: section)
  }
  /// Default implementation: nothing.
  public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
    tableForwardee("tableView:willDisplayFooterView:forSection:")?.tableView(
      tableView, willDisplayFooterView: view, forSection: section)
  }
  /// Default implementation: true.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    tableForwardee("tableView:shouldHighlightRowAtIndexPath:")?.tableView(
      tableView, shouldHighlightRowAt: indexPath) ?? true
  }
  /// Default implementation: false.
  public func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
    tableForwardee("tableView:shouldShowMenuForRowAtIndexPath:")?.tableView(
      tableView, shouldShowMenuForRowAt: indexPath) ?? false
  }
  /// Default implementation: nil.
  public func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? {
    tableForwardee("tableView:contextMenuConfigurationForRowAtIndexPath:point:")?.tableView(
      tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
  }
  /// Default implementation: does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    tableForwardee("tableView:willDisplayContextMenuWithConfiguration:animator:")?.tableView(
      tableView, willDisplayContextMenu: configuration, animator: animator)
  }
  /// Default implementation: does nothing.
  public func tableView(
    _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    tableForwardee("tableView:willEndContextMenuInteractionWithConfiguration:animator:")?.tableView(
      tableView, willEndContextMenuInteraction: configuration, animator: animator)
  }
  /// Default implementation: does nothing.
  public func tableView(
    _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {
    tableForwardee("tableView:willPerformPreviewActionForMenuWithConfiguration:animator:")?.tableView(
      tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }
  /// Default implementation: false.
  public func tableView(
    _ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool {
    tableForwardee("tableView:canPerformAction:forRowAtIndexPath:withSender:")?.tableView(
      tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender) ?? false
  }
  /// Default implementation: does nothing.
  public func tableView(
    _ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) {
    tableForwardee("tableView:performAction:forRowAtIndexPath:withSender:")?.tableView(
      tableView, performAction: action, forRowAt: indexPath, withSender: sender)
  }
  /// Default implementation: does nothing.
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
    tableForwardee("tableView:didHighlightRowAtIndexPath:")?.tableView(
      tableView, didHighlightRowAt: indexPath)
  }
  /// Default implementation: does nothing.
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
    tableForwardee("tableView:didUnhighlightRowAtIndexPath:")?.tableView(
      tableView, didUnhighlightRowAt: indexPath)
  }
  /// Default implementation: the row itself.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    guard let target = tableForwardee("tableView:willSelectRowAtIndexPath:") else { return indexPath }
    return target.tableView(tableView, willSelectRowAt: indexPath)
  }
  /// Default implementation: does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableForwardee("tableView:didSelectRowAtIndexPath:")?.tableView(tableView, didSelectRowAt: indexPath)
  }
  /// Default implementation: does nothing.
  public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    tableForwardee("tableView:accessoryButtonTappedForRowWithIndexPath:")?.tableView(
      tableView, accessoryButtonTappedForRowWith: indexPath)
  }
  /// Default implementation: the row itself.
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    guard let target = tableForwardee("tableView:willDeselectRowAtIndexPath:") else { return indexPath }
    return target.tableView(tableView, willDeselectRowAt: indexPath)
  }
  /// Default implementation: does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    tableForwardee("tableView:didDeselectRowAtIndexPath:")?.tableView(tableView, didDeselectRowAt: indexPath)
  }
  /// Default: the proposed index path.
  public func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    tableForwardee("tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:")?.tableView(
      tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
      toProposedIndexPath: proposedDestinationIndexPath) ?? proposedDestinationIndexPath
  }
  /// Default: nil.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    tableForwardee("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:")?.tableView(
      tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }
  /// Default: nil.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    tableForwardee("tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:")?.tableView(
      tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }
  /// Default: nil.
  public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [TableViewRowAction]?
  {
    tableForwardee("tableView:editActionsForRowAtIndexPath:")?.tableView(
      tableView, editActionsForRowAt: indexPath)
  }
}

/// Hears which rows are about to be needed, like UITableViewDataSourcePrefetching.
@preconcurrency @MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
  /// Rows near the visible ones, in scroll order: start loading their data.
  func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Rows that moved out of reach before they appeared: stop loading. Default: nothing.
  func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
  /// Default implementation: does nothing.
  public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// A source of every row height at once (the replay's scene tables), so a million rows are not
/// asked one by one.
@preconcurrency @MainActor
protocol TableRowHeightSource: AnyObject {
  /// The heights of `table`'s rows, numbered across sections, or nil to ask per row.
  func rowHeights(for table: TableView) -> TableRowHeights?
}
