import Foundation
import InertiaUIKit
import Testing

/// The sixty-fifth trial's programs (SixtyFifthTrialPager.swift in DTPagerController's idioms,
/// SixtyFifthTrialStretchHeader.swift in StretchHeader's) in a navigation controller in the 375 x
/// 667 trial window: a 44-point bar under the 20-point status bar, so a controller that does not
/// extend under the bar gets a 375 x 603 view 64 points down.
/// The screen-sized windows of the stretch header tests, kept alive (a view's window is weak).
@MainActor private var screenWindows: [UIWindow] = []

@MainActor
@Suite struct SixtyFifthTrialTests {
  /// The pager of three city pages in a navigation controller, laid out each frame.
  static func pager() -> (TabPager, TrialLog, ManualClock, GestureSynthesizer) {
    let log = TrialLog()
    let pages = ["One", "Two", "Three"].map { CityPage(title: $0, log: log) }
    let pager = TabPager(pageControllers: pages)
    pager.delegate = log
    let (clock, window, fingers) = trialHost(UINavigationController(rootViewController: pager))
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    clock.advance(by: 1.0 / 60)
    return (pager, log, clock, fingers)
  }

  @Test func thePagerLaysOutItsBarIndicatorAndFirstPage() {
    let (pager, log, _, _) = Self.pager()
    #expect(pager.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
    #expect(pager.pageSegmentedControl.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(pager.pageSegmentedControl.numberOfSegments == 3)
    #expect(pager.pageSegmentedControl.selectedSegmentIndex == 0)
    #expect(pager.pageScrollView.frame == CGRect(x: 0, y: 44, width: 375, height: 559))
    #expect(pager.pageScrollView.contentSize == CGSize(width: 1125, height: 0))
    #expect(pager.scrollIndicator.frame == CGRect(x: 0, y: 42, width: 125, height: 2))
    #expect(pager.pageControllers[0].view.frame == CGRect(x: 0, y: 0, width: 375, height: 559))
    #expect(pager.pageControllers.map(\.isViewLoaded) == [true, false, false])
    #expect(pager.children.map(\.title) == ["One"])
    #expect(log.entries == ["One viewDidLoad", "One viewWillAppear", "One viewDidAppear"])
    // The guard heard nothing: the delegate was set before it observed.
    #expect(pager.observedDelegateChanges == [])
  }

