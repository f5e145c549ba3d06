import Foundation

/// CSS flexbox's "resolve the flexible lengths" (css-flexbox-1 9.7) for
/// ``LayoutCompatibility/css``: the line's length is the container's definite length, else the
/// sum of the items' max-content contributions within its range (as browsers size a container
/// whose width is auto); fractional grow; shrink weighted by the inner flex base size; automatic
/// minimums from min-content; padding and border a floor; items clamped to their min/max are
/// frozen while the rest share the space again.
extension StackMeasure {
  /// What the flexing reads of one item, all along the stack's direction and as outer lengths.
  struct CSSFlexItem {
    var base: CGFloat
    var low: CGFloat
    var high: CGFloat
    var padding: CGFloat
    var contribution: CGFloat
    /// The item's definite size along the stack (NaN: none).
    var exact: CGFloat
    /// Whether ``low`` still stands in for an automatic minimum not worked out: the item's base
    /// and contribution are at least that minimum, so only shrinking needs it.
    var deferredMinimum = false
    /// The target main size resolved for the item (css-flexbox-1 9.7).
    var size: CGFloat = 0
    /// Resolving state: frozen, the item's share of the factors, its size before clamping.
    var frozen = false
    var weight: CGFloat = 0
    var unclamped: CGFloat = 0
    var hypothetical: CGFloat { min(max(base, low), high) }
  }

  /// The CSS stages between the first pass (every child at its flex basis) and the cross
  /// sizes: the items' flex base and hypothetical sizes, lines broken at their outer
  /// hypothetical sizes (css-flexbox-1 9.3), and each line's lengths resolved against the
  /// container's main size. Returns the line count; pending items are measured afterwards.
  mutating func flexLinesCSS(_ items: StackItems, lines: UnsafeMutableBufferPointer<StackLine>) -> Int {
    // Specs are read in place through pointers: a copy of each would cost more than the item.
    // The flexing state lives in a temporary buffer (no array allocated per stack).
    withUnsafeTemporaryAllocation(of: CSSFlexItem.self, capacity: items.count) { flexItems in
      flexLinesCSS(items, flexItems, children: children, lines: lines)
    }
  }

  private mutating func flexLinesCSS(
    _ items: StackItems, _ flexItems: UnsafeMutableBufferPointer<CSSFlexItem>,
    children base: UnsafePointer<LayoutSpec>, lines: UnsafeMutableBufferPointer<StackLine>
  ) -> Int {
    var hypotheticalSum = stack.spacing * CGFloat(max(items.count - 1, 0))
    var contributionSum = hypotheticalSum
    for index in items.indices {
      let flexItem = cssFlexItem(items.baseAddress! + index, base + items[index].child)
      (flexItems.baseAddress! + index).initialize(to: flexItem)
      let margins = items[index].spacingBefore + items[index].spacingAfter
      hypotheticalSum += flexItem.hypothetical + margins
      contributionSum += flexItem.contribution + margins
    }
    // A row's auto width is the sum of max-content contributions (flex bases ignored, as
    // browsers size it), all on one line; a column's auto height is laid out from the
    // hypothetical sizes. Every line is flexed to that length.
    let target = cssTarget(isVertical ? hypotheticalSum : contributionSum)
    cssMainSize = target
    let lineCount = collectLinesCSS(items, flexItems, into: lines)
    var start = 0
    for index in 0..<lineCount {
      let count = lines[index].items.count
      flexLineCSS(
        &lines[index], children: base,
        items: UnsafeMutableBufferPointer(rebasing: flexItems[start..<start + count]), target: target)
      start += count
    }
    return lineCount
  }

  /// Breaks items into lines where the next one's outer hypothetical main size would overflow
  /// the container's largest main size (css-flexbox-1 9.3 step 5); returns how many.
  private func collectLinesCSS(
    _ items: StackItems, _ flexItems: UnsafeMutableBufferPointer<CSSFlexItem>,
    into lines: UnsafeMutableBufferPointer<StackLine>
  ) -> Int {
    let limit = stackDimension(range.max)
    guard stack.flexWrap && limit.isFinite else {
      lines.baseAddress!.initialize(to: StackLine(items: items))
      return 1
    }
    var count = 0
    var start = 0
    var sum: CGFloat = 0
    for index in items.indices {
      let length =
        items[index].spacingBefore + flexItems[index].hypothetical + items[index].spacingAfter
      let gap = index > start ? stack.spacing : 0
      if index > start && sum + gap + length > limit + Self.violationEpsilon {
        (lines.baseAddress! + count).initialize(
          to: StackLine(items: StackItems(rebasing: items[start..<index])))
        count += 1
        start = index
        sum = length
      } else {
        sum += gap + length
      }
    }
    (lines.baseAddress! + count).initialize(
      to: StackLine(items: StackItems(rebasing: items[start..<items.count])))
    return count + 1
  }

