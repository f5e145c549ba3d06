import Inertia
import InertiaUIKit

/// A Texture node whose view is a scroll view (``ASCollectionNode``, ``ASTableNode``): the scroll
/// view settings Texture's list nodes pass to their views (kept as pending state until the view
/// loads in Texture; here the view exists with the node) are written once here for both.
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
  /// Whether the view stops on multiples of its bounds (Texture's `pagingEnabled`, the view's
  /// `isPagingEnabled`). Default false.
  public var isPagingEnabled: Bool {
    get { view.isPagingEnabled }
    set { view.isPagingEnabled = newValue }
  }
  /// Whether the view bounces vertically even when its content is not taller than it (the
  /// view's). Default false.
  public var alwaysBounceVertical: Bool {
    get { view.alwaysBounceVertical }
    set { view.alwaysBounceVertical = newValue }
  }
  /// Whether the view bounces horizontally even when its content is not wider than it (the
  /// view's). Default false.
  public var alwaysBounceHorizontal: Bool {
    get { view.alwaysBounceHorizontal }
    set { view.alwaysBounceHorizontal = newValue }
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
