/// Decides which gesture recognizers may recognize, and when touches reach views.
///
/// One per window. It applies UIKit's rules: failure requirements make a recognizer wait, a
/// recognizer that begins fails the others on its touches unless they may recognize simultaneously,
/// `cancelsTouchesInView` cancels the view's touches, and `delaysTouchesBegan` / `delaysTouchesEnded`
/// hold touches from the view while a recognizer is still possible.
///
/// See also: ``GestureRecognizer``, ``Window``.
@preconcurrency @MainActor
final class GestureArbiter {
  private(set) var active: [GestureRecognizer] = []
  private var heldTouches: [Touch] = []
  unowned let window: Window

  init(window: Window) { self.window = window }

  // MARK: Touch routing

  /// The recognizers that receive a new touch: those of the hit view and its ancestors, nearest first.
  func attach(_ touch: Touch) {
    var list: [GestureRecognizer] = []
    var current = touch.view
    while let view = current {
      for recognizer in view.attachedRecognizers where recognizer.isEnabled {
        guard recognizer.state == .possible || recognizer.state == .began || recognizer.state == .changed
        else { continue }
        if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
        list.append(recognizer)
      }
      current = view.superview
    }
    touch.gestureRecognizers = list
    for recognizer in list {
      recognizer.dropLiftedTouches()
      recognizer.touches.append(touch)
      if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
    }
  }

  /// Hands a touch change to its recognizers, then to its view as the delays allow.
  func dispatch(_ touch: Touch, event: Event) {
    let phase = touch.phase
    if touch.isFinished { touch.isEndDispatched = true }
    for recognizer in touch.gestureRecognizers where !recognizer.state.isTerminal && recognizer.isEnabled {
      guard recognizer.tracks(touch) else { continue }
      let set: Set<Touch> = [touch]
      switch phase {
      case .began: recognizer.touchesBegan(set, with: event)
      case .moved, .stationary: recognizer.touchesMoved(set, with: event)
      case .ended: recognizer.touchesEnded(set, with: event)
      case .cancelled: recognizer.touchesCancelled(set, with: event)
      }
    }
    if !touch.viewDeliveryStopped {
      if phase == .moved, touch.pendingDeliveries.last == .moved {
        // Coalesce held moves: the view sees the latest location anyway.
      } else {
        touch.pendingDeliveries.append(phase)
      }
      if !touch.isHeldByArbiter {
        touch.isHeldByArbiter = true
        heldTouches.append(touch)
      }
    }
    flushAll(event: event)
    resetFinishedRecognizers()
  }

  private func isHeld(_ touch: Touch, phase: Touch.Phase) -> Bool {
    for recognizer in touch.gestureRecognizers where recognizer.state == .possible && recognizer.isEnabled {
      if recognizer.delaysTouchesBegan && !touch.deliveredToView { return true }
      if phase == .ended && recognizer.delaysTouchesEnded && recognizer.pendingState != nil { return true }
      if phase == .ended && recognizer.delaysTouchesEnded && recognizer.holdsTouchEnd { return true }
    }
    return false
  }

  /// Delivers every held touch change that no recognizer holds any more.
  func flushAll(event: Event? = nil) {
    let event = event ?? window.makeEvent()
    for touch in heldTouches {
      while let phase = touch.pendingDeliveries.first, !touch.viewDeliveryStopped {
        if isHeld(touch, phase: phase) { break }
        touch.pendingDeliveries.removeFirst()
        window.deliverToView(touch, phase: phase, event: event)
      }
      if touch.viewDeliveryStopped { touch.pendingDeliveries.removeAll() }
    }
    var kept = 0
    for index in heldTouches.indices {
      let touch = heldTouches[index]
      if touch.pendingDeliveries.isEmpty {
        touch.isHeldByArbiter = false
      } else {
        heldTouches[kept] = touch
        kept += 1
      }
    }
    heldTouches.removeSubrange(kept...)
  }

  /// Stops view delivery for `touch`: a view that saw it begin gets touchesCancelled.
  func cancelViewTouch(_ touch: Touch) {
    guard !touch.viewDeliveryStopped else { return }
    touch.viewDeliveryStopped = true
    touch.pendingDeliveries.removeAll()
    if touch.deliveredToView, !touch.isFinished || touch.phase == .ended {
      window.deliverToView(touch, phase: .cancelled, event: window.makeEvent(), forced: true)
    }
  }

  // MARK: Recognition

