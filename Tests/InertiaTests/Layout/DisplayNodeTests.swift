import Foundation
import Testing

@testable import Inertia

/// Display nodes: specs from layoutSpecThatFits, layout trees, caching per constrained size and
/// relayout limited to the changed node's ancestors.
@MainActor
@Suite struct DisplayNodeTests {
  /// A node whose spec is a column of its children, counting how often it builds the spec.
  final class CountingNode: DisplayNode {
    var children: [DisplayNode] = []
    var specBuilds = 0

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? {
      specBuilds += 1
      return .stack(.vertical(children: children.map(LayoutSpec.init)))
    }
  }

  private func leaf(_ id: String, height: CGFloat) -> DisplayNode {
    let node = DisplayNode(id: id)
    node.style.height = .points(height)
    return node
  }

  @Test func calculateLayoutThatFitsReturnsALayoutTree() {
    let parent = CountingNode(id: "parent")
    parent.children = [leaf("a", height: 40), leaf("b", height: 60)]
    let layout = parent.calculateLayoutThatFits(SizeRange(min: .zero, max: CGSize(width: 300, height: 1000)))
    #expect(layout.element == .node("parent"))
    #expect(layout.size == CGSize(width: 300, height: 100))
    let stack = layout.sublayouts[0]
    #expect(stack.element == .spec("stack"))
    #expect(stack.sublayouts.map(\.element) == [.node("a"), .node("b")])
    #expect(stack.sublayouts[1].position == CGPoint(x: 0, y: 40))
  }

  @Test func aChangedNodeRelaysOutOnlyItsAncestors() {
    let root = CountingNode(id: "root")
    let left = CountingNode(id: "left")
    let right = CountingNode(id: "right")
    left.children = [leaf("l1", height: 10)]
    right.children = [leaf("r1", height: 10)]
    root.children = [left, right]
    root.automaticallyManagesSubnodes = true
    left.automaticallyManagesSubnodes = true
    right.automaticallyManagesSubnodes = true
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
    root.layoutIfNeeded()
    #expect((root.specBuilds, left.specBuilds, right.specBuilds) == (1, 1, 1))
    left.children.append(leaf("l2", height: 30))
    left.setNeedsLayout()
    root.layoutIfNeeded()
    #expect((root.specBuilds, left.specBuilds, right.specBuilds) == (2, 2, 1))
    #expect(left.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(right.frame.minY == 40)
    #expect(left.subnodes.map(\.layoutID) == ["l1", "l2"])
  }

  @Test func measuringRunsOffTheMainActorWithTheSameResult() async {
    let parent = CountingNode(id: "parent")
    parent.children = [leaf("a", height: 40), leaf("b", height: 60)]
    let spec = LayoutSpec(parent)
    let range = SizeRange(min: .zero, max: CGSize(width: 300, height: 1000))
    let background = await Task.detached { spec.calculateLayoutThatFits(range) }.value
    #expect(background == spec.calculateLayoutThatFits(range))
  }

  @Test func textNodesAlignOnTheirFirstBaselines() {
    let big = TextNode(id: "big", text: "Hello", fontSize: 20)
    let small = TextNode(id: "small", text: "Why, hello there!", fontSize: 12)
    let row = LayoutSpec.stack(
      StackLayoutSpec(
        direction: .horizontal, alignItems: .baselineFirst, children: [LayoutSpec(big), LayoutSpec(small)]))
    let layout = row.calculateLayoutThatFits(SizeRange(min: .zero, max: CGSize(width: 400, height: 400)))
    // Ascenders 19 and 11.4: the smaller text sits 7.6 pt lower.
    #expect(layout.frame(of: "big")?.minY == 0)
    #expect(abs((layout.frame(of: "small")?.minY ?? 0) - 7.6) < 0.01)
    #expect(layout.frame(of: "big")?.size == CGSize(width: 55, height: 24))
  }

  @Test func stretchStopsAtTheChildsOwnMaximum() {
    var child = LayoutElementStyle()
    child.width = .points(10)
    child.maxHeight = .points(50)
    let row = LayoutSpec.stack(StackLayoutSpec(children: [.node(id: "a", style: child)]))
    let layout = row.calculateLayoutThatFits(SizeRange(exactly: CGSize(width: 100, height: 100)))
    #expect(layout.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 50))
  }
}
