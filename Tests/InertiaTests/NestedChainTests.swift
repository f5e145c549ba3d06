import Foundation
import Testing

@testable import Inertia

/// Nested chains beyond the vertical pair: the probe that once ended a nested fling twice, a
/// horizontal chain, and conservation of every delta under random gestures.
@MainActor
@Suite struct NestedChainTests {
  /// An outer scroll view with a 200 pt header over an inner 1408 pt list (seed 001's shape).
  private func verticalPair() -> (TestScene, ScrollView, ScrollView, NestedScrollCoordinator) {
    let scene = TestScene()
    let outer = scene.scrollView(contentSize: CGSize(width: 390, height: 1044))
    let inner = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 844))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 390, height: 32 * 44)
    outer.addSubview(inner)
    scene.window.layoutIfNeeded()
    return (scene, outer, inner, NestedScrollCoordinator(outer: outer, inner: inner))
  }

  @Test func writingTheOffsetDuringANestedFlingEndsItOncePerView() {
    let (scene, outer, inner, coordinator) = verticalPair()
    let innerLog = DelegateLog()
    let outerLog = DelegateLog()
    innerLog.onScroll = { view in view.contentOffset = view.contentOffset }
    outerLog.onScroll = { view in view.contentOffset = view.contentOffset }
    inner.delegate = innerLog
    outer.delegate = outerLog
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    scene.wait(4)
    #expect(innerLog.calls.filter { $0 == "didEndDecelerating" }.count == 1)
    #expect(
      innerLog.folded.suffix(4) == [
        "didEndDragging(true)", "willBeginDecelerating", "didScroll*", "didEndDecelerating",
      ])
    #expect(outerLog.calls.filter { $0 != "didScroll" }.isEmpty)
    #expect(inner.contentOffset.y == 564 && outer.contentOffset.y == 200)
    #expect(!inner.isDecelerating && !coordinator.isFlinging)
  }

  @Test func aKeyPressDuringANestedFlingEndsTheFlingOnce() {
    let (scene, outer, inner, coordinator) = verticalPair()
    let innerLog = DelegateLog()
    inner.delegate = innerLog
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000), distance: 100)
    scene.wait(0.2)
    outer.directionalPressGestureRecognizer.press(.upArrow)
    scene.wait(3)
    #expect(innerLog.calls.filter { $0 == "didEndDecelerating" }.count == 1)
    #expect(innerLog.calls.filter { $0 == "willBeginDecelerating" }.count == 1)
    #expect(!coordinator.isFlinging && !inner.isDecelerating)
  }

  @Test func aKeyPressOnTheInnerViewDuringATwoAxisBounceKeepsTheOuterDecelerating() {
    let scene = TestScene()
    let outer = scene.scrollView(contentSize: CGSize(width: 800, height: 300))
    let inner = ScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 390, height: 2000)
    outer.addSubview(inner)
    scene.window.layoutIfNeeded()
    let coordinator = NestedScrollCoordinator(outer: outer, inner: inner)
    let outerLog = DelegateLog()
    outer.delegate = outerLog
    // Pulls the outer view past its top-left corner: x bounces on its own, y through the chain.
    scene.gestures.fling(from: CGPoint(x: 200, y: 189), velocity: CGPoint(x: 2253, y: 2354), distance: 40)
    scene.wait(0.3)
    #expect(outer.contentOffset.x < -10 && outer.contentOffset.y < -10)
    inner.directionalPressGestureRecognizer.press(.end)
    #expect(outer.isDecelerating)
    scene.wait(2)
    #expect(outer.contentOffset == .zero && inner.contentOffset.y == 2000 - 444)
    #expect(outerLog.calls.filter { $0 == "willBeginDecelerating" }.count == 1)
    #expect(outerLog.calls.filter { $0 == "didEndDecelerating" }.count == 1)
    #expect(outerLog.folded.suffix(2) == ["didScroll*", "didEndDecelerating"])
    #expect(!coordinator.isFlinging && !outer.isDecelerating)
  }

  @Test func aFingerOnTheInnerListCatchesTheOuterBounceOnceAndTheLiftReturnsIt() {
    let (scene, outer, inner, coordinator) = verticalPair()
    let outerLog = DelegateLog()
    outer.delegate = outerLog
    // Pulls the header down past the chain's top: the outer view shows the overscroll.
    scene.gestures.fling(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 2500), distance: 60)
    scene.wait(0.1)
    #expect(outer.contentOffset.y < -10 && coordinator.isFlinging)
    outerLog.calls.removeAll()
    scene.window.handleTouch(id: 7, phase: .began, at: CGPoint(x: 200, y: 500))
    #expect(outerLog.calls == ["didEndDecelerating"])
    let caught = outer.contentOffset.y
    scene.wait(0.1)
    #expect(outer.contentOffset.y == caught && inner.contentOffset.y == 0)
    scene.window.handleTouch(id: 7, phase: .ended, at: CGPoint(x: 200, y: 500))
    scene.wait(1)
    #expect(
      outerLog.folded == ["didEndDecelerating", "willBeginDecelerating", "didScroll*", "didEndDecelerating"])
    #expect(outer.contentOffset.y == 0 && !outer.isDecelerating && !coordinator.hasOverscroll)
  }

  @Test func aNestedFlingWhoseRoomShrinksEndsAtTheNewEnd() {
    let (scene, outer, inner, coordinator) = verticalPair()
    let innerLog = DelegateLog()
    inner.delegate = innerLog
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    scene.wait(0.1)
    #expect(coordinator.isFlinging && inner.contentOffset.y > 100 && inner.contentOffset.y < 500)
    inner.contentSize = CGSize(width: 390, height: 900)
    scene.wait(0.1)
    #expect(!coordinator.isFlinging && !inner.isDecelerating)
    #expect(inner.contentOffset.y == 900 - 844 && outer.contentOffset.y == 200)
    #expect(innerLog.calls.filter { $0 == "didEndDecelerating" }.count == 1)
  }

  /// A 1200 pt carousel inside a horizontal scroll view of three 390 pt pages.
  private func horizontalChain(
    policy: NestedScrollPolicy
  ) -> (TestScene, ScrollView, ScrollView, NestedScrollCoordinator) {
    let scene = TestScene()
    let outer = scene.scrollView(contentSize: CGSize(width: 390 * 3, height: 844))
    let carousel = ScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
    carousel.contentInsetAdjustmentBehavior = .never
    carousel.contentSize = CGSize(width: 1200, height: 200)
    outer.addSubview(carousel)
    scene.window.layoutIfNeeded()
    let coordinator = NestedScrollCoordinator(
      chain: [outer, carousel], axis: .horizontal, policies: [policy])
    return (scene, outer, carousel, coordinator)
  }

  @Test func aHorizontalChainScrollsTheCarouselFirstThenTheOuterView() {
    let (scene, outer, carousel, coordinator) = horizontalChain(policy: .innerFirst)
    let left = (from: CGPoint(x: 380, y: 400), to: CGPoint(x: 20, y: 400))
    scene.gestures.drag(from: left.from, to: left.to, duration: 0.3, release: .stop)
    #expect(carousel.contentOffset.x == 350 && outer.contentOffset.x == 0)
    scene.gestures.drag(from: left.from, to: left.to, duration: 0.3, release: .stop)
    #expect(carousel.contentOffset.x == 700 && outer.contentOffset.x == 0)
    scene.gestures.drag(from: left.from, to: left.to, duration: 0.3, release: .stop)
    #expect(carousel.contentOffset.x == 810 && outer.contentOffset.x == 240)
    // Back (less): the carousel first again.
    scene.gestures.drag(
      from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3, release: .stop)
    #expect(carousel.contentOffset.x == 620 && outer.contentOffset.x == 240)
    #expect(outer.contentOffset.y == 0 && carousel.contentOffset.y == 0)
    withExtendedLifetime(coordinator) {}
  }

  @Test func aFlingThatMayNotChainStopsAtTheCarouselsEdge() {
    let (scene, outer, carousel, stopping) = horizontalChain(policy: .innerFirstNoFlingChaining)
    scene.gestures.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -3000, y: 0), distance: 120)
    scene.wait(4)
    #expect(carousel.contentOffset.x == 810)
    #expect(outer.contentOffset.x == 0)
    let (chainedScene, chainedOuter, chainedCarousel, chaining) = horizontalChain(policy: .innerFirst)
    chainedScene.gestures.fling(
      from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -3000, y: 0), distance: 120)
    chainedScene.wait(4)
    #expect(chainedCarousel.contentOffset.x == 810)
    #expect(chainedOuter.contentOffset.x == 780)
    withExtendedLifetime((stopping, chaining)) {}
  }

  @Test func randomGesturesConserveEveryDeltaAndEndAtRestInRange() {
    var generator = SplitMix64(seed: 0x5EED_0001)
    for _ in 0..<12 {
      let (scene, outer, inner, coordinator) = verticalPair()
      let log = DelegateLog()
      var writes = 0
      log.onScroll = { view in
        writes += 1
        if writes % 97 == 0 { view.contentOffset = CGPoint(x: 0, y: view.contentOffset.y - 3) }
      }
      inner.delegate = log
      for _ in 0..<8 {
        let x = CGFloat(generator.next(in: 50...340))
        let start = CGFloat(generator.next(in: 100...800))
        let end = CGFloat(generator.next(in: 20...820))
        let turn = CGFloat(generator.next(in: 20...820))
        switch generator.next(in: 0...3).rounded() {
        case 0:
          scene.gestures.drag(
            from: CGPoint(x: x, y: start), to: CGPoint(x: x, y: end), duration: 0.2, release: .lift)
        case 1:
          // A reversal inside one gesture.
          scene.gestures.drag(
            from: CGPoint(x: x, y: start), to: CGPoint(x: x, y: turn), duration: 0.15, release: .hold)
          let back = GestureSynthesizer.drag(
            from: CGPoint(x: x, y: turn), to: CGPoint(x: x, y: end), duration: 0.15, release: .lift,
            start: scene.clock.now, rate: 120)
          scene.gestures.perform(Array(back.dropFirst()))
        case 2:
          scene.gestures.fling(
            from: CGPoint(x: x, y: start), velocity: CGPoint(x: 0, y: (end - start) * 8), distance: 80)
        default:
          scene.gestures.tap(at: CGPoint(x: x, y: start))
        }
        scene.wait(generator.next(in: 0.02...0.6))
      }
      scene.wait(5)
      for view in [outer, inner] {
        #expect(!view.isTracking && !view.isDragging && !view.isDecelerating)
        #expect(view.contentOffset.y >= view.minimumOffset.y && view.contentOffset.y <= view.maximumOffset.y)
      }
      #expect(!coordinator.isFlinging)
      #expect(
        log.calls.filter { $0 == "willBeginDragging" }.count
          == log.calls.filter { $0.hasPrefix("didEndDragging") }.count)
    }
  }
}

/// A small seeded generator so property runs are the same on every machine.
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func nextRaw() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func next(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + Double(nextRaw() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
  }
}
