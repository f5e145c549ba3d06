import Foundation

extension LayoutSpec {
  /// Measures the spec within `constraint`; `parent` is the parent's size for percentages
  /// (components may be infinite when the parent is unbounded).
  public func layout(in constraint: SizeRange, parent: CGSize) -> Layout {
    let range = style.range(in: constraint, parent: parent)
    switch self {
    case .node(let id, _):
      // A plain node has no content of its own: it takes the smallest size it may.
      let size = range.min
      return Layout(size: size, frames: [id: CGRect(origin: .zero, size: size)])
    case .stack(let stack, _):
      return stack.layout(in: range)
    case .inset(let insets, let child, _):
      let dx = insets.left + insets.right
      let dy = insets.top + insets.bottom
      let inner = SizeRange(
        min: CGSize(width: max(range.min.width - dx, 0), height: max(range.min.height - dy, 0)),
        max: CGSize(width: max(range.max.width - dx, 0), height: max(range.max.height - dy, 0)))
      let measured = child.layout(in: inner, parent: inner.max)
      let size = range.clamp(CGSize(width: measured.size.width + dx, height: measured.size.height + dy))
      return Layout(size: size, frames: measured.offset(by: CGPoint(x: insets.left, y: insets.top)))
    case .overlay(let child, let top, _), .background(let child, let top, _):
      let base = child.layout(in: range, parent: parent)
      let size = range.clamp(base.size)
      let layer = top.layout(in: SizeRange(exactly: size), parent: size)
      return Layout(size: size, frames: base.frames.merging(layer.frames) { first, _ in first })
    case .center(let options, let child, _):
      let measured = child.layout(in: SizeRange(min: .zero, max: range.max), parent: range.max)
      var size = range.min
      size.width = options.minimumX || !range.max.width.isFinite ? measured.size.width : range.max.width
      size.height = options.minimumY || !range.max.height.isFinite ? measured.size.height : range.max.height
      size = range.clamp(size)
      let origin = CGPoint(
        x: options.x ? ((size.width - measured.size.width) / 2).rounded(.down) : 0,
        y: options.y ? ((size.height - measured.size.height) / 2).rounded(.down) : 0)
      return Layout(size: size, frames: measured.offset(by: origin))
    case .ratio(let ratio, let child, _):
      var size = range.max
      if size.width.isFinite {
        size.height = size.width * ratio
      } else if size.height.isFinite && ratio > 0 {
        size.width = size.height / ratio
      } else {
        size = range.min
      }
      let exact = range.clamp(size)
      let measured = child.layout(in: SizeRange(exactly: exact), parent: exact)
      return Layout(size: exact, frames: measured.frames)
    case .absolute(let children, _):
      var frames: [String: CGRect] = [:]
      var extent = CGSize.zero
      for child in children {
        let measured = child.layout(in: SizeRange(min: .zero, max: range.max), parent: range.max)
        let position = child.style.layoutPosition
        frames.merge(measured.offset(by: position)) { first, _ in first }
        extent.width = max(extent.width, position.x + measured.size.width)
        extent.height = max(extent.height, position.y + measured.size.height)
      }
      return Layout(size: range.clamp(extent), frames: frames)
    }
  }
}

extension StackLayoutSpec {
  private func main(_ size: CGSize) -> CGFloat { direction == .vertical ? size.height : size.width }
  private func cross(_ size: CGSize) -> CGFloat { direction == .vertical ? size.width : size.height }
  private func size(main: CGFloat, cross: CGFloat) -> CGSize {
    direction == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }

  /// The child's cross alignment; stretch applies only to a child whose cross size is automatic.
  private func alignment(of child: LayoutSpec) -> Alignment {
    let chosen = child.style.alignSelf ?? alignItems
    let crossStyle = direction == .vertical ? child.style.width : child.style.height
    return chosen == .stretch && crossStyle != .auto ? .start : chosen
  }

  /// Measures a child with a main-axis range and the stack's cross range.
  private func measure(_ child: LayoutSpec, main: (CGFloat, CGFloat), range: SizeRange, crossExact: CGFloat?)
    -> Layout
  {
    let crossMin = crossExact ?? 0
    let crossMax = crossExact ?? cross(range.max)
    let constraint = SizeRange(
      min: size(main: main.0, cross: crossMin), max: size(main: main.1, cross: crossMax))
    return child.layout(in: constraint, parent: range.max)
  }

