import Foundation
import InertiaUIKit
import Testing

// The twenty-sixth porting trial's idioms, written as those programs write them: a stack of child
// controllers sized by their preferred content size inside one scroll view that drives a nested
// table, a grid layout pinning its first row and column by moving its cached attributes, Swift 3
// names for swipe directions, run loop modes and application notifications, and layouts naming
// their own class.

/// A child controller stating its height the way a stacked container reads it.
final class StackedPanel: UIViewController {
  init(height: CGFloat) {
    super.init(nibName: nil, bundle: nil)
    preferredContentSize = CGSize(width: 0, height: height)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A container recording the children that tell it their preferred size changed.
final class PanelStack: UIViewController {
  var changes: [(UIContentContainer, CGFloat)] = []
  override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    changes.append((container, container.preferredContentSize.height))
  }
}

/// An outer scroll view that drives a nested table: the table keeps the outer view's visible part
/// of its rows, pinned to the top once its section reaches it, as a scrolling stack does.
final class NestedTableDriver: NSObject, UIScrollViewDelegate, UITableViewDataSource {
  let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let table = UITableView(frame: .zero, style: .plain)
  let tableTop: CGFloat = 200

  override init() {
    super.init()
    table.dataSource = self
    table.rowHeight = 60
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    outer.delegate = self
    outer.addSubview(table)
    table.reloadData()
    table.layoutIfNeeded()
    outer.contentSize = CGSize(width: 320, height: tableTop + table.contentSize.height)
    scrollViewDidScroll(outer)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    table.isScrollEnabled = false
    let offset = scrollView.contentOffset.y
    let scrolledIn = max(0, offset - tableTop)
    let top = max(tableTop, offset)
    let height = min(scrollView.bounds.height - (top - offset), table.contentSize.height - scrolledIn)
    table.frame = CGRect(x: 0, y: top, width: 320, height: max(0, height))
    table.contentOffset = CGPoint(x: 0, y: scrolledIn)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A grid whose first row and first column stay in view: `prepare()` moves the cached attributes
/// of those cells to the scroll position, and every bounds change invalidates the layout.
final class PinnedGridLayout: UICollectionViewLayout {
  let columns = 6
  let cellSize = CGSize(width: 100, height: 40)
  var cached: [[UICollectionViewLayoutAttributes]] = []

  override func prepare() {
    guard let collectionView else { return }
    if cached.count != collectionView.numberOfSections {
      cached = (0..<collectionView.numberOfSections).map { row in
        (0..<columns).map { column in
          let attributes = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: column, section: row))
          attributes.frame = CGRect(
            x: CGFloat(column) * cellSize.width, y: CGFloat(row) * cellSize.height,
            width: cellSize.width, height: cellSize.height)
          attributes.zIndex = row == 0 && column == 0 ? 1024 : (row == 0 || column == 0 ? 1023 : 0)
          return attributes
        }
      }
    }
    for row in cached.indices {
      for attributes in cached[row] where attributes.indexPath.section == 0 || attributes.indexPath.item == 0
      {
        if attributes.indexPath.section == 0 { attributes.frame.origin.y = collectionView.contentOffset.y }
        if attributes.indexPath.item == 0 { attributes.frame.origin.x = collectionView.contentOffset.x }
      }
    }
  }
  override var collectionViewContentSize: CGSize {
    CGSize(width: CGFloat(columns) * cellSize.width, height: CGFloat(cached.count) * cellSize.height)
  }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cached.flatMap { $0.filter { rect.intersects($0.frame) } }
  }
  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cached[indexPath.section][indexPath.item]
  }
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// Thirty rows of six cells.
final class GridSource: NSObject, UICollectionViewDataSource {
  func numberOfSections(in collectionView: UICollectionView) -> Int { 30 }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A list of folding cards: every row self-sizes by default, but the delegate answers each row's
/// height from its own state, and a tap unfolds the row inside an animation block.
final class FoldingCards: UITableViewController {
  var heights = Array(repeating: CGFloat(179), count: 10)
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "card")
    tableView.estimatedRowHeight = 179
    tableView.rowHeight = UITableView.automaticDimension
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    heights.count
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
  }
  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath.row]
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    heights[indexPath.row] = heights[indexPath.row] == 179 ? 488 : 179
    UIView.animate(withDuration: 0.5) {
      tableView.beginUpdates()
      tableView.endUpdates()
    }
  }
}

/// An app delegate recording the order of its launch calls and the notifications around them.
final class LaunchRecorder: UIResponder, UIApplicationDelegate {
  var log: [String] = []
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    log.append("didFinishLaunching")
    return true
  }
  func applicationDidBecomeActive(_ application: UIApplication) { log.append("applicationDidBecomeActive") }
}

