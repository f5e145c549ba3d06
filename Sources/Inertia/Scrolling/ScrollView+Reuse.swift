import Foundation
import ScrollPhysics

extension View {
  /// A list takes this view off screen to reuse it (a cell, an orthogonal row): every scroll view
  /// in it that is still moving by itself stops now and its delegate hears the end, as UIKit's
  /// reused cells' scroll views do; see ``ScrollView/stopForReuse()``.
  func stopScrollingForReuse() {
    if let scrollView = self as? ScrollView { scrollView.stopForReuse() }
    for subview in subviews { subview.stopScrollingForReuse() }
  }
}

extension ScrollView {
  /// Stops a deceleration or a programmatic scroll animation where it is, sending its end
  /// (didEndDecelerating, didEndScrollingAnimation), and with `pin` moves the offset to where the
  /// view may rest: into the range, onto the nearest page when paging (``pinnedRestOffset(from:)``).
  /// A view that is idle or under a finger is left as it is.
  func stopForReuse(pin: Bool = true) {
    let activity = position.activity
    guard activity.isBallistic || activity.isScrollAnimation || activity.isZoomAnimation else { return }
    stopMotion(notify: true)
    guard pin else { return }
    let pinned = pinnedRestOffset(from: preciseOffset)
    if pinned != preciseOffset { setPreciseOffset(pinned) }
  }

  /// Where a view stopped at `offset` rests: clamped into the range, on the nearest page along
  /// each axis when paging.
  func pinnedRestOffset(from offset: CGPoint) -> CGPoint {
    var rest = clamped(offset)
    guard isPagingEnabled else { return rest }
    for axis in Axis.allCases {
      let size = axis.value(bounds.size)
      let value = axis.value(rest)
      let page = size > 0 ? (value / size).rounded() : 0
      axis.set(
        &rest,
        PageSnapping.target(
          position: value, velocity: 0, pageSize: size, startPage: page, lower: limits(axis).lower,
          upper: limits(axis).upper))
    }
    return rest
  }
}
