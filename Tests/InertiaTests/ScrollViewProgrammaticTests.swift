import Foundation
import Testing

@testable import Inertia

/// Programmatic scrolling, refresh, restoration, keyboard and keys (spec sections 5 and 11).
@MainActor
@Suite struct ScrollViewProgrammaticTests {
  private func make() -> (TestScene, ScrollView, DelegateLog) {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    let log = DelegateLog()
    view.delegate = log
    return (scene, view, log)
  }

  @Test func animatedSetContentOffsetTakesPoint3Seconds() {
    let (scene, view, log) = make()
    view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    scene.wait(0.15)
    #expect(abs(view.contentOffset.y - 150) < 1)
    scene.wait(0.1)
    #expect(!log.calls.contains("didEndScrollingAnimation"))
    scene.wait(0.06)
    #expect(log.calls.last == "didEndScrollingAnimation")
    #expect(view.contentOffset.y == 300)
  }

  @Test(arguments: [
    (CGRect(x: 0, y: 100, width: 10, height: 10), CGFloat(0)),
    (CGRect(x: 0, y: 1000, width: 10, height: 100), CGFloat(1100 - 844)),
    (CGRect(x: 0, y: 1000, width: 10, height: 1000), CGFloat(2000 - 844)),
    (CGRect(x: 0, y: 5000, width: 10, height: 10), CGFloat(0)),
  ])
  func scrollRectToVisibleMovesTheLeastAmount(rect: CGRect, expected: CGFloat) {
    let (_, view, _) = make()
    view.scrollRectToVisible(rect, animated: false)
    #expect(view.contentOffset.y == expected)
  }

  @Test func scrollRectToVisibleScrollsUpToARectAbove() {
    let (_, view, _) = make()
    view.contentOffset = CGPoint(x: 0, y: 1500)
    view.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 50), animated: false)
    #expect(view.contentOffset.y == 1000)
  }

  @Test func pullingPastTheTriggerBeginsRefreshing() {
    let (scene, view, _) = make()
    let refresh = RefreshControl()
    view.refreshControl = refresh
    #expect(view.alwaysBounceVertical)
    var events: [String] = []
    refresh.addAction(ControlAction { _, _, event in events.append(event.description) }, for: .valueChanged)
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 500), duration: 0.4, release: .hold)
    #expect(events == ["valueChanged"])
    #expect(refresh.isRefreshing)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 200, y: 500))
    scene.wait(1)
    #expect(view.adjustedContentInset.top == RefreshControl.height)
    #expect(view.contentOffset.y == -RefreshControl.height)
    refresh.endRefreshing()
    scene.wait(0.5)
    #expect(view.adjustedContentInset.top == 0)
    #expect(view.contentOffset.y == 0)
  }

  @Test func aRefreshControlAddedAsASubviewIsTheScrollViews() {
    let (scene, view, _) = make()
    let refresh = RefreshControl()
    view.addSubview(refresh)  // The idiom from before `refreshControl` (iOS 10).
    #expect(view.refreshControl === refresh && view.alwaysBounceVertical)
    #expect(view.subviews.filter { $0 === refresh }.count == 1)
    var events = 0
    refresh.addAction(ControlAction { _, _, _ in events += 1 }, for: .valueChanged)
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 500), duration: 0.4, release: .hold)
    #expect(events == 1 && refresh.isRefreshing)
  }

  @Test func theFirst58PointsOfPullFollowTheFinger() {
    let (scene, view, _) = make()
    view.refreshControl = RefreshControl()
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 200), duration: 0.2, release: .hold)
    #expect(view.contentOffset.y == -40)
  }

  @Test func beginRefreshingSendsNoValueChanged() {
    let (_, view, _) = make()
    let refresh = RefreshControl()
    view.refreshControl = refresh
    var events = 0
    refresh.addAction(ControlAction { _, _, _ in events += 1 }, for: .valueChanged)
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing && events == 0)
    #expect(view.adjustedContentInset.top == 58)
  }

  @Test func restorationRoundTripsAndRejectsCorruptData() throws {
    let (_, view, _) = make()
    view.restorationIdentifier = "list"
    view.contentInset = EdgeInsets(top: 12)
    view.contentOffset = CGPoint(x: 0, y: 640)
    let data = try #require(view.encodeRestorableState())
    view.contentInset = .zero
    view.contentOffset = .zero
    try view.decodeRestorableState(data)
    #expect(view.contentInset == EdgeInsets(top: 12))
    #expect(view.contentOffset == CGPoint(x: 0, y: 640))
    #expect(throws: RestorationError.self) { try view.decodeRestorableState(Data("{\"zoomScale\":1}".utf8)) }
    #expect(throws: RestorationError.self) {
      try view.decodeRestorableState(
        Data("{\"zoomScale\":-1,\"contentInset\":[0,0,0,0],\"contentOffset\":[0,0]}".utf8))
    }
    #expect(view.contentOffset == CGPoint(x: 0, y: 640))
    view.restorationIdentifier = nil
    #expect(view.encodeRestorableState() == nil)
  }

  @Test func keyboardDismissModes() {
    let (scene, view, _) = make()
    scene.window.keyboard.show()
    scene.gestures.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200), duration: 0.2)
    #expect(scene.window.keyboard.isVisible)
    view.keyboardDismissMode = .onDrag
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200), duration: 0.2, release: .hold)
    #expect(!scene.window.keyboard.isVisible)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 200, y: 200))
    view.keyboardDismissMode = .interactive
    scene.window.keyboard.show()
    let keyboardTop = 844 - scene.window.keyboard.height
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: keyboardTop + 100), duration: 0.3, release: .hold)
    #expect(abs(scene.window.keyboard.visibleHeight - (scene.window.keyboard.height - 100)) < 1)
  }

  @Test func arrowAndPageKeysScroll() {
    let (scene, view, _) = make()
    view.directionalPressGestureRecognizer.press(.downArrow)
    scene.wait(0.5)
    #expect(view.contentOffset.y == 40)
    view.directionalPressGestureRecognizer.press(.pageDown)
    scene.wait(0.5)
    #expect(view.contentOffset.y == CGFloat(844))
    view.directionalPressGestureRecognizer.press(.end)
    scene.wait(0.5)
    #expect(view.contentOffset.y == CGFloat(2156))
    #expect(!view.directionalPressGestureRecognizer.press(.downArrow))
  }

  @Test func trackpadScrollingDragsThenCoasts() {
    let (scene, view, log) = make()
    view.handleScrollWheel(delta: CGPoint(x: 0, y: -10), phase: .began, timestamp: scene.clock.now)
    for _ in 0..<10 {
      scene.wait(1.0 / 120)
      view.handleScrollWheel(delta: CGPoint(x: 0, y: -10), phase: .changed, timestamp: scene.clock.now)
    }
    view.handleScrollWheel(delta: .zero, phase: .ended, timestamp: scene.clock.now)
    #expect(view.contentOffset.y == 110)
    scene.wait(3)
    #expect(view.contentOffset.y > 500)
    #expect(log.folded.first == "willBeginDragging" && log.folded.last == "didEndDecelerating")
  }
}