  /// Resolves one line's flexible lengths (`items`: its items' flexing state) against `target`
  /// and measures its items at their final lengths.
  private mutating func flexLineCSS(
    _ line: inout StackLine, children base: UnsafePointer<LayoutSpec>,
    items: UnsafeMutableBufferPointer<CSSFlexItem>, target: CGFloat
  ) {
    let count = line.items.count
    var spacing = stack.spacing * CGFloat(max(count - 1, 0))
    var hypotheticalSum: CGFloat = 0
    for index in 0..<count {
      spacing += line.items[index].spacingBefore + line.items[index].spacingAfter
      hypotheticalSum += items[index].hypothetical
    }
    hypotheticalSum += spacing
    let grows = target > hypotheticalSum
    var flexes = false
    for index in 0..<count where (grows ? line.items[index].flexGrow : line.items[index].flexShrink) > 0 {
      flexes = true
      guard !grows && items[index].deferredMinimum else { continue }
      let childIndex = line.items[index].child
      items[index].low = automaticMinimum(
        childIndex, base + childIndex, padding: items[index].padding, exact: items[index].exact,
        high: items[index].high)
      items[index].high = max(items[index].high, items[index].low)
    }
    // With no item flexing this way every item is frozen at its hypothetical size (9.7 step 2).
    if flexes {
      resolveFlexibleLengths(line.items, items, spacing: spacing, target: target, grows: grows)
    } else {
      for index in 0..<count { items[index].size = items[index].hypothetical }
    }
    let crossMin = itemCrossMin
    for index in 0..<count {
      let length = max(items[index].size, 0)
      // An item is laid out at its final length as a definite size even when it already has
      // that length (its percentages resolve against it); a pending item is measured later.
      if line.items[index].isPending && stackDimension(line.items[index].size) == length { continue }
      remeasure(
        &line.items[index], stackMin: length, stackMax: length, crossMin: crossMin,
        crossMax: crossDimension(range.max))
    }
  }

  /// css-flexbox-1 9.7 steps 1 to 5: the items' target main sizes, written to their ``CSSFlexItem/size``.
  private func resolveFlexibleLengths(
    _ line: StackItems, _ items: UnsafeMutableBufferPointer<CSSFlexItem>, spacing: CGFloat, target: CGFloat,
    grows: Bool
  ) {
    var unfrozen = 0
    for index in items.indices {
      items[index].size = items[index].hypothetical
      let factor = grows ? line[index].flexGrow : line[index].flexShrink
      let item = items[index]
      items[index].frozen =
        factor == 0 || (grows ? item.base > item.hypothetical : item.base < item.hypothetical)
      if !items[index].frozen { unfrozen += 1 }
    }
    func freeSpace() -> CGFloat {
      var used = spacing
      for item in items { used += item.frozen ? item.size : item.base }
      return target - used
    }
    let initialFree = freeSpace()
    for _ in 0...items.count {
      guard unfrozen > 0 else { break }
      var free = freeSpace()
      var factorSum: CGFloat = 0
      var weightSum: CGFloat = 0
      for index in items.indices where !items[index].frozen {
        let item = line[index]
        factorSum += grows ? item.flexGrow : item.flexShrink
        items[index].weight =
          grows ? item.flexGrow : item.flexShrink * max(items[index].base - items[index].padding, 0)
        weightSum += items[index].weight
      }
      if factorSum < 1 && abs(initialFree * factorSum) < abs(free) { free = initialFree * factorSum }
      var violation: CGFloat = 0
      for index in items.indices where !items[index].frozen {
        let share = weightSum > 0 ? free * items[index].weight / weightSum : 0
        let unclamped = items[index].base + share
        items[index].unclamped = unclamped
        items[index].size = min(max(unclamped, items[index].low), items[index].high)
        violation += items[index].size - unclamped
      }
      if abs(violation) < Self.violationEpsilon { break }
      for index in items.indices where !items[index].frozen {
        let (size, unclamped) = (items[index].size, items[index].unclamped)
        if (violation > 0 && size > unclamped) || (violation < 0 && size < unclamped) {
          items[index].frozen = true
          unfrozen -= 1
        }
      }
    }
  }

