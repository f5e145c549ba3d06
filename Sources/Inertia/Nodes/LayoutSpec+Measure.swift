import Foundation

extension LayoutSpec {
  /// Measures the spec as a root within `constrainedSize` (the parent size for fractions is the
  /// range's max), as Texture's layoutThatFits:.
  public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext = LayoutContext())
    -> Layout
  {
    var context = context
    // A CSS pass keeps its stacks' layouts by range (they are asked again for the same ranges).
    if context.compatibility == .css && context.cssMemo == nil { context.cssMemo = CSSLayoutMemo() }
    return layoutThatFits(constrainedSize, parentSize: constrainedSize.max, context: context)
  }

  /// Measures the spec inside a parent of `parentSize` (non-finite components are undefined):
  /// the range is intersected with the style's, then the kind lays itself out.
  func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
    layoutThatFits(constrainedSize, ownRange: ownRange(parent: parentSize), context: context)
  }

  /// The same with the style's range already resolved against the parent (`ownRange`).
  func layoutThatFits(_ constrainedSize: SizeRange, ownRange: SizeRange, context: LayoutContext) -> Layout {
    layout(resolved: constrainedSize.intersect(ownRange), context: context)
  }

  /// Measures the kind in `range`, the constrained size already intersected with the style's.
  func layout(resolved range: SizeRange, context: LayoutContext) -> Layout {
    kind.layout(resolved: range, context: context)
  }
}

extension LayoutSpec.Kind {
  /// Measures the kind in `range` (the element's constrained size intersected with its style's).
  func layout(resolved range: SizeRange, context: LayoutContext) -> Layout {
    var spare: [Layout] = []
    return layout(resolved: range, context: context, spare: &spare)
  }

  /// The same, a stack writing its sublayouts into `spare`'s storage when it is empty and large
  /// enough (a cache's emptied sublayouts of a layout this one replaces).
  func layout(resolved range: SizeRange, context: LayoutContext, spare: inout [Layout]) -> Layout {
    var layout = measure(in: range, context: context, spare: &spare)
    // ASLayout keeps sizes on whole device pixels, rounding up (CSS keeps fractions).
    guard context.compatibility == .texture else { return layout }
    let pixels = context.pixels
    layout.size = CGSize(width: pixels.ceil(layout.size.width), height: pixels.ceil(layout.size.height))
    return layout
  }

  private func measure(in range: SizeRange, context: LayoutContext, spare: inout [Layout]) -> Layout {
    switch self {
    case .node(let node): return node.layout(in: range, context: context)
    case .stack(let stack): return stack.layout(in: range, context: context, spare: &spare)
    case .inset(let insets, let child): return LayoutSpec.insetLayout(insets, child, range, context)
    case .overlay(let child, let overlay): return LayoutSpec.layered(child, above: overlay, range, context)
    case .background(let child, let background):
      return LayoutSpec.layered(child, below: background, range, context)
    case .center(let options, let child):
      let relative = LayoutSpec.RelativeOptions(
        horizontal: options.x ? .center : .none, vertical: options.y ? .center : .none,
        minimumWidth: options.minimumX, minimumHeight: options.minimumY)
      var layout = LayoutSpec.relativeLayout(relative, child, range, context)
      layout.element = .spec("center")
      return layout
    case .ratio(let ratio, let child): return LayoutSpec.ratioLayout(ratio, child, range, context)
    case .relative(let options, let child): return LayoutSpec.relativeLayout(options, child, range, context)
    case .absolute(let sizing, let children):
      return LayoutSpec.absoluteLayout(sizing, children, range, context)
    case .wrapper(let children): return LayoutSpec.wrapperLayout(children, range, context)
    case .corner(let options, let child, let corner):
      return LayoutSpec.cornerLayout(options, child, corner, range, context)
    }
  }
}

extension LayoutSpec {
  /// The max where it is usable, else undefined (NaN), as Texture passes to children.
  static func definedSize(_ size: CGSize) -> CGSize {
    CGSize(
      width: isUsableLength(size.width) ? size.width : .nan,
      height: isUsableLength(size.height) ? size.height : .nan)
  }

