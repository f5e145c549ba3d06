import Foundation
import ScrollPhysics

/// What moves a scroll view's offset now. A scroll view has exactly one activity at a time, begun
/// through ``ContentPosition/beginActivity(_:ending:)``; every activity carries its own state, and
/// the scroll view's isTracking / isDragging / isDecelerating / isZooming / isZoomBouncing and its
/// delegate's start and end calls all derive from the activity and its transitions.
///
/// See also: ``ContentPosition``.
@MainActor
class ScrollActivity {
  /// Whether its start calls were sent (its end calls are then due when it ends).
  var hasStarted = false
  /// Whether the content size, insets or bounds changed while this activity ran: the clamp they
  /// defer while tracking, decelerating or animating (spec section 1) happens when the view comes
  /// to rest (a hold that catches a motion carries it on).
  var rangeChanged = false
  /// Whether a finger is on the content (``ScrollView/isTracking``).
  var isTracking: Bool { false }
  /// Whether a pan is moving the content (``ScrollView/isDragging``).
  var isDragging: Bool { false }
  /// Whether the content moves on its own (``ScrollView/isDecelerating``).
  var isDecelerating: Bool { false }
  /// Whether a pinch is zooming (``ScrollView/isZooming``).
  var isZooming: Bool { false }
  /// Whether the zoom animates back into its limits (``ScrollView/isZoomBouncing``).
  var isZoomBouncing: Bool { false }
  /// Whether the indicators show while this activity runs.
  var showsIndicators: Bool { false }

  /// Releases what the activity runs (display links, animators) without callbacks.
  func stop() {}
}

/// Nothing moves the offset.
final class IdleActivity: ScrollActivity {}

/// A finger is down but not dragging. `caught` when it stopped a deceleration inside the range,
/// which keeps ``ScrollView/isDecelerating`` true until the finger lifts or drags (spec 9.8).
final class HoldActivity: ScrollActivity {
  let caught: Bool
  /// Whether the touch stopped a bounce (or a chain's overscroll): lifting returns it to the range.
  let stoppedBounce: Bool
  /// The chain member whose fling this touch stopped, when it is another view: it returns the bounce.
  weak var bounceOwner: ScrollView?
  /// Whether the touch stopped a programmatic animation outside the range: lifting animates it back.
  let stoppedAnimation: Bool
  init(
    caught: Bool, stoppedBounce: Bool = false, bounceOwner: ScrollView? = nil, stoppedAnimation: Bool = false
  ) {
    self.caught = caught
    self.stoppedBounce = stoppedBounce
    self.bounceOwner = bounceOwner
    self.stoppedAnimation = stoppedAnimation
  }
  override var isTracking: Bool { true }
  override var isDecelerating: Bool { caught }
}

/// A pan (or a trackpad gesture) moves the content.
final class DragActivity: ScrollActivity {
  /// The finger-following offset before rubber banding, per axis.
  var rawOffset: CGPoint
  /// The pan translation already applied.
  var lastTranslation: CGPoint = .zero
  /// The axis a directional lock keeps the drag on, if any.
  let lockedAxis: Axis?
  /// The page the drag started on, per axis, for paging.
  let startPage: CGPoint
  /// The trackpad translation and its velocity trackers, for wheel-driven drags.
  var wheelTranslation: CGPoint = .zero
  var wheelTrackers = (VelocityTracker(), VelocityTracker())
  /// Set when the release has asked scrollViewWillEndDragging.
  var isReleased = false

  init(rawOffset: CGPoint, lockedAxis: Axis?, startPage: CGPoint) {
    self.rawOffset = rawOffset
    self.lockedAxis = lockedAxis
    self.startPage = startPage
  }

  override var isTracking: Bool { true }
  override var isDragging: Bool { true }
  override var showsIndicators: Bool { true }
}

/// The content moves on its own after a release: decay, bounce, paging spring, or a nested
/// chain's fling.
final class BallisticActivity: ScrollActivity {
  /// What moves the offset; replaced only through ``ContentPosition/continueBallistic(with:)``.
  private(set) var motion: any BallisticMotion
  /// The clock time the motion's elapsed time counts from.
  let start: Double
  var link: DisplayLink?

  init(motion: any BallisticMotion, start: Double) {
    self.motion = motion
    self.start = start
  }

  override var isDecelerating: Bool { true }
  override var showsIndicators: Bool { true }
  override func stop() {
    link?.invalidate()
    link = nil
    motion.stop()
  }

  /// Goes on with `next` (elapsed time still counted from ``start``): one deceleration, two
  /// motions. The caller has stopped what of the old motion does not go on inside `next`.
  func replaceMotion(with next: any BallisticMotion) {
    motion = next
  }
}

/// A programmatic scroll animation (setContentOffset, scrollRectToVisible, scroll to top).
final class AnimationActivity: ScrollActivity {
  let toTop: Bool
  var animator: Animator?
  init(toTop: Bool) { self.toTop = toTop }
  override var showsIndicators: Bool { true }
  override func stop() {
    animator?.stop()
    animator = nil
  }
}

/// A pinch zooms the content.
final class ZoomActivity: ScrollActivity {
  let startScale: CGFloat
  let anchor: CGPoint
  var location: CGPoint
  init(startScale: CGFloat, anchor: CGPoint, location: CGPoint) {
    self.startScale = startScale
    self.anchor = anchor
    self.location = location
  }
  override var isTracking: Bool { true }
  override var isZooming: Bool { true }
  override var showsIndicators: Bool { true }
}

/// The zoom animates to a scale: back into the limits after a pinch (bouncing) or from
/// setZoomScale / zoom(to:) with animation.
final class ZoomAnimationActivity: ScrollActivity {
  let bouncing: Bool
  let endScale: CGFloat
  let endOffset: CGPoint
  var animator: Animator?
  init(bouncing: Bool, endScale: CGFloat, endOffset: CGPoint) {
    self.bouncing = bouncing
    self.endScale = endScale
    self.endOffset = endOffset
  }
  override var isZoomBouncing: Bool { bouncing }
  override func stop() {
    animator?.stop()
    animator = nil
  }
}

/// How an activity ended, for the delegate calls its end sends.
enum ActivityEnd {
  /// It ran to its natural end (an animation completed, a deceleration came to rest).
  case completed
  /// Something else took over.
  case interrupted
  /// The view left its window: no callbacks at all.
  case silently
}

/// The motion of a ballistic activity: advanced by the position's display link, re-based when the
/// offset is written from outside.
///
/// See also: ``AxisBallisticMotion``, ``NestedFling``.
@MainActor
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
}
