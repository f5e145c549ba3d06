import Foundation
import Testing

@testable import Inertia

/// A profile screen: a 300 pt header (with a 44 pt tab bar at its bottom) over a horizontal pager
/// of three vertical lists, the header collapsing to the pinned tab bar.
@MainActor
struct ProfileScreen {
  let scene: TestScene
  let outer: ScrollView
  let pager: ScrollView
  let lists: [ScrollView]
  let coupling: NestedPager
  let logs: [DelegateLog]
  let outerLog = DelegateLog()

  /// The outer view collapses 300 - 44 = 256 pt; each list scrolls 40 x 44 - 800 = 960 pt.
  static let headerHeight: CGFloat = 300
  static let pinnedHeight: CGFloat = 44

  init(frameRate: Double = 120, refresh: Bool = false) {
    scene = TestScene(frameRate: frameRate)
    outer = scene.scrollView(contentSize: CGSize(width: 390, height: 0))
    let header = View(frame: CGRect(x: 0, y: 0, width: 390, height: Self.headerHeight))
    outer.addSubview(header)
    pager = ScrollView(frame: CGRect(x: 0, y: Self.headerHeight, width: 390, height: 800))
    pager.isPagingEnabled = true
    pager.contentInsetAdjustmentBehavior = .never
    pager.contentSize = CGSize(width: 390 * 3, height: 800)
    outer.addSubview(pager)
    var lists: [ScrollView] = []
    for page in 0..<3 {
      let list = ScrollView(frame: CGRect(x: 390 * CGFloat(page), y: 0, width: 390, height: 800))
      list.contentInsetAdjustmentBehavior = .never
      list.contentSize = CGSize(width: 390, height: 40 * 44)
      pager.addSubview(list)
      lists.append(list)
    }
    self.lists = lists
    if refresh { outer.refreshControl = RefreshControl() }
    scene.window.layoutIfNeeded()
    coupling = NestedPager(
      outer: outer, pager: pager, pages: lists, pinnedHeight: Self.pinnedHeight, policy: .collapsingHeader)
    logs = lists.map { _ in DelegateLog() }
    for (list, log) in zip(lists, logs) { list.delegate = log }
    outer.delegate = outerLog
  }

  /// Shows page `index` at once.
  func show(page index: Int) {
    pager.setContentOffset(CGPoint(x: 390 * CGFloat(index), y: 0), animated: false)
  }

  func drag(from: CGFloat, to: CGFloat, x: CGFloat = 200) {
    scene.gestures.drag(from: CGPoint(x: x, y: from), to: CGPoint(x: x, y: to), duration: 0.3, release: .stop)
  }
}

@MainActor
@Suite struct NestedPagerTests {
  @Test func thePinnedHeightSizesThePagerAndTheCollapseRange() {
    let screen = ProfileScreen()
    #expect(screen.pager.frame.height == 800)
    #expect(screen.outer.maximumOffset.y == 256)
    #expect(screen.coupling.coordinator.inner === screen.lists[0])
  }

