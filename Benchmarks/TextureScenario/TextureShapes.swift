import Foundation
import Inertia

/// The tree shapes of BENCHMARKS.md's flex section, built identically here and for Taffy and
/// Yoga by `Benchmarks/peers/texture_shapes.py`: every stack carries a cache, every style is
/// explicit (flex-shrink included, since the engines' defaults differ), the root is 375 wide with
/// any height. A relayout changes one leaf's style deep in the tree (outside the measured pass, as
/// setting a style is for the peers) and lays out again.
public struct TextureShape {
  /// The shapes.
  public enum Kind: String, CaseIterable, Sendable {
    /// 15 nested stacks alternating column and row, each with a fixed leaf, the next level and a
    /// growing leaf; the deepest level's first leaf changes.
    case deep
    /// A wrapping row of 1,000 leaves of varied widths and heights (many lines); leaf 500 widens.
    case wrap
    /// Three levels of six children alternating row and column: a third 30 % wide and shrinking,
    /// a third growing from a 40 pt basis, a third 80 pt wide shrinking twice as fast; the leaf at
    /// [2, 3, 4] changes width.
    case mixed
    /// A binary tree of depth 10 (1,024 leaves of 10 x 10) alternating row and column, children
    /// stretched across; the leaf at [0, 1, 0, 1, ...] 10 levels down grows to 20 x 20.
    case binary
    /// The same tree with every node growing and shrinking, so one leaf's change resizes every
    /// node (the worst case for any cache).
    case binaryFlex
    /// Seeded random trees of mixed styles (`TextureShape+Random.swift`), 3, 4 and 5 levels deep
    /// (42, 183 and 518 nodes): the general case behind `mixed`.
    case random3, random4, random5
  }

