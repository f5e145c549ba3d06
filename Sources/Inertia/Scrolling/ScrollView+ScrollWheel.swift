import Foundation
import ScrollPhysics

/// The phases of a trackpad or wheel scroll gesture.
public enum ScrollWheelPhase: Sendable {
  /// The first scroll event of a gesture.
  case began
  /// A further scroll event.
  case changed
  /// The fingers left the trackpad (or the wheel stopped): momentum takes over.
  case ended
}

extension ScrollView {
  /// Scrolls from a trackpad or mouse wheel, like iOS's indirect scroll events on the pan recognizer:
  /// the gesture drags the content (same delegate calls as a finger), and its end decelerates with
  /// the recent velocity.
  /// - Parameters:
  ///   - delta: the movement in finger terms (positive y moves the content down), in points.
  ///   - timestamp: the event time on the window's clock, in seconds.
  public func handleScrollWheel(delta: CGPoint, phase: ScrollWheelPhase, timestamp: Double) {
    guard isScrollEnabled, delta.isFinite, timestamp.isFinite else { return }
    switch phase {
    case .began:
      guard input.acceptsTrackpadDrag, let drag = startDragging(firstMovement: delta)
      else { return }
      drag.wheelMoved(by: delta, at: timestamp, in: input)
    case .changed:
      position.activity.wheelMoved(by: delta, at: timestamp, in: input)
    case .ended:
      position.activity.wheelEnded(in: input)
    }
  }
}
