// Instruction counts for the Texture layout benchmarks (see TextureProbe/callgrind.sh): one cold
// layout, or one relayout after a change, inside a function callgrind collects by name.
// Usage: TextureProbe cold|relayout COUNT              (the column)
//        TextureProbe shape NAME cold|changed|relayout texture|css [work|frames]   (TextureShape,
//        or random<depth>-<seed> for a seeded random tree; changed:
//        a cold pass of the changed tree; work: print
//        the stacks laid out and children measured cold and in the relayout instead; frames:
//        print every element's frame after the cold pass or the relayout, uncounted)
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
/// The shape named `name`: a kind, or `random<depth>-<seed>` (a seeded random tree).
func shape(named name: String, compatibility: LayoutCompatibility) -> TextureShape? {
  if let kind = TextureShape.Kind(rawValue: name) { return TextureShape(kind, compatibility: compatibility) }
  let parts = name.split(separator: "-")
  guard parts.count == 2, parts[0].hasPrefix("random"), let depth = Int(parts[0].dropFirst(6)),
    let seed = UInt64(parts[1])
  else { return nil }
  return TextureShape(randomDepth: depth, seed: seed, compatibility: compatibility)
}

if arguments.count > 4, arguments[1] == "shape",
  let compatibility = LayoutCompatibility(rawValue: arguments[4]),
  var shape = shape(named: arguments[2], compatibility: compatibility)
{
  let name = arguments[2]
  let layout: Layout
  if arguments.count > 5, arguments[5] == "work" {
    // The work of a cold pass and of the relayout after the leaf change (not for callgrind).
    let cold = LayoutStatistics()
    _ = shape.layOut(counting: cold)
    shape.changeLeaf()
    let relayout = LayoutStatistics()
    layout = shape.layOut(counting: relayout)
    for (pass, work) in [("cold", cold), ("relayout", relayout)] {
      print(
        "\(name) \(compatibility) \(pass): \(work.stackLayouts) stack layouts, "
          + "\(work.childMeasures) children measured, \(work.reusedLayouts) reused")
    }
  } else if arguments.count > 5, arguments[5] == "frames" {
    // Every element's frame in its parent, depth first (to compare with a peer's tree, or with
    // another build's): of a cold pass, or with "relayout" of the relayout after the leaf change.
    var pass = shape.layOut()
    if arguments[3] == "relayout" {
      shape.changeLeaf()
      pass = shape.layOut()
    }
    layout = pass
    func dump(_ layout: Layout, _ path: String) {
      let (origin, size) = (layout.position, layout.size)
      print("\(path) \(origin.x) \(origin.y) \(size.width) \(size.height)")
      for (index, sublayout) in layout.sublayouts.enumerated() { dump(sublayout, "\(path).\(index)") }
    }
    dump(layout, "0")
  } else if arguments[3] == "changed" {
    // A cold pass of the tree after the leaf change: what the relayout would cost without caches.
    shape.changeLeaf()
    layout = countedShapePass(shape)
  } else if arguments[3] == "relayout" {
    _ = countedShapePass(shape)
    shape.changeLeaf()
    layout = countedShapeRelayout(shape)
  } else {
    layout = countedShapePass(shape)
  }
  print("\(name) \(arguments[3]) \(compatibility): \(layout.size.width) x \(layout.size.height)")
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
