import Inertia
import InertiaUIKit

/// Texture's ASLayoutElement: anything a layout spec can hold (a node or a spec), with a style.
@preconcurrency @MainActor
public protocol ASLayoutElement: AnyObject, LayoutSpecConvertible {
  /// How the element sizes and flexes inside its parent.
  var style: ASLayoutElementStyle { get set }
}

extension ASLayoutElement {
  /// Changes the element's style in `block` and returns the element (Texture's
  /// `styledWithBlock:` of ASLayoutElementStylability, which nodes and specs adopt), so a spec's
  /// children can be styled where they are listed: `tableNode.styled { $0.flexGrow = 1 }`.
  @discardableResult
  public func styled(_ block: (inout ASLayoutElementStyle) -> Void) -> Self {
    block(&style)
    return self
  }

  /// Measures the element within `constrainedSize` and returns its layout, as Texture's
  /// layoutThatFits:.
  /// A node keeps the layout as its pending one, which ``ASDisplayNode/calculatedSize`` answers
  /// until the node lays out or its layout goes stale, as Texture's node keeps
  /// `_pendingDisplayNodeLayout` (a node measured by hand, then placed at its `calculatedSize`).
  /// A node measured in a range it was not measured in before measures the nodes below afresh
  /// too, as Texture does (its stacks give a child of an unfixed range an undefined parent size).
  public func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
    guard let node = self as? ASDisplayNode else {
      return makeLayoutSpec().calculateLayoutThatFits(constrainedSize)
    }
    let layout = node.layoutMeasuredByHand(within: constrainedSize)
    node.keepPendingLayout(layout)
    return layout
  }
}

/// Texture's ASDisplayNodeViewBlock: makes a node's view (see ``ASDisplayNode/init(viewBlock:didLoad:)``);
/// called on the main actor, not isolated in its type, as Texture's Objective-C block imports (a
/// closure written on the main actor stays isolated to it).
public typealias ASDisplayNodeViewBlock = () -> UIView
