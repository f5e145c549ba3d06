import Foundation

/// Turns touches into a gesture, like UIGestureRecognizer: a state machine whose transitions are
/// arbitrated against the other recognizers that see the same touches.
///
/// Subclasses override the touch methods and set ``state``. Setting `.began` (continuous) or
/// `.ended` (discrete) from `.possible` asks the window's arbiter: it may wait for recognizers this
/// one requires to fail, or fail it when another recognizer already owns the touches.
///
/// See also: ``PanGestureRecognizer``, ``PinchGestureRecognizer``, ``TapGestureRecognizer``,
/// ``GestureRecognizerDelegate``.
@preconcurrency @MainActor
open class GestureRecognizer {
  /// A description of the object, as NSObject's: `<ClassName: 0x…>`. Subclasses override it.
  open var description: String { objectDescription(self) }

  /// The states of a recognizer.
  public enum State: String, Sendable {
    /// Not yet recognized; the default.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture finished (for discrete gestures: was recognized).
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// The state a discrete recognizer reports when recognized; the same as `.ended`.
    public static let recognized = State.ended

    /// Whether the recognizer is done with the current touches.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Whether the recognizer has recognized (began, changed or ended).
    public var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
  }

  /// Creates a recognizer, optionally with an action called on every state change.
  public init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
    if let action { actions.append(action) }
  }

  /// A recognizer that sends `action` to `target` on each recognized state change (UIKit's
  /// designated `init(target:action:)`, which subclasses override); nil for either adds nothing.
  public init(target: Any?, action: Selector?) {
    if let target, let action { addTarget(target, action: action) }
  }

  // MARK: Configuration

  /// The view the recognizer is attached to.
  public internal(set) weak var view: View?
  /// The delegate that fine-tunes recognition. With none set, a scroll view's pan and pinch answer
  /// their scroll view when it adopts ``GestureRecognizerDelegate`` (a subclass allowing its pan
  /// to recognize with an inner list's), as UIKit's scroll view is its own recognizers' delegate.
  public weak var delegate: GestureRecognizerDelegate? {
    get { storedDelegate ?? implicitDelegate }
    set { storedDelegate = newValue }
  }
  private weak var storedDelegate: GestureRecognizerDelegate?
  /// The delegate used while none is set: none, except for a scroll view's own recognizers.
  var implicitDelegate: GestureRecognizerDelegate? { nil }
  /// Whether the recognizer receives touches. Disabling it mid-gesture cancels it (fails it when
  /// it had not recognized yet); disabling it between gestures only keeps touches from it, so it
  /// takes part again from the next touch once enabled. Default true.
  public var isEnabled = true {
    didSet {
      if !isEnabled, oldValue {
        if state == .began || state == .changed {
          state = .cancelled
        } else if state == .possible && !touches.isEmpty {
          state = .failed
        }
      } else if isEnabled, !oldValue, state.isTerminal, touches.isEmpty {
        // Left failed by an older rule with nothing to reset it: ready for the next touch.
        resetState()
      }
    }
  }
  /// Whether recognizing cancels the touches in the view. Default true.
  public var cancelsTouchesInView = true
  /// Whether touch-down is held from the view while the recognizer is possible. Default false.
  public var delaysTouchesBegan = false
  /// Whether touch-up is held from the view while the recognizer is possible. Default true.
  public var delaysTouchesEnded = true
  /// A name for diagnostics.
  public var name: String?

  private final var actions: [@MainActor (GestureRecognizer) -> Void] = []
  var failureRequirements: [Weak<GestureRecognizer>] = []

  /// Adds an action called on every state change other than to `.possible` and `.failed`.
  public final func addTarget(_ action: @escaping @MainActor (GestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// Makes this recognizer wait until `other` fails before it may recognize.
  public func require(toFail other: GestureRecognizer) {
    guard other !== self else { return }
    failureRequirements.append(Weak(other))
  }

  // MARK: State

  private var storedState: State = .possible {
    didSet {
      guard !KeyValueObservations.table.isEmpty else { return }
      KeyValueObservations.changed(self, keyPath: "state", value: storedState.rawValue)
    }
  }
  /// The state recognized while waiting for required recognizers to fail.
  var pendingState: State?
  /// The touches the recognizer is tracking.
  public internal(set) var touches: [Touch] = []

  /// The current state. Subclasses set it; transitions out of `.possible` are arbitrated.
  public var state: State {
    get { storedState }
    set { transition(to: newValue) }
  }

  private func transition(to newState: State) {
    let old = storedState
    guard newState != old || newState == .changed else { return }
    if old == .possible, newState == .began || newState == .ended {
      guard let arbiter = view?.window?.arbiter else {
        applyState(newState)
        return
      }
      arbiter.requestRecognition(self, state: newState)
      return
    }
    if old.isTerminal && newState != .possible { return }
    applyState(newState)
    if newState == .failed || newState == .cancelled || newState == .ended {
      view?.window?.arbiter.recognizerFinished(self)
    }
  }

  /// Sets the state without arbitration and calls the actions. Used by the arbiter.
  func applyState(_ newState: State) {
    storedState = newState
    if newState != .possible && newState != .failed {
      for action in actions { action(self) }
    }
  }

  /// Returns the recognizer to `.possible` for the next gesture.
  func resetState() {
    storedState = .possible
    pendingState = nil
    touches.removeAll()
    reset()
  }

  /// Clears per-gesture values when the recognizer returns to `.possible`. Subclasses override.
  open func reset() {}

  /// Whether the recognizer still waits for more touches after the current ones lifted (a tap
  /// waiting for its next tap). While true it is not reset and holds touch-ups. Default false.
  open var isAwaitingMoreTouches: Bool { false }

  // MARK: Touches (subclasses override)

  /// Touches began.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
  /// Touches moved.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  /// Touches ended.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  /// Touches were cancelled. The default cancels a recognized gesture and fails a possible one.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    if state == .began || state == .changed {
      state = .cancelled
    } else if state == .possible {
      state = .failed
    }
  }

  // MARK: Arbitration hooks

  /// Whether the recognizer may leave `.possible` now; the subclass's own rule. Default true.
  open func shouldBegin() -> Bool { true }
  /// Whether recognizing prevents `other` from recognizing. Default true.
  open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
  /// Whether `other` recognizing prevents this one. Default true.
  open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
  /// Whether this recognizer must wait for `other` to fail. Default false.
  open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
  /// Whether `other` must wait for this one to fail. Default false.
  open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

  // MARK: Location

  /// The number of touches being tracked that have not ended.
  public var numberOfTouches: Int {
    var count = 0
    for touch in touches where !touch.isFinished { count += 1 }
    return count
  }

  /// The centroid of the tracked touches in `view`'s coordinates (the window's when nil).
  public func location(in view: View?) -> CGPoint {
    let active = touches.filter { !$0.isFinished }
    let points = (active.isEmpty ? touches : active).map { $0.location(in: view) }
    guard !points.isEmpty else { return .zero }
    let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
    return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
  }

  /// The location of one tracked touch in `view`'s coordinates.
  public func location(ofTouch index: Int, in view: View?) -> CGPoint {
    guard touches.indices.contains(index) else { return .zero }
    return touches[index].location(in: view)
  }

  /// The current clock time, or 0 outside a window.
  var now: Double { view?.window?.clock.now ?? 0 }
}

/// Fine-tunes how a gesture recognizer interacts with touches and with other recognizers.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may begin. Default true.
  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
  /// Whether the recognizer receives `touch`. Default true.
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  /// Whether both may recognize at once. Default false.
  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool
  /// Whether `recognizer` must wait for `other` to fail. Default false.
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer)
    -> Bool
  /// Whether `other` must wait for `recognizer` to fail. Default false.
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer)
    -> Bool
}

extension GestureRecognizerDelegate {
  /// Default implementation: returns true.
  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
  /// Default implementation: returns true.
  public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
  /// Default implementation: returns false.
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { false }
  /// Default implementation: returns false.
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
  )
    -> Bool
  { false }
  /// Default implementation: returns false.
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
  ) -> Bool { false }
}

/// A weak reference, for lists that must not keep their elements alive.
struct Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
