import Inertia
import InertiaUIKit

/// Texture's ASTableDataSource: the sections and rows of an ``ASTableNode`` and the cell node of
/// each row. Give each row a node block (`tableNode(_:nodeBlockForRowAt:)`) or a node
/// (`tableNode(_:nodeForRowAt:)`); the block is preferred, as in Texture.
///
/// Node blocks run on the main actor, one after another in index-path order (Texture runs them on
/// background threads; nodes are main-actor objects in Swift 6); the nodes are then measured,
/// off the main actor with `measuresNodesConcurrently` (see ``Inertia/NodeMeasurer``).
@preconcurrency @MainActor
public protocol ASTableDataSource: AnyObject {
  /// The number of sections. Default 1.
  func numberOfSections(in tableNode: ASTableNode) -> Int
  /// The number of rows in `section`. Default: Texture's older
  /// ``tableView(_:numberOfRowsInSection:)``.
  func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int
  /// A block making the row's node. Default: a block returning `tableNode(_:nodeForRowAt:)`.
  func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock
  /// The row's node. Default: Texture's older ``tableView(_:nodeForRowAt:)``.
  func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode
  /// The number of rows as Texture's older, view-based data sources give it (asked when
  /// `tableNode(_:numberOfRowsInSection:)` is not implemented). Default 0.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The row's node as Texture's older data sources make it (asked when neither node method is
  /// implemented). Default: an empty cell node.
  func tableView(_ tableView: ASTableView, nodeForRowAt indexPath: IndexPath) -> ASCellNode
  /// The title of `section`'s header: UITableViewDataSource's method, which Texture's table
  /// passes through to its data source (a grouped table's section titles). Default nil.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer, passed through as the header's. Default nil.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// The titles of the section index, passed through. Default nil (no index).
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section an index title at `index` scrolls to, passed through. Default `index`.
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension ASTableDataSource {
  /// Default implementation: one section.
  public func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }
  /// Default implementation: a block asking `tableNode(_:nodeForRowAt:)`.
  public func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
    { [unowned self, unowned tableNode] in self.tableNode(tableNode, nodeForRowAt: indexPath) }
  }
  /// Default implementation: the older view-based method.
  public func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
    tableView(tableNode.view, nodeForRowAt: indexPath)
  }
  /// Default implementation: the older view-based method.
  public func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
    tableView(tableNode.view, numberOfRowsInSection: section)
  }
  /// Default implementation: no rows.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// Default implementation: an empty cell node.
  public func tableView(_ tableView: ASTableView, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
    ASCellNode()
  }
  /// Default implementation: no header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// Default implementation: no footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Default implementation: no section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// Default implementation: the section at the title's index.
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int
  { index }
}

/// Texture's ASTableDelegate: row sizes, display, selection and batch fetching for an
/// ``ASTableNode``; it is also the table's scroll view delegate. It refines UITableViewDelegate as
/// Texture's shares UITableViewDelegate's methods, so Texture's older view-based
/// `tableView(_:didSelectRowAt:)` is heard when `tableNode(_:didSelectRowAt:)` is not implemented.
@preconcurrency @MainActor
public protocol ASTableDelegate: UITableViewDelegate {
  /// The size range a row's node is measured in; its width is replaced by the table's. Default:
  /// any height.
  func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange
  /// Whether the table may begin a batch fetch now. Default true.
  func shouldBatchFetch(for tableNode: ASTableNode) -> Bool
  /// The user neared the end of the content (within `leadingScreensForBatching` screens): fetch
  /// more and call `context.completeBatchFetching(true)` when done. Called on the main actor right
  /// away (Texture calls it on a background queue). Default: nothing (the fetch stays in flight).
  func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext)
  /// A row's node is about to show.
  func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode)
  /// A row's node left the screen.
  func tableNode(_ tableNode: ASTableNode, didEndDisplayingRowWith node: ASCellNode)
  /// Whether a touch highlights the row. Default true.
  func tableNode(_ tableNode: ASTableNode, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// A row was highlighted.
  func tableNode(_ tableNode: ASTableNode, didHighlightRowAt indexPath: IndexPath)
  /// A row's highlight went away.
  func tableNode(_ tableNode: ASTableNode, didUnhighlightRowAt indexPath: IndexPath)
  /// The row a tap selects (nil: none). Default the row.
  func tableNode(_ tableNode: ASTableNode, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// A row was selected by a tap. Default: the older view-based `tableView(_:didSelectRowAt:)`.
  func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath)
  /// The row a tap deselects (nil: none). Default the row.
  func tableNode(_ tableNode: ASTableNode, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// A row was deselected by a tap.
  func tableNode(_ tableNode: ASTableNode, didDeselectRowAt indexPath: IndexPath)
  /// The size range of a row as Texture's older, view-based delegates give it (asked when
  /// `tableNode(_:constrainedSizeForRowAt:)` is not implemented). Default: any height.
  func tableView(_ tableView: ASTableView, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange
}

extension ASTableDelegate {
  /// Default implementation: the older view-based method.
  public func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath)
    -> ASSizeRange
  {
    tableView(tableNode.view, constrainedSizeForRowAt: indexPath)
  }
  /// Default implementation: the table's width, any height.
  public func tableView(_ tableView: ASTableView, constrainedSizeForRowAt indexPath: IndexPath)
    -> ASSizeRange
  {
    ASSizeRange(min: .zero, max: CGSize(width: CGFloat.infinity, height: .infinity))
  }
  /// Default implementation: true.
  public func shouldBatchFetch(for tableNode: ASTableNode) -> Bool { true }
  /// Default implementation: does nothing.
  public func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {}
  /// Default implementation: does nothing.
  public func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode) {}
  /// Default implementation: does nothing.
  public func tableNode(_ tableNode: ASTableNode, didEndDisplayingRowWith node: ASCellNode) {}
  /// Default implementation: true.
  public func tableNode(_ tableNode: ASTableNode, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// Default implementation: does nothing.
  public func tableNode(_ tableNode: ASTableNode, didHighlightRowAt indexPath: IndexPath) {}
  /// Default implementation: does nothing.
  public func tableNode(_ tableNode: ASTableNode, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Default implementation: the row.
  public func tableNode(_ tableNode: ASTableNode, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Default implementation: the older view-based method.
  public func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {
    tableView(tableNode.view, didSelectRowAt: indexPath)
  }
  /// Default implementation: the row.
  public func tableNode(_ tableNode: ASTableNode, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Default implementation: does nothing.
  public func tableNode(_ tableNode: ASTableNode, didDeselectRowAt indexPath: IndexPath) {}
}
