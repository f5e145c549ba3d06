import Foundation
import Testing

@testable import Inertia

/// Logs every delegate call, zooming included, as "method" strings.
@MainActor
final class FullDelegateLog: ScrollViewDelegate {
  var calls: [String] = []
  var zoomView: View?

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    if calls.last != "didScroll" { calls.append("didScroll") }
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) { calls.append("willEndDragging") }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
    calls.append("willBeginZooming")
  }
  func scrollViewDidZoom(_ scrollView: ScrollView) {}
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
    calls.append("didEndZooming")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    calls.append("didEndScrollingAnimation")
  }
  func scrollViewDidScrollToTop(_ scrollView: ScrollView) { calls.append("didScrollToTop") }
  func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }

  func count(_ method: String) -> Int { calls.filter { $0 == method }.count }

  /// Whether every begin has its end, in order, and nothing begins twice before it ends.
  var pairsAreBalanced: Bool {
    let pairs = [
      ("willBeginDragging", "didEndDragging"), ("willBeginDecelerating", "didEndDecelerating"),
      ("willBeginZooming", "didEndZooming"),
    ]
    for (begin, end) in pairs {
      var open = false
      for call in calls {
        if call == begin {
          if open { return false }
          open = true
        } else if call == end {
          if !open && begin != "willBeginDecelerating" { return false }
          open = false
        }
      }
      if open { return false }
    }
    return true
  }
}

/// The scroll view's activities: one at a time, flags derived from it, delegate calls from its
/// transitions (spec section 9), including gestures that mix pinching and panning.
@MainActor
@Suite struct ScrollActivityTests {
  private func zoomable() -> (TestScene, ScrollView, FullDelegateLog) {
    let scene = TestScene()
    let scrollView = scene.scrollView(contentSize: CGSize(width: 390, height: 2000))
    let image = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView.addSubview(image)
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 3
    let log = FullDelegateLog()
    log.zoomView = image
    scrollView.delegate = log
    return (scene, scrollView, log)
  }

  @Test func aPinchThatAlsoPansKeepsEveryDelegatePairBalanced() {
    let (scene, scrollView, log) = zoomable()
    var inputs: [TouchInput] = []
    let steps = 36
    for step in 0...steps {
      let f = CGFloat(step) / CGFloat(steps)
      let centre = CGPoint(x: 195, y: 500 - 200 * f)
      let span = 100 + 150 * f
      let phase: Touch.Phase = step == 0 ? .began : step == steps ? .ended : .moved
      let time = 0.1 + 0.3 * Double(f)
      inputs.append(
        TouchInput(time: time, id: 1, phase: phase, location: CGPoint(x: centre.x - span / 2, y: centre.y)))
      inputs.append(
        TouchInput(time: time, id: 2, phase: phase, location: CGPoint(x: centre.x + span / 2, y: centre.y)))
    }
    scene.gestures.perform(inputs)
    scene.wait(1)
    #expect(log.count("willBeginZooming") == 1 && log.count("didEndZooming") == 1)
    #expect(log.count("willBeginDragging") == log.count("didEndDragging"))
    #expect(log.pairsAreBalanced)
    #expect(abs(scrollView.zoomScale - 2.5) < 0.01)
    #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isZooming)
  }

  @Test func aSecondFingerThatStartsAPinchEndsTheDragFirst() {
    let (scene, scrollView, log) = zoomable()
    var inputs = GestureSynthesizer.drag(
      from: CGPoint(x: 150, y: 600), to: CGPoint(x: 150, y: 500), duration: 0.2, release: .hold, start: 0.1,
      rate: 120)
    // A second finger lands above the first and moves away from it: the two now pinch.
    for step in 0...36 {
      let phase: Touch.Phase = step == 0 ? .began : step == 36 ? .ended : .moved
      let point = CGPoint(x: 150, y: 400 - CGFloat(step) * 5)
      inputs.append(TouchInput(time: 0.35 + Double(step) / 120, id: 2, phase: phase, location: point))
    }
    inputs.append(TouchInput(time: 0.7, id: 1, phase: .ended, location: CGPoint(x: 150, y: 500)))
    scene.gestures.perform(inputs)
    scene.wait(1)
    #expect(log.pairsAreBalanced)
    let first = log.calls.filter { $0 != "didScroll" }
    #expect(
      first.prefix(4) == ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginZooming"])
    #expect(!scrollView.isTracking && !scrollView.isZooming)
  }

