import Benchmark
import Foundation
import Inertia
import TableScenario

/// Table costs at 1,000 and 1,000,000 rows: reloadData (time, allocations) and moving fling frames
/// (time, allocations per frame) with plain rows, sticky section headers and self-sizing rows.
let benchmarks: @Sendable () -> Void = {
  for kind in TableScenario.Kind.allCases where kind != .selfSizing && kind != .autoLayout {
    Benchmark(
      "Table reloadData, 1M \(kind.rawValue) rows",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal, .memoryLeaked], maxIterations: 20)
    ) { benchmark async in
      let iterations = benchmark.scaledIterations
      await MainActor.run { TableBench.prepare(kind, rows: 1_000_000, fling: false) }
      benchmark.startMeasurement()
      await MainActor.run { TableBench.reload(iterations) }
      benchmark.stopMeasurement()
    }
  }

  for kind in TableScenario.Kind.allCases {
    for rows in [1_000, 1_000_000] {
      Benchmark(
        "Table fling frame, \(rows) \(kind.rawValue) rows x1000",
        configuration: .init(
          metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxIterations: 20)
      ) { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run { TableBench.prepare(kind, rows: rows, fling: true) }
        benchmark.startMeasurement()
        await MainActor.run { TableBench.frames(iterations) }
        benchmark.stopMeasurement()
      }
    }
  }
}

/// The scenario under measurement, built before the measured part starts.
@MainActor
enum TableBench {
  static var scenario: TableScenario?

  static func prepare(_ kind: TableScenario.Kind, rows: Int, fling: Bool) {
    let scenario = TableScenario(kind: kind, rows: rows, build: fling)
    if fling { scenario.startFling() }
    self.scenario = scenario
  }

  static func reload(_ iterations: Range<Int>) {
    for _ in iterations { scenario?.reload() }
  }

  static func frames(_ iterations: Range<Int>) {
    for _ in iterations { scenario?.frame() }
  }
}
