import Benchmark
import Foundation
import Inertia

/// The replay workloads issue 9 found slow or unbounded: a wide scene, an idle hour, thousands of
/// scroll views moving at once. Each replays a generated script with the trace discarded.
func replayLimitBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(10), maxIterations: 5
  )

  Benchmark("Replay: build a scene of 5,000 subviews", configuration: configuration) { benchmark async in
    await ReplayLimitScripts.replay(ReplayLimitScripts.wideScene(subviews: 5_000), benchmark)
  }
  Benchmark("Replay: one idle hour at 1,000 Hz", configuration: configuration) { benchmark async in
    await ReplayLimitScripts.replay(ReplayLimitScripts.idleHour, benchmark)
  }
  Benchmark("Replay: 10,000 scroll views and one fling", configuration: configuration) { benchmark async in
    await ReplayLimitScripts.replay(ReplayLimitScripts.manyScrollViews(10_000), benchmark)
  }
  Benchmark("Replay: 8,000 table rows of 0.01 pt", configuration: configuration) { benchmark async in
    await ReplayLimitScripts.replay(ReplayLimitScripts.tinyRows, benchmark)
  }
}

/// Scripts of the replay limit benchmarks, written as a user would write them.
enum ReplayLimitScripts {
  static func wideScene(subviews: Int) -> String {
    let views = (0..<subviews).map { #"{"type":"View","id":"v\#($0)","frame":[0,\#($0),10,1]}"# }
    return #"{"until":0.1,"scene":{"root":{"type":"View","subviews":[\#(views.joined(separator: ","))]}}}"#
  }

  static let idleHour = """
    {"frameRate":1000,"until":3600,"scene":{"root":{"type":"ScrollView","id":"sv","contentSize":[390,3000]}}}
    """

  static func manyScrollViews(_ count: Int) -> String {
    let views = (0..<count).map {
      #"{"type":"ScrollView","id":"s\#($0)","frame":[0,0,390,844],"contentSize":[390,3000]}"#
    }
    return #"""
      {"until":3,"scene":{"root":{"type":"View","subviews":[\#(views.joined(separator: ","))]}},
       "steps":[{"at":0.1,"fling":{"from":[200,700],"velocity":[0,-2000],"distance":150}}]}
      """#
  }

  static let tinyRows = """
    {"until":1,"scene":{"root":{"type":"TableView","id":"t","frame":[0,0,390,844],"rows":8000,"rowHeight":0.01}},
     "steps":[{"at":0.1,"fling":{"from":[200,700],"velocity":[0,-2000],"distance":150}}]}
    """

  /// Replays `script` once per iteration, discarding the trace lines.
  static func replay(_ script: String, _ benchmark: Benchmark) async {
    let data = Data(script.utf8)
    let iterations = benchmark.scaledIterations
    await MainActor.run {
      for _ in iterations {
        var lines = 0
        do {
          try ReplayRunner(data: data).run { _ in lines += 1 }
        } catch {
          fatalError("benchmark script refused: \(error)")
        }
        blackHole(lines)
      }
    }
  }
}
