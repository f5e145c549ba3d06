/// Responders compare and hash by identity, as UIKit's NSObject-based responders do, so
/// `scrollView == outerScrollView` and sets of views work as in UIKit code.
extension Responder: Hashable {
  /// Whether `lhs` and `rhs` are the same object.
  nonisolated public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
