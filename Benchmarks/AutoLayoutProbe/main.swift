import AutoLayoutScenario
import Foundation
import Inertia

/// The Auto Layout probe: one height change of the middle row of the benchmark's stack, laid out
/// through the window's engine, repeated inside `measuredHeightChanges` so callgrind can count
/// the instructions of a pass without the set-up (see callgrind.sh beside this file).
/// `AutoLayoutProbe ROWS CHANGES [safe-area]` prints the rows, the changes and the mean wall time
/// per change; with `safe-area` the window has an iPhone's safe-area insets (47 top, 34 bottom).
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
  guard arguments.count == 3 || (arguments.count == 4 && arguments[3] == "safe-area"),
    let rows = Int(arguments[1]), let changes = Int(arguments[2]),
    (1...100_000).contains(rows), (1...100_000).contains(changes)
  else {
    print("usage: AutoLayoutProbe ROWS CHANGES [safe-area]")
    return
  }
  let (window, heights) = makeStackWindow(count: rows)
  if arguments.count == 4 {
    // An iPhone's insets: every row the content moves is checked against them.
    window.windowSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.layoutIfNeeded()
  }
  let start = ContinuousClock.now
  measuredHeightChanges(window, heights, changes)
  let elapsed = ContinuousClock.now - start
  let microseconds = Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6
  print("\(rows) rows, \(changes) height changes: \(Int(microseconds / Double(changes))) us per change")
}

MainActor.assumeIsolated { run() }
