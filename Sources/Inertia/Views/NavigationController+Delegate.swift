import Foundation

extension NavigationController {
  /// An operation is about to show a controller: the delegate's calls will say `animated` when it
  /// is animated and the navigation controller is on screen (off screen, the controller shows
  /// when the navigation controller appears, without animation).
  func noteShowing(animated: Bool) {
    showingAnimated = animated && viewIfLoaded?.window != nil
  }

  /// `child`'s view is about to appear: when it is the top controller, the delegate hears
  /// `willShow` (right before the child's `viewWillAppear`).
  func childWillAppear(_ child: ViewController) {
    guard child === topViewController, announcedTop?.controller.object !== child else { return }
    let animated = showingAnimated
    announcedTop = (Weak(child), animated)
    delegate?.navigationController(self, willShow: child, animated: animated)
  }

  /// `child`'s view appeared: when it was announced, the delegate hears `didShow` (right after the
  /// child's `viewDidAppear`).
  func childDidAppear(_ child: ViewController) {
    guard let announced = announcedTop, announced.controller.object === child else { return }
    announcedTop = nil
    showingAnimated = false
    delegate?.navigationController(self, didShow: child, animated: announced.animated)
  }

}
