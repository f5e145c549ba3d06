import Testing

@testable import ScrollPhysics

@Suite struct VelocityTrackerTests {
  @Test func aSteadyDragReportsItsSpeed() {
    var tracker = VelocityTracker()
    for step in 0...30 { tracker.add(time: Double(step) / 120, position: Double(step) * 10) }
    #expect(abs(tracker.velocity - 1.2) < 1.2 * 0.02)
  }

  @Test func aPauseBeforeLiftingReportsZero() {
    var tracker = VelocityTracker()
    for step in 0...30 { tracker.add(time: Double(step) / 120, position: Double(step) * 10) }
    tracker.add(time: 30.0 / 120 + 0.1, position: 300)
    #expect(abs(tracker.velocity) < 0.01)
  }

  @Test func outOfOrderAndNonFiniteSamplesAreIgnored() {
    var tracker = VelocityTracker()
    tracker.add(time: 0, position: 0)
    tracker.add(time: 0.01, position: 10)
    tracker.add(time: 0.005, position: 1000)
    tracker.add(time: .nan, position: 5)
    #expect(abs(tracker.velocity - 1.0) < 1e-9)
  }

  @Test func timingCurvesHitTheirEnds() {
    for curve in [TimingCurve.linear, .easeInOut, .easeOut] {
      #expect(curve.value(at: 0) == 0)
      #expect(abs(curve.value(at: 1) - 1) < 1e-9)
    }
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
    #expect(TimingCurve.easeInOut.value(at: 0.25) < 0.25)
  }
}
