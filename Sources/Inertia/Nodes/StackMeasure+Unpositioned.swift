import Foundation

/// The first stage (Texture's ASStackUnpositionedLayout): sizes, no positions.
extension StackMeasure {
  /// Measures the children into lines with their final sizes.
  mutating func unpositioned() -> [StackLine] {
    let optimized = usesOptimizedFlexing
    var items = firstPass(optimized: optimized)
    var lines = collectLines(&items)
    for index in lines.indices {
      if context.compatibility == .css {
        flexLineCSS(&lines[index])
      } else {
        flexLine(&lines[index], optimized: optimized)
      }
    }
    computeCrossSizesAndBaselines(&lines)
    stretchLines(&lines)
    for index in lines.indices { lines[index].stackDimensionSum = stackDimensionSum(lines[index].items) }
    return lines
  }

  private func isFlexibleBothWays(_ style: LayoutElementStyle) -> Bool {
    style.flexGrow > 0 && style.flexShrink > 0
  }

  /// One child flexible both ways in an exact length: it need not be measured before flexing.
  private var usesOptimizedFlexing: Bool {
    context.compatibility == .texture
      && stack.children.lazy.filter { isFlexibleBothWays($0.style) }.count == 1
      && stackDimension(range.min) == stackDimension(range.max)
  }

  /// Every child at its flex basis (or unbounded along the stack).
  private func firstPass(optimized: Bool) -> [StackItem] {
    let crossMin = crossDimension(range.min)
    let crossMax = crossDimension(range.max)
    let parentStack = stackDimension(parentSize)
    var items: [StackItem] = []
    items.reserveCapacity(stack.children.count)
    for (index, child) in stack.children.enumerated() {
      if optimized && isFlexibleBothWays(child.style) {
        items.append(StackItem(child: index, layout: Layout(element: .spec("unmeasured"), size: .zero)))
        continue
      }
      let layout = crossChildLayout(
        index, stackMin: child.style.flexBasis.resolve(parent: parentStack, automatic: 0),
        stackMax: child.style.flexBasis.resolve(parent: parentStack, automatic: .infinity),
        crossMin: crossMin,
        crossMax: crossMax)
      items.append(StackItem(child: index, layout: layout))
    }
    return items
  }

  /// Breaks items into lines where the next one (with its spacings) would overflow.
  private func collectLines(_ items: inout [StackItem]) -> [StackLine] {
    guard stack.flexWrap else { return [StackLine(items: items)] }
    var lines: [StackLine] = []
    var current: [StackItem] = []
    var sum: CGFloat = 0
    var interitem: CGFloat = 0
    for item in items {
      let style = style(item)
      let length = style.spacingBefore + stackDimension(item.layout.size) + style.spacingAfter
      if stackViolation(sum + interitem + length) < 0 && !current.isEmpty {
        lines.append(StackLine(items: current))
        current.removeAll()
        sum = 0
        interitem = 0
      }
      current.append(item)
      sum += interitem + length
      interitem = stack.spacing
    }
    lines.append(StackLine(items: current))
    return lines
  }

  /// Grows or shrinks a line's flexible children to resolve its violation (Texture's rules).
  private func flexLine(_ line: inout StackLine, optimized: Bool) {
    let violation = stackViolation(stackDimensionSum(line.items))
    let grows = violation > 0
    let isZero = abs(violation) < Self.violationEpsilon
    let factorSum =
      isZero ? 0 : line.items.reduce(0) { $0 + (grows ? style($1).flexGrow : style($1).flexShrink) }
    guard factorSum != 0 else {
      if optimized { layoutFlexibleAtZero(&line) }
      return
    }
    let adjustments = flexAdjustments(line.items, violation: violation, factorSum: factorSum)
    let remaining = adjustments.reduce(violation) { $0 - $1 }
    guard let first = adjustments.firstIndex(where: { $0 != 0 }) else { return }
    for index in line.items.indices where adjustments[index] != 0 {
      let item = line.items[index]
      let extra = index == first && style(item).flexGrow > 0 ? remaining : 0
      let length = max(stackDimension(item.layout.size) + adjustments[index] + extra, 0)
      line.items[index].layout = crossChildLayout(
        item.child, stackMin: length, stackMax: length, crossMin: crossDimension(range.min),
        crossMax: crossDimension(range.max))
    }
  }

  /// Each item's change: grow shares floored, shrink shares weighted by size.
  private func flexAdjustments(_ items: [StackItem], violation: CGFloat, factorSum: CGFloat) -> [CGFloat] {
    if violation > 0 {
      return items.map { (violation * (style($0).flexGrow / factorSum)).rounded(.down) }
    }
    let scaled = items.map { stackDimension($0.layout.size) * (style($0).flexShrink / factorSum) }
    let scaledSum = scaled.reduce(0, +)
    guard scaledSum != 0 else { return Array(repeating: 0, count: items.count) }
    return scaled.map { -abs($0 / scaledSum * violation) }
  }

  /// Children skipped by optimized flexing are laid out at zero length when nothing flexed.
  private func layoutFlexibleAtZero(_ line: inout StackLine) {
    for index in line.items.indices where isFlexibleBothWays(style(line.items[index])) {
      line.items[index].layout = crossChildLayout(
        line.items[index].child, stackMin: 0, stackMax: 0, crossMin: crossDimension(range.min),
        crossMax: crossDimension(range.max))
    }
  }

  /// Each line's cross size (baselines included) and baseline.
  private func computeCrossSizesAndBaselines(_ lines: inout [StackLine]) {
    let minCross = crossDimension(range.min)
    let maxCross = crossDimension(range.max)
    if lines.count == 1 && minCross == maxCross {
      lines[0].crossSize = minCross
      for item in lines[0].items where isBaselineAligned(item) {
        lines[0].baseline = max(lines[0].baseline, baseline(item))
      }
      return
    }
    for index in lines.indices {
      var toBaseline: CGFloat = 0
      var fromBaseline: CGFloat = 0
      var largest: CGFloat = 0
      for item in lines[index].items {
        let cross = crossDimension(item.layout.size)
        if isBaselineAligned(item) {
          let value = baseline(item)
          toBaseline = max(toBaseline, value)
          fromBaseline = max(fromBaseline, cross - value)
        } else {
          largest = max(largest, cross)
        }
      }
      var crossSize = max(toBaseline + fromBaseline, largest)
      if lines.count == 1 { crossSize = min(max(minCross, crossSize), maxCross) }
      lines[index].crossSize = crossSize
      lines[index].baseline = toBaseline
    }
  }

  /// alignContent stretch grows the lines; stretched items then take their line's cross size.
  private func stretchLines(_ lines: inout [StackLine]) {
    let violation = crossViolation(linesCrossDimensionSum(lines))
    let growsLines = lines.count > 1 && stack.alignContent == .stretch && violation > Self.violationEpsilon
    let extra = violation / CGFloat(lines.count)
    for index in lines.indices {
      if growsLines { lines[index].crossSize += extra }
      let crossSize = lines[index].crossSize
      for itemIndex in lines[index].items.indices {
        let item = lines[index].items[itemIndex]
        guard alignment(item) == .stretch,
          crossSize - crossDimension(item.layout.size) > Self.violationEpsilon
        else { continue }
        let length = stackDimension(item.layout.size)
        lines[index].items[itemIndex].layout = crossChildLayout(
          item.child, stackMin: length, stackMax: length, crossMin: crossSize, crossMax: crossSize)
      }
    }
  }
}
