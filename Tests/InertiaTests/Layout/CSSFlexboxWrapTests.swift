import Foundation
import Testing

@testable import Inertia

/// CSS compatibility mode's multi-line stacks, baselines and widths, each test named after the
/// rule of css-flexbox-1 (or CSS 2 / css-align-3) it checks, with frames worked out from it.
@Suite struct CSSFlexboxWrapTests {
  private let css = LayoutContext(compatibility: .css)

  private func box(
    _ id: String, width: LayoutDimension = .auto, height: LayoutDimension = .auto, content: LayoutSpec? = nil
  ) -> LayoutSpec {
    var style = LayoutElementStyle()
    style.width = width
    style.height = height
    let node = content.map { LayoutNode(id: id, content: .spec($0)) } ?? LayoutNode(id: id)
    return LayoutSpec(.node(node), style: style)
  }

  private func wrappingRow(
    _ children: [LayoutSpec], alignContent: StackLayoutSpec.AlignContent = .start,
    justify: StackLayoutSpec.Justify = .start
  ) -> LayoutSpec {
    .stack(
      StackLayoutSpec(
        direction: .horizontal, justifyContent: justify, flexWrap: true, alignContent: alignContent,
        children: children))
  }

  private func layout(_ spec: LayoutSpec, width: CGFloat, height: CGFloat) -> Layout {
    spec.calculateLayoutThatFits(SizeRange(exactly: CGSize(width: width, height: height)), context: css)
  }

  /// 9.3 step 5: items go onto lines by their outer hypothetical main sizes (the basis clamped
  /// by min and max), not by the basis: 55 + 55 does not fit in 100.
  @Test func linesBreakAtOuterHypotheticalMainSizes() {
    func item(_ id: String) -> LayoutSpec {
      var spec = box(id, height: .points(50))
      spec.style.flexBasis = .points(50)
      spec.style.minWidth = .points(55)
      return spec
    }
    let result = layout(wrappingRow([item("a"), item("b")]), width: 100, height: 100)
    #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 55, height: 50))
    #expect(result.frame(of: "b") == CGRect(x: 0, y: 50, width: 55, height: 50))
  }

  /// 9.4 step 8: a wrapping stack is multi-line even with one line, so the line takes its items'
  /// cross size (0 here) and stretched items stretch to that, not to the stack's 100.
  @Test func aSingleLineOfAWrappingStackTakesItsItemsCrossSize() {
    let result = layout(
      wrappingRow([box("a", width: .points(50)), box("b", width: .points(50))]), width: 150, height: 100)
    #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 50, height: 0))
    #expect(result.frame(of: "b") == CGRect(x: 50, y: 0, width: 50, height: 0))
  }

  /// 9.4 step 15 and 9.6 (align-content: stretch): two lines of cross size 0 in 100 take 50 each,
  /// and their stretched items with them.
  @Test func alignContentStretchSharesTheFreeSpaceAmongLines() {
    let items = (0..<5).map { box("i\($0)", width: .points(50)) }
    let result = layout(wrappingRow(items, alignContent: .stretch), width: 150, height: 100)
    #expect(result.frame(of: "i0") == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(result.frame(of: "i2") == CGRect(x: 100, y: 0, width: 50, height: 50))
    #expect(result.frame(of: "i3") == CGRect(x: 0, y: 50, width: 50, height: 50))
    #expect(result.frame(of: "i4") == CGRect(x: 50, y: 50, width: 50, height: 50))
  }

  /// 9.6 (align-content) also places the one line of a wrapping stack: end puts it at 120 - 10.
  @Test func alignContentPlacesTheOnlyLineOfAWrappingStack() {
    let items = [
      box("a", width: .points(50), height: .points(10)), box("b", width: .points(50), height: .points(10)),
    ]
    let end = layout(wrappingRow(items, alignContent: .end), width: 100, height: 120)
    #expect(end.frame(of: "a") == CGRect(x: 0, y: 110, width: 50, height: 10))
    let center = layout(wrappingRow(items, alignContent: .center), width: 100, height: 120)
    #expect(center.frame(of: "b") == CGRect(x: 50, y: 55, width: 50, height: 10))
  }

