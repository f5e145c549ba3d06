import Foundation
import ScrollPhysics

/// What moves a scroll view's offset now, in the manner of Flutter's ScrollActivity. A scroll view
/// has exactly one activity at a time, begun through ``ContentPosition/beginActivity(_:ending:)``.
/// Every activity carries its own state and behaviour: it sends its own delegate start and end
/// calls and runs its own motion through a narrow ``ScrollActivityBackend``; the scroll view's
/// isTracking / isDragging / isDecelerating / isZooming / isZoomBouncing derive from it.
///
/// See also: ``ContentPosition``, ``ScrollActivityBackend``.
@preconcurrency @MainActor
class ScrollActivity {
  /// Whether its start calls were sent (its end calls are then due when it ends).
  var hasStarted = false
  /// Whether the content size, insets or bounds changed while this activity ran: the clamp they
  /// defer while tracking, decelerating or animating (spec section 1) happens when the view comes
  /// to rest (a hold that catches a motion carries it on).
  var rangeChanged = false
  /// Whether nothing moves the offset (the view is at rest).
  var isIdle: Bool { false }
  /// Whether a finger is on the content (``ScrollView/isTracking``).
  var isTracking: Bool { false }
  /// Whether a finger holds the content still (down, not dragging or zooming).
  var isHeld: Bool { false }
  /// Whether a pan is moving the content (``ScrollView/isDragging``).
  var isDragging: Bool { false }
  /// Whether the content moves on its own (``ScrollView/isDecelerating``).
  var isDecelerating: Bool { false }
  /// Whether a released motion (decay, bounce, paging spring, a chain's fling) moves the content.
  var isBallistic: Bool { false }
  /// Whether a programmatic scroll animation moves the content (`isScrollAnimating`).
  var isScrollAnimation: Bool { false }
  /// Whether a pinch is zooming (``ScrollView/isZooming``).
  var isZooming: Bool { false }
  /// Whether the zoom animates to a scale (after a pinch or from an animated zoom call).
  var isZoomAnimation: Bool { false }
  /// Whether the zoom animates back into its limits (``ScrollView/isZoomBouncing``).
  var isZoomBouncing: Bool { false }
  /// Whether the content is out of its range under a motion (a touch then stops it outright: spec
  /// 9.8).
  var isBouncing: Bool { false }
  /// Whether the indicators show while this activity runs.
  var showsIndicators: Bool { false }
  /// Whether this activity carries on the deceleration it stopped, for the delegate: a caught
  /// motion's didEndDecelerating waits until the finger lifts (spec 9.8).
  var continuesDeceleration: Bool { false }
  /// Whether a range change deferred by the activity before this one stays deferred.
  var defersRangeClamp: Bool { false }

  /// Sends the delegate calls that announce this activity, once it is the current one.
  func sendStartCalls(to backend: any ScrollActivityBackend) {}
  /// Sends the delegate calls that close this activity as `next` follows it.
  func sendEndCalls(to backend: any ScrollActivityBackend, next: ScrollActivity, ending: ActivityEnd) {}
  /// Starts what moves the offset (a motion's display link); called once the start calls were sent.
  func run(in backend: any ScrollActivityBackend) {}
  /// The offset was written from outside while this activity runs; `input` is the view whose
  /// gestures drive it (a drag re-reads its finger-following offset there).
  func offsetWrittenFromOutside(in backend: any ScrollActivityBackend, input: any ScrollInputHandler) {}
  /// The content's range changed while this activity runs inside it. Default nothing.
  func rangeDidChange(in backend: any ScrollActivityBackend) {}
  /// Releases what the activity runs (display links, animators) without callbacks.
  func stop() {}

  // MARK: Drag input (a drag takes it; any other activity ignores it)

