import Foundation

/// Which ``DisplayNode`` a layout element stands for, as Texture's ASLayout holds its element
/// itself: layouts and specs carry this object, so two nodes with one name never stand for each
/// other. It holds its node weakly, so the layouts a node caches do not keep it alive. Two
/// identities are equal only when they are the same object.
///
/// See also: ``LayoutNode/identity``, ``Layout/identity``.
public final class NodeIdentity: Hashable, @unchecked Sendable {
  // Written once, in init; the runtime clears a weak reference atomically when the node goes.
  private weak var storedNode: DisplayNode?

  @MainActor init(_ node: DisplayNode) { storedNode = node }

  /// The node, or nil once it is gone.
  public var node: DisplayNode? { storedNode }

  /// Identity: equal only to itself.
  public static func == (lhs: NodeIdentity, rhs: NodeIdentity) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
