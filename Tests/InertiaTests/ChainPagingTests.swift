import Foundation
import ScrollPhysics
import Testing

@testable import Inertia

/// Every paging member of a nested chain comes to rest on a page by the paging rules
/// (uikit-behavior.md sections 4 and 14), however the fling reached it.
@MainActor
@Suite struct ChainPagingTests {
  /// The chains made by the tests; views hold their coordinators weakly.
  private static var coordinators: [NestedScrollCoordinator] = []

  /// A horizontal paging view (three 390 pt pages) holding a carousel with `carouselRoom` pt to
  /// scroll, chained inner first.
  private func chain(_ scene: TestScene, carouselRoom: CGFloat = 100) -> (
    pages: ScrollView, carousel: ScrollView
  ) {
    let pages = scene.scrollView(contentSize: CGSize(width: 1170, height: 844))
    pages.isPagingEnabled = true
    let carousel = ScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
    carousel.contentInsetAdjustmentBehavior = .never
    carousel.contentSize = CGSize(width: 390 + carouselRoom, height: 200)
    pages.addSubview(carousel)
    scene.window.layoutIfNeeded()
    Self.coordinators.append(
      NestedScrollCoordinator(chain: [pages, carousel], axis: .horizontal, policies: [.innerFirst]))
    return (pages, carousel)
  }

  @Test func aFlingCarriedIntoThePagerStopsAtTheNextPage() {
    let scene = TestScene()
    let (pages, carousel) = chain(scene)
    let log = DelegateLog()
    carousel.delegate = log
    scene.gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1000, y: 0), distance: 30)
    scene.wait(3)
    #expect(carousel.contentOffset.x == 100)
    // A free decay would carry it ~395 pt past the carousel's edge; paging stops it on page 1.
    #expect(pages.contentOffset == CGPoint(x: 390, y: 0))
    #expect(log.folded.last == "didEndDecelerating")
  }

  @Test func aFastFlingMovesThePagerOnePageOnly() {
    let scene = TestScene()
    let (pages, _) = chain(scene)
    scene.gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -4000, y: 0), distance: 40)
    scene.wait(3)
    #expect(pages.contentOffset == CGPoint(x: 390, y: 0))
  }

  @Test func aSlowReleaseAt77PercentRestsOnTheNearestPage() {
    let scene = TestScene()
    let (pages, carousel) = chain(scene, carouselRoom: 90)
    let log = DelegateLog()
    carousel.delegate = log
    // 400 pt of finger: 10 slop, 90 into the carousel, 300 (77 % of a page) into the pager.
    scene.gestures.drag(
      from: CGPoint(x: 380, y: 400), to: CGPoint(x: -20, y: 400), duration: 0.6, release: .stop)
    #expect(abs(pages.contentOffset.x - 300) < 0.5)
    #expect(log.calls.contains("didEndDragging(true)"))
    scene.wait(1.5)
    #expect(pages.contentOffset == CGPoint(x: 390, y: 0))
    #expect(carousel.contentOffset.x == 90)
  }

  @Test func aSlowReleaseBelowHalfAPageReturns() {
    let scene = TestScene()
    let (pages, _) = chain(scene, carouselRoom: 90)
    scene.gestures.drag(
      from: CGPoint(x: 380, y: 400), to: CGPoint(x: 180, y: 400), duration: 0.6, release: .stop)
    #expect(abs(pages.contentOffset.x - 100) < 0.5)
    scene.wait(1.5)
    #expect(pages.contentOffset == .zero)
  }

  @Test func aVerticalPagingOuterOfAChainPagesToo() {
    let scene = TestScene()
    let outer = scene.scrollView(contentSize: CGSize(width: 390, height: 844 * 3))
    outer.isPagingEnabled = true
    let inner = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 390, height: 500)
    outer.addSubview(inner)
    Self.coordinators.append(NestedScrollCoordinator(outer: outer, inner: inner, policy: .innerFirst))
    scene.gestures.fling(from: CGPoint(x: 200, y: 300), velocity: CGPoint(x: 0, y: -1500), distance: 40)
    scene.wait(3)
    #expect(inner.contentOffset.y == 100)
    #expect(outer.contentOffset == CGPoint(x: 0, y: 844))
  }

  /// A physics model whose paging moves linearly over one second.
  struct SlowPaging: ScrollPhysicsModel {
    var base = BouncingScrollPhysics()
    var allowsOverscroll: Bool { true }
    func displayedOffset(forRaw raw: Double, limits: AxisLimits) -> Double {
      base.displayedOffset(forRaw: raw, limits: limits)
    }
    func rawOffset(forDisplayed displayed: Double, limits: AxisLimits) -> Double {
      base.rawOffset(forDisplayed: displayed, limits: limits)
    }
    func ballistic(
      position: Double, velocity: Double, limits: AxisLimits, rate: Double, target: Double?
    ) -> (any Simulation)? {
      base.ballistic(position: position, velocity: velocity, limits: limits, rate: rate, target: target)
    }
    struct Linear: Simulation {
      let from: Double
      let to: Double
      func position(at time: Double) -> Double { from + (to - from) * min(max(time, 0), 1) }
      func velocity(at time: Double) -> Double { time < 1 ? (to - from) / 1000 : 0 }
      func isDone(at time: Double) -> Bool { time >= 1 }
    }
    func pagingSimulation(position: Double, velocity: Double, target: Double) -> (any Simulation)? {
      Linear(from: position, to: target)
    }
  }

  @Test func thePagersOwnPhysicsModelMovesItsPageInAChain() {
    let scene = TestScene()
    let (pages, _) = chain(scene, carouselRoom: 0)
    pages.physics = SlowPaging()
    scene.gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1000, y: 0), distance: 30)
    let start = pages.contentOffset.x
    scene.wait(0.5)
    // Half of the linear second: halfway from where the release left it to page 1.
    #expect(abs(pages.contentOffset.x - (start + (390 - start) / 2)) < 3)
    scene.wait(1)
    #expect(pages.contentOffset.x == 390)
  }

  static let script = """
    {"frameRate": 120, "until": 3.0,
     "scene": {"window": {"size": [390, 844], "scale": 3},
      "root": {"type": "ScrollView", "id": "pages", "frame": [0, 0, 390, 844], "contentSize": [1170, 844],
       "isPagingEnabled": true, "contentInsetAdjustmentBehavior": "never",
       "subviews": [{"type": "ScrollView", "id": "carousel", "frame": [0, 300, 390, 200],
         "contentSize": [490, 200], "contentInsetAdjustmentBehavior": "never"}]},
      "nested": [{"chain": ["pages", "carousel"], "axis": "horizontal", "policy": "innerFirst"}]},
     "steps": [{"at": 0.1, "fling": {"from": [300, 400], "velocity": [-1000, 0], "distance": 30}}]}
    """

  @Test func theReplayedFlingCarriedIntoThePagerEndsOnPage1() throws {
    let trace = try ReplayRunner(data: Data(Self.script.utf8)).run()
    let end = try #require(trace.split(separator: "\n").last)
    #expect(end.contains(#""pages":{"contentOffset":[390.0,0.0]"#))
    #expect(end.contains(#""carousel":{"contentOffset":[100.0,0.0]"#))
    #expect(trace.contains(#""view":"carousel","method":"scrollViewDidEndDecelerating""#))
  }
}
