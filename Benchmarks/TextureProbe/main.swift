// Instruction counts for the Texture layout benchmarks (see TextureProbe/callgrind.sh): one cold
// layout, or one relayout after a change, inside a function callgrind collects by name.
// Usage: TextureProbe cold|relayout COUNT              (the column)
//        TextureProbe shape NAME cold|relayout texture|css   (TextureShape)
import Foundation
import Inertia
import TextureScenario

/// The column layout callgrind counts.
@inline(never)
func countedColumnPass(_ column: TextureColumn) -> Layout {
  column.layOut()
}

/// The shape layout callgrind counts.
@inline(never)
func countedShapePass(_ shape: TextureShape) -> Layout {
  shape.layOut()
}

/// The shape's relayout (after the leaf change), counted apart from the cold pass before it.
@inline(never) @_optimize(none)
func countedShapeRelayout(_ shape: TextureShape) -> Layout {
  shape.layOut()
}

let arguments = CommandLine.arguments
if arguments.count > 4, arguments[1] == "shape", let kind = TextureShape.Kind(rawValue: arguments[2]),
  let compatibility = LayoutCompatibility(rawValue: arguments[4])
{
  var shape = TextureShape(kind, compatibility: compatibility)
  let layout: Layout
  if arguments[3] == "relayout" {
    _ = countedShapePass(shape)
    shape.changeLeaf()
    layout = countedShapeRelayout(shape)
  } else {
    layout = countedShapePass(shape)
  }
  print("\(kind) \(arguments[3]) \(compatibility): \(layout.size.width) x \(layout.size.height)")
} else {
  let mode = arguments.count > 1 ? arguments[1] : "cold"
  let count = min(max(arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000, 1), 1_000_000)
  var column = TextureColumn(count: count)
  if mode == "relayout" {
    _ = countedColumnPass(column)
    column.setMiddleHeight(88)
  }
  let layout = countedColumnPass(column)
  print("\(mode) \(count): height \(layout.size.height)")
}
