import Foundation

/// A custom command of the edit menu, like UIMenuItem: a title and the selector it sends.
@preconcurrency @MainActor
public final class MenuItem {
  /// The title shown in the menu.
  public var title: String
  /// The selector sent when the item is tapped.
  public var action: Selector

  /// An item titled `title` that sends `action`.
  public init(title: String, action: Selector) {
    self.title = title
    self.action = action
  }
}

/// The edit menu, like UIMenuController: one callout of commands shown above (or below) a
/// rectangle of a view, over the window. A tap on a command runs it and hides the menu; a touch
/// anywhere else hides it without running anything.
@preconcurrency @MainActor
public final class MenuController {
  /// The one edit menu.
  public static let shared = MenuController()
  /// Custom commands, offered after the standard ones to whoever shows the menu. Default none.
  public var menuItems: [MenuItem]? = nil
  /// The standard edit commands lists offer, in UIKit's order: cut, copy, paste.
  public static let standardActions: [(Selector, String)] = [
    ("cut:", "Cut"), ("copy:", "Copy"), ("paste:", "Paste"),
  ]
  /// Height of the callout, in points.
  public static let menuHeight: CGFloat = 36
  private var menuView: EditMenuView?
  private var backdrop: EditMenuBackdrop?

  init() {}

  /// Whether the menu is showing.
  public var isMenuVisible: Bool { menuView?.window != nil }
  /// The titles of the commands showing, left to right (empty when hidden).
  public var visibleTitles: [String] { isMenuVisible ? menuView?.commands.map(\.title) ?? [] : [] }

  /// Shows `commands` in a callout centred above `rect` of `view` (below it when there is no room
  /// above). Does nothing when `commands` is empty or the view is not in a window.
  public func show(
    _ commands: [(title: String, run: @MainActor () -> Void)], from view: View, rect: CGRect
  ) {
    hideMenu()
    guard !commands.isEmpty, let window = view.window else { return }
    let target = view.convert(rect, to: nil)
    let width = commands.reduce(0) { $0 + EditMenuView.width(of: $1.title) }
    let height = Self.menuHeight
    let above = target.minY - height - 8
    let y = above >= window.safeAreaInsets.top ? above : min(target.maxY + 8, window.bounds.height - height)
    let x = min(max(target.midX - width / 2, 0), max(window.bounds.width - width, 0))
    let backdrop = EditMenuBackdrop(frame: window.bounds)
    backdrop.menu = self
    let menu = EditMenuView(frame: CGRect(x: x, y: y, width: width, height: height))
    menu.commands = commands
    menu.menu = self
    window.addSubview(backdrop)
    window.addSubview(menu)
    (self.backdrop, menuView) = (backdrop, menu)
  }

  /// Hides the menu (nothing runs).
  public func hideMenu() {
    menuView?.removeFromSuperview()
    backdrop?.removeFromSuperview()
    (menuView, backdrop) = (nil, nil)
  }
}

/// A transparent view over the window behind the menu: a touch on it hides the menu.
@preconcurrency @MainActor
final class EditMenuBackdrop: View {
  weak var menu: MenuController?
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { menu?.hideMenu() }
}

/// The callout: one label per command, side by side on a dark rounded bar.
@preconcurrency @MainActor
final class EditMenuView: View {
  weak var menu: MenuController?
  var commands: [(title: String, run: @MainActor () -> Void)] = [] {
    didSet {
      subviews.forEach { $0.removeFromSuperview() }
      var x: CGFloat = 0
      for command in commands {
        let width = Self.width(of: command.title)
        let label = Label(frame: CGRect(x: x, y: 0, width: width, height: MenuController.menuHeight))
        label.text = command.title
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
        x += width
      }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.15, alpha: 1)
    layerCornerRadius = 8
  }

  /// A command's width: its title at 14 pt (Inertia's metrics) plus 12 pt each side.
  static func width(of title: String) -> CGFloat { CGFloat(title.count) * 8 + 24 }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = touches.first else { return }
    let x = touch.location(in: self).x
    var start: CGFloat = 0
    for command in commands {
      let end = start + Self.width(of: command.title)
      if x >= start && x < end && bounds.contains(touch.location(in: self)) {
        menu?.hideMenu()
        command.run()
        return
      }
      start = end
    }
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}
