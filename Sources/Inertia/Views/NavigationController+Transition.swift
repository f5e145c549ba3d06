import Foundation

/// A push or pop run by the animator the delegate returns (``ContainerTransition``).
extension NavigationController: ContainerTransitionHost {
  /// Whether a push or pop of this controller's own is animating (further ones are ignored, as
  /// UIKit ignores a push during a transition).
  var isTransitioning: Bool { activeTransition is ContainerTransition }

  /// The animator the delegate gives an animated `operation` from the top controller to `to`, when
  /// the navigation controller is on screen and no transition of its own runs.
  func customAnimator(for operation: Operation, to: ViewController) -> (
    any ViewControllerAnimatedTransitioning
  )? {
    guard showingAnimated, activeTransition == nil, let delegate, let from = topViewController, from !== to
    else {
      return nil
    }
    return delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
  }

  /// Runs `animator`'s transition from `from` to the top controller.
  func runTransition(
    _ operation: Operation, from: ViewController, animator: any ViewControllerAnimatedTransitioning
  ) {
    guard let to = topViewController else { return }
    let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
    if operation == .pop {
      from.parentMove = .fromParent
      from.willMove(toParent: nil)
    }
    ContainerTransition(
      operation: operation, host: self, from: from, to: to, animator: animator, interaction: interaction
    ).start()
  }

  var transitionContainerAnchor: View { toolbar }

  func transitionWillShow(_ controller: ViewController) {
    childWillAppear(controller)
    prepareBars(for: controller)
  }

  func transitionDidComplete(_ transition: ContainerTransition) {
    if transition.operation == .pop {
      hide(transition.from, announced: true)
    } else {
      transition.from.viewIfLoaded?.removeFromSuperview()
      transition.to.didMove(toParent: self)
    }
  }

  func transitionWasCancelled(_ transition: ContainerTransition) {
    switch transition.operation {
    case .push:
      removeTop(transition.to)
    case .pop:
      stack.append(transition.from)
      transition.from.parentMove = nil
      transition.from.didMove(toParent: self)
    case .none:
      break
    }
  }

  func showCurrent() { showTop() }

  /// Takes `controller`, pushed and then given up, off the top of the stack.
  func removeTop(_ controller: ViewController) {
    guard stack.last === controller else { return }
    stack.removeLast()
    hide(controller)
  }
}
