import Inertia
import Logging

/// How an associated object is held, as the Objective-C runtime spells it. Every policy keeps a
/// strong reference here (there is no copying and no atomicity to choose).
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak-like assignment in Objective-C; kept strongly here.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// Retained, non-atomic.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// Copied, non-atomic (kept as is: Swift values are copied anyway).
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// Retained.
  case OBJC_ASSOCIATION_RETAIN = 0o1401
  /// Copied.
  case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Associated values by object and key, dropped when their object goes away.
@preconcurrency @MainActor
enum AssociatedObjects {
  struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Any]
  }
  static var table: [ObjectIdentifier: Entry] = [:]
  static var setsSincePurge = 0

  static func purgeIfDue() {
    setsSincePurge += 1
    guard setsSincePurge >= 256 else { return }
    setsSincePurge = 0
    table = table.filter { $0.value.owner != nil }
  }
}

/// Returns the value associated with `object` under `key`, as the Objective-C runtime does; nil
/// when none (or the object is not a class instance).
@preconcurrency @MainActor
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  let owner = object as AnyObject
  guard let entry = AssociatedObjects.table[ObjectIdentifier(owner)], entry.owner === owner else {
    return nil
  }
  return entry.values[key]
}

/// Associates `value` with `object` under `key` (nil removes it), as the Objective-C runtime does.
/// The value lives as long as the object; `policy` is accepted and every value is held strongly.
@preconcurrency @MainActor
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  let owner = object as AnyObject
  let id = ObjectIdentifier(owner)
  var entry = AssociatedObjects.table[id]
  if entry?.owner !== owner { entry = AssociatedObjects.Entry(owner: owner, values: [:]) }
  entry?.values[key] = value
  AssociatedObjects.table[id] = entry
  AssociatedObjects.purgeIfDue()
}

/// Removes every value associated with `object`.
@preconcurrency @MainActor
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.table[ObjectIdentifier(object as AnyObject)] = nil
}

/// A method of a class as the Objective-C runtime hands it out (`Method`): here the class and the
/// selector it was asked for. Swift on Linux keeps no method table to read or change.
public struct Method: Sendable {
  /// The class asked.
  public let owner: ObjectIdentifier
  /// The selector's name.
  public let selectorName: String
}

private let runtimeLog = Logger(label: "InertiaUIKit.ObjectiveCRuntime")

/// The instance method `name` of `cls` (the runtime's class_getInstanceMethod): a handle naming
/// both for any class, since UIKit's private methods (which swizzling code asks for) cannot be
/// listed here; nil for a nil class. See `method_exchangeImplementations(_:_:)`.
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
  guard let cls else { return nil }
  return Method(owner: ObjectIdentifier(cls), selectorName: name.description)
}

/// Exchanges two methods' implementations (the runtime's method_exchangeImplementations, method
/// swizzling): Swift on Linux dispatches through tables fixed at compile time, so nothing is
/// exchanged: both methods keep their own code and a log line says so. A library that swizzles
/// a private UIKit method to change UIKit's behaviour keeps Inertia's behaviour.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
  runtimeLog.notice(
    "method_exchangeImplementations(\(m1.selectorName), \(m2.selectorName)) exchanges nothing: no Objective-C runtime"
  )
}
