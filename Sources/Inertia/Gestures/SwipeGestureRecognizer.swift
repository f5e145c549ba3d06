import Foundation

/// Recognizes a quick stroke in a direction, like UISwipeGestureRecognizer (discrete): it is
/// recognized once the fingers have moved ``minimumDistance`` along one of ``direction``'s
/// directions, mostly straight (across it at most half as far), within ``maximumDuration`` of
/// touching down. UIKit does not document its thresholds; these are Inertia's.
@preconcurrency @MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions a swipe may go (UISwipeGestureRecognizer.Direction).
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates directions from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Towards the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Towards the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions recognized. Default right, as in UIKit.
  public var direction: Direction = .right
  /// Fingers needed. Default 1.
  public var numberOfTouchesRequired = 1
  /// How far the fingers must travel, in points. Default 50.
  public var minimumDistance: CGFloat = 50
  /// How long the stroke may take, in seconds. Default 0.5.
  public var maximumDuration = 0.5

  private var startTime: Double?

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible else { return }
    if self.touches.filter({ !$0.isFinished }).count > numberOfTouchesRequired {
      state = .failed
      return
    }
    if startTime == nil { startTime = event.timestamp }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible, let startTime else { return }
    if event.timestamp - startTime > maximumDuration {
      state = .failed
      return
    }
    guard let touch = touches.first else { return }
    let move = touch.locationInWindow - touch.initialLocationInWindow
    let along: [(Direction, CGFloat, CGFloat)] = [
      (.right, move.x, move.y), (.left, -move.x, move.y), (.down, move.y, move.x), (.up, -move.y, move.x),
    ]
    for (candidate, distance, across) in along where direction.contains(candidate) {
      if distance >= minimumDistance, abs(across) <= distance / 2 {
        state = .recognized
        return
      }
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state == .possible { state = .failed }
  }

  open override func reset() { startTime = nil }
}
