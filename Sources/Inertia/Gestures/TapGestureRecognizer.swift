import Foundation

/// Recognizes one or more taps with one or more fingers, like UITapGestureRecognizer.
///
/// Fails when a finger moves more than ``allowableMovement`` or the next tap does not come within
/// ``maximumTapInterval``.
///
/// See also: ``GestureRecognizer/require(toFail:)``.
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
  /// Taps needed. Default 1.
  public var numberOfTapsRequired = 1
  /// Fingers needed per tap. Default 1.
  public var numberOfTouchesRequired = 1
  /// How far a finger may move and still tap, in points. Default 10.
  public var allowableMovement: CGFloat = 10
  /// The longest wait for the next tap, in seconds. Default 0.35.
  public var maximumTapInterval = 0.35

  private var tapsSeen = 0
  private var fingersInTap = 0
  private var waitTimer: ClockTimer?

  open override var isAwaitingMoreTouches: Bool { tapsSeen > 0 && state == .possible }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    waitTimer?.invalidate()
    fingersInTap = max(fingersInTap, self.touches.filter { !$0.isFinished }.count)
    if fingersInTap > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    for touch in touches
    where (touch.locationInWindow - touch.initialLocationInWindow).length > allowableMovement {
      state = .failed
      return
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible else { return }
    guard self.touches.allSatisfy(\.isFinished) else { return }
    guard fingersInTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsSeen += 1
    fingersInTap = 0
    if tapsSeen >= numberOfTapsRequired {
      state = .recognized
    } else if let clock = view?.window?.clock {
      waitTimer = clock.schedule(after: maximumTapInterval, repeats: false) { [weak self] in
        guard let self, self.state == .possible else { return }
        self.state = .failed
        self.view?.window?.arbiter.resetFinishedRecognizers()
      }
    }
  }

  open override func reset() {
    tapsSeen = 0
    fingersInTap = 0
    waitTimer?.invalidate()
    waitTimer = nil
  }
}
