import Foundation

/// A view that turns touches into events and sends them to targets, like UIControl.
///
/// Tracking follows spec section 10: touch-down highlights and sends `.touchDown`; moves send
/// `.touchDragInside`/`.touchDragOutside` every time and `.touchDragEnter`/`.touchDragExit` once per
/// crossing of the bounds grown by `touchInsideMargin`; lift sends `.touchUpInside` or
/// `.touchUpOutside`; a cancel sends `.touchCancel`.
///
/// See also: ``Button``, ``Switch``, ``Slider``, ``ControlAction``.
@preconcurrency @MainActor
open class Control: View {
  /// Makes a `Control` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { Control(frame: frame) }

  /// How far outside its bounds a touch still counts as inside, in points (spec section 10).
  package static let defaultTouchInsideMargin: CGFloat = 70
  /// The shortest time the highlight shows for a tap, in seconds (spec section 10).
  package static let minimumHighlightDuration = 0.12

  /// Creates a control with `frame`. A control of its own is not an accessibility element, as
  /// UIControl's is not (VoiceOver walks into it): UIKit's standard controls, and this package's,
  /// set ``Responder/isAccessibilityElement`` themselves.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Creates a control with `frame` that performs `primaryAction` on `.primaryActionTriggered`.
  public convenience init(frame: CGRect = .zero, primaryAction: ControlAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
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
      if !isEnabled && isFocused { window?.moveFocus(to: nil) }
      stateDidChange()
    }
  }
  /// Whether the control is selected. Default false.
  open var isSelected = false { didSet { stateDidChange() } }
  /// Whether the control is highlighted (a touch is down inside). Default false.
  open var isHighlighted = false { didSet { stateDidChange() } }
  /// Bits of ``State/application`` the app sets. Default none.
  package var applicationState: State = [] { didSet { stateDidChange() } }
  /// The state bits, derived from the flags (highlighted, disabled, selected, focused and the
  /// application bits). Subclasses may override it, as in UIKit.
  open var state: State {
    var result = applicationState.intersection(.application)
    if isHighlighted { result.insert(.highlighted) }
    if !isEnabled { result.insert(.disabled) }
    if isSelected { result.insert(.selected) }
    if isFocused { result.insert(.focused) }
    return result
  }
  /// Called after the state changed; subclasses update their look.
  package func stateDidChange() {}

  /// Vertical placement of the content. Default center.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
  /// Horizontal placement of the content. Default center.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
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
  package var touchInsideMargin: CGFloat = Control.defaultTouchInsideMargin

  // MARK: Tracking

  /// Whether a touch is being tracked.
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside (the bounds grown by the margin).
  public private(set) var isTouchInside = false
  private weak var trackedTouch: Touch?
  private var trackingStartTime = 0.0
  private var unhighlightTimer: ClockTimer?

  /// The event the control's primary action is tied to; `.primaryActionTriggered` follows it.
  package var primaryEvent: Event? { nil }

  /// Whether `point` (own coordinates) counts as inside for tracking.
  package func isInsideForTracking(_ point: CGPoint) -> Bool {
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

  /// A single tap of a recognizer on a superview does not begin over a control whose default
  /// action is a tap (every control but a slider, whose action is a drag): the control's action
  /// wins, as in UIKit since iOS 6.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    if let tap = gestureRecognizer as? TapGestureRecognizer, tap.view !== self, !(self is Slider),
      tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
    {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  open override func hitTest(_ point: CGPoint, with event: Inertia.Event?) -> View? {
    guard isEnabled else { return nil }
    return super.hitTest(point, with: event)
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Inertia.Event?) {
    guard isEnabled, !isTracking, let touch = touches.first else { return }
    currentEvent = event
    defer { currentEvent = nil }
    guard beginTracking(touch, with: event) else { return }
    trackedTouch = touch
    isTracking = true
    isTouchInside = true
    trackingStartTime = touch.timestamp
    unhighlightTimer?.invalidate()
    isHighlighted = true
    sendActions(for: touch.tapCount >= 2 ? [.touchDown, .touchDownRepeat] : .touchDown)
    if isTracking { menuTouchBegan() }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Inertia.Event?) {
    guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
    currentEvent = event
    defer { currentEvent = nil }
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
    currentEvent = event
    defer { currentEvent = nil }
    menuTimer?.invalidate()
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
    currentEvent = event
    defer { currentEvent = nil }
    cancelTrackingAndNotify(event: event)
  }

  func cancelTrackingAndNotify(event: Inertia.Event? = nil) {
    menuTimer?.invalidate()
    isTracking = false
    trackedTouch = nil
    isTouchInside = false
    cancelTracking(with: event)
    unhighlightTimer?.invalidate()
    isHighlighted = false
    sendActions(for: .touchCancel)
  }

  /// Ends tracking without a touch-up or cancel event (a menu took the touch over).
  func endTrackingSilently() {
    menuTimer?.invalidate()
    isTracking = false
    trackedTouch = nil
    isTouchInside = false
    unhighlightTimer?.invalidate()
    isHighlighted = false
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
    if newWindow !== window { presentedMenu = nil }
  }

  // MARK: Target-action storage and dispatch

  var registrations: [ControlRegistration] = []
  /// The touch event being handled while tracking; sendActions(for:) passes it to targets.
  var currentEvent: Inertia.Event?
  /// The single control event being dispatched, handed to closure actions.
  var dispatchingEvent: Event = []

  /// Sends `events` (each bit in turn, lowest first) to the registered targets and actions, in the
  /// order they were added, through ``sendAction(_:to:for:)`` and ``sendAction(_:)``. Targets get
  /// the touch event being handled (nil outside touch handling). When the primary event is among
  /// them, `.primaryActionTriggered` follows.
  open func sendActions(for events: Event) {
    for event in events.singleEvents {
      sendSingle(event)
      if let primary = primaryEvent, event == primary, !events.contains(.primaryActionTriggered) {
        sendSingle(.primaryActionTriggered)
      }
    }
  }

  private func sendSingle(_ event: Event) {
    window?.controlEventObserver?(self, event)
    // A snapshot: actions may add or remove registrations (or remove the control) while running.
    let snapshot = registrations
    for registration in snapshot where registration.events.contains(event) {
      switch registration.kind {
      case .closure(let action):
        let outer = dispatchingEvent
        dispatchingEvent = event
        sendAction(action)
        dispatchingEvent = outer
      case .target(let reference, let selector):
        if let reference, reference.object == nil { continue }
        sendAction(selector, to: reference?.object, for: currentEvent)
      }
    }
    registrations.removeAll {
      if case .target(let reference?, _) = $0.kind { return reference.object == nil }
      return false
    }
  }

  /// Runs a closure action with this control as its sender. ``sendActions(for:)`` calls it for
  /// every action registered for the event; override it to observe or suppress actions (call super
  /// once to run the action).
  open func sendAction(_ action: ControlAction) {
    action.run(sender: self, control: self, event: dispatchingEvent)
  }

  /// Sends `action` to `target`; a nil target goes to the first responder (or this control) and up
  /// the responder chain to the first responder that handles it. ``sendActions(for:)`` calls it
  /// for every target; override it to observe or change dispatch.
  open func sendAction(_ action: Selector, to target: Any?, for event: Inertia.Event?) {
    if let target {
      // A responder performs it, any other object runs the method bound to the selector for it.
      action.send(to: target, sender: self, event: event)
      return
    }
    let start: Responder = window?.firstResponder ?? self
    start.target(forAction: action, withSender: self)?.perform(action, sender: self, event: event)
  }

  // MARK: Menus and tool tips

  /// The menu the control shows, as UIControl's context menu. Default nil.
  open var menu: Menu?
  /// Whether the menu shows on touch-down instead of the primary action. Default false.
  open var showsMenuAsPrimaryAction = false
  /// Whether a long press (or a touch-down, with ``showsMenuAsPrimaryAction``) shows ``menu``.
  /// Default false; a button turns it on when its menu is set, as UIButton does.
  open var isContextMenuInteractionEnabled = false
  /// The menu on screen, if any (there is no menu drawing: tests read it and pick from it).
  package internal(set) var presentedMenu: Menu?
  var menuTimer: ClockTimer?
  /// Text shown when a pointer hovers over the control (recorded; nothing draws it). Default nil.
  open var toolTip: String?

  // MARK: Focus

  /// Whether the control can take the focus (keyboard or remote navigation): when enabled.
  open var canBecomeFocused: Bool { isEnabled && !isHidden && isUserInteractionEnabled }
  /// Whether the control has the window's focus; ``State/focused`` follows it.
  public var isFocused: Bool { window?.focusedView === self }
}

/// An object that receives (target, action) messages from controls without being a ``Responder``.
@preconcurrency @MainActor
public protocol ActionTarget: AnyObject {
  /// Performs `action` sent by `sender`; returns whether it was handled.
  func perform(_ action: Selector, sender: Any?, event: Event?) -> Bool
}
