import Foundation

/// The appearance calls a presentation transition makes itself: UIKit tells the presented
/// controller it will appear (or disappear) before the animator runs, and that it did once the
/// animator completes the transition, whatever the animator does with the views in between.
extension ViewController {
  /// The transition coordinator of the presentation or dismissal under way that involves this
  /// controller (presented, presenting, or a child of either), nil otherwise
  /// (UIViewController.transitionCoordinator).
  public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
    activeTransition ?? storedPresented?.activeTransition ?? parent?.transitionCoordinator
  }

  /// Whether a transition of this controller or of an ancestor that holds appearances (a
  /// presentation, a push or pop) is still under way.
  var isHeldByTransition: Bool {
    var current: ViewController? = self
    while let controller = current {
      if let transition = controller.activeTransition, transition.holdsAppearance { return true }
      current = controller.parent
    }
    return false
  }

  /// Tells the controller its view will appear (`isAppearing`) or disappear, for a container that
  /// forwards appearance itself (``shouldAutomaticallyForwardAppearanceMethods`` false):
  /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` now, once.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    ManualAppearance.animated[ObjectIdentifier(self)] = animated
    if isAppearing {
      beginAppearance(animated: animated)
      sendIsAppearing(animated: animated)
    } else {
      beginDisappearance(animated: animated)
    }
  }

  /// Ends what ``beginAppearanceTransition(_:animated:)`` began: `viewDidAppear(_:)` or
  /// `viewDidDisappear(_:)`, with the same `animated`.
  public func endAppearanceTransition() {
    let animated = ManualAppearance.animated.removeValue(forKey: ObjectIdentifier(self)) ?? false
    switch appearance {
    case .appearing:
      sendIsAppearing(animated: animated)
      appearance = .appeared
      viewDidAppear(animated)
      if parentMove == .toParent { parentMove = nil }
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(animated)
    default:
      break
    }
  }

  /// `viewWillAppear` now, for a view about to be shown by a transition.
  func beginAppearance(animated: Bool) {
    guard appearance == .disappeared || appearance == .disappearing else { return }
    // UIKit loads the view before any appearance call: `viewWillAppear(_:)` never comes before
    // `viewDidLoad()`, even when the presentation has not asked for the view yet.
    loadViewIfNeeded()
    appearance = .appearing
    viewWillAppear(animated)
  }

  /// ``viewIsAppearing(_:)``, once per appearance, when the view is in a window.
  func sendIsAppearing(animated: Bool) {
    guard appearance == .appearing, !sentIsAppearing, viewIfLoaded?.window != nil else { return }
    sentIsAppearing = true
    viewIsAppearing(animated)
  }

  /// `viewWillDisappear` now, for a view about to leave with a transition.
  func beginDisappearance(animated: Bool) {
    guard appearance == .appeared || appearance == .appearing else { return }
    appearance = .disappearing
    viewWillDisappear(animated)
  }

  /// `viewDidDisappear` for a controller whose disappearance began and whose view left (or never
  /// reached) the window.
  func endDisappearance() {
    guard appearance == .disappearing || (appearance == .appearing && viewIfLoaded?.window == nil) else {
      return
    }
    if appearance == .appearing { viewWillDisappear(true) }
    appearance = .disappeared
    viewDidDisappear(true)
  }

  /// Queues `viewDidAppear` for this controller and the children in its tree that are appearing,
  /// for the window's next layout pass.
  func queueAppearances() {
    guard let window = viewIfLoaded?.window else { return }
    var pending: [ViewController] = [self]
    while let controller = pending.popLast() {
      if controller.appearance == .appearing { window.pendingAppearances.append(Weak(controller)) }
      pending.append(contentsOf: controller.children)
    }
    window.setNeedsLayout()
  }
}

/// The `animated` flags of appearance transitions a container began by hand, until they end.
@MainActor
enum ManualAppearance {
  static var animated: [ObjectIdentifier: Bool] = [:]
}
