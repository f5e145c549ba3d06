import Foundation
import Testing

@testable import Inertia

/// Controls inside a scroll view (spec section 6).
@MainActor
@Suite struct ControlsInScrollViewTests {
  private func make() -> (TestScene, ScrollView, Button, () -> [String]) {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    let button = Button(frame: CGRect(x: 20, y: 300, width: 300, height: 200), title: "Buy")
    view.addSubview(button)
    var events: [String] = []
    button.addAction(ControlAction { _, _, event in events.append(event.description) }, for: .allEvents)
    return (scene, view, button, { events })
  }

  @Test func aQuickTapStillFiresTouchUpInside() {
    let (scene, _, button, events) = make()
    scene.gestures.tap(at: CGPoint(x: 100, y: 400), duration: 0.08)
    #expect(events() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    #expect(button.isHighlighted)
    scene.wait(0.13)
    #expect(!button.isHighlighted)
  }

  @Test func aDragStartingWithinTheDelayScrollsAndNeverHighlights() {
    let (scene, view, button, events) = make()
    var highlighted = false
    let probe = ControlAction { _, control, _ in highlighted = highlighted || control.isHighlighted }
    button.addAction(probe, for: .allEvents)
    scene.gestures.drag(from: CGPoint(x: 100, y: 450), to: CGPoint(x: 100, y: 250), duration: 0.1)
    scene.wait(2)
    #expect(events().isEmpty)
    #expect(!highlighted && !button.isHighlighted)
    #expect(view.contentOffset.y > 190)
  }

  @Test func aDragAfterTheDelayOnAnEnabledControlDoesNotScroll() {
    let (scene, view, _, events) = make()
    scene.holdThenDrag(
      from: CGPoint(x: 100, y: 450), to: CGPoint(x: 100, y: 350), duration: 0.1, release: .lift)
    #expect(view.contentOffset.y == 0)
    #expect(events().first == "touchDown")
    #expect(events().last == "primaryActionTriggered")
  }

  final class CancellingScrollView: ScrollView {
    override func touchesShouldCancel(in view: View) -> Bool { true }
  }

  @Test func touchesShouldCancelIsOverridable() {
    let scene = TestScene()
    let view = CancellingScrollView(frame: scene.window.bounds)
    view.contentSize = CGSize(width: 390, height: 3000)
    scene.window.addSubview(view)
    let button = Button(frame: CGRect(x: 20, y: 300, width: 300, height: 200))
    view.addSubview(button)
    var events: [String] = []
    button.addAction(ControlAction { _, _, event in events.append(event.description) }, for: .allEvents)
    scene.holdThenDrag(
      from: CGPoint(x: 100, y: 450), to: CGPoint(x: 100, y: 350), duration: 0.1, release: .stop)
    #expect(view.contentOffset.y == 90)
    #expect(events == ["touchDown", "touchDragInside", "touchCancel"])
  }

  @Test func aTouchThatCatchesADecelerationSendsNothingToTheControl() {
    let (scene, view, _, events) = make()
    scene.gestures.fling(from: CGPoint(x: 360, y: 700), velocity: CGPoint(x: 0, y: -1500), distance: 120)
    scene.wait(0.1)
    let before = view.contentOffset
    scene.gestures.tap(at: CGPoint(x: 100, y: 400), duration: 0.05)
    scene.wait(0.5)
    #expect(events().isEmpty)
    #expect(abs(view.contentOffset.y - before.y) < 30)
    #expect(!view.isDecelerating)
  }
}
