import Foundation
import InertiaUIKit
import Testing

// The thirtieth porting trial's idioms, written as those programs write them: a card stack layout
// narrowing `collectionView` to a non-optional (CardsLayout), a flow layout copying its
// superclass's attributes through `NSArray(array:copyItems:)` before changing them
// (VerticalCardSwiper), a layout that resets its caches when `invalidateEverything` says so and
// hears of the layout it replaces (LNZCollectionLayouts), a footer observing the pan recognizer's
// `state` (PullToRefreshKit) and an app extension's safe way to the shared application (Pageboy).

/// Cards stacked under the current page: the page's card centred, the next two 10 points further
/// right and lower in the stack, laid out again at every offset.
final class CardStackLayout: UICollectionViewLayout {
  override var collectionView: UICollectionView { super.collectionView! }

  override var collectionViewContentSize: CGSize {
    CGSize(
      width: collectionView.bounds.width * CGFloat(collectionView.numberOfItems(inSection: 0)),
      height: collectionView.bounds.height)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let width = collectionView.bounds.width
    let first = max(Int(collectionView.contentOffset.x / width), 0)
    let last = min(first + 3, collectionView.numberOfItems(inSection: 0))
    return (first..<last).map { index in
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
      attributes.size = CGSize(width: 200, height: 300)
      let depth = CGFloat(index - first)
      attributes.center = CGPoint(
        x: collectionView.contentOffset.x + width / 2 + 10 * depth, y: collectionView.bounds.midY + 10 * depth
      )
      attributes.zIndex = 3 - (index - first)
      return attributes
    }
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// A flow layout that hands out copies of its superclass's attributes, moved 5 points right and
/// half transparent.
final class ShiftedCopiesLayout: UICollectionViewFlowLayout {
  func originals(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    super.layoutAttributesForElements(in: rect) ?? []
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let items = NSArray(array: super.layoutAttributesForElements(in: rect)!, copyItems: true)
    for object in items {
      if let attributes = object as? UICollectionViewLayoutAttributes {
        attributes.frame.origin.x += 5
        attributes.alpha = 0.5
      }
    }
    return items as? [UICollectionViewLayoutAttributes]
  }
}

/// The context class a layout names for its invalidations.
final class ResettingContext: UICollectionViewLayoutInvalidationContext {}

/// A layout that records its invalidations and the changes of layouts it takes part in.
final class RecordingLayout: UICollectionViewLayout {
  var events: [String] = []
  override class var invalidationContextClass: AnyClass { ResettingContext.self }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    events.append(
      "invalidate \(context is ResettingContext ? "resetting" : "plain") all=\(context.invalidateEverything)")
    super.invalidateLayout(with: context)
  }
  override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
    events.append("from old, attached=\(oldLayout.collectionView != nil)")
  }
  override func prepareForTransition(to newLayout: UICollectionViewLayout) { events.append("to new") }
  override func finalizeLayoutTransition() { events.append("finalize") }
}

/// A footer that records the pan recognizer's state each time it is told of a change.
final class PanStateFooter: UIView {
  weak var scrollView: UIScrollView?
  var states: [UIGestureRecognizer.State] = []
  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard keyPath == "state", let state = scrollView?.panGestureRecognizer.state, states.last != state else {
      return
    }
    states.append(state)
  }
}

/// A pager that learns its page index in `setViewControllers`' completion and answers its
/// neighbours from it, as Pageboy does.
final class IndexLearningPager: UIViewController, UIPageViewControllerDataSource {
  let pages = (0..<4).map { _ in UIViewController() }
  let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
  var index: Int?

  override func viewDidLoad() {
    super.viewDidLoad()
    pager.dataSource = self
    addChild(pager)
    view.addSubview(pager.view)
    pager.view.frame = view.bounds
    pager.didMove(toParent: self)
    pager.setViewControllers([pages[0]], direction: .forward, animated: false) { _ in self.index = 0 }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  )
    -> UIViewController?
  {
    guard let index, index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  )
    -> UIViewController?
  {
    guard let index, index < pages.count - 1 else { return nil }
    return pages[index + 1]
  }
}

/// Five numbered cells.
final class FiveCards: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }
}

/// A 300 x 400 collection view of five cards in `layout`, in a window on `clock`, laid out before
/// every frame.
@MainActor func cardCollection(_ layout: UICollectionViewLayout, clock: ManualClock, source: FiveCards)
  -> (UIWindow, UICollectionView)
{
  let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 1, clock: clock)
  let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
  collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
  collection.dataSource = source
  window.addSubview(collection)
  window.layoutIfNeeded()
  clock.addDisplayLink { _ in window.layoutIfNeeded() }
  return (window, collection)
}

