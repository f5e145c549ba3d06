import Foundation

/// An item of a ``Menu``: an action or a submenu, like UIMenuElement.
///
/// See also: ``ControlAction``, ``Menu``.
@preconcurrency @MainActor
open class MenuElement {
  /// The title shown in menus and read by assistive technologies. Default "".
  public var title: String
  /// A second line under the title. Default nil.
  public var subtitle: String?
  /// The image shown beside the title. Default nil.
  public var image: Image?

  /// Creates an element titled `title`, with `image` beside it.
  public init(title: String = "", subtitle: String? = nil, image: Image? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }

  /// How an element looks and behaves in a menu, like UIMenuElement.Attributes.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown dimmed and not selectable, 1.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red: it destroys data, 2.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown, 4.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Selecting it keeps the menu open, 8.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a check mark, like UIMenuElement.State.
  public enum State: Int, Sendable {
    /// No mark (the default).
    case off = 0
    /// A check mark.
    case on = 1
    /// A dash: some of several things are on.
    case mixed = 2
  }
}

/// A closure-based action, like UIAction: controls run it for events, menus run it when chosen.
///
/// Two handler forms exist: UIKit's `{ action in }` (read ``sender``) and `{ action, control, event in }`
/// which also gets the single control event sent (an empty event for a menu choice).
@preconcurrency @MainActor
public final class ControlAction: MenuElement {
  /// A name that identifies an action, like UIAction.Identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The name.
    public let rawValue: String
    /// Creates an identifier from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
  }

  /// The action's identifier; adding an action with the same identifier to a control replaces it.
  /// Default a fresh, deterministic "action-N".
  public let identifier: Identifier
  /// A longer title for discoverability menus. Default nil.
  public var discoverabilityTitle: String?
  /// How the action shows in a menu. Default none.
  public var attributes: Attributes
  /// Whether the action shows a check mark. Default off.
  public var state: State
  /// The control (or other object) that sent the action most recently; nil before it ran.
  public internal(set) var sender: Any?
  let handler: @MainActor (ControlAction, Control, Control.Event) -> Void
  let plainHandler: (@MainActor (ControlAction) -> Void)?

  /// Creates an action whose handler gets the action, the sender and the single event sent.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    handler: @escaping @MainActor (ControlAction, Control, Control.Event) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUIDSource.next())
    self.attributes = []
    self.state = .off
    self.handler = handler
    self.plainHandler = nil
    super.init(title: title, image: image)
  }

  /// Creates an action as UIAction does; the handler reads ``sender`` from the action it gets.
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping @MainActor (ControlAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUIDSource.next())
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = { action, _, _ in handler(action) }
    self.plainHandler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Runs the handler with `sender` (a control sends itself) and the event being sent.
  func run(sender: Any?, control: Control?, event: Control.Event) {
    self.sender = sender
    if let control {
      handler(self, control, event)
    } else {
      plainHandler?(self)
    }
  }
}

/// A menu of actions and submenus, like UIMenu.
///
/// See also: ``Control/menu``, `presentedMenu`.
@preconcurrency @MainActor
public final class Menu: MenuElement {
  /// How a menu shows its children, like UIMenu.Options.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Children show inline in the parent, set off by separators, 1.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Children show in red, 2.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Only one child can be on at a time, 32.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// The menu's identifier. Default nil.
  public let identifier: String?
  /// How the children show. Default none.
  public let options: Options
  /// The actions and submenus, in order.
  public let children: [MenuElement]

  /// Creates a menu titled `title` holding `children`.
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: String? = nil,
    options: Options = [], children: [MenuElement] = []
  ) {
    self.identifier = identifier
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// The actions of this menu and its submenus, depth first, hidden ones left out.
  public var allActions: [ControlAction] {
    children.flatMap { child -> [ControlAction] in
      if let action = child as? ControlAction { return action.attributes.contains(.hidden) ? [] : [action] }
      return (child as? Menu)?.allActions ?? []
    }
  }
}

/// Deterministic identifiers for actions created without one.
@preconcurrency @MainActor
enum UUIDSource {
  private static var counter = 0
  static func next() -> String {
    counter += 1
    return "action-\(counter)"
  }
}
