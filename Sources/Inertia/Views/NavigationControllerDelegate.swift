import Foundation

/// What a navigation controller tells its delegate (UINavigationControllerDelegate). Every method
/// has an empty default.
///
/// ``navigationController(_:willShow:animated:)`` comes right before the shown controller's
/// `viewWillAppear`, and ``navigationController(_:didShow:animated:)`` right after its
/// `viewDidAppear`, as in UIKit: on a push, a pop, a new stack, and when the navigation
/// controller itself appears with its top controller.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// `viewController` is about to show as the top controller.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
  /// `viewController` showed as the top controller.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
  ) {}
}
