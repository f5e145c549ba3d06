import Foundation

/// An action a screen reader offers for an element besides activating it, like
/// UIAccessibilityCustomAction: a name, and either a handler or a selector sent to a target.
/// Views list theirs in ``Responder/accessibilityCustomActions``; ``perform()`` is what a screen reader
/// does when the action is picked (no screen reader runs here).
@preconcurrency @MainActor
open class AccessibilityCustomAction {
  /// The name a screen reader speaks.
  open var name: String
  /// An image shown for the action where the system shows one. Default nil.
  open var image: Image?
  /// The object the selector is sent to, held weakly as UIKit holds it.
  open weak var target: AnyObject?
  /// The selector sent to ``target`` (nil for an action with a handler).
  open var selector: Selector?
  /// The handler run instead of a selector (UIKit's `actionHandler`).
  open var actionHandler: ((AccessibilityCustomAction) -> Bool)?

  /// An action named `name` sending `selector` to `target`, which receives the action as the
  /// sender.
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name
    self.target = target.map { $0 as AnyObject }
    self.selector = selector
  }

  /// An action named `name` running `actionHandler`.
  public init(name: String, actionHandler: @escaping (AccessibilityCustomAction) -> Bool) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// An action named `name` with `image`, running `actionHandler`.
  public convenience init(
    name: String, image: Image?, actionHandler: @escaping (AccessibilityCustomAction) -> Bool
  ) {
    self.init(name: name, actionHandler: actionHandler)
    self.image = image
  }

  /// Performs the action as a screen reader does when it is picked: the handler's answer, or
  /// whether a method ran for the selector sent to the target with this action as the sender
  /// (false when the target is gone).
  @discardableResult
  public func perform() -> Bool {
    if let actionHandler { return actionHandler(self) }
    guard let selector, let target else { return false }
    return selector.send(to: target, sender: self, event: nil)
  }
}
