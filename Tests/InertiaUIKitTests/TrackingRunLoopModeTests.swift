import Foundation
import InertiaUIKit
import Testing

/// The main run loop's modes while a scroll view moves: UIKit runs it in its tracking mode during a
/// drag and the deceleration after, so display links and timers added for `.default` wait then,
/// those added for `.common` run through, and a timer that came due while it waited fires once when
/// the scrolling ends, then keeps its schedule.
@MainActor
@Suite struct TrackingRunLoopModeTests {
  /// A feed screen: a scroll view of 5,000 points in a 375 x 667 window on a manual clock.
  @MainActor struct Feed {
    let clock = ManualClock(frameRate: 60)
    let window: UIWindow
    let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let gestures: GestureSynthesizer

    init() {
      UIWindow.appClock = clock
      window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: clock)
      gestures = GestureSynthesizer(window: window, clock: clock)
      scroller.contentSize = CGSize(width: 375, height: 5000)
      window.addSubview(scroller)
      window.layoutIfNeeded()
    }

    /// Advances a frame at a time until the scroll view rests (at most 10 s); the time it rested.
    @discardableResult
    func settle() -> Double {
      for _ in 0..<600 where scroller.isDecelerating || scroller.isDragging {
        clock.advance(by: 1.0 / 60)
      }
      return clock.now
    }
  }

  /// Counts the frames a display link sends.
  @MainActor final class FrameCounter: NSObject {
    var frames = 0
    func step(_ link: CADisplayLink) { frames += 1 }

    /// A link sending `step(_:)` to this counter, added to the main run loop for `mode`.
    func link(for mode: RunLoop.Mode) -> CADisplayLink {
      let link = CADisplayLink(target: self, selector: Selector("step:", target: self, FrameCounter.step))
      link.add(to: .main, forMode: mode)
      return link
    }
  }

  /// Records the clock's time at each firing of a banner's auto-advance timer.
  @MainActor final class Banner: NSObject {
    var firings: [Double] = []
    let clock: ManualClock
    init(clock: ManualClock) { self.clock = clock }
    func advance(_ timer: Timer) { firings.append(clock.now) }
    var selector: Selector { Selector("advance:", target: self, Banner.advance) }
  }

  @Test func aDefaultModeDisplayLinkSkipsTheFramesOfADragAndAFling() {
    let feed = Feed()
    let counter = FrameCounter()
    let link = counter.link(for: .default)
    feed.clock.advance(by: 0.5)
    #expect(counter.frames == 30)
    // Half a second of dragging, lifted while moving: the content flings on.
    feed.gestures.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 200), duration: 0.5)
    #expect(feed.clock.now > 0.99)
    #expect(counter.frames == 30)
    #expect(feed.scroller.isDecelerating)
    feed.clock.advance(by: 1)
    #expect(counter.frames == 30)
    feed.settle()
    #expect(!feed.scroller.isDecelerating)
    feed.clock.advance(by: 0.5)
    #expect(counter.frames == 60)
    link.invalidate()
  }

  @Test func aCommonModeDisplayLinkCountsEveryFrameThroughTheScrolling() {
    let feed = Feed()
    let common = FrameCounter()
    let link = common.link(for: .common)
    let start = feed.clock.frameCount
    feed.gestures.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 200), duration: 0.5)
    feed.settle()
    feed.clock.advance(by: 0.5)
    #expect(common.frames == feed.clock.frameCount - start)
    #expect(common.frames > 150)
    link.invalidate()
  }

  @Test func aRepeatingDefaultModeTimerFiresOnceAfterTheFlingThenKeepsItsSchedule() {
    let feed = Feed()
    let banner = Banner(clock: feed.clock)
    let timer = Timer.scheduledTimer(
      timeInterval: 0.25, target: banner, selector: banner.selector, userInfo: nil, repeats: true)
    feed.clock.advance(to: 0.6)
    #expect(banner.firings == [0.25, 0.5])
    feed.gestures.fling(from: CGPoint(x: 187, y: 600), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    let rested = feed.settle()
    // Every firing the drag and the fling spanned (more than ten) is one late firing, on the
    // clock's turn after the frame that ended the deceleration.
    #expect(rested > 2)
    #expect(banner.firings == [0.25, 0.5, rested])
    // Then the schedule it was made with: the next multiple of 0.25 s after the late firing.
    let next = ((rested / 0.25).rounded(.down) + 1) * 0.25
    feed.clock.advance(to: next + 0.3)
    #expect(banner.firings.count == 5)
    #expect(banner.firings.dropFirst(3).map { ($0 - next) * 4 } == [0, 1])
    timer.invalidate()
  }

  @Test func aTimerAlsoAddedForTheCommonModesFiresThroughTheFling() {
    let feed = Feed()
    let banner = Banner(clock: feed.clock)
    let timer = Timer.scheduledTimer(
      timeInterval: 0.25, target: banner, selector: banner.selector, userInfo: nil, repeats: true)
    RunLoop.main.addToAppClock(timer, forMode: .common)
    feed.gestures.fling(from: CGPoint(x: 187, y: 600), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    let rested = feed.settle()
    let expected = Int((rested / 0.25).rounded(.down))
    #expect(banner.firings.count == expected)
    #expect(banner.firings.last.map { abs($0 - Double(expected) * 0.25) < 1e-9 } == true)
    timer.invalidate()
  }

  /// A cell's image set by a delayed perform in the default mode only, so it waits while the list
  /// scrolls (the classic `perform(_:with:afterDelay:inModes:)` idiom for decoding images).
  final class LazyImageCell: UIView {
    var imageSetAt: Double?
    let clock: ManualClock
    init(clock: ManualClock) {
      self.clock = clock
      super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
    }
    required init?(coder: NSCoder) { fatalError("no archives") }
    func setImage(_ name: Any?) { imageSetAt = clock.now }
  }

  @Test func aDelayedPerformForTheDefaultModeWaitsUntilTheScrollingEnds() {
    let feed = Feed()
    let cell = LazyImageCell(clock: feed.clock)
    feed.scroller.addSubview(cell)
    feed.gestures.fling(from: CGPoint(x: 187, y: 600), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    #expect(feed.scroller.isDecelerating)
    cell.perform(
      Selector("setImage:", target: cell, LazyImageCell.setImage), with: "avatar", afterDelay: 0,
      inModes: [.default])
    feed.clock.advance(by: 0.5)
    #expect(cell.imageSetAt == nil)
    let rested = feed.settle()
    #expect(cell.imageSetAt == rested)
  }
}
