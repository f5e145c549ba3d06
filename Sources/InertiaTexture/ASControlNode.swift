import Inertia
import InertiaUIKit

/// Texture's ASControlState: a control node's states (`.normal`, `.highlighted`, `.disabled`,
/// `.selected`), UIControl's. `ASControlState()` is the empty set, `.normal`, as the Objective-C
/// options' zero value imports (AsyncDisplayKit 2 code writes
/// `setAttributedTitle(title, for: ASControlState())`).
public typealias ASControlState = UIControl.State

/// Texture's ASControlNodeEvent: the events a control node sends actions for.
public struct ASControlNodeEvent: OptionSet, Hashable, Sendable {
  /// The raw bits (Texture's values).
  public let rawValue: UInt
  /// Creates events from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// A touch went down in the node.
  public static let touchDown = ASControlNodeEvent(rawValue: 1 << 0)
  /// A touch went down again quickly.
  public static let touchDownRepeat = ASControlNodeEvent(rawValue: 1 << 1)
  /// A touch moved inside the node.
  public static let touchDragInside = ASControlNodeEvent(rawValue: 1 << 2)
  /// A touch moved outside the node.
  public static let touchDragOutside = ASControlNodeEvent(rawValue: 1 << 3)
  /// A touch lifted inside the node.
  public static let touchUpInside = ASControlNodeEvent(rawValue: 1 << 4)
  /// A touch lifted outside the node.
  public static let touchUpOutside = ASControlNodeEvent(rawValue: 1 << 5)
  /// The touch was cancelled.
  public static let touchCancel = ASControlNodeEvent(rawValue: 1 << 6)
  /// The control's value changed.
  public static let valueChanged = ASControlNodeEvent(rawValue: 1 << 12)
  /// The control's primary action.
  public static let primaryActionTriggered = ASControlNodeEvent(rawValue: 1 << 13)
  /// Every event.
  public static let allEvents = ASControlNodeEvent(rawValue: 0xFFFF_FFFF)
}

/// Texture's ASControlNode: a node that tracks a touch and sends target-action messages
/// (`addTarget(_:action:forControlEvents:)`, selectors as `inertia port` rewrites them) for touch
/// down, drags, up inside / outside and cancel, highlighted while a touch is down inside it. A nil
/// target sends the action up the responder chain from the node's view.
@preconcurrency @MainActor
open class ASControlNode: ASDisplayNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASControlNode() }

  private var actions: [(target: AnyObject?, hasTarget: Bool, action: Selector, events: ASControlNodeEvent)] =
    []
  private var tracking = false

  /// Whether the control takes touches and sends actions. Default true.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateChanged() } }
  }
  /// Whether the control is selected. Default false.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateChanged() } }
  }
  /// Whether a touch is down inside the control. Default false.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateChanged() } }
  }
  /// Whether a touch is being tracked.
  open var isTracking: Bool { tracking }

  /// Creates a control that takes no touches until a target is added, as Texture's does (its view
  /// is not interactive before ``addTarget(_:action:forControlEvents:)``; an image node in a cell
  /// lets a tap through to the cell).
  public override init() {
    super.init()
    isUserInteractionEnabled = false
  }

  /// Creates a control with a debugging identifier, taking no touches until a target is added.
  public override init(id: String?) {
    super.init(id: id)
    isUserInteractionEnabled = false
  }

  /// The control's state from its flags.
  public var state: UIControl.State {
    var state: UIControl.State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    if !isEnabled { state.insert(.disabled) }
    return state
  }

  /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changes. Default nothing.
  open func stateChanged() {}

  /// Sends `action` to `target` (the responder chain when nil) for `events`. The target is held
  /// weakly, as UIKit's.
  open func addTarget(_ target: Any?, action: Selector, forControlEvents events: ASControlNodeEvent) {
    let object = target.map { $0 as AnyObject }
    actions.removeAll { $0.target === object && $0.action == action && $0.events == events }
    actions.append((object, target != nil, action, events))
    isUserInteractionEnabled = true
  }

  /// Stops sending `action` (every action when nil) to `target` for `events`.
  open func removeTarget(_ target: Any?, action: Selector?, forControlEvents events: ASControlNodeEvent) {
    let object = target.map { $0 as AnyObject }
    actions = actions.compactMap { entry in
      guard entry.target === object, action == nil || entry.action == action else { return entry }
      var kept = entry
      kept.events.subtract(events)
      return kept.events.isEmpty ? nil : kept
    }
  }

  /// Sends the actions registered for any of `events`, in the order they were added.
  open func sendActions(forControlEvents events: ASControlNodeEvent, with event: UIEvent?) {
    for entry in actions where !entry.events.isDisjoint(with: events) {
      if entry.hasTarget {
        guard let target = entry.target else { continue }
        entry.action.send(to: target, sender: self, event: event)
      } else if let receiver = view.next?.target(forAction: entry.action, withSender: self) {
        receiver.perform(entry.action, sender: self, event: event)
      }
    }
  }

  /// Starts tracking: highlighted, touch down.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    tracking = true
    isHighlighted = true
    let events: ASControlNodeEvent = touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown
    sendActions(forControlEvents: events, with: event)
  }

  /// Follows the touch: highlighted while inside, drag inside / outside sent.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard tracking, let touch = touches.first else { return }
    let inside = bounds.contains(touch.location(in: view))
    isHighlighted = inside
    sendActions(forControlEvents: inside ? .touchDragInside : .touchDragOutside, with: event)
  }

  /// Ends tracking: touch up inside (and primary action) or outside.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard tracking, let touch = touches.first else { return }
    tracking = false
    isHighlighted = false
    let inside = bounds.contains(touch.location(in: view))
    let events: ASControlNodeEvent = inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside
    sendActions(forControlEvents: events, with: event)
  }

  /// Ends tracking without an action but touch cancel.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard tracking else { return }
    tracking = false
    isHighlighted = false
    sendActions(forControlEvents: .touchCancel, with: event)
  }
}

extension ASControlNode {
  /// Texture's hit-test debug switch (`ASControlNode.enableHitTestDebug`, from
  /// AsyncDisplayKit+Debug): Texture then covers each control node that has targets with a
  /// translucent green overlay of its tappable area. Kept as set; no overlay is added here, so
  /// nothing changes on screen or in hit testing (Texture's overlay is layer-backed and takes no
  /// touches either). Default false.
  public static var enableHitTestDebug: Bool {
    get { HitTestDebugSwitch.isOn }
    set { HitTestDebugSwitch.isOn = newValue }
  }
}

/// The process-wide value of ``ASControlNode/enableHitTestDebug``.
@MainActor enum HitTestDebugSwitch {
  static var isOn = false
}
