import Foundation

extension GestureRecognizer {
  /// Registers `observer` for changes of `keyPath`: `"state"` is reported after every state
  /// change (the change holds the state's raw value), as a footer refreshing when a pan ends
  /// observes a scroll view's pan recognizer. Other key paths are never reported. The observer is
  /// held weakly, as on iOS.
  public func addObserver(
    _ observer: any KeyValueObserver, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    if keyPath != "state" {
      View.log.warning("key path \(keyPath) of a gesture recognizer is observed but never reported on Linux")
    }
    KeyValueObservations.add(
      observer, of: self, keyPath: keyPath, options: options, context: context,
      value: keyPath == "state" ? state.rawValue : nil)
  }

  /// Removes `observer`'s registrations for `keyPath` made with `context`.
  public func removeObserver(
    _ observer: any KeyValueObserver, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    KeyValueObservations.remove(from: self) {
      $0.observer === observer && $0.keyPath == keyPath && $0.context == context
    }
  }
}
