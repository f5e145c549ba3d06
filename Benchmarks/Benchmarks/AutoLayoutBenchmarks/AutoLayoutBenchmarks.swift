import AutoLayoutScenario
import Benchmark
import Cassowary
import Foundation
import Inertia

/// The Auto Layout benchmark of BENCHMARKS.md (systems in AutoLayoutScenario): on the Cassowary
/// module and end to end through the window's engine.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions], maxDuration: .seconds(10), maxIterations: 20)
  for count in [200, 1_000, 2_000, 10_000] {
    Benchmark("Cassowary stack N=\(count): build+solve") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(StackSystem(count: count)) }
    }
    Benchmark("Cassowary stack N=\(count): width edit") { benchmark in
      let system = StackSystem(count: count)
      var wide = true
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        try! system.solver.suggestValue(wide ? 844 : 390, for: system.width)
        system.solver.updateVariables()
        wide.toggle()
      }
      benchmark.stopMeasurement()
    }
    Benchmark("Cassowary stack N=\(count): height change") { benchmark in
      let system = StackSystem(count: count)
      var tall = true
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        try! system.solver.setConstant(tall ? -60 : -44, for: system.heights[count / 2])
        system.solver.updateVariables()
        tall.toggle()
      }
      benchmark.stopMeasurement()
    }
    Benchmark("Engine stack N=\(count): views+constraints+layout") { benchmark async in
      let iterations = benchmark.scaledIterations
      await MainActor.run {
        for _ in iterations { blackHole(makeStackWindow(count: count)) }
      }
    }
    Benchmark("Engine stack N=\(count): height change + layout") { benchmark async in
      let iterations = benchmark.scaledIterations
      nonisolated(unsafe) let measured = benchmark
      await MainActor.run {
        let (window, heights) = makeStackWindow(count: count)
        var tall = true
        measured.startMeasurement()
        for _ in iterations {
          heights[count / 2].constant = tall ? 60 : 44
          window.layoutIfNeeded()
          tall.toggle()
        }
        measured.stopMeasurement()
      }
    }
  }
}
