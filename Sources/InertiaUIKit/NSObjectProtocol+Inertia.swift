import Foundation
import Inertia

// UIKit's views, controllers, recognizers, layers and layouts are NSObjects, so iOS code extends
// Foundation's NSObjectProtocol for them (`extension NSObjectProtocol { static var className:
// String { String(describing: self) } }`, then `MyCell.className`). Inertia's classes conform with
// NSObject's identity semantics. The conformances are `@preconcurrency`: `description` is the
// classes' own (main-actor) one, checked at run time when called off the main actor, and the other
// requirements are nonisolated, so generic and nonisolated code (Swift 5's or Swift 6's) uses them.

/// NSObject's identity answers, shared by every conformance below.
enum ObjectIdentityAnswers {
  static func isEqual(_ object: AnyObject, _ other: Any?) -> Bool {
    guard let other else { return false }
    return (other as AnyObject) === object
  }
  static func hash(_ object: AnyObject) -> Int { ObjectIdentifier(object).hashValue }
}

extension Responder: @preconcurrency NSObjectProtocol {
  /// Whether `object` is this object (NSObject's default `isEqual(_:)`).
  nonisolated public func isEqual(_ object: Any?) -> Bool { ObjectIdentityAnswers.isEqual(self, object) }
  /// The object's identity as a number (NSObject's default `hash`).
  nonisolated public var hash: Int { ObjectIdentityAnswers.hash(self) }
  /// The object itself.
  nonisolated public func `self`() -> Self { self }
  /// False: no object here is a proxy.
  nonisolated public func isProxy() -> Bool { false }
}

extension GestureRecognizer: @preconcurrency NSObjectProtocol {
  /// Whether `object` is this recognizer (NSObject's default `isEqual(_:)`).
  nonisolated public func isEqual(_ object: Any?) -> Bool { ObjectIdentityAnswers.isEqual(self, object) }
  /// The recognizer's identity as a number (NSObject's default `hash`).
  nonisolated public var hash: Int { ObjectIdentityAnswers.hash(self) }
  /// The recognizer itself.
  nonisolated public func `self`() -> Self { self }
  /// False: no object here is a proxy.
  nonisolated public func isProxy() -> Bool { false }
}

extension Layer: @preconcurrency NSObjectProtocol {
  /// Whether `object` is this layer (NSObject's default `isEqual(_:)`).
  nonisolated public func isEqual(_ object: Any?) -> Bool { ObjectIdentityAnswers.isEqual(self, object) }
  /// The layer's identity as a number (NSObject's default `hash`).
  nonisolated public var hash: Int { ObjectIdentityAnswers.hash(self) }
  /// The layer itself.
  nonisolated public func `self`() -> Self { self }
  /// False: no object here is a proxy.
  nonisolated public func isProxy() -> Bool { false }
}

extension DisplayNode: @preconcurrency NSObjectProtocol {
  /// Whether `object` is this node (NSObject's default `isEqual(_:)`).
  nonisolated public func isEqual(_ object: Any?) -> Bool { ObjectIdentityAnswers.isEqual(self, object) }
  /// The node's identity as a number (NSObject's default `hash`).
  nonisolated public var hash: Int { ObjectIdentityAnswers.hash(self) }
  /// The node itself.
  nonisolated public func `self`() -> Self { self }
  /// False: no object here is a proxy.
  nonisolated public func isProxy() -> Bool { false }
}

extension CollectionViewLayout: @preconcurrency NSObjectProtocol {
  /// Whether `object` is this layout (NSObject's default `isEqual(_:)`).
  nonisolated public func isEqual(_ object: Any?) -> Bool { ObjectIdentityAnswers.isEqual(self, object) }
  /// The layout's identity as a number (NSObject's default `hash`).
  nonisolated public var hash: Int { ObjectIdentityAnswers.hash(self) }
  /// The layout itself.
  nonisolated public func `self`() -> Self { self }
  /// False: no object here is a proxy.
  nonisolated public func isProxy() -> Bool { false }
}

// The attributes' `isEqual(_:)` and `hash` are the class's own (value comparisons, as UIKit's).
extension CollectionViewLayoutAttributes: @preconcurrency NSObjectProtocol {
  /// The attributes themselves.
  nonisolated public func `self`() -> Self { self }
  /// False: no object here is a proxy.
  nonisolated public func isProxy() -> Bool { false }
}

// NSObject is Hashable on iOS through `isEqual(_:)` and `hash`, so programs look attributes up in
// arrays and sets (`attributeList.firstIndex(of: attribute)`, MMBannerLayout's).
extension CollectionViewLayoutAttributes: @preconcurrency Hashable {
  /// Whether the two are equal by ``Inertia/CollectionViewLayoutAttributes/isEqual(_:)`` (NSObject's `==`).
  public static func == (lhs: CollectionViewLayoutAttributes, rhs: CollectionViewLayoutAttributes) -> Bool {
    lhs.isEqual(rhs)
  }
  /// Hashes ``Inertia/CollectionViewLayoutAttributes/hash``, which agrees with `isEqual(_:)`.
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
