import Foundation
import ScrollPhysics

/// The motion of a ballistic activity: advanced by the position's display link, re-based when the
/// offset is written from outside.
///
/// See also: ``AxisBallisticMotion``, ``NestedFling``.
@preconcurrency @MainActor
protocol BallisticMotion: AnyObject {
  /// Moves the content to where the motion is `elapsed` seconds after it began; returns whether
  /// the motion has ended.
  func advance(to elapsed: Double) -> Bool
  /// Continues from the current offset after an outside write, at `elapsed`; returns false when
  /// nothing is left to move.
  func rebase(at elapsed: Double) -> Bool
  /// Whether the content is out of its range (a touch then stops it outright: spec 9.8).
  var isBouncing: Bool { get }
  /// The velocity per axis now, in pt/ms.
  func velocity(at elapsed: Double) -> CGPoint
  /// Moves to the end of the motion at once (no clock to run it on).
  func finish()
  /// The motion is abandoned.
  func stop()
  /// The content's range changed while the motion runs inside it (rows appended as the last came
  /// on screen), at `elapsed`: a free deceleration heading for an edge that moved goes on toward
  /// the new range. Default nothing.
  func rangeDidChange(at elapsed: Double)
}

extension BallisticMotion {
  func rangeDidChange(at elapsed: Double) {}
}

/// A motion that has nothing left to move (the place of a motion replaced by none).
final class StoppedMotion: BallisticMotion {
  func advance(to elapsed: Double) -> Bool { true }
  func rebase(at elapsed: Double) -> Bool { false }
  var isBouncing: Bool { false }
  func velocity(at elapsed: Double) -> CGPoint { .zero }
  func finish() {}
  func stop() {}
}

/// A motion that begins `origin` seconds into the activity it joins (a bounce added mid-flight).
final class ShiftedMotion: BallisticMotion {
  private let base: any BallisticMotion
  private let origin: Double
  init(_ base: any BallisticMotion, origin: Double) {
    self.base = base
    self.origin = origin
  }
  func advance(to elapsed: Double) -> Bool { base.advance(to: max(elapsed - origin, 0)) }
  func rebase(at elapsed: Double) -> Bool { base.rebase(at: max(elapsed - origin, 0)) }
  var isBouncing: Bool { base.isBouncing }
  func velocity(at elapsed: Double) -> CGPoint { base.velocity(at: max(elapsed - origin, 0)) }
  func finish() { base.finish() }
  func stop() { base.stop() }
  func rangeDidChange(at elapsed: Double) { base.rangeDidChange(at: max(elapsed - origin, 0)) }
}
