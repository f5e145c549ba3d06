import Foundation
import InertiaUIKit
import Testing

// The forty-third porting trial, written as its programs write their screens: a photo browser
// presented full screen through its own animator and closed by a vertical pan (Lightbox), a
// flow layout whose header stretches with the pull (CollectionViewLayouts), and a chat table
// turned upside down (ReverseTableView-As-ChatView).

/// Runs `seconds` of frames, laying the window out after each.
@MainActor private func run(_ clock: ManualClock, _ window: UIWindow, _ seconds: Double) {
  for _ in 0..<Int((seconds * 60).rounded()) {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
}

// MARK: A browser presented full screen by its own animator

/// Fades the browser in and out: both views go into the container, as animators written for
/// full-screen presentations do, and nothing happens when either is missing.
private final class FadeManager: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning,
  UIViewControllerTransitioningDelegate
{
  var dismissing = false
  var interactive = false
  private(set) var contexts: [String] = []

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.25
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else {
      contexts.append("missing a view")
      return
    }
    contexts.append(dismissing ? "dismissal" : "presentation")
    let browserView = dismissing ? fromView : toView
    container.addSubview(dismissing ? toView : fromView)
    container.addSubview(browserView)
    toView.frame = container.bounds
    if !dismissing { browserView.alpha = 0 }
    UIView.animate(
      withDuration: 0.25,
      animations: { browserView.alpha = self.dismissing ? 0 : 1 },
      completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    dismissing = false
    return self
  }

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
  {
    dismissing = true
    return self
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interactive ? self : nil
  }
}

/// A browser that asks for full screen in `viewDidLoad` and is closed by dragging it down.
private final class BrowserController: UIViewController {
  let manager = FadeManager()
  let pager = UIScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    modalPresentationStyle = .fullScreen
    transitioningDelegate = manager
    view.backgroundColor = .black
    view.addSubview(pager)
    let pan = UIPanGestureRecognizer(target: self, action: Selector("panned:", target: self, Self.panned(_:)))
    pager.addGestureRecognizer(pan)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    pager.frame = view.bounds
  }

  func panned(_ pan: UIPanGestureRecognizer) {
    let drop = pan.translation(in: pager).y
    switch pan.state {
    case .began:
      manager.interactive = true
      dismiss(animated: true)
    case .changed:
      manager.update(drop / 667)
    case .ended, .cancelled:
      manager.interactive = false
      if drop > 100 { manager.finish() } else { manager.cancel() }
    default: break
    }
  }
}

@MainActor @Test func aFullScreenAnimatorIsHandedThePresentersViewWhichStaysUnderneath() {
  let home = UIViewController()
  let (clock, window, _) = trialHost(home)
  let browser = BrowserController()
  browser.loadViewIfNeeded()
  home.present(browser, animated: true)
  run(clock, window, 0.5)
  #expect(browser.manager.contexts == ["presentation"])
  #expect(browser.view.window === window)
  #expect(browser.view.alpha == 1)
  #expect(browser.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
  // The presenter's view is back where it was, under the container, at its frame.
  #expect(home.view.superview === window)
  #expect(window.subviews.first === home.view)
  #expect(home.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
  browser.dismiss(animated: true)
  run(clock, window, 0.5)
  #expect(browser.manager.contexts == ["presentation", "dismissal"])
  #expect(home.presentedViewController == nil)
  #expect(browser.view.window == nil)
  #expect(home.view.window === window && home.view.frame.width == 375)
}

@MainActor @Test func aShortPullDownPutsTheBrowserBackAndALongOneClosesIt() {
  let home = UIViewController()
  let (clock, window, gestures) = trialHost(home)
  let browser = BrowserController()
  browser.loadViewIfNeeded()
  home.present(browser, animated: true)
  run(clock, window, 0.5)
  // 60 points: the interactive dismissal is cancelled; the browser stays, the home view is back
  // underneath it.
  gestures.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 260), duration: 0.3)
  run(clock, window, 0.8)
  #expect(home.presentedViewController === browser)
  #expect(browser.view.window === window && browser.view.alpha == 1)
  #expect(home.view.superview === window)
  // 250 points: it closes, and the home view is the window's again.
  gestures.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 450), duration: 0.3)
  run(clock, window, 0.8)
  #expect(home.presentedViewController == nil)
  #expect(browser.view.window == nil)
  #expect(home.view.superview === window)
}

