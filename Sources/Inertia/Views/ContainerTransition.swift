import Foundation

/// A container controller that changes the child it shows through a ``ContainerTransition``: a
/// navigation controller's push or pop, a tab bar controller's switch.
@preconcurrency @MainActor
protocol ContainerTransitionHost: ViewController {
  /// The subview the transition's container goes below (the host's bars stay in front).
  var transitionContainerAnchor: View { get }
  /// `controller` is about to appear: the host announces it and readies its bars for it.
  func transitionWillShow(_ controller: ViewController)
  /// Where `controller`'s view goes in the host's view.
  func contentFrame(for controller: ViewController) -> CGRect
  /// The transition completed: the host lets the leaving controller's view (or the controller) go.
  func transitionDidComplete(_ transition: ContainerTransition)
  /// The transition was given up: the host shows the leaving controller again.
  func transitionWasCancelled(_ transition: ContainerTransition)
  /// Places the controller the host now shows (its view back in the host's view).
  func showCurrent()
}

/// A container controller's change of child run by an animator its delegate returned (see
/// ``TransitionDriver`` for what every transition shares).
///
/// The order of calls, as UIKit's: the delegate's animator and interaction-controller methods, the
/// leaving controller's `viewWillDisappear`, the host's announcement (a navigation controller's
/// `willShow`), the arriving controller's `viewWillAppear`, the animator's `animateTransition`
/// (the leaving view already in the container, the arriving one for the animator to add); then,
/// when the animator calls ``completeTransition(_:)``: the coordinator's completion blocks, the
/// leaving controller's `viewDidDisappear`, the arriving one's `viewDidAppear` (and a navigation
/// controller's `didShow`), and the animator's `animationEnded`. A cancelled transition (an
/// interactive pop given up) tells the arriving controller `viewWillDisappear` and
/// `viewDidDisappear`, and the leaving one `viewWillAppear` and `viewDidAppear`, and the host goes
/// back to showing the leaving one.
@preconcurrency @MainActor
final class ContainerTransition: TransitionDriver {
  let operation: NavigationController.Operation
  unowned let host: any ContainerTransitionHost
  let from: ViewController
  let to: ViewController

  /// A change from `from` to `to` in `host` (which already counts `to` as shown), run by `animator`
  /// and driven by `interaction`.
  init(
    operation: NavigationController.Operation, host: any ContainerTransitionHost, from: ViewController,
    to: ViewController, animator: any ViewControllerAnimatedTransitioning,
    interaction: (any ViewControllerInteractiveTransitioning)?
  ) {
    self.operation = operation
    self.host = host
    self.from = from
    self.to = to
    let container = View(frame: host.view.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    super.init(containerView: container, animator: animator, interaction: interaction, completion: nil)
  }

  // MARK: Running

  override func begin() {
    host.activeTransition = self
    let hostView: View = host.view
    hostView.insertSubview(containerView, belowSubview: host.transitionContainerAnchor)
    from.beginDisappearance(animated: true)
    if let fromView = from.viewIfLoaded { containerView.addSubview(fromView) }
    host.transitionWillShow(to)
    to.beginAppearance(animated: true)
    let toView: View = to.view
    toView.frame = host.contentFrame(for: to)
  }

  // MARK: Context

  override func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    switch key {
    case .from: return from
    case .to: return to
    default: return nil
    }
  }

  override func view(forKey key: TransitionContextViewKey) -> View? {
    switch key {
    case .from: return from.viewIfLoaded
    case .to: return to.view
    default: return nil
    }
  }

  override func initialFrame(for viewController: ViewController) -> CGRect {
    viewController === from ? host.contentFrame(for: from) : .zero
  }

  override func finalFrame(for viewController: ViewController) -> CGRect {
    viewController === to ? host.contentFrame(for: to) : .zero
  }

  // MARK: Ending

  override func end(didComplete: Bool) {
    host.activeTransition = nil
  }

  override func finishAppearance(didComplete: Bool) {
    let appearing: ViewController
    if didComplete {
      host.transitionDidComplete(self)
      from.endDisappearance()
      appearing = to
    } else {
      to.beginDisappearance(animated: true)
      to.viewIfLoaded?.removeFromSuperview()
      to.endDisappearance()
      host.transitionWasCancelled(self)
      from.beginAppearance(animated: true)
      appearing = from
    }
    host.showCurrent()
    appearing.queueAppearances()
    containerView.removeFromSuperview()
    if !View.isLayingOut, let window = host.viewIfLoaded?.window { window.layoutIfNeeded() }
  }
}
