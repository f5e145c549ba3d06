import Foundation
import InertiaUIKit
import Testing

/// Custom presentations as apps write them: a transitioning delegate handing out a presentation
/// controller (a dimming view, a half-height frame), animators moving the views on the clock, and
/// a percent-driven interaction controller following a pan.
@MainActor
@Suite struct CustomTransitionTests {
  /// Records every call the transition makes, in order.
  final class Log { var entries: [String] = [] }

  final class HalfSheetController: UIPresentationController {
    let log: Log
    let dimmingView = UIView()

    init(presented: UIViewController, presenting: UIViewController?, log: Log) {
      self.log = log
      super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
      log.entries.append("presentationWillBegin")
      dimmingView.backgroundColor = UIColor.black
      dimmingView.alpha = 0
      dimmingView.frame = containerView!.bounds
      containerView!.insertSubview(dimmingView, at: 0)
      presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
        self.dimmingView.alpha = 0.5
      })
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
      log.entries.append("presentationDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() {
      log.entries.append("dismissalWillBegin")
      presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
        self.dimmingView.alpha = 0
      })
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
      log.entries.append("dismissalDidEnd(\(completed))")
    }
  }

  /// Slides the presented view up from below the container, and down again when dismissing.
  final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let log: Log
    init(presenting: Bool, log: Log) {
      self.presenting = presenting
      self.log = log
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
      0.4
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      log.entries.append("animateTransition")
      let container = transitionContext.containerView
      if presenting {
        guard let view = transitionContext.view(forKey: .to),
          let to = transitionContext.viewController(forKey: .to)
        else { return }
        let final = transitionContext.finalFrame(for: to)
        view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
        container.addSubview(view)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { view.frame = final })
        { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
      } else {
        guard let view = transitionContext.view(forKey: .from) else { return }
        UIView.animate(
          withDuration: 0.4, delay: 0, options: .curveLinear,
          animations: { view.frame.origin.y = container.bounds.height }
        ) { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
      }
    }
    func animationEnded(_ transitionCompleted: Bool) {
      log.entries.append("animationEnded(\(transitionCompleted))")
    }
  }

  final class Sheet: UIViewController {
    let log: Log
    init(log: Log) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("viewDidDisappear") }
  }

  final class Presenter: UIViewController, UIViewControllerTransitioningDelegate {
    let log = Log()
    var interaction: UIPercentDrivenInteractiveTransition?

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      log.entries.append("presentationController")
      return HalfSheetController(presented: presented, presenting: presenting, log: log)
    }
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { SlideAnimator(presenting: true, log: log) }
    func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      SlideAnimator(presenting: false, log: log)
    }
    func interactionControllerForDismissal(
      using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { interaction }
  }

  private func scene() -> (UIWindow, ManualClock, Presenter, Sheet) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let root = Presenter()
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let sheet = Sheet(log: root.log)
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = root
    return (window, clock, root, sheet)
  }

  @Test func aCustomPresentationAnimatesIntoItsPresentationControllersFrame() throws {
    let (window, clock, root, sheet) = scene()
    root.present(sheet, animated: true) { root.log.entries.append("completion") }
    #expect(
      root.log.entries == [
        "presentationController", "presentationWillBegin", "viewWillAppear", "animateTransition",
      ])
    #expect(root.transitionCoordinator != nil && sheet.transitionCoordinator != nil)
    let presentation = try #require(sheet.presentationController as? HalfSheetController)
    #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(
      sheet.view.superview === presentation.containerView && presentation.containerView?.window === window)
    clock.advance(by: 0.2)
    window.layoutIfNeeded()
    // Halfway on a linear curve: 1266 (a container's height below) -> 422 shows 844; the alongside
    // fade (ease-in-out) is at half.
    #expect(abs(sheet.view.presentation.frame.minY - 844) <= 0.5)
    #expect(abs(presentation.dimmingView.presentation.alpha - 0.25) <= 0.02)
    #expect(!root.log.entries.contains("viewDidAppear"))
    clock.advance(by: 0.3)
    #expect(
      Array(root.log.entries.suffix(4)) == [
        "presentationDidEnd(true)", "viewDidAppear", "animationEnded(true)", "completion",
      ])
    #expect(sheet.view.presentation.frame.minY == 422 && presentation.dimmingView.alpha == 0.5)
    #expect(root.presentedViewController === sheet && root.transitionCoordinator == nil)
  }

  @Test func anAnimatedDismissalEndsWithTheContainerGone() throws {
    let (window, clock, root, sheet) = scene()
    root.present(sheet, animated: true)
    clock.advance(by: 0.5)
    let container = try #require(sheet.presentationController?.containerView)
    root.log.entries = []
    root.dismiss(animated: true) { root.log.entries.append("completion") }
    #expect(root.log.entries == ["dismissalWillBegin", "viewWillDisappear", "animateTransition"])
    clock.advance(by: 0.2)
    #expect(abs(sheet.view.presentation.frame.minY - 633) <= 2)
    #expect(sheet.view.window === window)
    clock.advance(by: 0.3)
    #expect(
      root.log.entries.suffix(4) == [
        "dismissalDidEnd(true)", "viewDidDisappear", "animationEnded(true)", "completion",
      ])
    #expect(container.window == nil && sheet.view.window == nil && root.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
  }

  @Test func aPanDrivesTheDismissalAndABriefOneIsCancelled() throws {
    let (window, clock, root, sheet) = scene()
    let gestures = GestureSynthesizer(window: window, clock: clock)
    root.present(sheet, animated: true)
    clock.advance(by: 0.5)
    window.layoutIfNeeded()
    // The sheet's own pan drives its dismissal, as photo viewers do.
    let pan = UIPanGestureRecognizer()
    var interaction: UIPercentDrivenInteractiveTransition?
    pan.addTarget { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      let progress = pan.translation(in: sheet.view).y / 422
      switch pan.state {
      case .began:
        interaction = UIPercentDrivenInteractiveTransition()
        root.interaction = interaction
        sheet.dismiss(animated: true)
      case .changed: interaction?.update(progress)
      case .ended: if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
      default: break
      }
    }
    sheet.view.addGestureRecognizer(pan)
    root.log.entries = []
    gestures.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 600), duration: 0.3, release: .hold)
    let shown = sheet.view.presentation.frame.minY
    // The pan moved about 100 - 10 (the recognizer's slop) points of 422: the sheet follows it.
    #expect(shown > 422 + 60 && shown < 422 + 110)
    #expect(sheet.transitionCoordinator?.isInteractive == true)
    gestures.perform([
      TouchInput(time: clock.now + 0.02, id: 1, phase: .ended, location: CGPoint(x: 195, y: 600))
    ])
    clock.advance(by: 0.5)
    #expect(
      root.log.entries == [
        "dismissalWillBegin", "viewWillDisappear", "animateTransition", "dismissalDidEnd(false)",
        "viewWillAppear", "viewDidAppear", "animationEnded(false)",
      ])
    #expect(sheet.view.frame.minY == 422 && sheet.view.presentation.frame.minY == 422)
    #expect(root.presentedViewController === sheet && sheet.view.window === window)
    // A long pan finishes it.
    gestures.drag(from: CGPoint(x: 195, y: 450), to: CGPoint(x: 195, y: 800), duration: 0.3, release: .hold)
    gestures.perform([
      TouchInput(time: clock.now + 0.02, id: 1, phase: .ended, location: CGPoint(x: 195, y: 800))
    ])
    clock.advance(by: 0.5)
    #expect(root.presentedViewController == nil && sheet.view.window == nil)
    #expect(
      root.log.entries.suffix(3) == ["dismissalDidEnd(true)", "viewDidDisappear", "animationEnded(true)"])
  }

  @Test func withoutAnimationThePresentationControllerStillPlacesTheView() {
    let (window, clock, root, sheet) = scene()
    root.present(sheet, animated: false)
    #expect(
      root.log.entries == [
        "presentationController", "presentationWillBegin", "viewWillAppear", "presentationDidEnd(true)",
      ])
    #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    window.layoutIfNeeded()
    #expect(root.log.entries.last == "viewDidAppear")
    // Taps outside the sheet land on the container, not on the presenter's view.
    #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) !== root.view)
    root.dismiss(animated: false)
    #expect(sheet.view.window == nil && root.presentedViewController == nil)
    _ = clock
  }

  final class PopoverWatcher: UIPopoverPresentationControllerDelegate {
    var prepared: [UIPopoverPresentationController] = []
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
      prepared.append(popoverPresentationController)
    }
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
      .none
    }
  }

  @Test func aPopoversDelegateIsToldBeforeItShowsAndItCoversTheWindow() throws {
    let (window, _, root, _) = scene()
    let menu = UIViewController()
    menu.modalPresentationStyle = .popover
    let watcher = PopoverWatcher()
    let popover = try #require(menu.popoverPresentationController)
    popover.delegate = watcher
    popover.sourceView = root.view
    root.present(menu, animated: true)
    #expect(watcher.prepared.count == 1 && watcher.prepared.first === popover)
    #expect(menu.presentationController === popover && popover.containerView?.window === window)
    #expect(menu.view.frame == window.bounds)
  }

  @Test func hostileCallsAreIgnored() {
    let (window, clock, root, sheet) = scene()
    root.present(sheet, animated: true)
    root.dismiss(animated: true)  // a transition of the sheet is still running: ignored
    #expect(root.presentedViewController === sheet && !root.log.entries.contains("dismissalWillBegin"))
    root.present(UIViewController(), animated: true)  // the presenter already presents: ignored
    clock.advance(by: 0.5)
    #expect(sheet.view.window === window && root.log.entries.filter { $0 == "viewDidAppear" }.count == 1)
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.update(.nan)  // not started: nothing to drive
    interaction.finish()
    #expect(interaction.percentComplete == 0 && interaction.duration == 0)
  }
}
