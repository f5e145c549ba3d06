import Foundation
import Testing

@testable import Inertia

/// Every piece of a scroll view's user input goes through one seam, ``ScrollView/input``: a lone
/// view is its own input, a chained view's is the chain's, and an attached input hears touch down,
/// every drag delta, the release, the lift, the trackpad's start and each activity the view begins.
@MainActor
@Suite struct ScrollInputSeamTests {
  /// Records what goes through the seam and hands everything on to the view itself.
  final class RecordingInput: ScrollInput {
    unowned let view: ScrollView
    var calls: [String] = []
    init(view: ScrollView) { self.view = view }

    func touchDown(on hitView: View?) {
      calls.append("touchDown")
      view.touchDown(on: hitView)
    }
    func endHold(_ hold: HoldActivity) {
      calls.append("endHold")
      view.endHold(hold)
    }
    var acceptsTrackpadDrag: Bool {
      calls.append("acceptsTrackpadDrag")
      return view.acceptsTrackpadDrag
    }
    func applyDrag(_ delta: CGPoint, translation: CGPoint, of drag: DragActivity) {
      calls.append("applyDrag")
      view.applyDrag(delta, translation: translation, of: drag)
    }
    func endDrag(_ drag: DragActivity, velocity: CGPoint) {
      calls.append("endDrag")
      view.endDrag(drag, velocity: velocity)
    }
    func rawOffset(forDisplayed displayed: CGPoint) -> CGPoint { view.rawOffset(forDisplayed: displayed) }
    func applyPinch(_ zoom: ZoomActivity, scale: CGFloat, at location: CGPoint) {
      view.applyPinch(zoom, scale: scale, at: location)
    }
    func endPinch(_ zoom: ZoomActivity) { view.endPinch(zoom) }
    func activityWillBegin(_ next: ScrollActivity) {
      let name = next.isHeld ? "hold" : next.isDragging ? "drag" : next.isBallistic ? "fling" : "other"
      calls.append("will \(name)")
    }
    var keepsOffsetAtRest: Bool { false }
    var isUnderDrag: Bool { view.isDragging }
  }

  private func lone() -> (TestScene, ScrollView) {
    let scene = TestScene()
    return (scene, scene.scrollView(contentSize: CGSize(width: 390, height: 3000)))
  }

  @Test func aLoneViewIsItsOwnInputAndAChainedViewHasTheChainsInput() {
    let (scene, outer) = lone()
    #expect(outer.input === outer)
    let inner = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    inner.contentSize = CGSize(width: 390, height: 2000)
    outer.addSubview(inner)
    scene.window.layoutIfNeeded()
    let coordinator = NestedScrollCoordinator(outer: outer, inner: inner)
    #expect(outer.input is NestedScrollInput && inner.input is NestedScrollInput)
    #expect(inner.nestedCoordinator(for: .vertical) === coordinator)
    #expect(inner.nestedCoordinator(for: .horizontal) == nil)
    coordinator.detach()
    #expect(inner.nestedCoordinator == nil && outer.nestedCoordinators.isEmpty)
  }

  @Test func aFingerDragAndReleaseGoThroughTheAttachedInput() {
    let (scene, view) = lone()
    let (twinScene, twin) = lone()
    let input = RecordingInput(view: view)
    view.attachedInput = input
    for (s, _) in [(scene, view), (twinScene, twin)] {
      s.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000), distance: 150)
      s.wait(0.3)
    }
    #expect(input.calls.first == "touchDown")
    #expect(input.calls.contains("applyDrag") && input.calls.filter { $0 == "endDrag" }.count == 1)
    let order = input.calls.filter { $0 != "applyDrag" }
    #expect(order == ["touchDown", "will hold", "will drag", "endDrag", "will fling"])
    // Handed on to the view, the input moves it exactly as the view alone moves.
    #expect(view.contentOffset.y > 150)
    #expect(view.contentOffset == twin.contentOffset && view.isDecelerating && twin.isDecelerating)
    // A finger on the moving content: caught through the seam, released on lift.
    input.calls = []
    scene.window.handleTouch(id: 2, phase: .began, at: CGPoint(x: 200, y: 400), timestamp: scene.clock.now)
    scene.wait(0.05)
    scene.window.handleTouch(id: 2, phase: .ended, at: CGPoint(x: 200, y: 400), timestamp: scene.clock.now)
    #expect(input.calls == ["touchDown", "will hold", "endHold"])
    #expect(!view.isTracking && !view.isDecelerating)
  }

  @Test func aTrackpadGestureAsksTheAttachedInputBeforeItDrags() {
    let (scene, view) = lone()
    let input = RecordingInput(view: view)
    view.attachedInput = input
    view.handleScrollWheel(delta: CGPoint(x: 0, y: -10), phase: .began, timestamp: scene.clock.now)
    scene.wait(1.0 / 60)
    view.handleScrollWheel(delta: CGPoint(x: 0, y: -10), phase: .changed, timestamp: scene.clock.now)
    #expect(input.calls == ["acceptsTrackpadDrag", "will drag", "applyDrag", "applyDrag"])
    #expect(view.contentOffset.y == 20 && view.isDragging)
  }
}
