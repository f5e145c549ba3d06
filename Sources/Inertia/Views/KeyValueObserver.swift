import Foundation

/// An object that observes key paths of views (see
/// ``View/addObserver(_:forKeyPath:options:context:)``). On iOS every `NSObject` can observe by
/// overriding `observeValue(forKeyPath:of:change:context:)`; Foundation on Linux declares no such
/// method, so an observer that is not a ``Responder`` declares this protocol instead (`inertia port`
/// adds the conformance and drops the `override`). Observers are held weakly, as on iOS.
@MainActor
public protocol KeyValueObserver: AnyObject {
  /// Called after a change of a key path this object observes, with the change's values and the
  /// context it was registered with.
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?)
}

extension Responder: KeyValueObserver {}
