import Foundation

extension ViewController {
  /// Shows `viewController` the way the context shows it, as UIKit's `show(_:sender:)`: pushed
  /// (animated) on this navigation controller or the one this controller is in, else presented
  /// modally (animated) from this controller.
  public func show(_ viewController: UIViewController, sender: Any?) {
    if let navigationController = (self as? NavigationController) ?? navigationController {
      navigationController.pushViewController(viewController, animated: true)
    } else {
      present(viewController, animated: true)
    }
  }

  /// Shows `viewController` as a detail, as UIKit's `showDetailViewController(_:sender:)` outside
  /// a split view controller: presented modally (animated) from this controller.
  public func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
    present(viewController, animated: true)
  }
}
