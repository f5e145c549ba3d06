import Foundation

/// What CSS's rules need of an element beyond its layout: its padding (and border), its range
/// with box-sizing applied, and its min-content length (css-sizing-3), for
/// ``LayoutCompatibility/css``.
extension LayoutSpec {
  /// The element's padding and border: the finite insets of an inset spec, or of the inset a
  /// node's own spec is; zero otherwise.
  var padding: EdgeInsets {
    switch kind {
    case .inset(let insets, _): return Self.finite(insets)
    case .node(let node):
      if case .spec(let inner) = node.content, case .inset(let insets, _) = inner.kind {
        return Self.finite(insets)
      }
      return .zero
    default: return .zero
    }
  }

  private static func finite(_ insets: EdgeInsets) -> EdgeInsets {
    func value(_ length: CGFloat) -> CGFloat { length.isFinite ? length : 0 }
    return EdgeInsets(
      top: value(insets.top), left: value(insets.left), bottom: value(insets.bottom),
      right: value(insets.right))
  }

  /// The padding along one axis (both sides).
  func padding(vertical: Bool) -> CGFloat {
    let insets = padding
    return vertical ? insets.top + insets.bottom : insets.left + insets.right
  }

  /// The range the element's style allows against `parent`; with content-box sizing its finite
  /// sizes grow by its padding.
  func ownRange(parent: CGSize) -> SizeRange {
    let range = style.sizeRange(parent: parent)
    guard style.boxSizing == .contentBox else { return range }
    let insets = padding
    let extra = CGSize(width: insets.left + insets.right, height: insets.top + insets.bottom)
    guard extra != .zero else { return range }
    func grow(_ size: CGSize) -> CGSize {
      CGSize(
        width: size.width.isFinite ? size.width + extra.width : size.width,
        height: size.height.isFinite ? size.height + extra.height : size.height)
    }
    // A minimum of 0 is unset, so padding still floors the element.
    return SizeRange(min: grow(range.min), max: grow(range.max))
  }

  /// A length of the style (`dimension`, resolved against `parent`) as the element's outer
  /// length along an axis: plus the padding there under content-box sizing. NaN stays NaN.
  func outerLength(_ dimension: LayoutDimension, parent: CGFloat, automatic: CGFloat, vertical: Bool)
    -> CGFloat
  {
    let value = dimension.resolve(parent: parent, automatic: automatic)
    guard style.boxSizing == .contentBox, value.isFinite else { return value }
    return value + padding(vertical: vertical)
  }

  /// The element's min-content length along an axis (css-sizing-3): the smallest it can be
  /// without its content overflowing. Text breaks between any two characters here; plain nodes
  /// have none; a stack sums its children along its direction and takes the largest across.
  func minContentLength(vertical: Bool) -> CGFloat {
    switch kind {
    case .node(let node):
      switch node.content {
      case .plain, .deferred: return 0
      case .intrinsic(let size): return vertical ? size.height : size.width
      case .text(let text):
        guard !text.text.isEmpty else { return vertical ? text.fontSize * 1.2 : 0 }
        let size = text.measure(maxWidth: vertical ? .infinity : 0)
        return vertical ? size.height : size.width
      case .spec(let inner): return inner.minContentContribution(vertical: vertical)
      }
    case .stack(let stack):
      let along = (stack.direction == .vertical) == vertical
      var total: CGFloat = 0
      for child in stack.children {
        let length = child.minContentContribution(vertical: vertical)
        if along && !stack.flexWrap {
          total += length + child.style.spacingBefore + child.style.spacingAfter
        } else {
          total = max(total, length)
        }
      }
      if along && !stack.flexWrap { total += stack.spacing * CGFloat(max(stack.children.count - 1, 0)) }
      return total
    case .inset(_, let child):
      return child.minContentContribution(vertical: vertical) + padding(vertical: vertical)
    case .overlay(let child, _), .background(let child, _), .center(_, let child), .ratio(_, let child),
      .relative(_, let child), .corner(_, let child, _):
      return child.minContentContribution(vertical: vertical)
    case .absolute(_, let children), .wrapper(let children):
      return children.reduce(0) { max($0, $1.minContentContribution(vertical: vertical)) }
    }
  }

  /// The element's min-content contribution: its definite size when it has one, else its
  /// min-content length, within its min and max and never below its padding.
  func minContentContribution(vertical: Bool) -> CGFloat {
    let exact = outerLength(
      vertical ? style.height : style.width, parent: .nan, automatic: .nan, vertical: vertical)
    var length = exact.isNaN ? minContentLength(vertical: vertical) : exact
    let low = outerLength(
      vertical ? style.minHeight : style.minWidth, parent: .nan, automatic: 0, vertical: vertical)
    let high = outerLength(
      vertical ? style.maxHeight : style.maxWidth, parent: .nan, automatic: .infinity, vertical: vertical)
    length = min(max(length, low), max(high, low))
    return max(length, padding(vertical: vertical))
  }
}
