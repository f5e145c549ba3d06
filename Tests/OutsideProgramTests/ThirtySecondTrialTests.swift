import Foundation
import InertiaUIKit
import Testing

// The thirty-second porting trial's idioms, written as those programs write them: a control
// centre turning a segmented control's index into a scroll direction (CenteredCollectionView), a
// bar scrolling to a title it does not show whole (PagingMenu), and refresh views kept as a scroll
// view's associated objects, announced by hand to key-value observers (PullToRefresh).

/// Windows the tests' scenes keep alive (a view's window is weak).
@MainActor private var keptWindows: [UIWindow] = []

/// The keys of the refresh views a scroll view keeps as associated objects.
private enum RefreshKeys {
  nonisolated(unsafe) static var header = "test.refresh.header"
}

extension UIScrollView {
  /// A refresh header kept as an associated object, announced to observers of its key.
  var refreshHeader: UIView? {
    get { objc_getAssociatedObject(self, &RefreshKeys.header) as? UIView }
    set {
      willChangeValue(forKey: RefreshKeys.header)
      objc_setAssociatedObject(self, &RefreshKeys.header, newValue, .OBJC_ASSOCIATION_ASSIGN)
      didChangeValue(forKey: RefreshKeys.header)
    }
  }
}

/// A view observing its scroll view's key paths, recording what it hears.
final class RefreshWatcher: UIView {
  var heard: [String] = []
  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let value = change?[.newKey].map { "\($0)" } ?? "no value"
    heard.append("\(keyPath ?? "?"): \(value)")
  }
}

/// A carousel's controller: cards in a horizontal flow layout, remembering the taps it is told of.
final class CardsController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  let layout = UICollectionViewFlowLayout()
  lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  var selections: [Int] = []
  var deselections: [Int] = []
  var barBottomAtLoad: CGFloat?

  override func viewDidLoad() {
    super.viewDidLoad()
    barBottomAtLoad = navigationController?.navigationBar.frame.maxY
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 250, height: 400)
    layout.minimumLineSpacing = 20
    collectionView.frame = view.bounds
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selections.append(indexPath.item)
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    deselections.append(indexPath.item)
  }
}

/// A full-page layout that finds its current page in `invalidateLayout()`, as
/// CollectionViewPagingLayout does, and records the contexts it is handed.
final class PageTrackingLayout: UICollectionViewFlowLayout {
  var currentPage = 0
  var pageChanges: [Int] = []
  var everythingContexts = 0
  var boundsContexts = 0

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func invalidateLayout() {
    super.invalidateLayout()
    guard let collectionView, collectionView.bounds.width > 0 else { return }
    let page = Int((collectionView.contentOffset.x / collectionView.bounds.width).rounded())
    if page != currentPage {
      currentPage = page
      pageChanges.append(page)
    }
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything { everythingContexts += 1 } else { boundsContexts += 1 }
    super.invalidateLayout(with: context)
  }
}

