import Foundation

/// The first stage (Texture's ASStackUnpositionedLayout): sizes, no positions.
extension StackMeasure {
  /// Measures the children into lines with their final sizes (their layouts in ``layouts``):
  /// `items` (uninitialized, one per child) takes the items, `lines` (uninitialized, room for one
  /// per child when the stack wraps, else one) the lines; returns how many lines there are.
  mutating func unpositioned(items: StackItems, lines: UnsafeMutableBufferPointer<StackLine>) -> Int {
    for index in 0..<childCount {
      StackItem.initialize(
        items.baseAddress! + index, child: index, spec: children + index, alignItems: stack.alignItems,
        parentSize: parentSize)
    }
    let isCSS = context.compatibility == .css
    if isCSS && isVertical {
      // A column's items align by baseline as flex-start (css-flexbox-1 8.3: their baselines
      // do not run across the stack).
      for index in items.indices where items[index].isBaselineAligned { items[index].alignment = .start }
    }
    let optimized = usesOptimizedFlexing(items)
    firstPass(items, optimized: optimized)
    let lineCount = isCSS ? flexLinesCSS(items, lines: lines) : collectLines(items, into: lines)
    let lines = UnsafeMutableBufferPointer(rebasing: lines[..<lineCount])
    for index in lines.indices {
      if !isCSS { flexLine(&lines[index], optimized: optimized) }
      measurePending(&lines[index])
    }
    computeCrossSizesAndBaselines(lines)
    stretchLines(lines)
    for index in lines.indices { lines[index].stackDimensionSum = stackDimensionSum(lines[index].items) }
    return lineCount
  }

  /// One child flexible both ways in an exact length: it need not be measured before flexing.
  private func usesOptimizedFlexing(_ items: StackItems) -> Bool {
    guard context.compatibility == .texture, stackDimension(range.min) == stackDimension(range.max) else {
      return false
    }
    var count = 0
    for item in items where item.isFlexibleBothWays { count += 1 }
    return count == 1
  }

  /// Every child at its flex basis (or unbounded along the stack), from the stack's cache where
  /// the child and its range are unchanged. Binds each child's slots to its kind first.
  private mutating func firstPass(_ items: StackItems, optimized: Bool) {
    let crossMin = itemCrossMin
    let crossMax = crossDimension(range.max)
    let parentStack = stackDimension(parentSize)
    let isCSS = context.compatibility == .css
    // A caching stack's items point at their slots; only a stack without a cache holds layouts.
    var measured: [Layout] = []
    if !isCaching { measured.reserveCapacity(items.count) }
    // Specs are read in place through pointers: a copy of each would cost more than measuring.
    for index in items.indices {
      let child = children + index
      if isCaching { store.bind(index, child.pointee.kind) }
      if isCSS && items[index].styleAscender == 0 {
        // No baseline of its own unless its layout gives one: NaN stands for the bottom edge
        // CSS synthesizes (``StackMeasure/firstBaseline(_:)``).
        (items[index].styleAscender, items[index].ascender) = (.nan, .nan)
      }
      if optimized && items[index].isFlexibleBothWays {
        if !isCaching { measured.append(Layout(element: .spec("unmeasured"), size: .zero)) }
        continue
      }
      let basis = child.pointee.style.flexBasis
      let isStretched = items[index].alignment == .stretch
      var childCrossMax = crossMax
      if isCSS && !isStretched && crossMax.isFinite {
        // CSS sizes an unstretched item to fit its content: never below its min-content.
        childCrossMax = max(
          crossMax,
          Self.minContentContribution(
            index, child, vertical: !isVertical, store: isCaching ? store : nil, context: context))
      }
      let range = childRange(
        own: items[index].ownRange, isStretched: isStretched,
        stackMin: basis.resolve(parent: parentStack, automatic: 0),
        stackMax: basis.resolve(parent: parentStack, automatic: .infinity), crossMin: crossMin,
        crossMax: childCrossMax)
      let stackMin = stackDimension(range.min)
      if items[index].flexGrow + items[index].flexShrink > 0 && stackMin == stackDimension(range.max)
        && stackMin.isFinite && honorsExactLength(child.pointee.kind)
      {
        // A flexible child whose length along the stack is the range's: flexing needs nothing
        // else, and it is measured once, at its final length, instead of at its basis first.
        let length = context.compatibility == .texture ? context.pixels.ceil(stackMin) : stackMin
        items[index].size = size(stack: length, cross: 0)
        (items[index].isPending, items[index].basisMin, items[index].basisMax) = (
          true, basis.resolve(parent: parentStack, automatic: 0),
          basis.resolve(parent: parentStack, automatic: .infinity)
        )
        if !isCaching { measured.append(Layout(element: .spec("unmeasured"), size: .zero)) }
        continue
      }
      (items[index].isMeasured, items[index].measuredRange) = (true, range)
      if isCaching {
        let slot = Self.slot(
          index, kind: child.pointee.kind, in: range, store: store, context: context, reused: &reused,
          measured: &self.measured)
        let layout = store.layouts + slot
        items[index].slot = slot
        items[index].size = layout.pointee.size
        if let ascender = layout.pointee.ascender { items[index].ascender = ascender }
        if let descender = layout.pointee.descender { items[index].descender = descender }
        continue
      }
      let layout = self.layout(index, kind: child.pointee.kind, in: range)
      items[index].size = layout.size
      if let ascender = layout.ascender { items[index].ascender = ascender }
      if let descender = layout.descender { items[index].descender = descender }
      measured.append(layout)
    }
    if !isCaching { layouts = measured }
  }

