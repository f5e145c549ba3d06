import Foundation
import Testing

@testable import Inertia

/// Behaviours the fuzzer found wrong, each pinned by a test named after it (the shrunk scripts
/// are regression cases under Tests/Fuzz as well).
@MainActor
@Suite struct FuzzFindingTests {
  @Test func aFingerOnTheOuterViewEndsTheChainFlingButNotTheInnersOwnBounce() {
    let scene = TestScene()
    let outer = scene.scrollView(contentSize: CGSize(width: 390, height: 844))
    let inner = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 800, height: 2000)
    outer.addSubview(inner)
    scene.window.layoutIfNeeded()
    let coordinator = NestedScrollCoordinator(outer: outer, inner: inner)
    let innerLog = DelegateLog()
    let outerLog = DelegateLog()
    inner.delegate = innerLog
    outer.delegate = outerLog
    // Pulls the inner view past its left edge (its own bounce) and the chain past its top (the
    // outer view shows that overscroll, returned by the inner view's fling).
    scene.gestures.fling(from: CGPoint(x: 200, y: 300), velocity: CGPoint(x: 1500, y: 1500), distance: 80)
    scene.wait(0.05)
    #expect(inner.contentOffset.x < -10 && outer.contentOffset.y < -10 && coordinator.isFlinging)
    scene.window.handleTouch(id: 7, phase: .began, at: CGPoint(x: 200, y: 800))
    let held = outer.contentOffset.y
    scene.wait(0.1)
    // The finger holds the outer view; the inner view goes on returning its x.
    #expect(outer.contentOffset.y == held && !coordinator.isFlinging)
    #expect(inner.isDecelerating && inner.contentOffset.x < 0)
    scene.window.handleTouch(id: 7, phase: .ended, at: CGPoint(x: 200, y: 800))
    scene.wait(2)
    #expect(inner.contentOffset == .zero && outer.contentOffset == .zero)
    #expect(!inner.isDecelerating && !outer.isDecelerating && !coordinator.hasOverscroll)
    #expect(
      innerLog.folded.filter { $0 != "didScroll*" }.suffix(3) == [
        "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
      ])
    #expect(outerLog.calls.allSatisfy { $0 == "didScroll" })
  }

  @Test func disablingScrollingEndsATrackpadDrag() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 2000))
    let log = DelegateLog()
    view.delegate = log
    view.handleScrollWheel(delta: CGPoint(x: 0, y: 30), phase: .began, timestamp: scene.clock.now)
    #expect(view.isTracking && view.isDragging && view.contentOffset.y < 0)
    view.isScrollEnabled = false
    #expect(!view.isTracking && !view.isDragging)
    #expect(
      log.folded.filter { $0 != "didScroll*" }.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"])
    scene.wait(1)
    #expect(view.contentOffset == .zero && !view.isDecelerating)
    // Later events of that gesture are ignored.
    view.handleScrollWheel(delta: CGPoint(x: 0, y: 30), phase: .changed, timestamp: scene.clock.now)
    #expect(view.contentOffset == .zero && !view.isTracking)
  }

  @Test func insetsChangedUnderAHoldingFingerClampOnLift() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 800, height: 2000))
    view.setContentOffset(CGPoint(x: 0, y: 1056), animated: false)
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 200, y: 400))
    // While tracking, the clamp waits (spec section 1): the offset stays past the new end.
    view.contentSize = CGSize(width: 800, height: 1000)
    #expect(view.contentOffset.y == 1056)
    scene.wait(0.1)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 200, y: 400))
    #expect(view.contentOffset.y == 156 && !view.isTracking)
    // An offset written outside the range under a finger is the program's and stays.
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 200, y: 400))
    view.contentOffset = CGPoint(x: 0, y: 400)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 200, y: 400))
    #expect(view.contentOffset.y == 400)
  }

  @Test func aPagerOffsetWrittenFarPastItsEndPicksTheLastPage() {
    let screen = ProfileScreen()
    screen.pager.setContentOffset(CGPoint(x: 1e308, y: 0), animated: false)
    #expect(screen.coupling.currentPage == 2)
    screen.pager.setContentOffset(CGPoint(x: -1e308, y: 0), animated: false)
    #expect(screen.coupling.currentPage == 0)
  }

  @Test func aSliderSpanningTheWholeFloatRangeStillPlacesItsThumb() {
    let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 34))
    slider.minimumValue = -.greatestFiniteMagnitude
    slider.maximumValue = .greatestFiniteMagnitude
    slider.value = .greatestFiniteMagnitude
    #expect(slider.accessibilityValue == "100%" && slider.thumbCenterX == 214)
    slider.value = 0
    #expect(slider.accessibilityValue == "50%" && slider.thumbCenterX == 114)
    slider.accessibilityIncrement()
    #expect(slider.value == .greatestFiniteMagnitude)
  }

  @Test func aTrackpadDragOnTheInnerViewTakesTheChainWithoutHoldingTheOuterView() {
    let scene = TestScene()
    let outer = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    let inner = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    inner.contentInsetAdjustmentBehavior = .never
    outer.addSubview(inner)
    scene.window.layoutIfNeeded()
    let coordinator = NestedScrollCoordinator(outer: outer, inner: inner)
    let outerLog = DelegateLog()
    outer.delegate = outerLog
    // Pulls the outer view past its top; its fling returns the overscroll.
    scene.gestures.fling(from: CGPoint(x: 200, y: 750), velocity: CGPoint(x: 0, y: 3000), distance: 90)
    scene.wait(0.1)
    #expect(outer.contentOffset.y < -10 && coordinator.isFlinging)
    inner.handleScrollWheel(delta: CGPoint(x: 0, y: -5), phase: .began, timestamp: scene.clock.now)
    #expect(inner.isDragging && !coordinator.isFlinging)
    #expect(!outer.isTracking && !outer.isDecelerating)
    #expect(outerLog.calls.filter { $0 != "didScroll" }.last == "didEndDecelerating")
    inner.handleScrollWheel(delta: .zero, phase: .ended, timestamp: scene.clock.now + 0.05)
    scene.wait(2)
    #expect(outer.contentOffset == .zero && inner.contentOffset == .zero)
    #expect(!outer.isTracking && !inner.isTracking && !coordinator.hasOverscroll)
  }

  @Test func contentShrunkDuringADecelerationClampsWhenItComesToRest() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 5000))
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000), distance: 150)
    scene.wait(0.1)
    #expect(view.isDecelerating && view.contentOffset.y < 356)
    // While decelerating the clamp waits (spec section 1); the view ends inside the new range.
    view.contentSize = CGSize(width: 390, height: 1200)
    scene.wait(4)
    #expect(!view.isDecelerating && view.contentOffset.y == 356)
  }

  /// Zooming a view 1e308 pt tall by 2 used to make its frame infinite (a null in the trace) while
  /// the content size kept its old value; the scale is now capped where the frame stays finite.
  @Test func zoomingAViewNearTheLargestDoubleKeepsItsFrameFinite() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: .zero)
    view.maximumZoomScale = 3
    let image = View(frame: CGRect(x: 0, y: 0, width: 390, height: 1e308))
    view.addSubview(image)
    let delegate = FullDelegateLog()
    delegate.zoomView = image
    view.delegate = delegate
    view.setZoomScale(2, animated: false)
    #expect(image.frame.isFiniteRect && view.contentSize.isFinite)
    #expect(view.zoomScale > 1 && view.zoomScale < 2)
    #expect(abs(view.contentSize.height - image.frame.height) <= image.frame.height * 1e-12)
  }
}
