import Foundation

/// The second stage (Texture's ASStackPositionedLayout): positions along and across the stack.
extension StackMeasure {
  /// Positions the measured lines and returns the stack's layout, handing it the children's
  /// layouts (so the measure is spent). A caching stack writes its sublayouts into `spare`'s
  /// storage when that is empty and holds them all.
  mutating func positioned(_ lines: UnsafeMutableBufferPointer<StackLine>, spare: inout [Layout]) -> Layout {
    let crossSum = linesCrossDimensionSum(lines)
    // A wrapping CSS stack is as long as its lines were flexed to (each line justified in it).
    let isMultiLineCSS = stack.flexWrap && context.compatibility == .css && !cssMainSize.isNaN
    let stackSum = isMultiLineCSS ? cssMainSize : lines.reduce(0) { max($0, $1.stackDimensionSum) }
    let (crossOffset, crossSpacing) = lineOffsetAndSpacing(
      count: lines.count, violation: crossViolation(crossSum))
    var sublayouts: [Layout] = []
    if isCaching && spare.isEmpty && spare.capacity >= childCount {
      // The storage of the layout this one replaces in its parent's cache, written in place.
      swap(&sublayouts, &spare)
      appendSublayouts(lines, to: &sublayouts)
    } else if isCaching && childCount < Self.wideStack {
      // Reserved through the array's specialized code: a buffer made by
      // `Array(unsafeUninitializedCapacity:)` looks its storage class up at run time.
      sublayouts.reserveCapacity(childCount)
      appendSublayouts(lines, to: &sublayouts)
    } else if isCaching {
      // A wide stack's buffer is made once and each child's layout copied once, from its slot
      // straight into place (lines hold the items in child order).
      sublayouts = Array(unsafeUninitializedCapacity: childCount) { buffer, count in
        for line in lines {
          let items = line.items.baseAddress!
          for index in 0..<line.items.count {
            initializeSublayout(buffer.baseAddress! + count, items + index)
            count += 1
          }
        }
      }
    } else {
      sublayouts = layouts
      layouts = []
    }
    var crossPosition = crossOffset
    for (index, line) in lines.enumerated() {
      if index > 0 { crossPosition += crossSpacing + stack.lineSpacing }
      let violation =
        isMultiLineCSS ? cssMainSize - line.stackDimensionSum : stackViolation(line.stackDimensionSum)
      let (offset, spacing) = itemOffsetAndSpacing(count: line.items.count, violation: violation)
      place(line, start: offset, cross: crossPosition, extraSpacing: spacing, into: &sublayouts)
      crossPosition += line.crossSize
    }
    // A CSS column that wraps is as wide as its widest item, its further lines overflowing
    // (css-flexbox-1 9.9.2); other stacks are as wide as their lines.
    let isColumnWrapCSS = isMultiLineCSS && isVertical
    let crossLength = isColumnWrapCSS ? lines.reduce(0) { max($0, $1.crossSize) } : crossSum
    let size = range.clamp(self.size(stack: stackSum, cross: crossLength))
    let (ascender, descender) = baselines(lines, placed: sublayouts)
    if isCaching { cache.put(store, reused: reused) }
    context.statistics?.countStack(measured: measured, reused: reused)
    // Built as it is returned: a layout built in a variable and changed is copied out (its
    // references retained and released again).
    return Layout(stack: size, sublayouts: sublayouts, ascender: ascender, descender: descender)
  }

  /// From how many children a stack's sublayouts are written straight into a new buffer rather
  /// than appended to a reserved one: the buffer's run-time lookup (hundreds of instructions)
  /// against an append's checks and move (tens per child).
  static let wideStack = 16

  /// Appends the items' layouts, in child order (lines hold the items in child order).
  private mutating func appendSublayouts(
    _ lines: UnsafeMutableBufferPointer<StackLine>, to sublayouts: inout [Layout]
  ) {
    for line in lines {
      let items = line.items.baseAddress!
      for index in 0..<line.items.count { sublayouts.append(sublayout(items + index)) }
    }
  }

