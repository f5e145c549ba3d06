import Foundation
import Inertia

extension NSObjectProtocol {
  /// The value at `keyPath` (NSObject's `value(forKeyPath:)`): each dot-separated key is read
  /// with `value(forKey:)` from what the key before it gave, starting at the object. Views, view
  /// controllers, gesture recognizers and layers answer the keys their own `value(forKey:)`
  /// documents; a key nobody answers, or an object that answers no keys, gives nil. Code written
  /// for NSObject (a library's `extension Wrapper where Base: NSObject`) calls it on any object.
  @preconcurrency @MainActor
  public func value(forKeyPath keyPath: String) -> Any? {
    var current: Any? = self
    for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
      guard let object = current as? KeyValueCodingObject else { return nil }
      current = object.value(forKey: String(key))
    }
    return current
  }

  /// Sets the value at `keyPath` (NSObject's `setValue(_:forKeyPath:)`): the keys before the last
  /// are read as `value(forKeyPath:)` reads them, and the last is set on what they lead to with
  /// its `setValue(_:forKey:)` (a view, view controller, gesture recognizer or layer). A path that
  /// leads to nothing such changes nothing.
  @preconcurrency @MainActor
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    var keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let last = keys.popLast() else { return }
    let target = keys.isEmpty ? self : self.value(forKeyPath: keys.joined(separator: "."))
    switch target {
    case let view as UIView: view.setValue(value, forKey: last)
    case let layer as CALayer: layer.setValue(value, forKey: last)
    case let controller as UIViewController: controller.setValue(value, forKey: last)
    case let recognizer as UIGestureRecognizer: recognizer.setValue(value, forKey: last)
    default: break
    }
  }
}
