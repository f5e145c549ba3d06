import Foundation

/// A program's own object whose properties others observe by key path (an NSObject subclass on
/// iOS with `@objc dynamic var minimumHeight`, observed with `header.addObserver(self,
/// forKeyPath: "minimumHeight", options: .new, context: &context)`). Foundation on Linux has no
/// key-value observing, so `inertia port` declares such a class conforming and has each of those
/// properties call ``didChangeValue(forKey:)`` after it is set; the observers are then called as a
/// view's are (see ``View/addObserver(_:forKeyPath:options:context:)``), with the property's new
/// and old values read by name from the object's stored properties.
///
/// See also: ``KeyValueObserver``, ``KeyValueObservingObject``.
@preconcurrency @MainActor
public protocol KeyValueObservable: AnyObject {}

extension KeyValueObservable {
  /// Calls `observer`'s `observeValue(forKeyPath:of:change:context:)` after each change of
  /// `keyPath` (reported by ``didChangeValue(forKey:)``), as NSObject's.
  public func addObserver(
    _ observer: any KeyValueObserver, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    KeyValueObservations.add(
      observer, of: self, keyPath: keyPath, options: options, context: context,
      value: storedValue(named: keyPath))
  }

  /// Stops `observer`'s observation of `keyPath` registered with `context`.
  public func removeObserver(
    _ observer: any KeyValueObserver, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    KeyValueObservations.remove(from: self) {
      $0.observer === observer && $0.keyPath == keyPath && $0.context == context
    }
  }

  /// Stops `observer`'s observations of `keyPath`.
  public func removeObserver(_ observer: any KeyValueObserver, forKeyPath keyPath: String) {
    KeyValueObservations.remove(from: self) { $0.observer === observer && $0.keyPath == keyPath }
  }

  /// Nothing: changes are reported after they are made (``didChangeValue(forKey:)``).
  public func willChangeValue(forKey key: String) {}

  /// Reports a change of the property `key` to its observers, with its value now.
  public func didChangeValue(forKey key: String) {
    guard !KeyValueObservations.table.isEmpty else { return }
    KeyValueObservations.changed(self, keyPath: key, value: storedValue(named: key))
  }

  /// The stored property called `name` of the object's class or a superclass, nil when none.
  func storedValue(named name: String) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      if let child = current.children.first(where: { $0.label == name }) { return child.value }
      mirror = current.superclassMirror
    }
    return nil
  }
}