  fileprivate static func insetLayout(
    _ insets: EdgeInsets, _ child: LayoutSpec, _ range: SizeRange, _ context: LayoutContext
  )
    -> Layout
  {
    func finite(_ value: CGFloat, _ substitute: CGFloat) -> CGFloat { value.isInfinite ? substitute : value }
    let insetsX = finite(insets.left, 0) + finite(insets.right, 0)
    let insetsY = finite(insets.top, 0) + finite(insets.bottom, 0)
    let minWidth = insets.left.isInfinite || insets.right.isInfinite ? 0 : range.min.width
    let minHeight = insets.top.isInfinite || insets.bottom.isInfinite ? 0 : range.min.height
    let inner = SizeRange(
      min: CGSize(width: max(0, minWidth - insetsX), height: max(0, minHeight - insetsY)),
      max: CGSize(width: max(0, range.max.width - insetsX), height: max(0, range.max.height - insetsY)))
    let parent = CGSize(width: max(0, range.max.width - insetsX), height: max(0, range.max.height - insetsY))
    var sublayout = child.layoutThatFits(inner, parentSize: parent, context: context)
    let childSize = sublayout.size
    var size = range.clamp(
      CGSize(
        width: finite(childSize.width + insets.left + insets.right, range.max.width),
        height: finite(childSize.height + insets.top + insets.bottom, range.max.height)))
    if context.compatibility == .css {
      // CSS's border box is never smaller than its padding and border.
      size = CGSize(width: max(size.width, insetsX), height: max(size.height, insetsY))
    }
    let pixels = context.pixels
    let x = finite(
      insets.left,
      range.max.width
        - (finite(insets.right, pixels.round((range.max.width - childSize.width) / 2)) + childSize.width))
    let y = finite(
      insets.top,
      range.max.height
        - (finite(insets.bottom, pixels.round((range.max.height - childSize.height) / 2)) + childSize.height))
    sublayout.position = CGPoint(x: x, y: y)
    var layout = Layout(element: .spec("inset"), size: size, sublayouts: [sublayout])
    if context.compatibility == .css {
      // The child's baselines, moved by the inset (CSS aligns margin boxes by them).
      layout.ascender = sublayout.ascender.map { $0 + y }
      layout.descender = sublayout.descender
    }
    return layout
  }

  fileprivate static func layered(
    _ child: LayoutSpec, above top: LayoutSpec? = nil, below bottom: LayoutSpec? = nil, _ range: SizeRange,
    _ context: LayoutContext
  ) -> Layout {
    let content = child.layoutThatFits(range, parentSize: range.max, context: context)
    let exact = SizeRange(exactly: content.size)
    if let top {
      let layer = top.layoutThatFits(exact, parentSize: content.size, context: context)
      return Layout(element: .spec("overlay"), size: content.size, sublayouts: [content, layer])
    }
    let layer = bottom!.layoutThatFits(exact, parentSize: content.size, context: context)
    return Layout(element: .spec("background"), size: content.size, sublayouts: [layer, content])
  }

  fileprivate static func ratioLayout(
    _ ratio: CGFloat, _ child: LayoutSpec, _ range: SizeRange, _ context: LayoutContext
  )
    -> Layout
  {
    let pixels = context.pixels
    var options: [CGSize] = []
    if isUsableLength(range.max.width) {
      options.append(
        range.clamp(CGSize(width: range.max.width, height: pixels.floor(ratio * range.max.width))))
    }
    if isUsableLength(range.max.height) {
      options.append(
        range.clamp(CGSize(width: pixels.floor(range.max.height / ratio), height: range.max.height)))
    }
    func error(_ size: CGSize) -> CGFloat { abs(size.height / size.width - ratio) }
    // The option closest to the ratio; the first on a tie (std::max_element's order).
    var best: CGSize?
    for option in options where best == nil || error(option) < error(best!) { best = option }
    let childRange = best.map { range.intersect(SizeRange(exactly: $0)) } ?? range
    let parent = best ?? CGSize(width: CGFloat.nan, height: .nan)
    let sublayout = child.layoutThatFits(childRange, parentSize: parent, context: context)
    return Layout(element: .spec("ratio"), size: sublayout.size, sublayouts: [sublayout])
  }

