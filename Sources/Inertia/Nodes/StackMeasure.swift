import Foundation

/// One child of a stack being measured: plain values only (what the stages read of the child's
/// style, and its current size and baselines), so the stages copy and compare items without
/// reference counting. The child's layout itself lives in ``StackMeasure/layouts``.
struct StackItem {
  /// The child's index in the stack's children.
  var child: Int
  /// The child's current size.
  var size: CGSize = .zero
  /// The first baseline's distance from the top: measured (a nested stack's), else the style's.
  var ascender: CGFloat = 0
  /// The last baseline's distance from the bottom (negative): measured, else the style's.
  var descender: CGFloat = 0
  /// The child's style.flexGrow.
  var flexGrow: CGFloat
  /// The child's style.flexShrink.
  var flexShrink: CGFloat
  /// The child's style.spacingBefore.
  var spacingBefore: CGFloat
  /// The child's style.spacingAfter.
  var spacingAfter: CGFloat
  /// The child's cross alignment: its alignSelf, else the stack's alignItems.
  var alignment: StackLayoutSpec.Alignment
  /// The child's own range (its style's, against the stack's ``StackMeasure/parentSize``).
  var ownRange: SizeRange
  /// The style's ascender and descender, for a layout that measures none.
  var styleAscender: CGFloat
  var styleDescender: CGFloat
  /// Whether the child is still to be measured at its flex basis: its length along the stack
  /// is known without measuring (see ``StackMeasure/firstPass``), so it is measured once its
  /// final length is, at that length, or at the basis range (``basisMin`` to ``basisMax``) when
  /// flexing leaves it as it is.
  var isPending = false
  var basisMin: CGFloat = 0
  var basisMax: CGFloat = 0
  /// Whether the child's layout in ``StackMeasure/layouts`` was measured (in ``measuredRange``).
  var isMeasured = false
  /// The range the child's current layout was measured in: a stage that asks for the same range
  /// again keeps that layout (a layout is a function of the kind and the range alone).
  var measuredRange = SizeRange.unconstrained
  /// A caching stack's slot holding the child's current layout (-1: none), read in place until
  /// the stack's own layout is built, so the stages copy no layout (see ``StackMeasure/sublayout(_:)``).
  var slot = -1

  /// Writes the item of the child at `spec` into `item`'s uninitialized memory, field by field:
  /// built in place instead of built aside and copied in (200 bytes), which an item of plain
  /// values allows. The spec is read in place (a copy of it costs more than the item).
  @inline(__always) static func initialize(
    _ item: UnsafeMutablePointer<StackItem>, child: Int, spec: UnsafePointer<LayoutSpec>,
    alignItems: StackLayoutSpec.Alignment, parentSize: CGSize
  ) {
    item.pointee.child = child
    item.pointee.size = .zero
    item.pointee.ownRange = LayoutSpec.ownRange(
      style: spec.pointee.style, kind: spec.pointee.kind, parent: parentSize)
    item.pointee.styleAscender = spec.pointee.style.ascender
    item.pointee.styleDescender = spec.pointee.style.descender
    item.pointee.ascender = item.pointee.styleAscender
    item.pointee.descender = item.pointee.styleDescender
    item.pointee.flexGrow = spec.pointee.style.flexGrow
    item.pointee.flexShrink = spec.pointee.style.flexShrink
    item.pointee.spacingBefore = spec.pointee.style.spacingBefore
    item.pointee.spacingAfter = spec.pointee.style.spacingAfter
    item.pointee.alignment = spec.pointee.style.alignSelf ?? alignItems
    item.pointee.isPending = false
    item.pointee.basisMin = 0
    item.pointee.basisMax = 0
    item.pointee.isMeasured = false
    item.pointee.measuredRange = .unconstrained
    item.pointee.slot = -1
  }

  /// Flexible both ways (grows and shrinks).
  var isFlexibleBothWays: Bool { flexGrow > 0 && flexShrink > 0 }

  /// Aligned by first or last baseline.
  var isBaselineAligned: Bool { alignment == .baselineFirst || alignment == .baselineLast }
}

