import Foundation
import Inertia
import TableScenario

#if canImport(Glibc)
  import Glibc
#endif

/// The table probe: reloadData time and retained heap at 1M rows, and fling frames for callgrind.
/// `TableFrameProbe reload KIND` prints reload time and heap growth; `TableFrameProbe frames KIND
/// ROWS N` runs N moving frames inside `measuredFrames` (run it under
/// `valgrind --tool=callgrind --toggle-collect='*measuredFrames*'` and divide Ir by N).
@inline(never)
@MainActor
func measuredFrames(_ scenario: TableScenario, _ count: Int) -> Int {
  var moved = 0
  for _ in 0..<count {
    let before = scenario.table.contentOffset.y
    scenario.clock.advance(by: 1.0 / 120)
    if scenario.table.contentOffset.y != before { moved += 1 }
  }
  return moved
}

/// `count` frames of the benchmark's loop (a new fling starts whenever one ends), for counting
/// allocations with `valgrind --tool=callgrind --toggle-collect='*scenarioFrames*'` (calls to malloc).
@inline(never)
@MainActor
func scenarioFrames(_ scenario: TableScenario, _ count: Int) {
  for _ in 0..<count { scenario.frame() }
}

/// One reloadData, on its own so callgrind can count it (`--toggle-collect='*measuredReload*'`);
/// it returns the content height so the reload is not a tail call (callgrind would then keep
/// collecting after it).
@inline(never)
@MainActor
func measuredReload(_ scenario: TableScenario) -> CGFloat {
  scenario.reload()
  return scenario.table.contentSize.height
}

/// The resident set size in bytes (Linux /proc/self/statm), or 0 elsewhere.
func heapInUse() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@MainActor
func run() {
  let arguments = CommandLine.arguments
  guard arguments.count >= 3, let kind = TableScenario.Kind(rawValue: arguments[2]) else {
    print(
      "usage: TableFrameProbe reload|frames uniform|variable|sticky|sticky-variable|self-sizing|auto-layout [ROWS N]"
    )
    return
  }
  switch arguments[1] {
  case "reload":
    let scenario = TableScenario(kind: kind, rows: 1_000_000, build: false)
    let heapBefore = heapInUse()
    let start = ContinuousClock.now
    _ = measuredReload(scenario)
    let elapsed = ContinuousClock.now - start
    let heapAfter = heapInUse()
    let start2 = ContinuousClock.now
    scenario.reload()
    let elapsed2 = ContinuousClock.now - start2
    print(
      "reload 1M \(kind.rawValue): first \(elapsed), again \(elapsed2), resident +\(heapAfter - heapBefore) bytes, "
        + "contentHeight \(scenario.table.contentSize.height)")
  case "scenario":
    let rows = arguments.count > 3 ? Int(arguments[3]) ?? 1000 : 1000
    let count = arguments.count > 4 ? Int(arguments[4]) ?? 1000 : 1000
    let scenario = TableScenario(kind: kind, rows: rows, build: true)
    scenario.startFling()
    scenarioFrames(scenario, count)
    print("scenario \(kind.rawValue) \(rows): \(count) frames, offset \(scenario.table.contentOffset.y)")
  default:
    let rows = arguments.count > 3 ? Int(arguments[3]) ?? 1000 : 1000
    let count = arguments.count > 4 ? Int(arguments[4]) ?? 100 : 100
    let scenario = TableScenario(kind: kind, rows: rows, build: true)
    scenario.startFling()
    let moved = measuredFrames(scenario, count)
    print(
      "frames \(kind.rawValue) \(rows): \(count) frames, \(moved) moving, offset \(scenario.table.contentOffset.y)"
    )
  }
}

MainActor.assumeIsolated { run() }
