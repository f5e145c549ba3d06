import Foundation
import InertiaUIKit
import Testing

// The thirty-fourth porting trial's idioms, written as those programs write them: a list that turns
// into a grid through an interactive layout transition driven by a display link, with touches
// ignored meanwhile (DisplaySwitcher), a table appearance set in the application delegate and a
// navigation controller asking whether it has a pop gesture (CRRefresh's demo).

/// Windows the tests' scenes keep alive (a view's window is weak).
@MainActor private var keptWindows: [UIWindow] = []

/// Attributes carrying how far a change of layouts has gone and where the cell is going.
final class SwitchAttributes: UICollectionViewLayoutAttributes {
  var progress: CGFloat = 0
  var goal: CGRect = .zero

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! SwitchAttributes
    copy.progress = progress
    copy.goal = goal
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? SwitchAttributes, other.progress == progress, other.goal == goal else {
      return false
    }
    return super.isEqual(object)
  }
}

/// Rows of equal cells in `columns` columns, keeping the offset's row across a change of layouts.
final class ColumnsLayout: UICollectionViewLayout {
  let columns: Int
  let rowHeight: CGFloat
  private var cached: [SwitchAttributes] = []
  private var offsetBeforeTransition: CGPoint?
  var finalized = 0

  init(columns: Int, rowHeight: CGFloat) {
    self.columns = columns
    self.rowHeight = rowHeight
    super.init()
  }

  required init?(coder: NSCoder) { fatalError("no archives") }

  override class var layoutAttributesClass: AnyClass { SwitchAttributes.self }

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let width = collectionView.bounds.width / CGFloat(columns)
    cached = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
      let attributes = SwitchAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(
        x: CGFloat(item % columns) * width, y: CGFloat(item / columns) * rowHeight, width: width,
        height: rowHeight)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: cached.last.map { $0.frame.maxY } ?? 0)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cached.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cached.indices.contains(indexPath.item) ? cached[indexPath.item] : nil
  }

  override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
    offsetBeforeTransition = collectionView?.contentOffset
    super.prepareForTransition(from: oldLayout)
  }

  override func finalizeLayoutTransition() {
    offsetBeforeTransition = nil
    finalized += 1
    super.finalizeLayoutTransition()
  }

  /// The row shown at the top before the change, in this layout's rows.
  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    guard let before = offsetBeforeTransition else { return proposedContentOffset }
    let item = Int(before.y / 80)
    return CGPoint(x: 0, y: CGFloat(item / columns) * rowHeight)
  }
}

/// A transition layout telling its attributes the progress and the next layout's frame.
final class SwitchTransitionLayout: UICollectionViewTransitionLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let attributes = super.layoutAttributesForElements(in: rect) ?? []
    for case let item as SwitchAttributes in attributes {
      item.progress = transitionProgress
      item.goal = nextLayout.layoutAttributesForItem(at: item.indexPath)?.frame ?? .zero
    }
    return attributes
  }
}

/// A cell remembering the progress of the attributes it was given.
final class ProgressCell: UICollectionViewCell {
  var progresses: [CGFloat] = []
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    if let attributes = layoutAttributes as? SwitchAttributes { progresses.append(attributes.progress) }
  }
}

/// The list screen: data source, and the delegate answering with the switching transition layout.
final class PeopleController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  let list = ColumnsLayout(columns: 1, rowHeight: 80)
  let grid = ColumnsLayout(columns: 3, rowHeight: 160)
  var collectionView: UICollectionView!
  var ends: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 64, width: 375, height: 603), collectionViewLayout: list)
    collectionView.register(ProgressCell.self, forCellWithReuseIdentifier: "Person")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Person", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout {
    SwitchTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }

  func cell(_ item: Int) -> ProgressCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? ProgressCell
  }
}

/// Moves a transition layout's progress on a display link over `duration`, ignoring touches
/// meanwhile, as DisplaySwitcher's transition manager does.
final class LayoutSwitcher: UIResponder {
  let duration: TimeInterval
  let collectionView: UICollectionView
  var transition: SwitchTransitionLayout?
  var link: CADisplayLink?
  var start: CFTimeInterval = 0

  init(duration: TimeInterval, collectionView: UICollectionView) {
    self.duration = duration
    self.collectionView = collectionView
  }