@MainActor
@Suite struct ThirtySecondTrialTests {
  @Test func aPagingLayoutFindsItsPageInInvalidateLayoutAsTheUserSwipes() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    keptWindows.append(window)
    let layout = PageTrackingLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 375, height: 667)
    layout.minimumLineSpacing = 0
    let pages = CardsController()
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.isPagingEnabled = true
    collection.contentInsetAdjustmentBehavior = .never
    collection.dataSource = pages
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    window.addSubview(collection)
    window.layoutIfNeeded()
    clock.addDisplayLink { _ in window.layoutIfNeeded() }
    let everythingBefore = layout.everythingContexts
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1200, y: 0), distance: 150)
    clock.advance(by: 2)
    #expect(collection.contentOffset.x == 375)
    gestures.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1200, y: 0), distance: 150)
    clock.advance(by: 2)
    #expect(collection.contentOffset.x == 750)
    #expect(layout.pageChanges == [1, 2])
    // Every scroll's invalidation was the bounds change's own context, not a full one.
    #expect(layout.boundsContexts > 10)
    #expect(layout.everythingContexts == everythingBefore)
  }

  @Test func aTapOnTheSelectedCardTellsTheDelegateAgain() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    keptWindows.append(window)
    let controller = CardsController()
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.layoutIfNeeded()
    // The bar had its frame when the controller's view loaded.
    #expect(controller.barBottomAtLoad == 44)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let card = controller.collectionView.convert(CGPoint(x: 125, y: 333), to: window)
    gestures.tap(at: card)
    clock.advance(by: 0.5)
    gestures.tap(at: card)
    clock.advance(by: 0.5)
    #expect(controller.selections == [0, 0])
    #expect(controller.deselections.isEmpty)
    #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    gestures.tap(at: CGPoint(x: card.x + 200, y: card.y))
    clock.advance(by: 0.5)
    #expect(controller.selections == [0, 0, 1])
    #expect(controller.deselections == [0])
  }

  @Test func aSegmentIndexBecomesAScrollDirection() {
    let segments = UISegmentedControl()
    segments.insertSegment(withTitle: "Horizontal", at: 1, animated: false)
    segments.insertSegment(withTitle: "Vertical", at: 0, animated: false)
    segments.selectedSegmentIndex = 1
    #expect(UICollectionView.ScrollDirection(rawValue: segments.selectedSegmentIndex) == .horizontal)
    #expect(UICollectionView.ScrollDirection(rawValue: 0) == .vertical)
    #expect(UICollectionView.ScrollDirection(rawValue: 2) == nil)
    #expect(UICollectionViewFlowLayout.ScrollDirection.horizontal.rawValue == 1)
  }

  @Test func aBarScrollsToATitleItsVisibleRectDoesNotContain() {
    let visibleRect = CGRect(x: 0, y: 0, width: 375, height: 44)
    let shown = CGRect(x: 300, y: 0, width: 60, height: 44)
    let cut = CGRect(x: 340, y: 0, width: 60, height: 44)
    #expect(CGRectContainsRect(visibleRect, shown))
    #expect(!CGRectContainsRect(visibleRect, cut))
    #expect(CGRectContainsPoint(visibleRect, CGPoint(x: 0, y: 0)))
    #expect(!CGRectContainsPoint(visibleRect, CGPoint(x: 375, y: 10)))
    // Rectangles meeting along an edge do not intersect, as in Core Graphics.
    #expect(!CGRectIntersectsRect(visibleRect, CGRect(x: 375, y: 0, width: 10, height: 44)))
    #expect(CGRectIntersectsRect(visibleRect, cut))
    #expect(CGRectIntersection(visibleRect, cut) == CGRect(x: 340, y: 0, width: 35, height: 44))
    #expect(CGRectUnion(shown, cut) == CGRect(x: 300, y: 0, width: 100, height: 44))
    #expect(CGRectInset(shown, 10, 2) == CGRect(x: 310, y: 2, width: 40, height: 40))
    #expect(CGRectOffset(shown, -300, 4) == CGRect(x: 0, y: 4, width: 60, height: 44))
    #expect(CGRectIsEmpty(CGRect(x: 5, y: 5, width: 0, height: 10)) && !CGRectIsEmpty(shown))
    #expect(CGRectIsNull(CGRect.null) && !CGRectIsNull(.zero))
    #expect(
      CGRectEqualToRect(
        CGRect(x: 10, y: 10, width: -10, height: -10), CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(CGPointEqualToPoint(CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2)))
    #expect(!CGSizeEqualToSize(CGSize(width: 1, height: 2), CGSize(width: 2, height: 1)))
  }

  @Test func aHandAnnouncedChangeReachesTheKeysObservers() {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock(frameRate: 60))
    keptWindows.append(window)
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    let watcher = RefreshWatcher()
    table.addObserver(watcher, forKeyPath: RefreshKeys.header, options: .new, context: nil)
    let header = UIView()
    table.refreshHeader = header
    #expect(table.refreshHeader === header)
    #expect(watcher.heard == ["test.refresh.header: no value"])
    // A key views report comes with its value, announced or set.
    table.addObserver(watcher, forKeyPath: "contentInset", options: .new, context: nil)
    table.willChangeValue(forKey: "contentInset")
    table.didChangeValue(forKey: "contentInset")
    table.contentInset.top = 44
    #expect(
      Array(watcher.heard.dropFirst()) == [
        "contentInset: \(UIEdgeInsets.zero)",
        "contentInset: \(UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))",
      ])
    table.removeObserver(watcher, forKeyPath: RefreshKeys.header)
    table.refreshHeader = nil
    #expect(watcher.heard.count == 3)
  }
}