/// A stack's items while it is measured: memory that lives as long as the stack's measuring
/// (a temporary allocation, no array: no allocation of a generic array's storage, no
/// copy-on-write check, no reference counting per stage).
typealias StackItems = UnsafeMutableBufferPointer<StackItem>

/// A line of a stack (one unless it wraps): a run of the stack's items.
struct StackLine {
  var items: StackItems
  var crossSize: CGFloat = 0
  var baseline: CGFloat = 0
  var stackDimensionSum: CGFloat = 0
}

/// The state of measuring one stack: the stack, its resolved range, the children's layouts
/// (indexed like the children, updated in place as the stages measure them again) and Texture's
/// helpers for the stack (main) and cross dimensions. The stages live in
/// StackMeasure+Unpositioned.swift and StackMeasure+Positioned.swift.
struct StackMeasure {
  /// Texture's kViolationEpsilon.
  static let violationEpsilon: CGFloat = 0.01

  /// What the stages read of the stack besides its children: its settings, plain values.
  struct Settings: Hashable {
    let direction: StackLayoutSpec.Direction
    let spacing: CGFloat
    let justifyContent: StackLayoutSpec.Justify
    let alignItems: StackLayoutSpec.Alignment
    let flexWrap: Bool
    let alignContent: StackLayoutSpec.AlignContent
    let lineSpacing: CGFloat

    /// `stack`'s settings.
    init(_ stack: borrowing StackLayoutSpec) {
      direction = stack.direction
      spacing = stack.spacing
      justifyContent = stack.justifyContent
      alignItems = stack.alignItems
      flexWrap = stack.flexWrap
      alignContent = stack.alignContent
      lineSpacing = stack.lineSpacing
    }
  }

  /// The stack's settings, copied from its spec (no references, so nothing to retain).
  let stack: Settings
  /// The stack's children, read in place: the stack's layout call holds their array, unchanged,
  /// for as long as the measure lives (a copy of the spec would retain and release its arrays).
  let children: UnsafePointer<LayoutSpec>
  /// How many children the stack has.
  let childCount: Int
  /// The stack's cache (``StackLayoutCache/none`` when it has none), held by the spec.
  unowned(unsafe) let cache: StackLayoutCache
  let range: SizeRange
  let context: LayoutContext
  /// The stack's size on axes where its range is exact, else undefined (NaN), for fractions.
  let parentSize: CGSize
  let isVertical: Bool
  /// The children's latest layouts, by child index, for a stack without a cache (a caching
  /// stack's items point at their slots instead: ``StackItem/slot``).
  var layouts: [Layout] = []
  /// Whether the stack has a cache: ``store`` then holds its slots, taken for this pass.
  let isCaching: Bool
  /// The cache's slots (empty when the stack has none), written in place as children are
  /// measured and given back by ``positioned(_:)``.
  let store: StackLayoutCache.Store
  /// How many children took a kept layout, and how many were measured.
  var reused = 0
  var measured = 0
  /// CSS: the container's main size the lines are flexed to (NaN until worked out).
  var cssMainSize = CGFloat.nan
  /// The cross minimum children are measured in before lines have cross sizes: the stack's, but
  /// 0 for a wrapping CSS stack (its items stretch to their line's cross size afterwards).
  var itemCrossMin: CGFloat {
    context.compatibility == .css && stack.flexWrap ? 0 : crossDimension(range.min)
  }

  /// The measure of `stack`, whose children are at `children` (its array's storage, held by the
  /// caller while the measure lives), in `range`; a caching stack takes its slots here.
  init(
    stack: borrowing StackLayoutSpec, children: UnsafePointer<LayoutSpec>, range: SizeRange,
    context: LayoutContext
  ) {
    self.stack = Settings(stack)
    self.children = children
    childCount = stack.children.count
    cache = stack.cacheReference
    self.range = range
    self.context = context
    if cache !== StackLayoutCache.none {
      isCaching = true
      store = cache.take(count: childCount, context: context)
    } else {
      isCaching = false
      store = .none
    }
    isVertical = stack.direction == .vertical
    parentSize = CGSize(
      width: range.min.width == range.max.width ? range.min.width : .nan,
      height: range.min.height == range.max.height ? range.min.height : .nan)
  }

