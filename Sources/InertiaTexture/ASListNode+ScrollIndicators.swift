import Inertia
import InertiaUIKit

/// A Texture node whose view is a scroll view (``ASCollectionNode``, ``ASTableNode``): the scroll
/// view settings Texture's list nodes pass to their views are written once here for both.
@MainActor public protocol ASScrollViewBackedNode: AnyObject {
  /// The scroll view kind the node's view is.
  associatedtype BackingScrollView: ScrollView
  /// The node's view.
  var view: BackingScrollView { get }
}

extension ASScrollViewBackedNode {
  /// Whether the view shows its vertical scroll indicator (the view's). Default true.
  public var showsVerticalScrollIndicator: Bool {
    get { view.showsVerticalScrollIndicator }
    set { view.showsVerticalScrollIndicator = newValue }
  }
  /// Whether the view shows its horizontal scroll indicator (the view's). Default true.
  public var showsHorizontalScrollIndicator: Bool {
    get { view.showsHorizontalScrollIndicator }
    set { view.showsHorizontalScrollIndicator = newValue }
  }
}

extension ASCollectionNode: ASScrollViewBackedNode {}
extension ASTableNode: ASScrollViewBackedNode {}

extension ASStackLayoutSpec {
  /// A wrapping stack with the spacing between its lines (Texture 2.8's initializer).
  public convenience init(
    direction: ASStackLayoutDirection, spacing: CGFloat, justifyContent: ASStackLayoutJustifyContent,
    alignItems: ASStackLayoutAlignItems, flexWrap: ASStackLayoutFlexWrap,
    alignContent: ASStackLayoutAlignContent, lineSpacing: CGFloat, children: [ASLayoutElement]
  ) {
    self.init(
      direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
      flexWrap: flexWrap, alignContent: alignContent, children: children)
    self.lineSpacing = lineSpacing
  }
}
