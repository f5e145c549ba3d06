import Foundation

/// An animation that can be started, paused, scrubbed and stopped (UIViewAnimating): what a
/// transition's animator hands out as its interruptible animator. ``ViewPropertyAnimator`` adopts
/// it.
@preconcurrency @MainActor
public protocol ViewAnimating: AnyObject {
  /// Not started, active (running or paused) or stopped.
  var state: ViewPropertyAnimator.State { get }
  /// Whether the animation is active and not paused.
  var isRunning: Bool { get }
  /// Whether the animation runs back toward its start.
  var isReversed: Bool { get set }
  /// How far the animation is, 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts (or resumes) the animation.
  func startAnimation()
  /// Starts the animation after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animation where it is.
  func pauseAnimation()
  /// Stops the animation where it is; `withoutFinishing` false leaves it stopped for
  /// `finishAnimation(at:)`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends a stopped animation at `position`.
  func finishAnimation(at position: ViewPropertyAnimator.Position)
}

/// An animation that takes more animation blocks and completions while it exists
/// (UIViewImplicitlyAnimating), as a transition's `interruptibleAnimator(using:)` returns.
@preconcurrency @MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
  /// Adds `animation` to run with the others.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds `animation`, starting `delayFactor` of the remaining time later.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a block to call with the end position when the animation ends.
  func addCompletion(_ completion: @escaping (ViewPropertyAnimator.Position) -> Void)
  /// Resumes a paused animation over `durationFactor` of its duration.
  func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat)
}

extension ViewPropertyAnimator: ViewImplicitlyAnimating {}
