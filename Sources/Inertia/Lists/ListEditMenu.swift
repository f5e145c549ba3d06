import Foundation

/// The long press that shows a list row's edit menu (UIKit's cell menus): it takes touches only
/// on a row whose delegate answers `shouldShowMenuFor…` true, so lists without menus never arm a
/// timer, and begins after 0.5 s held still.
@preconcurrency @MainActor
final class ListMenuRecognizer: LongPressGestureRecognizer {
  /// Whether the row under a window point offers a menu.
  var wantsMenu: (@MainActor (CGPoint) -> Bool)?
  /// The context menu the delegate gave when the touch went down, shown if the press begins.
  var pendingContextMenu: (ContextMenuConfiguration, IndexPath)?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard let touch = touches.first, wantsMenu?(touch.locationInWindow) == true else { return }
    super.touchesBegan(touches, with: event)
  }
}

/// A list (table or collection view) whose rows offer edit menus.
@MainActor
protocol EditMenuList: View {
  /// The row under `point` (in the list's coordinates) whose delegate wants a menu there.
  func menuPath(at point: CGPoint) -> IndexPath?
  /// The standard and custom commands the delegate allows for `path`, in menu order.
  func menuActions(at path: IndexPath) -> [(Selector, String)]
  /// Runs `action` for `path` (the delegate's `performAction`, or a responder from the cell).
  func performMenuAction(_ action: Selector, at path: IndexPath)
  /// The row's cell, when on screen.
  func menuCell(at path: IndexPath) -> View?
}

extension EditMenuList {
  func installEditMenuRecognizer() {
    let press = ListMenuRecognizer { [weak self] recognizer in
      guard recognizer.state == .began, let self else { return }
      let point = recognizer.location(in: self)
      if let press = recognizer as? ListMenuRecognizer, let pending = press.pendingContextMenu,
        let list = self as? ContextMenuList
      {
        press.pendingContextMenu = nil
        list.showContextMenu(pending.0, at: pending.1)
        return
      }
      self.showEditMenu(at: point)
    }
    press.wantsMenu = { [weak self, unowned press] point in
      guard let self else { return false }
      let local = self.convert(point, from: nil)
      press.pendingContextMenu = (self as? ContextMenuList)?.contextMenuConfiguration(at: local)
      if press.pendingContextMenu != nil { return true }
      return self.menuPath(at: local) != nil
    }
    press.name = "ListEditMenu"
    addGestureRecognizer(press)
  }

  /// Shows the menu of the row at `point`: the allowed standard commands, then the allowed custom
  /// items of ``MenuController/menuItems``.
  func showEditMenu(at point: CGPoint) {
    guard let path = menuPath(at: point), let cell = menuCell(at: path) else { return }
    let commands = menuActions(at: path).map { action, title in
      (
        title: title,
        run: { @MainActor [weak self] () -> Void in
          guard let self else { return }
          self.performMenuAction(action, at: path)
        }
      )
    }
    MenuController.shared.show(commands, from: cell, rect: cell.bounds)
  }

  /// The commands `allowed` accepts: the standard ones, then the custom items.
  func menuCommands(_ allowed: (Selector) -> Bool) -> [(Selector, String)] {
    let custom = (MenuController.shared.menuItems ?? []).map { ($0.action, $0.title) }
    return (MenuController.standardActions + custom).filter { allowed($0.0) }
  }

  /// Sends a custom command to the first responder from the cell that answers it, as UIKit
  /// sends custom menu items; returns false when none does (a standard command, or a cell that
  /// does not answer it).
  func sendToResponder(_ action: Selector, from cell: View?) -> Bool {
    guard MenuController.standardActions.allSatisfy({ $0.0 != action }),
      let target = cell?.target(forAction: action, withSender: MenuController.shared)
    else { return false }
    return target.perform(action, sender: MenuController.shared, event: nil)
  }
}

extension TableView: EditMenuList {
  func menuPath(at point: CGPoint) -> IndexPath? {
    guard let path = indexPathForRow(at: point), let delegate = tableDelegate,
      delegate.tableView(self, shouldShowMenuForRowAt: path)
    else { return nil }
    return path
  }

  func menuActions(at path: IndexPath) -> [(Selector, String)] {
    menuCommands {
      tableDelegate?.tableView(self, canPerformAction: $0, forRowAt: path, withSender: MenuController.shared)
        ?? false
    }
  }

  func performMenuAction(_ action: Selector, at path: IndexPath) {
    if sendToResponder(action, from: cellForRow(at: path)) { return }
    tableDelegate?.tableView(self, performAction: action, forRowAt: path, withSender: MenuController.shared)
  }

  func menuCell(at path: IndexPath) -> View? { cellForRow(at: path) }
}

extension CollectionView: EditMenuList {
  func menuPath(at point: CGPoint) -> IndexPath? {
    guard let path = indexPathForItem(at: point), let delegate = collectionDelegate,
      delegate.collectionView(self, shouldShowMenuForItemAt: path)
    else { return nil }
    return path
  }

  func menuActions(at path: IndexPath) -> [(Selector, String)] {
    menuCommands {
      collectionDelegate?.collectionView(
        self, canPerformAction: $0, forItemAt: path, withSender: MenuController.shared)
        ?? false
    }
  }

  func performMenuAction(_ action: Selector, at path: IndexPath) {
    if sendToResponder(action, from: cellForItem(at: path)) { return }
    collectionDelegate?.collectionView(
      self, performAction: action, forItemAt: path, withSender: MenuController.shared)
  }

  func menuCell(at path: IndexPath) -> View? { cellForItem(at: path) }
}
