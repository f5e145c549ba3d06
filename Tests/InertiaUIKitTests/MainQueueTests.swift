import InertiaUIKit
import Testing

/// DispatchQueue.main.async / asyncAfter from ported code run on the injected clock: on the next
/// turn of the app clock, in order, and at the deadline's clock time, the same on every run.
@MainActor
@Suite(.serialized) struct MainQueueTests {
  /// A manual clock made the app clock, with a display link logging each frame into `log`.
  static func clockLoggingFrames(into log: Log) -> ManualClock {
    MainQueue.drain()
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    _ = clock.addDisplayLink { link in log.lines.append("frame \(Int((link.timestamp * 60).rounded()))") }
    return clock
  }

  @MainActor final class Log {
    var lines: [String] = []
    var times: [Double] = []
    var stopped = false
    var items = [1, 2]
    /// Logs the app clock's time and queues itself again.
    func spin() {
      guard !stopped else { return }
      times.append(UIWindow.appClock.now)
      DispatchQueue.main.async { self.spin() }
    }
  }

  @Test func asyncRunsOnTheNextTurnInOrderBeforeTheFrame() {
    let log = Log()
    let clock = Self.clockLoggingFrames(into: log)
    DispatchQueue.main.async {
      log.lines.append("a")
      // Handed in while the turn runs: waits a frame interval, then runs before that frame.
      DispatchQueue.main.async { log.lines.append("nested") }
    }
    DispatchQueue.main.async { log.lines.append("b") }
    #expect(log.lines.isEmpty && MainQueue.pendingCount == 2)
    clock.advance(by: 1 / 120)
    #expect(log.lines == ["a", "b"])
    clock.advance(by: 1 / 120)
    #expect(log.lines == ["a", "b", "nested", "frame 1"])
  }

  @Test func aBlockThatQueuesItselfRunsOnceAFrame() {
    let log = Log()
    let clock = Self.clockLoggingFrames(into: log)
    log.spin()
    clock.advance(to: 0.1)
    // Called at 0, then turns at 0, 1/60, ..., 6/60: time moves on instead of spinning in place.
    #expect(log.times.count == 8 && abs((log.times.last ?? 0) - 0.1) < 1e-9)
    log.stopped = true
    MainQueue.drain()
  }

  @Test func asyncAfterRunsAtTheDeadlineOnTheClock() {
    let log = Log()
    let clock = Self.clockLoggingFrames(into: log)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      log.times.append(clock.now)
      log.lines.append("deadline")
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { log.times.append(clock.now) }
    DispatchQueue.main.asyncAfter(deadline: .distantFuture) { log.times.append(-2) }
    clock.advance(to: 0.49)
    #expect(log.times == [0.25])
    clock.advance(to: 0.5)
    // Due with frame 30: the block runs first, at exactly 0.5.
    #expect(log.times == [0.25, 0.5] && Array(log.lines.suffix(2)) == ["deadline", "frame 30"])
    clock.advance(to: 5)
    #expect(log.times == [0.25, 0.5])
  }

  /// GKScrollView (fifty-sixth trial) delays its cell update after a load-more bounce with a wall
  /// deadline: it runs on the app clock at the deadline's time, as a `DispatchTime` deadline does.
  /// Before, Dispatch's own method queued it where no host drains it: it never ran.
  @Test func asyncAfterAWallDeadlineRunsAtItsTimeOnTheClock() {
    let log = Log()
    let clock = Self.clockLoggingFrames(into: log)
    DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.4) {
      log.times.append(clock.now)
      log.lines.append("wall")
    }
    DispatchQueue.main.asyncAfter(wallDeadline: .distantFuture) { log.times.append(-1) }
    clock.advance(to: 0.39)
    #expect(log.times.isEmpty)
    clock.advance(to: 0.4)
    #expect(log.times == [0.4] && Array(log.lines.suffix(2)) == ["wall", "frame 24"])
    clock.advance(to: 3)
    #expect(log.times == [0.4])
  }

  @Test func otherQueuesKeepDispatchBehaviourForAsync() async {
    MainQueue.drain()
    let done = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: Thread.isMainThread) }
    }
    // Off the main thread: not routed through the app clock's main queue. (The queue's pending
    // count is not checked: other suites running in parallel may queue main blocks meanwhile.)
    #expect(done == false)
  }

  /// The tutorials' stand-in for a network call: a global queue's `asyncAfter` whose block hands
  /// its result to the main queue. It lands at the same frame on every run.
  @Test func anotherQueuesDeadlineRunsOnTheClockAndItsMainBlockOnTheNextTurn() {
    let log = Log()
    let clock = Self.clockLoggingFrames(into: log)
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(1)) {
      MainActor.assumeIsolated {
        log.items.append(3)
        log.times.append(clock.now)
        DispatchQueue.main.async { log.lines.append("reload \(log.items.count)") }
        // `main.sync` from a block that ran on the main queue runs at once instead of waiting.
        DispatchQueue.main.sync { log.lines.append("sync") }
      }
    }
    clock.advance(to: 0.99)
    #expect(log.items == [1, 2] && log.times.isEmpty)
    clock.advance(to: 1)
    #expect(log.items == [1, 2, 3] && log.times == [1])
    // The block handed to the main queue runs on the clock's next turn, before frame 60 is drawn.
    #expect(log.lines.suffix(3) == ["sync", "reload 3", "frame 60"])
  }

  @Test func theKeyWindowsClockIsTheAppClock() {
    MainQueue.drain()
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 3, clock: clock)
    window.makeKeyAndVisible()
    #expect(UIWindow.appClock === clock)
    var fired: [Double] = []
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      MainActor.assumeIsolated { fired.append(clock.now) }
    }
    clock.advance(by: 1)
    #expect(fired == [0.5])
  }

  @Test func mainSyncFromTheMainQueueRunsAtOnce() {
    let value = DispatchQueue.main.sync { 42 }
    #expect(value == 42)
  }

  @Test func deadlinesRoundToTheMillisecond() {
    #expect(MainQueue.delay(untilUptime: 1_500_000_000, now: 1_000_000_300) == 0.5)
    #expect(MainQueue.delay(untilUptime: 1_000, now: 2_000_000) == -0.002)
    #expect(MainQueue.delay(untilUptime: .max, now: 0) == .infinity)
  }

  @Test func blocksWaitingOnAReplacedAppClockMoveToTheNewOne() {
    MainQueue.drain()
    let old = ManualClock(frameRate: 60)
    UIWindow.appClock = old
    var ran: [String] = []
    DispatchQueue.main.async { ran.append("first") }
    // A new app clock (another window's host): the waiting block moves with the next one.
    let new = ManualClock(frameRate: 60)
    UIWindow.appClock = new
    DispatchQueue.main.async { ran.append("second") }
    old.advance(by: 1 / 60)
    #expect(ran.isEmpty)
    new.advance(by: 1 / 60)
    #expect(ran == ["first", "second"])
  }
}