  /// The axis a directional lock keeps the drag on, if any.
  var lockedAxis: Axis? { nil }
  /// The page the drag started on, per axis, for paging.
  var startPage: CGPoint { .zero }
  /// How far the program moved the content under the finger during the drag, in points (offset
  /// writes from outside): the start page moves with it, so a carousel re-centring itself by whole
  /// pages mid-drag still turns one page from where the finger began, as on iOS.
  var startPageShift: CGPoint { .zero }
  /// The pan's translation moved to `translation`: the content follows by the change.
  func dragged(to translation: CGPoint, in handler: any ScrollInputHandler) {}
  /// A trackpad gesture moved by `delta` at `timestamp` (seconds on the window's clock).
  func wheelMoved(by delta: CGPoint, at timestamp: Double, in handler: any ScrollInputHandler) {}
  /// The finger lifted (or the trackpad gesture ended) with `velocity` (pt/ms, offset direction).
  func released(velocity: CGPoint, in handler: any ScrollInputHandler) {}
  /// The trackpad gesture ended: released with the velocity its recent movement had.
  func wheelEnded(in handler: any ScrollInputHandler) {}

  /// Goes on with another motion made by `transform` from the running one and the time since the
  /// activity began, without delegate calls (the deceleration neither ended nor began); ends as
  /// completed when `transform` returns nil. Returns whether there was a motion to go on from (only
  /// a ballistic activity has one).
  @discardableResult
  func continueMotion(
    in backend: any ScrollActivityBackend,
    _ transform: (_ motion: any BallisticMotion, _ elapsed: Double) -> (any BallisticMotion)?
  ) -> Bool { false }

  /// Every finger lifted without a drag or a pinch taking over (a hold ends).
  func fingersLifted(in handler: any ScrollInputHandler) {}

  // MARK: Pinch input (a zoom takes it; any other activity ignores it)

  /// The pinch's scale (relative to its start) is `scale`, its centroid at `location` (in the
  /// view's frame coordinates).
  func pinched(scale: CGFloat, at location: CGPoint, in handler: any ScrollInputHandler) {}
  /// The pinch ended or was cancelled.
  func pinchEnded(in handler: any ScrollInputHandler) {}
}

/// The scroll-view events an activity reports through its backend, which sends the delegate call.
enum ScrollActivityEvent: Equatable {
  case willBeginDragging
  /// scrollViewWillEndDragging for a drag that ended without a release (its target is not used).
  case willEndDragging(velocity: CGPoint)
  case didEndDragging(willDecelerate: Bool)
  case willBeginDecelerating
  case didEndDecelerating
  case didEndScrollingAnimation
  case didScrollToTop
  case willBeginZooming
  case didEndZooming
}

/// What an activity may ask of the scroll position it moves, in the manner of Flutter's
/// ScrollActivityDelegate: the offset, the clock to run on, an event to report, going idle.
/// (Motions and animations move the offset themselves; user input goes through
/// ``ScrollInputHandler``.)
@preconcurrency @MainActor
protocol ScrollActivityBackend: AnyObject {
  /// The precise offset now.
  var offset: CGPoint { get }
  /// The window's clock, or nil out of a window.
  var clock: (any FrameClock)? { get }
  /// Sends the delegate call of `event`.
  func report(_ event: ScrollActivityEvent)
  /// `activity` ran to its natural end: the view goes idle (a motion settles into its range first,
  /// unless input keeps the offset where it put it: ``ScrollInput/keepsOffsetAtRest``).
  func activityDidComplete(_ activity: ScrollActivity)
}

/// Where an activity sends the user's input it takes (a drag's deltas and release, a hold's lift, a
/// pinch): the ``ScrollInput`` of the scroll view whose recognizers produced it (the view itself,
/// or a backend attached to it). Kept apart from the backend, which only runs activities.
@preconcurrency @MainActor
protocol ScrollInputHandler: AnyObject {
  /// Moves the content by a drag's `delta` (finger terms), rubber-banded (or through a backend);
  /// `translation` is the drag's whole translation (for the keyboard's interactive dismissal).
  func applyDrag(_ delta: CGPoint, translation: CGPoint, of drag: DragActivity)
  /// The drag was released at `velocity`: asks the delegate for the target and starts the motion,
  /// or goes idle.
  func endDrag(_ drag: DragActivity, velocity: CGPoint)
  /// The fingers holding the content lifted: a stopped bounce or animation returns to the range,
  /// otherwise the view goes idle.
  func endHold(_ hold: HoldActivity)
  /// The finger-following offset that shows as `displayed` (the inverse rubber band).
  func rawOffset(forDisplayed displayed: CGPoint) -> CGPoint
  /// Zooms to `zoom`'s start scale times `scale` around its anchor, now under `location`.
  func applyPinch(_ zoom: ZoomActivity, scale: CGFloat, at location: CGPoint)
  /// The pinch of `zoom` ended: the zoom animates into its limits, or the view goes idle.
  func endPinch(_ zoom: ZoomActivity)
}

