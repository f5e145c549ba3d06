import Foundation

/// What CSS's rules need of an element beyond its layout: its padding (and border), its range
/// with box-sizing applied, and its min-content length (css-sizing-3), for
/// ``LayoutCompatibility/css``.
extension LayoutSpec {
  /// The element's padding and border: the finite insets of an inset spec, or of the inset a
  /// node's own spec is; zero otherwise.
  var padding: EdgeInsets { Self.padding(of: kind) }

  /// The padding of an element of `kind` (see ``padding``), for callers that read a spec in place.
  static func padding(of kind: Kind) -> EdgeInsets {
    switch kind {
    case .inset(let insets, _): return finite(insets)
    case .node(let node):
      if case .spec(let inner) = node.content, case .inset(let insets, _) = inner.kind {
        return finite(insets)
      }
      return .zero
    default: return .zero
    }
  }

  /// The padding of an element of `kind` along one axis (both sides).
  static func padding(of kind: Kind, vertical: Bool) -> CGFloat {
    switch kind {
    case .inset, .node:
      let insets = padding(of: kind)
      return vertical ? insets.top + insets.bottom : insets.left + insets.right
    default: return 0
    }
  }

  private static func finite(_ insets: EdgeInsets) -> EdgeInsets {
    func value(_ length: CGFloat) -> CGFloat { length.isFinite ? length : 0 }
    return EdgeInsets(
      top: value(insets.top), left: value(insets.left), bottom: value(insets.bottom),
      right: value(insets.right))
  }

  /// The padding along one axis (both sides).
  func padding(vertical: Bool) -> CGFloat { Self.padding(of: kind, vertical: vertical) }

  /// The range the element's style allows against `parent`; with content-box sizing its finite
  /// sizes grow by its padding.
  func ownRange(parent: CGSize) -> SizeRange { Self.ownRange(style: style, kind: kind, parent: parent) }

