import Foundation
import Inertia

/// The tree of the Texture layout benchmark of BENCHMARKS.md, shared by the package-benchmark
/// target (TextureLayoutBenchmarks) and the callgrind probe (TextureProbe): a vertical stack of
/// `count` children (height 44, spacing 8, the first with flexGrow 1) laid out in width 375, the
/// tree Benchmarks/peers/texture.py builds for Taffy and Yoga. A relayout changes the height of the
/// middle child, as the peer script does.
public struct TextureColumn {
  /// The range the column is laid out in: width 375, any height.
  public static let range = SizeRange(
    min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))

  /// The stack. Its cache (a fresh one per column) keeps each child's layout between passes, as
  /// Taffy's and Yoga's nodes keep theirs.
  public private(set) var stack: StackLayoutSpec

  /// Builds the column of `count` children (at least 1).
  public init(count: Int) {
    var stack = StackLayoutSpec.vertical(spacing: 8)
    stack.cache = StackLayoutCache()
    stack.children.reserveCapacity(max(count, 1))
    for index in 0..<max(count, 1) {
      var style = LayoutElementStyle()
      style.height = .points(44)
      if index == 0 { style.flexGrow = 1 }
      stack.children.append(LayoutSpec(.node(LayoutNode(id: "c\(index)")), style: style))
    }
    self.stack = stack
  }

  /// Lays the column out in ``range``; a pass after ``setMiddleHeight(_:)`` measures only the
  /// changed child again.
  public func layOut() -> Layout {
    LayoutSpec.stack(stack).calculateLayoutThatFits(Self.range)
  }

  /// Sets the middle child's height (index count / 2), the change a relayout follows.
  public mutating func setMiddleHeight(_ height: CGFloat) {
    stack.children[stack.children.count / 2].style.height = .points(height)
  }

  /// Forgets the children's layouts, so the next pass is a cold one.
  public func forgetLayouts() { stack.cache?.removeAll() }
}
