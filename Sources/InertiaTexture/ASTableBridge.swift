import Inertia
import InertiaUIKit

/// The data source and delegate of an ``ASTableView``: answers the table from the node's
/// measured rows and passes the table's events to the node's ``ASTableDelegate``.
@preconcurrency @MainActor
final class ASTableBridge: ASListBridge, TableViewDataSource, TableViewDelegate {
  weak var tableView: ASTableView?

  private var node: ASTableNode? { tableView?.tableNode }
  private var delegate: ASTableDelegate? { tableView?.nodeDelegate }

  // MARK: Data source

  func numberOfSections(in tableView: UITableView) -> Int { self.tableView?.data.sections.count ?? 0 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let sections = self.tableView?.data.sections, sections.indices.contains(section) else { return 0 }
    return sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: ASTableViewCell.reuseIdentifier, for: indexPath)
    (cell as? ASTableViewCell)?.node = self.tableView?.data.node(at: indexPath)
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    self.tableView?.nodeDataSource?.tableView(tableView, titleForHeaderInSection: section)
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    self.tableView?.nodeDataSource?.tableView(tableView, titleForFooterInSection: section)
  }

  func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    self.tableView?.nodeDataSource?.sectionIndexTitles(for: tableView)
  }

  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    self.tableView?.nodeDataSource?.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
      ?? index
  }

  // MARK: Delegate

  /// Passed on to the node's delegate (Texture's ASCommonTableViewDelegate has it).
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    delegate?.tableView(tableView, willDisplayHeaderView: view, forSection: section)
  }

  /// Passed on to the node's delegate.
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
    delegate?.tableView(tableView, willDisplayFooterView: view, forSection: section)
  }

  /// The node's delegate's header view: Texture's ASTableView passes the UIKit delegate methods it
  /// does not handle itself on to the node's delegate (a search bar node's view as the header).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    delegate?.tableView(tableView, viewForHeaderInSection: section)
  }

  /// The node's delegate's footer view, as the header's.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    delegate?.tableView(tableView, viewForFooterInSection: section)
  }

  /// The node's delegate's header height (default the table's `sectionHeaderHeight`).
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    delegate?.tableView(tableView, heightForHeaderInSection: section) ?? tableView.sectionHeaderHeight
  }

  /// The node's delegate's footer height (default the table's `sectionFooterHeight`).
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    delegate?.tableView(tableView, heightForFooterInSection: section) ?? tableView.sectionFooterHeight
  }

  /// The node's height and, when the table draws separators, a pixel for the separator, as
  /// Texture's ASTableView answers: UIKit's row height includes the separator, and the cell's
  /// content view (where the node lies) ends above it. The pixel is the one the rows are measured
  /// on (Texture's `1 / ASScreenScale()`): the table node's screen, also while the table is in no
  /// window (a table inside a row below the screen).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    let height = self.tableView?.data.size(at: indexPath).height ?? 0
    guard tableView.separatorStyle != .none else { return height }
    let scale = node?.measuringScale ?? tableView.window?.screenScale ?? 3
    return height + 1 / max(scale, 1)
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    guard let node, let cellNode = (cell as? ASTableViewCell)?.node else { return }
    delegate?.tableNode(node, willDisplayRowWith: cellNode)
    visibilityCells.add(cell, node: cellNode)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    visibilityCells.remove(cell)
    guard let node, let cellNode = (cell as? ASTableViewCell)?.node else { return }
    delegate?.tableNode(node, didEndDisplayingRowWith: cellNode)
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    guard let node, let delegate else { return true }
    return delegate.tableNode(node, shouldHighlightRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    self.tableView?.data.element(at: indexPath)?.node.isHighlighted = true
    guard let node else { return }
    delegate?.tableNode(node, didHighlightRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    self.tableView?.data.element(at: indexPath)?.node.isHighlighted = false
    guard let node else { return }
    delegate?.tableNode(node, didUnhighlightRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    guard let node, let delegate else { return indexPath }
    return delegate.tableNode(node, willSelectRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    self.tableView?.data.element(at: indexPath)?.node.setSelectedFromList(true)
    guard let node else { return }
    delegate?.tableNode(node, didSelectRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    guard let node, let delegate else { return indexPath }
    return delegate.tableNode(node, willDeselectRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    self.tableView?.data.element(at: indexPath)?.node.setSelectedFromList(false)
    guard let node else { return }
    delegate?.tableNode(node, didDeselectRowAt: indexPath)
  }

  override var scrollDelegate: ScrollViewDelegate? { delegate }
}