  func run(to layout: UICollectionViewLayout, done: @escaping (Bool, Bool) -> Void) {
    UIApplication.shared.beginIgnoringInteractionEvents()
    transition =
      collectionView.startInteractiveTransition(to: layout) { completed, finished in
        UIApplication.shared.endIgnoringInteractionEvents()
        done(completed, finished)
      } as? SwitchTransitionLayout
    start = CACurrentMediaTime()
    link = CADisplayLink(target: self, selector: Selector("step", target: self, LayoutSwitcher.step))
    link?.frameInterval = 1
    link?.add(to: .current, forMode: .common)
  }

  func step() {
    guard let link, let transition else { return }
    let progress = min(max((link.timestamp - start) / duration, 0), 1)
    transition.transitionProgress = CGFloat(progress)
    transition.invalidateLayout()
    if progress == 1 {
      collectionView.finishInteractiveTransition()
      link.invalidate()
    }
  }
}

@MainActor
@Suite struct ThirtyFourthTrialTests {
  func scene() -> (ManualClock, UIWindow, PeopleController) {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    keptWindows.append(window)
    let controller = PeopleController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (clock, window, controller)
  }

  @Test func anInteractiveTransitionPlacesCellsBetweenTheTwoLayouts() throws {
    let (clock, window, controller) = scene()
    let collection = controller.collectionView!
    #expect(controller.cell(1)?.frame == CGRect(x: 0, y: 80, width: 375, height: 80))
    let made = collection.startInteractiveTransition(to: controller.grid) { completed, finished in
      controller.ends.append("\(completed) \(finished)")
    }
    let transition = try #require(made as? SwitchTransitionLayout)
    #expect(collection.collectionViewLayout === transition)
    #expect(transition.currentLayout === controller.list && transition.nextLayout === controller.grid)
    transition.transitionProgress = 0.5
    window.layoutIfNeeded()
    // Halfway from (0, 80, 375 x 80) to (125, 0, 125 x 160): centre (187.5, 100), 250 x 120.
    #expect(controller.cell(1)?.frame == CGRect(x: 62.5, y: 40, width: 250, height: 120))
    #expect(controller.cell(1)?.progresses.last == 0.5)
    // The content is halfway between 30 rows of 80 and 10 rows of 160.
    #expect(collection.contentSize.height == 2000)
    // A finish goes on from 0.5 to 1 over an eighth of a second, then installs the grid.
    collection.finishInteractiveTransition()
    #expect(collection.collectionViewLayout === transition)
    clock.advance(by: 0.2)
    #expect(collection.collectionViewLayout === controller.grid)
    #expect(controller.ends == ["true true"])
    #expect(controller.cell(1)?.frame == CGRect(x: 125, y: 0, width: 125, height: 160))
    #expect(controller.grid.finalized == 1 && collection.contentSize.height == 1600)
  }

  @Test func aCancelledTransitionPutsTheFirstLayoutBack() {
    let (clock, window, controller) = scene()
    let collection = controller.collectionView!
    collection.startInteractiveTransition(to: controller.grid) { completed, finished in
      controller.ends.append("\(completed) \(finished)")
    }.transitionProgress = 0.3
    window.layoutIfNeeded()
    #expect(controller.cell(2)?.frame.minX ?? 0 > 0)
    collection.cancelInteractiveTransition()
    clock.advance(by: 0.2)
    #expect(collection.collectionViewLayout === controller.list)
    #expect(controller.ends == ["true false"])
    #expect(controller.cell(2)?.frame == CGRect(x: 0, y: 160, width: 375, height: 80))
  }

  @Test func aDisplayLinkDrivesTheSwitchAndTouchesWaitForIt() {
    let (clock, _, controller) = scene()
    UIWindow.appClock = clock
    defer { UIWindow.appClock = ManualClock(frameRate: 60) }
    let collection = controller.collectionView!
    collection.contentOffset = CGPoint(x: 0, y: 400)
    clock.advance(by: 0.1)
    let switcher = LayoutSwitcher(duration: 0.3, collectionView: collection)
    var ends: [String] = []
    switcher.run(to: controller.grid) { completed, finished in ends.append("\(completed) \(finished)") }
    #expect(UIApplication.shared.isIgnoringInteractionEvents)
    clock.advance(by: 0.15)
    let halfway = switcher.transition?.transitionProgress ?? 0
    #expect(halfway > 0.3 && halfway < 0.7)
    // A tap meanwhile is dropped: nothing is selected.
    let gestures = GestureSynthesizer(window: collection.window!, clock: clock)
    gestures.tap(at: CGPoint(x: 60, y: 300))
    #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true)
    clock.advance(by: 0.3)
    #expect(ends == ["true true"])
    #expect(!UIApplication.shared.isIgnoringInteractionEvents)
    #expect(collection.collectionViewLayout === controller.grid)
    // The grid keeps the list's top row (item 5, at 400) in view: its row 1, at 160.
    #expect(collection.contentOffset.y == 160)
    // Now a tap selects: 236 into the grid at 160 is 396, row 2 (320 to 480), column 0.
    gestures.tap(at: CGPoint(x: 60, y: 300))
    #expect(collection.indexPathsForSelectedItems?.map(\.item) == [6])
  }

