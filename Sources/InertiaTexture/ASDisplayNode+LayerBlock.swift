import Inertia
import InertiaUIKit

/// Texture's ASDisplayNodeLayerBlock: makes the layer of a layer-backed node (see
/// ``ASDisplayNode/init(layerBlock:didLoad:)``).
public typealias ASDisplayNodeLayerBlock = () -> CALayer

extension ASDisplayNode {
  /// A layer-backed node whose layer is made by `layerBlock` when the node loads (Texture's
  /// `init(layerBlock:didLoad:)`: a gradient or shape layer as a node); `didLoad` runs once, right
  /// after. As Texture's, the node is layer-backed (it takes no touches) and its `layer` is the
  /// block's layer. Nodes here always have a view: it holds the block's layer, kept at its bounds.
  public convenience init(
    layerBlock: @escaping ASDisplayNodeLayerBlock, didLoad: ASDisplayNodeDidLoadBlock? = nil
  ) {
    self.init(viewBlock: { ASLayerHostView(hosted: layerBlock()) }, didLoad: didLoad)
    isLayerBacked = true
  }
}

/// The view of a node made with a layer block: the block's layer fills its bounds.
final class ASLayerHostView: UIView {
  /// The layer the block made.
  let hosted: CALayer

  init(hosted: CALayer) {
    self.hosted = hosted
    super.init(frame: .zero)
    layer.addSublayer(hosted)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    hosted.frame = bounds
  }
}
