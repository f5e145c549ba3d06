// Instruction counts for the Texture layout benchmark's column (see TextureProbe/callgrind.sh):
// one cold layout, or one relayout after a child's height changes, inside a function callgrind
// collects by name. Usage: TextureProbe cold|relayout COUNT
import Foundation
import Inertia
import TextureScenario

/// The layout callgrind counts.
@inline(never)
func countedColumnPass(_ column: TextureColumn) -> Layout {
  column.layOut()
}

let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "cold"
let count = min(max(arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000, 1), 1_000_000)
var column = TextureColumn(count: count)
if mode == "relayout" {
  _ = countedColumnPass(column)
  column.setMiddleHeight(88)
}
let layout = countedColumnPass(column)
print("\(mode) \(count): height \(layout.size.height)")
