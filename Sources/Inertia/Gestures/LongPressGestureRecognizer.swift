import Foundation

/// Recognizes a finger held still, like UILongPressGestureRecognizer: it begins once the fingers
/// have stayed within ``allowableMovement`` for ``minimumPressDuration`` (on the window's clock),
/// changes as they move, and ends when they lift. A move beyond the allowance before it begins
/// fails it.
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the fingers must stay down, in seconds. Default 0.5.
  public var minimumPressDuration = 0.5
  /// How far a finger may move before the press begins, in points. Default 10.
  public var allowableMovement: CGFloat = 10
  /// Fingers needed. Default 1.
  public var numberOfTouchesRequired = 1
  /// Taps before the press (kept; only 0 is recognized). Default 0.
  public var numberOfTapsRequired = 0

  private var pressTimer: ClockTimer?

  private var liveTouches: [Touch] { touches.filter { !$0.isFinished } }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible else { return }
    let count = liveTouches.count
    if count > numberOfTouchesRequired {
      state = .failed
      return
    }
    guard count == numberOfTouchesRequired, pressTimer == nil, let clock = view?.window?.clock else { return }
    let duration = minimumPressDuration.isFinite ? max(minimumPressDuration, 0) : 0.5
    pressTimer = clock.schedule(after: duration, repeats: false) { [weak self] in
      guard let self, self.state == .possible, self.liveTouches.count == self.numberOfTouchesRequired
      else { return }
      self.state = .began
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      for touch in touches
      where (touch.locationInWindow - touch.initialLocationInWindow).length > allowableMovement {
        state = .failed
        return
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      state = .failed
    case .began, .changed:
      if liveTouches.isEmpty { state = .ended }
    default:
      break
    }
  }

  open override func reset() {
    pressTimer?.invalidate()
    pressTimer = nil
  }
}
