import Foundation
import Inertia

extension NSObjectProtocol {
  /// Sends `aSelector` to the object at once, with `object` as the method's argument (NSObject's
  /// `perform(_:with:)`): the method bound to the selector for the object or its class runs (a
  /// rewritten `#selector`, a property's setter selector setting it to `object`). Returns nil: the
  /// method's result is not passed back (iOS returns it unretained). Does nothing when no method
  /// answers the selector, where iOS raises "unrecognized selector".
  @preconcurrency @MainActor
  @discardableResult
  public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
    aSelector.send(to: self, sender: object, event: nil)
    return nil
  }
}
