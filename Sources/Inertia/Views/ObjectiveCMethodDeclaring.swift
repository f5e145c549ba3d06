/// A class that names the Objective-C methods it declares, so that `responds(to:)` can answer for
/// them on a platform without the Objective-C runtime.
///
/// On iOS, `responds(to:)` is true for every method the runtime knows of the object's class: the
/// `@objc` methods a program declares, its `@IBAction`s and the delegate methods it implements.
/// Swift on Linux keeps no such table, so `inertia port` writes one into the classes of a program
/// that asks other objects `responds(to:)` (a delegate proxy asking the delegate it forwards to):
/// each class gets `class var objectiveCMethodNames` with the selectors of its methods, an
/// override adding its own to `super`'s, and the first class of each chain adopts this protocol.
/// ``Responder/responds(to:)`` answers them, as does `objectResponds(_:to:)` in InertiaUIKit for
/// any object.
///
/// See also: ``Responder/responds(to:)``, ``Responder/forwardingTarget(for:)``.
@preconcurrency @MainActor
public protocol ObjectiveCMethodDeclaring: AnyObject {
  /// The Objective-C selectors (`"scrollViewDidScroll:"`, `"tableView:cellForRowAtIndexPath:"`)
  /// of the methods the class and its superclasses declare.
  static var objectiveCMethodNames: Set<String> { get }
}

/// Looks selectors up in the tables of ``ObjectiveCMethodDeclaring`` classes.
package enum DeclaredObjectiveCMethods {
  /// Whether the class of `object` names `selector` among its declared methods (false when the
  /// class does not adopt ``ObjectiveCMethodDeclaring``).
  @MainActor
  package static func declares(_ selector: Selector, for object: AnyObject) -> Bool {
    guard let declaring = type(of: object) as? any ObjectiveCMethodDeclaring.Type else { return false }
    return declaring.objectiveCMethodNames.contains(selector.name)
  }
}
