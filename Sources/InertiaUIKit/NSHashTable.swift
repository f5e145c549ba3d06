import Foundation

/// A set of objects compared by identity that can hold them weakly (Foundation's NSHashTable,
/// which Linux's Foundation leaves out): libraries keep registries of live views in one
/// (`NSHashTable<CollectionView>.weakObjects()`) so that registering a view does not keep it
/// alive. A weak table forgets an object when it is deallocated: `allObjects` and `count` no
/// longer include it. The order of `allObjects` is the order of insertion here (unspecified on
/// iOS).
///
/// See also: `objc_setAssociatedObject`, the other registry such code uses.
public final class NSHashTable<ObjectType: AnyObject> {
  private struct Entry {
    weak var weakObject: ObjectType?
    var strongObject: ObjectType?
    var object: ObjectType? { strongObject ?? weakObject }
  }

  private var entries: [Entry] = []
  /// Whether the table holds its objects weakly.
  public let holdsObjectsWeakly: Bool

  /// An empty table holding its objects strongly (NSHashTable's `init()`).
  public convenience init() { self.init(holdingObjectsWeakly: false) }

  private init(holdingObjectsWeakly: Bool) { holdsObjectsWeakly = holdingObjectsWeakly }

  /// An empty table holding its objects weakly: an object it holds can be deallocated, and
  /// then leaves the table.
  public class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(holdingObjectsWeakly: true) }

  /// An empty table holding its objects strongly.
  public class func strongObjects() -> NSHashTable<ObjectType> { NSHashTable(holdingObjectsWeakly: false) }

  /// Adds `object` unless the table holds it already (nil adds nothing).
  public func add(_ object: ObjectType?) {
    guard let object, !contains(object) else { return }
    entries.removeAll { $0.object == nil }
    entries.append(holdsObjectsWeakly ? Entry(weakObject: object) : Entry(strongObject: object))
  }

  /// Removes `object` from the table (nil or an object it does not hold changes nothing).
  public func remove(_ object: ObjectType?) {
    guard let object else { return }
    entries.removeAll { $0.object == nil || $0.object === object }
  }

  /// Removes every object.
  public func removeAllObjects() { entries.removeAll() }

  /// Whether the table holds `anObject`.
  public func contains(_ anObject: ObjectType?) -> Bool {
    guard let anObject else { return false }
    return entries.contains { $0.object === anObject }
  }

  /// The objects the table holds (those still alive, for a weak table).
  public var allObjects: [ObjectType] { entries.compactMap(\.object) }

  /// One of the objects, nil when the table is empty.
  public var anyObject: ObjectType? { allObjects.first }

  /// The number of objects the table holds (those still alive, for a weak table).
  public var count: Int { allObjects.count }
}