  @Test(arguments: [0, 1, 2])
  func theFourRulesHoldOnEveryPage(page: Int) {
    let screen = ProfileScreen()
    screen.show(page: page)
    let list = screen.lists[page]
    // R1 / R4: more scrolls the header away first, then the list (finger on the list).
    // (A pan starts after 10 pt of slop, which the content does not follow.)
    screen.drag(from: 700, to: 400)
    #expect(screen.outer.contentOffset.y == 256)
    #expect(list.contentOffset.y == 34)
    // R1 from the header area (the pinned tab bar): more goes on in the list.
    screen.drag(from: 40, to: 10)
    #expect(list.contentOffset.y == 54)
    // R2: less with the finger on the tab bar empties the list first.
    screen.drag(from: 10, to: 50)
    #expect(list.contentOffset.y == 24 && screen.outer.contentOffset.y == 256)
    // R3: less on the list empties the list, then brings the header back.
    screen.drag(from: 300, to: 400)
    #expect(list.contentOffset.y == 0)
    #expect(screen.outer.contentOffset.y == 190)
    for other in screen.lists where other !== list { #expect(other.contentOffset.y == 0) }
  }

  @Test func switchingPagesWithTheHeaderHalfCollapsedKeepsTheHeaderAndEachListsOffset() {
    let screen = ProfileScreen()
    screen.lists[1].contentOffset = CGPoint(x: 0, y: 500)
    screen.lists[2].contentSize = CGSize(width: 390, height: 1000)  // only 200 pt to scroll
    screen.lists[2].contentOffset = CGPoint(x: 0, y: 900)  // written out of range, as UIKit allows
    screen.drag(from: 700, to: 562)
    #expect(screen.outer.contentOffset.y == 128)
    screen.show(page: 1)
    #expect(screen.coupling.currentPage == 1)
    #expect(screen.outer.contentOffset.y == 128)
    #expect(screen.lists[1].contentOffset.y == 500)
    #expect(screen.lists[0].contentOffset.y == 0)
    // The header goes first on the new page, then its list carries on from its own offset.
    screen.drag(from: 700, to: 500)
    #expect(screen.outer.contentOffset.y == 256)
    #expect(screen.lists[1].contentOffset.y == 562)
    #expect(screen.lists[0].contentOffset.y == 0)
    // A list whose stored offset no longer fits is clamped, so no blank gap shows.
    screen.show(page: 2)
    #expect(screen.lists[2].contentOffset.y == 200)
  }

  @Test func aFlingCrossesFromTheHeaderIntoTheListWithOneDecayDistance() {
    let screen = ProfileScreen()
    screen.scene.gestures.fling(
      from: CGPoint(x: 200, y: 250), velocity: CGPoint(x: 0, y: -2000), distance: 60)
    let released = screen.outerLog.velocities.last?.y ?? 0
    let start = screen.coupling.coordinator.unifiedOffset
    var offsets: [CGFloat] = []
    for _ in 0..<480 {
      screen.scene.wait(1.0 / 120)
      offsets.append(screen.coupling.coordinator.unifiedOffset)
    }
    #expect(screen.outer.contentOffset.y == 256)
    #expect(screen.lists[0].contentOffset.y > 400)
    let expected = DecayCurve(start: 0, velocity: Double(released), rate: 0.998).restPosition
    let travel = Double(screen.coupling.coordinator.unifiedOffset - start)
    #expect(abs(travel - expected) <= 1)
    // No jump in speed where the header runs out and the list takes over: frame to frame the
    // travel shrinks by the decay's 0.998^(1000/120) and nothing else (within 2 %).
    let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }.dropFirst().prefix { $0 > 2 }
    let perFrame = CGFloat(pow(0.998, 1000.0 / 120))
    let worst = zip(steps, steps.dropFirst()).map { abs($1 / $0 - perFrame) }.max() ?? 1
    #expect(steps.count > 100)
    #expect(worst <= 0.02)
    #expect(screen.outerLog.folded.last == "didEndDecelerating")
    #expect(screen.outerLog.calls.filter { $0 == "didEndDecelerating" }.count == 1)
  }

  @Test func aHorizontalDragMovesThePagerAndNothingVertical() {
    let screen = ProfileScreen()
    screen.scene.gestures.drag(
      from: CGPoint(x: 300, y: 500), to: CGPoint(x: 60, y: 520), duration: 0.3, release: .lift)
    screen.scene.wait(1)
    #expect(screen.pager.contentOffset.x == 390)
    #expect(screen.outer.contentOffset.y == 0)
    #expect(screen.lists.allSatisfy { $0.contentOffset.y == 0 })
    #expect(screen.coupling.currentPage == 1)
    #expect(screen.logs[0].calls.isEmpty && screen.outerLog.calls.isEmpty)
  }

  @Test func pullingAtTheTopOfEverythingRefreshes() {
    let screen = ProfileScreen(refresh: true)
    let refresh = screen.outer.refreshControl!
    screen.scene.gestures.drag(
      from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 800), duration: 0.4, release: .hold)
    #expect(refresh.isRefreshing)
    #expect(screen.outer.contentOffset.y < -58)
    screen.scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 200, y: 800))
    screen.scene.wait(1.5)
    #expect(screen.outer.contentOffset.y == -58)
    #expect(screen.lists[0].contentOffset.y == 0)
  }

  @Test func nothingRefreshesWhileAListIsScrolled() {
    let screen = ProfileScreen(refresh: true)
    let refresh = screen.outer.refreshControl!
    screen.drag(from: 700, to: 100)
    #expect(screen.lists[0].contentOffset.y == 334)
    screen.scene.gestures.drag(
      from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.4, release: .stop)
    #expect(!refresh.isRefreshing)
    #expect(screen.lists[0].contentOffset.y == 44)
    #expect(screen.outer.contentOffset.y == 256)
    #expect(screen.outerLog.calls.filter { $0 != "didScroll" }.isEmpty)
  }
}
