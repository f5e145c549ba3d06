import Inertia
import InertiaUIKit

extension View {
  /// Adds `subnode`'s view as the last subview, as Texture's `UIView (AsyncDisplayKit)` category
  /// does (`view.addSubnode(tableNode)` in a plain view controller's `viewDidLoad`). The node's
  /// frame stays its own: set it (or its view's) to place the node; its view lays the node out at
  /// that frame. A layer-backed node is added by its view too (every node here has one).
  public func addSubnode(_ subnode: ASDisplayNode) {
    addSubview(subnode.view)
  }
}
