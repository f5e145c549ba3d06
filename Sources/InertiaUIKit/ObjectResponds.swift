import Foundation
import Inertia

/// NSObjectProtocol's `responds(to:)` for an object held as `AnyObject` (a delegate proxy's
/// `weak var forwardDelegate: AnyObject?`), which `inertia port` writes for
/// `forward.responds(to: aSelector)`: Linux has no dynamic lookup on `AnyObject`.
///
/// The answer is the object's own where it has one, and otherwise the table its class declares:
/// - a responder (view, view controller, proxy subclassing UIResponder) answers through its
///   `responds(to:)`, so an override is honoured, and the base answer covers its bound actions and
///   the methods its class declares (``Inertia/ObjectiveCMethodDeclaring``);
/// - another object answers for the methods its class declares, and for the selectors bound to it
///   by a rewritten `#selector`;
/// - a Foundation `NSObject` also answers for NSObject's own methods (`description`, `hash`,
///   `isEqual:`, `respondsToSelector:`...).
///
/// A class `inertia port` did not see (ported separately, or not a program's class) declares no
/// table, so a method it implements is answered false; see docs/limits.md.
@preconcurrency @MainActor
public func objectResponds(_ object: AnyObject?, to selector: Selector) -> Bool {
  guard let object else { return false }
  if let responder = object as? Responder { return responder.responds(to: selector) }
  if DeclaredObjectiveCMethods.declares(selector, for: object)
    || SelectorActions.hasHandler(selector, for: object)
    || SelectorActions.hasClassMethod(selector, for: object)
  {
    return true
  }
  return object is NSObject && NSObjectMethods.names.contains(selector.name)
}

/// The selectors every NSObject answers (NSObjectProtocol's methods and NSObject's key-value
/// coding entry points).
enum NSObjectMethods {
  static let names: Set<String> = [
    "description", "debugDescription", "hash", "isEqual:", "class", "superclass", "self",
    "isKindOfClass:", "isMemberOfClass:", "respondsToSelector:", "conformsToProtocol:",
    "performSelector:", "performSelector:withObject:", "isProxy", "copy", "mutableCopy",
    "valueForKey:", "setValue:forKey:", "valueForKeyPath:",
  ]
}
