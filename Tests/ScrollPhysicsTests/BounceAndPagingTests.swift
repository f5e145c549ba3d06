import Foundation
import Testing

@testable import ScrollPhysics

@Suite struct BounceAndPagingTests {
  @Test(arguments: [(20.0, 0.37), (100.0, 0.53)])
  func overshootFromRestSettlesAsMeasured(overshoot: Double, seconds: Double) {
    let bounce = BounceCurve(edge: 0, position: -overshoot, velocity: 0)
    #expect(abs(bounce.duration - seconds) < 0.01)
    #expect(abs(bounce.position(at: 0.1) - (-overshoot * pow(0.99, 100))) < 1e-9)
    #expect(bounce.position(at: bounce.duration) == 0)
  }

  @Test func aFlingIntoTheEdgeOvershootsThenReturns() {
    let bounce = BounceCurve(edge: 1000, position: 1000, velocity: 2)
    let peak = stride(from: 0.0, to: 1.0, by: 0.001).map { bounce.position(at: $0) }.max()!
    #expect(peak > 1050 && peak < 1100)
    #expect(bounce.isDone(at: bounce.duration))
    #expect(abs(bounce.position(at: bounce.duration - 0.001) - 1000) < 0.6)
  }

  @Test func aReleaseTowardTheEdgeFarOutEndsOnceWithinHalfAPoint() {
    // 815 pt out moving in at 0.43 pt/ms: (815 - 0.43 t) 0.99^t falls below 0.5 pt near 720 ms; the
    // edge crossing (t = 1895 ms) and the far lobe are far below a pixel.
    let bounce = BounceCurve(edge: 0, position: 815, velocity: -0.43)
    let expected = stride(from: 0.0, to: 5000, by: 1).first { abs((815 - 0.43 * $0) * pow(0.99, $0)) < 0.5 }!
    #expect(abs(bounce.duration * 1000 - expected) <= 1)
    #expect(bounce.duration > 0.6 && bounce.duration < 0.8)
    // Released hard toward the edge from close by, it crosses well past it: that lobe still counts.
    let hard = BounceCurve(edge: 0, position: 10, velocity: -5)
    let lobe = stride(from: 0.0, to: 1.0, by: 0.001).map { hard.position(at: $0) }.min()!
    #expect(lobe < -100 && hard.duration > 0.4)
  }

  @Test func decayHandsOverToBounceAtTheEdgeCrossing() throws {
    let motion = AxisDeceleration(position: 900, velocity: 2, lower: 0, upper: 1000, rate: 0.998)
    #expect(motion.phases.count == 2)
    let crossing = motion.phases[1].start
    #expect(abs(motion.position(at: crossing) - 1000) < 1e-6)
    let before = motion.velocity(at: crossing - 1e-7)
    let after = motion.velocity(at: crossing + 1e-7)
    #expect(abs(before - after) < 1e-3)
    #expect(motion.finalPosition == 1000)
  }

  @Test func withoutBouncingTheMotionStopsAtTheEdge() {
    let motion = AxisDeceleration(
      position: 900, velocity: 2, lower: 0, upper: 1000, rate: 0.998, bounces: false)
    let samples = stride(from: 0.0, to: 3, by: 0.01).map { motion.position(at: $0) }
    #expect(samples.allSatisfy { $0 <= 1000 })
    #expect(motion.finalPosition == 1000)
  }

  @Test func sampledAtAnyFrameRateThePositionsAgree() {
    let motion = AxisDeceleration(position: 0, velocity: 3, lower: 0, upper: 1200, rate: 0.998)
    for frame in 0..<300 {
      let t60 = Double(frame) / 60
      let t120 = Double(frame * 2) / 120
      #expect(motion.position(at: t60) == motion.position(at: t120))
    }
  }

  @Test(arguments: [(320.0, 0.37), (1024.0, 0.65)])
  func pagingSpringSettlesAsMeasured(distance: Double, seconds: Double) {
    let spring = PagingSpring(target: distance, position: 0, velocity: 0)
    #expect(abs(spring.duration - seconds) < 0.02)
    #expect(spring.position(at: spring.duration) == distance)
  }

  @Test func pagingSpringOvershootsByLessThanAPoint() {
    let spring = PagingSpring(target: 390, position: 200, velocity: 5)
    let peak = stride(from: 0.0, to: 1, by: 0.001).map { spring.position(at: $0) }.max()!
    #expect(peak < 391)
  }

  @Test(arguments: [(0.29, 0.0), (0.31, 390.0), (-0.31, 0.0), (0.0, 0.0)])
  func pageThresholdIsPointThreePointsPerMillisecond(velocity: Double, page: Double) {
    let target = PageSnapping.target(
      position: 100, velocity: velocity, pageSize: 390, startPage: 0, lower: 0, upper: 780)
    #expect(target == page)
  }

  @Test func pagingMovesAtMostOnePageAndClamps() {
    #expect(
      PageSnapping.target(position: 700, velocity: 5, pageSize: 390, startPage: 0, lower: 0, upper: 1560)
        == 390)
    #expect(
      PageSnapping.target(position: 200, velocity: 0, pageSize: 390, startPage: 0, lower: 0, upper: 1560)
        == 390)
    #expect(
      PageSnapping.target(position: 790, velocity: 1, pageSize: 390, startPage: 2, lower: 0, upper: 800)
        == 800)
  }
}

@Suite struct ZoomRubberBandTests {
  @Test func beyondTheLimitsTheScaleResists() {
    let band = ZoomRubberBand(minimum: 0.5, maximum: 3)
    #expect(band.displayed(forRaw: 2) == 2)
    #expect(band.displayed(forRaw: 3) == 3)
    #expect(abs(band.displayed(forRaw: 6) - 4.5) < 1e-12)
    #expect(abs(band.displayed(forRaw: 0.25) - 1.0 / 3) < 1e-12)
    #expect(band.displayed(forRaw: 1e9) < 6)
  }

  @Test func animationDurationFollowsTheLogDistance() {
    #expect(abs(ZoomRubberBand.animationDuration(from: 1, to: 2) - (0.1 + 0.3 * log(2.0))) < 1e-12)
    #expect(ZoomRubberBand.animationDuration(from: 1, to: 10) == 0.4)
    #expect(ZoomRubberBand.animationDuration(from: 2, to: 2) == 0.1)
  }

  @Test func invalidLimitsFallBackToOne() {
    let band = ZoomRubberBand(minimum: .nan, maximum: 3)
    #expect(band.minimum == 1 && band.maximum == 1)
    #expect(ZoomRubberBand(minimum: 0, maximum: 3).maximum == 1)
  }

  @Test func aMaximumBelowTheMinimumHoldsTheMinimum() {
    // Sweep 60: swapped limits gave 1...1, so setZoomScale on a scroll view with limits 3 and 1
    // went to 1, below its minimum, while zoomScale without a zoom view went to 3.
    let band = ZoomRubberBand(minimum: 3, maximum: 1)
    #expect(band.minimum == 3 && band.maximum == 3)
    #expect(band.clamped(5) == 3 && band.clamped(0.5) == 3)
  }
}