/// Nothing moves the offset.
final class IdleActivity: ScrollActivity {
  override var isIdle: Bool { true }
}

/// A finger is down but not dragging. `caught` when it stopped a deceleration inside the range,
/// which keeps ``ScrollView/isDecelerating`` true until the finger lifts or drags (spec 9.8).
final class HoldActivity: ScrollActivity {
  let caught: Bool
  /// Whether the touch stopped a bounce (or a chain's overscroll): lifting returns it to the range.
  let stoppedBounce: Bool
  /// Whether the touch stopped a programmatic animation outside the range: lifting animates it back.
  let stoppedAnimation: Bool
  init(
    caught: Bool, stoppedBounce: Bool = false, stoppedAnimation: Bool = false
  ) {
    self.caught = caught
    self.stoppedBounce = stoppedBounce
    self.stoppedAnimation = stoppedAnimation
  }
  /// The hold of a finger that caught `motion` (a ballistic activity): a bounce it stops returns
  /// on lift; a deceleration it stops inside the range goes on for the delegate until then.
  convenience init(catching motion: ScrollActivity) {
    self.init(caught: !motion.isBouncing, stoppedBounce: motion.isBouncing)
  }
  override var isTracking: Bool { true }
  override var isHeld: Bool { true }
  override var isDecelerating: Bool { caught }
  override var continuesDeceleration: Bool { caught }
  override var defersRangeClamp: Bool { true }

  override func fingersLifted(in handler: any ScrollInputHandler) { handler.endHold(self) }

  override func sendEndCalls(to backend: any ScrollActivityBackend, next: ScrollActivity, ending: ActivityEnd)
  {
    // A drag takes the caught deceleration over; anything else ends it.
    if caught && !next.isDragging { backend.report(.didEndDecelerating) }
  }
}

/// A pan (or a trackpad gesture) moves the content.
final class DragActivity: ScrollActivity {
  /// The finger-following offset before rubber banding, per axis.
  var rawOffset: CGPoint
  /// The pan translation already applied.
  private var lastTranslation: CGPoint = .zero
  private let lock: Axis?
  private let firstPage: CGPoint
  /// The trackpad translation and its velocity trackers, for wheel-driven drags.
  private var wheelTranslation: CGPoint = .zero
  private var wheelTrackers = (VelocityTracker(), VelocityTracker())
  /// Set when the release has asked scrollViewWillEndDragging.
  var isReleased = false

  init(rawOffset: CGPoint, lockedAxis: Axis?, startPage: CGPoint) {
    self.rawOffset = rawOffset
    self.lock = lockedAxis
    self.firstPage = startPage
  }

  /// The sum of the offset writes from outside during the drag, in points.
  private var writtenShift: CGPoint = .zero

  override var lockedAxis: Axis? { lock }
  override var startPage: CGPoint { firstPage }
  override var startPageShift: CGPoint { writtenShift }

  override func dragged(to translation: CGPoint, in handler: any ScrollInputHandler) {
    guard translation.isFinite else { return }
    let delta = translation - lastTranslation
    lastTranslation = translation
    handler.applyDrag(delta, translation: translation, of: self)
  }

  override func wheelMoved(by delta: CGPoint, at timestamp: Double, in handler: any ScrollInputHandler) {
    wheelTranslation = wheelTranslation + delta
    wheelTrackers.0.add(time: timestamp, position: Double(wheelTranslation.x))
    wheelTrackers.1.add(time: timestamp, position: Double(wheelTranslation.y))
    dragged(to: wheelTranslation, in: handler)
  }

