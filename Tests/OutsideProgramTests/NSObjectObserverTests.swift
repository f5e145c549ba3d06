import Foundation
import InertiaUIKit
import Testing

/// A Swift 6 program's NSObject observer in the form `inertia port` leaves it: `observeValue`
/// without `override` and the `KeyValueObserver` conformance (main-actor isolated here, as a
/// Swift 6 program must be to call a view).
@MainActor
final class ContentSizeObserver: NSObject {
  var sizes: [CGSize] = []
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    if keyPath == "contentSize", let size = change?[.newKey] as? CGSize { sizes.append(size) }
  }
}

extension ContentSizeObserver: KeyValueObserver {}

@MainActor
@Suite struct OutsideNSObjectObserverTests {
  @Test func aProgramsNSObjectObserverGetsContentSizeChangesUntilRemoved() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let observer = ContentSizeObserver()
    let context = UnsafeMutableRawPointer(bitPattern: 0xC0DE)
    scrollView.addObserver(observer, forKeyPath: "contentSize", options: [.initial, .new], context: context)
    scrollView.contentSize = CGSize(width: 300, height: 900)
    scrollView.removeObserver(observer, forKeyPath: "contentSize", context: context)
    scrollView.contentSize = CGSize(width: 300, height: 1200)
    #expect(observer.sizes == [.zero, CGSize(width: 300, height: 900)])
  }
}
