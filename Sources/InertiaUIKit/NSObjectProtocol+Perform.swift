import Foundation
import Inertia

extension NSObjectProtocol {
  /// Sends `aSelector` to the object at once with no argument (NSObject's `perform(_:)`): the
  /// method bound to the selector for the object or its class runs (a rewritten `#selector`).
  /// Returns nil: the
  /// method's result is not passed back (iOS returns it unretained). Does nothing when no method
  /// answers the selector, where iOS raises "unrecognized selector".
  @preconcurrency @MainActor
  @discardableResult
  public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
    aSelector.send(to: self, sender: nil, event: nil)
    return nil
  }

  /// Sends `aSelector` to the object at once, with `object` as the method's argument (NSObject's
  /// `perform(_:with:)`), as `perform(_:)` does; a property's setter selector sets the property to
  /// `object`.
  @preconcurrency @MainActor
  @discardableResult
  public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
    aSelector.send(to: self, sender: object, event: nil)
    return nil
  }
}
