extension ScrollView {
  /// Whether some scroll view in a window on `clock` is tracking a finger, being dragged or
  /// decelerating: while one is, UIKit runs the main run loop in its tracking mode
  /// (`RunLoop.Mode.tracking`), so a display link or timer added for that mode alone runs then and
  /// only then, and one added for the default mode waits. `MainRunLoop` owns that state.
  package static func isAnyScrollViewMoving(on clock: any FrameClock) -> Bool {
    MainRunLoop.isTracking(on: clock)
  }

  /// Tracking, dragging or decelerating.
  var isMovingForRunLoop: Bool { isTracking || isDragging || isDecelerating }

  /// Tells `MainRunLoop` of the view's new activity.
  func noteActivityForRunLoop() {
    MainRunLoop.scrollViewActivityDidChange(self)
  }
}
