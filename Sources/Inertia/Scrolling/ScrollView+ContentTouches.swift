import Foundation

extension ScrollView {
  /// Whether the pan may begin dragging now.
  func panShouldBegin(_ pan: PanGestureRecognizer) -> Bool {
    guard isScrollEnabled else { return false }
    let horizontal = canScroll(.horizontal)
    let vertical = canScroll(.vertical)
    guard horizontal || vertical else { return false }
    if !isDirectionalLockEnabled || !(horizontal && vertical) {
      let moved = pan.translation(in: self)
      if horizontal && !vertical && abs(moved.y) > abs(moved.x) * 2 && pan.hysteresis > 0 { return false }
      if vertical && !horizontal && abs(moved.x) > abs(moved.y) * 2 && pan.hysteresis > 0 { return false }
    }
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