  /// Whether a layout of `kind` in a range of one length along the stack always has that length
  /// (after Texture's rounding up to pixels): stacks and nodes clamp their size to the range; a
  /// node's own spec in CSS mode may grow by its padding, and other kinds are not assumed to.
  private func honorsExactLength(_ kind: LayoutSpec.Kind) -> Bool {
    switch kind {
    case .stack: return true
    case .node:
      // Only CSS looks at the node's content (binding the node copies it).
      guard context.compatibility == .css, case .node(let node) = kind else { return true }
      switch node.content {
      case .plain, .intrinsic, .text: return true
      case .spec, .deferred, .layout: return false
      }
    default: return false
    }
  }

  /// Measures the line's children that flexing left at their basis, in their basis range.
  private mutating func measurePending(_ line: inout StackLine) {
    let crossMin = itemCrossMin
    let crossMax = crossDimension(range.max)
    for index in line.items.indices where line.items[index].isPending {
      let (low, high) = (line.items[index].basisMin, line.items[index].basisMax)
      remeasure(&line.items[index], stackMin: low, stackMax: high, crossMin: crossMin, crossMax: crossMax)
    }
  }

  /// Breaks items into lines where the next one (with its spacings) would overflow, written to
  /// `lines`; returns how many.
  private func collectLines(_ items: StackItems, into lines: UnsafeMutableBufferPointer<StackLine>) -> Int {
    guard stack.flexWrap else {
      (lines.baseAddress!).initialize(to: StackLine(items: items))
      return 1
    }
    var count = 0
    var start = 0
    var sum: CGFloat = 0
    var interitem: CGFloat = 0
    for index in items.indices {
      let item = items[index]
      let length = item.spacingBefore + stackDimension(item.size) + item.spacingAfter
      if stackViolation(sum + interitem + length) < 0 && index > start {
        (lines.baseAddress! + count).initialize(
          to: StackLine(items: StackItems(rebasing: items[start..<index])))
        count += 1
        start = index
        sum = 0
        interitem = 0
      }
      sum += interitem + length
      interitem = stack.spacing
    }
    (lines.baseAddress! + count).initialize(
      to: StackLine(items: StackItems(rebasing: items[start..<items.count])))
    return count + 1
  }

  /// Grows or shrinks a line's flexible children to resolve its violation (Texture's rules).
  private mutating func flexLine(_ line: inout StackLine, optimized: Bool) {
    let violation = stackViolation(stackDimensionSum(line.items))
    let grows = violation > 0
    let isZero = abs(violation) < Self.violationEpsilon
    var factorSum: CGFloat = 0
    if !isZero {
      for item in line.items { factorSum += grows ? item.flexGrow : item.flexShrink }
    }
    guard factorSum != 0 else {
      if optimized { layoutFlexibleAtZero(&line) }
      return
    }
    let adjustments = flexAdjustments(line.items, violation: violation, factorSum: factorSum)
    let remaining = adjustments.reduce(violation) { $0 - $1 }
    guard let first = adjustments.firstIndex(where: { $0 != 0 }) else { return }
    let crossMin = crossDimension(range.min)
    let crossMax = crossDimension(range.max)
    for index in line.items.indices where adjustments[index] != 0 {
      let extra = index == first && line.items[index].flexGrow > 0 ? remaining : 0
      let length = max(stackDimension(line.items[index].size) + adjustments[index] + extra, 0)
      remeasure(
        &line.items[index], stackMin: length, stackMax: length, crossMin: crossMin, crossMax: crossMax)
    }
  }

