import Foundation

/// CSS flexbox's "resolve the flexible lengths" (css-flexbox-1 9.7) for
/// ``LayoutCompatibility/css``: fractional grow, shrink weighted by the flex base size, and items
/// clamped to their min/max are frozen while the rest share the space again.
extension StackMeasure {
  mutating func flexLineCSS(_ line: inout StackLine) {
    let count = line.items.count
    let contents = line.items.map { contentMainSize($0.child) }
    let bases = line.items.indices.map { flexBaseSize(line.items[$0], content: contents[$0]) }
    let limits = line.items.indices.map { mainLimits(line.items[$0], content: contents[$0]) }
    var spacing = stack.spacing * CGFloat(max(count - 1, 0))
    for item in line.items { spacing += item.spacingBefore + item.spacingAfter }
    let hypothetical = bases.indices.map { clamp(bases[$0], limits[$0]) }
    let target = cssTarget(hypothetical.reduce(spacing, +))
    let grows = target > hypothetical.reduce(spacing, +)
    var sizes = hypothetical
    var frozen = line.items.indices.map { index -> Bool in
      let factor = grows ? line.items[index].flexGrow : line.items[index].flexShrink
      return factor == 0 || (grows ? bases[index] > hypothetical[index] : bases[index] < hypothetical[index])
    }
    for _ in 0...count {
      guard frozen.contains(false) else { break }
      let used = sizes.indices.reduce(spacing) { $0 + (frozen[$1] ? sizes[$1] : bases[$1]) }
      var free = target - used
      let factors = line.items.indices.map { index -> CGFloat in
        guard !frozen[index] else { return 0 }
        let item = line.items[index]
        return grows ? item.flexGrow : item.flexShrink * bases[index]
      }
      let factorSum = factors.reduce(0, +)
      if grows, factorSum < 1 {
        free = min(free, free * factorSum)
      }
      var violation: CGFloat = 0
      var unclamped = sizes
      for index in sizes.indices where !frozen[index] {
        let share = factorSum > 0 ? free * factors[index] / factorSum : 0
        unclamped[index] = bases[index] + share
        sizes[index] = clamp(unclamped[index], limits[index])
        violation += sizes[index] - unclamped[index]
      }
      if abs(violation) < Self.violationEpsilon {
        break
      }
      for index in sizes.indices where !frozen[index] {
        if violation > 0 && sizes[index] > unclamped[index] { frozen[index] = true }
        if violation < 0 && sizes[index] < unclamped[index] { frozen[index] = true }
      }
    }
    for index in line.items.indices {
      let length = max(sizes[index], 0)
      if stackDimension(line.items[index].size) == length { continue }
      remeasure(
        &line.items[index], stackMin: length, stackMax: length, crossMin: crossDimension(range.min),
        crossMax: crossDimension(range.max))
    }
  }

  /// The length the line is flexed to: the range's max when the content overflows it, its min
  /// when the content falls short, else the content itself.
  private func cssTarget(_ content: CGFloat) -> CGFloat {
    min(max(content, stackDimension(range.min)), stackDimension(range.max))
  }

  /// The child's length along the stack with its own main size, min, max and basis ignored: its
  /// content (CSS's max-content size, standing in for min-content too).
  private func contentMainSize(_ index: Int) -> CGFloat {
    var probe = stack.children[index]
    if isVertical {
      (probe.style.height, probe.style.minHeight, probe.style.maxHeight) = (.auto, .auto, .auto)
    } else {
      (probe.style.width, probe.style.minWidth, probe.style.maxWidth) = (.auto, .auto, .auto)
    }
    probe.style.flexBasis = .auto
    let layout = crossChildLayout(
      of: probe, stackMin: 0, stackMax: .infinity, crossMin: crossDimension(range.min),
      crossMax: crossDimension(range.max))
    return stackDimension(layout.size)
  }

  /// flex-basis, else the main size, else the content (not clamped by min/max).
  private func flexBaseSize(_ item: StackItem, content: CGFloat) -> CGFloat {
    let style = stack.children[item.child].style
    let parent = stackDimension(parentSize)
    let basis = style.flexBasis.resolve(parent: parent, automatic: .nan)
    if !basis.isNaN { return basis }
    let exact = (isVertical ? style.height : style.width).resolve(parent: parent, automatic: .nan)
    if !exact.isNaN { return exact }
    return content
  }

  /// The item's min and max along the stack. An auto minimum is CSS's automatic minimum size: the
  /// content, or the specified size when that is smaller.
  private func mainLimits(_ item: StackItem, content: CGFloat) -> (CGFloat, CGFloat) {
    let style = stack.children[item.child].style
    let parent = stackDimension(parentSize)
    let exact = (isVertical ? style.height : style.width).resolve(parent: parent, automatic: .nan)
    let automatic = exact.isNaN ? content : min(content, exact)
    let high = (isVertical ? style.maxHeight : style.maxWidth).resolve(parent: parent, automatic: .infinity)
    let low = (isVertical ? style.minHeight : style.minWidth).resolve(
      parent: parent, automatic: min(automatic, high))
    return (low, max(high, low))
  }

  private func clamp(_ value: CGFloat, _ limits: (CGFloat, CGFloat)) -> CGFloat {
    min(max(value, limits.0), limits.1)
  }
}
