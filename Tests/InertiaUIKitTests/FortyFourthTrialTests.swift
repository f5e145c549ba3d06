import Foundation
import InertiaUIKit
import Testing

// The forty-fourth trial's behaviours, written as the programs write them: a keyboard-avoiding
// scroll view's filter (ScrollingContentViewController's `ScrollViewFilter`, an `NSObject` that is
// no UI object) coalesces keyboard and scroll events behind a short timer it adds to the run loop
// for `.common`, so the timer fires while the user drags the scroll view.

/// A coalescing filter: `submit()` (re)starts a 0.1 s timer; the timer counts a delivery.
private final class EventFilter: NSObject, @unchecked Sendable {
  var deliveries: [String] = []
  private var timer: Timer?

  func submit(_ event: String, mode: RunLoop.Mode) {
    timer?.invalidate()
    let timer = Timer(appClockTimeInterval: 0.1, repeats: false) { [weak self] _ in
      self?.deliveries.append(event)
    }
    self.timer = timer
    RunLoop.current.addToAppClock(timer, forMode: mode)
  }
}

@MainActor @Test func aFiltersCommonModeTimerFiresWhileTheScrollViewIsDragged() {
  let home = UIViewController()
  let (clock, window, synth) = trialHost(home)
  let scroll = UIScrollView(frame: home.view.bounds)
  scroll.contentSize = CGSize(width: 375, height: 1_500)
  home.view.addSubview(scroll)
  window.layoutIfNeeded()
  let filter = EventFilter()
  // The finger goes down and drags 150 points, held: the scroll view is dragging.
  synth.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 350), duration: 0.3, release: .hold)
  #expect(scroll.isDragging)
  filter.submit("keyboard", mode: .common)
  filter.submit("scroll", mode: .default)
  // The second submission replaces the first, as the filter restarts its timer.
  for _ in 0..<12 {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
  // The default-mode timer replaced the common one and waits while the scroll view tracks.
  #expect(filter.deliveries.isEmpty)
  filter.submit("keyboard", mode: .common)
  for _ in 0..<12 {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
  #expect(scroll.isDragging)
  #expect(filter.deliveries == ["keyboard"])
  // From -20 (the status bar's inset), 150 points less the 10-point slop.
  #expect(scroll.contentOffset.y == 120)
}
