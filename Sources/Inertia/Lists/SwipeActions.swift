import Foundation

/// An action a swipe reveals on a table row (UIContextualAction): a titled button whose handler
/// runs when it is tapped, with the view that showed it and a completion to call when done.
@preconcurrency @MainActor
public final class ContextualAction {
  /// How the button looks (UIContextualAction.Style).
  public enum Style: Int, Sendable {
    /// A grey button.
    case normal = 0
    /// A red button, for an action that removes the row.
    case destructive = 1
  }
  /// What the handler gets: the action, the button's view, and a completion taking whether the
  /// action was performed.
  public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

  /// The button's style.
  public let style: Style
  /// The button's title.
  public var title: String?
  /// The button's colour (default red for destructive, grey otherwise).
  public var backgroundColor: Color!
  /// An image shown on the button (kept; the title is drawn).
  public var image: Image?
  let handler: Handler

  /// An action titled `title` whose `handler` runs when its button is tapped.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? Color.destructiveRed : .systemGray
  }
}

/// The actions a swipe reveals on one side of a row (UISwipeActionsConfiguration), the first at
/// the outer edge.
@preconcurrency @MainActor
public final class SwipeActionsConfiguration {
  /// The actions, the first outermost.
  public let actions: [ContextualAction]
  /// Whether a swipe across the whole row performs the first action (kept; a full swipe opens
  /// the row here).
  public var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`.
  public init(actions: [ContextualAction]) { self.actions = actions }
}

/// A button a swipe reveals, in UIKit's older API (UITableViewRowAction, from
/// `tableView(_:editActionsForRowAt:)`).
@preconcurrency @MainActor
public final class TableViewRowAction {
  /// How the button looks (UITableViewRowAction.Style).
  public enum Style: Int, Sendable {
    /// Red, as a delete button.
    case `default` = 0
    /// Red.
    case destructive = 1
    /// Grey.
    case normal = 2
  }
  /// The button's style.
  public let style: Style
  /// The button's title.
  public var title: String?
  /// The button's colour.
  public var backgroundColor: Color!
  let handler: @MainActor (TableViewRowAction, IndexPath) -> Void

  /// An action titled `title` whose `handler` gets the action and the row's index path.
  public init(
    style: Style, title: String?, handler: @escaping @MainActor (TableViewRowAction, IndexPath) -> Void
  ) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .normal ? .systemGray : Color.destructiveRed
  }
}

/// One button of a row swiped open, resolved from whichever API the delegate uses.
@preconcurrency @MainActor
struct RowSwipeAction {
  let title: String
  let color: Color
  let width: CGFloat
  /// Whether this is the table's own delete button (drawn by the cell's delete button view).
  var isDefaultDelete = false
  let perform: @MainActor (TableView, IndexPath, View) -> Void
}

extension Color {
  /// The red of destructive buttons (UIKit's systemRed; InertiaUIKit names it so).
  static let destructiveRed = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
}
