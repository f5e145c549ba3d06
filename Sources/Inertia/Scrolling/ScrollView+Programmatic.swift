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
    if position.activity.isBallistic { position.beginActivity(IdleActivity()) }
    if animated && rounded == bounds.origin && !isScrollAnimating {
      // Nothing would move on screen, but a bounce stopped past the range lands on the target (at a
      // scale like 0.5 the pixel under an edge can lie outside the range): never at rest outside.
      if position.activity.isIdle, isOutOfRange(preciseOffset) { position.setOffset(offset) }
      return
    }
    if position.activity.isScrollAnimation { position.beginActivity(IdleActivity()) }
    guard animated, let clock = window?.clock else {
      if position.activity.isDragging {
        applyExternalOffset(offset)
      } else {
        position.setOffset(offset)
      }
      return
    }
    let start = preciseOffset
    let animation = AnimationActivity(toTop: toTop)
    position.beginActivity(animation)
    guard position.activity === animation else { return }
    animation.animate(
      in: position, clock: clock, duration: Self.scrollAnimationDuration, curve: .easeInOut,
      update: { [weak self] progress in
        guard let self else { return }
        let p = CGFloat(progress)
        self.position.setOffset(
          CGPoint(x: start.x + (offset.x - start.x) * p, y: start.y + (offset.y - start.y) * p))
      })
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
    // The other axis settles into its range too, so a tap during a bounce never freezes it outside.
    let top = CGPoint(x: clamped(preciseOffset).x, y: minimumOffset.y)
    guard top.roundedToPixel(scale: pixelScale) != bounds.origin else { return false }
    guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
    scroll(to: top, animated: true, toTop: true)
    return true
  }
}
