import Foundation
import Testing

@testable import Inertia

/// A stack's cache of its children's layouts: a pass after one child changed measures only that
/// child, and a cached stack always lays out exactly as an uncached one.
@MainActor
@Suite struct StackLayoutCacheTests {
  private let columnRange = SizeRange(
    min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))

  private func column(_ count: Int, cache: StackLayoutCache?) -> StackLayoutSpec {
    var stack = StackLayoutSpec.vertical(spacing: 8)
    stack.cache = cache
    for index in 0..<count {
      var style = LayoutElementStyle()
      style.height = .points(44)
      if index == 0 { style.flexGrow = 1 }
      stack.children.append(LayoutSpec(.node(LayoutNode(id: "c\(index)")), style: style))
    }
    return stack
  }

  @Test func aRelayoutAfterOneChildChangesMeasuresOnlyThatChild() {
    let cache = StackLayoutCache()
    var stack = column(100, cache: cache)
    _ = LayoutSpec.stack(stack).calculateLayoutThatFits(columnRange)
    #expect(cache.reusedInLastPass == 0)
    stack.children[50].style.height = .points(88)
    let relayout = LayoutSpec.stack(stack).calculateLayoutThatFits(columnRange)
    #expect(cache.reusedInLastPass == 99)
    #expect(relayout.frame(of: "c50") == CGRect(x: 0, y: 2600, width: 375, height: 88))
    #expect(relayout.frame(of: "c51")?.minY == 2696)
    #expect(relayout.size.height == 5236)
    stack.cache = nil
    #expect(relayout == LayoutSpec.stack(stack).calculateLayoutThatFits(columnRange))
  }

  @Test func aNewRangeMeasuresEveryChildAgain() {
    let cache = StackLayoutCache()
    let stack = column(10, cache: cache)
    _ = LayoutSpec.stack(stack).calculateLayoutThatFits(columnRange)
    let narrow = SizeRange(min: CGSize(width: 200, height: 0), max: CGSize(width: 200, height: 1000))
    let layout = LayoutSpec.stack(stack).calculateLayoutThatFits(narrow)
    #expect(cache.reusedInLastPass == 0)
    #expect(layout.frame(of: "c3")?.width == 200)
  }

  /// A row that wraps, flexes, stretches and aligns by baseline, changed step by step (styles,
  /// children, texts, ranges): the cached stack matches a fresh uncached one at every step.
  @Test func aCachedStackLaysOutAsAnUncachedOneThroughChanges() {
    var generator = SplitMix(seed: 11)
    var stack = StackLayoutSpec(
      direction: .horizontal, spacing: 4, alignItems: .baselineFirst, flexWrap: true, alignContent: .stretch,
      lineSpacing: 2, cache: StackLayoutCache())
    for index in 0..<12 { stack.children.append(randomChild(index, &generator)) }
    var width: CGFloat = 300
    for step in 0..<60 {
      let index = Int(generator.next() % UInt64(stack.children.count))
      switch step % 4 {
      case 0: stack.children[index].style.width = .points(CGFloat(generator.next() % 120))
      case 1: stack.children[index] = randomChild(index, &generator)
      case 2: stack.children[index].style.flexGrow = CGFloat(generator.next() % 3)
      default: width = CGFloat(200 + generator.next() % 200)
      }
      let range = SizeRange(min: CGSize(width: width, height: 0), max: CGSize(width: width, height: 800))
      let cached = LayoutSpec.stack(stack).calculateLayoutThatFits(range)
      var uncached = stack
      uncached.cache = nil
      #expect(cached == LayoutSpec.stack(uncached).calculateLayoutThatFits(range), "step \(step)")
    }
  }

  @Test func aDisplayNodeRelayoutMeasuresOnlyTheChangedSubnode() {
    let parent = ColumnNode(id: "column")
    let leaves = (0..<5).map { index -> DisplayNode in
      let node = DisplayNode(id: "leaf\(index)")
      node.style.height = .points(20)
      return node
    }
    parent.children = leaves
    parent.automaticallyManagesSubnodes = true
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
    parent.layoutIfNeeded()
    leaves[2].style.height = .points(50)
    parent.layoutIfNeeded()
    #expect(parent.stackCache.reusedInLastPass == 4)
    #expect(leaves[2].frame == CGRect(x: 0, y: 40, width: 100, height: 50))
    #expect(leaves[3].frame.minY == 90)
  }

  /// Three nested caching stacks (column, row, column) around a leaf `height` high, each beside
  /// a fixed leaf and growing; `caches` given to the stacks when not nil.
  private func nested(_ height: CGFloat, caches: [StackLayoutCache]?) -> LayoutSpec {
    var leafStyle = LayoutElementStyle()
    leafStyle.width = .points(height)
    leafStyle.height = .points(height)
    var spec = LayoutSpec(.node(LayoutNode(id: "leaf")), style: leafStyle)
    for level in (0..<3).reversed() {
      var stack = level % 2 == 0 ? StackLayoutSpec.vertical() : StackLayoutSpec.horizontal()
      stack.cache = caches?[level]
      var fixed = LayoutElementStyle()
      (fixed.width, fixed.height) = (.points(20), .points(20))
      var growing = LayoutElementStyle()
      growing.flexGrow = 1
      stack.children = [LayoutSpec(.node(LayoutNode(id: "fixed\(level)")), style: fixed), spec]
      spec = LayoutSpec(.stack(stack), style: growing)
    }
    return spec
  }

  @Test func cachesRewritingTheirLayoutsInPlaceLeaveALayoutTheCallerKeptAsItWas() {
    let caches = (0..<3).map { _ in StackLayoutCache() }
    let context = LayoutContext(compatibility: .css)
    let kept = nested(30, caches: caches).calculateLayoutThatFits(columnRange, context: context)
    let expected = nested(30, caches: nil).calculateLayoutThatFits(columnRange, context: context)
    #expect(kept == expected)
    for height in [50, 70, 30] as [CGFloat] {
      let relayout = nested(height, caches: caches).calculateLayoutThatFits(columnRange, context: context)
      #expect(relayout == nested(height, caches: nil).calculateLayoutThatFits(columnRange, context: context))
      #expect(relayout.frame(of: "leaf")?.size == CGSize(width: height, height: height))
    }
    // The first pass's layout, held here while the caches rewrote theirs, did not change.
    #expect(kept == expected)
    #expect(kept.frame(of: "leaf")?.size == CGSize(width: 30, height: 30))
  }

  @Test func kindsAreTheSameByIdentityOrEquality() {
    let a = LayoutSpec.node(id: "a").kind
    let equal = LayoutSpec.node(id: "a").kind
    let other = LayoutSpec.node(id: "b").kind
    #expect(a.isSame(as: a))
    #expect(a.isSame(as: equal))
    #expect(!a.isSame(as: other))
  }

  /// A node whose spec is a column of its children.
  final class ColumnNode: DisplayNode {
    var children: [DisplayNode] = []

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? {
      .stack(.vertical(children: children.map(LayoutSpec.init)))
    }
  }

  private func randomChild(_ index: Int, _ generator: inout SplitMix) -> LayoutSpec {
    var style = LayoutElementStyle()
    style.height = .points(CGFloat(10 + generator.next() % 40))
    style.flexShrink = CGFloat(generator.next() % 2)
    style.spacingBefore = CGFloat(generator.next() % 3)
    if generator.next() % 3 == 0 { style.alignSelf = .stretch }
    style.ascender = CGFloat(generator.next() % 10)
    switch generator.next() % 3 {
    case 0:
      return LayoutSpec(.node(LayoutNode(id: "n\(index)", content: .text(TextContent("text \(index)")))))
    case 1:
      let inner = StackLayoutSpec.vertical(
        spacing: 2, children: [.node(id: "i\(index)a", style: style), .node(id: "i\(index)b", style: style)])
      return LayoutSpec(.stack(inner))
    default:
      return LayoutSpec(.node(LayoutNode(id: "n\(index)")), style: style)
    }
  }
}
