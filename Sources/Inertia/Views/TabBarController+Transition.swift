import Foundation

/// A tab switch run by the animator the delegate returns (``ContainerTransition``).
extension TabBarController: ContainerTransitionHost {
  /// The animator the delegate gives a switch from `from` to `to`, when the tab bar controller is
  /// on screen and no switch of its own runs.
  func customAnimator(from: ViewController, to: ViewController) -> (any ViewControllerAnimatedTransitioning)?
  {
    guard viewIfLoaded?.window != nil, activeTransition == nil, let delegate, from !== to else { return nil }
    return delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
  }

  /// Runs `animator`'s switch from `from` to the selected controller.
  func runTransition(from: ViewController, animator: any ViewControllerAnimatedTransitioning) {
    guard let to = selectedViewController else { return }
    let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
    ContainerTransition(
      operation: .none, host: self, from: from, to: to, animator: animator, interaction: interaction
    ).start()
  }

  var transitionContainerAnchor: View { tabBar }

  func transitionWillShow(_ controller: ViewController) {
    refreshBar()
    let barHidden = (controller as? NavigationController)?.hidesBottomBars ?? false
    tabBar.isHidden = barHidden
    controller.barInsets = EdgeInsets(top: 0, left: 0, bottom: barHidden ? 0 : TabBar.barHeight, right: 0)
  }

  func contentFrame(for controller: ViewController) -> CGRect { view.bounds }

  func transitionDidComplete(_ transition: ContainerTransition) {
    hide(transition.from, keepingChild: true)
  }

  func transitionWasCancelled(_ transition: ContainerTransition) {
    if let index = storedViewControllers.firstIndex(where: { $0 === transition.from }) {
      storedSelectedIndex = index
    }
  }

  func showCurrent() { showSelected() }
}
