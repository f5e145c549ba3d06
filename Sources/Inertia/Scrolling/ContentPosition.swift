import Foundation
import ScrollPhysics

/// The one owner of a scroll view's precise content offset and of the activity that moves it, in
/// the manner of Flutter's ScrollPosition.
///
/// The offset is written only here (``setOffset(_:)``, ``setOffset(_:on:allowingOverscroll:)``);
/// the activity changes only through ``beginActivity(_:ending:)``, which sends every delegate start
/// and end call from the transition that causes it (spec section 9). It knows nothing of nesting:
/// its scroll view's ``ScrollInput`` hears each activity change and decides whether an offset at
/// rest clamps; a backend behind that seam (a chain's coordinator) asks positions to take deltas
/// and begins their activities, and never sends a delegate call itself.
///
/// See also: ``ScrollActivity``, ``ScrollView``, ``ScrollInput``.
@preconcurrency @MainActor
final class ContentPosition {
  unowned let scrollView: ScrollView
  /// The unrounded offset; the bounds origin shows it rounded to the pixel grid.
  private(set) var offset: CGPoint = .zero
  /// What moves the offset now.
  private(set) var activity: ScrollActivity = IdleActivity()

  init(scrollView: ScrollView, offset: CGPoint) {
    self.scrollView = scrollView
    self.offset = offset
  }

  // MARK: Offset

  /// Writes the offset: keeps the precise value, shows it rounded to the pixel grid, and sends
  /// scrollViewDidScroll when the rounded value changed. Non-finite values are ignored.
  func setOffset(_ value: CGPoint) { setOffsetReportingScroll(value) }

  /// Writes the offset like ``setOffset(_:)``; returns whether scrollViewDidScroll was sent.
  @discardableResult
  func setOffsetReportingScroll(_ value: CGPoint) -> Bool {
    guard value.isFinite else { return false }
    offset = value
    let rounded = displayed(value)
    let bounds = scrollView.bounds
    guard rounded != bounds.origin else { return false }
    // A whole-value write: an in-place `bounds.origin =` through the overridable property allocates.
    scrollView.bounds = CGRect(origin: rounded, size: bounds.size)
    scrollView.didScroll()
    return true
  }

  /// The bounds origin was written from outside (a layout setting `collectionView.bounds`), which
  /// on iOS is writing the content offset: the precise offset takes it, scrollViewDidScroll is sent
  /// and the activity hears of it as of a `contentOffset` write (a drag continues from there).
  func boundsOriginWrittenFromOutside() {
    let origin = scrollView.bounds.origin
    guard origin.isFinite, origin != displayed(offset) else { return }
    offset = origin
    scrollView.didScroll()
    offsetWrittenFromOutside()
  }

  /// `value` rounded to the pixel grid; on an axis where `value` lies inside the resting range the
  /// rounded value stays inside it too (at a scale like 0.5 a range end can lie between pixels).
  private func displayed(_ value: CGPoint) -> CGPoint {
    var rounded = value.roundedToPixel(scale: scrollView.pixelScale)
    guard rounded != value else { return rounded }
    for axis in Axis.allCases {
      let limits = scrollView.limits(axis)
      let precise = axis.value(value)
      if !limits.isOutside(precise) { axis.set(&rounded, limits.clamped(axis.value(rounded))) }
    }
    return rounded
  }

  /// Moves one axis to `value`; without `allowingOverscroll` the value is clamped into the resting
  /// range. Returns the overscroll it could not take (`value` minus what was set).
  @discardableResult
  func setOffset(_ value: Double, on axis: Axis, allowingOverscroll: Bool) -> Double {
    guard value.isFinite else { return 0 }
    let limits = scrollView.limits(axis)
    let taken = allowingOverscroll ? value : limits.clamped(value)
    var point = offset
    axis.set(&point, taken)
    if point != offset { setOffset(point) }
    return value - taken
  }

