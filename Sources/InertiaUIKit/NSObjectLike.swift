import Foundation
import Inertia

/// What iOS code asks of the type it constrains to `NSObject` in a generic of its own (a reuse
/// queue, `final class ReuseQueue<Reusable> where Reusable: NSObject`): to be kept in sets and
/// dictionaries by identity, and made with `init()`. Inertia's views and layers are no
/// NSObjects, so `inertia port` constrains such a generic to this protocol instead and declares
/// the program's view and layer classes that fill it conforming (`extension Cell: NSObjectLike
/// {}`); a view class that is not final gets a `required convenience init()` calling
/// `init(frame: .zero)`, as UIView's `init()` does. Layers conform through their required
/// `init()`; a view that is `final` through the `init()` it inherits.
///
/// See also: ``Inertia/View``, ``Inertia/Layer``.
@preconcurrency @MainActor
public protocol NSObjectLike: AnyObject, Hashable {
  /// Makes an object in its default state (NSObject's `init()`).
  init()
}
