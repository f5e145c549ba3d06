import Foundation
import Testing

@testable import Inertia

/// CSS compatibility mode follows css-flexbox-1: shrink weighted by the flex base size, automatic
/// minimums from min-content, box-sizing, overflowing children under center and end, safe
/// space-around, percentages.
@Suite struct CSSFlexboxTests {
  private let css = LayoutContext(compatibility: .css)

  private func box(
    _ id: String, width: LayoutDimension = .auto, height: LayoutDimension = .auto, shrink: CGFloat = 1
  )
    -> LayoutSpec
  {
    var style = LayoutElementStyle()
    style.width = width
    style.height = height
    style.flexShrink = shrink
    return LayoutSpec(.node(LayoutNode(id: id)), style: style)
  }

  private func row(
    _ children: [LayoutSpec], justify: StackLayoutSpec.Justify = .start,
    align: StackLayoutSpec.Alignment = .stretch
  )
    -> LayoutSpec
  {
    .stack(
      StackLayoutSpec(direction: .horizontal, justifyContent: justify, alignItems: align, children: children))
  }

  @Test func shrinkIsWeightedByTheFlexBasis() {
    var first = box("a", height: .points(10))
    first.style.flexBasis = .points(100)
    var second = box("b", height: .points(10))
    second.style.flexBasis = .points(200)
    let layout = row([first, second]).calculateLayoutThatFits(
      SizeRange(exactly: CGSize(width: 240, height: 10)), context: css)
    // 60 too much, taken 1 : 2.
    #expect(layout.frame(of: "a") == CGRect(x: 0, y: 0, width: 80, height: 10))
    #expect(layout.frame(of: "b") == CGRect(x: 80, y: 0, width: 160, height: 10))
  }

  @Test func textShrinksNoFurtherThanItsMinContent() {
    // "aaaa" at 20 pt is 44 wide; one character, its min-content, 11.
    var text = LayoutSpec(.node(LayoutNode(id: "t", content: .text(TextContent("aaaa", fontSize: 20)))))
    text.style.flexShrink = 1
    let fixed = box("f", width: .points(50), height: .points(24), shrink: 0)
    let layout = row([fixed, text]).calculateLayoutThatFits(
      SizeRange(exactly: CGSize(width: 60, height: 100)), context: css)
    #expect(layout.frame(of: "t")?.width == 11)
    #expect(layout.frame(of: "t")?.minX == 50)
  }

  @Test func contentBoxSizesAddThePadding() {
    func padded(_ sizing: LayoutElementStyle.BoxSizing) -> CGRect? {
      let inner = LayoutSpec.inset(
        EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), child: .stack(.horizontal()))
      var node = LayoutSpec(.node(LayoutNode(id: "p", content: .spec(inner))))
      node.style.width = .points(100)
      node.style.height = .points(40)
      node.style.boxSizing = sizing
      return row([node], align: .start).calculateLayoutThatFits(
        SizeRange(exactly: CGSize(width: 300, height: 100)), context: css
      ).frame(of: "p")
    }
    #expect(padded(.borderBox) == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(padded(.contentBox) == CGRect(x: 0, y: 0, width: 120, height: 50))
  }

  @Test func overflowingChildrenCentreAndEndOnBothAxes() {
    let big = box("big", width: .points(140), height: .points(140), shrink: 0)
    let range = SizeRange(exactly: CGSize(width: 100, height: 100))
    let centred = row([big], justify: .center, align: .center).calculateLayoutThatFits(range, context: css)
    #expect(centred.frame(of: "big") == CGRect(x: -20, y: -20, width: 140, height: 140))
    let ended = row([big], justify: .end, align: .end).calculateLayoutThatFits(range, context: css)
    #expect(ended.frame(of: "big") == CGRect(x: -40, y: -40, width: 140, height: 140))
    let around = row([big, box("x", width: .points(10), shrink: 0)], justify: .spaceAround)
      .calculateLayoutThatFits(range, context: css)
    #expect(around.frame(of: "big")?.minX == 0)
  }

  @Test func aStretchedItemsMinimumOnlyFloorsItsCrossSize() {
    // A column 120 wide: an item with min-width 30 still stretches to 120; a content-box item
    // padded 8 + 8 (its minimum) stretches too; max-width 40 under content-box stops it at 56.
    func padded(_ id: String, sizing: LayoutElementStyle.BoxSizing, maxWidth: LayoutDimension = .auto)
      -> LayoutSpec
    {
      let inner = LayoutSpec.inset(
        EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: .stack(.vertical()))
      var node = LayoutSpec(.node(LayoutNode(id: id, content: .spec(inner))))
      node.style.height = .points(20)
      node.style.boxSizing = sizing
      node.style.maxWidth = maxWidth
      return node
    }
    var floored = box("min", height: .points(10), shrink: 0)
    floored.style.minWidth = .points(30)
    let column = LayoutSpec.stack(
      StackLayoutSpec(
        direction: .vertical,
        children: [
          floored, padded("content", sizing: .contentBox),
          padded("capped", sizing: .contentBox, maxWidth: .points(40)),
        ]))
    let layout = column.calculateLayoutThatFits(
      SizeRange(exactly: CGSize(width: 120, height: 200)), context: css)
    #expect(layout.frame(of: "min") == CGRect(x: 0, y: 0, width: 120, height: 10))
    #expect(layout.frame(of: "content") == CGRect(x: 0, y: 10, width: 120, height: 36))
    #expect(layout.frame(of: "capped") == CGRect(x: 0, y: 46, width: 56, height: 36))
  }

  @Test func anAutoWidthRowIsAsWideAsItsChildrensContributions() {
    // flex-basis is ignored for the row's own width, as browsers do: 30 + 20, then grown from
    // bases 0 and 0 into 50 by 1 : 1.
    var first = box("a", width: .points(30), height: .points(10))
    first.style.flexBasis = .points(0)
    first.style.flexGrow = 1
    var second = box("b", width: .points(20), height: .points(10))
    second.style.flexBasis = .points(0)
    second.style.flexGrow = 1
    let layout = row([first, second]).calculateLayoutThatFits(.unconstrained, context: css)
    #expect(layout.size == CGSize(width: 50, height: 10))
    #expect(layout.frame(of: "a")?.width == 25)
  }

  @Test func percentagesResolveAgainstADefiniteStack() {
    let quarter = box("q", width: .fraction(0.25), height: .points(10))
    let layout = row([quarter]).calculateLayoutThatFits(
      SizeRange(exactly: CGSize(width: 400, height: 10)), context: css)
    #expect(layout.frame(of: "q")?.width == 100)
  }

  @MainActor @Test func aSceneStyleReadsBoxSizing() throws {
    let json = #"{"node": {"id": "n", "style": {"width": 10, "boxSizing": "contentBox"}}}"#
    var reader = LayoutSpecReader(compatibility: .css)
    let spec = try reader.read(SceneNode(try JSONParser.parse(Data(json.utf8))))
    #expect(spec.style.boxSizing == .contentBox)
    let bad = #"{"node": {"id": "m", "style": {"boxSizing": "paddingBox"}}}"#
    #expect(throws: (any Error).self) { try reader.read(SceneNode(try JSONParser.parse(Data(bad.utf8)))) }
  }
}
