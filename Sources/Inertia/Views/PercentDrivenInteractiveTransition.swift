import Foundation

/// Drives a transition's animations from a gesture (UIPercentDrivenInteractiveTransition): return
/// one from a transitioning delegate's `interactionControllerFor…` method, then call
/// ``update(_:)`` as the gesture moves and ``finish()`` or ``cancel()`` when it ends.
///
/// The animator's `animateTransition` runs when the transition starts; its view animations (and
/// the coordinator's alongside blocks) wait paused at their start, ``update(_:)`` shows them at
/// that fraction of the transition's duration (on their curves, as a paused layer shows them),
/// ``finish()`` lets them run on to their end, and ``cancel()`` runs them back to where they
/// started (their model values too) over the time they had run, divided by ``completionSpeed``.
/// The animator's completion blocks then call `completeTransition`, with
/// `!transitionWasCancelled` as UIKit's animators do.
@preconcurrency @MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
  private weak var context: ViewControllerTransition?

  /// An interaction controller waiting for its transition.
  public init() {}

  /// The transition's duration, in seconds (0 before it starts).
  open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }
  /// How far the transition is, 0...1, as last updated.
  open var percentComplete: CGFloat { context?.percentComplete ?? 0 }
  /// How fast a cancelled transition runs back: 1 takes as long as it ran. Non-positive or
  /// non-finite values count as 1.
  open var completionSpeed: CGFloat = 1
  /// The curve a finished transition ends on (kept: the animations finish on their own curves).
  open var completionCurve: View.AnimationCurve = .easeInOut
  /// Whether the transition starts paused, waiting for ``update(_:)``. Default true; false starts
  /// it running until ``pause()``.
  open var wantsInteractiveStart = true

  /// Starts the transition: runs its animator with the animations paused at their start (unless
  /// ``wantsInteractiveStart`` is false).
  open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
    guard let transition = transitionContext as? ViewControllerTransition, let animator = transition.animator
    else { return }
    context = transition
    transition.runAnimator(animator)
  }

  /// Shows the transition at `percentComplete` (clamped to 0...1) of its duration.
  open func update(_ percentComplete: CGFloat) { context?.updateInteractiveTransition(percentComplete) }
  /// Lets the transition's animations run to their end.
  open func finish() { context?.finishInteractiveTransition() }
  /// Runs the transition's animations back to their start; the transition then ends cancelled.
  open func cancel() { context?.cancelInteractiveTransition() }
  /// Pauses a running transition where it is, for the gesture to drive it again.
  open func pause() { context?.pauseInteractiveTransition() }
}
