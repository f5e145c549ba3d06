import Foundation

extension ScrollView {
  /// Whether scrolling is enabled and some axis can scroll.
  var canScrollAtAll: Bool { canScroll(.horizontal) || canScroll(.vertical) }

  /// Whether this view's pan may own a gesture whose finger moved `movement` since touch-down
  /// (uikit-behavior.md section 14): scrolling is enabled, some axis can scroll, and a view that
  /// scrolls along one axis only fails a movement more than twice as long along the other axis.
  /// A view that can scroll along both axes takes any direction (a directional lock then picks
  /// the axis).
  func canScroll(along movement: CGPoint) -> Bool {
    guard isScrollEnabled, movement.isFinite else { return false }
    let horizontal = canScroll(.horizontal)
    let vertical = canScroll(.vertical)
    if horizontal && !vertical { return abs(movement.y) <= abs(movement.x) * 2 }
    if vertical && !horizontal { return abs(movement.x) <= abs(movement.y) * 2 }
    return horizontal || vertical
  }

  /// Whether the pan may begin dragging now.
  func panShouldBegin(_ pan: PanGestureRecognizer) -> Bool {
    // A pan that catches a motion (no slop) has no direction to decide.
    guard pan.hysteresis > 0 ? canScroll(along: pan.movement(in: self)) : isScrollEnabled && canScrollAtAll
    else { return false }
    let contentTouches = pan.touches.filter { $0.deliveredToView && !$0.viewDeliveryStopped }
    if !contentTouches.isEmpty {
      guard canCancelContentTouches else { return false }
      for touch in contentTouches {
        guard let view = touch.view, view !== self else { continue }
        if !touchesShouldCancel(in: view) { return false }
      }
    }
    return true
  }
}
