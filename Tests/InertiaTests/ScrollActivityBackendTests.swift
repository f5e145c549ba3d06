import Foundation
import ScrollPhysics
import Testing

@testable import Inertia

/// Activities send their own delegate calls and run their own motions, through nothing but the
/// narrow backend: these tests drive them with a recording backend, no scroll view at all.
@MainActor
@Suite struct ScrollActivityBackendTests {
  /// Records what activities ask of it; the clock is absent (no window) unless a time is given.
  final class RecordingBackend: ScrollActivityBackend {
    var events: [ScrollActivityEvent] = []
    var zooms: [CGFloat] = []
    var completed: [ObjectIdentifier] = []
    var offset: CGPoint = .zero
    var now: Double?
    func onEveryFrame(_ frame: @escaping @MainActor (Double) -> Void) -> DisplayLink? { nil }
    func report(_ event: ScrollActivityEvent) { events.append(event) }
    func rawOffset(forDisplayed displayed: CGPoint) -> CGPoint {
      CGPoint(x: displayed.x * 2, y: displayed.y * 2)
    }
    func applyZoom(scale: CGFloat, offset: CGPoint) { zooms.append(scale) }
    func activityDidComplete(_ activity: ScrollActivity) { completed.append(ObjectIdentifier(activity)) }
  }

  /// A motion that moves nothing and ends at once.
  final class InstantMotion: BallisticMotion {
    var finished = false
    func advance(to elapsed: Double) -> Bool { true }
    func rebase(at elapsed: Double) -> Bool { false }
    var isBouncing: Bool { false }
    func velocity(at elapsed: Double) -> CGPoint { .zero }
    func finish() { finished = true }
    func stop() {}
  }

  @Test func aDragEndedWithoutReleaseAsksForTheTargetThenEnds() {
    let backend = RecordingBackend()
    let drag = DragActivity(rawOffset: .zero, lockedAxis: nil, startPage: .zero)
    drag.sendStartCalls(to: backend)
    drag.sendEndCalls(to: backend, next: IdleActivity(), ending: .interrupted)
    #expect(
      backend.events == [
        .willBeginDragging, .willEndDragging(velocity: .zero), .didEndDragging(willDecelerate: false),
      ])
  }

  @Test func aReleasedDragFollowedByAMotionSaysItWillDecelerate() {
    let backend = RecordingBackend()
    let drag = DragActivity(rawOffset: .zero, lockedAxis: nil, startPage: .zero)
    drag.isReleased = true
    let ballistic = BallisticActivity(motion: InstantMotion(), start: 0)
    drag.sendEndCalls(to: backend, next: ballistic, ending: .interrupted)
    ballistic.sendStartCalls(to: backend)
    #expect(backend.events == [.didEndDragging(willDecelerate: true), .willBeginDecelerating])
  }

  @Test func aMotionCaughtByAFingerLeavesItsEndToTheHold() {
    let backend = RecordingBackend()
    let ballistic = BallisticActivity(motion: InstantMotion(), start: 0)
    ballistic.sendEndCalls(to: backend, next: HoldActivity(caught: true), ending: .interrupted)
    #expect(backend.events.isEmpty)
    HoldActivity(caught: true).sendEndCalls(to: backend, next: IdleActivity(), ending: .interrupted)
    #expect(backend.events == [.didEndDecelerating])
    // A drag from the caught hold takes the deceleration over: no end call.
    HoldActivity(caught: true).sendEndCalls(
      to: backend, next: DragActivity(rawOffset: .zero, lockedAxis: nil, startPage: .zero),
      ending: .interrupted)
    #expect(backend.events == [.didEndDecelerating])
  }

  @Test func outOfAWindowAMotionRunsToItsEndAndCompletes() {
    let backend = RecordingBackend()
    let motion = InstantMotion()
    let ballistic = BallisticActivity(motion: motion, start: 0)
    ballistic.run(in: backend)
    #expect(motion.finished)
    #expect(backend.completed == [ObjectIdentifier(ballistic)])
  }

  @Test func anOutsideWriteMovesADragsRawOffsetThroughTheBackend() {
    let backend = RecordingBackend()
    backend.offset = CGPoint(x: 10, y: 20)
    let drag = DragActivity(rawOffset: .zero, lockedAxis: nil, startPage: .zero)
    drag.offsetWrittenFromOutside(in: backend)
    #expect(drag.rawOffset == CGPoint(x: 20, y: 40))
  }

  @Test func anInterruptedZoomAnimationJumpsToItsEndThenEnds() {
    let backend = RecordingBackend()
    let zoom = ZoomAnimationActivity(bouncing: true, endScale: 2, endOffset: .zero)
    zoom.sendEndCalls(to: backend, next: IdleActivity(), ending: .interrupted)
    #expect(backend.zooms == [2])
    #expect(backend.events == [.didEndZooming])
    let completed = RecordingBackend()
    zoom.sendEndCalls(to: completed, next: IdleActivity(), ending: .completed)
    #expect(completed.zooms.isEmpty && completed.events == [.didEndZooming])
  }

  @Test func aScrollAnimationReportsOnlyWhenItCompletes() {
    let backend = RecordingBackend()
    AnimationActivity(toTop: false).sendEndCalls(to: backend, next: IdleActivity(), ending: .interrupted)
    #expect(backend.events.isEmpty)
    AnimationActivity(toTop: false).sendEndCalls(to: backend, next: IdleActivity(), ending: .completed)
    AnimationActivity(toTop: true).sendEndCalls(to: backend, next: IdleActivity(), ending: .completed)
    #expect(backend.events == [.didEndScrollingAnimation, .didScrollToTop])
  }
}