  fileprivate static func relativeLayout(
    _ options: RelativeOptions, _ child: LayoutSpec, _ range: SizeRange, _ context: LayoutContext
  ) -> Layout {
    var size = definedSize(range.max)
    let minChild = CGSize(
      width: options.horizontal == .none ? range.min.width : 0,
      height: options.vertical == .none ? range.min.height : 0)
    var sublayout = child.layoutThatFits(
      SizeRange(min: minChild, max: range.max), parentSize: size, context: context)
    let childSize = sublayout.size
    size = range.clamp(
      CGSize(
        width: size.width.isFinite ? size.width : childSize.width,
        height: size.height.isFinite ? size.height : childSize.height))
    size = range.clamp(
      CGSize(
        width: min(size.width, options.minimumWidth ? childSize.width : size.width),
        height: min(size.height, options.minimumHeight ? childSize.height : size.height)))
    func proportion(_ position: RelativeOptions.Position) -> CGFloat {
      switch position {
      case .none, .start: return 0
      case .center: return 0.5
      case .end: return 1
      }
    }
    let pixels = context.pixels
    sublayout.position = CGPoint(
      x: pixels.round((size.width - childSize.width) * proportion(options.horizontal)),
      y: pixels.round((size.height - childSize.height) * proportion(options.vertical)))
    return Layout(element: .spec("relative"), size: size, sublayouts: [sublayout])
  }

  fileprivate static func absoluteLayout(
    _ sizing: AbsoluteSizing, _ children: [LayoutSpec], _ range: SizeRange, _ context: LayoutContext
  ) -> Layout {
    var size = definedSize(range.max)
    var sublayouts: [Layout] = []
    sublayouts.reserveCapacity(children.count)
    for child in children {
      let position = child.style.layoutPosition
      let autoMaximum = CGSize(
        width: max(0, range.max.width - position.x), height: max(0, range.max.height - position.y))
      let childRange = child.style.sizeRange(parent: size, automaticMaximum: autoMaximum)
      var sublayout = child.layoutThatFits(childRange, parentSize: size, context: context)
      sublayout.position = position
      sublayouts.append(sublayout)
    }
    if sizing == .sizeToFit || size.width.isNaN {
      size.width = sublayouts.reduce(range.min.width) { max($0, $1.position.x + $1.size.width) }
    }
    if sizing == .sizeToFit || size.height.isNaN {
      size.height = sublayouts.reduce(range.min.height) { max($0, $1.position.y + $1.size.height) }
    }
    return Layout(element: .spec("absolute"), size: range.clamp(size), sublayouts: sublayouts)
  }

  fileprivate static func wrapperLayout(
    _ children: [LayoutSpec], _ range: SizeRange, _ context: LayoutContext
  )
    -> Layout
  {
    var size = range.min
    let sublayouts = children.map { child -> Layout in
      let sublayout = child.layoutThatFits(range, parentSize: range.max, context: context)
      size.width = max(size.width, sublayout.size.width)
      size.height = max(size.height, sublayout.size.height)
      return sublayout
    }
    return Layout(element: .spec("wrapper"), size: size, sublayouts: sublayouts)
  }

