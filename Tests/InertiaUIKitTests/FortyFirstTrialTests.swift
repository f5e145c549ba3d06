import Foundation
import InertiaUIKit
import Testing

// The forty-first porting trial, written as its programs write their screens: a profile screen
// scrolling its tabs' tables by its own pan through UIKit Dynamics (StickyHeaderTabController),
// a photo browser presented modally that builds its paging scroll view lazily from its view
// (SKPhotoBrowser), and an endless paging carousel re-centring itself by whole pages
// (InfiniteCollectionView).

/// Runs `seconds` of frames, laying the window out after each.
@MainActor private func run(_ clock: ManualClock, _ window: UIWindow, _ seconds: Double) {
  for _ in 0..<Int(seconds * 60) {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
}

/// A point holder UIKit Dynamics moves: its center is the scroll offset.
private final class OffsetItem: NSObject, UIDynamicItem {
  var center: CGPoint = .zero
  var bounds: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
  var transform = CGAffineTransform.identity
}

/// A screen whose pan (on its own view) scrolls a list that does not scroll itself: the finger
/// moves the offset, and the release hands the finger's velocity to a dynamic item behaviour
/// with resistance 2 whose action writes the item's center back as the offset.
private final class HandScrolledController: UIViewController {
  let table = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  private var animator: UIDynamicAnimator!
  private let item = OffsetItem()
  private var start = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    table.isScrollEnabled = false
    table.contentSize = CGSize(width: 375, height: 3000)
    view.addSubview(table)
    animator = UIDynamicAnimator(referenceView: table)
    view.addGestureRecognizer(
      UIPanGestureRecognizer { [weak self] pan in self?.panned(pan as! UIPanGestureRecognizer) })
  }

  private func panned(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      start = table.contentOffset
      animator.removeAllBehaviors()
    case .changed:
      let y = start.y - pan.translation(in: view).y
      table.contentOffset = CGPoint(x: 0, y: min(max(y, 0), table.contentSize.height - table.bounds.height))
    case .ended:
      item.center = table.contentOffset
      let deceleration = UIDynamicItemBehavior(items: [item])
      deceleration.addLinearVelocity(CGPoint(x: 0, y: -pan.velocity(in: view).y), for: item)
      deceleration.resistance = 2
      deceleration.action = { [weak self] in
        guard let self else { return }
        let y = min(max(self.item.center.y, 0), self.table.contentSize.height - self.table.bounds.height)
        self.table.contentOffset = CGPoint(x: 0, y: y)
      }
      animator.addBehavior(deceleration)
    default:
      break
    }
  }
}

@MainActor @Test func aFlingHandedToUIKitDynamicsBeforeItsBehaviourIsAddedKeepsItsVelocity() {
  let controller = HandScrolledController()
  let (clock, window, gestures) = trialHost(controller)
  gestures.fling(from: CGPoint(x: 187, y: 550), velocity: CGPoint(x: 0, y: -2000), distance: 100)
  run(clock, window, 0.5)
  let early = controller.table.contentOffset.y
  run(clock, window, 5)
  // The finger's 88.5 points, then the pan's release velocity (1,936 pt/s) over resistance 2.
  #expect(early > 500)
  #expect(abs(controller.table.contentOffset.y - 1056.5) < 0.5)
}

@MainActor @Test func anItemAddedAgainToUIKitDynamicsStartsFromItsCenterAsItIsThen() {
  let controller = HandScrolledController()
  let (clock, window, gestures) = trialHost(controller)
  gestures.drag(from: CGPoint(x: 187, y: 550), to: CGPoint(x: 187, y: 450), duration: 1)
  run(clock, window, 2)
  let first = controller.table.contentOffset.y
  // The animator paused; the second drag moves the offset, and its release re-adds the item.
  gestures.drag(from: CGPoint(x: 187, y: 550), to: CGPoint(x: 187, y: 350), duration: 1)
  run(clock, window, 2)
  #expect(first > 90)
  #expect(controller.table.contentOffset.y > first + 180)
}

/// A full-screen photo browser: its paging scroll view is made on first use from the view's
/// frame, and `viewWillAppear` lays the pages out through it.
private final class LazyPagerBrowser: UIViewController {
  private(set) var calls: [String] = []
  private(set) var pagersMade = 0
  lazy var pager: UIScrollView = makePager(frame: view.frame)

  private func makePager(frame: CGRect) -> UIScrollView {
    pagersMade += 1
    let pager = UIScrollView(frame: frame)
    pager.isPagingEnabled = true
    return pager
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
    view.addSubview(pager)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    calls.append("viewWillAppear")
    pager.contentSize = CGSize(width: pager.bounds.width * 4, height: pager.bounds.height)
    pager.contentOffset = CGPoint(x: pager.bounds.width * 2, y: 0)
  }
}

@MainActor @Test func aPresentedControllersViewLoadsBeforeItsFirstAppearanceCall() {
  let (clock, window, gestures) = trialHost(UIViewController())
  let browser = LazyPagerBrowser()
  window.rootViewController?.present(browser, animated: true)
  run(clock, window, 1)
  #expect(browser.calls == ["viewDidLoad", "viewWillAppear"])
  #expect(browser.pagersMade == 1)
  #expect(browser.pager.superview === browser.view)
  // The pager the browser scrolls is the one on screen: a fling turns its page.
  gestures.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1500, y: 0), distance: 100)
  run(clock, window, 1.5)
  #expect(abs(browser.pager.contentOffset.x - 3 * browser.pager.bounds.width) < 0.5)
}

/// An endless pager: fifteen pages, and whenever the offset strays more than a page and a half
/// from the middle copy it jumps back by whole pages of five.
private final class EndlessPager: UIScrollView, UIScrollViewDelegate {
  private(set) var jumps = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    isPagingEnabled = true
    contentSize = CGSize(width: frame.width * 15, height: frame.height)
    delegate = self
  }

  required init?(coder: NSCoder) { nil }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let middle = bounds.width * 5
    let copy = bounds.width * 5
    if contentOffset.x < middle - bounds.width * 1.5 {
      jumps += 1
      contentOffset.x += copy
    } else if contentOffset.x > middle + copy + bounds.width * 0.5 {
      jumps += 1
      contentOffset.x -= copy
    }
  }
}

@MainActor @Test func aPagerJumpingByWholePagesMidDragTurnsOnePageFromWhereTheFingerBegan() {
  let controller = UIViewController()
  let pager = EndlessPager(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  controller.view.addSubview(pager)
  let (clock, window, gestures) = trialHost(controller)
  // At 0 the first move jumps five pages on; the fling turns one page from there.
  gestures.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1500, y: 0), distance: 100)
  run(clock, window, 1.5)
  #expect(pager.jumps == 1)
  #expect(abs(pager.contentOffset.x - 6 * 375) < 0.5)
  // Past the last copy's end it jumps back five pages and turns one.
  pager.contentOffset.x = 10 * 375
  gestures.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1500, y: 0), distance: 100)
  run(clock, window, 1.5)
  #expect(pager.jumps == 2)
  #expect(abs(pager.contentOffset.x - 6 * 375) < 0.5)
}
