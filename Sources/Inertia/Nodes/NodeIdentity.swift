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

  /// No node: what a ``Layout`` holds when it stands for none (never a layout's ``Layout/identity``).
  private init() {}

  /// The identity standing for no node.
  static let none = NodeIdentity()

  /// The node, or nil once it is gone.
  public var node: DisplayNode? { storedNode }

  /// The node's content for measuring in `range` (its spec built for that range, or its leaf
  /// content), nil once the node is gone. A node's spec is built on the main actor, as its
  /// `layoutSpecThatFits(_:)` is isolated there: measuring on another thread asks the main
  /// actor for it and waits.
  func content(in range: SizeRange) -> LayoutNode.Content? {
    // The main actor runs on the main queue, which need not be the main thread (dispatch_main
    // serves it from worker threads): the queue is what tells.
    if Self.isOnMainQueue {
      return MainActor.assumeIsolated { storedNode?.layoutContent(in: range) }
    }
    // A worker of a concurrent measuring pass (NodeMeasurer) asks the main actor, which serves
    // its pass's requests until the pass ends.
    if let server = ContentServer.current { return server.content(of: self, in: range) }
    return DispatchQueue.main.sync {
      MainActor.assumeIsolated { storedNode?.layoutContent(in: range) }
    }
  }

  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  private static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

  /// Identity: equal only to itself.
  public static func == (lhs: NodeIdentity, rhs: NodeIdentity) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
