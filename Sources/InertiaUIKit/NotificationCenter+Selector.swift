import Foundation
import Inertia

extension NotificationCenter {
  /// Foundation's selector-based observer (which Foundation on Linux lacks): each notification
  /// named `name` from `object` (nil: any) is sent to `observer` as `selector`, with the
  /// notification as the sender (`@objc func keyboardWillShow(_ note: Notification)` after
  /// `inertia port`). The observer is held weakly; once it is gone the registration does nothing.
  /// Notifications must be posted on the main thread, as UIKit's are. Foundation's
  /// `removeObserver(_:)` does not reach these registrations on Linux: use
  /// ``removeSelectorObserver(_:)``. Not isolated to the main actor, as Foundation's is not: an
  /// observer that is no UI object (a singleton `NSObject`) registers from its own initializer, on
  /// the main thread (it traps elsewhere).
  nonisolated public func addObserver(
    _ observer: Any, selector: Selector, name: Notification.Name?, object: Any?
  ) {
    let reference = SelectorObserver(observer as AnyObject)
    let token = addObserver(forName: name, object: object, queue: nil) { notification in
      let delivery = UncheckedNotification(notification)
      MainActor.assumeIsolated {
        guard let target = reference.object else { return }
        selector.send(to: target, sender: delivery.notification, event: nil)
      }
    }
    let id = ObjectIdentifier(observer as AnyObject)
    let registration = UncheckedValue(token)
    MainActor.assumeIsolated {
      guard let token = registration.value as? NSObjectProtocol else { return }
      SelectorObserver.tokens[id, default: []].append(token)
    }
  }

  /// Removes every selector observer `observer` added with ``addObserver(_:selector:name:object:)``.
  @MainActor
  public func removeSelectorObserver(_ observer: Any) {
    let id = ObjectIdentifier(observer as AnyObject)
    for token in SelectorObserver.tokens[id] ?? [] { removeObserver(token) }
    SelectorObserver.tokens[id] = nil
  }
}

/// A weak reference to a selector observer, read on the main actor only.
final class SelectorObserver: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }

  /// The Foundation observer tokens of each selector observer.
  @MainActor static var tokens: [ObjectIdentifier: [NSObjectProtocol]] = [:]
}

/// A notification handed to the main actor on the thread that posted it (the main thread).
struct UncheckedNotification: @unchecked Sendable {
  let notification: Notification
  init(_ notification: Notification) { self.notification = notification }
}
