import Foundation
import InertiaUIKit
import Testing

// The twenty-seventh porting trial's idioms, written as those programs write them: block-based
// key-value observing of a scroll view's offset (IQPullToRefresh), a pull-to-refresh holding its
// inset while the content springs back (Yalantis' PullToRefresh), a flow layout keeping the items
// on screen in place across insertions at the front (StableCollectionViewLayout), the older top
// and bottom layout guides (SwiftPageMenu), a page view controller subclass made with `init()`
// (TabPageScrollViewController), a pan cancelled through key-value coding, and a window's
// `overrideUserInterfaceStyle`.

/// A flow layout that keeps the first visible item where it was across a batch update, as
/// StableCollectionViewLayout does: it notes the item's frame when the layout is invalidated for
/// the new counts, then moves the offset by how far the item moved once the update is applied.
final class InPlaceFlowLayout: UICollectionViewFlowLayout {
  var updates: [UICollectionViewUpdateItem] = []
  var contexts: [(everything: Bool, counts: Bool)] = []
  private var anchor: (path: IndexPath, minY: CGFloat)?

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    contexts.append((context.invalidateEverything, context.invalidateDataSourceCounts))
    if !context.invalidateEverything, let first = collectionView?.indexPathsForVisibleItems.min(),
      let frame = layoutAttributesForItem(at: first)?.frame
    {
      anchor = (first, frame.minY)
    }
    super.invalidateLayout(with: context)
  }

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    updates = updateItems
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    guard let anchor, let collectionView else { return }
    let insertedBefore = updates.filter {
      $0.updateAction == .insert && ($0.indexPathAfterUpdate?.item ?? .max) <= anchor.path.item
    }.count
    let moved = IndexPath(item: anchor.path.item + insertedBefore, section: anchor.path.section)
    guard let frame = layoutAttributesForItem(at: moved)?.frame else { return }
    collectionView.contentOffset.y += frame.minY - anchor.minY
    self.anchor = nil
  }
}

/// A feed of numbered 100-point rows that can put rows in front of the first.
final class FrontLoadedFeed: NSObject, UICollectionViewDataSource {
  var items = (0..<50).map { "\($0)" }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    items.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }
}

/// A page view controller that always scrolls, whatever style it is made with.
final class ScrollingPages: UIPageViewController {
  override init(
    transitionStyle _: UIPageViewController.TransitionStyle,
    navigationOrientation _: UIPageViewController.NavigationOrientation,
    options _: [UIPageViewController.OptionsKey: Any]? = nil
  ) {
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [:])
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Three pages that follow their scroll progress by making themselves the delegate of the page view
/// controller's scroll view, as a tab page controller does.
final class ProgressPages: UIPageViewController, UIPageViewControllerDataSource, UIScrollViewDelegate {
  let pages = (0..<3).map { _ in UIViewController() }
  var offsets: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    view.subviews.compactMap { $0 as? UIScrollView }.first?.delegate = self
    setViewControllers([pages[0]], direction: .forward, animated: false)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    pages.firstIndex(of: viewController).flatMap { $0 < 2 ? pages[$0 + 1] : nil }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.x) }
}

/// A pull-to-refresh's label, made by overriding UILabel's designated initializer.
final class RefreshStatusLabel: UILabel {
  override init(frame: CGRect) {
    super.init(frame: frame)
    textAlignment = .center
    text = "Pull to refresh..."
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A view recording the styles its traits changed from.
final class StyleWatcher: UIView {
  var previousStyles: [UIUserInterfaceStyle] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
  }
}

/// A pan that gives up through key-value coding once it went 30 points sideways, as a paging
/// menu's pan does.
final class SidewaysPanBlocker {
  var states: [UIGestureRecognizer.State] = []
  func pan(_ pan: UIPanGestureRecognizer) {
    states.append(pan.state)
    if pan.state == .changed, abs(pan.translation(in: pan.view).x) > 30 {
      pan.setValue(UIGestureRecognizer.State.cancelled.rawValue, forKey: "state")
    }
  }
}

/// A list whose first row sticks to the top once scrolled and is raised over the rows then, as a
/// pinned header row is: only its `zIndex` changes from 0 to 5.
final class RaisedFirstRowLayout: UICollectionViewLayout {
  override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 2000) }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    let offset = collectionView?.contentOffset.y ?? 0
    let top = CGFloat(indexPath.item) * 100
    attributes.frame = CGRect(x: 0, y: indexPath.item == 0 ? max(top, offset) : top, width: 320, height: 100)
    attributes.zIndex = indexPath.item == 0 && offset > 0 ? 5 : 0
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    (0..<20).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { $0.frame.intersects(rect) }
  }
}

/// `count` plain items in one section, each a cell registered as `reuseIdentifier`.
final class PlainItems: NSObject, UICollectionViewDataSource {
  let count: Int
  let reuseIdentifier: String