  override func released(velocity: CGPoint, in handler: any ScrollInputHandler) {
    handler.endDrag(self, velocity: velocity)
  }

  override func wheelEnded(in handler: any ScrollInputHandler) {
    released(velocity: CGPoint(x: -wheelTrackers.0.velocity, y: -wheelTrackers.1.velocity), in: handler)
  }

  override var isTracking: Bool { true }
  override var isDragging: Bool { true }
  override var showsIndicators: Bool { true }

  override func sendStartCalls(to backend: any ScrollActivityBackend) { backend.report(.willBeginDragging) }

  override func sendEndCalls(to backend: any ScrollActivityBackend, next: ScrollActivity, ending: ActivityEnd)
  {
    if !isReleased { backend.report(.willEndDragging(velocity: .zero)) }
    backend.report(.didEndDragging(willDecelerate: next.isBallistic))
  }

  override func offsetWrittenFromOutside(in backend: any ScrollActivityBackend, input: any ScrollInputHandler)
  {
    let old = rawOffset
    rawOffset = input.rawOffset(forDisplayed: backend.offset)
    writtenShift = writtenShift + (rawOffset - old)
  }
}

/// The content moves on its own after a release: decay, bounce, paging spring, or a nested
/// chain's fling.
final class BallisticActivity: ScrollActivity {
  /// What moves the offset; replaced only through ``continueMotion(in:_:)``.
  private(set) var motion: any BallisticMotion
  /// The clock time the motion's elapsed time counts from.
  let start: Double
  private var link: DisplayLink?
  /// The elapsed time (from ``start``) of the frame that last placed the content.
  private var placedAt: Double = 0
  /// Whether a frame is placing the content now (the delegate hears scrollViewDidScroll inside it).
  private var isPlacing = false
  /// A write from scrollViewDidScroll left nothing to move: the frame ends the activity once the
  /// delegate has returned.
  private var endsAfterPlacing = false

  init(motion: any BallisticMotion, start: Double) {
    self.motion = motion
    self.start = start
  }

  override var isDecelerating: Bool { true }
  override var isBallistic: Bool { true }
  override var isBouncing: Bool { motion.isBouncing }
  override var showsIndicators: Bool { true }

  override func sendStartCalls(to backend: any ScrollActivityBackend) {
    backend.report(.willBeginDecelerating)
  }

  override func sendEndCalls(to backend: any ScrollActivityBackend, next: ScrollActivity, ending: ActivityEnd)
  {
    // A finger that caught the motion inside the range carries the deceleration on (spec 9.8).
    if next.continuesDeceleration { return }
    backend.report(.didEndDecelerating)
  }

  /// Advances the motion on every frame; out of a window it moves to its end at once.
  override func run(in backend: any ScrollActivityBackend) {
    link = backend.clock?.addDisplayLink { [weak self, weak backend] link in
      guard let self, let backend else { return }
      self.placedAt = link.timestamp - self.start
      self.isPlacing = true
      let done = self.motion.advance(to: self.placedAt)
      self.isPlacing = false
      // A delegate may have begun something else from scrollViewDidScroll.
      if done || self.endsAfterPlacing, self.link != nil {
        backend.activityDidComplete(self)
      }
    }
    if link == nil {
      motion.finish()
      backend.activityDidComplete(self)
    }
  }

  /// The content's range changed while the motion runs inside it (see
  /// ``BallisticMotion/rangeDidChange(at:)``).
  override func rangeDidChange(in backend: any ScrollActivityBackend) {
    motion.rangeDidChange(at: (backend.clock?.now ?? start) - start)
  }

