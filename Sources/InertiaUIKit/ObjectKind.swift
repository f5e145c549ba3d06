import Inertia

// NSObject's class tests, which iOS code calls on views, layers and recognizers
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

extension Responder {
  /// Whether the object is an instance of `aClass` or of a subclass of it (NSObject's `isKind(of:)`).
  public func isKind(of aClass: AnyClass) -> Bool { isClass(type(of: self), kindOf: aClass) }
  /// Whether the object is an instance of exactly `aClass` (NSObject's `isMember(of:)`).
  public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension GestureRecognizer {
  /// Whether the recognizer is an instance of `aClass` or of a subclass of it (`isKind(of:)`).
  public func isKind(of aClass: AnyClass) -> Bool { isClass(type(of: self), kindOf: aClass) }
  /// Whether the recognizer is an instance of exactly `aClass` (`isMember(of:)`).
  public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension Layer {
  /// Whether the layer is an instance of `aClass` or of a subclass of it (`isKind(of:)`).
  public func isKind(of aClass: AnyClass) -> Bool { isClass(type(of: self), kindOf: aClass) }
  /// Whether the layer is an instance of exactly `aClass` (`isMember(of:)`).
  public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension CollectionViewLayout {
  /// Whether the layout is an instance of `aClass` or of a subclass of it (`isKind(of:)`), as code
  /// switching on the current layout asks (`layout.isKind(of: UICollectionViewFlowLayout.self)`).
  public func isKind(of aClass: AnyClass) -> Bool { isClass(type(of: self), kindOf: aClass) }
  /// Whether the layout is an instance of exactly `aClass` (`isMember(of:)`).
  public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension CollectionViewLayoutAttributes {
  /// Whether the attributes are an instance of `aClass` or of a subclass of it (`isKind(of:)`).
  public func isKind(of aClass: AnyClass) -> Bool { isClass(type(of: self), kindOf: aClass) }
  /// Whether the attributes are an instance of exactly `aClass` (`isMember(of:)`).
  public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}
