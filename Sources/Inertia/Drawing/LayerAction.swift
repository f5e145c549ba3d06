import Foundation

/// What a layer runs when one of its properties changes (Core Animation's `CAAction`): an action
/// kept in a layer's ``Layer/actions``. `NSNull` is the action that does nothing, as in Core
/// Animation, where it stops the search for an implicit animation.
///
/// See also: ``Layer/actions``, ``Layer/action(forKey:)``.
public protocol LayerAction: AnyObject {
  /// Runs the action for `event` on `anObject` (a layer).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: LayerAction {
  /// Does nothing: `NSNull` in a layer's ``Layer/actions`` means no action for that key.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension Animation: @preconcurrency LayerAction {
  /// Adds the animation to `anObject` (a layer) under `event`, as Core Animation runs a
  /// CAAnimation returned from a layer's `action(forKey:)`.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? Layer)?.add(self, forKey: event)
  }
}
