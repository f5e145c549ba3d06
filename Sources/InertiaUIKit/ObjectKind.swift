import Inertia

// NSObject's class tests, which iOS code calls on views, layers, recognizers and layouts
// (`recognizer.isKind(of: UITapGestureRecognizer.self)`): Swift's class hierarchy answers them.

/// Whether `type` is `ancestor` or a subclass of it.
func isClass(_ type: AnyClass, kindOf ancestor: AnyClass) -> Bool {
  var current: AnyClass? = type
  while let candidate = current {
    if candidate == ancestor { return true }
    current = _getSuperclass(candidate)
  }
  return false
}

/// Objects that answer NSObject's class tests, `isKind(of:)` and `isMember(of:)`, from Swift's
/// class hierarchy: the roots of the classes iOS code asks them of.
public protocol ClassKindTesting: AnyObject {}

extension ClassKindTesting {
  /// Whether the object is an instance of `aClass` or of a subclass of it (NSObject's `isKind(of:)`),
  /// as code switching on a layout or a recognizer asks (`layout.isKind(of: UICollectionViewFlowLayout.self)`).
  public func isKind(of aClass: AnyClass) -> Bool { isClass(type(of: self), kindOf: aClass) }
  /// Whether the object is an instance of exactly `aClass` (NSObject's `isMember(of:)`).
  public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
  /// The class's name, module first (NSObject's class method `description()`, which code logging or
  /// switching on a layout class calls: `type(of: self).description()`), as `NSStringFromClass` gives it.
  public static func description() -> String { NSStringFromClass(self) }
  /// The class an archiver records for the object (NSObject's `classForCoder`): the object's own
  /// class, so `view.classForCoder.description()` names it and `view.classForCoder ==
  /// NSClassFromString(name)` compares it.
  public var classForCoder: Self.Type { type(of: self) }
  /// The class itself, as NSObject's instance method `classForCoder` answers when sent to a class
  /// object (`Bundle(for: self.classForCoder())` in a class method finds the class's bundle).
  public static func classForCoder() -> AnyClass { self }
}

extension Responder: ClassKindTesting {}
extension GestureRecognizer: ClassKindTesting {}
extension Layer: ClassKindTesting {}
extension CollectionViewLayout: ClassKindTesting {}
extension CollectionViewLayoutAttributes: ClassKindTesting {}
