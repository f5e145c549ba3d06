import Foundation

/// What a navigation controller tells its delegate (UINavigationControllerDelegate). Every method
/// has an empty default.
///
/// ``navigationController(_:willShow:animated:)`` comes right before the shown controller's
/// `viewWillAppear`, and ``navigationController(_:didShow:animated:)`` right after its
/// `viewDidAppear`, as in UIKit: on a push, a pop, a new stack, and when the navigation
/// controller itself appears with its top controller. An animated push or pop first asks
/// ``navigationController(_:animationControllerFor:from:to:)`` for an animator (nil keeps the
/// immediate change) and, with one, ``navigationController(_:interactionControllerFor:)``.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// `viewController` is about to show as the top controller.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
  /// `viewController` showed as the top controller.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
  /// The animator of an animated push or pop from `fromVC` to `toVC`; nil (the default) changes
  /// controllers at once.
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  /// The object that drives `animationController`'s transition from a gesture; nil (the default)
  /// lets the animator run on its own.
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
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
  /// Nil: no custom animation.
  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  /// Nil: the animator runs on its own.
  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

extension NavigationController {
  /// What an animated navigation change does (UINavigationController.Operation).
  public enum Operation: Int, Sendable {
    /// No change.
    case none
    /// A controller is pushed.
    case push
    /// One or more controllers are popped.
    case pop
  }
}
