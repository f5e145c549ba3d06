import Dispatch
import Foundation
import InertiaUIKit
import Testing

/// Dispatch timer sources as `inertia port` writes them (`DispatchSource.makeAppClockTimerSource`,
/// `AppClockTimerSource`) fire on the app clock: at the clock's times, repeating, never after a
/// cancel, and the same in every run.
@MainActor
@Suite struct FortyEighthTrialTimerSourceTests {
  /// A ticker as programs write one (ported): a timer source kept in a property.
  @MainActor private final class Ticker {
    var timer: AppClockTimerSource?
    var ticks: [Double] = []
    var counts: [UInt] = []
    var cancelledAt: Double?
    let clock: ManualClock

    init(clock: ManualClock) { self.clock = clock }

    func start(after delay: Double, every interval: Double, queue: DispatchQueue = .main) {
      let timer = DispatchSource.makeAppClockTimerSource(queue: queue)
      timer.schedule(deadline: .now() + delay, repeating: interval)
      timer.setEventHandler { [weak self] in self?.tick() }
      timer.setCancelHandler { [weak self] in self?.cancelledAt = self?.clock.now }
      timer.resume()
      self.timer = timer
    }

    func tick() {
      ticks.append(clock.now)
      counts.append(timer?.data ?? 0)
    }
  }

  private func scene() -> (ManualClock, Ticker) {
    let clock = ManualClock()
    UIWindow.appClock = clock
    return (clock, Ticker(clock: clock))
  }

  @Test func aRepeatingTimerFiresAtTheAppClocksTimesUntilCancelled() {
    let (clock, ticker) = scene()
    ticker.start(after: 1, every: 1)
    clock.advance(to: 0.99)
    #expect(ticker.ticks.isEmpty)
    clock.advance(to: 3.5)
    #expect(ticker.ticks == [1, 2, 3])
    #expect(ticker.counts == [1, 1, 1])
    ticker.timer?.cancel()
    #expect(ticker.timer?.isCancelled == true)
    #expect(ticker.cancelledAt == nil)  // the cancel handler waits for the next turn
    clock.advance(to: 10)
    #expect(ticker.ticks == [1, 2, 3])
    #expect(ticker.cancelledAt == 3.5)
  }

  @Test func theSameScriptGivesTheSameFirings() {
    func run() -> [Double] {
      let (clock, ticker) = scene()
      clock.advance(to: 0.25)
      ticker.start(after: 0.5, every: 0.3)
      for step in 1...38 { clock.advance(to: 0.25 + Double(step) / 20) }
      ticker.timer?.cancel()
      clock.advance(to: 5)
      return ticker.ticks
    }
    let first = run()
    #expect(first.count == 5)
    #expect(abs(first[0] - 0.75) < 1e-9 && abs(first[4] - 1.95) < 1e-9)
    #expect(run() == first)
  }

  @Test func nothingFiresBeforeResumeOrAfterTheOwnerLetsGo() {
    let (clock, _) = scene()
    var fired: [Double] = []
    var timer: AppClockTimerSource? = DispatchSource.makeAppClockTimerSource(queue: .main)
    timer?.schedule(deadline: .now() + .milliseconds(500), repeating: .milliseconds(500))
    timer?.setEventHandler { fired.append(clock.now) }
    clock.advance(to: 2)
    #expect(fired.isEmpty)  // made inactive
    timer?.activate()  // the first firing was due at 0.5: it comes on the next turn
    clock.advance(to: 2.6)
    #expect(fired == [2, 2.5])
    timer = nil
    clock.advance(to: 5)
    #expect(fired == [2, 2.5])
  }

  @Test func firingsWhileSuspendedArriveOnceOnResume() {
    let (clock, ticker) = scene()
    ticker.start(after: 1, every: 1)
    clock.advance(to: 1)
    ticker.timer?.suspend()
    clock.advance(to: 4.5)
    #expect(ticker.ticks == [1])
    ticker.timer?.resume()
    clock.advance(to: 4.6)
    #expect(ticker.ticks == [1, 4.5])
    #expect(ticker.counts == [1, 3])
    clock.advance(to: 5)
    #expect(ticker.ticks == [1, 4.5, 5])
    ticker.timer?.resume()  // one resume too many: ignored (Dispatch traps)
    clock.advance(to: 6)
    #expect(ticker.ticks.count == 4)
  }

  @Test func aOneShotAndARescheduleFireOnceAtTheirDeadlines() {
    let (clock, _) = scene()
    var fired: [Double] = []
    let timer = DispatchSource.makeAppClockTimerSource(flags: [], queue: DispatchQueue.main)
    timer.schedule(deadline: .now() + 0.25)
    timer.setEventHandler { fired.append(clock.now) }
    timer.resume()
    clock.advance(to: 1)
    #expect(fired == [0.25])
    timer.schedule(wallDeadline: .now() + 2, repeating: .never)
    clock.advance(to: 2.9)
    #expect(fired == [0.25])
    clock.advance(to: 10)
    #expect(fired == [0.25, 3])
    timer.scheduleRepeating(deadline: .now() + 1, interval: .seconds(2))
    clock.advance(to: 15.5)
    #expect(fired == [0.25, 3, 11, 13, 15])
  }

  @Test func aTimerOnAnotherQueueHandsItsWorkToTheMainQueueOnTheNextTurn() {
    let (clock, _) = scene()
    var handled: [Double] = []
    var shown: [Double] = []
    let timer = DispatchSource.makeAppClockTimerSource(queue: DispatchQueue.global())
    timer.schedule(wallDeadline: .now() + 1, repeating: 2)
    timer.setEventHandler {
      handled.append(clock.now)
      DispatchQueue.main.async { shown.append(clock.now) }
    }
    timer.resume()
    clock.advance(to: 3.5)
    #expect(handled == [1, 3])
    #expect(shown.count == 2)
    #expect(abs(shown[0] - 1) < 1e-9 && abs(shown[1] - 3) < 1e-9)
    timer.cancel()
  }
}
