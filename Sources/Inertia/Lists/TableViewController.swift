import Foundation

/// A view controller whose view is a table, like UITableViewController: it creates the table in
/// ``loadView()`` and is its data source and delegate, so a subclass overrides the methods it needs
/// (`numberOfRowsInSection`, `cellForRowAt`, `didSelectRowAt`, `scrollViewDidScroll`, …).
///
/// When the view is about to appear and ``clearsSelectionOnViewWillAppear`` is true (the default),
/// the selected rows are deselected. ``refreshControl`` is the table's.
///
/// See also: ``TableView``, ``ViewController``.
@preconcurrency @MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  /// Makes a `TableViewController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { TableViewController() }

  private let tableStyle: TableView.Style

  /// Creates a controller whose table has `style`.
  public init(style: TableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table (nib name and bundle are recorded only).
  public override init(nibName: String? = nil, bundle: Bundle? = nil) {
    tableStyle = .plain
    super.init(nibName: nibName, bundle: bundle)
  }

  /// There are no archives here: returns nil, except for a storyboard scene's coder (see
  /// ``ViewController/init(coder:)``), which gives a controller with a plain table.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The table: the controller's view (setting it replaces the view).
  open var tableView: TableView! {
    get { view as? TableView }
    set { view = newValue }
  }

  /// Whether the selection is cleared each time the view is about to appear. Default true.
  open var clearsSelectionOnViewWillAppear = true

  /// The table's refresh control.
  open var refreshControl: RefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  /// Creates the table (the size of a 390 x 844 pt screen until a window sizes it), with this
  /// controller as its data source and delegate.
  open override func loadView() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is true.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = tableView else { return }
    for indexPath in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: indexPath, animated: animated)
    }
  }

  // MARK: Data source (override what the table needs)

  /// One section.
  open func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No rows.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// A plain cell (a subclass that has rows returns its own).
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// No header title.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
  /// No section index.
  open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
  /// The section at the title's index.
  open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  {
    index
  }
  /// Enters or leaves editing mode, the table's too (its edit button's taps come here).
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }
  /// Every row is editable, as in UIKit (a swipe reveals a delete button that calls
  /// ``tableView(_:commit:forRowAt:)``). UIKit offers the swipe only when a subclass implements
  /// `commit`, which Swift cannot test for: override this to return false for rows that do not
  /// delete.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  /// Rows do not move.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // MARK: Delegate (override what the table needs)

  /// The table's ``TableView/rowHeight`` (asked once for every row while not overridden).
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.delegateLacksRowHeights = true
    return tableView.rowHeight
  }
  /// The table's ``TableView/estimatedRowHeight``.
  open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// The table's ``TableView/sectionHeaderHeight``.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's ``TableView/sectionFooterHeight``.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No header view (a title shows, if any).
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
  /// No footer view (a title shows, if any).
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
  /// Does nothing.
  open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  {}
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Every row highlights.
  open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// No row shows an edit menu.
  open func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
  /// No row shows a context menu.
  open func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}
  /// The edit menu offers nothing.
  open func tableView(
    _ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}
  /// Does nothing.
  open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Selects the row tapped.
  open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Does nothing.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  /// Deselects the row.
  open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Does nothing.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// The proposed row.
  open func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// No configuration (the older edit actions, else a delete button when rows can be edited).
  open func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// No configuration (no swipe to the right).
  open func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// No actions.
  open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [TableViewRowAction]?
  {
    nil
  }

  /// No two-finger multiple selection (Inertia has none: nothing calls the three methods).
  open func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    -> Bool
  {
    false
  }
  /// Does nothing.
  open func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}

  // MARK: Scroll view delegate (override what the controller needs)

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewDidZoom(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// No zooming.
  open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  /// Does nothing.
  open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
  /// Does nothing.
  open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
  /// A tap on the status bar scrolls to the top.
  open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
