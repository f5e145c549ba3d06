import Foundation
import Testing

@testable import Inertia

@MainActor
@Suite struct ScrollViewPhysicsTests {
  /// Flings up with a release velocity of `speed` pt/ms and returns the release offset, rest offset,
  /// release time and stop time.
  private func fling(speed: Double, rate: DecelerationRate, frameRate: Double = 120)
    -> (release: CGFloat, rest: CGFloat, releaseTime: Double, stopTime: Double, velocity: CGFloat)
  {
    let scene = TestScene(frameRate: frameRate)
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 100_000))
    view.decelerationRate = rate
    let log = DelegateLog()
    view.delegate = log
    var release: CGFloat = 0
    var releaseTime = 0.0
    var stopTime = 0.0
    log.onScroll = { _ in
      if log.calls.last == "didScroll", !log.calls.contains("willEndDragging") {
        release = view.contentOffset.y
      }
    }
    scene.gestures.fling(
      from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -speed * 1000), distance: CGFloat(speed * 100)
    )
    releaseTime = scene.clock.now
    while view.isDecelerating {
      scene.wait(1 / frameRate)
      stopTime = scene.clock.now
    }
    return (release, view.contentOffset.y, releaseTime, stopTime, log.velocities.first?.y ?? 0)
  }

  @Test(arguments: [
    (1.0, DecelerationRate.normal, 494.5, 2.30), (1.0, .fast, 98.5, 0.46), (2.0, .normal, 994.0, 2.65),
  ])
  func flingsTravelAndLastAsMeasured(
    speed: Double, rate: DecelerationRate, distance: CGFloat, seconds: Double
  ) {
    let result = fling(speed: speed, rate: rate)
    #expect(abs(result.velocity - CGFloat(speed)) < CGFloat(speed) * 0.02)
    // The distance follows the measured release velocity exactly (the estimator's 2% aside).
    let travelled = Double(result.rest - result.release)
    let expected = (Double(result.velocity) - 0.01) / -log(rate.rawValue)
    #expect(abs(travelled - expected) <= 0.5)
    #expect(abs(travelled - Double(distance)) <= 0.5 + Double(abs(result.velocity - CGFloat(speed))) * 500)
    #expect(abs(result.stopTime - result.releaseTime - seconds) <= 1.0 / 120 + 0.02)
  }

  @Test func theSameFlingLandsTheSameAt60And90And120Hz() {
    var samples: [Double: [Double: CGFloat]] = [:]
    for rate in [60.0, 90.0, 120.0] {
      let scene = TestScene(frameRate: rate)
      let view = scene.scrollView(contentSize: CGSize(width: 390, height: 5000))
      scene.gestures.perform(
        GestureSynthesizer.fling(
          from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2500), distance: 150, start: 0.1,
          rate: 240))
      var byTime: [Double: CGFloat] = [:]
      for frame in 1...Int(rate * 3.5) {
        scene.clock.advance(to: Double(frame) / rate)
        byTime[(Double(frame) / rate * 1000).rounded() / 1000] = view.contentOffset.y
      }
      samples[rate] = byTime
    }
    var worst: CGFloat = 0
    var shared = 0
    for (time, value) in samples[60]! {
      for other in [90.0, 120.0] {
        if let theirs = samples[other]![time] {
          worst = max(worst, abs(theirs - value))
          shared += 1
        }
      }
    }
    #expect(shared > 200)
    #expect(worst <= 0.5)
  }

  @Test func dragPastTheTopIsRubberBanded() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 5000))
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 310), duration: 0.2, release: .hold)
    // 110 pt of finger, 10 pt of slop: raw overscroll 100 in an 844 pt view.
    #expect(abs(view.contentOffset.y - (-51.635)) <= 0.5)
    scene.window.handleTouch(
      id: 1, phase: .moved, at: CGPoint(x: 200, y: 210), timestamp: scene.clock.now + 0.01)
    #expect(abs(view.contentOffset.y) <= 0.34)
  }

  @Test func withoutBouncesTheDragClamps() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 5000))
    view.bounces = false
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), duration: 0.2, release: .hold)
    #expect(view.contentOffset.y == 0)
  }

  @Test(arguments: [(290.0, 0.0), (310.0, 390.0)])
  func pagingThresholdIsAbout0Point3PointsPerMillisecond(speed: Double, page: CGFloat) {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 1170, height: 844))
    view.isPagingEnabled = true
    let log = DelegateLog()
    view.delegate = log
    scene.gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -speed, y: 0), distance: 40)
    scene.wait(1.5)
    #expect(abs(log.velocities[0].x - CGFloat(speed / 1000)) < 0.01)
    #expect(view.contentOffset.x == page)
  }

  @Test(arguments: [(19.0, "horizontal"), (21.0, "free"), (69.0, "free"), (71.0, "vertical")])
  func directionalLockFollowsTheFirstAngle(degrees: Double, expected: String) {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 3000, height: 3000))
    view.isDirectionalLockEnabled = true
    view.contentOffset = CGPoint(x: 500, y: 500)
    let radians = degrees * .pi / 180
    let delta = CGPoint(x: -CGFloat(cos(radians)) * 150, y: -CGFloat(sin(radians)) * 150)
    scene.gestures.drag(
      from: CGPoint(x: 300, y: 500), to: CGPoint(x: 300 + delta.x, y: 500 + delta.y), duration: 0.3,
      release: .hold)
    let moved = CGPoint(x: view.contentOffset.x - 500, y: view.contentOffset.y - 500)
    switch expected {
    case "horizontal": #expect(moved.y == 0 && moved.x > 100)
    case "vertical": #expect(moved.x == 0 && moved.y > 100)
    default: #expect(moved.x > 10 && moved.y > 10)
    }
  }

  @Test func aDelegateTargetIsLandedOnExactly() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 5000))
    let log = DelegateLog()
    log.targetOverride = { _ in CGPoint(x: 0, y: 777) }
    view.delegate = log
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500), distance: 120)
    scene.wait(4)
    #expect(view.contentOffset.y == 777)
  }

  @Test func offsetsAreRoundedToPixelsAndDidScrollFiresOnlyOnChange() {
    let scene = TestScene(scale: 2)
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 5000))
    let log = DelegateLog()
    view.delegate = log
    view.contentOffset = CGPoint(x: 0, y: 10.2)
    #expect(view.contentOffset.y == 10)
    view.contentOffset = CGPoint(x: 0, y: 10.1)
    #expect(log.calls == ["didScroll"])
  }

  @Test func writingTheOffsetFromDidScrollIsSafe() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 5000))
    let log = DelegateLog()
    log.onScroll = { scrollView in
      if scrollView.contentOffset.y > 100 { scrollView.contentOffset = CGPoint(x: 0, y: 100) }
    }
    view.delegate = log
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .hold)
    #expect(view.contentOffset.y == 100)
    scene.window.handleTouch(
      id: 1, phase: .moved, at: CGPoint(x: 200, y: 350), timestamp: scene.clock.now + 0.01)
    #expect(view.contentOffset.y == 50)
  }
}

@MainActor
@Suite struct ScrollViewReentrancyTests {
  @Test func movingTheOffsetFromDidScrollDuringADecelerationKeepsItGoing() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 20_000))
    let log = DelegateLog()
    var nudged = false
    log.onScroll = { scrollView in
      if scrollView.isDecelerating, !nudged {
        nudged = true
        scrollView.contentOffset = CGPoint(x: 0, y: scrollView.contentOffset.y + 100)
      }
    }
    view.delegate = log
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000), distance: 150)
    scene.wait(0.5)
    #expect(view.isDecelerating)
    scene.wait(4)
    #expect(!view.isDecelerating)
    #expect(log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
    // The nudge adds to where the fling would have stopped (140 + 994 without it).
    #expect(abs(view.contentOffset.y - (140 + 994 + 100)) < 3)
  }
}
