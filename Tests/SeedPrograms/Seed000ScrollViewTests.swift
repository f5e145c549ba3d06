import InertiaUIKit
import Testing

/// Seed 000 (UIScrollView reference, Korean): no code blocks; its listed members with their listed
/// types, and the delegate rules of its overview, with a UIKit-spelled delegate driven by gestures.
@MainActor
@Suite struct Seed000ScrollViewTests {
  /// A delegate written as UIKit code is: UIKit's spellings, the pointer form of willEndDragging.
  final class ZoomingDelegate: UIScrollViewDelegate {
    var calls: [String] = []
    var zoomView: UIView?
    var stopAt: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      if calls.last != "didScroll" { calls.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      calls.append("willEndDragging")
      if let stopAt { targetContentOffset.pointee = stopAt }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      calls.append("willBeginZooming")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
      calls.append("didEndZooming")
    }
  }

  /// A subclass overriding the two touch methods the overview names.
  final class FussyScrollView: UIScrollView {
    var refused: UIView?
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
      view !== refused
    }
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
  }

  @Test func theListedMembersHaveTheListedTypes() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let delegate: UIScrollViewDelegate? = nil
    scrollView.delegate = delegate
    let size: CGSize = scrollView.contentSize
    let offset: CGPoint = scrollView.contentOffset
    scrollView.setContentOffset(.zero, animated: false)
    let adjusted: UIEdgeInsets = scrollView.adjustedContentInset
    let inset: UIEdgeInsets = scrollView.contentInset
    let behavior: UIScrollView.ContentInsetAdjustmentBehavior = scrollView.contentInsetAdjustmentBehavior
    scrollView.adjustedContentInsetDidChange()
    let guides: [UILayoutGuide] = [scrollView.frameLayoutGuide, scrollView.contentLayoutGuide]
    let flags: [Bool] = [
      scrollView.isScrollEnabled, scrollView.isDirectionalLockEnabled, scrollView.isPagingEnabled,
      scrollView.scrollsToTop, scrollView.bounces, scrollView.alwaysBounceVertical,
      scrollView.alwaysBounceHorizontal, scrollView.isTracking, scrollView.isDragging,
      scrollView.isDecelerating,
      scrollView.showsHorizontalScrollIndicator, scrollView.showsVerticalScrollIndicator,
      scrollView.canCancelContentTouches, scrollView.delaysContentTouches, scrollView.isZoomBouncing,
      scrollView.isZooming, scrollView.bouncesZoom, scrollView.automaticallyAdjustsScrollIndicatorInsets,
    ]
    let rate: UIScrollView.DecelerationRate = scrollView.decelerationRate
    let style: UIScrollView.IndicatorStyle = scrollView.indicatorStyle
    scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let insets: [UIEdgeInsets] = [
      scrollView.horizontalScrollIndicatorInsets, scrollView.verticalScrollIndicatorInsets,
    ]
    scrollView.flashScrollIndicators()
    let refresh: UIRefreshControl? = scrollView.refreshControl
    scrollView.scrollRectToVisible(.zero, animated: false)
    let _: UIGestureRecognizer = scrollView.directionalPressGestureRecognizer
    let pan: UIPanGestureRecognizer = scrollView.panGestureRecognizer
    let pinch: UIPinchGestureRecognizer? = scrollView.pinchGestureRecognizer
    scrollView.zoom(to: .zero, animated: false)
    scrollView.setZoomScale(1, animated: false)
    let scales: [CGFloat] = [scrollView.zoomScale, scrollView.maximumZoomScale, scrollView.minimumZoomScale]
    let dismiss: UIScrollView.KeyboardDismissMode = scrollView.keyboardDismissMode
    let index: UIScrollView.IndexDisplayMode = scrollView.indexDisplayMode
    #expect(size == .zero && offset == .zero && adjusted == .zero && inset == .zero && behavior == .automatic)
    #expect(guides.count == 2 && flags.count == 18 && rate == .normal && style == .default)
    #expect(insets.allSatisfy { $0 == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) })
    #expect(refresh == nil && pan.view === scrollView && pinch == nil)
    #expect(scales == [1, 1, 1] && dismiss == .none && index == .automatic)
  }

  @Test func aUIKitSpelledDelegateSeesDraggingAndCanMoveTheTarget() {
    let host = SeedHost()
    let scrollView = UIScrollView(frame: host.window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 5000)
    host.window.addSubview(scrollView)
    let delegate = ZoomingDelegate()
    delegate.stopAt = CGPoint(x: 0, y: 1000)
    scrollView.delegate = delegate
    host.gestures.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -2000), distance: 200)
    host.wait(5)
    #expect(
      delegate.calls == [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll", "didEndDecelerating",
      ])
    #expect(abs(scrollView.contentOffset.y - 1000) < 0.5)
  }

  @Test func zoomingNeedsViewForZoomingAndDifferentScaleLimits() {
    let host = SeedHost()
    let scrollView = UIScrollView(frame: host.window.bounds)
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView.addSubview(content)
    scrollView.contentSize = content.frame.size
    host.window.addSubview(scrollView)
    let delegate = ZoomingDelegate()
    scrollView.delegate = delegate
    scrollView.maximumZoomScale = 3
    host.gestures.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 100, toSpan: 200, duration: 0.3)
    host.wait(1)
    #expect(scrollView.zoomScale == 1 && !delegate.calls.contains("willBeginZooming"))
    delegate.zoomView = content
    scrollView.maximumZoomScale = 3
    host.gestures.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 100, toSpan: 200, duration: 0.3)
    host.wait(1)
    #expect(scrollView.zoomScale > 1.5 && delegate.calls.contains("didEndZooming"))
  }

  @Test func touchesShouldBeginCanKeepTouchesFromAContentView() {
    let host = SeedHost()
    let scrollView = FussyScrollView(frame: host.window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    host.window.addSubview(scrollView)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
    scrollView.addSubview(button)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    host.gestures.tap(at: CGPoint(x: 60, y: 120))
    host.wait(1)
    scrollView.refused = button
    host.gestures.tap(at: CGPoint(x: 60, y: 120))
    #expect(taps == 1)
  }
}
