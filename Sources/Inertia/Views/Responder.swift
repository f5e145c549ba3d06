import Foundation

/// An object that can handle touches and actions, and passes what it does not handle to ``Responder/next``.
///
/// Views, windows and controls are responders. The default touch handlers forward to the next
/// responder, as UIKit's do.
///
/// See also: ``View``, ``Window``.
@preconcurrency @MainActor
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain; nil ends it.
  open var next: Responder? { nil }

  /// A description of the object, as NSObject's: `<ClassName: 0x…>` with the object's address.
  /// Subclasses override it (`override var description: String { name }`) as on iOS.
  open var description: String { objectDescription(self) }

  /// Whether this responder can become first responder. Default false.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder is its window's first responder.
  open var isFirstResponder: Bool { false }

  /// Asks to become the first responder; returns whether it did.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives up first-responder status; returns whether it did.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// Touches began; the default forwards to ``Responder/next``.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesBegan(touches, with: event)
  }
  /// Touches moved; the default forwards to ``Responder/next``.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesMoved(touches, with: event)
  }
  /// Touches ended; the default forwards to ``Responder/next``.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesEnded(touches, with: event)
  }
  /// Touches were cancelled; the default forwards to ``Responder/next``.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// A motion (a shake) began; the default forwards to ``Responder/next``. Nothing here shakes
  /// the device, so only a program's own calls arrive.
  open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionBegan(motion, with: event)
  }
  /// A motion ended; the default forwards to ``Responder/next``.
  open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionEnded(motion, with: event)
  }
  /// A motion was cancelled; the default forwards to ``Responder/next``.
  open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionCancelled(motion, with: event)
  }

  /// The object that answers `action` for `sender`: self when it ``canPerformAction(_:withSender:)``,
  /// else the first responder up the chain that can.
  open func target(forAction action: Selector, withSender sender: Any?) -> Responder? {
    if canPerformAction(action, withSender: sender) { return self }
    return next?.target(forAction: action, withSender: sender)
  }

  /// Whether this responder handles `action`. The default asks ``responds(to:)``.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { responds(to: action) }

  /// Whether this responder has a handler registered for `action` (see ``Selector``), or its class
  /// declares a method of that selector (``ObjectiveCMethodDeclaring``, which `inertia port` writes).
  open func responds(to action: Selector) -> Bool {
    actionHandlers[action] != nil || SelectorActions.hasClassMethod(action, for: self)
      || DeclaredObjectiveCMethods.declares(action, for: self)
  }

  /// The object that receives the messages this one does not implement (NSObject's
  /// `forwardingTarget(for:)`), by selector. Default nil. A list view's delegate and data source
  /// methods this object takes from their protocols' defaults (Objective-C's optional methods it
  /// does not implement) go to the target instead, when the target adopts the same protocol: the
  /// proxy idiom of a table that is its own delegate and hands the rest on. See
  /// ``ForwardedSelectors``.
  open func forwardingTarget(for aSelector: Selector) -> Any? { nil }

  /// Whether the object is an instance of `aClass` or of a subclass of it (NSObject's
  /// `isKind(of:)`), from Swift's class hierarchy. Open, as on iOS, where a view standing in for
  /// another answers for it (SpreadsheetView's answers for its inner scroll view before iOS 11).
  nonisolated open func isKind(of aClass: AnyClass) -> Bool {
    var current: AnyClass? = type(of: self)
    while let candidate = current {
      if candidate == aClass { return true }
      current = _getSuperclass(candidate)
    }
    return false
  }

  /// Called after a change of a key path this object observes (see
  /// ``View/addObserver(_:forKeyPath:options:context:)``), with the change's values and the
  /// context it was registered with. Override it as on iOS; the default does nothing.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}

  // MARK: Accessibility

  /// Whether assistive technologies see this object as one element (UIKit's informal
  /// accessibility protocol, which every NSObject and so every responder has). Default false (true
  /// for controls and labels).
  open var isAccessibilityElement = false
  /// A short name of the element. Default nil (a button's title, a label's text).
  open var accessibilityLabel: String?
  /// What happens when the element is activated. Default nil.
  open var accessibilityHint: String?
  /// The element's current value. Default nil.
  open var accessibilityValue: String?
  /// What the element is. Default none.
  open var accessibilityTraits: AccessibilityTraits = []
  /// Whether the system's Smart Invert leaves this object's content as it is (photos, video).
  /// Default false. Kept: no colours are inverted here.
  open var accessibilityIgnoresInvertColors = false
  /// Actions a screen reader offers besides activating the element (UIAccessibilityCustomAction).
  /// Default nil.
  open var accessibilityCustomActions: [AccessibilityCustomAction]?
  /// The elements set for the object to stand for (InertiaUIKit's `accessibilityElements`).
  package var containedAccessibilityElements: [Any]?
  /// How many elements the object stands for (UIAccessibilityContainer's method; a view's stand
  /// in place of its subviews, and ``Window/accessibilityElements()`` visits them instead).
  /// Default: as many as were set as its `accessibilityElements`, else 0.
  open func accessibilityElementCount() -> Int { containedAccessibilityElements?.count ?? 0 }
  /// The element at `index` of those the object stands for. Default: the one set there, else nil.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = containedAccessibilityElements, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
  /// The index of `element` among those the object stands for. Default: the index of the object set,
  /// else `NSNotFound`.
  open func index(ofAccessibilityElement element: Any) -> Int {
    containedAccessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
  }

  /// Handlers for actions sent up the responder chain, by selector.
  public final var actionHandlers: [Selector: @MainActor (Any?, Event?) -> Void] = [:]

  /// Performs `action` with a registered handler; returns whether one ran.
  @discardableResult
  open func perform(_ action: Selector, sender: Any?, event: Event?) -> Bool {
    guard let handler = actionHandlers[action] else {
      return SelectorActions.performClassMethod(action, on: self, sender: sender, event: event)
    }
    handler(sender, event)
    return true
  }
}

/// The name of an action message, like an Objective-C selector ("save:").
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The selector's name.
  public let name: String
  /// Creates a selector from its name.
  public init(_ name: String) { self.name = name }
  /// Creates a selector from a string literal.
  public init(stringLiteral value: String) { self.name = value }
  public var description: String { name }
}