  @Test func aDragPastHalfAPageMovesTheChildAndTellsTheDelegate() {
    let (pager, log, clock, fingers) = Self.pager()
    log.entries = []
    // 250 points left, held: 240 past the slop.
    fingers.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 50, y: 400), duration: 0.5, release: .hold)
    #expect(pager.pageControllers[1].isViewLoaded)
    #expect(pager.pageControllers[1].view.superview === pager.pageScrollView)
    #expect(pager.pageControllers[1].view.frame == CGRect(x: 375, y: 0, width: 375, height: 559))
    // The indicator follows the offset: (240 / 1125 + 1 / 6) x 375.
    #expect(abs(pager.scrollIndicator.center.x - 142.5) < 0.5)
    // Lifted still, past half the page: paging settles on page 1.
    fingers.perform([
      TouchInput(time: clock.now + 0.2, id: 1, phase: .ended, location: CGPoint(x: 50, y: 400))
    ])
    clock.advance(by: 1)
    #expect(pager.pageScrollView.contentOffset.x == 375)
    #expect(pager.scrollIndicator.frame == CGRect(x: 125, y: 42, width: 125, height: 2))
    #expect(pager.selectedPageIndex == 1 && pager.previousPageIndex == 1)
    #expect(pager.children.map(\.title) == ["Two"])
    // Each page hears each call once: the page scrolled in (added to the window before it was
    // a child) appears once however its appearance is forwarded, and the page left disappears.
    #expect(
      log.entries.filter { $0.hasPrefix("Two") } == [
        "Two viewDidLoad", "Two viewWillAppear", "Two viewDidAppear",
      ])
    #expect(log.entries.filter { $0.hasPrefix("One") } == ["One viewWillDisappear", "One viewDidDisappear"])
    #expect(log.entries.filter { $0.hasPrefix("will") || $0.hasPrefix("did ") } == ["will 0 -> 1", "did 1"])
  }

  @Test func aTapOnTheThirdSegmentAnimatesThePagesThere() {
    let (pager, log, clock, fingers) = Self.pager()
    log.entries = []
    // The third segment of the 375-point bar at y 64...108.
    fingers.tap(at: CGPoint(x: 320, y: 86))
    #expect(pager.selectedPageIndex == 2)
    #expect(log.entries.first == "will 0 -> 2")
    clock.advance(by: 1)
    #expect(pager.pageScrollView.contentOffset.x == 750)
    #expect(pager.scrollIndicator.frame == CGRect(x: 250, y: 42, width: 125, height: 2))
    #expect(pager.children.map(\.title) == ["Three"])
    #expect(log.entries.filter { $0.hasPrefix("did ") } == ["did 2"])
    #expect(log.entries.contains("Three viewDidAppear") && log.entries.contains("One viewDidDisappear"))
  }

  @Test func theDelegateGuardHearsTheScrollViewsDelegateChange() {
    let (pager, _, _, _) = Self.pager()
    pager.pageScrollView.delegate = nil
    #expect(pager.observedDelegateChanges == ["delegate nil"])
    pager.pageScrollView.delegate = pager
    #expect(pager.observedDelegateChanges == ["delegate nil", "delegate set"])
  }

  /// The table controller under the translucent bar: its header's image rests at the top of the
  /// header, below the bar (the table's top inset, 64, is the header's own).
  @Test func pullingTheTableDownStretchesTheHeaderImage() {
    let controller = PullHeaderTableController(style: .plain)
    let (clock, fingers) = Self.screenHost(UINavigationController(rootViewController: controller))
    let table = controller.tableView!
    #expect(controller.header.topInset == 64)
    #expect(table.contentOffset.y == -64)
    #expect(table.contentSize == CGSize(width: 390, height: 220 + 20 * 44))
    #expect(controller.header.imageView.frame == CGRect(x: 0, y: 0, width: 390, height: 220))
    // Pulled down and held: the image grows by the pull on each side and at the top.
    fingers.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), duration: 0.5, release: .hold)
    let pull = -64 - table.contentOffset.y
    #expect(pull > 50 && pull < 190)
    #expect(
      controller.header.imageView.frame
        == CGRect(x: -pull, y: -pull, width: 390 + 2 * pull, height: 220 + pull))
    // Let go: the table bounces back and the image with it.
    fingers.perform([TouchInput(time: clock.now, id: 1, phase: .ended, location: CGPoint(x: 200, y: 400))])
    clock.advance(by: 2)
    #expect(table.contentOffset.y == -64)
    #expect(controller.header.imageView.frame == CGRect(x: 0, y: 0, width: 390, height: 220))
    // Scrolled up 300 points, the image keeps its size and leaves with the header.
    fingers.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 190), duration: 0.5, release: .stop)
    clock.advance(by: 1)
    #expect(table.contentOffset.y == 236)
    #expect(controller.header.imageView.frame == CGRect(x: 0, y: 0, width: 390, height: 220))
  }

  /// The full-screen variant hides the navigation bar; its own bar fades in past 50 points. (Its
  /// resting offset is not compared with iOS: `automaticallyAdjustsScrollViewInsets = false` stops
  /// the table's adjustment here, where iOS 11 and later still adjust its scrollable axis.)
  @Test func theFullScreenHeaderFadesItsBarInPastFiftyPoints() {
    let controller = PullHeaderProfileController()
    let (clock, fingers) = Self.screenHost(UINavigationController(rootViewController: controller))
    clock.advance(by: 1)
    let table = controller.tableView!
    #expect(controller.navigationController?.isNavigationBarHidden == true)
    #expect(controller.navigationView.frame == CGRect(x: 0, y: 0, width: 390, height: 64))
    #expect(controller.header.topInset == 0)
    let rest = table.contentOffset.y
    #expect(rest <= 0 && rest >= -20)
    #expect(
      controller.header.imageView.frame == CGRect(x: rest, y: rest, width: 390 - 2 * rest, height: 220 - rest)
    )
    #expect(controller.navigationView.alpha == 0)
    // 112 points up, 102 past the slop, held and lifted still.
    fingers.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 388), duration: 0.5, release: .stop)
    clock.advance(by: 1)
    #expect(table.contentOffset.y == rest + 102)
    let expected = min(1, 1 - (50 + 64 - (rest + 102)) / 64)
    #expect(abs(controller.navigationView.alpha - expected) < 0.01)
    #expect(controller.header.imageView.frame == CGRect(x: 0, y: 0, width: 390, height: 220))
  }

  /// A 390 x 844 window, the screen's size (a controller's view loads at the screen's size), made
  /// key before `root` shows, as an app's window is when its root's view loads on iOS (the status
  /// bar is there from launch); laid out each frame.
  static func screenHost(_ root: UIViewController) -> (ManualClock, GestureSynthesizer) {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(
      size: CGSize(width: 390, height: 844), scale: 2,
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), clock: clock)
    screenWindows.append(window)
    window.makeKeyAndVisible()
    window.rootViewController = root
    window.layoutIfNeeded()
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    clock.advance(by: 1.0 / 60)
    return (clock, GestureSynthesizer(window: window, clock: clock))
  }

  /// The example app's tab bar: its delegate colours every item's selected title through
  /// `UITabBarItem.appearance()`; an item's own attributes win (the proxy is reset at the end).
  @Test func theTabBarItemProxyColoursTheSelectedTitles() throws {
    let color = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: color], for: .selected)
    defer { UITabBarItem.appearance().setTitleTextAttributes(nil, for: .selected) }
    let first = UINavigationController(rootViewController: TabPager(pageControllers: [UIViewController()]))
    first.tabBarItem.title = "Pager"
    let second = UINavigationController(rootViewController: UIViewController())
    second.tabBarItem.title = "Own"
    second.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let (_, window, _) = trialHost(tabs)
    window.layoutIfNeeded()
    #expect(try #require(Self.titleLabel("Pager", in: tabs.tabBar)).textColor == color)
    #expect(try #require(Self.titleLabel("Own", in: tabs.tabBar)).textColor == .systemGray)
    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(try #require(Self.titleLabel("Pager", in: tabs.tabBar)).textColor == .systemGray)
    #expect(try #require(Self.titleLabel("Own", in: tabs.tabBar)).textColor == .red)
    // The proxy's item itself is no bar's.
    #expect(UITabBarItem.appearance() === UITabBarItem.appearance())
  }

  /// The label showing `title` somewhere in `view`.
  static func titleLabel(_ title: String, in view: UIView) -> UILabel? {
    if let label = view as? UILabel, label.text == title { return label }
    return view.subviews.lazy.compactMap { titleLabel(title, in: $0) }.first
  }

  /// `UIButton(type: .roundedRect)` (StretchHeader's demo): the system button of iOS 7 and later.
  @Test func aRoundedRectButtonIsASystemButton() {
    let button = UIButton(type: .roundedRect)
    #expect(button.buttonType == .system)
    #expect(UIButton.ButtonType.roundedRect.rawValue == 1)
  }
}
