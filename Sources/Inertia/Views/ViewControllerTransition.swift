import Foundation

/// One presentation or dismissal under way (see ``TransitionDriver`` for what every transition
/// shares).
///
/// The order of calls, as UIKit's: the presentation controller's `…TransitionWillBegin`, the
/// presented controller's `viewWillAppear` (or `viewWillDisappear`), the animator's
/// `animateTransition` with the coordinator's alongside blocks animating over the same duration;
/// then, when the animator calls ``completeTransition(_:)``: `…TransitionDidEnd`, the coordinator's
/// completion blocks, the presented controller's `viewDidAppear` (or `viewDidDisappear`), the
/// animator's `animationEnded`, and the completion given to `present` or `dismiss`.
@preconcurrency @MainActor
final class ViewControllerTransition: TransitionDriver {
  enum Kind { case presentation, dismissal }

  let kind: Kind
  let presented: ViewController
  let presenter: ViewController
  let presentation: PresentationController
  /// Where the presenter's view was when the transition began (its superview, its index there and
  /// its frame), when the animator is given it: it goes back there when the transition ends.
  private var presenterHome: (superview: View, index: Int, frame: CGRect)?

  /// A transition of `presented`, whose animator and interaction controller (when `animated`)
  /// come from its transitioning delegate; `source` is the controller `present` was called on.
  init(
    kind: Kind, presented: ViewController, presenter: ViewController, source: ViewController,
    presentation: PresentationController, containerView: View, animated: Bool,
    completion: (@MainActor () -> Void)?
  ) {
    let delegate = animated ? presented.transitioningDelegate : nil
    let animator: (any ViewControllerAnimatedTransitioning)?
    let interaction: (any ViewControllerInteractiveTransitioning)?
    switch kind {
    case .presentation:
      animator = delegate?.animationController(forPresented: presented, presenting: presenter, source: source)
      interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    case .dismissal:
      animator = delegate?.animationController(forDismissed: presented)
      interaction = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
    }
    self.kind = kind
    self.presented = presented
    self.presenter = presenter
    self.presentation = presentation
    super.init(
      containerView: containerView, animator: animator, interaction: interaction, completion: completion)
  }

  override var holdsAppearance: Bool { kind == .presentation }

  override var presentationStyle: ModalPresentationStyle { presented.modalPresentationStyle }

  // MARK: Running

  override func begin() {
    presented.activeTransition = self
    if presentation.shouldRemovePresentersView, let view = presenter.viewIfLoaded,
      let superview = view.superview,
      let index = superview.subviews.firstIndex(where: { $0 === view })
    {
      presenterHome = (superview, index, view.frame)
    }
    switch kind {
    case .presentation:
      presentation.presentationTransitionWillBegin()
      presented.beginAppearance(animated: isAnimated)
    case .dismissal:
      presentation.dismissalTransitionWillBegin()
      presented.beginDisappearance(animated: isAnimated)
    }
  }

  override func placeWithoutAnimator() {
    guard kind == .presentation else { return }
    let view: View = presentation.presentedView ?? presented.view
    view.frame = presentation.frameOfPresentedViewInContainerView
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    containerView.addSubview(view)
  }

  // MARK: Context

  override func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    switch (kind, key) {
    case (.presentation, .from), (.dismissal, .to): return presenter
    case (.presentation, .to), (.dismissal, .from): return presented
    default: return nil
    }
  }

  override func view(forKey key: TransitionContextViewKey) -> View? {
    let presentedView = presentation.presentedView ?? presented.view
    let presenterView = presentation.shouldRemovePresentersView ? presenter.viewIfLoaded : nil
    switch (kind, key) {
    case (.presentation, .from), (.dismissal, .to): return presenterView
    case (.presentation, .to), (.dismissal, .from): return presentedView
    default: return nil
    }
  }

  override func initialFrame(for viewController: ViewController) -> CGRect {
    if viewController === presented {
      return kind == .dismissal ? presentation.frameOfPresentedViewInContainerView : .zero
    }
    return frameInContainer(of: viewController)
  }

  override func finalFrame(for viewController: ViewController) -> CGRect {
    if viewController === presented {
      return kind == .presentation ? presentation.frameOfPresentedViewInContainerView : .zero
    }
    return frameInContainer(of: viewController)
  }

  private func frameInContainer(of viewController: ViewController) -> CGRect {
    guard viewController === presenter, let view = presenter.viewIfLoaded, view.window != nil,
      let superview = view.superview
    else { return .zero }
    return superview.convert(view.frame, to: containerView)
  }

  // MARK: Ending

  override func end(didComplete: Bool) {
    presented.activeTransition = nil
    returnPresentersView()
    switch (kind, didComplete) {
    case (.presentation, true):
      presentation.presentationTransitionDidEnd(true)
    case (.presentation, false):
      presentation.presentationTransitionDidEnd(false)
      endPresentation()
    case (.dismissal, true):
      presentation.dismissalTransitionDidEnd(true)
      endPresentation()
    case (.dismissal, false):
      presentation.dismissalTransitionDidEnd(false)
    }
  }

  /// Puts the presenter's view back where it was, underneath the container, when the animator
  /// moved it into the container (UIKit takes it out of the window after a full-screen
  /// presentation; Inertia keeps presenters underneath, see `shouldRemovePresentersView`).
  private func returnPresentersView() {
    guard let home = presenterHome, let view = presenter.viewIfLoaded, view.superview !== home.superview
    else {
      return
    }
    presenterHome = nil
    home.superview.insertSubview(view, at: min(home.index, home.superview.subviews.count))
    view.frame = home.frame
  }

  /// Takes the container (and the presented view) out of the window and unlinks the controllers.
  private func endPresentation() {
    containerView.removeFromSuperview()
    if let view = presented.viewIfLoaded, view.window != nil { view.removeFromSuperview() }
    presentation.containerView = nil
    if presenter.storedPresented === presented { presenter.storedPresented = nil }
    presented.storedPresenting = nil
  }

  /// The presented controller's `viewDidAppear` or `viewDidDisappear`, or, for a cancelled
  /// dismissal, its appearing again.
  override func finishAppearance(didComplete: Bool) {
    switch (kind, didComplete) {
    case (.presentation, true):
      presented.queueAppearances()
      if !isStarting, !View.isLayingOut, let window = containerView.window { window.layoutIfNeeded() }
    case (.presentation, false), (.dismissal, true):
      presented.endDisappearance()
    case (.dismissal, false):
      presented.beginAppearance(animated: true)
      presented.queueAppearances()
      if !View.isLayingOut, let window = containerView.window { window.layoutIfNeeded() }
    }
  }
}
