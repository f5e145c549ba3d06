import Foundation
import ScrollPhysics

extension ScrollView {
  /// The length of an animated setContentOffset, in seconds (spec section 5).
  public static let scrollAnimationDuration = 0.3

  /// Moves the content to `offset`; animated over 0.3 s, ending with didEndScrollingAnimation.
  /// A running deceleration stops first (with didEndDecelerating). Nothing happens when the
  /// pixel-rounded target equals the current offset. Non-finite offsets are ignored.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.isFinite else {
      Self.scrollLog.warning("ignored non-finite offset in setContentOffset")
      return
    }
    scroll(to: offset, animated: animated, toTop: false)
  }

  func scroll(to offset: CGPoint, animated: Bool, toTop: Bool) {
    let rounded = offset.roundedToPixel(scale: pixelScale)
    if case .decelerating = activity {
      stopSimulations()
      delegate?.scrollViewDidEndDecelerating(self)
    }
    if animated && rounded == bounds.origin && !isScrollAnimating { return }
    stopScrollAnimation(notify: false)
    guard animated, let clock = window?.clock else {
      if case .dragging = activity {
        applyExternalOffset(offset)
      } else {
        setPreciseOffset(offset)
      }
      return
    }
    let start = preciseOffset
    activity = .animating(toTop: toTop)
    showIndicators()
    scrollAnimation = Animator(
      clock: clock, duration: Self.scrollAnimationDuration, curve: .easeInOut,
      update: { [weak self] progress in
        guard let self else { return }
        let p = CGFloat(progress)
        self.setPreciseOffset(
          CGPoint(x: start.x + (offset.x - start.x) * p, y: start.y + (offset.y - start.y) * p))
      },
      completion: { [weak self] completed in
        guard let self, completed else { return }
        self.scrollAnimation = nil
        self.activity = .idle
        self.scheduleIndicatorHide()
        if toTop {
          self.delegate?.scrollViewDidScrollToTop(self)
        } else {
          self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
      })
  }

  /// Stops a programmatic animation where it is.
  func stopScrollAnimation(notify: Bool) {
    guard let animation = scrollAnimation else { return }
    scrollAnimation = nil
    animation.stop()
    if case .animating = activity { activity = .idle }
    if notify { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// Scrolls the least amount that makes `rect` (content coordinates) visible (spec section 5).
  /// The rect is intersected with the content area first; an empty result, or a rect already fully
  /// visible, does nothing. A rect larger than the view aligns its trailing edge.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard rect.isFiniteRect else { return }
    let contentArea = CGRect(origin: .zero, size: contentSize)
    let target = rect.standardized.intersection(contentArea)
    guard !target.isNull, target.width > 0 || target.height > 0 else { return }
    let visible = CGRect(origin: bounds.origin, size: bounds.size)
    var offset = bounds.origin
    func axisOffset(
      _ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat, _ current: CGFloat
    )
      -> CGFloat
    {
      if low >= visibleLow && high <= visibleHigh { return current }
      let length = visibleHigh - visibleLow
      if high - low > length || high > visibleHigh { return current + (high - visibleHigh) }
      return current - (visibleLow - low)
    }
    offset.x = axisOffset(target.minX, target.maxX, visible.minX, visible.maxX, offset.x)
    offset.y = axisOffset(target.minY, target.maxY, visible.minY, visible.maxY, offset.y)
    offset = clamped(offset)
    guard offset != bounds.origin else { return }
    setContentOffset(offset, animated: animated)
  }

  /// Scroll to top from a status-bar tap (spec section 5). Returns whether it scrolled.
  func scrollToTopFromStatusBar() -> Bool {
    guard scrollsToTop, isScrollEnabled, !isTracking, !isZooming else { return false }
    let top = CGPoint(x: preciseOffset.x, y: minimumOffset.y)
    guard top.roundedToPixel(scale: pixelScale) != bounds.origin else { return false }
    guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
    scroll(to: top, animated: true, toTop: true)
    return true
  }
}
