import Foundation
import Inertia

/// Objects that answer key-value coding's `value(forKey:)`: NSObject's method, which iOS code
/// calls on a value it holds only as `AnyObject` (`for template in templates { template.value(
/// forKey: "identifier") }`, through Objective-C's dynamic lookup). Linux has no such lookup on
/// `AnyObject`, so `inertia port` casts the receiver to this protocol (`(template as?
/// KeyValueCodingObject)?.value(forKey: "identifier")`): an object that does not answer gives nil.
/// Views, view controllers, gesture recognizers and layers answer with the keys their own
/// `value(forKey:)` documents.
@preconcurrency @MainActor
public protocol KeyValueCodingObject: AnyObject {
  /// The value of the property named `key`, nil when the object has none by that name.
  func value(forKey key: String) -> Any?
}

extension UIViewController: KeyValueCodingObject {}
extension UIGestureRecognizer: KeyValueCodingObject {}
extension CALayer: KeyValueCodingObject {}
