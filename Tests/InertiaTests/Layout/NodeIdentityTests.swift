import Foundation
import Testing

@testable import Inertia

/// Layouts hold nodes by identity: names are labels only, so two cells whose text nodes share a
/// name each lay out and adopt their own node.
@MainActor
@Suite struct NodeIdentityTests {
  /// A cell with a text node named "title" inset by 10 on every side.
  final class Cell: DisplayNode {
    let title: TextNode

    init(id: String, text: String) {
      title = TextNode(id: "title", text: text, fontSize: 20)
      super.init(id: id)
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? {
      .inset(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: LayoutSpec(title))
    }
  }

  @Test func twoCellsWhoseTitlesShareANameEachLayOutTheirOwn() {
    // "Hi" is 2 x 11 = 22 pt wide, "Hello there" 11 x 11 = 121 pt; both 24 pt tall at 20 pt.
    let first = Cell(id: "cell", text: "Hi")
    let second = Cell(id: "cell", text: "Hello there")
    let range = SizeRange(min: .zero, max: CGSize(width: 300, height: 300))
    let firstSize = first.calculateLayoutThatFits(range).size
    let secondSize = second.calculateLayoutThatFits(range).size
    #expect(firstSize == CGSize(width: 42, height: 44))
    #expect(secondSize == CGSize(width: 141, height: 44))
    first.frame = CGRect(origin: .zero, size: firstSize)
    second.frame = CGRect(origin: CGPoint(x: 0, y: 44), size: secondSize)
    first.layoutIfNeeded()
    second.layoutIfNeeded()
    #expect(first.subnodes.count == 1 && first.subnodes[0] === first.title)
    #expect(second.subnodes.count == 1 && second.subnodes[0] === second.title)
    #expect(first.title.supernode === first && second.title.supernode === second)
    #expect(first.title.frame == CGRect(x: 10, y: 10, width: 22, height: 24))
    #expect(second.title.frame == CGRect(x: 10, y: 10, width: 121, height: 24))
  }

  @Test func aListOfCellsWithOneNamePlacesEveryCell() {
    let cells = (0..<3).map { Cell(id: "row", text: String(repeating: "x", count: $0 + 1)) }
    let list = DisplayNode(id: "list")
    list.automaticallyManagesSubnodes = true
    list.layoutSpecBlock = { _, _ in
      LayoutSpec.stack(
        StackLayoutSpec(
          direction: .vertical, spacing: 4, alignItems: .start, children: cells.map(LayoutSpec.init)))
    }
    list.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
    list.layoutIfNeeded()
    #expect(list.subnodes.count == 3)
    #expect(zip(list.subnodes, cells).allSatisfy { $0 === $1 })
    #expect(cells.map(\.frame.minY) == [0, 48, 96])
    #expect(cells.map { $0.title.frame.width } == [11, 22, 33])
    #expect(cells.allSatisfy { $0.subnodes.count == 1 && $0.subnodes[0] === $0.title })
  }

  @Test func layoutsCarryTheNodeNotOnlyItsName() throws {
    let first = Cell(id: "cell", text: "a")
    let second = Cell(id: "cell", text: "b")
    let row = LayoutSpec.stack(.horizontal(children: [LayoutSpec(first), LayoutSpec(second)]))
    let layout = row.calculateLayoutThatFits(.unconstrained)
    #expect(layout.sublayouts.map(\.element) == [.node("cell"), .node("cell")])
    #expect(layout.sublayouts[0].identity?.node === first)
    #expect(layout.sublayouts[1].identity?.node === second)
    let firstTitle = try #require(layout.sublayouts[0].sublayouts.first?.sublayouts.first)
    #expect(firstTitle.identity?.node === first.title)
  }
}