  @Test func aPinchWithAFingerOutsideTheWindowLeavesNothingTracking() {
    let scene = TestScene()
    let scrollView = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    scene.wait(0.1)
    scene.gestures.pinch(center: CGPoint(x: 50, y: 300), fromSpan: 200, toSpan: 20, duration: 0.1)
    scene.wait(1)
    #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
  }

  @Test func aStatusBarTapDuringAHorizontalBounceSettlesBothAxes() {
    let scene = TestScene()
    let scrollView = scene.scrollView(contentSize: CGSize(width: 1200, height: 3000))
    scrollView.contentOffset = CGPoint(x: 0, y: 600)
    scene.gestures.drag(
      from: CGPoint(x: 100, y: 400), to: CGPoint(x: 350, y: 400), duration: 0.25, release: .lift)
    scene.wait(0.05)
    #expect(scrollView.contentOffset.x < -20)
    #expect(scene.window.tapStatusBar())
    scene.wait(2)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 0))
    #expect(!scrollView.isDecelerating && !scrollView.isScrollAnimating)
  }

  @Test func aTapThatStopsAScrollToTopOutsideTheRangeAnimatesBackIntoItOnLift() {
    let scene = TestScene()
    let scrollView = scene.scrollView(contentSize: CGSize(width: 1200, height: 844))
    let log = DelegateLog()
    scrollView.delegate = log
    scene.gestures.drag(
      from: CGPoint(x: 100, y: 400), to: CGPoint(x: 350, y: 400), duration: 0.25, release: .lift)
    scene.wait(0.05)
    #expect(scrollView.contentOffset.x < -20)
    #expect(scene.window.tapStatusBar())
    log.calls.removeAll()
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 200, y: 400))
    let stoppedAt = scrollView.contentOffset.x
    #expect(stoppedAt < -20 && !scrollView.isScrollAnimating)
    scene.wait(0.1)
    #expect(scrollView.contentOffset.x == stoppedAt)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 200, y: 400))
    #expect(scrollView.isScrollAnimating)
    scene.wait(1)
    #expect(scrollView.contentOffset == .zero)
    #expect(log.folded == ["didScroll*", "didEndScrollingAnimation"])
    #expect(!scrollView.isDecelerating && !scrollView.isScrollAnimating)
  }

  @Test func theFlagsFollowTheActivity() {
    let scene = TestScene()
    let scrollView = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 200, y: 600))
    #expect(scrollView.isTracking && !scrollView.isDragging)
    scene.gestures.perform(
      Array(
        GestureSynthesizer.drag(
          from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2, release: .lift,
          start: scene.clock.now, rate: 120
        ).dropFirst()))
    #expect(!scrollView.isTracking && !scrollView.isDragging && scrollView.isDecelerating)
    scene.window.handleTouch(id: 2, phase: .began, at: CGPoint(x: 200, y: 600))
    // A caught fling keeps isDecelerating while the finger holds (spec 9.8).
    #expect(scrollView.isTracking && scrollView.isDecelerating)
    scene.window.handleTouch(id: 2, phase: .ended, at: CGPoint(x: 200, y: 600))
    #expect(!scrollView.isTracking && !scrollView.isDecelerating)
    scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
    #expect(scrollView.isScrollAnimating && !scrollView.isDecelerating)
    scene.wait(0.5)
    #expect(!scrollView.isScrollAnimating)
  }

  @Test func clampingPhysicsNeverShowsTheContentPastItsEdges() {
    let scene = TestScene()
    let scrollView = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    scrollView.physics = ClampingScrollPhysics()
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.2, release: .hold)
    #expect(scrollView.contentOffset.y == 0)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 200, y: 600))
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -8000), distance: 200)
    var lowest: CGFloat = 0
    for _ in 0..<600 {
      scene.wait(1.0 / 120)
      lowest = max(lowest, scrollView.contentOffset.y)
    }
    #expect(lowest == scrollView.maximumOffset.y)
  }
}
