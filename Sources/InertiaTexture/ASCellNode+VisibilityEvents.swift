import Inertia
import InertiaUIKit

/// Texture's ASCellNodeVisibilityEvent: what ``ASCellNode/cellNodeVisibilityEvent(_:in:withCellFrame:)``
/// is told about the cell's place on screen.
public enum ASCellNodeVisibilityEvent: UInt, Sendable {
  /// The cell has just come on screen.
  case visible
  /// The cell's scroll view scrolled while the cell is on screen (its frame in the scroll view
  /// intersected with the scroll view's bounds gives the part shown).
  case visibleRectChanged
  /// The cell is no longer on screen.
  case invisible
  /// A drag of the scroll view began while the cell is on screen.
  case willBeginDragging
  /// A drag of the scroll view ended while the cell is on screen.
  case didEndDragging
  /// The scroll view stopped decelerating while the cell is on screen (not sent when a drag ends
  /// without a fling).
  case didStopScrolling
}

extension ASCellNode {
  /// Sends `.visible` or `.invisible`, with the list's scroll view and the cell's frame in it when
  /// the node's view is inside that scroll view, else with none and a zero frame (Texture's
  /// `handleVisibilityChange:`).
  func sendVisibilityChange(visible: Bool) {
    var scrollView: UIScrollView?
    var cellFrame = CGRect.zero
    if let owner = owningNode, owner.isNodeLoaded, let list = owner.view as? UIScrollView, isNodeLoaded,
      view.superview != nil, view.isDescendant(of: list)
    {
      scrollView = list
      cellFrame = view.convert(view.bounds, to: list)
    }
    cellNodeVisibilityEvent(visible ? .visible : .invisible, in: scrollView, withCellFrame: cellFrame)
  }
}

/// The cells a list shows, whose nodes its bridge tells of scrolling (Texture's
/// `_cellsForVisibilityUpdates`, kept in the order the cells came on screen).
@preconcurrency @MainActor
struct ASVisibilityCells {
  private var entries: [(cell: View, node: ASCellNode)] = []

  /// A cell came on screen showing `node`.
  mutating func add(_ cell: View, node: ASCellNode) {
    entries.removeAll { $0.cell === cell }
    entries.append((cell, node))
  }

  /// A cell went off screen.
  mutating func remove(_ cell: View) {
    entries.removeAll { $0.cell === cell }
  }

  /// Tells every shown cell's node of `event` in `scrollView`, with the cell's frame.
  func send(_ event: ASCellNodeVisibilityEvent, in scrollView: UIScrollView) {
    for entry in entries {
      entry.node.cellNodeVisibilityEvent(event, in: scrollView, withCellFrame: entry.cell.frame)
    }
  }
}
