import Foundation
import InertiaUIKit
import Testing

/// Foundation timers as ported code writes them fire on the app clock: at the clock's times,
/// the same in every run, and not at all while it stands still.
@MainActor
@Suite struct TimerAppClockTests {
  /// A counter a Foundation (`@Sendable`) timer block bumps on the main thread.
  private final class FireCount: @unchecked Sendable {
    var value = 0
  }

  private final class Ticker: NSObject {
    var ticks: [Double] = []
    var infos: [String] = []
    let clock: ManualClock
    init(clock: ManualClock) { self.clock = clock }
    func tick(_ timer: Timer) {
      ticks.append(clock.now)
      if let info = timer.userInfo as? String { infos.append(info) }
    }
  }

  /// A fresh app clock and a ticker reading it.
  private func scene() -> (ManualClock, Ticker) {
    let clock = ManualClock()
    UIWindow.appClock = clock
    return (clock, Ticker(clock: clock))
  }

  private func selector(_ ticker: Ticker) -> Selector {
    Selector("tick:", target: ticker, Ticker.tick(_:))
  }

  @Test func aRepeatingSelectorTimerFiresEveryIntervalUntilInvalidated() {
    let (clock, ticker) = scene()
    let timer = Timer.scheduledTimer(
      timeInterval: 0.5, target: ticker, selector: selector(ticker), userInfo: "page", repeats: true)
    clock.advance(to: 0.4)
    #expect(ticker.ticks.isEmpty)
    clock.advance(to: 1.6)
    #expect(ticker.ticks == [0.5, 1.0, 1.5])
    #expect(ticker.infos == ["page", "page", "page"])
    #expect(timer.isValid && timer.timeInterval == 0.5)
    timer.invalidate()
    clock.advance(to: 3)
    #expect(ticker.ticks.count == 3)
  }

  @Test func aOneShotTimerFiresOnceAndIsThenInvalid() {
    let (clock, ticker) = scene()
    let timer = Timer.scheduledTimer(
      timeInterval: 0.25, target: ticker, selector: selector(ticker), userInfo: nil, repeats: false)
    clock.advance(to: 2)
    #expect(ticker.ticks == [0.25])
    #expect(!timer.isValid)
  }

  @Test func theBlockTimerRunsOnTheMainActorAtTheClocksTimes() {
    let (clock, _) = scene()
    var times: [Double] = []
    let timer = Timer.scheduledAppClockTimer(withTimeInterval: 0.3, repeats: true) { timer in
      times.append(clock.now)
      if times.count == 2 { timer.invalidate() }
    }
    clock.advance(to: 2)
    #expect(times.count == 2)
    #expect(abs(times[0] - 0.3) < 1e-9 && abs(times[1] - 0.6) < 1e-9)
    #expect(!timer.isValid)
  }

  @Test func anUnscheduledTimerStartsWhenAddedToTheRunLoop() {
    let (clock, ticker) = scene()
    let timer = Timer(
      timeInterval: 0.2, target: ticker, selector: selector(ticker), userInfo: nil, repeats: false)
    clock.advance(to: 1)
    #expect(ticker.ticks.isEmpty)
    RunLoop.main.addToAppClock(timer, forMode: .common)
    RunLoop.main.addToAppClock(timer, forMode: .common)  // a second add changes nothing
    clock.advance(to: 2)
    #expect(ticker.ticks == [1.2])
    #expect(!timer.isValid)

    let count = FireCount()
    let repeating = Timer(timeInterval: 0.5, repeats: true) { _ in count.value += 1 }
    RunLoop.current.addToAppClock(repeating, forMode: .default)
    clock.advance(to: 3.1)
    #expect(count.value == 2)  // at 2.5 and 3.0 s
    #expect(repeating.isValid)
    repeating.invalidate()
    clock.advance(to: 5)
    #expect(count.value == 2)
  }

  @Test func badIntervalsFireOnTheNextTurnInsteadOfLooping() {
    let (clock, ticker) = scene()
    let timer = Timer.scheduledTimer(
      timeInterval: -.infinity, target: ticker, selector: selector(ticker), userInfo: nil, repeats: true)
    clock.advance(to: 0.1)
    // At most one firing per frame (60 per second) however small the interval.
    #expect(ticker.ticks.count >= 5 && ticker.ticks.count <= 7)
    timer.invalidate()
  }
}