  /// An outside write re-bases the motion; it ends when nothing is left to move. The written
  /// offset stands where the last frame put the content, as UIKit's deceleration steps on from the
  /// current offset by each frame's time: a layout pass that writes the offset back between two
  /// frames (a spreadsheet keeping four scroll views in step) takes nothing from the glide.
  override func offsetWrittenFromOutside(in backend: any ScrollActivityBackend, input: any ScrollInputHandler)
  {
    guard !motion.rebase(at: placedAt) else { return }
    // Written from scrollViewDidScroll during a frame (a pager re-centring on its middle page as the
    // spring lands): as UIKit's scroll heartbeat, the frame ends the deceleration after the delegate
    // returns, so scrollViewDidEndDecelerating follows the whole scrollViewDidScroll, not the write.
    if isPlacing {
      endsAfterPlacing = true
    } else {
      backend.activityDidComplete(self)
    }
  }

  override func stop() {
    link?.invalidate()
    link = nil
    motion.stop()
  }

  override func continueMotion(
    in backend: any ScrollActivityBackend,
    _ transform: (_ motion: any BallisticMotion, _ elapsed: Double) -> (any BallisticMotion)?
  ) -> Bool {
    // The elapsed time goes on counting from ``start``: one deceleration, two motions. `transform`
    // stops what of the old motion does not go on inside the new one.
    let next = transform(motion, (backend.clock?.now ?? start) - start)
    motion = next ?? StoppedMotion()
    if next == nil { backend.activityDidComplete(self) }
    return true
  }
}

/// An activity that owns the ``Animator`` it runs on the window's clock (a scroll or a zoom
/// animation); it goes idle when the animator completes.
class AnimatorActivity: ScrollActivity {
  private var animator: Animator?
  /// What the animation shows at a progress; kept to jump to the end (progress 1).
  private final var update: (@MainActor (Double) -> Void)?

  /// Runs `update` with the eased progress over `duration`; completion makes the view idle.
  func animate(
    in backend: any ScrollActivityBackend, clock: FrameClock, duration: Double, curve: TimingCurve,
    update: @escaping @MainActor (Double) -> Void
  ) {
    self.update = update
    animator = Animator(
      clock: clock, duration: duration, curve: curve, update: update,
      completion: { [weak self, weak backend] completed in
        guard let self, let backend, completed else { return }
        self.animator = nil
        backend.activityDidComplete(self)
      })
  }

  override func stop() {
    animator?.stop()
    animator = nil
  }

  /// Shows the animation's end at once (an interrupted zoom jumps to where it was going).
  func jumpToEnd() { update?(1) }
}

/// A programmatic scroll animation (setContentOffset, scrollRectToVisible, scroll to top).
final class AnimationActivity: AnimatorActivity {
  let toTop: Bool
  init(toTop: Bool) { self.toTop = toTop }
  override var isScrollAnimation: Bool { true }
  override var showsIndicators: Bool { true }

  override func sendEndCalls(to backend: any ScrollActivityBackend, next: ScrollActivity, ending: ActivityEnd)
  {
    guard ending == .completed else { return }
    backend.report(toTop ? .didScrollToTop : .didEndScrollingAnimation)
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

  override func sendStartCalls(to backend: any ScrollActivityBackend) { backend.report(.willBeginZooming) }

  override func pinched(scale: CGFloat, at location: CGPoint, in handler: any ScrollInputHandler) {
    handler.applyPinch(self, scale: scale, at: location)
  }

  override func pinchEnded(in handler: any ScrollInputHandler) { handler.endPinch(self) }

  override func sendEndCalls(to backend: any ScrollActivityBackend, next: ScrollActivity, ending: ActivityEnd)
  {
    // The zoom's animation into its limits ends the zoom for the delegate.
    if next.isZoomAnimation { return }
    backend.report(.didEndZooming)
  }
}

/// The zoom animates to a scale: back into the limits after a pinch (bouncing) or from
/// setZoomScale / zoom(to:) with animation.
final class ZoomAnimationActivity: AnimatorActivity {
  let bouncing: Bool
  init(bouncing: Bool) { self.bouncing = bouncing }
  override var isZoomAnimation: Bool { true }
  override var isZoomBouncing: Bool { bouncing }

  override func sendEndCalls(to backend: any ScrollActivityBackend, next: ScrollActivity, ending: ActivityEnd)
  {
    // Interrupted, the zoom jumps to where it was going.
    if ending != .completed { jumpToEnd() }
    backend.report(.didEndZooming)
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
