import Inertia

extension ASDisplayNode {
  /// Whether `object` is this very class, as NSObject's class method `isEqual(_:)` answers for
  /// Texture's nodes (`layoutExampleType.isEqual(HeaderNode.self)`). Subclasses are not equal.
  public class func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AnyClass else { return false }
    return ObjectIdentifier(other) == ObjectIdentifier(self)
  }
}
