import Foundation

extension NavigationController {
  /// How far, as a fraction of the container's width, a back swipe must travel to pop when it is
  /// not flicked.
  package static let interactivePopCompletionFraction: CGFloat = 0.5
  /// The rightward speed, in points per second, at which a shorter back swipe still pops.
  package static let interactivePopCompletionVelocity: CGFloat = 500

  /// The back swipe: a pan from the left edge of the window that pops the top view controller when
  /// it ends past half the width, or moving right faster than
  /// `interactivePopCompletionVelocity` (a leftward flick keeps it). With one view controller
  /// it does nothing. Inertia's navigation controller has no transitions, so the pop takes
  /// effect when the finger lifts, as a tap on the back button's does.
  func makeInteractivePop() -> GestureRecognizer {
    let pan = ScreenEdgePanGestureRecognizer { [weak self] recognizer in
      guard let self, recognizer.state == .ended, let pan = recognizer as? PanGestureRecognizer else {
        return
      }
      self.interactivePopEnded(pan)
    }
    pan.edges = .left
    pan.name = "interactivePop"
    return pan
  }

  private func interactivePopEnded(_ pan: PanGestureRecognizer) {
    guard viewControllers.count > 1, isViewLoaded else { return }
    let width = max(view.bounds.width, 1)
    let travelled = pan.translation(in: view).x
    let speed = pan.velocity(in: view).x
    let far = travelled >= width * Self.interactivePopCompletionFraction && speed >= 0
    let flicked = speed >= Self.interactivePopCompletionVelocity
    if far || flicked { popViewController(animated: true) }
  }
}
