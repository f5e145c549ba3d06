import Inertia

/// Recognizers and layers compare and hash by identity, as UIKit's NSObject-based ones do, so
/// `gestureRecognizer == panRecognizer` in a delegate method and sets of layers compile and work.
extension GestureRecognizer: Hashable {
  /// Whether `lhs` and `rhs` are the same recognizer.
  nonisolated public static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool { lhs === rhs }
  /// Hashes the recognizer's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Layer: Hashable {
  /// Whether `lhs` and `rhs` are the same layer.
  nonisolated public static func == (lhs: Layer, rhs: Layer) -> Bool { lhs === rhs }
  /// Hashes the layer's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