@MainActor
@Suite struct TwentySixthTrialTests {
  @Test func aChildsPreferredContentSizeIsToldToItsParent() {
    let stack = PanelStack()
    let panel = StackedPanel(height: 200)
    #expect(panel.preferredContentSize.height == 200)
    stack.addChild(panel)
    panel.didMove(toParent: stack)
    panel.preferredContentSize = CGSize(width: 0, height: 320)
    panel.preferredContentSize = CGSize(width: 0, height: 320)  // Unchanged: not told again.
    #expect(stack.changes.count == 1)
    #expect(stack.changes.first?.0 === panel)
    #expect(stack.changes.first?.1 == 320)
    let parentSize = CGSize(width: 390, height: 844)
    #expect(stack.size(forChildContentContainer: panel, withParentContainerSize: parentSize) == parentSize)
    #expect(UIViewController().preferredContentSize == .zero)
  }

  @Test func anOuterScrollViewDrivesItsNestedTablesRows() {
    let driver = NestedTableDriver()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(driver.outer)
    window.layoutIfNeeded()
    #expect(driver.table.frame == CGRect(x: 0, y: 200, width: 320, height: 280))
    #expect(driver.table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2, 3, 4])
    driver.outer.contentOffset = CGPoint(x: 0, y: 500)
    window.layoutIfNeeded()
    // 300 points into the rows: the table is pinned at the outer top and shows rows 5 to 12.
    #expect(driver.table.frame == CGRect(x: 0, y: 500, width: 320, height: 480))
    #expect(driver.table.contentOffset.y == 300)
    #expect(driver.table.indexPathsForVisibleRows?.map(\.row) == Array(5...12))
    #expect(driver.outer.contentSize.height == 1400)
  }

  @Test func aGridKeepsItsFirstRowAndColumnInViewAsItScrolls() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let source = GridSource()
    let grid = UICollectionView(frame: window.bounds, collectionViewLayout: PinnedGridLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    grid.dataSource = source
    window.addSubview(grid)
    window.layoutIfNeeded()
    func frame(_ row: Int, _ column: Int) -> CGRect? {
      grid.cellForItem(at: IndexPath(item: column, section: row))?.frame
    }
    #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
    grid.contentOffset = CGPoint(x: 150, y: 400)
    window.layoutIfNeeded()
    // The corner stays at the scroll position; the header row and the first column slide along it.
    #expect(frame(0, 0) == CGRect(x: 150, y: 400, width: 100, height: 40))
    #expect(frame(0, 3) == CGRect(x: 300, y: 400, width: 100, height: 40))
    #expect(frame(15, 0) == CGRect(x: 150, y: 600, width: 100, height: 40))
    #expect(frame(15, 3) == CGRect(x: 300, y: 600, width: 100, height: 40))
    // UIKit copies each cell's zIndex into its layer's zPosition, and stacks the corner on top.
    let corner = grid.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(corner?.layer.zPosition == 1024)
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 15))?.layer.zPosition == 1023)
    #expect(grid.cellForItem(at: IndexPath(item: 3, section: 15))?.layer.zPosition == 0)
    #expect(grid.subviews.last { $0 is UICollectionViewCell } === corner)
  }

  @Test func swift3NamesForSwipesRunLoopsAndTheApplicationCompile() {
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = .left
    var page = 3
    switch swipe.direction {
    case UISwipeGestureRecognizerDirection.left: page += 1
    case UISwipeGestureRecognizerDirection.right: page -= 1
    default: break
    }
    #expect(page == 4)
    let mode: RunLoopMode = .commonModes
    #expect(mode == RunLoop.Mode.common)
    #expect(
      NSNotification.Name.UIApplicationWillEnterForeground == UIApplication.willEnterForegroundNotification)
    #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
  }

  @Test func layoutsNameTheirOwnClass() {
    let layout: UICollectionViewLayout = PinnedGridLayout()
    #expect(type(of: layout).description().hasSuffix(".PinnedGridLayout"))
    #expect(UICollectionViewFlowLayout.description().hasSuffix("CollectionViewFlowLayout"))
  }

  @Test func launchingPostsTheApplicationsNotificationsAfterItsDelegateCalls() {
    let recorder = LaunchRecorder()
    let center = NotificationCenter.default
    let names = [UIApplication.didFinishLaunchingNotification, .UIApplicationDidBecomeActive]
    let tokens = names.map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { note in
        let posted = note.name.rawValue
        MainActor.assumeIsolated { recorder.log.append(posted) }
      }
    }
    UIApplication.shared.launch(delegate: recorder)
    tokens.forEach(center.removeObserver)
    #expect(
      recorder.log == [
        "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification", "applicationDidBecomeActive",
        "UIApplicationDidBecomeActiveNotification",
      ])
  }

  @Test func theDelegatesRowHeightsWinOverAnAutomaticRowHeight() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let cards = FoldingCards(style: .plain)
    window.rootViewController = cards
    window.layoutIfNeeded()
    let table = cards.tableView!
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 179)
    #expect(table.contentSize.height == 1790)
    #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2, 3])
    cards.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))
    window.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 488)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 488)
    #expect(table.contentSize.height == 2099)
  }
}
