import Foundation
import InertiaUIKit
import Testing

/// Custom navigation transitions as apps write them: a navigation controller delegate handing out
/// an animator for pushes and pops, and a percent-driven interaction controller following a pan
/// from the left edge.
@MainActor
@Suite struct NavigationTransitionTests {
  final class Log { var entries: [String] = [] }

  /// Slides the arriving view in from the right on a push, and the leaving view out to the right
  /// on a pop, linearly over 0.4 s.
  final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let log: Log
    init(operation: UINavigationController.Operation, log: Log) {
      self.operation = operation
      self.log = log
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
      0.4
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      log.entries.append("animateTransition")
      guard let fromView = transitionContext.view(forKey: .from),
        let toView = transitionContext.view(forKey: .to),
        let to = transitionContext.viewController(forKey: .to)
      else { return }
      let container = transitionContext.containerView
      let final = transitionContext.finalFrame(for: to)
      let width = container.bounds.width
      if operation == .push {
        toView.frame = final.offsetBy(dx: width, dy: 0)
        container.addSubview(toView)
      } else {
        toView.frame = final
        container.insertSubview(toView, belowSubview: fromView)
      }
      UIView.animate(
        withDuration: 0.4, delay: 0, options: .curveLinear,
        animations: {
          if self.operation == .push {
            toView.frame = final
          } else {
            fromView.frame.origin.x = width
          }
        }
      ) { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
    }
    func animationEnded(_ transitionCompleted: Bool) {
      log.entries.append("animationEnded(\(transitionCompleted))")
    }
  }

  final class Page: UIViewController {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear") }
  }

