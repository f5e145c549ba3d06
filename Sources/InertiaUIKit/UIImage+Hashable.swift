import Inertia

extension Image: Hashable {
  /// Hashes the image object's identity, as its `==` compares it (UIImage is a hashable
  /// NSObject, so a struct holding one can be `Hashable`).
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