  /// The same for an element of `style` and `kind`, for callers that read a spec in place (a
  /// call on a spec read through a pointer copies it).
  static func ownRange(style: LayoutElementStyle, kind: Kind, parent: CGSize) -> SizeRange {
    let range = style.sizeRange(parent: parent)
    guard style.boxSizing == .contentBox else { return range }
    let insets = padding(of: kind)
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

  /// The element's min-content length along an axis (css-sizing-3): the smallest it can be
  /// without its content overflowing. Text breaks between any two characters here; plain nodes
  /// have none; a stack sums its children along its direction and takes the largest across (a
  /// stack with a cache keeps its children's lengths while their kinds are unchanged).
  func minContentLength(vertical: Bool, context: LayoutContext) -> CGFloat {
    switch kind {
    case .node(let node):
      switch node.content {
      case .plain, .deferred: return 0
      case .intrinsic(let size): return vertical ? size.height : size.width
      case .layout(let decided): return vertical ? decided.size.height : decided.size.width
      case .text(let text):
        guard !text.text.isEmpty else { return vertical ? text.fontSize * 1.2 : 0 }
        let size = text.measure(maxWidth: vertical ? .infinity : 0)
        return vertical ? size.height : size.width
      case .spec(let inner): return inner.minContentContribution(vertical: vertical, context: context)
      }
    case .stack(let stack):
      let cache = stack.cacheReference
      guard cache !== StackLayoutCache.none else {
        return stack.minContentLength(vertical: vertical) { _, child in
          child.pointee.minContentLength(vertical: vertical, context: context)
        }
      }
      let store = cache.take(count: stack.children.count, context: context)
      defer { cache.put(store) }
      return stack.minContentLength(vertical: vertical) { index, child in
        store.minContentLength(index, child, vertical: vertical, context: context)
      }
    case .inset(_, let child):
      return child.minContentContribution(vertical: vertical, context: context) + padding(vertical: vertical)
    case .overlay(let child, _), .background(let child, _), .center(_, let child), .ratio(_, let child),
      .relative(_, let child), .corner(_, let child, _):
      return child.minContentContribution(vertical: vertical, context: context)
    case .absolute(_, let children), .wrapper(let children):
      return children.reduce(0) { max($0, $1.minContentContribution(vertical: vertical, context: context)) }
    }
  }

  /// The element's min-content contribution: its definite size when it has one, else its
  /// min-content length, within its min and max and never below its padding.
  func minContentContribution(vertical: Bool, context: LayoutContext) -> CGFloat {
    minContentContribution(vertical: vertical) { minContentLength(vertical: vertical, context: context) }
  }

  /// The same with the min-content length given by `length` (asked only when needed).
  func minContentContribution(vertical: Bool, length minContent: () -> CGFloat) -> CGFloat {
    Self.minContentContribution(style: style, kind: kind, vertical: vertical, length: minContent)
  }

  /// The same for an element of `style` and `kind`, for callers that read a spec in place.
  static func minContentContribution(
    style: LayoutElementStyle, kind: Kind, vertical: Bool, length minContent: () -> CGFloat
  ) -> CGFloat {
    let padding = padding(of: kind, vertical: vertical)
    let isContentBox = style.boxSizing == .contentBox
    func outer(_ dimension: LayoutDimension, automatic: CGFloat) -> CGFloat {
      let value = dimension.resolve(parent: .nan, automatic: automatic)
      return isContentBox && value.isFinite ? value + padding : value
    }
    let exact = outer(vertical ? style.height : style.width, automatic: .nan)
    var length = exact.isNaN ? minContent() : exact
    let low = outer(vertical ? style.minHeight : style.minWidth, automatic: 0)
    let high = outer(vertical ? style.maxHeight : style.maxWidth, automatic: .infinity)
    length = min(max(length, low), max(high, low))
    return max(length, padding)
  }
}

extension LayoutSpec {
  /// The height an element of `style` and `kind` takes in a column whose height is indefinite
  /// (its hypothetical main size, css-flexbox-1 9.2 step 3 and 4.5), with its min-content height
  /// given by `length` (asked only when needed): its flex base size (the flex basis when that is
  /// definite, else as ``minContentContribution(style:kind:vertical:length:)``) within its min and
  /// max, where an automatic minimum is its min-content height, or its specified height when that
  /// is smaller. A column's height is laid out, not summed from min-content contributions, so
  /// this is a column's min-content height per item; it differs from the contribution only for a
  /// definite flex basis.
  static func hypotheticalContribution(
    style: LayoutElementStyle, kind: Kind, length minContent: () -> CGFloat
  ) -> CGFloat {
    let padding = padding(of: kind, vertical: true)
    let isContentBox = style.boxSizing == .contentBox
    func outer(_ dimension: LayoutDimension, automatic: CGFloat) -> CGFloat {
      let value = dimension.resolve(parent: .nan, automatic: automatic)
      return isContentBox && value.isFinite ? value + padding : value
    }
    let basis = outer(style.flexBasis, automatic: .nan)
    guard !basis.isNaN else {
      return minContentContribution(style: style, kind: kind, vertical: true, length: minContent)
    }
    let exact = outer(style.height, automatic: .nan)
    let high = outer(style.maxHeight, automatic: .infinity)
    var low = outer(style.minHeight, automatic: .nan)
    if low.isNaN {
      let content = minContent()
      low = exact.isNaN ? content : min(content, exact)
      low = min(low, high)
    }
    low = max(low, padding)
    return max(min(max(basis, low), max(high, low)), padding)
  }
}

extension StackLayoutSpec {
  /// The stack's min-content length along an axis from its children's min-content lengths
  /// (`length(index, child)`): summed along its direction, the largest across.
  /// The children are read in place (`child` points at one): a copy of each would cost more.
  func minContentLength(vertical: Bool, length: (Int, UnsafePointer<LayoutSpec>) -> CGFloat) -> CGFloat {
    let along = (direction == .vertical) == vertical
    var total: CGFloat = 0
    children.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for index in buffer.indices {
        let child = base + index
        let contribution =
          along && vertical && !flexWrap
          ? LayoutSpec.hypotheticalContribution(style: child.pointee.style, kind: child.pointee.kind) {
            length(index, child)
          }
          : LayoutSpec.minContentContribution(
            style: child.pointee.style, kind: child.pointee.kind, vertical: vertical
          ) { length(index, child) }
        if along && !flexWrap {
          total += contribution + child.pointee.style.spacingBefore + child.pointee.style.spacingAfter
        } else {
          total = max(total, contribution)
        }
      }
    }
    if along && !flexWrap { total += spacing * CGFloat(max(children.count - 1, 0)) }
    return total
  }
}

extension StackLayoutCache.Store {
  /// Child `index`'s min-content length along an axis, worked out once per kind.
  func minContentLength(
    _ index: Int, _ child: UnsafePointer<LayoutSpec>, vertical: Bool, context: LayoutContext
  ) -> CGFloat {
    bind(index, child.pointee.kind)
    let kept = vertical ? children[index].minContent.height : children[index].minContent.width
    if !kept.isNaN { return kept }
    let length = child.pointee.minContentLength(vertical: vertical, context: context)
    if vertical {
      children[index].minContent.height = length
    } else {
      children[index].minContent.width = length
    }
    return length
  }
}
