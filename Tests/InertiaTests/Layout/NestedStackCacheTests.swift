import Foundation
import Testing

@testable import Inertia

/// Caches on every stack of a nested tree: a relayout after one deep leaf changes lays out
/// exactly as an uncached tree, reuses the untouched subtrees, and a pass with caches never
/// measures more than one without.
@Suite struct NestedStackCacheTests {
  private let range = SizeRange(
    min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))

  /// A binary tree of `depth` levels alternating row and column, growing and shrinking leaves;
  /// `fraction` widths on every other left child exercise percentages.
  private func tree(_ depth: Int, level: Int = 0, index: Int = 0, cached: Bool) -> LayoutSpec {
    var style = LayoutElementStyle()
    style.flexGrow = 1
    style.flexShrink = 1
    if index == 0 && level % 2 == 1 { style.width = .fraction(0.4) }
    guard level < depth else {
      style.height = .points(10)
      if style.width == .auto { style.width = .points(10) }
      return LayoutSpec(.node(LayoutNode(id: "leaf")), style: style)
    }
    let children = (0..<2).map { tree(depth, level: level + 1, index: $0, cached: cached) }
    let stack = StackLayoutSpec(
      direction: level % 2 == 0 ? .horizontal : .vertical, children: children,
      cache: cached ? StackLayoutCache() : nil)
    return LayoutSpec(.stack(stack), style: style)
  }

  private func changing(_ spec: LayoutSpec, _ path: ArraySlice<Int>, height: CGFloat) -> LayoutSpec {
    guard let first = path.first else {
      var result = spec
      result.style.height = .points(height)
      return result
    }
    guard case .stack(var stack) = spec.kind else { return spec }
    stack.children[first] = changing(stack.children[first], path.dropFirst(), height: height)
    return LayoutSpec(.stack(stack), style: spec.style)
  }

  @Test(arguments: LayoutCompatibility.allCases)
  func aDeepLeafChangeRelaysOutAsAnUncachedTree(_ compatibility: LayoutCompatibility) throws {
    let context = LayoutContext(compatibility: compatibility)
    var cached = tree(8, cached: true)
    var plain = tree(8, cached: false)
    #expect(
      cached.calculateLayoutThatFits(range, context: context)
        == plain.calculateLayoutThatFits(range, context: context))
    let path = [0, 1, 0, 1, 0, 1, 0, 1][...]
    for height: CGFloat in [30, 5, 30] {
      cached = changing(cached, path, height: height)
      plain = changing(plain, path, height: height)
      let relayout = cached.calculateLayoutThatFits(range, context: context)
      #expect(relayout == plain.calculateLayoutThatFits(range, context: context))
      guard case .stack(let root) = cached.kind else { throw CancellationError() }
      // The root's untouched half comes from its cache.
      #expect((root.cache?.reusedInLastPass ?? 0) >= 1)
    }
  }
}
