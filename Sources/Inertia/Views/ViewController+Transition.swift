import Foundation

/// What a size transition tells the blocks queued on its coordinator, like
/// UIViewControllerTransitionCoordinatorContext.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the change animates. Always false here: sizes change at once.
  var isAnimated: Bool { get }
  /// How long the change takes, in seconds. Always 0 here.
  var transitionDuration: TimeInterval { get }
  /// Whether the change was cancelled. Always false here.
  var isCancelled: Bool { get }
  /// Whether a gesture drives the change. Always false here.
  var isInteractive: Bool { get }
  /// The view the transition's views move in.
  var containerView: View { get }
  /// The presented controller's presentation style (`.none` for a size change).
  var presentationStyle: ModalPresentationStyle { get }
  /// How far an interactive transition is, 0...1.
  var percentComplete: CGFloat { get }
  /// The transform a rotation applies (identity: no rotation happens here).
  var targetTransform: AffineTransform { get }
  /// The curve the change's remaining animations run on (UIKit's `completionCurve`), which code
  /// passes on as animation options (`rawValue << 16`).
  var completionCurve: View.AnimationCurve { get }
  /// The transition's controller under `key` (nil for a size change).
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  /// The transition's view under `key` (nil for a size change).
  func view(forKey key: TransitionContextViewKey) -> View?
}

extension ViewControllerTransitionCoordinatorContext {
  /// `.none`.
  public var presentationStyle: ModalPresentationStyle { .none }
  /// 0.
  public var percentComplete: CGFloat { 0 }
  /// Identity.
  public var targetTransform: AffineTransform { .identity }
  /// Ease-in-ease-out, UIKit's curve for transitions.
  public var completionCurve: View.AnimationCurve { .easeInOut }
  /// Nil.
  public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { nil }
  /// Nil.
  public func view(forKey key: TransitionContextViewKey) -> View? { nil }
}

/// The object a view controller receives in ``ViewController/viewWillTransition(to:with:)`` to
/// run code with the size change, like UIViewControllerTransitionCoordinator.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
  /// Queues `animation` to run once the views have their new size, then `completion`; returns
  /// true (the blocks are always queued).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Keeps `handler` to run each time a gesture stops or starts driving the transition again
  /// (UIKit's `notifyWhenInteractionChanges(_:)`): when an interaction controller finishes,
  /// cancels or pauses it. A change that is never interactive (a size change) never runs it.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void)
  /// Keeps `handler` to run when a gesture stops driving the transition, finishing or cancelling
  /// it (UIKit's older `notifyWhenInteractionEnds(_:)`). A change that is never interactive never
  /// runs it.
  func notifyWhenInteractionEnds(
    _ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
  /// Keeps nothing: the default coordinator's change is never interactive.
  public func notifyWhenInteractionChanges(
    _ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  /// Keeps nothing: the default coordinator's change is never interactive.
  public func notifyWhenInteractionEnds(
    _ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  /// Queues `animation` with no completion block (UIKit's default argument).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  )
    -> Bool
  {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// A window's size change: it collects the blocks controllers queue, and runs them after the
/// root view took its new size (alongside blocks first, then completions, each in queue order).
@preconcurrency @MainActor
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
  /// The window whose size changes.
  let containerView: View
  let isAnimated = false
  let transitionDuration: TimeInterval = 0
  let isCancelled = false
  let isInteractive = false
  private var animations: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

  init(window: View) { containerView = window }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Whether any alongside or completion block is queued.
  var hasBlocks: Bool { !animations.isEmpty || !completions.isEmpty }

  /// Runs the queued blocks once; blocks queued while they run wait for none (they run too).
  func finish() {
    while !animations.isEmpty { animations.removeFirst()(self) }
    while !completions.isEmpty { completions.removeFirst()(self) }
  }
}

extension ViewController {
  /// Forwards a trait change to the children whose views are loaded (what UIKit's default
  /// ``willTransition(to:with:)`` does).
  func forwardTraitTransition(
    to traits: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    for child in children where child.isViewLoaded {
      child.willTransition(to: traits, with: coordinator)
    }
  }

  /// Forwards a size change to the children whose views fill this controller's view (what UIKit's
  /// default ``viewWillTransition(to:with:)`` does for full-size children).
  func forwardSizeTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
    guard let container = viewIfLoaded else { return }
    for child in children {
      guard let view = child.viewIfLoaded, view.superview === container, view.frame == container.bounds
      else { continue }
      child.viewWillTransition(to: size, with: coordinator)
    }
  }
}
