import Foundation

extension LayoutSpec {
  /// This spec with `cache` given to its main stack when that stack has none: the spec itself when
  /// it is a stack, else the stack reached through wrappers of one child (inset, center, ratio,
  /// relative, and the child of an overlay, background or corner), as a scroll node's content is
  /// usually a stack inside an inset. Laying the spec out again then measures only the children
  /// that changed. Other specs are returned as they are.
  func withMainStackCache(_ cache: StackLayoutCache) -> LayoutSpec {
    switch kind {
    case .stack(var stack):
      guard stack.cache == nil else { return self }
      stack.cache = cache
      return LayoutSpec(.stack(stack), style: style)
    case .inset(let insets, let child):
      return LayoutSpec(.inset(insets, child: child.withMainStackCache(cache)), style: style)
    case .center(let options, let child):
      return LayoutSpec(.center(options, child: child.withMainStackCache(cache)), style: style)
    case .ratio(let ratio, let child):
      return LayoutSpec(.ratio(ratio, child: child.withMainStackCache(cache)), style: style)
    case .relative(let options, let child):
      return LayoutSpec(.relative(options, child: child.withMainStackCache(cache)), style: style)
    case .overlay(let child, let overlay):
      return LayoutSpec(.overlay(child: child.withMainStackCache(cache), overlay: overlay), style: style)
    case .background(let child, let background):
      return LayoutSpec(
        .background(child: child.withMainStackCache(cache), background: background), style: style)
    case .corner(let options, let child, let corner):
      return LayoutSpec(
        .corner(options, child: child.withMainStackCache(cache), corner: corner), style: style)
    case .node, .absolute, .wrapper:
      return self
    }
  }
}