  @inline(__always) func stackDimension(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
  @inline(__always) func crossDimension(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
  @inline(__always) func size(stack main: CGFloat, cross: CGFloat) -> CGSize {
    isVertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }
  @inline(__always) func point(stack main: CGFloat, cross: CGFloat) -> CGPoint {
    isVertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
  }

  /// Measures the item's child again with a stack-dimension range and a cross range, keeping its
  /// layout and updating the item's size and baselines.
  mutating func remeasure(
    _ item: inout StackItem, stackMin: CGFloat, stackMax: CGFloat, crossMin: CGFloat, crossMax: CGFloat
  ) {
    // The child is read in place: a copy of its spec would cost more than a kept layout.
    let child = children + item.child
    guard
      let range = remeasureRange(
        &item, child, stackMin: stackMin, stackMax: stackMax, crossMin: crossMin, crossMax: crossMax)
    else { return }
    guard isCaching else {
      let layout = child.pointee.kind.layout(resolved: range, context: context)
      measured &+= 1
      (item.isPending, item.isMeasured) = (false, true)
      item.size = layout.size
      // (A CSS item without a baseline of its own keeps NaN: see ``firstPass(_:optimized:)``.)
      item.ascender = layout.ascender ?? item.styleAscender
      item.descender = layout.descender ?? item.styleDescender
      layouts[item.child] = layout
      return
    }
    let slot = Self.slot(
      item.child, kind: child.pointee.kind, in: range, store: store, context: context, reused: &reused,
      measured: &measured)
    (item.isPending, item.isMeasured, item.slot) = (false, true, slot)
    let layout = store.layouts + slot
    item.size = layout.pointee.size
    item.ascender = layout.pointee.ascender ?? item.styleAscender
    item.descender = layout.pointee.descender ?? item.styleDescender
  }

  /// The range ``remeasure(_:stackMin:stackMax:crossMin:crossMax:)`` measures the item's child
  /// (at `child`) in, noted as the item's ``StackItem/measuredRange``; nil when the layout the
  /// item has stands.
  @inline(__always) private func remeasureRange(
    _ item: inout StackItem, _ child: UnsafePointer<LayoutSpec>, stackMin: CGFloat, stackMax: CGFloat,
    crossMin: CGFloat, crossMax: CGFloat
  ) -> SizeRange? {
    var crossMax = crossMax
    if context.compatibility == .css && item.alignment != .stretch && crossMax.isFinite {
      // CSS sizes an unstretched item to fit its content: never below its min-content.
      crossMax = max(
        crossMax,
        Self.minContentContribution(
          item.child, child, vertical: !isVertical, store: isCaching ? store : nil, context: context))
    }
    let range = childRange(
      own: item.ownRange, isStretched: item.alignment == .stretch, stackMin: stackMin, stackMax: stackMax,
      crossMin: crossMin, crossMax: crossMax)
    // The same range as the layout the child has: that layout is the answer.
    if item.isMeasured && item.measuredRange == range { return nil }
    // So is it for a CSS leaf of fixed content that the new range clamps to the same size.
    if item.isMeasured && context.compatibility == .css,
      let content = Self.fixedContent(child.pointee.kind), range.clamp(content) == item.size
    {
      item.measuredRange = range
      return nil
    }
    item.measuredRange = range
    return range
  }

  /// The item's layout for the stack's sublayouts: a caching stack's copy of its slot (measured
  /// again at its range in the rare case a later keep took that slot), else its entry in
  /// ``layouts``. The item is read in place.
  @inline(__always) mutating func sublayout(_ item: UnsafePointer<StackItem>) -> Layout {
    guard isCaching else { return layouts[item.pointee.child] }
    let slot = item.pointee.slot
    if slot >= 0 && store.holds(slot, item.pointee.measuredRange) { return store.layouts[slot] }
    return keptSublayout(item.pointee)
  }

  /// Initializes `target` to ``sublayout(_:)`` of the item, copying a slot's layout in place.
  @inline(__always) mutating func initializeSublayout(
    _ target: UnsafeMutablePointer<Layout>, _ item: UnsafePointer<StackItem>
  ) {
    let slot = item.pointee.slot
    if isCaching && slot >= 0 && store.holds(slot, item.pointee.measuredRange) {
      target.initialize(to: store.layouts[slot])
    } else {
      target.initialize(to: sublayout(item))
    }
  }

  /// ``sublayout(_:)`` for an item whose slot no longer holds its layout, or that was never
  /// measured.
  @inline(never) private mutating func keptSublayout(_ item: StackItem) -> Layout {
    guard item.isMeasured else { return Layout(element: .spec("unmeasured"), size: .zero) }
    return layout(item.child, kind: children[item.child].kind, in: item.measuredRange)
  }

  /// The size a CSS leaf of `kind` clamps into any range (its layout is that clamped size and
  /// nothing that depends on the range), or nil for every other kind.
  @inline(__always) static func fixedContent(_ kind: LayoutSpec.Kind) -> CGSize? {
    guard case .node(let node) = kind else { return nil }
    switch node.content {
    case .plain: return .zero
    case .intrinsic(let size): return size
    case .text, .spec, .deferred, .layout: return nil
    }
  }

  /// Child `index` (of `kind`, bound to its slots) laid out in `range`.
  @inline(__always) mutating func layout(_ index: Int, kind: LayoutSpec.Kind, in range: SizeRange) -> Layout {
    // Through a static function that is handed the fields it uses: a call that reads `self`
    // whole may copy the measure (all its references) around the child's layout.
    Self.layout(
      index, kind: kind, in: range, store: isCaching ? store : nil, context: context, reused: &reused,
      measured: &measured)
  }

  /// Child `index` (of `kind`) laid out in `range`: a kept layout when `store` holds one for it,
  /// else measured (and kept in `store` when there is one).
  @inline(__always) static func layout(
    _ index: Int, kind: LayoutSpec.Kind, in range: SizeRange, store: StackLayoutCache.Store?,
    context: LayoutContext, reused: inout Int, measured: inout Int
  ) -> Layout {
    guard let store else {
      measured &+= 1
      return kind.layout(resolved: range, context: context)
    }
    let slot = store.slot(index, range)
    if slot >= 0 {
      reused &+= 1
      return store.layouts[slot]
    }
    measured &+= 1
    var spare = store.spare(index)
    let layout = kind.layout(resolved: range, context: context, spare: &spare)
    store.keep(layout, index, range)
    return layout
  }

  /// The slot of `store` holding child `index`'s (of `kind`) layout in `range`: a kept one, else
  /// measured and kept.
  @inline(__always) static func slot(
    _ index: Int, kind: LayoutSpec.Kind, in range: SizeRange, store: StackLayoutCache.Store,
    context: LayoutContext, reused: inout Int, measured: inout Int
  ) -> Int {
    let slot = store.slot(index, range)
    if slot >= 0 {
      reused &+= 1
      return slot
    }
    measured &+= 1
    var spare = store.spare(index)
    return store.keep(kind.layout(resolved: range, context: context, spare: &spare), index, range)
  }

  /// Child `index`'s size in `range`: as ``layout(_:kind:in:)``, without copying a kept layout.
  @inline(__always) mutating func size(_ index: Int, kind: LayoutSpec.Kind, in range: SizeRange) -> CGSize {
    guard isCaching else {
      measured &+= 1
      return kind.layout(resolved: range, context: context).size
    }
    let slot = store.slot(index, range)
    if slot >= 0 {
      reused &+= 1
      return store.layouts[slot].size
    }
    measured &+= 1
    var spare = store.spare(index)
    let layout = kind.layout(resolved: range, context: context, spare: &spare)
    store.keep(layout, index, range)
    return layout.size
  }

  /// Child `index`'s min-content contribution along an axis, its length kept in `store` when there
  /// is one (the child read in place): a static function handed the fields it uses, as
  /// a mutating stage that calls a method reading `self` whole copies the measure first (all its
  /// fields, its references retained) on every call.
  static func minContentContribution(
    _ index: Int, _ child: UnsafePointer<LayoutSpec>, vertical: Bool, store: StackLayoutCache.Store?,
    context: LayoutContext
  ) -> CGFloat {
    LayoutSpec.minContentContribution(
      style: child.pointee.style, kind: child.pointee.kind, vertical: vertical
    ) {
      minContentLength(index, child, vertical: vertical, store: store, context: context)
    }
  }

  /// Child `index`'s min-content length along an axis, kept in the cache.
  @inline(__always) func minContentLength(_ index: Int, _ child: UnsafePointer<LayoutSpec>, vertical: Bool)
    -> CGFloat
  {
    Self.minContentLength(index, child, vertical: vertical, store: isCaching ? store : nil, context: context)
  }

  /// The same, kept in `store` when there is one.
  static func minContentLength(
    _ index: Int, _ child: UnsafePointer<LayoutSpec>, vertical: Bool, store: StackLayoutCache.Store?,
    context: LayoutContext
  ) -> CGFloat {
    guard let store else { return child.pointee.minContentLength(vertical: vertical, context: context) }
    return store.minContentLength(index, child, vertical: vertical, context: context)
  }

  /// The range a child is measured in for a stack-dimension range and a cross range, from its own
  /// range (its style's, against ``parentSize``), as Texture's crossChildLayout: a stretched child gets at least the cross minimum unless its own style
  /// says otherwise, and never more than its own maximum (spec section 12).
  @inline(__always) func childRange(
    own: SizeRange, isStretched: Bool, stackMin: CGFloat, stackMax: CGFloat, crossMin: CGFloat,
    crossMax: CGFloat
  ) -> SizeRange {
    var childCrossMin: CGFloat = 0
    var childCrossMax = crossMax
    if isStretched && context.compatibility == .css {
      // CSS stretches to the line within the item's own min and max: a minimum (padding under
      // content-box sizing included) only floors it.
      let ownMax = crossDimension(own.max)
      childCrossMax = ownMax.isFinite ? ownMax : crossMax
      childCrossMin = min(max(crossMin, crossDimension(own.min)), childCrossMax)
    } else if isStretched {
      let ownMin = crossDimension(own.min)
      let ownMax = crossDimension(own.max)
      // Texture treats an own minimum of 0 as unset; an own maximum of 0 (an exact 0 size) is
      // treated the same so such a child still stretches, as Texture's reference images show.
      childCrossMin = ownMin != 0 ? ownMin : crossMin
      childCrossMax = ownMax == .infinity || ownMax == 0 ? crossMax : ownMax
      // Stretch stops at the child's own maximum (spec section 12).
      childCrossMin = min(childCrossMin, childCrossMax)
    }
    let constrained = SizeRange(
      min: size(stack: stackMin, cross: childCrossMin), max: size(stack: stackMax, cross: childCrossMax))
    let result = constrained.intersect(own)
    guard context.compatibility == .css else { return result }
    // In CSS an item's own cross size wins over the line's: it overflows instead of shrinking.
    let ownWins = own.intersect(constrained)
    // Each axis comes from one valid range, so the result is valid as it is.
    return SizeRange(
      validMin: size(stack: stackDimension(result.min), cross: crossDimension(ownWins.min)),
      max: size(stack: stackDimension(result.max), cross: crossDimension(ownWins.max)))
  }

  /// The children's length along the stack plus spacing, spacingBefore and spacingAfter.
  func stackDimensionSum(_ items: StackItems) -> CGFloat {
    var sum = items.isEmpty ? 0 : stack.spacing * CGFloat(items.count - 1)
    for item in items { sum += item.spacingBefore + item.spacingAfter + stackDimension(item.size) }
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
  func linesCrossDimensionSum(_ lines: UnsafeMutableBufferPointer<StackLine>) -> CGFloat {
    lines.reduce(lines.isEmpty ? 0 : stack.lineSpacing * CGFloat(lines.count - 1)) { $0 + $1.crossSize }
  }

  /// The item's first baseline from its top: its ascender, or for a CSS item without one (NaN)
  /// its bottom edge, as CSS synthesizes a missing baseline (css-align-3 9.1).
  @inline(__always) static func firstBaseline(_ item: StackItem) -> CGFloat {
    item.ascender.isNaN ? item.size.height : item.ascender
  }

  /// The baseline of an item for its alignment.
  func baseline(_ item: StackItem) -> CGFloat {
    switch item.alignment {
    case .baselineFirst: return Self.firstBaseline(item)
    case .baselineLast: return crossDimension(item.size) + item.descender
    default: return 0
    }
  }
}
