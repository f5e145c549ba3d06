import Foundation
import ScrollPhysics
import Testing

@testable import Inertia

/// A chain's fling comes from its members' physics models, as a lone view's does: the fling's
/// travel from the model of the view that runs it, the bounce past the chain's end from the model
/// of the member that shows it.
@MainActor
@Suite struct ChainPhysicsTests {
  /// The chains made by the tests; views hold their coordinators weakly.
  private static var coordinators: [NestedScrollCoordinator] = []

  /// Physics whose release always travels `distance` in the velocity's direction, linearly over
  /// half a second, and stops dead at the range's edges.
  struct FixedTravelPhysics: ScrollPhysicsModel {
    let distance: Double
    var allowsOverscroll: Bool { false }
    func displayedOffset(forRaw raw: Double, limits: AxisLimits) -> Double { limits.clamped(raw) }
    func rawOffset(forDisplayed displayed: Double, limits: AxisLimits) -> Double { displayed }
    func ballistic(
      position: Double, velocity: Double, limits: AxisLimits, rate: Double, target: Double?
    ) -> (any Simulation)? {
      guard velocity != 0 else { return nil }
      let end = limits.clamped(position + (velocity < 0 ? -distance : distance))
      return end == position ? nil : Linear(start: position, end: end, duration: 0.5)
    }
  }

  struct Linear: Simulation {
    let start: Double
    let end: Double
    let duration: Double
    func position(at time: Double) -> Double {
      start + (end - start) * min(max(time / duration, 0), 1)
    }
    func velocity(at time: Double) -> Double { time < duration ? (end - start) / duration / 1000 : 0 }
    func isDone(at time: Double) -> Bool { time >= duration }
  }

  /// A horizontal pager-like view (3 × 390 pt of content) holding a carousel with 100 pt to
  /// scroll, chained inner first.
  private func chain(_ scene: TestScene) -> (
    coordinator: NestedScrollCoordinator, pages: ScrollView, carousel: ScrollView
  ) {
    let pages = scene.scrollView(contentSize: CGSize(width: 1170, height: 844))
    let carousel = ScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
    carousel.contentInsetAdjustmentBehavior = .never
    carousel.contentSize = CGSize(width: 490, height: 200)
    pages.addSubview(carousel)
    scene.window.layoutIfNeeded()
    let coordinator = NestedScrollCoordinator(
      chain: [pages, carousel], axis: .horizontal, policies: [.innerFirst])
    Self.coordinators.append(coordinator)
    return (coordinator, pages, carousel)
  }

  /// Flings the carousel leftward; returns the chain's combined offset at release and at rest.
  private func fling(_ scene: TestScene, _ coordinator: NestedScrollCoordinator, on carousel: ScrollView)
    -> (release: CGFloat, rest: CGFloat)
  {
    let log = DelegateLog()
    carousel.delegate = log
    var release: CGFloat = .nan
    log.targetOverride = { target in
      release = coordinator.unifiedOffset
      return target
    }
    scene.gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1000, y: 0), distance: 30)
    scene.wait(3)
    #expect(log.folded.last == "didEndDecelerating")
    return (release, coordinator.unifiedOffset)
  }

  @Test func aCustomModelOnTheDraggedViewGovernsTheChainsFling() {
    let scene = TestScene()
    let (coordinator, pages, carousel) = chain(scene)
    carousel.physics = FixedTravelPhysics(distance: 250)
    let (release, rest) = fling(scene, coordinator, on: carousel)
    // 250 pt across the chain: the carousel's remaining room first, then the outer view.
    #expect(abs(rest - release - 250) < 0.5)
    #expect(carousel.contentOffset.x == 100)
    #expect(abs(pages.contentOffset.x - (release + 250 - 100)) < 0.5)
  }

  @Test func theDefaultModelTravelsItsOwnDecay() {
    let scene = TestScene()
    let (coordinator, _, carousel) = chain(scene)
    let (release, rest) = fling(scene, coordinator, on: carousel)
    // The same fling under UIKit's decay goes much further than the custom model's 250 pt.
    #expect(rest - release > 300)
  }

  @Test func theBounceAtTheChainsEndComesFromTheModelOfTheViewShowingIt() {
    /// Flings the carousel rightward from the chain's far end: the outer view shows the overscroll
    /// at the start (innerFirst); returns how far past it the outer view went.
    func peakOverscroll(outerBounceFactor: Double?) -> CGFloat {
      let scene = TestScene()
      let (_, pages, carousel) = chain(scene)
      if let outerBounceFactor { pages.physics = BouncingScrollPhysics(bounceFactor: outerBounceFactor) }
      pages.contentOffset = CGPoint(x: 80, y: 0)
      carousel.contentOffset = CGPoint(x: 100, y: 0)
      var peak: CGFloat = 0
      let log = DelegateLog()
      log.onScroll = { view in peak = max(peak, -view.contentOffset.x) }
      pages.delegate = log
      scene.gestures.fling(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 3000, y: 0), distance: 30)
      scene.wait(3)
      #expect(pages.contentOffset.x == 0)
      #expect(carousel.contentOffset.x == 0)
      return peak
    }
    let uikit = peakOverscroll(outerBounceFactor: nil)
    let stiff = peakOverscroll(outerBounceFactor: 0.9)
    #expect(uikit > 20)
    // The carousel runs the fling with UIKit's physics; the outer view's own model, damping ten
    // times faster per millisecond, bounces it a much shorter way past its edge.
    #expect(stiff < uikit / 3)
  }
}