  init(count: Int, reuseIdentifier: String) {
    self.count = count
    self.reuseIdentifier = reuseIdentifier
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    count
  }
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
  }
}

@MainActor
@Suite struct TwentySeventhTrialTests {
  @Test func aCellRaisedByItsZIndexAloneIsRestackedAndItsLayerFollows() {
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock())
    let rows = PlainItems(count: 20, reuseIdentifier: "row")
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: RaisedFirstRowLayout())
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    collection.dataSource = rows
    window.addSubview(collection)
    window.layoutIfNeeded()
    let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
    #expect(first.layer.zPosition == 0)
    collection.contentOffset = CGPoint(x: 0, y: 150)
    collection.layoutIfNeeded()
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
    #expect(first.frame.minY == 150)
    #expect(first.layer.zPosition == 5)
    let cells = collection.subviews.compactMap { $0 as? UICollectionViewCell }
    #expect(cells.last === first)
    collection.contentOffset = .zero
    collection.layoutIfNeeded()
    #expect(first.layer.zPosition == 0)
  }

  @Test func blockObservationsReportTheOffsetUntilInvalidated() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    var offsets: [(new: CGFloat?, old: CGFloat?)] = []
    var sizes: [CGFloat?] = []
    let token = scrollView.observe(\.contentOffset, options: [.initial, .new, .old]) { view, change in
      #expect(view === scrollView)
      offsets.append((change.newValue?.y, change.oldValue?.y))
    }
    let sizeToken = scrollView.observe(\.contentSize, options: .new) { _, change in
      sizes.append(change.newValue?.height)
    }
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scrollView.contentSize = CGSize(width: 320, height: 3000)
    token.invalidate()
    scrollView.contentOffset = CGPoint(x: 0, y: 200)
    #expect(offsets.count == 2)
    #expect(offsets.first?.new == 0 && offsets.first?.old == nil)
    #expect(offsets.last?.new == 100 && offsets.last?.old == 0)
    #expect(sizes == [3000])
    withExtendedLifetime(sizeToken) {}
  }

  @Test func aReleasedObservationIsNoLongerCalled() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    var calls = 0
    var token: NSKeyValueObservation? = scrollView.observe(\.contentOffset) { _, _ in calls += 1 }
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    #expect(token != nil)
    token = nil
    scrollView.contentOffset = CGPoint(x: 0, y: 80)
    #expect(calls == 1)
  }

  /// A window on the manual clock with a 375 x 667 scroll view of 880 pt of content and no
  /// automatic insets (PullToRefresh's demo table), laid out.
  static func springingTable() -> (ManualClock, UIWindow, UIScrollView) {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    let table = UIScrollView(frame: window.bounds)
    table.contentInsetAdjustmentBehavior = .never
    table.contentSize = CGSize(width: 375, height: 880)
    window.addSubview(table)
    window.layoutIfNeeded()
    return (clock, window, table)
  }

  @Test func aPullToRefreshHoldsItsInsetWhileTheContentSpringsBack() {
    let (clock, window, table) = Self.springingTable()
    var loading = false
    let token = table.observe(\.contentOffset) { scrollView, _ in
      guard !loading, !scrollView.isDragging, scrollView.contentOffset.y < -40 else { return }
      loading = true
      // As Yalantis' PullToRefresh: bounces off, the refresher's height as inset, held there.
      scrollView.bounces = false
      scrollView.contentInset.top = 40
      scrollView.contentOffset = CGPoint(x: 0, y: -40)
    }
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), duration: 0.6, release: .stop)
    clock.advance(by: 1 / 60)
    #expect(loading)
    clock.advance(by: 1)
    #expect(table.contentOffset.y == -40)
    #expect(!table.isDecelerating)
    withExtendedLifetime(token) {}
  }

  @Test func anInsetAddedWhileTheContentSpringsBackIsWhereItComesToRest() {
    let (clock, window, table) = Self.springingTable()
    table.contentOffset = CGPoint(x: 0, y: 213)
    var offsets: [CGFloat] = []
    let token = table.observe(\.contentOffset) { scrollView, _ in
      if scrollView.contentInset.bottom == 0, !scrollView.isDragging, scrollView.contentOffset.y > 253 {
        // As a bottom refresher starting to load: its height as inset, bounces off meanwhile.
        scrollView.bounces = false
        scrollView.contentInset.bottom = 40
      }
      offsets.append(scrollView.contentOffset.y)
    }
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 0.6, release: .stop)
    let released = offsets.count
    clock.advance(by: 1)
    #expect(table.contentInset.bottom == 40)
    #expect(table.contentOffset.y == 253)
    #expect(offsets[released...].allSatisfy { $0 >= 253 })
    #expect(!table.isDecelerating)
    withExtendedLifetime(token) {}
  }

  @Test func batchUpdatesTellTheLayoutTheirItemsAndKeepItsOffsetChange() {
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock())
    let layout = InPlaceFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 100)
    layout.minimumLineSpacing = 0
    let feed = FrontLoadedFeed()
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    collection.dataSource = feed
    window.addSubview(collection)
    window.layoutIfNeeded()
    collection.contentOffset = CGPoint(x: 0, y: 1000)
    collection.layoutIfNeeded()
    feed.items.insert(contentsOf: ["a", "b", "c", "d", "e"], at: 0)
    collection.performBatchUpdates {
      collection.insertItems(at: (0..<5).map { IndexPath(item: $0, section: 0) })
    }
    #expect(layout.updates.map(\.updateAction) == Array(repeating: .insert, count: 5))
    #expect(layout.updates.map(\.indexPathAfterUpdate?.item) == [0, 1, 2, 3, 4])
    #expect(layout.contexts.last?.everything == false && layout.contexts.last?.counts == true)
    #expect(collection.contentOffset.y == 1500)
    collection.layoutIfNeeded()
    #expect(collection.indexPathsForVisibleItems.min() == IndexPath(item: 15, section: 0))
    #expect(UICollectionViewUpdateItem.Action.none != .insert)
  }

  @Test func topAndBottomLayoutGuidesFollowTheSafeArea() {
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 3, clock: ManualClock())
    let controller = UIViewController()
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
    let pinned = UIView()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(pinned)
    NSLayoutConstraint.activate([
      pinned.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
      pinned.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
      pinned.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      pinned.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
    ])
    window.layoutIfNeeded()
    let insets = controller.view.safeAreaInsets
    #expect(insets.top > 0 && insets.bottom == 30)
    #expect(controller.topLayoutGuide.length == insets.top)
    #expect(controller.bottomLayoutGuide.length == insets.bottom)
    #expect(pinned.frame == CGRect(x: 0, y: insets.top, width: 390, height: 844 - insets.top - insets.bottom))
    #expect(controller.topLayoutGuide === controller.topLayoutGuide)
  }

  @Test func aPageViewControllerSubclassMadeWithInitUsesItsOverride() {
    #expect(ScrollingPages().transitionStyle == .scroll)
    #expect(UIPageViewController().transitionStyle == .pageCurl)
    #expect(UIPageViewController().navigationOrientation == .horizontal)
  }

  @Test func pagesTurnWhenASubclassIsTheirScrollViewsDelegate() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let pages = ProgressPages(transitionStyle: .scroll, navigationOrientation: .horizontal)
    window.rootViewController = pages
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    GestureSynthesizer(window: window, clock: clock).drag(
      from: CGPoint(x: 280, y: 240), to: CGPoint(x: 40, y: 240), duration: 0.25)
    clock.advance(by: 1)
    #expect(pages.viewControllers?.first === pages.pages[1])
    #expect((pages.offsets.max() ?? 0) >= 230)
  }

  @Test func aLabelSubclassOverridesInitWithFrame() {
    let label = RefreshStatusLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(label.textAlignment == .center && label.text == "Pull to refresh...")
    #expect(label.frame.width == 200)
    #expect(RefreshStatusLabel().textAlignment == .center)
    let titled = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20), text: "Title")
    #expect(titled.text == "Title" && titled.isAccessibilityElement)
    #expect(UILabel(frame: .zero).text == nil)
  }

  @Test func aPanCancelledByKeyValueCodingStops() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let blocker = SidewaysPanBlocker()
    let pan = UIPanGestureRecognizer()
    pan.addTarget { recognizer in
      if let pan = recognizer as? UIPanGestureRecognizer { blocker.pan(pan) }
    }
    window.addGestureRecognizer(pan)
    window.layoutIfNeeded()
    GestureSynthesizer(window: window, clock: clock).drag(
      from: CGPoint(x: 50, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.5)
    #expect(blocker.states.first == .began)
    #expect(blocker.states.last == .cancelled)
    #expect(blocker.states.filter { $0 == .cancelled }.count == 1)
    #expect(pan.value(forKey: "state") as? UIGestureRecognizer.State == pan.state)
    pan.setValue(false, forKey: "enabled")
    #expect(!pan.isEnabled)
  }

  @Test func anOverriddenInterfaceStyleReachesTheSubtree() {
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock())
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let watcher = StyleWatcher()
    let inner = StyleWatcher()
    controller.view.addSubview(watcher)
    watcher.addSubview(inner)
    let base = watcher.traitCollection.userInterfaceStyle
    window.overrideUserInterfaceStyle = .dark
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    #expect(inner.previousStyles == [base])
    watcher.overrideUserInterfaceStyle = .light
    #expect(watcher.traitCollection.userInterfaceStyle == .light)
    #expect(inner.traitCollection.userInterfaceStyle == .light)
    #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    controller.overrideUserInterfaceStyle = .light
    #expect(controller.view.traitCollection.userInterfaceStyle == .light)
    #expect(inner.previousStyles == [base, .dark])
  }
}