  /// Moves one axis by `delta` inside the resting range; returns the part it could not take.
  /// A view already past its range in the delta's direction takes nothing (it never moves against
  /// the delta).
  func take(_ delta: Double, on axis: Axis) -> Double {
    guard delta != 0, delta.isFinite else { return delta }
    let current = axis.value(offset)
    let limits = scrollView.limits(axis)
    var moved = limits.clamped(current + delta) - current
    if moved * delta <= 0 {
      moved = 0
    } else if abs(moved) > abs(delta) {
      // A view left outside its range (an offset written there) comes back no faster than the delta.
      moved = delta
    }
    if moved != 0 { setOffset(current + moved, on: axis, allowingOverscroll: true) }
    // What rounding leaves over (a delta minus the same delta, reached by another path) is no delta.
    let leftover = delta - moved
    return abs(leftover) <= 1e-9 * max(1, abs(delta)) ? 0 : leftover
  }

  // MARK: Activities

  /// Makes `next` the current activity: ends the previous one (its end delegate calls, chosen by
  /// how it ended and what follows), then starts `next` (its start calls, indicators, motion).
  /// A delegate that begins yet another activity from one of these calls wins: `next` is then
  /// dropped without calls of its own.
  func beginActivity(_ next: ScrollActivity, ending: ActivityEnd = .interrupted) {
    let previous = activity
    guard previous !== next else { return }
    activity = next
    previous.stop()
    if next.defersRangeClamp, previous.rangeChanged { next.rangeChanged = true }
    if !next.isIdle { scrollView.input.activityWillBegin(next) }
    if previous.hasStarted && ending != .silently {
      previous.sendEndCalls(to: self, next: next, ending: ending)
    }
    guard activity === next else { return }
    next.hasStarted = true
    scrollView.noteActivityForRunLoop()
    if ending != .silently { next.sendStartCalls(to: self) }
    guard activity === next else { return }
    if next.showsIndicators {
      scrollView.showIndicators()
    } else if next.isIdle {
      scrollView.scheduleIndicatorHide()
    }
    next.run(in: self)
    // Geometry that changed while the view moved or was held clamps now, as it would have at rest.
    if next.isIdle, previous.rangeChanged, !scrollView.isApplyingZoom { scrollView.clampAtRest() }
  }

  /// The content's range changed while the current activity runs (see
  /// ``ScrollActivity/rangeDidChange(in:)``).
  func activityRangeDidChange() { activity.rangeDidChange(in: self) }

  /// The offset was written from outside while the current activity runs: a drag continues from
  /// the new place, a motion re-bases on it (and ends when nothing is left to move).
  func offsetWrittenFromOutside() { activity.offsetWrittenFromOutside(in: self, input: scrollView.input) }
}

extension ContentPosition: ScrollActivityBackend {
  var clock: (any FrameClock)? { scrollView.window?.clock }

  func report(_ event: ScrollActivityEvent) {
    let view = scrollView
    view.scrollActivityHook(event)
    guard let delegate = view.deliveredDelegate else { return }
    switch event {
    case .willBeginDragging: delegate.scrollViewWillBeginDragging(view)
    case .willEndDragging(let velocity):
      var target = offset
      delegate.scrollViewWillEndDragging(view, withVelocity: velocity, targetContentOffset: &target)
    case .didEndDragging(let willDecelerate):
      delegate.scrollViewDidEndDragging(view, willDecelerate: willDecelerate)
    case .willBeginDecelerating: delegate.scrollViewWillBeginDecelerating(view)
    case .didEndDecelerating: delegate.scrollViewDidEndDecelerating(view)
    case .didEndScrollingAnimation: delegate.scrollViewDidEndScrollingAnimation(view)
    case .didScrollToTop: delegate.scrollViewDidScrollToTop(view)
    case .willBeginZooming: delegate.scrollViewWillBeginZooming(view, with: view.zoomView)
    case .didEndZooming: delegate.scrollViewDidEndZooming(view, with: view.zoomView, atScale: view.zoomScale)
    }
  }

  func activityDidComplete(_ completed: ScrollActivity) {
    guard activity === completed else { return }
    if completed.isBallistic { scrollView.clampAtRest() }
    beginActivity(IdleActivity(), ending: .completed)
  }
}
