import Foundation

extension NavigationBar {
  /// The navigation items of the controller stack the bar shows, bottom first (UINavigationBar's
  /// `items`, read-only here: the navigation controller owns them). Nil for a bar of no controller.
  public var items: [NavigationItem]? {
    controller.map { $0.viewControllers.map(\.navigationItem) }
  }

  /// The item of the top controller, whose title and buttons the bar shows (UINavigationBar's
  /// `topItem`).
  public var topItem: NavigationItem? { controller?.topViewController?.navigationItem }

  /// The item below the top one, whose title the back button shows (UINavigationBar's `backItem`).
  public var backItem: NavigationItem? {
    guard let stack = controller?.viewControllers, stack.count > 1 else { return nil }
    return stack[stack.count - 2].navigationItem
  }
}