@MainActor
@Suite struct ThirtiethTrialTests {
  @Test func aLayoutNarrowingItsCollectionViewStacksCardsUnderThePage() {
    let clock = ManualClock()
    let source = FiveCards()
    let (window, collection) = cardCollection(CardStackLayout(), clock: clock, source: source)
    collection.isPagingEnabled = true
    #expect(collection.contentSize == CGSize(width: 1500, height: 400))
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.center == CGPoint(x: 150, y: 200))
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.center == CGPoint(x: 160, y: 210))
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.layer.zPosition == 2)
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)

    GestureSynthesizer(window: window, clock: clock).fling(
      from: CGPoint(x: 250, y: 200), velocity: CGPoint(x: -1500, y: 0), distance: 100)
    clock.advance(by: 1.5)
    #expect(collection.contentOffset.x == 300)
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.center == CGPoint(x: 450, y: 200))
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.center == CGPoint(x: 470, y: 220))
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.layer.zPosition == 1)
  }

  @Test func copiesMadeThroughNSArrayLeaveTheSuperclassAttributesAlone() {
    let layout = ShiftedCopiesLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    let source = FiveCards()
    let (_, collection) = cardCollection(layout, clock: ManualClock(), source: source)
    let rect = CGRect(x: 0, y: 0, width: 300, height: 400)
    let first = layout.layoutAttributesForElements(in: rect)?.first
    let second = layout.layoutAttributesForElements(in: rect)?.first
    #expect(first?.frame == CGRect(x: 5, y: 0, width: 100, height: 50))
    #expect(second?.frame == CGRect(x: 5, y: 0, width: 100, height: 50))
    #expect(layout.originals(in: rect).first?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(layout.originals(in: rect).first?.alpha == 1)
    let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell?.frame.minX == 5)
    #expect(cell?.alpha == 0.5)
  }

  @Test func invalidatingEverythingUsesTheLayoutsContextAndANewLayoutHearsOfTheOldOne() {
    let first = RecordingLayout()
    let source = FiveCards()
    let (_, collection) = cardCollection(first, clock: ManualClock(), source: source)
    first.events = []
    first.invalidateLayout()
    #expect(first.events == ["invalidate resetting all=true"])
    #expect(first.invalidationContext(forBoundsChange: collection.bounds) is ResettingContext)

    let second = RecordingLayout()
    first.events = []
    collection.collectionViewLayout = second
    #expect(first.events == ["to new"])
    #expect(second.events == ["from old, attached=true", "invalidate resetting all=true", "finalize"])
    #expect(first.collectionView == nil)
    #expect(second.collectionView === collection)
  }

  @Test func aFooterObservingThePanRecognizerSeesTheDragBeginAndEnd() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 1, clock: clock)
    let scroll = UIScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 300, height: 1200)
    window.addSubview(scroll)
    let footer = PanStateFooter(frame: CGRect(x: 0, y: 1200, width: 300, height: 44))
    footer.scrollView = scroll
    scroll.addSubview(footer)
    scroll.panGestureRecognizer.addObserver(footer, forKeyPath: "state", options: [.old, .new], context: nil)
    GestureSynthesizer(window: window, clock: clock).drag(
      from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.3, release: .stop)
    #expect(Array(footer.states.prefix(3)) == [.began, .changed, .ended])
    #expect(scroll.contentOffset.y == 190)  // The pan begins after its 10-point slop.

    scroll.panGestureRecognizer.removeObserver(footer, forKeyPath: "state", context: nil)
    footer.states = []
    GestureSynthesizer(window: window, clock: clock).drag(
      from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 250), duration: 0.3, release: .stop)
    #expect(footer.states.isEmpty)
  }

  @Test func aPagerLearningItsIndexInTheCompletionIsAskedForNeighboursAfterIt() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 1, clock: clock)
    let controller = IndexLearningPager()
    window.rootViewController = controller
    window.layoutIfNeeded()
    clock.addDisplayLink { _ in window.layoutIfNeeded() }
    let scroll = controller.pager.view.subviews.compactMap { $0 as? UIScrollView }.first
    // The current page and the one after it, asked for after the completion: the queuing scroll
    // view takes off only the missing page before (a negative inset of one page).
    #expect(scroll.map { $0.contentInset.left == -$0.bounds.width && $0.contentInset.right == 0 } == true)
    GestureSynthesizer(window: window, clock: clock).fling(
      from: CGPoint(x: 250, y: 200), velocity: CGPoint(x: -1500, y: 0), distance: 100)
    clock.advance(by: 1.5)
    #expect(controller.pager.viewControllers?.first === controller.pages[1])
  }

  @Test func theSharedApplicationIsReachedByItsSelectorAndFlagsAreKept() {
    #expect(UIApplication.responds(to: NSSelectorFromString("sharedApplication")))
    #expect(!UIApplication.responds(to: NSSelectorFromString("terminate")))
    let shared = UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue()
    #expect((shared as? UIApplication) === UIApplication.shared)
    #expect(UIApplication.perform(NSSelectorFromString("terminate")) == nil)

    let control = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    control.isOpaque = false
    #expect(!control.isOpaque && !control.layer.isOpaque)
    control.isOpaque = true
    #expect(control.layer.isOpaque)
    let mask = CALayer()
    control.layer.mask = mask
    #expect(control.layer.mask === mask)
  }
}
