import Foundation

/// Children in a row or a column with Texture's stack rules (ASStackLayoutSpec): measured in two
/// stages, unpositioned (flex basis, lines, grow and shrink, cross sizes, stretch) then positioned
/// (justifyContent, alignContent, spacing). flexShrink defaults to 0, grow space is split with
/// floor() and the remainder goes to the first growing child, and nothing is redistributed after
/// clamping. With ``LayoutCompatibility/css`` the flexing follows CSS instead.
///
/// See also: ``LayoutSpec``, ``LayoutElementStyle``.
public struct StackLayoutSpec: Equatable, Sendable {
  /// The direction.
  public enum Direction: String, Sendable, CaseIterable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
  }
  /// Placement along the direction.
  public enum Justify: String, Sendable, CaseIterable {
    /// Packed at the start.
    case start
    /// Centred.
    case center
    /// Packed at the end.
    case end
    /// Free space between children.
    case spaceBetween
    /// Free space around children (half at the ends).
    case spaceAround
    /// Equal free space between children and at both ends.
    case spaceEvenly
  }
  /// Placement across the direction.
  public enum Alignment: String, Sendable, CaseIterable {
    /// At the start.
    case start
    /// At the end.
    case end
    /// Centred.
    case center
    /// Stretched to the line's cross size, within the child's own min/max.
    case stretch
    /// First baselines (style.ascender) lined up.
    case baselineFirst
    /// Last baselines (size + style.descender) lined up.
    case baselineLast
  }
  /// Placement of wrapped lines across the direction.
  public enum AlignContent: String, Sendable, CaseIterable {
    /// Packed at the start.
    case start
    /// Centred.
    case center
    /// Packed at the end.
    case end
    /// Free space between lines.
    case spaceBetween
    /// Free space around lines.
    case spaceAround
    /// Lines share the free space.
    case stretch
    /// Equal free space between lines and at both ends (CSS's space-evenly).
    case spaceEvenly
  }

  /// The direction. Default horizontal (Texture's `init`).
  public var direction: Direction = .horizontal
  /// Space between children, in points. Default 0.
  public var spacing: CGFloat = 0
  /// Placement along the direction. Default start.
  public var justifyContent: Justify = .start
  /// Placement across the direction. Default stretch (Texture's `init`).
  public var alignItems: Alignment = .stretch
  /// Whether children wrap onto new lines. Default false.
  public var flexWrap = false
  /// Placement of wrapped lines. Default start.
  public var alignContent: AlignContent = .start
  /// Space between wrapped lines. Default 0.
  public var lineSpacing: CGFloat = 0
  /// The children.
  public var children: [LayoutSpec] = []
  /// The children's layouts from the last pass, so a pass after one child changed measures only
  /// that child. Default nil (every child measured every time); ignored by equality but for
  /// identity.
  public var cache: StackLayoutCache? {
    get { cacheReference === StackLayoutCache.none ? nil : cacheReference }
    set { cacheReference = newValue ?? StackLayoutCache.none }
  }
  /// ``cache`` as a plain reference (``StackLayoutCache/none`` for none): an optional reference
  /// is copied through a generic value witness.
  var cacheReference = StackLayoutCache.none

  /// Equal settings, the same cache, and equal children compared in place (a child's kind by
  /// identity, then equality, and its style): children arrays that share storage are equal at
  /// once, and no child is copied to be compared.
  public static func == (lhs: StackLayoutSpec, rhs: StackLayoutSpec) -> Bool {
    guard lhs.direction == rhs.direction, lhs.spacing == rhs.spacing,
      lhs.justifyContent == rhs.justifyContent, lhs.alignItems == rhs.alignItems,
      lhs.flexWrap == rhs.flexWrap, lhs.alignContent == rhs.alignContent,
      lhs.lineSpacing == rhs.lineSpacing, lhs.cacheReference === rhs.cacheReference,
      lhs.children.count == rhs.children.count
    else { return false }
    return lhs.children.withUnsafeBufferPointer { left in
      rhs.children.withUnsafeBufferPointer { right in
        guard let a = left.baseAddress, let b = right.baseAddress, a != b else { return true }
        for index in left.indices {
          let (x, y) = (a + index, b + index)
          guard x.pointee.kind.isSame(as: y.pointee.kind), x.pointee.style == y.pointee.style else {
            return false
          }
        }
        return true
      }
    }
  }

  /// Creates a stack with Texture's defaults.
  public init(
    direction: Direction = .horizontal, spacing: CGFloat = 0, justifyContent: Justify = .start,
    alignItems: Alignment = .stretch, flexWrap: Bool = false, alignContent: AlignContent = .start,
    lineSpacing: CGFloat = 0, children: [LayoutSpec] = [], cache: StackLayoutCache? = nil
  ) {
    self.direction = direction
    self.spacing = spacing
    self.justifyContent = justifyContent
    self.alignItems = alignItems
    self.flexWrap = flexWrap
    self.alignContent = alignContent
    self.lineSpacing = lineSpacing
    self.children = children
    self.cache = cache
  }

  /// A vertical stack with Texture's other defaults (ASStackLayoutSpec.vertical()).
  public static func vertical(spacing: CGFloat = 0, children: [LayoutSpec] = []) -> StackLayoutSpec {
    StackLayoutSpec(direction: .vertical, spacing: spacing, children: children)
  }

  /// A horizontal stack with Texture's other defaults (ASStackLayoutSpec.horizontal()).
  public static func horizontal(spacing: CGFloat = 0, children: [LayoutSpec] = []) -> StackLayoutSpec {
    StackLayoutSpec(direction: .horizontal, spacing: spacing, children: children)
  }

  /// Lays the children out in `range` (already intersected with the stack's style); `widthFirst`
  /// false lays them out in one pass even where CSS works the width out first.
  func layout(in range: SizeRange, context: LayoutContext, widthFirst: Bool = true) -> Layout {
    var spare: [Layout] = []
    return layout(in: range, context: context, widthFirst: widthFirst, spare: &spare)
  }

  /// The same, the sublayouts written into `spare`'s storage when it is empty and holds them all
  /// (a caching stack only; see ``StackLayoutCache/Store/spare(_:)``).
  func layout(in range: SizeRange, context: LayoutContext, widthFirst: Bool = true, spare: inout [Layout])
    -> Layout
  {
    guard !children.isEmpty else { return Layout(element: .spec("stack"), size: range.min) }
    if let memo = context.cssMemo, cacheReference === StackLayoutCache.none {
      return memo.layout(of: self, in: range, widthFirst: widthFirst) {
        var unused: [Layout] = []
        return measure(in: range, context: context, widthFirst: widthFirst, spare: &unused)
      }
    }
    return measure(in: range, context: context, widthFirst: widthFirst, spare: &spare)
  }

  /// ``layout(in:context:widthFirst:spare:)`` without the CSS pass's memo.
  private func measure(
    in range: SizeRange, context: LayoutContext, widthFirst: Bool, spare: inout [Layout]
  ) -> Layout {
    if widthFirst && context.compatibility == .css && range.min.width != range.max.width
      && (range.min.width > 0 || range.max.width.isFinite) && hasFractionOfWidth
    {
      return layoutWidthFirst(in: range, context: context, spare: &spare)
    }
    // The measure reads the children in place, and the items and lines live in temporary memory,
    // for the length of this stack's measuring.
    let count = children.count
    return children.withUnsafeBufferPointer { children in
      var measure = StackMeasure(stack: self, children: children.baseAddress!, range: range, context: context)
      return withUnsafeTemporaryAllocation(of: StackItem.self, capacity: count) { items in
        withUnsafeTemporaryAllocation(of: StackLine.self, capacity: flexWrap ? count : 1) { lines in
          let lineCount = measure.unpositioned(items: items, lines: lines)
          return measure.positioned(UnsafeMutableBufferPointer(rebasing: lines[..<lineCount]), spare: &spare)
        }
      }
    }
  }

  /// CSS works a box's width out before its children's layout: their percentages of it resolve
  /// against the width the stack takes (CSS 2 10.3, css-flexbox-1 9.2), not as auto. Not in a
  /// range of any width (0 to unbounded): that is how a parent asks for a child's max-content
  /// width, which percentages do not change (they count as auto there).
  private func layoutWidthFirst(in range: SizeRange, context: LayoutContext, spare: inout [Layout]) -> Layout
  {
    let first = layout(in: range, context: context, widthFirst: false)
    guard first.size.width.isFinite else { return first }
    let width = first.size.width
    let exact = SizeRange(
      min: CGSize(width: width, height: range.min.height), max: CGSize(width: width, height: range.max.height)
    )
    return layout(in: exact, context: context, widthFirst: false, spare: &spare)
  }

  /// Whether a child's width, min or max width (or basis, in a row) is a fraction of the stack's.
  private var hasFractionOfWidth: Bool {
    func isFraction(_ dimension: LayoutDimension) -> Bool {
      if case .fraction = dimension { return true }
      return false
    }
    let isRow = direction == .horizontal
    return children.contains { child in
      let style = child.style
      return isFraction(style.width) || isFraction(style.minWidth) || isFraction(style.maxWidth)
        || (isRow && isFraction(style.flexBasis))
    }
  }
}
