import Foundation
import ScrollPhysics

extension ScrollView {
  /// The angle below which a drag locks horizontally, in degrees (spec section 2).
  static let horizontalLockAngle = 20.0
  /// The angle above which a drag locks vertically, in degrees (spec section 2).
  static let verticalLockAngle = 70.0

  // MARK: Touch down and up

  /// The first finger went down on the scroll view: it catches any motion (spec 9.8) and holds.
  func touchDown(on hitView: View?) {
    let current = position.activity
    if current.isBallistic {
      catchMotion(at: hitView)
    } else if current.isIdle || current.isScrollAnimation || current.isZoomAnimation {
      panGestureRecognizer.hysteresis = PanGestureRecognizer.defaultHysteresis
      holdContent()
    }
  }

  /// A finger on `hitView` caught the running motion: the content holds still (spec 9.8).
  func catchMotion(at hitView: View?) {
    prepareToCatchMotion(keepingSlop: decidesAxisAtSlop || crossesScrollView(at: hitView))
    position.beginActivity(HoldActivity(catching: position.activity))
  }

  /// The touch that went down catches a motion: the content never sees it, and the pan begins
  /// without slop unless `keepingSlop` (the finger's direction must then decide the axis).
  func prepareToCatchMotion(keepingSlop: Bool) {
    panGestureRecognizer.hysteresis = keepingSlop ? PanGestureRecognizer.defaultHysteresis : 0
    delayRecognizer.swallowsTouches = true
  }

  /// A finger holds the resting or animating content still; an animation it stopped outside the
  /// range resumes on lift (a scroll to top during a bounce).
  func holdContent() {
    let stopsReturn = position.activity.isScrollAnimation && isOutOfRange(preciseOffset)
    position.beginActivity(HoldActivity(caught: false, stoppedAnimation: stopsReturn))
  }

  /// Whether the touch landed on a scroll view inside this one that scrolls across it: this view
  /// scrolls along one axis only and a scroll view between `hitView` and it scrolls along the
  /// other only (an orthogonal row in a vertical feed). Catching this view's deceleration there
  /// keeps the slop, so the finger's direction decides which of the two moves.
  func crossesScrollView(at hitView: View?) -> Bool {
    let horizontal = canScroll(.horizontal)
    guard horizontal != canScroll(.vertical) else { return false }
    var view = hitView
    while let current = view, current !== self {
      if let inner = current as? ScrollView, inner.isScrollEnabled,
        inner.canScroll(horizontal ? .vertical : .horizontal),
        !inner.canScroll(horizontal ? .horizontal : .vertical)
      {
        return true
      }
      view = current.superview
    }
    return false
  }

  /// Whether a drag on this view must travel the slop before it starts even when it catches a
  /// motion: the view scrolls along one axis only and a scroll view around it scrolls along the
  /// other, so the gesture's axis is decided once, at the slop (a list inside a pager).
  var decidesAxisAtSlop: Bool {
    let horizontal = canScroll(.horizontal)
    guard horizontal != canScroll(.vertical) else { return false }
    var ancestor = superview
    while let view = ancestor {
      if let scrollView = view as? ScrollView, scrollView.canScroll(horizontal ? .vertical : .horizontal) {
        return true
      }
      ancestor = view.superview
    }
    return false
  }

  /// Every finger lifted without a drag taking over: a bounce the touch stopped returns to the range
  /// (an offset written outside the range stays there, as UIKit allows).
  func touchUp() { position.activity.fingersLifted(in: input) }

  /// The fingers of `hold` lifted (see ``touchUp()``): a bounce it stopped returns to the range,
  /// an animation it stopped outside the range animates back, otherwise the view goes idle.
  func endHold(_ hold: HoldActivity) {
    if hold.stoppedBounce {
      settle()
    } else if hold.stoppedAnimation {
      // Like UIKit's content-offset adjustment: an animated move to the nearest in-range offset.
      position.beginActivity(IdleActivity())
      scroll(to: clamped(preciseOffset), animated: true, toTop: false)
    } else {
      position.beginActivity(IdleActivity())
    }
  }

  // MARK: Pan

