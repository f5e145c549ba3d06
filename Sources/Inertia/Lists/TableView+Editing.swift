import Foundation

/// Editing state: the row swiped open to show its delete button and the row being reordered.
struct TableEditingState {
  var isEditing = false
  /// The global row whose delete button is showing.
  var swipedRow: Int?
  /// A touch that landed while a row was swiped open (it closes the row or confirms the delete).
  weak var pendingTap: Touch?
  /// The row being dragged by its reorder handle: its old index path, cell and the cell's start.
  var reorder: (path: IndexPath, cell: TableViewCell, startY: CGFloat)?
  /// The buttons of the row being swiped or swiped open, outermost first.
  var swipeActions: [RowSwipeAction] = []
  /// Whether those buttons sit at the leading edge (a swipe to the right).
  var swipeIsLeading = false
  /// Whether swiping the row most of the way across performs its first button.
  var performsFirstActionWithFullSwipe = false
  /// A touch that landed on a row's detail (ⓘ) button, and the row.
  var accessoryTouch: (touch: Touch, path: IndexPath)?
}

/// The horizontal pan that swipes a row open to reveal its delete button.
@preconcurrency @MainActor
final class TableSwipeRecognizer: PanGestureRecognizer {
  weak var table: TableView?
  override func shouldBegin() -> Bool { table?.swipeShouldBegin(self) ?? false }
}

/// The pan that drags a row by its reorder handle while the table is editing; it recognizes on the
/// first movement so the scroll pan does not take the touch.
@preconcurrency @MainActor
final class TableReorderRecognizer: PanGestureRecognizer {
  weak var table: TableView?
  override func shouldBegin() -> Bool { table?.reorderShouldBegin(self) ?? false }
}

extension TableView {
  /// Width of the delete button a swipe reveals, in points (UIKit's "Delete" action).
  package static let deleteButtonWidth: CGFloat = 74
  /// Width of the reorder handle at a cell's trailing edge, in points.
  package static let reorderHandleWidth: CGFloat = 44

  func installEditingRecognizers() {
    let swipe = TableSwipeRecognizer { [weak self] recognizer in
      self?.swipeChanged(recognizer as! PanGestureRecognizer)
    }
    swipe.table = self
    swipe.name = "TableSwipe"
    addGestureRecognizer(swipe)
    let reorder = TableReorderRecognizer { [weak self] recognizer in
      self?.reorderChanged(recognizer as! PanGestureRecognizer)
    }
    reorder.table = self
    reorder.name = "TableReorder"
    reorder.hysteresis = 0
    addGestureRecognizer(reorder)
  }

  /// Turns editing controls on or off for every row; leaving editing closes a swiped row.
  public func setEditing(_ editing: Bool, animated: Bool) {
    closeSwipedRow()
    editingState.isEditing = editing
    for entry in visible {
      let canMove = editing && (dataSource?.tableView(self, canMoveRowAt: entry.path) ?? false)
      entry.cell.setEditingControls(isEditing: editing, canMove: canMove, animated: animated)
    }
  }

  private func startPoint(_ pan: PanGestureRecognizer) -> CGPoint {
    pan.startLocation(in: self)
  }

  func swipeShouldBegin(_ pan: PanGestureRecognizer) -> Bool {
    guard !isEditing, dataSource != nil else { return false }
    let moved = pan.movement(in: self)
    guard abs(moved.x) > abs(moved.y) else { return false }
    guard let path = indexPathForRow(at: startPoint(pan)) else { return false }
    if let open = editingState.swipedRow, geometry.globalRow(path) == open { return true }
    let leading = moved.x > 0
    let (actions, fullSwipe) = leading ? leadingSwipeActions(for: path) : swipeActionsAndFullSwipe(for: path)
    guard !actions.isEmpty else { return false }
    editingState.swipeActions = actions
    editingState.swipeIsLeading = leading
    editingState.performsFirstActionWithFullSwipe = fullSwipe
    return true
  }

  private func swipeChanged(_ pan: PanGestureRecognizer) {
    guard let path = indexPathForRow(at: startPoint(pan)), let cell = cellForRow(at: path),
      let row = geometry.globalRow(path)
    else { return }
    if let open = editingState.swipedRow, open != row { closeSwipedRow() }
    let width = openSwipeWidth
    // Offsets are measured in the swipe's direction: positive to the right for leading buttons.
    let sign: CGFloat = editingState.swipeIsLeading ? 1 : -1
    let base = editingState.swipedRow == row ? sign * width : 0
    let moved = sign * (base + pan.translation(in: self).x)
    let offset = sign * min(max(moved, 0), bounds.width)
    switch pan.state {
    case .began, .changed:
      let buttons = editingState.swipeActions.filter { !$0.isDefaultDelete }
      cell.showSwipeButtons(buttons.map { (title: $0.title, color: $0.color, width: $0.width) })
      cell.swipeOffset = offset
      cell.layoutIfNeeded()
    case .ended:
      if editingState.performsFirstActionWithFullSwipe, moved >= fullSwipeDistance(openWidth: width),
        let first = editingState.swipeActions.first
      {
        editingState.swipedRow = nil
        cell.swipeOffset = 0
        cell.layoutIfNeeded()
        first.perform(self, path, cell.swipeButtonViews.first ?? cell)
        return
      }
      let velocity = sign * pan.velocity(in: self).x
      let open = moved > width / 2 || velocity > 300
      cell.swipeOffset = open ? sign * width : 0
      cell.layoutIfNeeded()
      editingState.swipedRow = open ? row : nil
    default:
      cell.swipeOffset = base
    }
  }