  private func requires(_ recognizer: GestureRecognizer, failureOf other: GestureRecognizer) -> Bool {
    if recognizer.failureRequirements.contains(where: { $0.object === other }) { return true }
    if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) {
      return true
    }
    if recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true {
      return true
    }
    if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true { return true }
    return false
  }

  private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  private func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.touches.contains { touch in b.touches.contains { $0 === touch } }
  }

  /// A recognizer asks to leave `.possible` for `state`.
  func requestRecognition(_ recognizer: GestureRecognizer, state: GestureRecognizer.State) {
    let others = active.filter { $0 !== recognizer && sharesTouches($0, recognizer) }
    var waiting = false
    for other in others where requires(recognizer, failureOf: other) {
      if other.state == .possible && other.isEnabled {
        waiting = true
      } else if other.state.hasRecognized {
        fail(recognizer)
        return
      }
    }
    if waiting {
      recognizer.pendingState = state
      return
    }
    recognizer.pendingState = nil
    let allowed =
      recognizer.shouldBegin() && recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) != false
      && recognizer.viewsAllowBeginning()
    guard allowed else {
      fail(recognizer)
      return
    }
    for other in others where other.state == .began || other.state == .changed {
      if !simultaneous(recognizer, other), other.canPrevent(recognizer), recognizer.canBePrevented(by: other)
      {
        fail(recognizer)
        return
      }
    }
    if recognizer.cancelsTouchesInView {
      for touch in recognizer.touches { cancelViewTouch(touch) }
    }
    recognizer.applyState(state)
    for other in others where other.state == .possible {
      let prevented =
        !simultaneous(recognizer, other) && recognizer.canPrevent(other)
        && other.canBePrevented(by: recognizer)
      if prevented || requires(other, failureOf: recognizer) { fail(other) }
    }
    if state == .ended { recognizerFinished(recognizer) }
  }

  private func fail(_ recognizer: GestureRecognizer) {
    guard !recognizer.state.isTerminal else { return }
    recognizer.pendingState = nil
    recognizer.applyState(.failed)
    recognizerFinished(recognizer)
  }

  /// A recognizer reached a terminal state: recognizers waiting on it may proceed or fail.
  func recognizerFinished(_ recognizer: GestureRecognizer) {
    let waiters = active.filter {
      $0.pendingState != nil && $0 !== recognizer && requires($0, failureOf: recognizer)
    }
    for waiter in waiters {
      guard let pending = waiter.pendingState else { continue }
      if recognizer.state == .failed {
        requestRecognition(waiter, state: pending)
      } else {
        fail(waiter)
      }
    }
    flushAll()
  }

  /// Returns recognizers whose gesture is over to `.possible` once all their touches lifted.
  func resetFinishedRecognizers() {
    for recognizer in active where recognizer.allTouchesEndDispatched {
      if recognizer.state.isTerminal {
        recognizer.resetState()
      } else if recognizer.state == .possible, recognizer.pendingState == nil, !recognizer.holdsTouchEnd {
        recognizer.resetState()
      }
    }
    active.removeAll { $0.state == .possible && $0.touches.isEmpty }
  }

  /// Forgets a recognizer (its view left the window).
  func remove(_ recognizer: GestureRecognizer) {
    active.removeAll { $0 === recognizer }
  }
}

extension GestureRecognizer {
  /// Forgets the touches that lifted (their end handed out) as a new one joins, as UIKit's
  /// recognizer stops counting a finger that lifted; a recognizer waiting for more touches (a tap
  /// waiting for its next tap) keeps them. A gesture that never ends (fingers taking turns, one
  /// always down) kept every touch it ever saw, and each touch change read them all: 20,000 touch
  /// steps took 7.4 s, 100,000 over a minute (session 44).
  func dropLiftedTouches() {
    guard !holdsTouchEnd else { return }
    touches.removeAll { $0.isFinished && $0.isEndDispatched }
  }

  /// Whether the recognizer still wants to hold touch-ups after its touches lifted (a tap waiting for
  /// a second tap). Subclasses that wait on timers say so through ``isAwaitingMoreTouches``.
  var holdsTouchEnd: Bool { isAwaitingMoreTouches }

  /// Whether the recognizer tracks `touch`. (Loops here and below, not closures: the arbiter reads
  /// them for every touch change, and a closure in a main-actor type checks its executor per call.)
  func tracks(_ touch: Touch) -> Bool {
    for tracked in touches where tracked === touch { return true }
    return false
  }

  /// Whether every touch the recognizer tracks lifted and its end reached the recognizers.
  var allTouchesEndDispatched: Bool {
    for touch in touches where !touch.isFinished || !touch.isEndDispatched { return false }
    return true
  }
}