@MainActor @Test func aSheetAnimatorStillGetsNoPresentersView() {
  let home = UIViewController()
  let (clock, window, _) = trialHost(home)
  let sheet = UIViewController()
  let manager = FadeManager()
  sheet.modalPresentationStyle = .pageSheet
  sheet.transitioningDelegate = manager
  home.present(sheet, animated: true)
  run(clock, window, 0.5)
  // Not full screen: the presenter's view stays out of the transition, as UIKit's sheets keep it.
  #expect(manager.contexts == ["missing a view"])
  #expect(home.view.superview === window)
}

// MARK: A header that stretches with the pull

private final class StretchingHeaderLayout: UICollectionViewFlowLayout {
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let attributes = super.layoutAttributesForElements(in: rect)
    guard let offset = collectionView?.contentOffset.y, offset < 0 else { return attributes }
    for item in attributes ?? []
    where item.representedElementKind == UICollectionView.elementKindSectionHeader {
      item.frame = CGRect(x: 0, y: offset, width: item.frame.width, height: item.frame.height - offset)
    }
    return attributes
  }
}

private final class StretchingController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "photo")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  { 15 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "photo", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.frame.width - 32, height: 60)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    CGSize(width: collectionView.frame.width, height: collectionView.frame.height * 0.4)
  }
}

@MainActor @Test func aHeaderLaidOutFromTheOffsetStretchesWithThePullAndComesBack() {
  let layout = StretchingHeaderLayout()
  layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
  let controller = StretchingController(collectionViewLayout: layout)
  let (clock, window, gestures) = trialHost(controller)
  let list = controller.collectionView!
  let header = {
    list.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
  }
  #expect(abs(list.contentSize.height - 1338.8) < 0.5)
  #expect(abs((header()?.frame.height ?? 0) - 266.8) < 0.5)
  gestures.drag(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 187, y: 500), duration: 0.6, release: .hold)
  run(clock, window, 0.1)
  let pulled = list.contentOffset.y
  #expect(pulled < -50)
  #expect(abs((header()?.frame.minY ?? 0) - pulled) < 0.5)
  #expect(abs((header()?.frame.height ?? 0) - (266.8 - pulled)) < 0.5)
  gestures.perform([
    TouchInput(time: clock.now + 0.2, id: 1, phase: .ended, location: CGPoint(x: 187, y: 500))
  ])
  run(clock, window, 1.5)
  #expect(abs(list.contentOffset.y) < 0.5)
  #expect(abs((header()?.frame.height ?? 0) - 266.8) < 0.5)
  #expect(header()?.frame.minY == 0)
}

// MARK: A chat table turned upside down

private final class ChatController: UIViewController, UITableViewDataSource {
  let table = UITableView(frame: CGRect(x: 0, y: 44, width: 414, height: 788), style: .plain)
  var messages = (1...30).map { "message \($0)" }.reversed().map { $0 }

  override func viewDidLoad() {
    super.viewDidLoad()
    table.frame = CGRect(x: 0, y: 20, width: 375, height: 617)
    table.dataSource = self
    table.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    view.addSubview(table)
    table.transform = CGAffineTransform(rotationAngle: -(CGFloat)(Double.pi))
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    cell.transform = CGAffineTransform(rotationAngle: CGFloat(Double.pi))
    cell.textLabel?.text = messages[indexPath.row]
    return cell
  }
}

@MainActor @Test func aTableTurnedUpsideDownShowsTheNewestAtTheBottomAndScrollsWithTheFinger() {
  let controller = ChatController()
  let (clock, window, gestures) = trialHost(controller)
  let table = controller.table
  let newest = table.cellForRow(at: IndexPath(row: 0, section: 0))!
  let shown = newest.convert(newest.bounds, to: nil)
  #expect(abs(shown.maxY - 637) < 0.5 && abs(shown.height - 44) < 0.5)
  #expect(newest.textLabel?.text == "message 30")
  // A finger moving down the screen brings older messages down: the offset grows (less the slop).
  gestures.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 400), duration: 0.8, release: .stop)
  run(clock, window, 1)
  #expect(abs(table.contentOffset.y - 190) < 0.5)
  gestures.fling(from: CGPoint(x: 187, y: 200), velocity: CGPoint(x: 0, y: 3000), distance: 150)
  run(clock, window, 3)
  #expect(abs(table.contentOffset.y - 703) < 0.5)
  let oldest = table.cellForRow(at: IndexPath(row: 29, section: 0))!
  #expect(abs(oldest.convert(oldest.bounds, to: nil).minY - 20) < 0.5)
  gestures.fling(from: CGPoint(x: 187, y: 500), velocity: CGPoint(x: 0, y: -3000), distance: 150)
  run(clock, window, 3)
  #expect(abs(table.contentOffset.y) < 0.5)
}
