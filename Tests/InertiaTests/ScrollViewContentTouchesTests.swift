import Foundation
import Testing

@testable import Inertia

/// Touch delivery to content inside a scroll view (spec section 6).
@MainActor
@Suite struct ScrollViewContentTouchesTests {
  private func make() -> (TestScene, ScrollView, TouchLogView) {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 390, height: 3000))
    view.addSubview(content)
    return (scene, view, content)
  }

  @Test func aQuickTapReachesTheContentAtTouchUp() {
    let (scene, _, content) = make()
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 100), timestamp: 0)
    #expect(content.log.isEmpty)
    scene.clock.advance(to: 0.1, includingFrameAtEnd: false)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 100, y: 100), timestamp: 0.1)
    #expect(content.log == ["began", "ended"])
  }

  @Test func aHeldTouchReachesTheContentAfter150Milliseconds() {
    let (scene, _, content) = make()
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 100), timestamp: 0)
    scene.clock.advance(to: 0.149)
    #expect(content.log.isEmpty)
    scene.clock.advance(to: 0.151)
    #expect(content.log == ["began"])
  }

  @Test func aDragStartingWithinTheDelayNeverReachesTheContent() {
    let (scene, view, content) = make()
    scene.gestures.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), duration: 0.12)
    scene.wait(3)
    #expect(content.log.isEmpty)
    #expect(view.contentOffset.y > 190)
  }

  @Test func aDragAfterTheDelayCancelsTheContentTouches() {
    let (scene, view, content) = make()
    scene.holdThenDrag(
      from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), hold: 0.3, duration: 0.2, release: .stop)
    #expect(content.log.first == "began")
    #expect(content.log.last == "cancelled")
    #expect(view.contentOffset.y == 190)
  }

  @Test func withoutCanCancelContentTouchesALateDragDoesNotScroll() {
    let (scene, view, content) = make()
    view.canCancelContentTouches = false
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 500), timestamp: 0)
    scene.clock.advance(to: 0.3, includingFrameAtEnd: false)
    scene.window.handleTouch(id: 1, phase: .moved, at: CGPoint(x: 100, y: 400), timestamp: 0.3)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 100, y: 400), timestamp: 0.35)
    #expect(view.contentOffset.y == 0)
    #expect(content.log == ["began", "moved", "ended"])
  }

  @Test func withoutDelaysContentTouchesTheContentSeesTouchDownAtOnce() {
    let (scene, view, content) = make()
    view.delaysContentTouches = false
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 500), timestamp: 0)
    #expect(content.log == ["began"])
  }

  final class RefusingScrollView: ScrollView {
    override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
      false
    }
  }

  @Test func touchesShouldBeginFalseKeepsTouchesFromTheContent() {
    let scene = TestScene()
    let view = RefusingScrollView(frame: scene.window.bounds)
    view.contentSize = CGSize(width: 390, height: 3000)
    scene.window.addSubview(view)
    let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 390, height: 3000))
    view.addSubview(content)
    scene.gestures.tap(at: CGPoint(x: 50, y: 50))
    #expect(content.log.isEmpty)
  }

  @Test func aTouchThatCatchesAFlingIsNeverATap() {
    let (scene, view, content) = make()
    scene.gestures.fling(from: CGPoint(x: 100, y: 700), velocity: CGPoint(x: 0, y: -1500), distance: 120)
    scene.wait(0.2)
    #expect(view.isDecelerating)
    scene.gestures.tap(at: CGPoint(x: 100, y: 300), duration: 0.05)
    scene.wait(0.5)
    #expect(content.log.isEmpty)
    #expect(!view.isDecelerating)
  }
}
