import Benchmark
import Foundation
import Inertia
import TextureScenario

/// Cold layout and relayout after one child's height changes, at 1,000 and 10,000 children
/// (the tree is TextureScenario's TextureColumn).
let benchmarks: @Sendable () -> Void = {
  for count in [1000, 10_000] {
    Benchmark("Texture column of \(count): cold layout", configuration: .init(metrics: [.wallClock])) {
      benchmark in
      let column = TextureColumn(count: count)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        // Each pass starts without any child's layout, as a freshly built tree does.
        column.forgetLayouts()
        blackHole(column.layOut())
      }
    }
    Benchmark(
      "Texture column of \(count): relayout after one height changes",
      configuration: .init(metrics: [.wallClock])
    ) { benchmark in
      var column = TextureColumn(count: count)
      blackHole(column.layOut())
      var height: CGFloat = 44
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        height = height == 44 ? 88 : 44
        column.setMiddleHeight(height)
        blackHole(column.layOut())
      }
    }
  }
}