  /// The stack's own ascender and descender, for a parent aligning it by baseline. Vertical: the
  /// first child's ascender and the last child's descender (Texture's ASStackLayoutSpec.mm).
  /// Horizontal: the largest child ascender and the descender of the child reaching lowest
  /// (AsyncDisplayKit 2's ASStackBaselinePositionedLayout; Texture 3 leaves them unset there).
  private func baselines(_ lines: UnsafeMutableBufferPointer<StackLine>, placed: [Layout]) -> (
    CGFloat, CGFloat
  ) {
    guard let first = lines.first?.items.first, let last = lines.last?.items.last else { return (0, 0) }
    if context.compatibility == .css {
      // CSS: the baseline of the first line's baseline-aligned items, else the first item's
      // (css-flexbox-1 8.5), from the stack's top.
      let line = lines[0]
      let item = isVertical ? first : line.items.first { $0.isBaselineAligned } ?? first
      return (placed[item.child].position.y + Self.firstBaseline(item), last.descender)
    }
    if isVertical { return (first.ascender, last.descender) }
    var highest = first.ascender
    var lowest = (bottom: -CGFloat.infinity, descender: last.descender)
    for line in lines {
      for item in line.items {
        highest = max(highest, item.ascender)
        let bottom = placed[item.child].position.y + item.size.height
        if bottom > lowest.bottom { lowest = (bottom, item.descender) }
      }
    }
    return (highest, lowest.descender)
  }

  private func place(
    _ line: StackLine, start: CGFloat, cross: CGFloat, extraSpacing: CGFloat, into sublayouts: inout [Layout]
  ) {
    var position = start
    var isFirst = true
    for item in line.items {
      position += item.spacingBefore
      if !isFirst { position += stack.spacing + extraSpacing }
      isFirst = false
      sublayouts[item.child].position = point(stack: position, cross: cross + crossOffset(item, line: line))
      position += stackDimension(item.size) + item.spacingAfter
    }
  }

  private func crossOffset(_ item: StackItem, line: StackLine) -> CGFloat {
    switch item.alignment {
    case .end: return line.crossSize - crossDimension(item.size)
    case .center:
      let offset = (line.crossSize - crossDimension(item.size)) / 2
      return context.compatibility == .css ? offset : context.pixels.floor(offset)
    case .baselineFirst, .baselineLast: return line.baseline - baseline(item)
    case .start, .stretch: return 0
    }
  }

  /// Where the first item starts and the extra space between items (justifyContent). Overflowing
  /// or single-item spaceBetween acts as start; spaceAround and spaceEvenly act as center.
  private func itemOffsetAndSpacing(count: Int, violation: CGFloat) -> (CGFloat, CGFloat) {
    var justify = stack.justifyContent
    let isTight = violation < Self.violationEpsilon || count == 1
    if justify == .spaceBetween && isTight { justify = .start }
    if (justify == .spaceAround || justify == .spaceEvenly) && isTight {
      // CSS falls back safely: overflowing items start at the start instead of centring.
      justify = context.compatibility == .css && violation < 0 ? .start : .center
    }
    switch justify {
    case .start: return (0, 0)
    case .center: return (violation / 2, 0)
    case .end: return (violation, 0)
    case .spaceBetween: return (0, violation / CGFloat(count - 1))
    case .spaceAround:
      let unit = violation / CGFloat(count * 2)
      return (unit, unit * 2)
    case .spaceEvenly:
      let unit = violation / CGFloat(count + 1)
      return (unit, unit)
    }
  }

  /// The same for lines (alignContent).
  private func lineOffsetAndSpacing(count: Int, violation: CGFloat) -> (CGFloat, CGFloat) {
    var align = stack.alignContent
    let isTight = violation < Self.violationEpsilon || count == 1
    if align == .spaceBetween && isTight { align = .start }
    if (align == .spaceAround || align == .spaceEvenly) && isTight {
      // CSS falls back safely: overflowing lines start at the start instead of centring.
      align = context.compatibility == .css && violation < 0 ? .start : .center
    }
    switch align {
    case .start, .stretch: return (0, 0)
    case .center: return (violation / 2, 0)
    case .end: return (violation, 0)
    case .spaceBetween: return (0, violation / CGFloat(count - 1))
    case .spaceAround:
      let unit = violation / CGFloat(count * 2)
      return (unit, unit * 2)
    case .spaceEvenly:
      let unit = violation / CGFloat(count + 1)
      return (unit, unit)
    }
  }
}
