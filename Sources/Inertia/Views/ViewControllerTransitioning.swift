import Foundation

/// Names the two view controllers of a transition, for
/// ``ViewControllerContextTransitioning/viewController(forKey:)``
/// (UITransitionContextViewControllerKey).
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// The key named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller shown when the transition starts: the presenting one when presenting, the
  /// presented one when dismissing.
  public static let from = TransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller shown when the transition ends.
  public static let to = TransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the two views of a transition, for ``ViewControllerContextTransitioning/view(forKey:)``
/// (UITransitionContextViewKey).
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// The key named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view leaving.
  public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view arriving.
  public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator of a view-controller transition is given (UIViewControllerContextTransitioning):
/// the container the views move in, the two controllers and their views, their frames, and the
/// calls that end the transition. The animator must call ``completeTransition(_:)`` once its
/// animations end.
@preconcurrency @MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
  /// The view the transition's views move in. It covers the window; an animator adds the arriving
  /// view to it when presenting.
  var containerView: View { get }
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Whether a gesture drives it through an interactive transition.
  var isInteractive: Bool { get }
  /// Whether an interactive transition was cancelled (before or after its animations ended).
  var transitionWasCancelled: Bool { get }
  /// The presentation style of the presented controller.
  var presentationStyle: ModalPresentationStyle { get }
  /// The transform a rotation applies (identity: no rotation happens here).
  var targetTransform: AffineTransform { get }
  /// Moves an interactive transition to `percentComplete` (0...1) of its animations.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Lets an interactive transition's animations run to their end.
  func finishInteractiveTransition()
  /// Runs an interactive transition's animations back to their start.
  func cancelInteractiveTransition()
  /// Pauses a running transition so that a gesture can drive it.
  func pauseInteractiveTransition()
  /// Ends the transition: `didComplete` false when it was cancelled.
  func completeTransition(_ didComplete: Bool)
  /// The controller under `key`.
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  /// The view under `key`: nil for the presenting controller's view when the presentation keeps it.
  func view(forKey key: TransitionContextViewKey) -> View?
  /// Where `viewController`'s view is when the transition starts (zero when it is not shown then).
  func initialFrame(for viewController: ViewController) -> CGRect
  /// Where `viewController`'s view is when the transition ends (zero when it is not shown then).
  func finalFrame(for viewController: ViewController) -> CGRect
}

/// An object that animates a view-controller transition (UIViewControllerAnimatedTransitioning).
@preconcurrency @MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
  /// How long the transition's animations take, in seconds.
  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval
  /// Animates the transition, then calls the context's `completeTransition`.
  func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
  /// Called after the transition ended; `transitionCompleted` false when it was cancelled.
  func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition from a gesture (UIViewControllerInteractiveTransitioning).
@preconcurrency @MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the interactive transition in `transitionContext`.
  func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
  /// Whether the transition starts driven by the gesture. Default true.
  var wantsInteractiveStart: Bool { get }
  /// The speed the animations run at once the gesture lets go. Default 1.
  var completionSpeed: CGFloat { get }
  /// The curve the animations finish on once the gesture lets go. Default ease-in-ease-out.
  var completionCurve: View.AnimationCurve { get }
}

extension ViewControllerInteractiveTransitioning {
  /// True.
  public var wantsInteractiveStart: Bool { true }
  /// 1.
  public var completionSpeed: CGFloat { 1 }
  /// Ease-in-ease-out.
  public var completionCurve: View.AnimationCurve { .easeInOut }
}

/// An object a view controller asks for the objects of its custom presentations
/// (UIViewControllerTransitioningDelegate). Every method has a default returning nil: UIKit's
/// own transition then runs, which here takes effect at once.
@preconcurrency @MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
  /// The animator presenting `presented` over `presenting`; `source` is the controller `present`
  /// was called on.
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  /// The animator dismissing `dismissed`.
  func animationController(forDismissed dismissed: ViewController) -> (
    any ViewControllerAnimatedTransitioning
  )?
  /// The object driving the presentation from a gesture, for `animator`.
  func interactionControllerForPresentation(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
  /// The object driving the dismissal from a gesture, for `animator`.
  func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
  /// The presentation controller of a `.custom` presentation.
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
  /// Nil: no custom animation.
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  /// Nil: no custom animation.
  public func animationController(
    forDismissed dismissed: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  /// Nil: not interactive.
  public func interactionControllerForPresentation(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
  /// Nil: not interactive.
  public func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
  /// Nil: the system's presentation controller.
  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { nil }
}

/// What a presentation controller tells its delegate about adapting and dismissing
/// (UIAdaptivePresentationControllerDelegate). Every method has a default.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to in a compact environment; `.none` keeps the style. Default: the
  /// presentation's own adaptation.
  func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
  /// The style to adapt to for `traitCollection`. Default: ``adaptivePresentationStyle(for:)``.
  func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ModalPresentationStyle
  /// Whether a swipe may dismiss the sheet. Default true.
  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
  /// A swipe is about to dismiss the sheet.
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  /// A swipe dismissed the sheet.
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
  /// A swipe was refused because the sheet is modal in presentation.
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
  /// The presentation's own adaptation (full screen for popovers and sheets on a phone).
  public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
    controller.adaptivePresentationStyle
  }
  /// ``adaptivePresentationStyle(for:)``.
  public func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ModalPresentationStyle { adaptivePresentationStyle(for: controller) }
  /// True.
  public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
    true
  }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}

/// What a popover's presentation controller tells its delegate
/// (UIPopoverPresentationControllerDelegate): the adaptive calls, and the popover's own. On a
/// phone a popover adapts to a full-window presentation here, so a delegate returning `.none` from
/// ``AdaptivePresentationControllerDelegate/adaptivePresentationStyle(for:traitCollection:)``
/// still gets one.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  /// The popover is about to show.
  func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}