  /// align-content: space-evenly (css-align-3 5.1): 140 - 2 x 10 leaves 120, a third before,
  /// between and after the lines.
  @Test func alignContentSpaceEvenlyPutsEqualSpaceAroundEveryLine() {
    let items = (0..<4).map { box("i\($0)", width: .points(50), height: .points(10)) }
    let result = layout(wrappingRow(items, alignContent: .spaceEvenly), width: 100, height: 140)
    #expect(result.frame(of: "i0")?.minY == 40)
    #expect(result.frame(of: "i2")?.minY == 90)
  }

  /// space-around and space-evenly fall back to safe centring (css-align-3 5.1): overflowing
  /// lines start at the start.
  @Test func overflowingLinesUnderSpaceAroundStartAtTheStart() {
    let items = (0..<3).map { box("i\($0)", width: .points(80), height: .points(20)) }
    let result = layout(wrappingRow(items, alignContent: .spaceAround), width: 100, height: 10)
    #expect(result.frame(of: "i0")?.minY == 0)
    #expect(result.frame(of: "i1")?.minY == 20)
    #expect(result.frame(of: "i2")?.minY == 40)
  }

  /// 9.5 (justify-content) per line, in the stack's own length: a row of auto width with at
  /// most 100 takes min(max-content 110, 100) = 100, and its lines of 60 and 50 are centred in it.
  @Test func eachLineIsJustifiedInTheStacksWidth() {
    let row = wrappingRow(
      [box("a", width: .points(60), height: .points(10)), box("b", width: .points(50), height: .points(10))],
      justify: .center)
    let result = row.calculateLayoutThatFits(
      SizeRange(min: .zero, max: CGSize(width: 100, height: CGFloat.infinity)), context: css)
    #expect(result.size == CGSize(width: 100, height: 20))
    #expect(result.frame(of: "a") == CGRect(x: 20, y: 0, width: 60, height: 10))
    #expect(result.frame(of: "b") == CGRect(x: 25, y: 10, width: 50, height: 10))
  }

  /// 9.9.2: a wrapping column of indefinite width is as wide as its widest item; its second line
  /// overflows beside the first.
  @Test func aWrappingColumnIsAsWideAsItsWidestItem() {
    let items = (0..<4).map { box("i\($0)", width: .points(30), height: .points(30)) }
    let column = LayoutSpec.stack(
      StackLayoutSpec(direction: .vertical, flexWrap: true, children: items))
    let result = column.calculateLayoutThatFits(
      SizeRange(min: CGSize(width: 0, height: 100), max: CGSize(width: CGFloat.infinity, height: 100)),
      context: css)
    #expect(result.size == CGSize(width: 30, height: 100))
    #expect(result.frame(of: "i3") == CGRect(x: 30, y: 0, width: 30, height: 30))
  }

  /// css-align-3 9.1: a box without a baseline aligns by its bottom edge, so a 20-high box sits
  /// at 50 - 20 beside a 50-high one; a box with content aligns by its first child's baseline.
  @Test func boxesWithoutBaselinesAlignByTheirBottomEdges() {
    let tall = box("tall", width: .points(50), height: .points(50))
    let short = box("short", width: .points(50), height: .points(20))
    let row = LayoutSpec.stack(
      StackLayoutSpec(direction: .horizontal, alignItems: .baselineFirst, children: [tall, short]))
    #expect(layout(row, width: 100, height: 100).frame(of: "short")?.minY == 30)
    let inner = LayoutSpec.stack(.vertical(children: [box("inner", width: .points(50), height: .points(10))]))
    let nested = box("nested", width: .points(50), height: .points(20), content: inner)
    let withChild = LayoutSpec.stack(
      StackLayoutSpec(direction: .horizontal, alignItems: .baselineFirst, children: [tall, nested]))
    #expect(layout(withChild, width: 100, height: 100).frame(of: "nested")?.minY == 40)
  }

  /// CSS 2 10.3 and css-flexbox-1 9.2: a stack's width is worked out before its children's
  /// percentages resolve against it: 50 % of a width that only a min-width of 60 sets is 30.
  @Test func percentagesResolveAgainstTheWidthAMinimumGives() {
    var stack = LayoutSpec.stack(
      .horizontal(children: [box("half", width: .fraction(0.5), height: .points(20))]))
    stack.style.minWidth = .points(60)
    let result = stack.calculateLayoutThatFits(.unconstrained, context: css)
    #expect(result.size.width == 60)
    #expect(result.frame(of: "half") == CGRect(x: 0, y: 0, width: 30, height: 20))
  }
}