  /// Each item's change: grow shares floored, shrink shares weighted by size.
  private func flexAdjustments(_ items: StackItems, violation: CGFloat, factorSum: CGFloat) -> [CGFloat] {
    if violation > 0 {
      return items.map { $0.flexGrow == 0 ? 0 : (violation * ($0.flexGrow / factorSum)).rounded(.down) }
    }
    let scaled = items.map { stackDimension($0.size) * ($0.flexShrink / factorSum) }
    let scaledSum = scaled.reduce(0, +)
    guard scaledSum != 0 else { return Array(repeating: 0, count: items.count) }
    return scaled.map { -abs($0 / scaledSum * violation) }
  }

  /// Children skipped by optimized flexing are laid out at zero length when nothing flexed.
  private mutating func layoutFlexibleAtZero(_ line: inout StackLine) {
    let crossMin = crossDimension(range.min)
    let crossMax = crossDimension(range.max)
    for index in line.items.indices where line.items[index].isFlexibleBothWays {
      remeasure(&line.items[index], stackMin: 0, stackMax: 0, crossMin: crossMin, crossMax: crossMax)
    }
  }

  /// Whether stretching `item` would measure it in the range its layout was measured in: its own
  /// cross size is one length (which a stretch keeps, in both modes), and its layout was measured
  /// at that length and at its current length along the stack, which its own range allows.
  @inline(__always) private func stretchKeepsRange(_ item: StackItem) -> Bool {
    guard item.isMeasured else { return false }
    let cross = crossDimension(item.ownRange.min)
    guard cross > 0, cross.isFinite, cross == crossDimension(item.ownRange.max) else { return false }
    let length = stackDimension(item.size)
    let measured = item.measuredRange
    return stackDimension(measured.min) == length && stackDimension(measured.max) == length
      && crossDimension(measured.min) == cross && crossDimension(measured.max) == cross
      && stackDimension(item.ownRange.min) <= length && length <= stackDimension(item.ownRange.max)
  }

  /// Each line's cross size (baselines included) and baseline.
  private func computeCrossSizesAndBaselines(_ lines: UnsafeMutableBufferPointer<StackLine>) {
    let minCross = crossDimension(range.min)
    let maxCross = crossDimension(range.max)
    // A CSS stack that wraps is multi-line even with one line: its lines take their items'
    // cross sizes, not the stack's (css-flexbox-1 9.4 step 8).
    let isMultiLine = stack.flexWrap && context.compatibility == .css
    if lines.count == 1 && minCross == maxCross && !isMultiLine {
      lines[0].crossSize = minCross
      for item in lines[0].items where item.isBaselineAligned {
        lines[0].baseline = max(lines[0].baseline, baseline(item))
      }
      return
    }
    for index in lines.indices {
      var toBaseline: CGFloat = 0
      var fromBaseline: CGFloat = 0
      var largest: CGFloat = 0
      for item in lines[index].items {
        let cross = crossDimension(item.size)
        if item.isBaselineAligned {
          let value = baseline(item)
          toBaseline = max(toBaseline, value)
          fromBaseline = max(fromBaseline, cross - value)
        } else {
          largest = max(largest, cross)
        }
      }
      var crossSize = max(toBaseline + fromBaseline, largest)
      if lines.count == 1 && !isMultiLine { crossSize = min(max(minCross, crossSize), maxCross) }
      lines[index].crossSize = crossSize
      lines[index].baseline = toBaseline
    }
  }

  /// alignContent stretch grows the lines; stretched items then take their line's cross size.
  private mutating func stretchLines(_ lines: UnsafeMutableBufferPointer<StackLine>) {
    let violation = crossViolation(linesCrossDimensionSum(lines))
    let isMultiLine = lines.count > 1 || (stack.flexWrap && context.compatibility == .css)
    let growsLines = isMultiLine && stack.alignContent == .stretch && violation > Self.violationEpsilon
    let extra = violation / CGFloat(lines.count)
    for index in lines.indices {
      if growsLines { lines[index].crossSize += extra }
      let crossSize = lines[index].crossSize
      for itemIndex in lines[index].items.indices {
        let item = lines[index].items[itemIndex]
        guard item.alignment == .stretch, crossSize - crossDimension(item.size) > Self.violationEpsilon,
          !stretchKeepsRange(item)
        else { continue }
        let length = stackDimension(item.size)
        remeasure(
          &lines[index].items[itemIndex], stackMin: length, stackMax: length, crossMin: crossSize,
          crossMax: crossSize)
      }
    }
  }
}
