import Foundation

/// What every animated view-controller transition shares, whatever changes controllers (a
/// presentation, a navigation controller's push or pop, a tab switch): the context its animator
/// works in (``ViewControllerContextTransitioning``), the coordinator the controllers'
/// ``ViewController/transitionCoordinator`` returns until it ends, the alongside blocks, and an
/// interaction controller scrubbing, finishing or running back the animations.
///
/// A subclass says which controllers and views take part and what happens around the animator:
/// ``begin()`` (before it runs), ``placeWithoutAnimator()`` (no animator: the end state at once),
/// ``end(didComplete:)`` (right after `completeTransition`, before the coordinator's completion
/// blocks) and ``finishAppearance(didComplete:)`` (after them).
@preconcurrency @MainActor
class TransitionDriver: ViewControllerContextTransitioning, ViewControllerTransitionCoordinator {
  let containerView: View
  let animator: (any ViewControllerAnimatedTransitioning)?
  let interaction: (any ViewControllerInteractiveTransitioning)?
  let isAnimated: Bool
  private(set) final var isInteractive = false
  private(set) final var transitionWasCancelled = false
  private(set) final var percentComplete: CGFloat = 0
  let transitionDuration: TimeInterval
  let targetTransform = AffineTransform.identity
  private final var completion: (@MainActor () -> Void)?
  /// The view animations the animator and the alongside blocks started, which an interactive
  /// transition pauses, scrubs, finishes or runs back.
  private final var groups: [ViewAnimationGroup] = []
  private final var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private final var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  /// The blocks to run when the interaction changes, each with whether it waits for its end only.
  private final var interactionHandlers:
    [(block: (any ViewControllerTransitionCoordinatorContext) -> Void, endsOnly: Bool)] = []
  private final var hasAnimated = false
  private(set) final var isComplete = false
  /// Whether ``start()`` is still running (a transition ending inside it ends inside the call that
  /// started it).
  private(set) final var isStarting = false

  /// A transition in `containerView` run by `animator` (none: it ends at once) and driven by
  /// `interaction`; `completion` runs after it completes (not when cancelled).
  init(
    containerView: View, animator: (any ViewControllerAnimatedTransitioning)?,
    interaction: (any ViewControllerInteractiveTransitioning)?, completion: (@MainActor () -> Void)?
  ) {
    self.containerView = containerView
    self.animator = animator
    self.interaction = animator == nil ? nil : interaction
    self.isAnimated = animator != nil
    self.completion = completion
    let duration = animator?.transitionDuration(using: nil) ?? 0
    transitionDuration = duration.isFinite ? min(max(duration, 0), 3600) : 0
  }

  /// Whether the controllers appearing wait for the end of this transition before their
  /// `viewDidAppear`.
  var holdsAppearance: Bool { true }

  var presentationStyle: ModalPresentationStyle { .none }

  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { nil }
  func view(forKey key: TransitionContextViewKey) -> View? { nil }
  func initialFrame(for viewController: ViewController) -> CGRect { .zero }
  func finalFrame(for viewController: ViewController) -> CGRect { .zero }

  /// The calls before the animator runs (a subclass's `…WillBegin` and appearance calls).
  func begin() {}
  /// Puts the views where the transition leaves them, when there is no animator.
  func placeWithoutAnimator() {}
  /// The calls right after the transition completes or is cancelled.
  func end(didComplete: Bool) {}
  /// The appearance calls that end the transition, after the coordinator's completion blocks.
  func finishAppearance(didComplete: Bool) {}

  // MARK: Running

  /// Starts the transition.
  func start() {
    isStarting = true
    defer { isStarting = false }
    begin()
    guard let animator else {
      View.performWithoutAnimation { runAlongside() }
      placeWithoutAnimator()
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
    interactionChanged()
    for group in groups { group.resume() }
  }

  func cancelInteractiveTransition() {
    guard isInteractive, !isComplete else { return }
    isInteractive = false
    transitionWasCancelled = true
    interactionChanged()
    let speed = Double(interaction?.completionSpeed ?? 1)
    for group in groups { group.reverse(speed: speed) }
  }

  func pauseInteractiveTransition() {
    guard !isInteractive, !isComplete else { return }
    isInteractive = true
    interactionChanged()
    for group in groups { group.pause() }
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append((handler, false))
  }

  func notifyWhenInteractionEnds(
    _ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append((handler, true))
  }

  /// Runs the interaction blocks for the change just made: all of them when the gesture let go
  /// (those waiting for the end only are then dropped), those that hear every change when it took
  /// over again.
  private func interactionChanged() {
    let due = interactionHandlers.filter { !isInteractive || !$0.endsOnly }
    if !isInteractive { interactionHandlers.removeAll { $0.endsOnly } }
    for handler in due { handler.block(self) }
  }

  // MARK: Ending

  func completeTransition(_ didComplete: Bool) {
    guard !isComplete else { return }
    isComplete = true
    isInteractive = false
    interactionHandlers = []
    if !didComplete { transitionWasCancelled = true }
    end(didComplete: didComplete)
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
}
