import Foundation
import InertiaUIKit
import Testing

/// The APIs the twentieth porting trial's programs used: key-value observing of a scroll view's
/// offset and size by key path string (a pull-to-bounce wrapper's), Core Foundation's block timers
/// on the app clock, and a tap action declared with a pan recognizer once `inertia port` widened it.
@MainActor
@Suite(.serialized) struct TwentiethTrialAPIsTests {
  /// A wrapper view observing its scroll view as the pull-to-bounce wrapper does.
  final class Wrapper: UIView {
    /// The context token (a fixed address, compared as the program compares `&context`).
    let context = UnsafeMutableRawPointer(bitPattern: 0x5EED)
    var offsets: [CGFloat] = []
    var sizes: [CGSize] = []
    var olds: [CGFloat] = []
    override func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      guard context == self.context, let scrollView = object as? UIScrollView else {
        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        return
      }
      if keyPath == "contentOffset" {
        offsets.append(scrollView.contentOffset.y)
        if let old = change?[.oldKey] as? CGPoint { olds.append(old.y) }
      }
      if keyPath == "contentSize", let size = change?[.newKey] as? CGSize { sizes.append(size) }
    }
  }

  /// A window on a manual clock with a 300 x 400 scroll view of 1,000 pt content.
  func scene() -> (UIWindow, ManualClock, UIScrollView) {
    let clock = ManualClock(frameRate: 120)
    let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 1, clock: clock)
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 300, height: 1000)
    window.addSubview(scrollView)
    window.layoutIfNeeded()
    return (window, clock, scrollView)
  }

  @Test func anObserverOfContentOffsetIsCalledAtEveryScrollWithItsContext() {
    let (window, clock, scrollView) = scene()
    let wrapper = Wrapper()
    scrollView.addObserver(
      wrapper, forKeyPath: "contentOffset", options: [.initial, .new, .old], context: wrapper.context)
    #expect(wrapper.offsets == [0])
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    #expect(wrapper.offsets == [0, 120])
    #expect(wrapper.olds == [0])
    // A drag reports every frame it moves the content, as scrollViewDidScroll.
    GestureSynthesizer(window: window, clock: clock).drag(
      from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.5)
    #expect(wrapper.offsets.count > 10)
    #expect(wrapper.offsets.last == scrollView.contentOffset.y)
    #expect(scrollView.contentOffset.y > 150)
    scrollView.removeObserver(wrapper, forKeyPath: "contentOffset", context: wrapper.context)
    let count = wrapper.offsets.count
    scrollView.contentOffset = .zero
    #expect(wrapper.offsets.count == count)
  }

  @Test func contentSizeChangesAreReportedAndOtherContextsGoToSuper() {
    let (_, _, scrollView) = scene()
    let wrapper = Wrapper()
    scrollView.addObserver(wrapper, forKeyPath: "contentSize", options: .new, context: wrapper.context)
    scrollView.contentSize = CGSize(width: 300, height: 1500)
    scrollView.contentSize = CGSize(width: 300, height: 1500)
    #expect(wrapper.sizes == [CGSize(width: 300, height: 1500)])
    let other = UnsafeMutableRawPointer(bitPattern: 0xBEEF)
    scrollView.addObserver(wrapper, forKeyPath: "contentOffset", options: .new, context: other)
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    #expect(wrapper.offsets.isEmpty)
  }

  @Test func aCoreFoundationBlockTimerFiresAtItsFireDateThenEveryIntervalOnTheAppClock() {
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    var fires: [Double] = []
    let start = CFAbsoluteTimeGetCurrent()
    let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, start + 0.5, 0.25, 0, 0) { _ in
      fires.append(clock.now)
    }
    clock.advance(to: 1)
    #expect(fires.isEmpty)  // not added yet
    CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, CFRunLoopMode.commonModes)
    #expect(fires == [])
    clock.advance(by: 0.01)
    #expect(fires.count == 1)  // the fire date had passed: at once
    clock.advance(to: 1.6)
    #expect(fires.count == 3)
    timer?.invalidate()
    clock.advance(to: 3)
    #expect(fires.count == 3)
    #expect(CFAbsoluteTimeGetCurrent() - start == 3)
    let once = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + 0.3, 0, 0, 0)
    {
      _ in fires.append(clock.now)
    }
    CFRunLoopAddTimer(CFRunLoopGetMain(), once, .defaultMode)
    clock.advance(to: 3.2)
    #expect(fires.count == 3)
    clock.advance(to: 4)
    #expect(fires.count == 4 && abs(fires[3] - 3.3) < 0.02)
  }

  /// A view whose tap recognizer's action `inertia port` widened from a pan recognizer.
  final class Carousel: UIView {
    var taps: [CGPoint] = []
    func setUp() {
      addGestureRecognizer(
        UITapGestureRecognizer(
          target: self,
          action: Selector("tapGestureWithRecogniser:", target: self, Self.tapGesture(recogniser:))))
    }
    func tapGesture(recogniser: UIGestureRecognizer) {
      taps.append(recogniser.location(in: recogniser.view))
    }
  }

  @Test func aTapCallsTheWidenedActionWithTheTapRecognizer() {
    let clock = ManualClock(frameRate: 120)
    let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 1, clock: clock)
    let carousel = Carousel(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    carousel.setUp()
    window.addSubview(carousel)
    window.layoutIfNeeded()
    GestureSynthesizer(window: window, clock: clock).tap(at: CGPoint(x: 150, y: 120))
    #expect(carousel.taps == [CGPoint(x: 100, y: 70)])
  }
}
