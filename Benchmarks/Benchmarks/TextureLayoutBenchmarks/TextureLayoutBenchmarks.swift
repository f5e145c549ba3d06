import Benchmark
import Foundation
import Inertia

/// A column of `count` children (height 44, spacing 8, the first with flexGrow 1), as
/// Benchmarks/peers/texture.py builds for Taffy and Yoga.
func column(_ count: Int) -> StackLayoutSpec {
  var stack = StackLayoutSpec.vertical(spacing: 8)
  stack.children.reserveCapacity(count)
  for index in 0..<count {
    var style = LayoutElementStyle()
    style.height = .points(44)
    if index == 0 { style.flexGrow = 1 }
    stack.children.append(LayoutSpec(.node(LayoutNode(id: "c\(index)")), style: style))
  }
  return stack
}

/// The width-375 range the column is laid out in.
let columnRange = SizeRange(
  min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))

/// Cold layout and relayout after one child's height changes, at 1,000 and 10,000 children.
let benchmarks: @Sendable () -> Void = {
  for count in [1000, 10_000] {
    Benchmark("Texture column of \(count): cold layout", configuration: .init(metrics: [.wallClock])) {
      benchmark in
      let spec = LayoutSpec.stack(column(count))
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(spec.calculateLayoutThatFits(columnRange)) }
    }
    Benchmark(
      "Texture column of \(count): relayout after one height changes",
      configuration: .init(metrics: [.wallClock])
    ) { benchmark in
      var stack = column(count)
      blackHole(LayoutSpec.stack(stack).calculateLayoutThatFits(columnRange))
      var height: CGFloat = 44
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        height = height == 44 ? 88 : 44
        stack.children[count / 2].style.height = .points(height)
        blackHole(LayoutSpec.stack(stack).calculateLayoutThatFits(columnRange))
      }
    }
  }
}
