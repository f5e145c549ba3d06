import Inertia
import InertiaUIKit
import Testing

/// Where seed 001's delegate-based algorithm (offsets adjusted in scrollViewDidScroll) falls short,
/// next to NestedScrollCoordinator on the same layout: a 483 pt window, a 100 pt header (80 pt
/// title, 20 pt spacing) over a 400 pt list of 32 rows of 44 pt, so the outer view scrolls 17 pt.
@MainActor
@Suite struct Seed001ShortfallTests {
  /// The seed's own view controller.
  private func seed() throws -> (SeedHost, UIScrollView, UIScrollView) {
    let host = SeedHost(size: CGSize(width: 390, height: 483))
    let controller = ViewController()
    host.show(controller)
    host.wait(0.1)
    let outer = try #require(controller.view.subviews.first as? UIScrollView)
    let inner = try #require(Self.table(in: outer))
    return (host, outer, inner)
  }

  /// The same geometry coupled by the coordinator.
  private func coordinated() -> (SeedHost, UIScrollView, UIScrollView, NestedScrollCoordinator) {
    let host = SeedHost(size: CGSize(width: 390, height: 483))
    let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 483))
    outer.contentInsetAdjustmentBehavior = .never
    outer.contentSize = CGSize(width: 390, height: 500)
    let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 390, height: 32 * 44)
    outer.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 390, height: 80), text: "Header"))
    outer.addSubview(inner)
    host.window.addSubview(outer)
    host.wait(0.1)
    return (host, outer, inner, NestedScrollCoordinator(outer: outer, inner: inner))
  }

  private static func table(in view: UIView) -> UIScrollView? {
    if let table = view as? UITableView { return table }
    return view.subviews.lazy.compactMap { table(in: $0) }.first
  }

  private func travel(_ outer: UIScrollView, _ inner: UIScrollView) -> CGFloat {
    outer.contentOffset.y + inner.contentOffset.y
  }

  @Test func aFlingFromTheHeaderStopsAtTheSeedsBoundaryButCrossesWithTheCoordinator() throws {
    let fling = (from: CGPoint(x: 200, y: 45), velocity: CGPoint(x: 0, y: -2000), distance: CGFloat(35))
    let (seedHost, seedOuter, seedInner) = try seed()
    seedHost.gestures.fling(from: fling.from, velocity: fling.velocity, distance: fling.distance)
    seedHost.wait(4)
    let (host, outer, inner, coordinator) = coordinated()
    host.gestures.fling(from: fling.from, velocity: fling.velocity, distance: fling.distance)
    host.wait(4)
    // The coordinator hands the fling to the list at the boundary: one decay distance in all.
    #expect(outer.contentOffset.y == 17)
    #expect(travel(outer, inner) > 600)
    // The seed's outer view runs out of room after 17 pt; its momentum never reaches the list.
    #expect(seedOuter.contentOffset.y == 17)
    #expect(travel(seedOuter, seedInner) < travel(outer, inner) / 4)
    withExtendedLifetime(coordinator) {}
  }

  @Test func aDragThatCrossesTheBoundaryLosesDistanceInTheSeedButNotWithTheCoordinator() throws {
    let drag = (from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200))
    let (seedHost, seedOuter, seedInner) = try seed()
    seedHost.gestures.drag(from: drag.from, to: drag.to, duration: 0.3, release: .stop)
    seedHost.wait(1)
    let (host, outer, inner, coordinator) = coordinated()
    host.gestures.drag(from: drag.from, to: drag.to, duration: 0.3, release: .stop)
    host.wait(1)
    // 100 pt of finger less the 10 pt slop: every point reaches one of the views.
    #expect(outer.contentOffset.y == 17 && inner.contentOffset.y == 73)
    #expect(travel(outer, inner) == 90)
    // The seed drops the part of the delta that crosses the boundary within a frame.
    #expect(travel(seedOuter, seedInner) < 90)
    withExtendedLifetime(coordinator) {}
  }
}
