import Benchmark
import CollectionScenario
import Foundation

/// Collection view fling frames at 1,000 items (flow layout, compositional list, self-sizing list):
/// time and allocations (mallocCountTotal) of 100 moving frames per iteration (each iteration
/// builds its view and flings at 8,000 pt/s before measuring; the view moves for about 2.3 s more).
let benchmarks: @Sendable () -> Void = {
  for kind in CollectionScenario.Kind.allCases {
    Benchmark(
      "Collection fling frame, 1000 \(kind.rawValue) items x100",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 20)
    ) { benchmark async in
      await MainActor.run { CollectionBench.prepare(kind) }
      benchmark.startMeasurement()
      await MainActor.run { CollectionBench.frames(100) }
      benchmark.stopMeasurement()
    }
  }
}

/// The scenario under measurement, built and flung before the measured part starts.
@MainActor
enum CollectionBench {
  static var scenario: CollectionScenario?

  static func prepare(_ kind: CollectionScenario.Kind) {
    let scenario = CollectionScenario(kind: kind, items: 1000)
    scenario.startFling()
    self.scenario = scenario
  }

  static func frames(_ count: Int) {
    for _ in 0..<count { scenario?.frame() }
  }
}
