import Foundation

/// Recognizes two fingers moving apart or together, like UIPinchGestureRecognizer.
///
/// ``scale`` is the current finger span over the span when the pinch began; ``velocity`` is the
/// scale's change per second.
///
/// See also: ``ScrollView/pinchGestureRecognizer``.
@preconcurrency @MainActor
open class PinchGestureRecognizer: GestureRecognizer {
  /// How much the span must change before the pinch begins, in points.
  public static let spanHysteresis: CGFloat = 8

  /// The scale relative to the span at the start. Settable, as in UIKit.
  public var scale: CGFloat = 1
  /// The scale's change per second.
  public private(set) var velocity: CGFloat = 0
  private var initialSpan: CGFloat = 0
  private var baseSpan: CGFloat = 0
  private var lastSample: (time: Double, scale: CGFloat)?

  private var liveTouches: [Touch] { touches.filter { !$0.isFinished } }

  private var span: CGFloat {
    let live = liveTouches
    guard live.count >= 2 else { return 0 }
    return (live[0].locationInWindow - live[1].locationInWindow).length
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if liveTouches.count == 2 {
      initialSpan = span
      baseSpan = span
    } else if liveTouches.count > 2, state == .possible {
      state = .failed
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard liveTouches.count >= 2, baseSpan > 0 else { return }
    let current = span
    switch state {
    case .possible:
      guard abs(current - initialSpan) >= Self.spanHysteresis else { return }
      baseSpan = initialSpan / max(scale, 0.0001)
      scale = current / baseSpan
      lastSample = (event.timestamp, scale)
      state = .began
    case .began, .changed:
      let newScale = current / baseSpan
      guard newScale != scale else { return }
      if let last = lastSample, event.timestamp > last.time {
        velocity = (newScale - last.scale) / CGFloat(event.timestamp - last.time)
      }
      lastSample = (event.timestamp, newScale)
      scale = newScale
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard liveTouches.count < 2 else { return }
    if state == .began || state == .changed {
      // The lift carries the fingers' last positions: the scale takes them before the end.
      let fingers = self.touches.suffix(2)
      if fingers.count == 2, baseSpan > 0 {
        let span = (fingers.first!.locationInWindow - fingers.last!.locationInWindow).length
        if span / baseSpan != scale {
          scale = span / baseSpan
          state = .changed
        }
      }
      state = .ended
    } else if state == .possible && liveTouches.isEmpty {
      state = .failed
    }
  }

  open override func reset() {
    scale = 1
    velocity = 0
    initialSpan = 0
    baseSpan = 0
    lastSample = nil
  }
}
