import Foundation
import Inertia

/// The seeded random trees (`random3` to `random5`, and `random<depth>-<seed>` for other depths
/// and seeds), built identically by
/// `Benchmarks/peers/texture_shapes.py` (the same generator, drawn in the same order): every
/// stack has 2 to 6 children and a random direction; an element two or more levels down is a
/// leaf (height 10 to 40) with probability 1/4, and every element at the last level is; each element takes one of five styles
/// (30 % wide shrinking, growing from a 40 pt basis, 80 pt shrinking twice as fast, auto growing
/// twice and shrinking, 25 % wide growing). The relayout changes the width of a leaf reached by
/// random steps, each into a stack child while there is one.
extension TextureShape {
  /// A 64-bit linear congruential generator (Knuth's MMIX constants), the high bits drawn.
  struct RandomSource {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static func randomTree(depth: Int, seed: UInt64) -> (root: LayoutSpec, path: [Int]) {
    var random = RandomSource(state: UInt64(depth) &* 7919 &+ seed &* 1_000_003)
    var root = randomNode(level: 0, depth: depth, random: &random)
    root.style.width = .points(375)
    var path: [Int] = []
    var node = root
    while case .stack(let stack) = node.kind {
      // A random stack child while there is one, so the leaf is deep; else a random leaf.
      var stacks: [Int] = []
      for (index, child) in stack.children.enumerated() {
        if case .stack = child.kind { stacks.append(index) }
      }
      let index = stacks.isEmpty ? random.next(stack.children.count) : stacks[random.next(stacks.count)]
      path.append(index)
      node = stack.children[index]
    }
    return (root, path)
  }

  private static func randomNode(level: Int, depth: Int, random: inout RandomSource) -> LayoutSpec {
    var style = randomStyle(random.next(5))
    let isLeaf = level == depth || (level >= 2 && random.next(4) == 0)
    if isLeaf {
      style.height = .points(CGFloat(10 + random.next(31)))
      return leaf(style)
    }
    let direction: StackLayoutSpec.Direction = random.next(2) == 0 ? .horizontal : .vertical
    let count = 2 + random.next(5)
    var children: [LayoutSpec] = []
    for _ in 0..<count { children.append(randomNode(level: level + 1, depth: depth, random: &random)) }
    return stack(direction, children, style)
  }

  private static func randomStyle(_ choice: Int) -> LayoutElementStyle {
    switch choice {
    case 0: return style(width: .fraction(0.3), shrink: 1)
    case 1: return style(grow: 1, shrink: 1, basis: .points(40))
    case 2: return style(width: .points(80), shrink: 2)
    case 3: return style(grow: 2, shrink: 1)
    default: return style(width: .fraction(0.25), grow: 1)
    }
  }
}

extension TextureShape.Kind {
  /// The depth of a random tree.
  var randomDepth: Int {
    switch self {
    case .random3: return 3
    case .random4: return 4
    default: return 5
    }
  }
}