  final class Coordinator: NSObject, UINavigationControllerDelegate {
    let log: Log
    var interaction: UIPercentDrivenInteractiveTransition?
    init(log: Log) { self.log = log }
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      log.entries.append("animationControllerFor(\(operation == .push ? "push" : "pop"))")
      return SlideAnimator(operation: operation, log: log)
    }
    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
      log.entries.append("interactionControllerFor")
      return interaction
    }
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      log.entries.append("willShow(\((viewController as? Page)?.name ?? "?"))")
    }
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      log.entries.append("didShow(\((viewController as? Page)?.name ?? "?"))")
    }
  }

  private func scene() -> (UIWindow, ManualClock, UINavigationController, Coordinator, Page, Page) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let log = Log()
    let first = Page("A", log: log)
    let second = Page("B", log: log)
    let navigation = UINavigationController(rootViewController: first)
    let coordinator = Coordinator(log: log)
    navigation.delegate = coordinator
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    log.entries = []
    return (window, clock, navigation, coordinator, first, second)
  }

  @Test func aPushRunsTheDelegatesAnimatorInUIKitsOrder() throws {
    let (window, clock, navigation, coordinator, first, second) = scene()
    navigation.pushViewController(second, animated: true)
    #expect(
      coordinator.log.entries == [
        "animationControllerFor(push)", "interactionControllerFor", "A.viewWillDisappear", "willShow(B)",
        "B.viewWillAppear", "animateTransition",
      ])
    #expect(navigation.topViewController === second && navigation.viewControllers.count == 2)
    let coordinatorDuring = try #require(second.transitionCoordinator)
    #expect(coordinatorDuring.isAnimated && coordinatorDuring.transitionDuration == 0.4)
    let container = try #require(second.view.superview)
    #expect(container !== navigation.view && container.superview === navigation.view)
    #expect(first.view.superview === container && first.view.window === window)
    clock.advance(by: 0.2)
    window.layoutIfNeeded()
    // Halfway on a linear curve: 390 -> 0 shows 195.
    #expect(abs(second.view.presentation.frame.minX - 195) <= 0.5)
    #expect(!coordinator.log.entries.contains("B.viewDidAppear"))
    clock.advance(by: 0.3)
    #expect(
      Array(coordinator.log.entries.dropFirst(6)) == [
        "A.viewDidDisappear", "B.viewDidAppear", "didShow(B)", "animationEnded(true)",
      ])
    #expect(second.view.superview === navigation.view && container.window == nil)
    #expect(first.view.window == nil && first.parent === navigation && second.parent === navigation)
    #expect(second.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(second.transitionCoordinator == nil)
  }

  @Test func aPopRunsTheAnimatorAndRemovesTheChild() throws {
    let (window, clock, navigation, coordinator, first, second) = scene()
    navigation.pushViewController(second, animated: false)
    window.layoutIfNeeded()
    coordinator.log.entries = []
    let popped = navigation.popViewController(animated: true)
    #expect(popped === second && navigation.topViewController === first)
    #expect(
      coordinator.log.entries == [
        "animationControllerFor(pop)", "interactionControllerFor", "B.viewWillDisappear", "willShow(A)",
        "A.viewWillAppear", "animateTransition",
      ])
    clock.advance(by: 0.1)
    window.layoutIfNeeded()
    #expect(abs(second.view.presentation.frame.minX - 97.5) <= 0.5)
    #expect(second.view.window === window && second.parent === navigation)
    clock.advance(by: 0.4)
    #expect(
      Array(coordinator.log.entries.dropFirst(6)) == [
        "B.viewDidDisappear", "A.viewDidAppear", "didShow(A)", "animationEnded(true)",
      ])
    #expect(second.parent == nil && second.view.window == nil && first.view.superview === navigation.view)
  }

  @Test func anEdgePanDrivesThePopAndABriefOneIsCancelled() throws {
    let (window, clock, navigation, coordinator, first, second) = scene()
    let gestures = GestureSynthesizer(window: window, clock: clock)
    navigation.pushViewController(second, animated: false)
    window.layoutIfNeeded()
    // The app's own edge pan drives the pop, as custom back swipes do.
    navigation.interactivePopGestureRecognizer?.isEnabled = false
    let pan = UIScreenEdgePanGestureRecognizer()
    pan.edges = .left
    pan.addTarget { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      let progress = pan.translation(in: navigation.view).x / 390
      switch pan.state {
      case .began:
        coordinator.interaction = UIPercentDrivenInteractiveTransition()
        navigation.popViewController(animated: true)
      case .changed: coordinator.interaction?.update(progress)
      case .ended:
        if progress > 0.5 { coordinator.interaction?.finish() } else { coordinator.interaction?.cancel() }
        coordinator.interaction = nil
      default: break
      }
    }
    navigation.view.addGestureRecognizer(pan)
    coordinator.log.entries = []
    gestures.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 122, y: 400), duration: 0.3, release: .hold)
    let shown = second.view.presentation.frame.minX
    #expect(shown > 60 && shown < 125)
    #expect(first.transitionCoordinator?.isInteractive == true)
    gestures.perform([
      TouchInput(time: clock.now + 0.02, id: 1, phase: .ended, location: CGPoint(x: 122, y: 400))
    ])
    clock.advance(by: 0.5)
    #expect(
      coordinator.log.entries == [
        "animationControllerFor(pop)", "interactionControllerFor", "B.viewWillDisappear", "willShow(A)",
        "A.viewWillAppear", "animateTransition", "A.viewWillDisappear", "A.viewDidDisappear",
        "B.viewWillAppear", "B.viewDidAppear", "animationEnded(false)",
      ])
    #expect(navigation.viewControllers == [first, second] && second.parent === navigation)
    #expect(
      second.view.frame.minX == 0 && second.view.superview === navigation.view && first.view.window == nil)
    // A long pan finishes it.
    gestures.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 302, y: 400), duration: 0.3, release: .hold)
    gestures.perform([
      TouchInput(time: clock.now + 0.02, id: 1, phase: .ended, location: CGPoint(x: 302, y: 400))
    ])
    clock.advance(by: 0.5)
    #expect(navigation.viewControllers == [first] && second.parent == nil && second.view.window == nil)
    #expect(coordinator.log.entries.suffix(3) == ["A.viewDidAppear", "didShow(A)", "animationEnded(true)"])
  }

  @Test func pushesDuringATransitionAreIgnoredAndNoAnimatorKeepsTheImmediateChange() {
    let (window, clock, navigation, coordinator, _, second) = scene()
    navigation.pushViewController(second, animated: true)
    let third = Page("C", log: coordinator.log)
    navigation.pushViewController(third, animated: true)
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.viewControllers.count == 2 && third.parent == nil)
    clock.advance(by: 0.5)
    navigation.delegate = nil
    navigation.pushViewController(third, animated: true)
    #expect(navigation.topViewController === third && third.view.superview === navigation.view)
    window.layoutIfNeeded()
    #expect(third.isViewVisible && second.view.window == nil)
  }

  /// Fades the arriving tab in over the leaving one, linearly over 0.3 s.
  final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
      0.3
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      guard let toView = transitionContext.view(forKey: .to) else { return }
      toView.alpha = 0
      transitionContext.containerView.addSubview(toView)
      UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 }) {
        _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
  }

  final class TabWatcher: NSObject, UITabBarControllerDelegate {
    let log: Log
    init(log: Log) { self.log = log }
    func tabBarController(
      _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
      to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      log.entries.append("animationControllerFor")
      return FadeAnimator()
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
      log.entries.append("didSelect")
    }
  }

  @Test func aTabTapFadesTheSelectedTabInWithTheDelegatesAnimator() throws {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let log = Log()
    let first = Page("A", log: log)
    let second = Page("B", log: log)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let watcher = TabWatcher(log: log)
    tabs.delegate = watcher
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    log.entries = []
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.tap(at: CGPoint(x: 292, y: 820))
    #expect(
      log.entries == [
        "animationControllerFor", "A.viewWillDisappear", "B.viewWillAppear", "didSelect",
      ])
    #expect(tabs.selectedIndex == 1 && first.view.window === window && second.view.window === window)
    clock.advance(by: 0.1)
    window.layoutIfNeeded()
    // A third of the way on a linear curve (the switch starts when the tap ends).
    #expect(abs(second.view.presentation.alpha - 1.0 / 3) <= 0.02)
    clock.advance(by: 0.3)
    #expect(log.entries.suffix(2) == ["A.viewDidDisappear", "B.viewDidAppear"])
    #expect(first.view.window == nil && second.view.superview === tabs.view && second.view.alpha == 1)
    #expect(second.view.frame == tabs.view.bounds && tabs.tabBar.superview === tabs.view)
    #expect(tabs.view.subviews.last === tabs.tabBar)
  }
}
