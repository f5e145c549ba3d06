import Foundation
import Testing

@testable import Inertia

/// Nested scrolling: an outer scroll view with a 200 pt header over an inner 32-row list
/// (seed 001), coupled by the collapsing-header policy.
@MainActor
@Suite struct NestedScrollTests {
  private func make(
    policy: NestedScrollPolicy = .collapsingHeader, frameRate: Double = 120
  ) -> (TestScene, ScrollView, TableView, NestedScrollCoordinator, DelegateLog, AnyObject) {
    let scene = TestScene(frameRate: frameRate)
    let outer = scene.scrollView(contentSize: CGSize(width: 390, height: 1044))
    let header = Label(frame: CGRect(x: 0, y: 0, width: 390, height: 200), text: "Header")
    outer.addSubview(header)
    let inner = TableView(frame: CGRect(x: 0, y: 200, width: 390, height: 844))
    inner.contentInsetAdjustmentBehavior = .never
    let rows = TableViewTests.Rows([32])
    inner.dataSource = rows
    inner.rowHeight = 44
    outer.addSubview(inner)
    scene.window.layoutIfNeeded()
    let coordinator = NestedScrollCoordinator(outer: outer, inner: inner, policy: policy)
    let log = DelegateLog()
    inner.delegate = log
    return (scene, outer, inner, coordinator, log, rows)
  }

  @Test func moreScrollsTheOuterFirstThenTheInner() {
    let (scene, outer, inner, coordinator, _, rows) = make()
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3, release: .stop)
    #expect(outer.contentOffset.y == 200)
    #expect(inner.contentOffset.y == 90)
    #expect(coordinator.unifiedOffset == 290)
    withExtendedLifetime((coordinator, rows)) {}
  }

  @Test func lessScrollsTheInnerFirstThenTheOuter() {
    let (scene, outer, inner, coordinator, _, rows) = make()
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3, release: .stop)
    // A drag on the header (the outer view) going back still empties the inner list first.
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 160), duration: 0.2, release: .stop)
    #expect(inner.contentOffset.y == 40)
    #expect(outer.contentOffset.y == 200)
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 460), duration: 0.2, release: .stop)
    #expect(inner.contentOffset.y == 0)
    #expect(outer.contentOffset.y == 90)
    withExtendedLifetime((coordinator, rows)) {}
  }

  @Test func pullingPastTheTopRubberBandsTheOuterAndSettles() {
    let (scene, outer, inner, coordinator, log, rows) = make()
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 410), duration: 0.2, release: .hold)
    #expect(abs(outer.contentOffset.y - (-51.635)) <= 0.5)
    #expect(inner.contentOffset.y == 0)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 200, y: 410))
    scene.wait(1)
    #expect(outer.contentOffset.y == 0)
    #expect(log.folded.suffix(3) == ["didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    withExtendedLifetime((coordinator, rows)) {}
  }

  @Test func aFlingCarriesMomentumAcrossBothAndBouncesTheInner() {
    let (scene, outer, inner, coordinator, log, rows) = make()
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    var peak: CGFloat = 0
    for _ in 0..<400 {
      scene.wait(1.0 / 120)
      peak = max(peak, inner.contentOffset.y)
    }
    #expect(outer.contentOffset.y == 200)
    #expect(peak > 564 + 10)
    #expect(inner.contentOffset.y == 564)
    #expect(log.folded.last == "didEndDecelerating")
    #expect(!inner.isDecelerating)
    withExtendedLifetime((coordinator, rows)) {}
  }

  @Test func theNestedFlingIsFrameRateIndependent() {
    var runs: [[Double: CGFloat]] = []
    for rate in [60.0, 120.0] {
      let (scene, outer, inner, coordinator, _, rows) = make(frameRate: rate)
      scene.gestures.perform(
        GestureSynthesizer.fling(
          from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500), distance: 100, start: 0.1,
          rate: 240))
      var samples: [Double: CGFloat] = [:]
      for frame in 1...Int(rate * 3) {
        scene.clock.advance(to: Double(frame) / rate)
        samples[(Double(frame) / rate * 1000).rounded()] = outer.contentOffset.y + inner.contentOffset.y
      }
      runs.append(samples)
      withExtendedLifetime((coordinator, rows)) {}
    }
    let worst = runs[0].compactMap { time, value in runs[1][time].map { abs($0 - value) } }.max() ?? 99
    #expect(worst <= 0.5)
  }

  @Test func setUnifiedOffsetFillsTheOuterFirst() {
    let (_, outer, inner, coordinator, _, rows) = make()
    coordinator.setUnifiedOffset(350, animated: false)
    #expect(outer.contentOffset.y == 200 && inner.contentOffset.y == 150)
    coordinator.setUnifiedOffset(-20, animated: false)
    #expect(outer.contentOffset.y == 0 && inner.contentOffset.y == 0)
    withExtendedLifetime(rows) {}
  }

  @Test func innerFirstPolicyScrollsTheListBeforeTheHeader() {
    let (scene, outer, inner, coordinator, _, rows) = make(policy: .innerFirst)
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3, release: .stop)
    #expect(inner.contentOffset.y == 290 && outer.contentOffset.y == 0)
    withExtendedLifetime((coordinator, rows)) {}
  }
}
