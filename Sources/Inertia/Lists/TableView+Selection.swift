import Foundation

/// Selection, highlight and programmatic scrolling to rows.
extension TableView {
  /// Where a row should end up when scrolled to.
  public enum ScrollPosition: Sendable {
    /// The least scrolling that shows the row.
    case none
    /// At the top (below the top inset).
    case top
    /// In the middle.
    case middle
    /// At the bottom (above the bottom inset).
    case bottom
  }

  /// Scrolls so that a section's header is at the top (the section index's jump).
  package func scrollToSection(_ section: Int, animated: Bool) {
    reloadIfNeeded()
    guard section >= 0, section < geometry.sectionCount else { return }
    let y = CGFloat(geometry.sectionTop(section)) - adjustedContentInset.top
    setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
  }

  /// The selected row (the first, with multiple selection).
  public var indexPathForSelectedRow: IndexPath? { selected.min() }
  /// Every selected row, in order.
  public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

  /// Selects a row from code (no delegate calls, as in UIKit), optionally scrolling to it.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    reloadIfNeeded()
    guard let indexPath, geometry.globalRow(indexPath) != nil else {
      for path in selected { cellForRow(at: path)?.isSelected = false }
      selected.removeAll()
      return
    }
    if !allowsMultipleSelection {
      for path in selected where path != indexPath { cellForRow(at: path)?.isSelected = false }
      selected.removeAll { $0 != indexPath }
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    cellForRow(at: indexPath)?.isSelected = true
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row from code (no delegate calls).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    cellForRow(at: indexPath)?.isSelected = false
  }

  // MARK: Touches

  func tableTouchesBegan(_ touches: Set<Touch>) {
    guard let touch = touches.first else { return }
    let point = touch.location(in: self)
    if editingState.swipedRow != nil {
      editingState.pendingTap = touch
      return
    }
    if !isEditing, let path = indexPathForRow(at: point), let cell = cellForRow(at: path),
      let button = cell.accessoryButtonRect, button.contains(touch.location(in: cell))
    {
      // The detail button takes the tap: the row is not highlighted or selected, as in UIKit.
      editingState.accessoryTouch = (touch, path)
      return
    }
    guard isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection,
      highlightTouch == nil,
      let path = indexPathForRow(at: point)
    else {
      return
    }
    if let tableDelegate, !tableDelegate.tableView(self, shouldHighlightRowAt: path) { return }
    highlightTouch = touch
    highlighted = path
    cellForRow(at: path)?.isHighlighted = true
    tableDelegate?.tableView(self, didHighlightRowAt: path)
  }

  func tableTouchesEnded(_ touches: Set<Touch>) {
    if let (touch, path) = editingState.accessoryTouch, touches.contains(touch) {
      editingState.accessoryTouch = nil
      if let cell = cellForRow(at: path), let button = cell.accessoryButtonRect,
        button.contains(touch.location(in: cell))
      {
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path)
      }
      return
    }
    if let pending = editingState.pendingTap, touches.contains(pending) {
      editingState.pendingTap = nil
      finishSwipeTap(at: pending.location(in: self))
      return
    }
    guard let touch = highlightTouch, touches.contains(touch), let path = highlighted else { return }
    let stillOnRow = indexPathForRow(at: touch.location(in: self)) == path
    let target: IndexPath? =
      stillOnRow ? tableDelegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path : nil
    clearHighlight()
    guard let target, geometry.globalRow(target) != nil else { return }
    userTapped(target)
  }

  func tableTouchesCancelled(_ touches: Set<Touch>) {
    if let (touch, _) = editingState.accessoryTouch, touches.contains(touch) {
      editingState.accessoryTouch = nil
    }
    if let pending = editingState.pendingTap, touches.contains(pending) { editingState.pendingTap = nil }
    guard let touch = highlightTouch, touches.contains(touch) else { return }
    clearHighlight()
  }

  /// Removes the touch highlight (a drag began, the finger lifted, or the data reloaded).
  func clearHighlight() {
    guard let path = highlighted else { return }
    cellForRow(at: path)?.isHighlighted = false
    highlighted = nil
    highlightTouch = nil
    tableDelegate?.tableView(self, didUnhighlightRowAt: path)
  }

  /// Whether taps select several rows now (the editing flag while editing).
  private var selectsSeveralRows: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  private func userTapped(_ path: IndexPath) {
    if selectsSeveralRows && selected.contains(path) {
      let asked: IndexPath? = tableDelegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path
      guard let target = asked else { return }
      deselectRow(at: target, animated: false)
      tableDelegate?.tableView(self, didDeselectRowAt: target)
      return
    }
    if !selectsSeveralRows {
      for previous in selected.sorted() where previous != path {
        let asked: IndexPath? =
          tableDelegate.map { $0.tableView(self, willDeselectRowAt: previous) } ?? previous
        guard let target = asked else { continue }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
      }
    }
    if !selected.contains(path) { selected.append(path) }
    cellForRow(at: path)?.isSelected = true
    tableDelegate?.tableView(self, didSelectRowAt: path)
  }
}
