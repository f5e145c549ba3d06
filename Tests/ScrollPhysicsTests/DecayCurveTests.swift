import Foundation
import Testing

@testable import ScrollPhysics

@Suite struct DecayCurveTests {
  @Test(arguments: [
    (1.0, 0.998, 494.5, 2.30), (1.0, 0.99, 98.5, 0.46), (2.0, 0.998, 994.0, 2.65),
  ])
  func decayExamplesMatchTheSpec(velocity: Double, rate: Double, distance: Double, duration: Double) {
    let curve = DecayCurve(start: 0, velocity: velocity, rate: rate)
    #expect(abs(curve.restPosition - distance) <= 0.5)
    #expect(abs(curve.duration - duration) <= 1.0 / 60)
    #expect(curve.position(at: curve.duration + 1) == curve.restPosition)
  }

  @Test func velocityIsMultipliedByTheRateEveryMillisecond() {
    let curve = DecayCurve(start: 10, velocity: -3, rate: 0.998)
    #expect(abs(curve.velocity(at: 0.001) - (-3 * 0.998)) < 1e-12)
    #expect(abs(curve.velocity(at: 0.5) - (-3 * pow(0.998, 500))) < 1e-9)
  }

  @Test func restPointFollowsTheClosedForm() {
    let curve = DecayCurve(start: 100, velocity: -1.5, rate: 0.99)
    let expected = 100 + (-1.5 + 0.01) / -log(0.99)
    #expect(abs(curve.restPosition - expected) < 1e-9)
  }

  @Test func solvedDecayLandsExactlyOnTheTarget() {
    let curve = DecayCurve(start: 40, restingAt: 777.25, rate: 0.998)
    #expect(abs(curve.restPosition - 777.25) < 1e-9)
    #expect(curve.position(at: 100) == 777.25)
  }

  @Test func timeToReachInvertsThePosition() throws {
    let curve = DecayCurve(start: 0, velocity: 2, rate: 0.998)
    let time = try #require(curve.time(toReach: 500))
    #expect(abs(curve.position(at: time) - 500) < 1e-6)
    #expect(curve.time(toReach: 2000) == nil)
  }

  @Test func tinyVelocitiesDoNotMove() {
    let curve = DecayCurve(start: 5, velocity: 0.005, rate: 0.998)
    #expect(curve.restPosition == 5)
    #expect(curve.isDone(at: 0))
  }

  @Test func invalidRatesFallBackToNormal() {
    #expect(DecayCurve(start: 0, velocity: 1, rate: 1.5).rate == 0.998)
    #expect(DecayCurve(start: 0, velocity: 1, rate: .nan).rate == 0.998)
    #expect(!DecelerationRate.isValid(0) && !DecelerationRate.isValid(1) && DecelerationRate.isValid(0.5))
  }
}
