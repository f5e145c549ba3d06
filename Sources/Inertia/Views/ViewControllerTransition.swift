import Foundation

/// One presentation or dismissal under way: the context its animator works in
/// (``ViewControllerContextTransitioning``) and the coordinator the controllers'
/// ``ViewController/transitionCoordinator`` returns until it ends.
///
/// The order of calls, as UIKit's: the presentation controller's `…TransitionWillBegin`, the
/// presented controller's `viewWillAppear` (or `viewWillDisappear`), the animator's
/// `animateTransition` with the coordinator's alongside blocks animating over the same duration;
/// then, when the animator calls ``completeTransition(_:)``: `…TransitionDidEnd`, the coordinator's
/// completion blocks, the presented controller's `viewDidAppear` (or `viewDidDisappear`), the
/// animator's `animationEnded`, and the completion given to `present` or `dismiss`.
@preconcurrency @MainActor
final class ViewControllerTransition: ViewControllerContextTransitioning, ViewControllerTransitionCoordinator
{
  enum Kind { case presentation, dismissal }

  let kind: Kind
  let presented: ViewController
  let presenter: ViewController
  let presentation: PresentationController
  let containerView: View
  let animator: (any ViewControllerAnimatedTransitioning)?
  let interaction: (any ViewControllerInteractiveTransitioning)?
  let isAnimated: Bool
  private(set) var isInteractive = false
  private(set) var transitionWasCancelled = false
  private(set) var percentComplete: CGFloat = 0
  let transitionDuration: TimeInterval
  let targetTransform = AffineTransform.identity
  private var completion: (@MainActor () -> Void)?
  /// The view animations the animator and the alongside blocks started, which an interactive
  /// transition pauses, scrubs, finishes or runs back.
  private var groups: [ViewAnimationGroup] = []
  private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var hasAnimated = false
  private var isComplete = false
  /// Whether ``start()`` is still running (a transition ending inside it ends inside `present`).
  private var isStarting = false

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
    self.containerView = containerView
    self.animator = animator
    self.interaction = interaction
    self.isAnimated = animated && animator != nil
    self.completion = completion
    let duration = animator?.transitionDuration(using: nil) ?? 0
    transitionDuration = duration.isFinite ? min(max(duration, 0), 3600) : 0
  }

  var presentationStyle: ModalPresentationStyle { presented.modalPresentationStyle }

  // MARK: Running

  /// Starts the transition.
  func start() {
    isStarting = true
    defer { isStarting = false }
    presented.activeTransition = self
    switch kind {
    case .presentation:
      presentation.presentationTransitionWillBegin()
      presented.beginAppearance(animated: isAnimated)
    case .dismissal:
      presentation.dismissalTransitionWillBegin()
      presented.beginDisappearance(animated: isAnimated)
    }
    guard let animator else {
      View.performWithoutAnimation { runAlongside() }
      if kind == .presentation {
        let view: View = presentation.presentedView ?? presented.view
        view.frame = presentation.frameOfPresentedViewInContainerView
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(view)
      }
      completeTransition(true)
      return
    }
    if let interaction {
      isInteractive = interaction.wantsInteractiveStart
      interaction.startInteractiveTransition(self)
    } else {
      runAnimator(animator)
    }
  }

  /// Runs the animator (an interaction controller calls this from its start): the alongside blocks
  /// and the animator's animations start together and, while the transition is interactive, wait
  /// paused at their start for the gesture.
  func runAnimator(_ animator: any ViewControllerAnimatedTransitioning) {
    guard !hasAnimated, !isComplete else { return }
    hasAnimated = true
    let started = ViewAnimationGroup.collecting {
      View.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut]) {
        runAlongside()
      }
      animator.animateTransition(using: self)
    }
    groups.append(contentsOf: started)
    if isInteractive { for group in started { group.pause(atSecondsSinceStart: 0) } }
  }

  private func runAlongside() {
    let blocks = alongside
    alongside = []
    for block in blocks { block(self) }
  }

  // MARK: Coordinator

  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !isComplete else { return false }
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    guard hasAnimated else {
      alongside.append(animation)
      return true
    }
    // The transition's animations already run: this block animates over the whole duration from now.
    let started = ViewAnimationGroup.collecting {
      View.animate(withDuration: transitionDuration, delay: 0, options: []) { animation(self) }
    }
    groups.append(contentsOf: started)
    if isInteractive { for group in started { group.pause(atSecondsSinceStart: 0) } }
    return true
  }

  var isCancelled: Bool { transitionWasCancelled }

  // MARK: Context

  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    switch (kind, key) {
    case (.presentation, .from), (.dismissal, .to): return presenter
    case (.presentation, .to), (.dismissal, .from): return presented
    default: return nil
    }
  }

  func view(forKey key: TransitionContextViewKey) -> View? {
    let presentedView = presentation.presentedView ?? presented.view
    let presenterView = presentation.shouldRemovePresentersView ? presenter.viewIfLoaded : nil
    switch (kind, key) {
    case (.presentation, .from), (.dismissal, .to): return presenterView
    case (.presentation, .to), (.dismissal, .from): return presentedView
    default: return nil
    }
  }

  func initialFrame(for viewController: ViewController) -> CGRect {
    if viewController === presented {
      return kind == .dismissal ? presentation.frameOfPresentedViewInContainerView : .zero
    }
    return frameInContainer(of: viewController)
  }

  func finalFrame(for viewController: ViewController) -> CGRect {
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
}

extension ViewControllerTransition {
  // MARK: Interaction

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard isInteractive, !isComplete else { return }
    let value = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : 0
    self.percentComplete = value
    for group in groups { group.pause(atSecondsSinceStart: Double(value) * transitionDuration) }
  }

  func finishInteractiveTransition() {
    guard isInteractive, !isComplete else { return }
    isInteractive = false
    for group in groups { group.resume() }
  }

  func cancelInteractiveTransition() {
    guard isInteractive, !isComplete else { return }
    isInteractive = false
    transitionWasCancelled = true
    let speed = Double(interaction?.completionSpeed ?? 1)
    for group in groups { group.reverse(speed: speed) }
  }

  func pauseInteractiveTransition() {
    guard !isInteractive, !isComplete else { return }
    isInteractive = true
    for group in groups { group.pause() }
  }

  // MARK: Ending

  func completeTransition(_ didComplete: Bool) {
    guard !isComplete else { return }
    isComplete = true
    isInteractive = false
    if !didComplete { transitionWasCancelled = true }
    presented.activeTransition = nil
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
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
    finishAppearance(didComplete: didComplete)
    animator?.animationEnded(didComplete)
    if didComplete, let completion {
      self.completion = nil
      completion()
    }
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
  private func finishAppearance(didComplete: Bool) {
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
