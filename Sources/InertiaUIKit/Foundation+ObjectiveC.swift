import Foundation
import Inertia

// Objective-C's integer names and the UIKit additions to Foundation types that iOS code uses
// and Foundation on Linux does not have.

/// Objective-C's signed integer type: Swift's `Int`.
public typealias NSInteger = Int
/// Objective-C's unsigned integer type: Swift's `UInt`.
public typealias NSUInteger = UInt

extension NSIndexPath {
  /// A table view's index path of `row` in `section` (UIKit's addition to NSIndexPath).
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// A collection view's index path of `item` in `section` (UIKit's addition to NSIndexPath).
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }

  /// The section: the first index.
  public var section: Int { index(atPosition: 0) }
  /// The row in the section: the second index.
  public var row: Int { index(atPosition: 1) }
  /// The item in the section: the second index.
  public var item: Int { index(atPosition: 1) }
}

extension CGSize {
  /// Whether this size equals `size` (Core Graphics' CGSizeEqualToSize, in Swift).
  public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGPoint {
  /// Whether this point equals `point` (Core Graphics' CGPointEqualToPoint, in Swift).
  public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGRect {
  /// Whether this rectangle equals `rect` (Core Graphics' CGRectEqualToRect, in Swift).
  public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

extension UserDefaults {
  /// Stores `value` under `key` (key-value coding's spelling, which iOS code uses for defaults):
  /// the same as `set(_:forKey:)`; nil removes the value.
  public func setValue(_ value: Any?, forKey key: String) {
    set(value, forKey: key)
  }

  /// The value stored under `key` (key-value coding's spelling): the same as `object(forKey:)`.
  public func value(forKey key: String) -> Any? {
    object(forKey: key)
  }
}

/// An Objective-C exception (Foundation's NSException, which Linux's Foundation leaves out), as
/// code raises one to stop on a broken invariant. Swift catches no Objective-C exceptions, so
/// ``raise()`` stops the program with the exception's name and reason, as an uncaught exception
/// ends an iOS app.
open class NSException {
  /// The exception's name.
  public let name: NSExceptionName
  /// Why it was raised.
  public let reason: String?
  /// Details for a handler (none here).
  public let userInfo: [AnyHashable: Any]?

  /// An exception of `name` for `reason`.
  public init(name: NSExceptionName, reason: String?, userInfo: [AnyHashable: Any]?) {
    self.name = name
    self.reason = reason
    self.userInfo = userInfo
  }

  /// Stops the program, reporting the name and reason as an uncaught exception does on iOS.
  open func raise() -> Never {
    fatalError("Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'")
  }
}

extension NSCoder {
  /// Key-value coding on a coder (NSObject's `value(forKey:)`, which code reading an archive
  /// sometimes calls instead of `decodeObject(forKey:)`): it reads the coder's own properties, not
  /// the archive. `"delegate"` is an unarchiver's delegate (nil for other coders); any other key is
  /// undefined and stops the program, as an uncaught `NSUndefinedKeyException` ends an iOS app.
  public func value(forKey key: String) -> Any? {
    guard key == "delegate" else {
      NSException(
        name: NSExceptionName("NSUnknownKeyException"),
        reason: "[\(type(of: self)) valueForUndefinedKey:]: this class is not key value coding-compliant "
          + "for the key \(key).", userInfo: nil
      ).raise()
      return nil
    }
    return (self as? NSKeyedUnarchiver)?.delegate
  }
}
