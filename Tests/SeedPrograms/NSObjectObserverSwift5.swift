import InertiaUIKit
import Testing

// Written as `inertia port` leaves iOS code that observes a scroll view from a plain NSObject
// subclass: the observer's `observeValue` without `override`, and the KeyValueObserver
// conformance the port adds. Nonisolated, as the iOS class is.

/// Records the offsets its scroll view reports, and stops observing when it goes away.
class OffsetObserver: NSObject {
  weak var scrollView: UIScrollView?
  var offsets: [CGFloat] = []
  var olds: [CGFloat] = []
  var keyPaths: [String] = []

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
    super.init()
    scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: nil)
  }

  func stop() {
    scrollView?.removeObserver(self, forKeyPath: "contentOffset")
  }

  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let keyPath, object as? UIScrollView === scrollView else {
      return
    }
    keyPaths.append(keyPath)
    if let offset = change?[.newKey] as? CGPoint { offsets.append(offset.y) }
    if let old = change?[.oldKey] as? CGPoint { olds.append(old.y) }
  }
}

extension OffsetObserver: KeyValueObserver {}

@MainActor
@Suite struct NSObjectObserverTests {
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

  @Test func anNSObjectObserverGetsEveryOffsetChangeUntilItIsRemoved() {
    let (window, clock, scrollView) = scene()
    let observer = OffsetObserver(scrollView: scrollView)
    scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
    #expect(observer.offsets == [120])
    #expect(observer.olds == [0])
    #expect(observer.keyPaths == ["contentOffset"])
    GestureSynthesizer(window: window, clock: clock).drag(
      from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.5)
    #expect(observer.offsets.count > 10)
    #expect(observer.offsets.last == scrollView.contentOffset.y)
    #expect(scrollView.contentOffset.y > 250)
    #expect(observer.olds.count == observer.offsets.count)
    observer.stop()
    let count = observer.offsets.count
    scrollView.setContentOffset(.zero, animated: false)
    #expect(observer.offsets.count == count)
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test func anObserverThatIsGoneIsNotCalledAndNotKept() {
    let (_, _, scrollView) = scene()
    weak var gone: OffsetObserver?
    do {
      let observer = OffsetObserver(scrollView: scrollView)
      gone = observer
      scrollView.contentOffset = CGPoint(x: 0, y: 40)
      #expect(observer.offsets == [40])
    }
    #expect(gone == nil)
    scrollView.contentOffset = CGPoint(x: 0, y: 80)
    #expect(scrollView.contentOffset.y == 80)
  }
}
