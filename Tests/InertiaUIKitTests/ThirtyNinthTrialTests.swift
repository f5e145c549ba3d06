import Foundation
import InertiaUIKit
import Testing

// The thirty-ninth porting trial's idioms, written as those programs write them: a header scroll
// view that observes a list inside it by key-value observing and writes the list's old offset
// back while it moves itself (SJSegmentedViewController), and a paging calendar whose layout
// makes the counts its data source answers and whose delegate picks the page it stops on
// (JTAppleCalendar).

/// Runs `seconds` of frames, laying the window out after each.
@MainActor private func run(_ clock: ManualClock, _ window: UIWindow, _ seconds: Double) {
  for _ in 0..<Int(seconds * 60) {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
}

/// SJSegmentedScrollView's idiom: a 200-point header above a list; the scroll view observes the
/// list's offset and, while the header can still move, moves itself by the list's change and puts
/// the list back where it was (so the list's fling drives the header).
private final class HeaderScrollView: UIScrollView {
  let list = UITableView(frame: .zero, style: .plain)
  let headerHeight: CGFloat = 200
  private var observing = true

  override init(frame: CGRect) {
    super.init(frame: frame)
    bounces = false
    let header = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: headerHeight))
    addSubview(header)
    list.frame = CGRect(x: 0, y: headerHeight, width: frame.width, height: frame.height)
    addSubview(list)
    contentSize = CGSize(width: frame.width, height: headerHeight + frame.height)
    list.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  deinit { list.removeObserver(self, forKeyPath: "contentOffset", context: nil) }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard observing, let new = change?[.newKey] as? CGPoint, let old = change?[.oldKey] as? CGPoint else {
      return
    }
    let moved = new.y - old.y
    if moved > 0, contentOffset.y < headerHeight, new.y >= 0 {
      pin(old, header: min(contentOffset.y + moved, headerHeight))
    } else if moved < 0, contentOffset.y > 0, new.y < 0 {
      pin(old, header: max(contentOffset.y + moved, 0))
    }
  }

  private func pin(_ old: CGPoint, header: CGFloat) {
    observing = false
    contentOffset.y = header
    list.contentOffset = old
    observing = true
  }
}

private final class HeaderScene: UIViewController, UITableViewDataSource {
  private(set) var scroller: HeaderScrollView!

  override func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scroller = HeaderScrollView(frame: CGRect(x: 0, y: 20, width: 375, height: 647))
    scroller.contentInsetAdjustmentBehavior = .never
    scroller.list.contentInsetAdjustmentBehavior = .never
    scroller.list.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    scroller.list.rowHeight = 44
    scroller.list.dataSource = self
    view.addSubview(scroller)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// JTAppleCalendar's idiom: a layout whose `prepare()` caches the cells of each month, and a data
/// source that counts what the layout cached (none before it prepares).
private final class MonthLayout: UICollectionViewLayout {
  private(set) var cache: [Int: [CGRect]] = [:]
  private(set) var decorationKinds: [String] = []

  override func prepare() {
    guard let collectionView, cache.isEmpty else { return }
    let width = collectionView.bounds.width
    let size = CGSize(width: width / 7, height: collectionView.bounds.height / 6)
    for month in 0..<3 {
      cache[month] = (0..<42).map { day in
        CGRect(
          x: CGFloat(month) * width + CGFloat(day % 7) * size.width, y: CGFloat(day / 7) * size.height,
          width: size.width, height: size.height)
      }
    }
  }

  override var collectionViewContentSize: CGSize {
    guard let collectionView else { return .zero }
    return CGSize(
      width: CGFloat(cache.count) * collectionView.bounds.width, height: collectionView.bounds.height)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cache.flatMap { month, frames in
      frames.enumerated().compactMap { day, frame in
        guard frame.intersects(rect) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: day, section: month))
        attributes.frame = frame
        return attributes
      }
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let frame = cache[indexPath.section]?[indexPath.item] else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    return attributes
  }

  override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    super.register(viewClass, forDecorationViewOfKind: elementKind)
    decorationKinds.append(elementKind)
  }
}

/// A calendar that registers every supplementary view as a section header, as JTACMonthView does.
private final class CalendarView: UICollectionView {
  private(set) var registeredKinds: [String] = []

  override func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registeredKinds.append(elementKind)
    super.register(
      viewClass, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: identifier)
  }
}

private final class CalendarScene: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  let layout = MonthLayout()
  private(set) var calendar: CalendarView!
  private(set) var asked: [String] = []

  override func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    calendar = CalendarView(frame: CGRect(x: 0, y: 64, width: 375, height: 350), collectionViewLayout: layout)
    calendar.isPagingEnabled = true
    calendar.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "day")
    calendar.dataSource = self
    calendar.delegate = self
    view.addSubview(calendar)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    asked.append("items \(section): \(layout.cache[section]?.count ?? 0)")
    return layout.cache[section]?.count ?? 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "day", for: indexPath)
  }

  /// The calendar's forward decision: any drag forward goes to the next month.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let width = scrollView.frame.width
    targetContentOffset.pointee.x = (scrollView.contentOffset.x / width).rounded(.up) * width
  }
}

