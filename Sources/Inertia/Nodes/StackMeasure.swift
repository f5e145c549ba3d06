import Foundation

/// One child of a stack being measured.
struct StackItem {
  /// The child's index in the stack's children.
  var child: Int
  /// The child's current layout.
  var layout: Layout
}

/// A line of a stack (one unless it wraps).
struct StackLine {
  var items: [StackItem]
  var crossSize: CGFloat = 0
  var baseline: CGFloat = 0
  var stackDimensionSum: CGFloat = 0
}

/// The state of measuring one stack: the stack, its resolved range and Texture's helpers for
/// the stack (main) and cross dimensions. The stages live in StackMeasure+Unpositioned.swift and
/// StackMeasure+Positioned.swift.
struct StackMeasure {
  /// Texture's kViolationEpsilon.
  static let violationEpsilon: CGFloat = 0.01

  let stack: StackLayoutSpec
  let range: SizeRange
  let context: LayoutContext
  /// The stack's size on axes where its range is exact, else undefined (NaN), for fractions.
  let parentSize: CGSize

  init(stack: StackLayoutSpec, range: SizeRange, context: LayoutContext) {
    self.stack = stack
    self.range = range
    self.context = context
    parentSize = CGSize(
      width: range.min.width == range.max.width ? range.min.width : .nan,
      height: range.min.height == range.max.height ? range.min.height : .nan)
  }

  var isVertical: Bool { stack.direction == .vertical }

  func stackDimension(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
  func crossDimension(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
  func size(stack main: CGFloat, cross: CGFloat) -> CGSize {
    isVertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }
  func point(stack main: CGFloat, cross: CGFloat) -> CGPoint {
    isVertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
  }

  func style(_ item: StackItem) -> LayoutElementStyle { stack.children[item.child].style }

  /// The child's cross alignment: its alignSelf, else the stack's alignItems.
  func alignment(_ item: StackItem) -> StackLayoutSpec.Alignment {
    style(item).alignSelf ?? stack.alignItems
  }

  /// Measures child `index` with a stack-dimension range and a cross range, as Texture's
  /// crossChildLayout: a stretched child gets at least the cross minimum unless its own style
  /// says otherwise, and never more than its own maximum (spec section 12).
  func crossChildLayout(
    _ index: Int, stackMin: CGFloat, stackMax: CGFloat, crossMin: CGFloat, crossMax: CGFloat
  ) -> Layout {
    crossChildLayout(
      of: stack.children[index], stackMin: stackMin, stackMax: stackMax, crossMin: crossMin,
      crossMax: crossMax)
  }

  /// The same for any element standing in for a child.
  func crossChildLayout(
    of child: LayoutSpec, stackMin: CGFloat, stackMax: CGFloat, crossMin: CGFloat, crossMax: CGFloat
  ) -> Layout {
    let isStretched = (child.style.alignSelf ?? stack.alignItems) == .stretch
    var childCrossMin: CGFloat = 0
    var childCrossMax = crossMax
    if isStretched {
      // Texture resolves the child's own range with an undefined parent, so a fractional cross
      // size is stretched over; resolving it against the stack keeps "50%" at half (a choice).
      let own = child.style.sizeRange(parent: parentSize)
      let ownMin = crossDimension(own.min)
      let ownMax = crossDimension(own.max)
      // Texture treats an own minimum of 0 as unset; an own maximum of 0 (an exact 0 size) is
      // treated the same so such a child still stretches, as Texture's reference images show.
      childCrossMin = ownMin != 0 ? ownMin : crossMin
      childCrossMax = ownMax == .infinity || ownMax == 0 ? crossMax : ownMax
      // Stretch stops at the child's own maximum (spec section 12).
      childCrossMin = min(childCrossMin, childCrossMax)
    }
    let childRange = SizeRange(
      min: size(stack: stackMin, cross: childCrossMin), max: size(stack: stackMax, cross: childCrossMax))
    return child.layoutThatFits(childRange, parentSize: parentSize, context: context)
  }

  /// The children's length along the stack plus spacing, spacingBefore and spacingAfter.
  func stackDimensionSum(_ items: [StackItem]) -> CGFloat {
    var sum = items.isEmpty ? 0 : stack.spacing * CGFloat(items.count - 1)
    for item in items {
      let style = style(item)
      sum += style.spacingBefore + style.spacingAfter + stackDimension(item.layout.size)
    }
    return sum
  }

  /// How far `sum` is from the range along the stack: positive below the min, negative above
  /// the max.
  func stackViolation(_ sum: CGFloat) -> CGFloat {
    let low = stackDimension(range.min)
    let high = stackDimension(range.max)
    if sum < low { return low - sum }
    if sum > high { return high - sum }
    return 0
  }

  /// The same across the stack.
  func crossViolation(_ sum: CGFloat) -> CGFloat {
    let low = crossDimension(range.min)
    let high = crossDimension(range.max)
    if sum < low { return low - sum }
    if sum > high { return high - sum }
    return 0
  }

  /// The lines' cross sizes plus line spacing.
  func linesCrossDimensionSum(_ lines: [StackLine]) -> CGFloat {
    lines.reduce(lines.isEmpty ? 0 : stack.lineSpacing * CGFloat(lines.count - 1)) { $0 + $1.crossSize }
  }

  /// The baseline of an item for its alignment.
  func baseline(_ item: StackItem) -> CGFloat {
    switch alignment(item) {
    case .baselineFirst: return ascender(item)
    case .baselineLast: return crossDimension(item.layout.size) + descender(item)
    default: return 0
    }
  }

  /// The item's first-baseline distance from its top: what its layout measured (a nested stack's),
  /// else its style's.
  func ascender(_ item: StackItem) -> CGFloat { item.layout.ascender ?? style(item).ascender }

  /// The item's last-baseline distance from its bottom (negative), measured or from its style.
  func descender(_ item: StackItem) -> CGFloat { item.layout.descender ?? style(item).descender }

  func isBaselineAligned(_ item: StackItem) -> Bool {
    let value = alignment(item)
    return value == .baselineFirst || value == .baselineLast
  }
}
