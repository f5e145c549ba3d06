import Foundation
import Testing

@testable import Inertia

/// What the stack caches save, counted by ``LayoutStatistics``: after one leaf changes at depth d
/// a relayout runs O(d) stack layouts and measures O(d) children, not O(tree); an unchanged tree
/// runs only its root; and every relayout lays out exactly as a tree without caches.
@Suite struct StackCacheWorkTests {
  private let range = SizeRange(
    min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))

  /// A binary tree of `depth` levels alternating row and column (10 x 10 leaves, children
  /// stretched across), as BENCHMARKS.md's binary shape; `cached` gives every stack a cache.
  private func tree(_ depth: Int, level: Int = 0, cached: Bool) -> LayoutSpec {
    var style = LayoutElementStyle()
    guard level < depth else {
      style.width = .points(10)
      style.height = .points(10)
      return LayoutSpec(.node(LayoutNode(id: "leaf")), style: style)
    }
    let children = (0..<2).map { _ in tree(depth, level: level + 1, cached: cached) }
    let stack = StackLayoutSpec(
      direction: level % 2 == 0 ? .horizontal : .vertical, children: children,
      cache: cached ? StackLayoutCache() : nil)
    return LayoutSpec(.stack(stack), style: style)
  }

  /// `spec` with the leaf at `path` resized to `side` x `side` (a new value along the path only).
  private func resizing(_ spec: LayoutSpec, _ path: ArraySlice<Int>, side: CGFloat) -> LayoutSpec {
    guard let first = path.first else {
      var result = spec
      result.style.width = .points(side)
      result.style.height = .points(side)
      return result
    }
    guard case .stack(var stack) = spec.kind else { return spec }
    stack.children[first] = resizing(stack.children[first], path.dropFirst(), side: side)
    return LayoutSpec(.stack(stack), style: spec.style)
  }

  /// Stack runs per level of the changed path a relayout may take: CSS lays every item out
  /// again at its final length as a definite size (its percentages resolve against it), also
  /// where flexing leaves the length as measured, so a stretched path runs a stack more per level.
  private static func stackRunsPerLevel(_ compatibility: LayoutCompatibility) -> Int {
    compatibility == .css ? 6 : 4
  }

  private func counts(_ spec: LayoutSpec, _ compatibility: LayoutCompatibility) -> (Layout, LayoutStatistics)
  {
    let statistics = LayoutStatistics()
    let context = LayoutContext(compatibility: compatibility, statistics: statistics)
    return (spec.calculateLayoutThatFits(range, context: context), statistics)
  }

  @Test(arguments: LayoutCompatibility.allCases)
  func aRelayoutAlongADirtyPathCostsItsDepthNotTheTree(_ compatibility: LayoutCompatibility) {
    var previousRelayout = 0
    for depth in [6, 8, 10] {
      var cached = tree(depth, cached: true)
      let (_, cold) = counts(cached, compatibility)
      // Cold, every stack runs at least once: 2^depth - 1 of them.
      #expect(cold.stackLayouts >= (1 << depth) - 1)
      let path = (0..<depth).map { $0 % 2 }[...]
      cached = resizing(cached, path, side: 20)
      let (relayout, work) = counts(cached, compatibility)
      // Each stack on the path runs a bounded number of times and so does the sibling it
      // stretches; everything else is one lookup in its parent's cache.
      let perLevel = Self.stackRunsPerLevel(compatibility)
      #expect(work.stackLayouts <= perLevel * depth, "depth \(depth): \(work.stackLayouts) stack layouts")
      #expect(work.childMeasures <= 8 * depth, "depth \(depth): \(work.childMeasures) children measured")
      // The work grows with the depth, by a bounded step (linear, not doubling per level).
      #expect(
        work.stackLayouts > previousRelayout
          && (previousRelayout == 0 || work.stackLayouts <= previousRelayout + 2 * perLevel),
        "depth \(depth): \(work.stackLayouts) after \(previousRelayout), \(work.childMeasures) measured")
      previousRelayout = work.stackLayouts
      #expect(
        relayout
          == resizing(tree(depth, cached: false), path, side: 20).calculateLayoutThatFits(
            range, context: LayoutContext(compatibility: compatibility)))
    }
  }

  @Test(arguments: LayoutCompatibility.allCases)
  func anUnchangedTreeRelaysOutFromItsRootAlone(_ compatibility: LayoutCompatibility) {
    let cached = tree(8, cached: true)
    let (first, _) = counts(cached, compatibility)
    let (second, work) = counts(cached, compatibility)
    #expect(second == first)
    #expect(work.stackLayouts == 1)
    #expect(work.childMeasures == 0)
    #expect(work.reusedLayouts >= 2)
  }

  @Test(arguments: LayoutCompatibility.allCases)
  func aTreeWithoutCachesMeasuresEveryChildEveryTime(_ compatibility: LayoutCompatibility) {
    let plain = tree(6, cached: false)
    let (_, first) = counts(plain, compatibility)
    let (_, second) = counts(plain, compatibility)
    #expect(first.reusedLayouts == 0)
    #expect(second.stackLayouts == first.stackLayouts)
    #expect(second.childMeasures == first.childMeasures)
    #expect(first.childMeasures >= 2 * ((1 << 6) - 1))
  }

  /// Changing leaves back and forth along two paths: every relayout equals the uncached layout,
  /// and a change back to an earlier value is answered from the slots kept for it.
  @Test(arguments: LayoutCompatibility.allCases)
  func relayoutsThroughManyChangesMatchAnUncachedTree(_ compatibility: LayoutCompatibility) {
    var cached = tree(7, cached: true)
    var plain = tree(7, cached: false)
    let context = LayoutContext(compatibility: compatibility)
    _ = cached.calculateLayoutThatFits(range, context: context)
    let paths: [[Int]] = [[0, 1, 0, 1, 0, 1, 0], [1, 1, 0, 0, 1, 0, 1], [0, 0, 0, 0, 0, 0, 0]]
    for (step, side) in [20, 5, 10, 30, 10, 20].enumerated() {
      let path = paths[step % paths.count][...]
      cached = resizing(cached, path, side: CGFloat(side))
      plain = resizing(plain, path, side: CGFloat(side))
      let (relayout, work) = counts(cached, compatibility)
      #expect(relayout == plain.calculateLayoutThatFits(range, context: context), "step \(step)")
      #expect(
        work.stackLayouts <= Self.stackRunsPerLevel(compatibility) * 7,
        "step \(step): \(work.stackLayouts) stack layouts")
    }
  }
}
