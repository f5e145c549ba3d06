import CollectionScenario
import Foundation
import Inertia

/// The collection view probe: fling frames of a 390x844 collection view on a manual 120 Hz clock,
/// for callgrind. `CollectionFrameProbe frames flow|list|sized|sections ITEMS N` flings at 8,000 pt/s from
/// the middle of the content, lets one second of frames pass, then runs N frames inside
/// `measuredFrames` (run it under `valgrind --tool=callgrind --toggle-collect='*measuredFrames*'`
/// and divide Ir by N). The kinds are ``CollectionScenario/Kind``'s. The last line gives the
/// resident memory the collection view added (Linux /proc/self/statm), from before it was made to
/// after the measured frames.

/// The resident set size in bytes (Linux /proc/self/statm), or 0 elsewhere.
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@inline(never)
@MainActor
func measuredFrames(_ scenario: CollectionScenario, _ count: Int) -> Int {
  var moved = 0
  for _ in 0..<count {
    let before = scenario.view.contentOffset.y
    scenario.frame()
    if scenario.view.contentOffset.y != before { moved += 1 }
  }
  return moved
}

@MainActor
func run() {
  let arguments = CommandLine.arguments
  guard arguments.count >= 3, let kind = CollectionScenario.Kind(rawValue: arguments[2]) else {
    print("usage: CollectionFrameProbe frames flow|list|sized|sections [ITEMS N]")
    return
  }
  let items = arguments.count > 3 ? Int(arguments[3]) ?? 1000 : 1000
  let count = arguments.count > 4 ? Int(arguments[4]) ?? 100 : 100
  let residentBefore = residentBytes()
  let scenario = CollectionScenario(kind: kind, items: items)
  scenario.startFling()
  let moved = measuredFrames(scenario, count)
  print(
    "frames \(kind.rawValue) \(items): \(count) frames, \(moved) moving, offset \(scenario.view.contentOffset.y)"
  )
  print("resident +\(residentBytes() - residentBefore) bytes")
}

MainActor.assumeIsolated { run() }
