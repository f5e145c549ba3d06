import Foundation

/// A scroll view remembered weakly while it may be moving.
private struct MovingScrollView {
  weak var view: ScrollView?
}

extension ScrollView {
  /// Scroll views that began tracking, dragging or decelerating, held weakly until they rest.
  @MainActor private static var moving: [MovingScrollView] = []

  /// Whether some scroll view in a window on `clock` is tracking a finger, being dragged or
  /// decelerating: while one is, UIKit runs the main run loop in its tracking mode
  /// (`RunLoop.Mode.tracking`), so a display link or timer added for that mode alone runs then and
  /// only then. Scroll views out of a window, or in windows on other clocks, do not count.
  package static func isAnyScrollViewMoving(on clock: any FrameClock) -> Bool {
    moving.removeAll { entry in
      guard let view = entry.view else { return true }
      return !view.isMovingForRunLoop
    }
    return moving.contains { $0.view?.window?.clock === clock }
  }

  /// Tracking, dragging or decelerating.
  var isMovingForRunLoop: Bool { isTracking || isDragging || isDecelerating }

  /// Remembers the view when its new activity moves it (``isAnyScrollViewMoving``).
  func noteActivityForRunLoop() {
    guard isMovingForRunLoop, !Self.moving.contains(where: { $0.view === self }) else { return }
    Self.moving.append(MovingScrollView(view: self))
  }
}