  /// The range the root is laid out in: width 375, any height.
  public static let range = SizeRange(
    min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))

  /// The tree.
  public private(set) var root: LayoutSpec
  /// The rules it is laid out with.
  public let context: LayoutContext
  private let kind: Kind
  /// A random tree's depth and seed (0 for `random3` to `random5`).
  private var random = (depth: 0, seed: UInt64(0))

  /// Builds `kind`'s tree for `compatibility`.
  public init(_ kind: Kind, compatibility: LayoutCompatibility) {
    self.kind = kind
    context = LayoutContext(compatibility: compatibility)
    switch kind {
    case .deep: root = Self.deepLevel(0)
    case .wrap: root = Self.wrapRow()
    case .mixed: root = Self.mixedNode(level: 0, index: 0)
    case .binary: root = Self.binaryNode(level: 0, flexes: false)
    case .binaryFlex: root = Self.binaryNode(level: 0, flexes: true)
    case .random3, .random4, .random5:
      random = (kind.randomDepth, 0)
      root = Self.randomTree(depth: random.depth, seed: 0).root
    }
    root.style.width = .points(375)
  }

  /// A seeded random tree `depth` levels deep drawn from `seed` (seed 0 at depths 3 to 5 gives
  /// `random3` to `random5`), named `random<depth>-<seed>` by the probe.
  public init(randomDepth depth: Int, seed: UInt64, compatibility: LayoutCompatibility) {
    kind = .random5
    context = LayoutContext(compatibility: compatibility)
    random = (min(max(depth, 1), 8), seed)
    root = Self.randomTree(depth: random.depth, seed: seed).root
    root.style.width = .points(375)
  }

  /// Lays the tree out.
  public func layOut() -> Layout { root.calculateLayoutThatFits(Self.range, context: context) }

  /// Lays the tree out counting the work into `statistics`.
  public func layOut(counting statistics: LayoutStatistics) -> Layout {
    var counted = context
    counted.statistics = statistics
    return root.calculateLayoutThatFits(Self.range, context: counted)
  }

  /// Changes the shape's leaf (a new value along its path; the rest of the tree is shared).
  public mutating func changeLeaf() {
    switch kind {
    case .deep:
      root = Self.updated(root, Array(repeating: 1, count: 14) + [0]) {
        $0.width = .points(30)
        $0.height = .points(30)
      }
    case .wrap: root = Self.updated(root, [500]) { $0.width = .points(30 + CGFloat(500 * 37 % 71) + 40) }
    case .mixed: root = Self.updated(root, [2, 3, 4]) { $0.width = .points(50) }
    case .binary, .binaryFlex:
      root = Self.updated(root, (0..<10).map { $0 % 2 }) {
        $0.width = .points(20)
        $0.height = .points(20)
      }
    case .random3, .random4, .random5:
      root = Self.updated(root, Self.randomTree(depth: random.depth, seed: random.seed).path) {
        $0.width = .points(50)
      }
    }
  }

  static func updated(
    _ spec: LayoutSpec, _ path: [Int], _ change: (inout LayoutElementStyle) -> Void
  ) -> LayoutSpec {
    guard let first = path.first else {
      var result = spec
      change(&result.style)
      return result
    }
    guard case .stack(var stack) = spec.kind else { return spec }
    stack.children[first] = updated(stack.children[first], Array(path.dropFirst()), change)
    return LayoutSpec(.stack(stack), style: spec.style)
  }

  static func style(
    width: LayoutDimension = .auto, height: LayoutDimension = .auto, grow: CGFloat = 0, shrink: CGFloat = 0,
    basis: LayoutDimension = .auto
  ) -> LayoutElementStyle {
    var style = LayoutElementStyle()
    (style.width, style.height, style.flexGrow, style.flexShrink, style.flexBasis) = (
      width, height, grow, shrink, basis
    )
    return style
  }

  static func leaf(_ style: LayoutElementStyle) -> LayoutSpec {
    LayoutSpec(.node(LayoutNode(id: "")), style: style)
  }

  static func stack(
    _ direction: StackLayoutSpec.Direction, wrap: Bool = false, _ children: [LayoutSpec],
    _ style: LayoutElementStyle
  ) -> LayoutSpec {
    LayoutSpec(
      .stack(
        StackLayoutSpec(direction: direction, flexWrap: wrap, children: children, cache: StackLayoutCache())),
      style: style)
  }

  private static func deepLevel(_ level: Int) -> LayoutSpec {
    var children = [leaf(style(width: .points(20), height: .points(20)))]
    if level < 14 { children.append(deepLevel(level + 1)) }
    children.append(leaf(style(width: .points(20), height: .points(20), grow: 1)))
    return stack(level % 2 == 0 ? .vertical : .horizontal, children, style(grow: level == 0 ? 0 : 1))
  }

  private static func wrapRow() -> LayoutSpec {
    let children = (0..<1000).map { index in
      leaf(
        style(width: .points(30 + CGFloat(index * 37 % 71)), height: .points(20 + CGFloat(index % 3) * 10)))
    }
    return stack(.horizontal, wrap: true, children, style())
  }

  private static func mixedStyle(_ index: Int, leaf: Bool) -> LayoutElementStyle {
    let height: LayoutDimension = leaf ? .points(20) : .auto
    switch index % 3 {
    case 0: return style(width: .fraction(0.3), height: height, shrink: 1)
    case 1: return style(height: height, grow: 1, shrink: 1, basis: .points(40))
    default: return style(width: .points(80), height: height, shrink: 2)
    }
  }

  private static func mixedNode(level: Int, index: Int) -> LayoutSpec {
    guard level < 3 else { return leaf(mixedStyle(index, leaf: true)) }
    let children = (0..<6).map { mixedNode(level: level + 1, index: $0) }
    return stack(level % 2 == 0 ? .horizontal : .vertical, children, mixedStyle(index, leaf: false))
  }

  private static func binaryNode(level: Int, flexes: Bool) -> LayoutSpec {
    let factor: CGFloat = flexes ? 1 : 0
    guard level < 10 else {
      return leaf(style(width: .points(10), height: .points(10), grow: factor, shrink: factor))
    }
    let children = [
      binaryNode(level: level + 1, flexes: flexes), binaryNode(level: level + 1, flexes: flexes),
    ]
    return stack(level % 2 == 0 ? .horizontal : .vertical, children, style(grow: factor, shrink: factor))
  }
}
