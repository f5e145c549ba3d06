import Inertia
import InertiaUIKit

extension ASDisplayNode {
  /// Texture's range debug overlay switch (`ASDisplayNode.shouldShowRangeDebugOverlay`, from
  /// AsyncDisplayKit+Debug): Texture then adds a small translucent panel to the key window showing
  /// each list's ranges. Kept as set; InertiaTexture adds no panel, so nothing covers the window
  /// (on iOS the panel, a third of the window wide in its lower right corner, takes the touches
  /// that land on it). Default false.
  public static var shouldShowRangeDebugOverlay: Bool {
    get { RangeDebugOverlaySwitch.isOn }
    set { RangeDebugOverlaySwitch.isOn = newValue }
  }

  /// Makes the node draw its subtree into its own view (Texture's `enableSubtreeRasterization`):
  /// the subnodes keep their frames, and a touch anywhere in the subtree lands on this node's view,
  /// as the subnodes of a rasterized node have no views of their own in Texture. As Texture, it
  /// must be called before the node's view (or a subnode's) loads: then, or when the node is
  /// already rasterized, nothing changes. Here the subnodes still make views when shown (Texture
  /// makes none), so their `didLoad()` runs.
  public func enableSubtreeRasterization() {
    guard !rasterizesSubtree, !Self.hasLoadedNode(in: self) else { return }
    rasterizesSubtree = true
  }

  /// Whether `node` or a node below it has loaded its view.
  private static func hasLoadedNode(in node: DisplayNode) -> Bool {
    node.isNodeLoaded || node.subnodes.contains { hasLoadedNode(in: $0) }
  }
}

/// The process-wide value of ``ASDisplayNode/shouldShowRangeDebugOverlay``.
@MainActor enum RangeDebugOverlaySwitch {
  static var isOn = false
}
