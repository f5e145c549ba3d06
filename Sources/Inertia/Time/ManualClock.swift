/// A clock that moves only when told to, for tests and replays.
///
/// ``advance(to:includingFrameAtEnd:)`` runs every timer and frame due up to the target time in
/// time order; a timer due at the same instant as a frame runs first. Frames fall at exact
/// multiples of `1 / frameRate`, so no error accumulates.
///
/// See also: ``FrameClock``.
@preconcurrency @MainActor
public final class ManualClock: FrameClock {
  // `now`, `frameCount`, `timers` and `links` are read for every frame and timer; they are
  // `@exclusivity(unchecked)` because no access to them is held across a callback (the loops read
  // a copy of the arrays, and actions run after the read), so the runtime check only cost time.
  /// The current time in seconds.
  @exclusivity(unchecked) public private(set) var now: Double
  /// Frames per second.
  public let frameRate: Double
  /// How many frames have run.
  @exclusivity(unchecked) public private(set) var frameCount = 0
  /// How many timer firings have run.
  public private(set) var timerFireCount = 0
  @exclusivity(unchecked) private var timers: [ClockTimer] = []
  @exclusivity(unchecked) private var links: [DisplayLink] = []
  /// How many links were left after invalid ones were last removed outside a frame.
  private var linksAfterPurge = 0
  private var sequence = 0

  /// Creates a clock at `start` seconds with frames at `frameRate` per second (clamped to 1...1000).
  public init(frameRate: Double = 60, start: Double = 0) {
    self.frameRate = frameRate.isFinite ? min(max(frameRate, 1), 1000) : 60
    self.now = start.isFinite ? start : 0
    self.frameCount = Int((self.now * self.frameRate + 1e-9).rounded(.down))
  }

  /// The time of the next frame.
  public var nextFrameTime: Double { Double(frameCount + 1) / frameRate }

  @discardableResult
  public func schedule(after delay: Double, repeats: Bool = false, _ action: @escaping @MainActor () -> Void)
    -> ClockTimer
  {
    let safeDelay = delay.isFinite ? max(delay, 0) : 0
    sequence += 1
    let timer = ClockTimer(
      fireTime: now + safeDelay, interval: repeats ? max(safeDelay, 1 / frameRate) : nil,
      sequence: sequence, action: action)
    timers.append(timer)
    return timer
  }

  public func addDisplayLink(_ callback: @escaping @MainActor (DisplayLink) -> Void) -> DisplayLink {
    let link = DisplayLink(callback: callback)
    link.timestamp = now
    link.targetTimestamp = nextFrameTime
    // Links invalidated between frames leave only at the next frame, and every advance of the
    // clock reads them all: 6,000 status-bar taps at one instant, each replacing the last one's
    // animation, took 8.7 s (sweep 60). Removing them when the list has doubled keeps it within
    // twice the valid links, at O(1) a link.
    if links.count >= 2 * max(linksAfterPurge, 8) {
      links.removeAll { !$0.isValid }
      linksAfterPurge = links.count
    }
    links.append(link)
    return link
  }

  /// How many display links the clock holds, invalidated ones not yet removed included.
  var storedDisplayLinks: Int { links.count }

  /// Whether any display link is active (not paused, not invalidated).
  public var hasActiveDisplayLinks: Bool { links.contains(where: isRunning) }

  /// When the earliest valid timer fires or a sleeping display link wakes, or nil when neither is
  /// pending.
  public var nextTimerTime: Double? {
    let timer = timers.filter(\.isValid).map(\.fireTime).min()
    guard let wake = nextWakeTime else { return timer }
    return min(timer ?? wake, wake)
  }

  /// Whether `link` is called at frames now: valid, not paused, and not asleep.
  private func isRunning(_ link: DisplayLink) -> Bool {
    link.isValid && !link.isPaused && link.wakeTime <= now + 1e-12
  }

