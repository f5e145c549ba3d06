/// NSObject's description of an object: `<ClassName: 0x…>`. The number identifies the object for
/// its lifetime (it is not its address on every platform).
func objectDescription(_ object: AnyObject) -> String {
  "<\(type(of: object)): \(objectAddress(object))>"
}

/// An object's number as NSObject's description shows it (`0x…`): it identifies the object for its
/// lifetime.
func objectAddress(_ object: AnyObject) -> String {
  "0x\(String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16))"
}

/// A class's name as iOS logs it: Inertia's own classes by UIKit's name (`View` is `UIView`,
/// `LayoutConstraint` is `NSLayoutConstraint`), a program's by its module-qualified name
/// (`SnapKit.LayoutConstraint`), as `NSStringFromClass` gives a Swift class's.
func uikitClassName(_ type: AnyClass) -> String {
  let name = String(reflecting: type)
  guard name.hasPrefix("Inertia.") else { return name }
  let bare = name.dropFirst("Inertia.".count)
  return bare == "LayoutConstraint" ? "NSLayoutConstraint" : "UI" + bare
}
