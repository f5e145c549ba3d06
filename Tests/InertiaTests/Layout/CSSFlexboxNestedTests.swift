import Foundation
import Testing

@testable import Inertia

/// CSS compatibility mode in nested stacks, where an item's own layout depends on how its parent
/// sized it: percentages inside an item resolve against the item's final length (even when
/// flexing leaves it at its max-content length), and a column's min-content height counts its
/// items' flex bases, as a column's height is laid out. Taffy lays out both the same way (the
/// seeded random trees of BENCHMARKS.md's flex section, node for node).
@Suite struct CSSFlexboxNestedTests {
  private let css = LayoutContext(compatibility: .css)

  private func leaf(
    _ id: String, width: LayoutDimension = .auto, height: CGFloat, grow: CGFloat = 0, shrink: CGFloat = 1,
    basis: LayoutDimension = .auto
  ) -> LayoutSpec {
    var style = LayoutElementStyle()
    (style.width, style.height, style.flexGrow, style.flexShrink, style.flexBasis) = (
      width, .points(height), grow, shrink, basis
    )
    return LayoutSpec(.node(LayoutNode(id: id)), style: style)
  }

  private func stack(
    _ direction: StackLayoutSpec.Direction, _ children: [LayoutSpec], grow: CGFloat = 0, shrink: CGFloat = 1,
    basis: LayoutDimension = .auto, cached: Bool
  ) -> LayoutSpec {
    var style = LayoutElementStyle()
    (style.flexGrow, style.flexShrink, style.flexBasis) = (grow, shrink, basis)
    let spec = StackLayoutSpec(
      direction: direction, children: children, cache: cached ? StackLayoutCache() : nil)
    return LayoutSpec(.stack(spec), style: style)
  }

  @Test(arguments: [false, true])
  func aPercentageResolvesAgainstTheItemsFinalLengthWhenFlexingKeepsIt(cached: Bool) {
    // The column's max-content width is 80 (its fixed child); it neither grows nor shrinks in
    // the row, so its final width is 80 too, and then definite: 30 % of it is 24. Measured at
    // its max-content width the percentage had nothing to resolve against (the child stretched).
    let column = stack(
      .vertical,
      [leaf("fixed", width: .points(80), height: 10), leaf("part", width: .fraction(0.3), height: 10)],
      cached: cached)
    let row = LayoutSpec(.stack(StackLayoutSpec(direction: .horizontal, children: [column])))
    let layout = row.calculateLayoutThatFits(
      SizeRange(min: CGSize(width: 300, height: 0), max: CGSize(width: 300, height: CGFloat.infinity)),
      context: css)
    #expect(layout.frame(of: "fixed") == CGRect(x: 0, y: 0, width: 80, height: 10))
    #expect(layout.frame(of: "part") == CGRect(x: 0, y: 10, width: 24, height: 10))
  }

  @Test(arguments: [false, true])
  func aColumnsMinContentHeightCountsItsItemsFlexBases(cached: Bool) {
    // The inner column's items: 33, 21, and one 21 high with a flex basis of 40, so its
    // hypothetical height is 40 and the column's content is 94 high. The inner column's own basis
    // (40) is below that content, its automatic minimum, so in the outer column of open height
    // it is 94 high and nothing shrinks.
    let inner = stack(
      .vertical,
      [
        leaf("a", height: 33), leaf("b", height: 21),
        leaf("c", height: 21, grow: 1, basis: .points(40)),
      ], grow: 1, basis: .points(40), cached: cached)
    let outer = LayoutSpec(.stack(StackLayoutSpec(direction: .vertical, children: [inner])))
    let layout = outer.calculateLayoutThatFits(
      SizeRange(min: CGSize(width: 100, height: 0), max: CGSize(width: 100, height: CGFloat.infinity)),
      context: css)
    #expect(layout.size == CGSize(width: 100, height: 94))
    #expect(layout.frame(of: "a") == CGRect(x: 0, y: 0, width: 100, height: 33))
    #expect(layout.frame(of: "b") == CGRect(x: 0, y: 33, width: 100, height: 21))
    #expect(layout.frame(of: "c") == CGRect(x: 0, y: 54, width: 100, height: 40))
  }
}