  /// When the first sleeping display link (``DisplayLink/wakeTime``) wakes, or nil.
  private var nextWakeTime: Double? {
    var earliest: Double?
    for link in links where link.isValid && !link.isPaused && link.wakeTime > now + 1e-12 {
      earliest = min(earliest ?? link.wakeTime, link.wakeTime)
    }
    return earliest
  }

  /// The most time, in seconds, whose frames display links see in one advance of the clock: one hour,
  /// the longest replay. Older frames of a longer jump are dropped, as a display that stalls drops
  /// the vsyncs it missed (CADisplayLink calls back once, at the current frame), so a clock jump
  /// of 1e9 s with an animation running costs an hour of frames, not 1e9 s of them.
  public static let maximumCatchUp: Double = 3600

  /// The largest frame count the clock reaches (2^52: frame times stay exact doubles).
  private static let maximumFrameCount = Double(1 << 52)

  /// Counts the frames strictly before `limit` at once while no display link would run: nothing
  /// observes them, so an idle hour at 1000 Hz costs O(1) instead of 3.6 million iterations. While
  /// links run, counts at once only the frames older than ``maximumCatchUp`` before `target`.
  private func skipUnseenFrames(before limit: Double, target: Double) {
    let end = hasActiveDisplayLinks ? min(limit, target - Self.maximumCatchUp) : limit
    var last = Int(min(max(end * frameRate - 1, Double(frameCount)), Self.maximumFrameCount).rounded(.down))
    while last > frameCount, Double(last) / frameRate >= end - 1e-12 { last -= 1 }
    guard last > frameCount else { return }
    frameCount = last
    now = max(now, Double(last) / frameRate)
  }

  /// Moves a repeating timer past the firings it missed beyond ``maximumCatchUp`` before `limit`,
  /// as a run loop that was blocked fires a repeating timer once rather than once per interval.
  private func dropMissedFirings(of timer: ClockTimer, before limit: Double) {
    guard let interval = timer.interval, interval > 0 else { return }
    let behind = limit - Self.maximumCatchUp - timer.fireTime
    guard behind > 0 else { return }
    timer.fireTime += (behind / interval).rounded(.down) * interval
  }

  /// Moves time forward by `seconds`, running what falls due.
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    advance(to: now + seconds)
  }

  /// Moves time to `time`, running timers due at or before it and frames at or before it
  /// (frames strictly before it when `includingFrameAtEnd` is false). Earlier times are ignored.
  /// Work other threads handed to the main queue (a background queue's completion) is scheduled
  /// first, on this clock's next turn (or after its delay).
  public func advance(to time: Double, includingFrameAtEnd: Bool = true) {
    guard time.isFinite else { return }
    for (delay, work) in OtherThreadsWork.take() { schedule(after: delay, repeats: false) { work() } }
    while true {
      timers.removeAll { !$0.isValid }
      for timer in timers { dropMissedFirings(of: timer, before: time) }
      let nextTimer = timers.min { ($0.fireTime, $0.sequence) < ($1.fireTime, $1.sequence) }
      let wake = nextWakeTime ?? time
      skipUnseenFrames(before: min(time, nextTimer?.fireTime ?? time, wake), target: time)
      let frameTime = nextFrameTime
      let frameDue = includingFrameAtEnd ? frameTime <= time + 1e-12 : frameTime < time - 1e-12
      if let timer = nextTimer, timer.fireTime <= time + 1e-12, !frameDue || timer.fireTime <= frameTime {
        now = max(now, timer.fireTime)
        if let interval = timer.interval {
          timer.fireTime += interval
        } else {
          timer.invalidate()
        }
        timerFireCount += 1
        timer.action()
        continue
      }
      if frameDue {
        now = max(now, frameTime)
        frameCount += 1
        runFrame()
        continue
      }
      break
    }
    now = max(now, time)
  }

  private func runFrame() {
    links.removeAll { !$0.isValid }
    let target = nextFrameTime
    for link in links where isRunning(link) {
      link.timestamp = now
      link.targetTimestamp = target
      link.callback(link)
    }
  }
}
