import Foundation

/// A button in a navigation bar, like UIBarButtonItem: a title, an image or a system item, and the
/// action a tap sends. A ``NavigationBar`` shows the top view controller's
/// ``NavigationItem/leftBarButtonItems`` and ``NavigationItem/rightBarButtonItems`` as buttons; a tap
/// on one runs its ``primaryAction``, or sends ``action`` to ``target`` (nil: up the responder chain
/// from the bar) with the item as the sender, as UIKit does.
@preconcurrency @MainActor
open class BarButtonItem {
  /// How the title is drawn (UIBarButtonItem.Style).
  public enum Style: Int, Sendable {
    /// A regular title.
    case plain = 0
    /// Older bordered style (drawn as plain, as since iOS 7).
    case bordered = 1
    /// A bold title, for the action that finishes.
    case done = 2
  }

  /// UIKit's standard items (UIBarButtonItem.SystemItem); each shows its English title or symbol.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
    case pageCurl, close

    /// The title shown for the item.
    var title: String {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "+"
      case .flexibleSpace, .fixedSpace: ""
      case .undo: "Undo"
      case .redo: "Redo"
      case .close: "✕"
      case .trash: "🗑"
      case .refresh: "↻"
      case .search: "⌕"
      case .action: "⇪"
      case .compose: "✎"
      case .stop: "✕"
      case .play: "▶"
      case .pause: "⏸"
      case .rewind: "⏪"
      case .fastForward: "⏩"
      case .reply: "↩"
      case .camera: "📷"
      case .bookmarks: "📖"
      case .organize: "🗂"
      case .pageCurl: "⤴"
      }
    }
  }

  /// The title (for a system item, its standard title unless set). Default nil.
  open var title: String? { didSet { changed() } }
  /// The image shown instead of a title. Default nil.
  open var image: Image? { didSet { changed() } }
  /// How the title is drawn. Default plain.
  open var style: Style { didSet { changed() } }
  /// Whether a tap sends the action (a disabled item is dimmed). Default true.
  open var isEnabled = true { didSet { changed() } }
  /// The title's colour; nil: the bar's tint (system blue). Default nil.
  open var tintColor: Color? { didSet { changed() } }
  /// A fixed width for the button, in points; 0 sizes it to its title. Default 0.
  open var width: CGFloat = 0 { didSet { changed() } }
  /// A view shown in place of the button (its taps are its own). Default nil.
  open var customView: View? { didSet { changed() } }
  /// The object `action` is sent to; nil sends it up the responder chain. Held weakly.
  open weak var target: AnyObject?
  /// The selector a tap sends. Default nil.
  open var action: Selector?
  /// A closure action a tap runs instead of `action` (UIBarButtonItem.primaryAction).
  open var primaryAction: ControlAction? {
    didSet { if let title = primaryAction?.title, self.title == nil, !title.isEmpty { self.title = title } }
  }
  /// A number for the app's own use. Default 0.
  open var tag = 0
  /// The system item it was made as, if any.
  public let systemItem: SystemItem?
  /// Runs before anything else on a tap (a view controller's edit button uses it).
  final var handler: (@MainActor (BarButtonItem) -> Void)?
  /// Tells the bar showing the item to show it again.
  final var onChange: (@MainActor () -> Void)?

  /// Called on an item loaded from a nib or storyboard, as NSObject's `awakeFromNib()` (UIKit's
  /// bar button items are objects a nib can hold); there are none here, so it is never called
  /// (kept so that an item subclass overriding it, calling `super`, compiles).
  open func awakeFromNib() {}

  /// An item without a title.
  public init() {
    systemItem = nil
    style = .plain
  }

  /// An item showing `title` that sends `action` to `target`.
  public init(title: String?, style: Style, target: Any?, action: Selector?) {
    systemItem = nil
    self.style = style
    self.title = title
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// An item showing `image` that sends `action` to `target`.
  public init(image: Image?, style: Style, target: Any?, action: Selector?) {
    systemItem = nil
    self.style = style
    self.image = image
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// A system item that sends `action` to `target`.
  public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.systemItem = systemItem
    style = systemItem == .done ? .done : .plain
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// A system item that runs `primaryAction` (iOS 14's form).
  public convenience init(systemItem: SystemItem, primaryAction: ControlAction? = nil, menu: Menu? = nil) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    self.primaryAction = primaryAction
  }

  /// An item with a title or an image that runs `primaryAction` (iOS 14's form).
  public convenience init(
    title: String? = nil, image: Image? = nil, primaryAction: ControlAction? = nil, menu: Menu? = nil
  ) {
    self.init(title: title, style: .plain, target: nil, action: nil)
    self.image = image
    self.primaryAction = primaryAction
  }

  /// An item showing `customView`.
  public init(customView: View) {
    systemItem = nil
    style = .plain
    self.customView = customView
  }

  /// The text the bar's button shows: the title, else the system item's.
  var displayedTitle: String { title ?? systemItem?.title ?? "" }

  private func changed() { onChange?() }

  /// Does what a tap on the item does, `from` being the button that was tapped.
  func perform(from view: View) {
    guard isEnabled else { return }
    handler?(self)
    if let primaryAction {
      primaryAction.run(sender: self, control: nil, event: .touchUpInside)
      return
    }
    guard let action else { return }
    if let target {
      action.send(to: target, sender: self, event: nil)
      return
    }
    let start: Responder = view.window?.firstResponder ?? view
    _ = start.target(forAction: action, withSender: self)?.perform(action, sender: self, event: nil)
  }
}
