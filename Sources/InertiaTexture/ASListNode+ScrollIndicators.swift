import Inertia
import InertiaUIKit

// Texture's list nodes pass these scroll view settings to their views.
extension ASCollectionNode {
  /// Whether the collection view shows its vertical scroll indicator (the view's). Default true.
  public var showsVerticalScrollIndicator: Bool {
    get { view.showsVerticalScrollIndicator }
    set { view.showsVerticalScrollIndicator = newValue }
  }
  /// Whether the collection view shows its horizontal scroll indicator (the view's). Default true.
  public var showsHorizontalScrollIndicator: Bool {
    get { view.showsHorizontalScrollIndicator }
    set { view.showsHorizontalScrollIndicator = newValue }
  }
}

extension ASTableNode {
  /// Whether the table view shows its vertical scroll indicator (the view's). Default true.
  public var showsVerticalScrollIndicator: Bool {
    get { view.showsVerticalScrollIndicator }
    set { view.showsVerticalScrollIndicator = newValue }
  }
  /// Whether the table view shows its horizontal scroll indicator (the view's). Default true.
  public var showsHorizontalScrollIndicator: Bool {
    get { view.showsHorizontalScrollIndicator }
    set { view.showsHorizontalScrollIndicator = newValue }
  }
}

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
