// Instruction counts for the Texture layout benchmark's column (see TextureProbe/callgrind.sh):
// one cold layout, or one relayout after a child's height changes, inside a function callgrind
// collects by name. Usage: TextureProbe cold|relayout COUNT
import Foundation
import Inertia

/// A column of `count` children (height 44, spacing 8, the first with flexGrow 1), as
/// Benchmarks/peers/texture.py builds for Taffy and Yoga.
func column(_ count: Int) -> StackLayoutSpec {
  var stack = StackLayoutSpec.vertical(spacing: 8)
  stack.children.reserveCapacity(count)
  for index in 0..<count {
    var style = LayoutElementStyle()
    style.height = .points(44)
    if index == 0 { style.flexGrow = 1 }
    stack.children.append(LayoutSpec(.node(LayoutNode(id: "c\(index)")), style: style))
  }
  return stack
}

/// The layout callgrind counts: the column measured in width 375.
@inline(never)
func countedColumnPass(_ stack: StackLayoutSpec) -> Layout {
  LayoutSpec.stack(stack).calculateLayoutThatFits(
    SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity)))
}

let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "cold"
let count = min(max(arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000, 1), 1_000_000)
var stack = column(count)
if mode == "relayout" {
  _ = countedColumnPass(stack)
  stack.children[count / 2].style.height = .points(88)
}
let layout = countedColumnPass(stack)
print("\(mode) \(count): height \(layout.size.height)")
