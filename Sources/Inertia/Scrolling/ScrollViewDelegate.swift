import Foundation

/// The messages a scroll view sends about scrolling, zooming and their ends, like
/// UIScrollViewDelegate. Every method is optional (the extension provides defaults).
///
/// The orders are UIKit's (spec section 9): a drag sends willBeginDragging, didScroll...,
/// willEndDragging, didEndDragging(willDecelerate:), then, when it decelerates,
/// willBeginDecelerating, didScroll..., didEndDecelerating.
///
/// See also: ``ScrollView``.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The visible offset changed (after pixel rounding).
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: ScrollView)
  /// A drag is about to move the content.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifted: `velocity` in pt/ms and the projected rest point, which may be changed.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)
  /// The drag ended; `decelerate` tells whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on its own after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The content came to rest after decelerating.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animated setContentOffset or scrollRectToVisible finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// The view to scale when zooming; nil (the default) disables zooming.
  func viewForZooming(in scrollView: ScrollView) -> View?
  /// Zooming is about to start on `view`.
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
  /// Zooming ended at `scale` (after any bounce back into the limits).
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
  /// Whether a status-bar tap may scroll to the top. Default true.
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
  /// A scroll to top finished.
  func scrollViewDidScrollToTop(_ scrollView: ScrollView)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

// Each default first hands the call to the object's forwarding target, if any (see
// ``ForwardedSelectors``).
extension ScrollViewDelegate {
  /// Default implementation: does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {
    scrollForwardee("scrollViewDidScroll:")?.scrollViewDidScroll(scrollView)
  }
  /// Default implementation: does nothing.
  public func scrollViewDidZoom(_ scrollView: ScrollView) {
    scrollForwardee("scrollViewDidZoom:")?.scrollViewDidZoom(scrollView)
  }
  /// Default implementation: does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    scrollForwardee("scrollViewWillBeginDragging:")?.scrollViewWillBeginDragging(scrollView)
  }
  /// Default implementation: does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    scrollForwardee("scrollViewWillEndDragging:withVelocity:targetContentOffset:")?.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
  }
  /// Default implementation: does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    scrollForwardee("scrollViewDidEndDragging:willDecelerate:")?.scrollViewDidEndDragging(
      scrollView, willDecelerate: decelerate)
  }
  /// Default implementation: does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    scrollForwardee("scrollViewWillBeginDecelerating:")?.scrollViewWillBeginDecelerating(scrollView)
  }
  /// Default implementation: does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    scrollForwardee("scrollViewDidEndDecelerating:")?.scrollViewDidEndDecelerating(scrollView)
  }
  /// Default implementation: does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    scrollForwardee("scrollViewDidEndScrollingAnimation:")?.scrollViewDidEndScrollingAnimation(scrollView)
  }
  /// Default implementation: returns nil (no zooming).
  public func viewForZooming(in scrollView: ScrollView) -> View? {
    scrollForwardee("viewForZoomingInScrollView:")?.viewForZooming(in: scrollView)
  }
  /// Default implementation: does nothing.
  public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
    scrollForwardee("scrollViewWillBeginZooming:withView:")?.scrollViewWillBeginZooming(
      scrollView, with: view)
  }
  /// Default implementation: does nothing.
  public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
    scrollForwardee("scrollViewDidEndZooming:withView:atScale:")?.scrollViewDidEndZooming(
      scrollView, with: view, atScale: scale)
  }
  /// Default implementation: returns true.
  public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
    scrollForwardee("scrollViewShouldScrollToTop:")?.scrollViewShouldScrollToTop(scrollView) ?? true
  }
  /// Default implementation: does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
    scrollForwardee("scrollViewDidScrollToTop:")?.scrollViewDidScrollToTop(scrollView)
  }
  /// Default implementation: does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
    scrollForwardee("scrollViewDidChangeAdjustedContentInset:")?.scrollViewDidChangeAdjustedContentInset(
      scrollView)
  }
}