  /// Counts display-link frames.
  final class FrameCounter: UIResponder {
    var frames = 0
    func tick() { frames += 1 }
  }

  @Test func aDisplayLinksFrameIntervalSkipsFrames() {
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    defer { UIWindow.appClock = ManualClock(frameRate: 60) }
    let counter = FrameCounter()
    let link = CADisplayLink(target: counter, selector: Selector("tick", target: counter, FrameCounter.tick))
    link.frameInterval = 3
    link.add(to: .main, forMode: .common)
    clock.advance(by: 0.5)
    #expect(counter.frames == 10)  // 30 frames, every third
    link.frameInterval = 0  // taken as 1
    #expect(link.frameInterval == 1)
    link.invalidate()
  }

  @Test func aTableAppearanceSetAtLaunchReachesTablesInWindows() {
    UITableView.appearance().estimatedSectionHeaderHeight = 0
    UITableView.appearance().separatorStyle = .none
    defer {
      UITableView.appearance().estimatedSectionHeaderHeight = UITableView.automaticDimension
      UITableView.appearance().separatorStyle = .singleLine
    }
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock(frameRate: 60))
    keptWindows.append(window)
    let table = UITableView(frame: window.bounds, style: .grouped)
    #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension)
    window.addSubview(table)
    #expect(table.estimatedSectionHeaderHeight == 0 && table.separatorStyle == .none)
    let own = UITableView(frame: window.bounds, style: .plain)
    own.estimatedSectionHeaderHeight = 28
    window.addSubview(own)
    #expect(own.estimatedSectionHeaderHeight == 28 && own.separatorStyle == .none)
  }

  @Test func searchFieldsTakeTheirContainedAppearance() {
    UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).backgroundColor = .black
    UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).textColor = .lightGray
    defer {
      UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).backgroundColor = nil
      UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).textColor = .black
    }
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock(frameRate: 60))
    keptWindows.append(window)
    let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
    let plain = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
    window.addSubview(searchBar)
    window.addSubview(plain)
    #expect(searchBar.searchTextField.backgroundColor == .black)
    #expect(searchBar.searchTextField.textColor == .lightGray)
    #expect(plain.backgroundColor == nil && plain.textColor == .black)
  }

  @Test func theInterfaceOrientationFollowsTheWindowsShape() {
    let scene = UIWindowScene(session: UISceneSession(role: .windowApplication))
    #expect(scene.interfaceOrientation == .portrait)
    let wide = UIWindow(size: CGSize(width: 667, height: 375), scale: 1, clock: ManualClock(frameRate: 60))
    wide.windowScene = scene
    #expect(scene.interfaceOrientation == .landscapeRight && scene.interfaceOrientation.isLandscape)
  }

  @Test func anOpaqueBarPlacesTheViewBelowIt() {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock(frameRate: 60))
    keptWindows.append(window)
    let refreshing = UIViewController()
    let navigation = UINavigationController(rootViewController: refreshing)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    #expect(refreshing.view.frame.minY == 0)
    // Made opaque when the screen appears, as CRRefresh's base controller does.
    navigation.navigationBar.isTranslucent = false
    window.layoutIfNeeded()
    let barBottom = navigation.navigationBar.frame.maxY
    #expect(barBottom > 0)
    #expect(refreshing.view.frame == CGRect(x: 0, y: barBottom, width: 375, height: 667 - barBottom))
    #expect(refreshing.view.safeAreaInsets.top == 0)
    refreshing.extendedLayoutIncludesOpaqueBars = true
    window.layoutIfNeeded()
    #expect(refreshing.view.frame.minY == 0 && refreshing.view.safeAreaInsets.top == barBottom)
  }

  @Test func aNavigationControllerAnswersItsPopGestureGetter() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let selector = Selector(
      "interactivePopGestureRecognizer", getter: \UINavigationController.interactivePopGestureRecognizer)
    #expect(navigation.responds(to: selector))
    #expect(!UIViewController().responds(to: selector))
  }
}
