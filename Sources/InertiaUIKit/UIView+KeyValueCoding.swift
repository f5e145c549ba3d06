import Foundation
import Inertia
import Logging

private let viewValueLog = Logger(label: "InertiaUIKit.UIView")

// Key-value coding on views: NSObject's `setValue(_:forKey:)` and `value(forKey:)`, which iOS code
// calls on a view by a property's name (`nibCell.setValue(identifier, forKey: "reuseIdentifier")`
// in GKScrollView, 2023, the fifty-sixth trial). Linux has no runtime to find a property by name,
// so a view answers for UIView's own properties below.
extension UIView: KeyValueCodingObject {
  /// Sets UIView's property named `key`, as key-value coding does on iOS: `"tag"` (a number),
  /// `"alpha"` (a number), `"hidden"` / `"isHidden"`, `"clipsToBounds"`, `"userInteractionEnabled"` /
  /// `"isUserInteractionEnabled"` (a `Bool` or a number, nonzero for true) and `"backgroundColor"` (a
  /// colour or nil). A property a subclass in a ported program declares is set through the table
  /// `inertia port` writes (``Inertia/KeyValueCodingDeclaring``), asked first. Another key, or a
  /// value of another type, changes nothing: a log line says so (iOS would raise).
  public func setValue(_ value: Any?, forKey key: String) {
    if DeclaredKeys.set(value, forKey: key, on: self) { return }
    switch key {
    case "tag":
      if let number = UIFontDescriptor.number(value) { tag = Int(number) } else { return refuse(key) }
    case "alpha":
      if let number = UIFontDescriptor.number(value) { alpha = number } else { return refuse(key) }
    case "hidden", "isHidden": if let flag = Self.flag(value) { isHidden = flag } else { return refuse(key) }
    case "clipsToBounds": if let flag = Self.flag(value) { clipsToBounds = flag } else { return refuse(key) }
    case "userInteractionEnabled", "isUserInteractionEnabled":
      if let flag = Self.flag(value) { isUserInteractionEnabled = flag } else { return refuse(key) }
    case "backgroundColor":
      if value == nil {
        backgroundColor = nil
      } else if let color = value as? UIColor {
        backgroundColor = color
      } else {
        return refuse(key)
      }
    default: refuse(key)
    }
  }

  /// The value of the property named `key`: one a subclass in a ported program declares (from
  /// the table `inertia port` writes), or UIView's (the keys ``setValue(_:forKey:)`` sets, and the
  /// read-only answers `"layer"`, `"frame"`, `"bounds"`, `"center"`, which key paths such as
  /// `"layer.opacity"` go through); nil for another key.
  public func value(forKey key: String) -> Any? {
    if let declared = DeclaredKeys.value(forKey: key, of: self) { return declared }
    return switch key {
    case "tag": tag
    case "alpha": alpha
    case "hidden", "isHidden": isHidden
    case "clipsToBounds": clipsToBounds
    case "userInteractionEnabled", "isUserInteractionEnabled": isUserInteractionEnabled
    case "backgroundColor": backgroundColor
    case "layer": layer
    case "frame": frame
    case "bounds": bounds
    case "center": center
    default: nil
    }
  }

  private func refuse(_ key: String) {
    viewValueLog.warning("setValue(_:forKey:) with key \(key) changes nothing on \(type(of: self))")
  }

  /// A flag handed in as a `Bool` or a number (nonzero is true), as key-value coding reads a BOOL.
  private static func flag(_ value: Any?) -> Bool? {
    if let flag = value as? Bool { return flag }
    return UIFontDescriptor.number(value).map { $0 != 0 }
  }
}
