import Foundation
import Testing

@testable import Inertia

@MainActor
@Suite struct ClockTests {
  @Test func timersAndFramesRunInTimeOrder() {
    let clock = ManualClock(frameRate: 10)
    var log: [String] = []
    let link = clock.addDisplayLink { link in log.append(String(format: "frame %.1f", link.timestamp)) }
    clock.schedule(after: 0.15, repeats: false) { log.append("timer 0.15") }
    clock.schedule(after: 0.2, repeats: false) { log.append("timer 0.2") }
    clock.advance(by: 0.3)
    #expect(log == ["frame 0.1", "timer 0.15", "timer 0.2", "frame 0.2", "frame 0.3"])
    link.invalidate()
    clock.advance(by: 0.1)
    #expect(log.count == 5)
  }

  @Test func repeatingTimersRepeatUntilInvalidated() {
    let clock = ManualClock(frameRate: 60)
    var count = 0
    let timer = clock.schedule(after: 0.1, repeats: true) { count += 1 }
    clock.advance(by: 0.35)
    #expect(count == 3)
    timer.invalidate()
    clock.advance(by: 1)
    #expect(count == 3)
  }

  @Test func framesFallOnExactMultiplesOfTheFramePeriod() {
    let clock = ManualClock(frameRate: 120)
    var stamps: [Double] = []
    let link = clock.addDisplayLink { stamps.append($0.timestamp) }
    for _ in 0..<1000 { clock.advance(by: 1.0 / 120) }
    #expect(stamps.count == 1000)
    #expect(stamps.last == 1000.0 / 120)
    link.invalidate()
  }

  @Test func frameAtTheTargetCanBeDeferred() {
    let clock = ManualClock(frameRate: 10)
    var frames = 0
    let link = clock.addDisplayLink { _ in frames += 1 }
    clock.advance(to: 0.2, includingFrameAtEnd: false)
    #expect(frames == 1)
    clock.advance(to: 0.2)
    #expect(frames == 2)
    link.invalidate()
  }

  @Test func animatorEasesAndCompletes() {
    let clock = ManualClock(frameRate: 100)
    var values: [Double] = []
    var completed: Bool?
    _ = Animator(
      clock: clock, duration: 0.5, curve: .linear, update: { values.append($0) },
      completion: { completed = $0 })
    clock.advance(by: 1)
    #expect(values.count == 50)
    #expect(abs(values[24] - 0.5) < 1e-9)
    #expect(values.last == 1)
    #expect(completed == true)
  }
}
