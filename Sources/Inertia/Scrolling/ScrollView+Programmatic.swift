import Foundation
import ScrollPhysics

extension ScrollView {
  /// The length of an animated setContentOffset, in seconds (spec section 5).
  package static let scrollAnimationDuration = 0.3

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

  /// Scroll to top from a status-bar tap (spec section 5). Returns whether it scrolled.
  func scrollToTopFromStatusBar() -> Bool {
    guard scrollsToTop, isScrollEnabled, !isTracking, !isZooming else { return false }
    // The other axis settles into its range too, so a tap during a bounce never freezes it outside.
    let top = CGPoint(x: clamped(preciseOffset).x, y: minimumOffset.y)
    guard top.roundedToPixel(scale: pixelScale) != bounds.origin else { return false }
    guard deliveredDelegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
    scroll(to: top, animated: true, toTop: true)
    return true
  }
}
