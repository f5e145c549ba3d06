import Foundation

// UIMenuController's older way to show the menu (before iOS 13's `showMenu(from:rect:)`): set the
// target rectangle, then make the menu visible.
extension MenuController {
  /// A target rectangle in a view, held weakly.
  private struct Target {
    weak var view: View?
    var rect: CGRect
  }
  private static var target: Target?

  /// Sets the rectangle of `view` the menu points at (shown by ``setMenuVisible(_:animated:)``).
  public func setTargetRect(_ targetRect: CGRect, in targetView: View) {
    Self.target = Target(view: targetView, rect: targetRect)
  }

  /// Shows the menu at the target rectangle, or hides it. The menu lists the ``menuItems`` whose
  /// action a responder from the target view up the chain answers; a tap on one sends it there.
  public func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
    guard menuVisible else { return hideMenu() }
    guard let target = Self.target, let view = target.view else { return }
    let commands = (menuItems ?? []).compactMap { item -> (title: String, run: @MainActor () -> Void)? in
      guard let responder = view.target(forAction: item.action, withSender: self) else { return nil }
      return (item.title, { _ = responder.perform(item.action, sender: self, event: nil) })
    }
    show(commands, from: view, rect: target.rect)
  }
}
