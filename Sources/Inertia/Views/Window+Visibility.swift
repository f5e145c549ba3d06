import Foundation

extension Window {
  /// Posted when a window is shown (UIWindow.didBecomeVisibleNotification), the window the object.
  nonisolated public static let didBecomeVisibleNotification = Notification.Name(
    "UIWindowDidBecomeVisibleNotification")
  /// Posted when a window is hidden (UIWindow.didBecomeHiddenNotification), the window the object.
  nonisolated public static let didBecomeHiddenNotification = Notification.Name(
    "UIWindowDidBecomeHiddenNotification")

  func postVisibilityChange() {
    NotificationCenter.default.post(
      name: isHidden ? Window.didBecomeHiddenNotification : Window.didBecomeVisibleNotification,
      object: self)
  }
}
