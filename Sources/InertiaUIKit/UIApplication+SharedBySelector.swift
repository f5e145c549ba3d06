import Foundation
import Inertia

/// A selector from its name (Foundation's `NSSelectorFromString`), for code that asks for a method
/// by name: `UIApplication.perform(NSSelectorFromString("sharedApplication"))`.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// A selector's name (Foundation's `NSStringFromSelector`).
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

extension UIApplication {
  /// Whether the class answers `selector` (Objective-C's class-level `responds(to:)`): true for
  /// `"sharedApplication"`, the one class method code asks for by name (an app extension's safe
  /// way to reach ``shared``), false for any other.
  public static func responds(to selector: Selector) -> Bool { selector.name == "sharedApplication" }

  /// Sends a class message by name (Objective-C's `perform(_:)`): `"sharedApplication"` answers
  /// ``shared``, unretained as on iOS; any other selector answers nil (iOS would raise).
  public static func perform(_ selector: Selector) -> Unmanaged<AnyObject>? {
    guard responds(to: selector) else { return nil }
    return Unmanaged.passUnretained(shared)
  }

  /// The class's value for a key (Key-value coding on the class object, as
  /// `UIApplication.value(forKeyPath: "shared")` asks from code an app extension also compiles):
  /// ``shared`` for `"shared"` and `"sharedApplication"`, nil for any other key (iOS would raise).
  public static func value(forKey key: String) -> Any? {
    key == "shared" || key == "sharedApplication" ? shared : nil
  }

  /// The class's value for a key path of one key (``value(forKey:)``); nil for a longer path.
  public static func value(forKeyPath keyPath: String) -> Any? {
    keyPath.contains(".") ? nil : value(forKey: keyPath)
  }
}
