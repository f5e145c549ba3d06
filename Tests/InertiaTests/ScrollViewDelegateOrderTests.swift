import Foundation
import Testing

@testable import Inertia

/// The numbered delegate orders of spec section 9.
@MainActor
@Suite struct ScrollViewDelegateOrderTests {
  private func make(_ contentHeight: CGFloat = 3000) -> (TestScene, ScrollView, DelegateLog) {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: contentHeight))
    let log = DelegateLog()
    view.delegate = log
    return (scene, view, log)
  }

  @Test func order1DragWithSlowRelease() {
    let (scene, view, log) = make()
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.3, release: .stop)
    #expect(log.folded == ["willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(false)"])
    #expect(log.velocities == [.zero])
    #expect(log.targets == [CGPoint(x: 0, y: 190)])
    #expect(log.draggingDuringDidEnd == false)
    #expect(view.contentOffset == CGPoint(x: 0, y: 190))
  }

  @Test func order2DragWithFling() {
    let (scene, view, log) = make()
    scene.gestures.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1000), distance: 100)
    scene.wait(3)
    #expect(
      log.folded == [
        "willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll*", "didEndDecelerating",
      ])
    #expect(abs(log.velocities[0].y - 1.0) < 0.02)
    #expect(abs(view.contentOffset.y - log.targets[0].y) <= 0.5)
    #expect(!view.isDecelerating)
  }

  @Test func order3ReleaseWhileRubberBanded() {
    let (scene, view, log) = make()
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), duration: 0.3, release: .stop)
    #expect(view.contentOffset.y < -50)
    scene.wait(1)
    #expect(
      log.folded == [
        "willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll*", "didEndDecelerating",
      ])
    #expect(log.targets == [.zero])
    #expect(view.contentOffset == .zero)
  }

  @Test func order3FlingIntoTheEdgeBouncesAsPartOfDecelerating() {
    let (scene, view, log) = make(1200)
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -3000), distance: 200)
    var peak: CGFloat = 0
    for _ in 0..<400 {
      scene.wait(1.0 / 120)
      peak = max(peak, view.contentOffset.y)
    }
    #expect(peak > view.maximumOffset.y + 20)
    #expect(view.contentOffset.y == view.maximumOffset.y)
    #expect(log.folded.suffix(3) == ["willBeginDecelerating", "didScroll*", "didEndDecelerating"])
    #expect(log.targets[0].y == view.maximumOffset.y)
  }

  @Test func order4PagingTargetsThePage() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 1170, height: 844))
    view.isPagingEnabled = true
    let log = DelegateLog()
    view.delegate = log
    scene.gestures.drag(
      from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.5, release: .stop)
    scene.wait(1.5)
    #expect(log.targets == [CGPoint(x: 390, y: 0)])
    #expect(log.folded.contains("didEndDragging(true)"))
    #expect(log.folded.last == "didEndDecelerating")
    #expect(view.contentOffset == CGPoint(x: 390, y: 0))
  }

  @Test func order5AnimatedSetContentOffsetAfterStoppingADeceleration() {
    let (scene, view, log) = make()
    scene.gestures.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1000), distance: 100)
    scene.wait(0.2)
    log.calls.removeAll()
    view.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
    scene.wait(0.5)
    #expect(log.folded == ["didEndDecelerating", "didScroll*", "didEndScrollingAnimation"])
    #expect(view.contentOffset == CGPoint(x: 0, y: 50))
    log.calls.removeAll()
    view.setContentOffset(CGPoint(x: 0, y: 50.1), animated: true)
    scene.wait(0.5)
    #expect(log.calls.isEmpty)
  }

  @Test func order5NonAnimatedSetContentOffset() {
    let (_, view, log) = make()
    view.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
    view.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
    #expect(log.calls == ["didScroll"])
  }

  @Test func order6ScrollToTop() {
    let (scene, view, log) = make()
    view.contentOffset = CGPoint(x: 0, y: 900)
    log.calls.removeAll()
    #expect(scene.window.tapStatusBar())
    scene.wait(0.5)
    #expect(log.folded == ["shouldScrollToTop", "didScroll*", "didScrollToTop"])
    #expect(view.contentOffset == .zero)
    #expect(!scene.window.tapStatusBar())
  }

  @Test func scrollToTopNeedsExactlyOneCandidateAndTheDelegatesConsent() {
    let (scene, view, log) = make()
    view.contentOffset = CGPoint(x: 0, y: 900)
    log.shouldScrollToTop = false
    #expect(!scene.window.tapStatusBar())
    log.shouldScrollToTop = true
    let other = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.window.addSubview(other)
    #expect(!scene.window.tapStatusBar())
    other.scrollsToTop = false
    #expect(scene.window.tapStatusBar())
  }

  @Test func order8TouchDownOnABouncingViewEndsDecelerating() {
    let (scene, view, log) = make(1200)
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -3000), distance: 200)
    while view.contentOffset.y <= view.maximumOffset.y + 5 { scene.wait(1.0 / 120) }
    log.calls.removeAll()
    scene.window.handleTouch(id: 5, phase: .began, at: CGPoint(x: 200, y: 400), timestamp: scene.clock.now)
    #expect(log.calls == ["didEndDecelerating"])
    #expect(!view.isDecelerating)
    let caught = view.contentOffset
    scene.wait(0.2)
    #expect(view.contentOffset == caught)
    scene.window.handleTouch(id: 5, phase: .moved, at: CGPoint(x: 200, y: 380), timestamp: scene.clock.now)
    #expect(log.calls.dropFirst().first == "willBeginDragging")
  }

  @Test func catchingAPlainDecelerationHoldsIsDeceleratingUntilLift() {
    let (scene, view, log) = make()
    scene.gestures.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1000), distance: 100)
    scene.wait(0.3)
    log.calls.removeAll()
    scene.window.handleTouch(id: 5, phase: .began, at: CGPoint(x: 200, y: 400), timestamp: scene.clock.now)
    #expect(view.isDecelerating && view.isTracking)
    let caught = view.contentOffset
    scene.wait(0.2)
    #expect(view.contentOffset == caught)
    scene.window.handleTouch(id: 5, phase: .ended, at: CGPoint(x: 200, y: 400), timestamp: scene.clock.now)
    #expect(log.calls == ["didEndDecelerating"])
    #expect(!view.isDecelerating)
  }
}
