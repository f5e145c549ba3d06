import Inertia
import InertiaUIKit

/// The key of the layout a transition starts from (Texture's `ASTransitionContextFromLayoutKey`).
public let ASTransitionContextFromLayoutKey = "org.asyncdisplaykit.ASTransitionContextFromLayoutKey"
/// The key of the layout a transition ends at (Texture's `ASTransitionContextToLayoutKey`).
public let ASTransitionContextToLayoutKey = "org.asyncdisplaykit.ASTransitionContextToLayoutKey"

/// What a node's `animateLayoutTransition(_:)` gets (Texture's ASContextTransitioning): the layouts
/// before and after, the subnodes each lays out, those inserted and removed, and the call that
/// ends the transition.
@preconcurrency @MainActor
public protocol ASContextTransitioning: AnyObject {
  /// Whether the transition was asked to animate.
  func isAnimated() -> Bool
  /// The layout before (``ASTransitionContextFromLayoutKey``) or after
  /// (``ASTransitionContextToLayoutKey``) the transition; nil for another key, or before the node's
  /// first layout.
  func layout(forKey key: String) -> ASLayout?
  /// The size range the layout of `key` was measured in.
  func constrainedSize(forKey key: String) -> ASSizeRange
  /// The nodes the layout of `key` lays out directly, in its order.
  func subnodes(forKey key: String) -> [ASDisplayNode]
  /// The nodes the new layout has and the old one had not (already added as subnodes).
  func insertedSubnodes() -> [ASDisplayNode]
  /// The nodes the old layout had and the new one has not (removed when the transition completes,
  /// from a node that manages its subnodes).
  func removedSubnodes() -> [ASDisplayNode]
  /// The node's frame in the old layout; `CGRect.null` when it was not in it.
  func initialFrame(for node: ASDisplayNode) -> CGRect
  /// The node's frame in the new layout; `CGRect.null` when it is not in it.
  func finalFrame(for node: ASDisplayNode) -> CGRect
  /// Ends the transition: the node's `didCompleteLayoutTransition(_:)` runs. Call it once, when
  /// the animation is done; a call for a transition a newer one replaced does nothing.
  func completeTransition(_ didComplete: Bool)
}

/// One layout transition of a node: its two layouts and the nodes that come and go.
@preconcurrency @MainActor
final class ASLayoutTransitionContext: ASContextTransitioning {
  private weak var node: ASDisplayNode?
  private let animated: Bool
  private let from: (layout: ASLayout?, range: ASSizeRange)
  private let to: (layout: ASLayout, range: ASSizeRange)
  /// The nodes each layout places directly, with their frames, found once.
  private let before: [(node: ASDisplayNode, frame: CGRect)]
  private let after: [(node: ASDisplayNode, frame: CGRect)]
  private let inserted: [ASDisplayNode]
  private let removed: [ASDisplayNode]
  /// Which of the node's transitions this is (a completion for an older one is ignored).
  let serial: Int

  init(
    node: ASDisplayNode, animated: Bool, from: (layout: ASLayout?, range: ASSizeRange),
    to: (layout: ASLayout, range: ASSizeRange), serial: Int
  ) {
    self.node = node
    self.animated = animated
    self.from = from
    self.to = to
    self.serial = serial
    let before = Self.placed(in: from.layout, scale: node.hostScreenScale)
    let after = Self.placed(in: to.layout, scale: node.hostScreenScale)
    self.before = before
    self.after = after
    inserted = after.map(\.node).filter { node in !before.contains { $0.node === node } }
    removed = before.map(\.node).filter { node in !after.contains { $0.node === node } }
  }

  func isAnimated() -> Bool { animated }

  func layout(forKey key: String) -> ASLayout? {
    switch key {
    case ASTransitionContextFromLayoutKey: return from.layout
    case ASTransitionContextToLayoutKey: return to.layout
    default: return nil
    }
  }

  func constrainedSize(forKey key: String) -> ASSizeRange {
    key == ASTransitionContextFromLayoutKey ? from.range : to.range
  }

  func subnodes(forKey key: String) -> [ASDisplayNode] {
    switch key {
    case ASTransitionContextFromLayoutKey: return before.map(\.node)
    case ASTransitionContextToLayoutKey: return after.map(\.node)
    default: return []
    }
  }

  func insertedSubnodes() -> [ASDisplayNode] { inserted }

  func removedSubnodes() -> [ASDisplayNode] { removed }

  func initialFrame(for node: ASDisplayNode) -> CGRect { before.first { $0.node === node }?.frame ?? .null }

  func finalFrame(for node: ASDisplayNode) -> CGRect { after.first { $0.node === node }?.frame ?? .null }

  func completeTransition(_ didComplete: Bool) {
    node?.transitionDidComplete(self)
  }

  /// The nodes `layout` places directly, their origins on the pixel grid of `scale`.
  private static func placed(in layout: ASLayout?, scale: CGFloat) -> [(node: ASDisplayNode, frame: CGRect)] {
    guard let layout else { return [] }
    return DisplayNode.directNodes(in: layout, pixelScale: scale).compactMap { entry in
      (entry.node as? ASDisplayNode).map { ($0, entry.frame) }
    }
  }
}
