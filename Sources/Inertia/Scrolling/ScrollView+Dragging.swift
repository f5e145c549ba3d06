import Foundation
import ScrollPhysics

extension ScrollView {
  /// The angle below which a drag locks horizontally, in degrees (spec section 2).
  static let horizontalLockAngle = 20.0
  /// The angle above which a drag locks vertically, in degrees (spec section 2).
  static let verticalLockAngle = 70.0

  // MARK: Touch down and up

  /// The first finger went down on the scroll view.
  func touchDown() {
    if let coordinator = nestedCoordinator, coordinator.isFlinging {
      coordinator.catchFling()
      activity = .tracking(caught: false)
      panGestureRecognizer.hysteresis = 0
      delayRecognizer.swallowsTouches = true
      return
    }
    switch activity {
    case .decelerating:
      let bouncing = isOutOfRange(preciseOffset)
      stopSimulations()
      panGestureRecognizer.hysteresis = 0
      if bouncing {
        activity = .tracking(caught: false)
        delegate?.scrollViewDidEndDecelerating(self)
      } else {
        activity = .tracking(caught: true)
      }
      delayRecognizer.swallowsTouches = true
    case .animating:
      stopScrollAnimation(notify: false)
      activity = .tracking(caught: false)
    case .idle:
      activity = .tracking(caught: false)
      panGestureRecognizer.hysteresis = PanGestureRecognizer.defaultHysteresis
    case .tracking, .dragging, .zooming:
      break
    }
  }

  /// Every finger lifted without a drag taking over.
  func touchUp() {
    guard case .tracking(let caught) = activity else { return }
    activity = .idle
    if isOutOfRange(preciseOffset) {
      startDeceleration(velocity: .zero, target: nil)
      return
    }
    if caught { delegate?.scrollViewDidEndDecelerating(self) }
    scheduleIndicatorHide()
  }

  // MARK: Pan

  func handlePan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      beginDrag(pan)
    case .changed:
      applyDrag(pan.translation(in: self))
    case .ended:
      applyDrag(pan.translation(in: self))
      let fingerVelocity = pan.velocity(in: self)
      endDrag(velocity: CGPoint(x: -fingerVelocity.x / 1000, y: -fingerVelocity.y / 1000))
    case .cancelled:
      endDrag(velocity: .zero)
    default:
      break
    }
  }

  private func beginDrag(_ pan: PanGestureRecognizer) {
    startDragging(firstMovement: pan.translation(in: self))
    applyDrag(pan.translation(in: self))
  }

  /// Enters the dragging activity (for a pan or a trackpad gesture): stops any motion, decides the
  /// directional lock from the first movement, dismisses the keyboard when asked, and sends
  /// scrollViewWillBeginDragging.
  func startDragging(firstMovement: CGPoint) {
    stopScrollAnimation(notify: false)
    stopSimulations()
    activity = .dragging
    dragRawOffset = rawOffset(forDisplayed: preciseOffset)
    lastTranslation = .zero
    lockedAxis = nil
    dragStartPage = CGPoint(
      x: bounds.width > 0 ? (preciseOffset.x / bounds.width).rounded() : 0,
      y: bounds.height > 0 ? (preciseOffset.y / bounds.height).rounded() : 0)
    if isDirectionalLockEnabled && canScroll(.horizontal) && canScroll(.vertical) {
      let angle = atan2(abs(Double(firstMovement.y)), abs(Double(firstMovement.x))) * 180 / .pi
      if angle <= Self.horizontalLockAngle {
        lockedAxis = .horizontal
      } else if angle >= Self.verticalLockAngle {
        lockedAxis = .vertical
      }
    }
    if keyboardDismissMode == .onDrag { window?.keyboard.dismiss() }
    showIndicators()
    delegate?.scrollViewWillBeginDragging(self)
  }

  func allowsDrag(on axis: Axis) -> Bool {
    guard canScroll(axis) else { return false }
    if let lockedAxis { return lockedAxis == axis }
    return true
  }

  /// Moves the content by the change in the pan's translation, rubber-banded outside the range.
  func applyDrag(_ translation: CGPoint) {
    guard case .dragging = activity, translation.isFinite else { return }
    let delta = translation - lastTranslation
    lastTranslation = translation
    if let coordinator = nestedCoordinator {
      // Vertical scrolling belongs to the nested pair; the coordinator dispatches it once.
      if allowsDrag(on: .vertical) || coordinator.outer === self {
        coordinator.drag(from: self, delta: -Double(delta.y))
      }
      if allowsDrag(on: .horizontal) {
        setPreciseOffset(displayedOffset(forRaw: CGPoint(x: preciseOffset.x - delta.x, y: preciseOffset.y)))
      }
      return
    }
    var raw = dragRawOffset
    if allowsDrag(on: .horizontal) { raw.x -= delta.x }
    if allowsDrag(on: .vertical) { raw.y -= delta.y }
    dragRawOffset = raw
    var shown = displayedOffset(forRaw: raw)
    if let refreshControl { shown.y = refreshControl.adjustedPull(rawOffset: raw.y, displayed: shown.y) }
    if keyboardDismissMode == .interactive { trackKeyboard(fingerTranslation: translation) }
    setPreciseOffset(shown)
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

  /// The finger lifted after dragging with `velocity` (pt/ms, in offset direction).
  func endDrag(velocity rawVelocity: CGPoint) {
    guard case .dragging = activity else { return }
    // A refresh that began during this drag adds its inset now, while the offset is still free,
    // so the release settles onto the new top instead of jumping.
    refreshControl?.dragDidEnd()
    var velocity = CGPoint.zero
    for axis in Axis.allCases where allowsDrag(on: axis) {
      axis.set(&velocity, Projection.effectiveVelocity(axis.value(rawVelocity)))
    }
    if let coordinator = nestedCoordinator {
      coordinator.release(
        from: self,
        velocity: Double(rawVelocity.y).isFinite ? Projection.effectiveVelocity(Double(rawVelocity.y)) : 0)
      return
    }
    let projected = projectedTarget(velocity: velocity)
    var target = projected
    activity = .idle
    delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
    if !target.isFinite { target = projected }
    if keyboardDismissMode == .interactive, let keyboard = window?.keyboard, keyboard.isVisible {
      if velocity.y < 0 || keyboard.visibleHeight < keyboard.height / 2 {
        keyboard.dismiss()
      } else {
        keyboard.show()
      }
    }
    let custom = target != projected || isPagingEnabled
    let willDecelerate = prepareDeceleration(velocity: velocity, target: custom ? target : nil)
    delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    if willDecelerate {
      beginPreparedDeceleration()
    } else {
      scheduleIndicatorHide()
    }
  }

  /// The rest point a release at `velocity` projects to, clamped to the range; the page for paging.
  func projectedTarget(velocity: CGPoint) -> CGPoint {
    var target = preciseOffset
    for axis in Axis.allCases {
      let (lower, upper) = range(axis)
      let position = axis.value(preciseOffset)
      let speed = axis.value(velocity)
      let value: Double
      if isPagingEnabled {
        value = PageSnapping.target(
          position: position, velocity: speed, pageSize: axis.value(bounds.size),
          startPage: axis.value(dragStartPage), lower: lower, upper: upper)
      } else {
        let rest = Projection.restPoint(position: position, velocity: speed, rate: decelerationRate.rawValue)
        value = min(max(rest, lower), upper)
      }
      axis.set(&target, value)
    }
    return target
  }
}
