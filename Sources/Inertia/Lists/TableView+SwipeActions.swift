import Foundation

/// The buttons a swipe reveals on a row: the delegate's swipe actions configuration, else its
/// older edit actions, else the delete button (when the data source lets the row be edited).
extension TableView {
  /// The narrowest a swipe button is, in points (UIKit's delete button).
  static let minimumSwipeButtonWidth: CGFloat = 74

  /// The buttons for `path`, outermost first; empty when the row offers no swipe.
  func swipeActions(for path: IndexPath) -> [RowSwipeAction] { swipeActionsAndFullSwipe(for: path).actions }

  /// The trailing buttons for `path`, outermost first, and whether a full swipe performs the
  /// first (a configuration's setting; never for the older APIs).
  func swipeActionsAndFullSwipe(for path: IndexPath) -> (actions: [RowSwipeAction], fullSwipe: Bool) {
    if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) {
      return (buttons(of: configuration), configuration.performsFirstActionWithFullSwipe)
    }
    return (olderSwipeActions(for: path), false)
  }

  /// The leading buttons for `path` (a swipe to the right), outermost first, and whether a full
  /// swipe performs the first; none without a leading configuration.
  func leadingSwipeActions(for path: IndexPath) -> (actions: [RowSwipeAction], fullSwipe: Bool) {
    guard let configuration = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
    else { return ([], false) }
    return (buttons(of: configuration), configuration.performsFirstActionWithFullSwipe)
  }

  private func buttons(of configuration: SwipeActionsConfiguration) -> [RowSwipeAction] {
    configuration.actions.map { action in
      RowSwipeAction(
        title: action.title ?? "", color: action.backgroundColor ?? .systemGray,
        width: swipeButtonWidth(action.title)
      ) { table, _, view in
        action.handler(action, view) { _ in }
      }
    }
  }

  /// The edit actions of UIKit's older API, else the delete button when the row can be edited.
  private func olderSwipeActions(for path: IndexPath) -> [RowSwipeAction] {
    if let actions = tableDelegate?.tableView(self, editActionsForRowAt: path) {
      return actions.map { action in
        RowSwipeAction(
          title: action.title ?? "", color: action.backgroundColor ?? Color.destructiveRed,
          width: swipeButtonWidth(action.title)
        ) { _, path, _ in action.handler(action, path) }
      }
    }
    guard let dataSource, dataSource.tableView(self, canEditRowAt: path) else { return [] }
    var delete = RowSwipeAction(title: "Delete", color: Color.destructiveRed, width: Self.deleteButtonWidth) {
      table, path, _ in
      table.dataSource?.tableView(table, commit: .delete, forRowAt: path)
    }
    delete.isDefaultDelete = true
    return [delete]
  }

  private func swipeButtonWidth(_ title: String?) -> CGFloat {
    let text = Label(text: title ?? "")
    text.fontSize = 15
    return max(Self.minimumSwipeButtonWidth, text.intrinsicContentSize.width + 30)
  }

  /// The revealed width of the row swiped open (the sum of its buttons).
  var openSwipeWidth: CGFloat {
    let width = editingState.swipeActions.reduce(0) { $0 + $1.width }
    return width > 0 ? width : Self.deleteButtonWidth
  }

  /// Runs the swipe button of the open row under `point`, if any; the row has been closed.
  func performSwipeAction(at point: CGPoint, cell: TableViewCell, path: IndexPath, actions: [RowSwipeAction])
  {
    if editingState.swipeIsLeading {
      // The first action sits at the outer (left) edge.
      var left = cell.frame.minX
      for (index, action) in actions.enumerated() {
        let frame = CGRect(x: left, y: cell.frame.minY, width: action.width, height: cell.frame.height)
        left += action.width
        guard frame.contains(point) else { continue }
        let view: View = cell.swipeButtonViews.indices.contains(index) ? cell.swipeButtonViews[index] : cell
        action.perform(self, path, view)
        return
      }
      return
    }
    var left = cell.frame.maxX - actions.reduce(0) { $0 + $1.width }
    // The first action sits at the outer (right) edge: walk them from the innermost.
    for (index, action) in actions.enumerated().reversed() {
      let frame = CGRect(x: left, y: cell.frame.minY, width: action.width, height: cell.frame.height)
      left += action.width
      guard frame.contains(point) else { continue }
      let view: View = cell.swipeButtonViews.indices.contains(index) ? cell.swipeButtonViews[index] : cell
      action.perform(self, path, view)
      return
    }
  }
}
