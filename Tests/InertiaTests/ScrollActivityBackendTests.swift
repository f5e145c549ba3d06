import Foundation
import ScrollPhysics
import Testing

@testable import Inertia

/// Activities send their own delegate calls and run their own motions, through nothing but the
/// narrow backend: these tests drive them with a recording backend, no scroll view at all.
@MainActor
@Suite struct ScrollActivityBackendTests {
  /// Records what activities ask of it (as backend and as input handler); the clock is absent (no window) unless a time is given.
  final class RecordingBackend: ScrollActivityBackend, ScrollInputHandler {
    var events: [ScrollActivityEvent] = []
    var completed: [ObjectIdentifier] = []
    var offset: CGPoint = .zero
    var clock: (any FrameClock)?
    func report(_ event: ScrollActivityEvent) { events.append(event) }
    func rawOffset(forDisplayed displayed: CGPoint) -> CGPoint {
      CGPoint(x: displayed.x * 2, y: displayed.y * 2)
    }
    func activityDidComplete(_ activity: ScrollActivity) { completed.append(ObjectIdentifier(activity)) }
    var deltas: [CGPoint] = []
    var releases: [CGPoint] = []
    func applyDrag(_ delta: CGPoint, translation: CGPoint, of drag: DragActivity) {
      deltas.append(delta)
    }
    func endDrag(_ drag: DragActivity, velocity: CGPoint) { releases.append(velocity) }
    var inputs: [String] = []
    func endHold(_ hold: HoldActivity) { inputs.append("endHold") }
    func applyPinch(_ zoom: ZoomActivity, scale: CGFloat, at location: CGPoint) {
      inputs.append("pinch \(scale) at \(location.x),\(location.y)")
    }
    func endPinch(_ zoom: ZoomActivity) { inputs.append("endPinch") }
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
    drag.offsetWrittenFromOutside(in: backend, input: backend)
    #expect(drag.rawOffset == CGPoint(x: 20, y: 40))
  }

  /// Records the progress values an animation shows.
  final class ProgressLog {
    var values: [Double] = []
  }

  @Test func anInterruptedZoomAnimationJumpsToItsEndThenEnds() {
    let backend = RecordingBackend()
    let clock = ManualClock(frameRate: 60)
    let shown = ProgressLog()
    let zoom = ZoomAnimationActivity(bouncing: true)
    zoom.animate(in: backend, clock: clock, duration: 0.3, curve: .linear) { shown.values.append($0) }
    clock.advance(by: 0.1)
    let midway = shown.values.count
    #expect(midway >= 5 && shown.values.allSatisfy { $0 > 0 && $0 < 1 })
    // The activity owns its animator: stopping it (as an interruption does) shows no more frames,
    // and its end shows the animation's end at once, then ends the zoom.
    zoom.stop()
    zoom.sendEndCalls(to: backend, next: IdleActivity(), ending: .interrupted)
    #expect(shown.values.count == midway + 1 && shown.values.last == 1)
    #expect(backend.events == [.didEndZooming])
    clock.advance(by: 1)
    #expect(shown.values.count == midway + 1 && backend.completed.isEmpty)
    // Completed, it ends without a jump (the last frame showed the end).
    let completed = RecordingBackend()
    zoom.sendEndCalls(to: completed, next: IdleActivity(), ending: .completed)
    #expect(shown.values.count == midway + 1 && completed.events == [.didEndZooming])
  }

  @Test func aScrollAnimationRunsOnItsOwnAnimatorAndGoesIdleWhenDone() {
    let backend = RecordingBackend()
    let clock = ManualClock(frameRate: 60)
    let shown = ProgressLog()
    let animation = AnimationActivity(toTop: false)
    animation.animate(in: backend, clock: clock, duration: 0.3, curve: .linear) { shown.values.append($0) }
    clock.advance(by: 0.2)
    #expect(backend.completed.isEmpty)
    clock.advance(by: 0.2)
    #expect(shown.values.last == 1 && backend.completed == [ObjectIdentifier(animation)])
  }

  @Test func aScrollAnimationReportsOnlyWhenItCompletes() {
    let backend = RecordingBackend()
    AnimationActivity(toTop: false).sendEndCalls(to: backend, next: IdleActivity(), ending: .interrupted)
    #expect(backend.events.isEmpty)
    AnimationActivity(toTop: false).sendEndCalls(to: backend, next: IdleActivity(), ending: .completed)
    AnimationActivity(toTop: true).sendEndCalls(to: backend, next: IdleActivity(), ending: .completed)
    #expect(backend.events == [.didEndScrollingAnimation, .didScrollToTop])
  }

  @Test func aDragTurnsTranslationsIntoDeltasAndReleasesThroughTheBackend() {
    let backend = RecordingBackend()
    let drag = DragActivity(rawOffset: .zero, lockedAxis: .vertical, startPage: CGPoint(x: 0, y: 2))
    drag.dragged(to: CGPoint(x: 0, y: 10), in: backend)
    drag.dragged(to: CGPoint(x: 3, y: 25), in: backend)
    drag.dragged(to: CGPoint(x: CGFloat.nan, y: 30), in: backend)
    drag.released(velocity: CGPoint(x: 0, y: -1.5), in: backend)
    #expect(backend.deltas == [CGPoint(x: 0, y: 10), CGPoint(x: 3, y: 15)])
    #expect(backend.releases == [CGPoint(x: 0, y: -1.5)])
    #expect(drag.lockedAxis == .vertical && drag.startPage == CGPoint(x: 0, y: 2))
    // Other activities ignore drag input.
    let idle = IdleActivity()
    idle.dragged(to: CGPoint(x: 0, y: 50), in: backend)
    idle.released(velocity: .zero, in: backend)
    idle.wheelEnded(in: backend)
    #expect(backend.deltas.count == 2 && backend.releases.count == 1)
    #expect(idle.lockedAxis == nil && idle.startPage == .zero)
  }

  @Test func aTrackpadDragAccumulatesItsDeltasAndReleasesAtTheirVelocity() {
    let backend = RecordingBackend()
    let drag = DragActivity(rawOffset: .zero, lockedAxis: nil, startPage: .zero)
    // 10 pt down every 10 ms: 1 pt/ms in finger terms, so -1 pt/ms in offset terms.
    for step in 0..<6 { drag.wheelMoved(by: CGPoint(x: 0, y: 10), at: Double(step) * 0.01, in: backend) }
    drag.wheelEnded(in: backend)
    #expect(backend.deltas == Array(repeating: CGPoint(x: 0, y: 10), count: 6))
    #expect(backend.releases.count == 1)
    #expect(abs((backend.releases.first?.y ?? 0) + 1) < 0.01 && backend.releases.first?.x == 0)
  }

  @Test func aHoldTakesTheLiftAndAZoomTakesThePinch() {
    let backend = RecordingBackend()
    let activities: [ScrollActivity] = [
      IdleActivity(), HoldActivity(caught: false),
      DragActivity(rawOffset: .zero, lockedAxis: nil, startPage: .zero),
      ZoomActivity(startScale: 1, anchor: .zero, location: .zero),
    ]
    for activity in activities {
      activity.fingersLifted(in: backend)
      activity.pinched(scale: 1.5, at: CGPoint(x: 10, y: 20), in: backend)
      activity.pinchEnded(in: backend)
    }
    #expect(backend.inputs == ["endHold", "pinch 1.5 at 10.0,20.0", "endPinch"])
  }
}