  fileprivate static func cornerLayout(
    _ options: CornerOptions, _ child: LayoutSpec, _ corner: LayoutSpec, _ range: SizeRange,
    _ context: LayoutContext
  ) -> Layout {
    let parent = definedSize(range.max)
    var childLayout = child.layoutThatFits(range, parentSize: parent, context: context)
    // ASCornerLayoutSpec.mm measures the corner in the spec's whole range, its min included.
    var cornerLayout = corner.layoutThatFits(range, parentSize: parent, context: context)
    let childSize = childLayout.size
    let cornerSize = cornerLayout.size
    let anchor: CGPoint
    switch options.location {
    case .topLeft: anchor = .zero
    case .topRight: anchor = CGPoint(x: childSize.width, y: 0)
    case .bottomLeft: anchor = CGPoint(x: 0, y: childSize.height)
    case .bottomRight: anchor = CGPoint(x: childSize.width, y: childSize.height)
    }
    var cornerOrigin = CGPoint(
      x: anchor.x - cornerSize.width / 2 + options.offset.x,
      y: anchor.y - cornerSize.height / 2 + options.offset.y)
    var size = childSize
    if options.wrapsCorner {
      let union = CGRect(origin: .zero, size: childSize).union(CGRect(origin: cornerOrigin, size: cornerSize))
      childLayout.position = CGPoint(x: -union.minX, y: -union.minY)
      cornerOrigin = CGPoint(x: cornerOrigin.x - union.minX, y: cornerOrigin.y - union.minY)
      // The union, clamped into the range (the sublayouts keep their shifted places).
      size = range.clamp(union.size)
    }
    cornerLayout.position = cornerOrigin
    return Layout(element: .spec("corner"), size: size, sublayouts: [childLayout, cornerLayout])
  }
}

extension LayoutNode {
  /// Measures the node in an already resolved range, through its cache when it has one.
  func layout(in range: SizeRange, context: LayoutContext) -> Layout {
    let cache = cacheReference
    guard cache !== LayoutCache.none else { return measure(in: range, context: context) }
    if let cached = cache.layout(for: range, parent: .zero, scale: context.scale) { return cached }
    let layout = measure(in: range, context: context)
    cache.store(layout, for: range, parent: .zero, scale: context.scale)
    return layout
  }

  private func measure(in range: SizeRange, context: LayoutContext) -> Layout {
    // A leaf of plain or fixed content (most nodes) is built in place, its content not copied.
    switch content {
    case .plain:
      let fits =
        context.compatibility == .texture && isUsableLength(range.max.width)
        && isUsableLength(range.max.height)
      return Layout(
        element: .node(id), identityReference: identityReference, size: range.clamp(fits ? range.max : .zero))
    case .intrinsic(let size):
      return Layout(element: .node(id), identityReference: identityReference, size: range.clamp(size))
    case .text, .spec, .deferred, .layout: return measure(content, in: range, context: context)
    }
  }

  /// The node's layout with `content`, standing for the node (built whole as it is returned: a
  /// layout changed after it is built is copied out).
  private func measure(_ content: Content, in range: SizeRange, context: LayoutContext) -> Layout {
    switch content {
    case .deferred:
      // A node that is gone measures as a plain node.
      return measure(identity?.content(in: range) ?? .plain, in: range, context: context)
    case .plain:
      let fits =
        context.compatibility == .texture && isUsableLength(range.max.width)
        && isUsableLength(range.max.height)
      return Layout(
        element: .node(id), identityReference: identityReference, size: range.clamp(fits ? range.max : .zero))
    case .intrinsic(let size):
      return Layout(element: .node(id), identityReference: identityReference, size: range.clamp(size))
    case .text(let text):
      return Layout(
        element: .node(id), identityReference: identityReference,
        size: range.clamp(text.measure(maxWidth: range.max.width)))
    case .layout(let decided):
      // As the node decided it: Texture uses the layout its override returns as it is.
      return Layout(
        element: .node(id), identityReference: identityReference, size: decided.size,
        sublayouts: decided.sublayouts)
    case .spec(let spec):
      var inner = spec.layoutThatFits(range, parentSize: range.max, context: context)
      // The inner spec is measured in the node's range already; only CSS padding exceeds it.
      let isCSS = context.compatibility == .css
      let size = isCSS ? inner.size : range.clamp(inner.size)
      // A CSS box's first baseline is its content's, else its bottom edge (css-align-3 9.1).
      let (ascender, descender) = isCSS ? (inner.ascender ?? size.height, inner.descender) : (nil, nil)
      inner.position = .zero
      return Layout(
        element: .node(id), identityReference: identityReference, size: size, sublayouts: [inner],
        ascender: ascender, descender: descender)
    }
  }
}