@MainActor @Suite struct ThirtyNinthTrialTests {
  @Test func aFlingOnThePinnedListMovesTheHeaderAwayAndGoesOnInTheList() {
    let scene = HeaderScene()
    let (clock, window, gestures) = trialHost(scene)
    let scroller = scene.scroller!
    gestures.fling(from: CGPoint(x: 187, y: 600), velocity: CGPoint(x: 0, y: -2000), distance: 120)
    run(clock, window, 3)
    // The header takes the first 200 points of the fling, the list the rest of it.
    #expect(scroller.contentOffset.y == 200)
    #expect(scroller.list.contentOffset.y == 887)
    #expect(!scroller.list.isDecelerating)
  }

  @Test func aFlingDownTheListBringsTheHeaderBackAndOneUpTakesItAwayAgain() {
    let scene = HeaderScene()
    let (clock, window, gestures) = trialHost(scene)
    let scroller = scene.scroller!
    gestures.drag(from: CGPoint(x: 187, y: 600), to: CGPoint(x: 187, y: 200), duration: 1, release: .stop)
    run(clock, window, 1)
    #expect(scroller.contentOffset.y == 200)
    #expect(scroller.list.contentOffset.y == 180)
    gestures.fling(from: CGPoint(x: 187, y: 300), velocity: CGPoint(x: 0, y: 2000), distance: 120)
    run(clock, window, 3)
    // The list runs to its top and the rest of the fling moves the header back into view; the
    // last half-point steps of the list's bounce back to its top move the header one point down
    // again and leave the list half a point above its top, as the observer writes them.
    #expect(scroller.contentOffset.y == 1)
    #expect(scroller.list.contentOffset.y == -0.5)
    // A fling up from half a point past the top goes on into the list after moving the header.
    gestures.fling(from: CGPoint(x: 187, y: 600), velocity: CGPoint(x: 0, y: -2000), distance: 120)
    run(clock, window, 3)
    #expect(scroller.contentOffset.y == 200)
    #expect(scroller.list.contentOffset.y == 874.5)
  }

  @Test func aLayoutPreparesBeforeItsCountsAreRead() {
    let scene = CalendarScene()
    let (clock, window, _) = trialHost(scene)
    run(clock, window, 0.1)
    let calendar = scene.calendar!
    #expect(calendar.numberOfItems(inSection: 0) == 42)
    #expect(scene.asked.prefix(3) == ["items 0: 42", "items 1: 42", "items 2: 42"])
    #expect(calendar.contentSize == CGSize(width: 1125, height: 350))
    #expect(calendar.visibleCells.count == 42)
  }

  @Test func aPagingCalendarStopsOnTheNearerPageWhateverItsDelegateAsks() {
    let scene = CalendarScene()
    let (clock, window, gestures) = trialHost(scene)
    let calendar = scene.calendar!
    // A slow 150-point drag forward: under half a page, so it springs back, as UIKit's paging
    // does (it logs "Stop offset can not be modified for paging scroll views").
    gestures.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.6, release: .stop)
    run(clock, window, 1.5)
    #expect(calendar.contentOffset.x == 0)
    gestures.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.6, release: .stop)
    run(clock, window, 1.5)
    #expect(calendar.contentOffset.x == 375)
    // The delegate's target is taken when paging is off.
    calendar.isPagingEnabled = false
    gestures.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.6, release: .stop)
    run(clock, window, 4)
    #expect(calendar.contentOffset.x == 750)
  }

  @Test func aCalendarAndItsLayoutOverrideTheirRegistrations() {
    let scene = CalendarScene()
    let (clock, window, _) = trialHost(scene)
    run(clock, window, 0.1)
    let calendar = scene.calendar!
    calendar.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "title")
    calendar.register(
      UINib(nibName: "MonthTitle", bundle: nil), forSupplementaryViewOfKind: "banner",
      withReuseIdentifier: "title")
    scene.layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "week")
    #expect(calendar.registeredKinds == [UICollectionView.elementKindSectionFooter])
    #expect(scene.layout.decorationKinds == ["week"])
  }

  @Test func unifiedLoggingKeepsWhatTheSystemLogPersists() {
    let log = OSLog(subsystem: "com.example.panel", category: "layout")
    #expect(log.subsystem == "com.example.panel" && log.category == "layout")
    #expect(log.isEnabled(type: .default) && log.isEnabled(type: .error) && log.isEnabled(type: .fault))
    #expect(!log.isEnabled(type: .debug) && !log.isEnabled(type: .info))
    #expect(!OSLog.disabled.isEnabled(type: .fault))
    os_log("%{public}@", log: .disabled, type: .debug, "dropped")
  }

  @Test func aCodersDelegateIsReadByKeyValueCoding() throws {
    let data = try NSKeyedArchiver.archivedData(withRootObject: NSArray(), requiringSecureCoding: false)
    let coder = try NSKeyedUnarchiver(forReadingFrom: data)
    #expect(coder.value(forKey: "delegate") == nil)
  }
}