  /// The length the line is flexed to: the stack's own length when definite, else the items'
  /// contributions (`content`) within its range.
  private func cssTarget(_ content: CGFloat) -> CGFloat {
    let low = stackDimension(range.min)
    let high = stackDimension(range.max)
    if low == high { return low }
    return min(max(content, low), high)
  }

  /// An item's flex base size, min and max, padding and max-content contribution along the stack.
  private mutating func cssFlexItem(_ item: UnsafePointer<StackItem>, _ child: UnsafePointer<LayoutSpec>)
    -> CSSFlexItem
  {
    // Only stored properties are read through the pointer: a method called on the spec copies it.
    let parent = stackDimension(parentSize)
    let padding = LayoutSpec.padding(of: child.pointee.kind, vertical: isVertical)
    let isContentBox = child.pointee.style.boxSizing == .contentBox
    let vertical = isVertical
    func outer(_ dimension: LayoutDimension, automatic: CGFloat) -> CGFloat {
      // The outer length: under content-box sizing a finite length grows by the padding.
      let value = dimension.resolve(parent: parent, automatic: automatic)
      return isContentBox && value.isFinite ? value + padding : value
    }
    let exact = outer(vertical ? child.pointee.style.height : child.pointee.style.width, automatic: .nan)
    let basis = outer(child.pointee.style.flexBasis, automatic: .nan)
    // The max-content length, needed unless the item has a definite size.
    let content = exact.isNaN ? contentMainSize(item, child, padding: isContentBox ? padding : 0) : 0
    // The outer flex base size never falls below the padding and border.
    let base = max(!basis.isNaN ? basis : (!exact.isNaN ? exact : content), padding)
    let high = outer(
      vertical ? child.pointee.style.maxHeight : child.pointee.style.maxWidth, automatic: .infinity)
    var low = outer(vertical ? child.pointee.style.minHeight : child.pointee.style.minWidth, automatic: .nan)
    var deferred = false
    if low.isNaN {
      // The automatic minimum is at most the item's definite size, else its min-content, which
      // is at most its max-content: a base at least that is never raised by it.
      if base < (exact.isNaN ? content : exact) {
        low = automaticMinimum(item.pointee.child, child, padding: padding, exact: exact, high: high)
      } else {
        low = padding
        deferred = true
      }
    }
    low = max(low, padding)
    let limitHigh = max(high, low)
    let contribution = min(max(exact.isNaN ? content : exact, low), limitHigh)
    var result = CSSFlexItem(
      base: base, low: low, high: limitHigh, padding: padding, contribution: contribution, exact: exact)
    result.deferredMinimum = deferred
    return result
  }

  /// The automatic minimum (css-flexbox-1 4.5): the min-content size, or the specified size when
  /// that is smaller, never above the maximum nor below the padding.
  private mutating func automaticMinimum(
    _ index: Int, _ child: UnsafePointer<LayoutSpec>, padding: CGFloat, exact: CGFloat, high: CGFloat
  ) -> CGFloat {
    let minContent = max(minContentLength(index, child, vertical: isVertical), padding)
    return max(min(exact.isNaN ? minContent : min(minContent, exact), high), padding)
  }

  /// The child's length along the stack with its own main size, min, max and basis ignored: its
  /// max-content length. The child is measured as such a probe without building one: along the
  /// stack its own range is then 0 (`low`: its padding under content-box sizing) to unbounded, across
  /// it is the child's own, and a layout depends only on the kind and the range.
  private mutating func contentMainSize(
    _ item: UnsafePointer<StackItem>, _ child: UnsafePointer<LayoutSpec>, padding low: CGFloat
  )
    -> CGFloat
  {
    // The item is read in place (a copy of it costs more than the fields read).
    let own = SizeRange(
      min: size(stack: low, cross: crossDimension(item.pointee.ownRange.min)),
      max: size(stack: .infinity, cross: crossDimension(item.pointee.ownRange.max)))
    let isStretched = item.pointee.alignment == .stretch
    var crossMax = crossDimension(range.max)
    if !isStretched && crossMax.isFinite {
      // CSS sizes an unstretched item to fit its content: never below its min-content (the
      // probe's cross style is the child's).
      crossMax = max(
        crossMax,
        Self.minContentContribution(
          item.pointee.child, child, vertical: !isVertical, store: isCaching ? store : nil, context: context))
    }
    let probeRange = childRange(
      own: own, isStretched: isStretched, stackMin: 0, stackMax: .infinity,
      crossMin: itemCrossMin, crossMax: crossMax)
    return stackDimension(size(item.pointee.child, kind: child.pointee.kind, in: probeRange))
  }
}