  /// How far a row must be swiped for a full swipe: 70% of the table's width, and never less
  /// than the buttons' width plus 60 points.
  private func fullSwipeDistance(openWidth: CGFloat) -> CGFloat {
    max(bounds.width * 0.7, openWidth + 60)
  }

  /// Closes the row swiped open, if any.
  func closeSwipedRow() {
    guard let row = editingState.swipedRow else { return }
    editingState.swipedRow = nil
    guard let cell = visible.first(where: { $0.row == row })?.cell else { return }
    cell.swipeOffset = 0
    cell.layoutIfNeeded()
  }

  /// A tap while a row is swiped open: on its delete button it commits the delete, else it closes.
  func finishSwipeTap(at point: CGPoint) {
    guard let row = editingState.swipedRow, let entry = visible.first(where: { $0.row == row }) else {
      closeSwipedRow()
      return
    }
    let actions = editingState.swipeActions
    closeSwipedRow()
    performSwipeAction(at: point, cell: entry.cell, path: entry.path, actions: actions)
  }

  // MARK: Reordering

  func reorderShouldBegin(_ pan: PanGestureRecognizer) -> Bool {
    guard isEditing, let dataSource else { return false }
    let start = startPoint(pan)
    guard let path = indexPathForRow(at: start), dataSource.tableView(self, canMoveRowAt: path) else {
      return false
    }
    return start.x >= bounds.width - Self.reorderHandleWidth
  }

  private func reorderChanged(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      guard let path = indexPathForRow(at: startPoint(pan)), let cell = cellForRow(at: path) else { return }
      editingState.reorder = (path, cell, cell.frame.minY)
      bringSubviewToFront(cell)
    case .changed:
      guard let reorder = editingState.reorder else { return }
      reorder.cell.frame.origin.y = reorder.startY + pan.translation(in: self).y
      if let index = visible.firstIndex(where: { $0.cell === reorder.cell }) { visible[index].frame = .null }
    case .ended:
      guard let reorder = editingState.reorder else { return }
      editingState.reorder = nil
      let destination = reorderDestination(for: reorder.cell, from: reorder.path)
      guard destination != reorder.path else {
        finishUpdateAnimation()
        return
      }
      dataSource?.tableView(self, moveRowAt: reorder.path, to: destination)
      var batch = TableUpdateBatch()
      batch.movedRows = [(reorder.path, destination)]
      applyUpdates(batch, animated: false)
    default:
      editingState.reorder = nil
      finishUpdateAnimation()
    }
  }

  /// Where a dragged row lands, in the index space after the move: in its own section, the row
  /// under its centre; over another section's row, before or after that row by which half the
  /// centre is in; over a header, the section's first place; over a footer or an empty section,
  /// its last. The delegate's ``TableViewDelegate/tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``
  /// has the last word (clamped to a place that exists).
  func reorderDestination(for cell: TableViewCell, from path: IndexPath) -> IndexPath {
    let center = CGPoint(x: bounds.width / 2, y: cell.frame.midY)
    let proposed = proposedDestination(at: center, from: path)
    let chosen = tableDelegate?.tableView(
      self, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: proposed)
    return clampedDestination(chosen ?? proposed, from: path)
  }

  private func proposedDestination(at center: CGPoint, from path: IndexPath) -> IndexPath {
    guard geometry.sectionCount > 0 else { return path }
    if let target = indexPathForRow(at: center) {
      guard target.section != path.section else { return target }
      let frame = rectForRow(at: target)
      return IndexPath(row: target.row + (center.y < frame.midY ? 0 : 1), section: target.section)
    }
    let section = min(max(geometry.section(at: center.y), 0), geometry.sectionCount - 1)
    let count = geometry.rowCount(inSection: section)
    let rowsTop = geometry.headerTop(section) + geometry.headerHeights[section]
    let atStart = count > 0 && center.y < rowsTop
    let last = section == path.section ? max(count - 1, 0) : count
    return IndexPath(row: atStart ? 0 : last, section: section)
  }

  /// A destination that exists after the move: a row of its section, or one past the end of
  /// another section.
  private func clampedDestination(_ destination: IndexPath, from path: IndexPath) -> IndexPath {
    guard destination.count == 2, geometry.sectionCount > 0 else { return path }
    let section = min(max(destination.section, 0), geometry.sectionCount - 1)
    let count = geometry.rowCount(inSection: section)
    let last = section == path.section ? count - 1 : count
    return IndexPath(row: min(max(destination.row, 0), max(last, 0)), section: section)
  }
}