  func handlePan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      beginDrag(pan)
    case .changed:
      position.activity.dragged(to: pan.translation(in: self), in: input)
    case .ended:
      position.activity.dragged(to: pan.translation(in: self), in: input)
      let fingerVelocity = pan.velocity(in: self)
      position.activity.released(
        velocity: CGPoint(x: -fingerVelocity.x / 1000, y: -fingerVelocity.y / 1000), in: input)
    case .cancelled:
      position.activity.released(velocity: .zero, in: input)
    default:
      break
    }
  }

  private func beginDrag(_ pan: PanGestureRecognizer) {
    guard let drag = startDragging(firstMovement: pan.movement(in: self)) else { return }
    drag.dragged(to: pan.translation(in: self), in: input)
  }

  /// Enters the dragging activity (for a pan or a trackpad gesture): stops any motion, decides the
  /// directional lock from the first movement and dismisses the keyboard when asked; the
  /// transition sends scrollViewWillBeginDragging. A pinch in progress keeps the gesture.
  @discardableResult
  func startDragging(firstMovement: CGPoint) -> DragActivity? {
    guard !position.activity.isZooming else { return nil }
    var lockedAxis: Axis?
    if isDirectionalLockEnabled && canScroll(.horizontal) && canScroll(.vertical) {
      let angle = atan2(abs(Double(firstMovement.y)), abs(Double(firstMovement.x))) * 180 / .pi
      if angle <= Self.horizontalLockAngle {
        lockedAxis = .horizontal
      } else if angle >= Self.verticalLockAngle {
        lockedAxis = .vertical
      }
    }
    let startPage = CGPoint(
      x: bounds.width > 0 ? (preciseOffset.x / bounds.width).rounded() : 0,
      y: bounds.height > 0 ? (preciseOffset.y / bounds.height).rounded() : 0)
    let drag = DragActivity(
      rawOffset: rawOffset(forDisplayed: preciseOffset), lockedAxis: lockedAxis, startPage: startPage)
    if keyboardDismissMode == .onDrag { window?.keyboard.dismiss() }
    position.beginActivity(drag)
    return position.activity === drag ? drag : nil
  }

  func allowsDrag(on axis: Axis) -> Bool {
    guard canScroll(axis) else { return false }
    if let lockedAxis = position.activity.lockedAxis { return lockedAxis == axis }
    return true
  }

  /// Moves the content by `delta` of `drag` (finger terms), rubber-banded outside the range.
  func applyDrag(_ delta: CGPoint, translation: CGPoint, of drag: DragActivity) {
    moveContent(by: delta, translation: translation, of: drag, leaving: [])
  }

  /// Moves the content by `delta` of `drag` (finger terms), rubber-banded outside the range, on
  /// every axis but those in `passed`, which another input moves (they keep their offset here, and
  /// the refresh control shapes the pull only when there are none).
  func moveContent(by delta: CGPoint, translation: CGPoint, of drag: DragActivity, leaving passed: [Axis]) {
    var raw = drag.rawOffset
    for axis in Axis.allCases where !passed.contains(axis) && allowsDrag(on: axis) {
      axis.set(&raw, axis.value(raw) - axis.value(delta))
    }
    drag.rawOffset = raw
    var shown = displayedOffset(forRaw: raw)
    for axis in passed { axis.set(&shown, axis.value(preciseOffset)) }
    if passed.isEmpty, let refreshControl {
      shown.y = refreshControl.adjustedPull(rawOffset: raw.y, displayed: shown.y)
    }
    if keyboardDismissMode == .interactive { trackKeyboard(fingerTranslation: translation) }
    if shown != preciseOffset { position.setOffset(shown) }
  }

  private func trackKeyboard(fingerTranslation: CGPoint) {
    guard let window, window.keyboard.isVisible || fingerTranslation.y < 0 else { return }
    let keyboardTop = window.bounds.height - window.keyboard.visibleHeight
    guard let touch = panGestureRecognizer.touches.last(where: { !$0.isFinished }) else { return }
    let fingerY = touch.locationInWindow.y
    if fingerY > keyboardTop || window.keyboard.visibleHeight < window.keyboard.height {
      window.keyboard.setVisibleHeight(window.bounds.height - fingerY)
    }
  }

  /// The finger lifted after dragging with `velocity` (pt/ms, in offset direction): asks the
  /// delegate for the target, then starts the motion (or goes idle); the transition sends
  /// didEndDragging and willBeginDecelerating.
  func endDrag(_ drag: DragActivity, velocity rawVelocity: CGPoint) {
    // A refresh that began during this drag adds its inset now, while the offset is still free,
    // so the release settles onto the new top instead of jumping.
    refreshControl?.dragDidEnd()
    let velocity = releaseVelocity(rawVelocity, along: Axis.allCases.filter { allowsDrag(on: $0) })
    let projected = projectedTarget(velocity: velocity)
    guard let target = confirmRelease(drag, velocity: velocity, projected: projected) else { return }
    // The target is landed on exactly when it is not the free decay's rest point.
    let custom = isPagingEnabled || target != projected
    beginRelease(velocity: velocity, target: custom ? target : nil)
  }

  /// The release velocity (pt/ms) of a finger that lifted at `rawVelocity`, along `axes` (zero on
  /// the others): the projection's effective velocity, zero where not finite.
  func releaseVelocity(_ rawVelocity: CGPoint, along axes: [Axis]) -> CGPoint {
    var velocity = CGPoint.zero
    for axis in axes {
      let value = axis.value(rawVelocity)
      axis.set(&velocity, value.isFinite ? Projection.effectiveVelocity(value) : 0)
    }
    return velocity
  }

  /// Releases `drag` at `velocity` with `projected` as its free rest point: asks the layout and the
  /// delegate for the target (scrollViewWillEndDragging; a paging view keeps its page, as UIKit
  /// does) and settles the interactive keyboard.
  /// Returns the target, or nil when the delegate began something else meanwhile.
  func confirmRelease(_ drag: DragActivity, velocity: CGPoint, projected: CGPoint) -> CGPoint? {
    var target = isPagingEnabled ? projected : releaseTarget(proposed: projected, velocity: velocity)
    if !target.isFinite { target = projected }
    drag.isReleased = true
    deliveredDelegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
    guard position.activity === drag else { return nil }
    if !target.isFinite { target = projected }
    if isPagingEnabled, target != projected {
      // UIKit keeps the page and logs this: a paging view's delegate cannot move where it stops.
      Self.scrollLog.warning("Stop offset can not be modified for paging scroll views")
      target = projected
    }
    if keyboardDismissMode == .interactive, let keyboard = window?.keyboard, keyboard.isVisible {
      if velocity.y < 0 || keyboard.visibleHeight < keyboard.height / 2 {
        keyboard.dismiss()
      } else {
        keyboard.show()
      }
    }
    return target
  }

  /// The rest point a release at `velocity` projects to, clamped to the range; the page for paging.
  func projectedTarget(velocity: CGPoint) -> CGPoint {
    var target = preciseOffset
    let startPage = position.activity.startPage
    let shift = position.activity.startPageShift
    for axis in Axis.allCases {
      let (lower, upper) = (limits(axis).lower, limits(axis).upper)
      let position = axis.value(preciseOffset)
      let speed = axis.value(velocity)
      let value: Double
      if isPagingEnabled {
        let pageSize = axis.value(bounds.size)
        // Writes during the drag move the start page by whole pages: a write from past an edge
        // (an endless view wrapping round, GridView's; sixty-fourth trial) shifts the raw offset by
        // the rubber band's slack too, which must not leave the target a fraction of a page off.
        let shiftedPages = pageSize > 0 ? (axis.value(shift) / pageSize).rounded() : 0
        value = PageSnapping.target(
          position: position, velocity: speed, pageSize: pageSize,
          startPage: axis.value(startPage) + (shiftedPages.isFinite ? shiftedPages : 0), lower: lower,
          upper: upper)
      } else {
        let rest = Projection.restPoint(position: position, velocity: momentum(speed), rate: decayRate)
        value = min(max(rest, lower), upper)
      }
      axis.set(&target, value)
    }
    return target
  }
}