  /// Lays the children out (Texture's rules, no wrapping).
  func layout(in range: SizeRange) -> Layout {
    guard !children.isEmpty else { return Layout(size: range.min, frames: [:]) }
    let stretchCross: CGFloat? = cross(range.min) == cross(range.max) ? cross(range.max) : nil
    // 1. Flex bases.
    var layouts = children.map { child -> Layout in
      let exactCross = alignment(of: child) == .stretch ? stretchCross : nil
      if let basis = child.style.flexBasis.resolve(parent: main(range.max)) {
        return measure(child, main: (basis, basis), range: range, crossExact: exactCross)
      }
      return measure(child, main: (0, .infinity), range: range, crossExact: exactCross)
    }
    let spacingTotal = spacing * CGFloat(children.count - 1)
    var lengths = layouts.map { main($0.size) }
    let total = lengths.reduce(0, +) + spacingTotal
    // 2. Grow into the minimum, or shrink into the maximum.
    let minimum = main(range.min)
    let maximum = main(range.max)
    if total < minimum {
      let free = minimum - total
      let growth = children.map(\.style.flexGrow)
      let totalGrowth = growth.reduce(0, +)
      if totalGrowth > 0 {
        var shares = growth.map { (free * $0 / totalGrowth).rounded(.down) }
        if let first = growth.firstIndex(where: { $0 > 0 }) { shares[first] += free - shares.reduce(0, +) }
        for index in lengths.indices { lengths[index] += shares[index] }
      }
    } else if total > maximum {
      let overflow = total - maximum
      let weights = children.indices.map { children[$0].style.flexShrink * lengths[$0] }
      let totalWeight = weights.reduce(0, +)
      if totalWeight > 0 {
        for index in lengths.indices {
          lengths[index] = max(lengths[index] - overflow * weights[index] / totalWeight, 0)
        }
      }
    }
    // 3. Flexed children are measured again at their length.
    for index in children.indices where lengths[index] != main(layouts[index].size) {
      let exactCross = alignment(of: children[index]) == .stretch ? stretchCross : nil
      layouts[index] = measure(
        children[index], main: (lengths[index], lengths[index]), range: range, crossExact: exactCross)
      lengths[index] = main(layouts[index].size)
    }
    // 4. The stack's size; stretched children take its cross size.
    let used = lengths.reduce(0, +) + spacingTotal
    let crossSize = min(max(layouts.map { cross($0.size) }.max() ?? 0, cross(range.min)), cross(range.max))
    let stackSize = range.clamp(size(main: used, cross: crossSize))
    for index in children.indices where alignment(of: children[index]) == .stretch {
      if cross(layouts[index].size) != cross(stackSize) {
        layouts[index] = measure(
          children[index], main: (lengths[index], lengths[index]), range: range, crossExact: cross(stackSize))
      }
    }
    // 5. Positions.
    let free = max(main(stackSize) - used, 0)
    var position: CGFloat = 0
    var gap = spacing
    switch justifyContent {
    case .start: break
    case .center: position = (free / 2).rounded(.down)
    case .end: position = free
    case .spaceBetween: if children.count > 1 { gap += free / CGFloat(children.count - 1) }
    case .spaceAround:
      let each = free / CGFloat(children.count)
      position = each / 2
      gap += each
    }
    var frames: [String: CGRect] = [:]
    for (index, child) in children.enumerated() {
      let childSize = layouts[index].size
      let slack = cross(stackSize) - cross(childSize)
      let crossOffset: CGFloat
      switch alignment(of: child) {
      case .start, .stretch: crossOffset = 0
      case .center: crossOffset = (slack / 2).rounded(.down)
      case .end: crossOffset = slack
      }
      let origin =
        direction == .vertical ? CGPoint(x: crossOffset, y: position) : CGPoint(x: position, y: crossOffset)
      frames.merge(layouts[index].offset(by: origin)) { first, _ in first }
      position += main(childSize) + gap
    }
    return Layout(size: stackSize, frames: frames)
  }
}
