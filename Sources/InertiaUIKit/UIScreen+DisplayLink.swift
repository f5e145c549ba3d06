import Foundation
import Inertia

extension UIScreen {
  /// A display link for this screen that sends `selector` to `target` on every frame once added
  /// to a run loop (UIScreen's `displayLink(withTarget:selector:)`): the same as
  /// ``CADisplayLink/init(target:selector:)``, on the app clock. Never nil here.
  @preconcurrency @MainActor
  public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
    CADisplayLink(target: target, selector: sel)
  }
}
