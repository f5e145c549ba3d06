import AutoLayoutScenario
import Foundation
import Inertia

/// The Auto Layout probe: one height change of the middle row of the benchmark's stack, laid out
/// through the window's engine, repeated inside `measuredHeightChanges` so callgrind can count
/// the instructions of a pass without the set-up (see callgrind.sh beside this file).
/// `AutoLayoutProbe ROWS CHANGES` prints the rows, the changes and the mean wall time per change.
@inline(never)
@MainActor
func measuredHeightChanges(_ window: Window, _ heights: [LayoutConstraint], _ count: Int) {
  var tall = true
  for _ in 0..<count {
    heights[heights.count / 2].constant = tall ? 60 : 44
    window.layoutIfNeeded()
    tall.toggle()
  }
}

@MainActor
func run() {
  let arguments = CommandLine.arguments
  guard arguments.count == 3, let rows = Int(arguments[1]), let changes = Int(arguments[2]),
    (1...100_000).contains(rows), (1...100_000).contains(changes)
  else {
    print("usage: AutoLayoutProbe ROWS CHANGES")
    return
  }
  let (window, heights) = makeStackWindow(count: rows)
  let start = ContinuousClock.now
  measuredHeightChanges(window, heights, changes)
  let elapsed = ContinuousClock.now - start
  let microseconds = Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6
  print("\(rows) rows, \(changes) height changes: \(Int(microseconds / Double(changes))) us per change")
}

MainActor.assumeIsolated { run() }
