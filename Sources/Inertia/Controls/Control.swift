import Foundation

/// A view that turns touches into events and sends them to targets, like UIControl.
///
/// Tracking follows spec section 10: touch-down highlights and sends `.touchDown`; moves send
/// `.touchDragInside`/`.touchDragOutside` every time and `.touchDragEnter`/`.touchDragExit` once per
/// crossing of the bounds grown by ``touchInsideMargin``; lift sends `.touchUpInside` or
/// `.touchUpOutside`; a cancel sends `.touchCancel`.
///
/// See also: ``Button``, ``Switch``, ``Slider``, ``ControlAction``.
@MainActor
open class Control: View {
  /// How far outside its bounds a touch still counts as inside, in points (spec section 10).
  public static let defaultTouchInsideMargin: CGFloat = 70
  /// The shortest time the highlight shows for a tap, in seconds (spec section 10).
  public static let minimumHighlightDuration = 0.12

  /// Creates a control with `frame`.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isAccessibilityElement = true
  }

  /// The traits set on the control plus `.notEnabled` when disabled and `.selected` when selected.
  open override var accessibilityTraits: AccessibilityTraits {
    get {
      var traits = super.accessibilityTraits
      if !isEnabled { traits.insert(.notEnabled) }
      if isSelected { traits.insert(.selected) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }

  // MARK: State

  /// Whether the control responds to touches. A disabled control is not hit. Default true.
  open var isEnabled = true {
    didSet {
      if !isEnabled && isTracking { cancelTrackingAndNotify() }
      stateDidChange()
    }
  }
  /// Whether the control is selected. Default false.
  open var isSelected = false { didSet { stateDidChange() } }
  /// Whether the control is highlighted (a touch is down inside). Default false.
  open var isHighlighted = false { didSet { stateDidChange() } }
  /// Bits of ``State/application`` the app sets. Default none.
  open var applicationState: State = [] { didSet { stateDidChange() } }
  /// The state bits, derived from the flags.
  public var state: State {
    var result = applicationState.intersection(.application)
    if isHighlighted { result.insert(.highlighted) }
    if !isEnabled { result.insert(.disabled) }
    if isSelected { result.insert(.selected) }
    return result
  }
  /// Called after the state changed; subclasses update their look.
  open func stateDidChange() {}

  /// Vertical placement of the content. Default center.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  /// Horizontal placement of the content. Default center.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// ``contentHorizontalAlignment`` with leading and trailing resolved by the layout direction.
  public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = semanticContentAttribute == .forceRightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }

  /// How far outside the bounds a touch still counts as inside. Default 70.
  open var touchInsideMargin: CGFloat = Control.defaultTouchInsideMargin

  // MARK: Tracking

  /// Whether a touch is being tracked.
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside (the bounds grown by the margin).
  public private(set) var isTouchInside = false
  private weak var trackedTouch: Touch?
  private var trackingStartTime = 0.0
  private var unhighlightTimer: ClockTimer?

  /// The event the control's primary action is tied to; `.primaryActionTriggered` follows it.
  open var primaryEvent: Event? { nil }

  /// Whether `point` (own coordinates) counts as inside for tracking.
  public func isInsideForTracking(_ point: CGPoint) -> Bool {
    bounds.insetBy(dx: -touchInsideMargin, dy: -touchInsideMargin).contains(point)
  }

  /// A touch began; return false to not track it. Default true.
  open func beginTracking(_ touch: Touch, with event: Inertia.Event?) -> Bool { true }
  /// The touch moved; return false to stop tracking. Default true.
  open func continueTracking(_ touch: Touch, with event: Inertia.Event?) -> Bool { true }
  /// The touch lifted (nil when tracking ended otherwise).
  open func endTracking(_ touch: Touch?, with event: Inertia.Event?) {}
  /// The touch was cancelled.
  open func cancelTracking(with event: Inertia.Event?) {}

  open override func hitTest(_ point: CGPoint, with event: Inertia.Event?) -> View? {
    guard isEnabled else { return nil }
    return super.hitTest(point, with: event)
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Inertia.Event?) {
    guard isEnabled, !isTracking, let touch = touches.first else { return }
    guard beginTracking(touch, with: event) else { return }
    trackedTouch = touch
    isTracking = true
    isTouchInside = true
    trackingStartTime = touch.timestamp
    unhighlightTimer?.invalidate()
    isHighlighted = true
    sendActions(for: touch.tapCount >= 2 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Inertia.Event?) {
    guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
    guard continueTracking(touch, with: event) else {
      isTracking = false
      setHighlightedRespectingMinimum(false)
      endTracking(nil, with: event)
      return
    }
    let inside = isInsideForTracking(touch.location(in: self))
    let wasInside = isTouchInside
    isTouchInside = inside
    isHighlighted = inside
    if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
    sendActions(for: inside ? .touchDragInside : .touchDragOutside)
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Inertia.Event?) {
    guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
    let inside = isInsideForTracking(touch.location(in: self))
    isTouchInside = inside
    isTracking = false
    trackedTouch = nil
    endTracking(touch, with: event)
    setHighlightedRespectingMinimum(false)
    sendActions(for: inside ? .touchUpInside : .touchUpOutside)
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Inertia.Event?) {
    guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
    cancelTrackingAndNotify(event: event)
  }

  private func cancelTrackingAndNotify(event: Inertia.Event? = nil) {
    isTracking = false
    trackedTouch = nil
    isTouchInside = false
    cancelTracking(with: event)
    unhighlightTimer?.invalidate()
    isHighlighted = false
    sendActions(for: .touchCancel)
  }

  /// Clears the highlight no earlier than 0.12 s after touch-down (spec section 10).
  private func setHighlightedRespectingMinimum(_ value: Bool) {
    guard !value, let clock = window?.clock else {
      isHighlighted = value
      return
    }
    let remaining = trackingStartTime + Self.minimumHighlightDuration - clock.now
    if remaining <= 0 {
      isHighlighted = false
    } else {
      unhighlightTimer = clock.schedule(after: remaining, repeats: false) { [weak self] in
        guard let self, !self.isTracking else { return }
        self.isHighlighted = false
      }
    }
  }

  open override func willMove(toWindow newWindow: Window?) {
    super.willMove(toWindow: newWindow)
    if newWindow == nil && isTracking { cancelTrackingAndNotify() }
  }

  // MARK: Target-action storage

  var registrations: [ControlRegistration] = []
}

/// A closure-based action, like UIAction.
@MainActor
public final class ControlAction {
  /// The action's identifier; adding an action with the same identifier replaces it.
  public let identifier: String
  /// A title for menus and accessibility.
  public var title: String
  let handler: @MainActor (ControlAction, Control, Control.Event) -> Void

  /// Creates an action. The handler gets the action, the sender and the single event sent.
  public init(
    title: String = "", identifier: String? = nil,
    handler: @escaping @MainActor (ControlAction, Control, Control.Event) -> Void
  ) {
    self.title = title
    self.identifier = identifier ?? UUIDSource.next()
    self.handler = handler
  }
}

/// Deterministic identifiers for actions created without one.
@MainActor
enum UUIDSource {
  private static var counter = 0
  static func next() -> String {
    counter += 1
    return "action-\(counter)"
  }
}

/// An object that receives (target, action) messages from controls without being a ``Responder``.
@MainActor
public protocol ActionTarget: AnyObject {
  /// Performs `action` sent by `sender`; returns whether it was handled.
  func perform(_ action: Selector, sender: Any?, event: Event?) -> Bool
}
