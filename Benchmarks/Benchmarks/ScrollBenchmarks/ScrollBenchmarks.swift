import Benchmark
import Foundation
import Inertia
import InertiaCairo

/// Per-frame costs: the physics a decelerating scroll view evaluates each frame, hit testing a deep
/// tree, a whole replay, and rendering a frame.
let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "AxisDeceleration.position x1000 (decay + bounce)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)
  ) {
    benchmark in
    let motion = AxisDeceleration(position: 0, velocity: 3, lower: 0, upper: 1200, rate: 0.998)
    for frame in benchmark.scaledIterations {
      blackHole(motion.position(at: Double(frame % 400) / 120))
    }
  }

  Benchmark("Replay a 3 s fling at 120 Hz", configuration: .init(metrics: [.wallClock, .mallocCountTotal])) {
    benchmark async in
    let script = """
      {"frameRate": 120, "until": 3.0,
       "scene": {"root": {"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844], "contentSize": [390, 5000]}},
       "steps": [{"at": 0.1, "fling": {"from": [200, 700], "velocity": [0, -2000], "distance": 150}}]}
      """
    let iterations = benchmark.scaledIterations
    await MainActor.run {
      for _ in iterations { blackHole(try! ReplayRunner(data: Data(script.utf8)).run()) }
    }
  }

  Benchmark(
    "Hit test through 30 nested views x1000",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)
  ) {
    benchmark async in
    let iterations = benchmark.scaledIterations
    await MainActor.run {
      let clock = ManualClock(frameRate: 60)
      let window = Window(size: CGSize(width: 390, height: 844), scale: 3, clock: clock)
      var parent: View = window
      for depth in 0..<30 {
        let child = View(frame: CGRect(x: 1, y: 1, width: 380 - CGFloat(depth), height: 800 - CGFloat(depth)))
        for sibling in 0..<5 {
          child.addSubview(View(frame: CGRect(x: 300, y: CGFloat(sibling) * 10, width: 5, height: 5)))
        }
        parent.addSubview(child)
        parent = child
      }
      for _ in iterations {
        blackHole(window.hitTest(CGPoint(x: 100, y: 400), with: nil))
      }
    }
  }

  for rows in [1_000, 1_000_000] {
    Benchmark(
      "Scroll a \(rows)-row table by one row x1000",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)
    ) { benchmark async in
      let iterations = benchmark.scaledIterations
      await MainActor.run { TableFixture.make(rows: rows) }
      // The table is built before the measurement starts: only scrolling is measured.
      benchmark.startMeasurement()
      await MainActor.run { TableFixture.scroll(iterations) }
    }
  }

  Benchmark("Render a 390x844 list frame at 3x", configuration: .init(metrics: [.wallClock])) {
    benchmark async in
    let iterations = benchmark.scaledIterations
    await MainActor.run {
      let clock = ManualClock(frameRate: 60)
      let window = Window(size: CGSize(width: 390, height: 844), scale: 3, clock: clock)
      let list = ScrollView(frame: window.bounds)
      list.contentSize = CGSize(width: 390, height: 60 * 200)
      for row in 0..<200 {
        let cell = View(frame: CGRect(x: 0, y: CGFloat(row) * 60, width: 390, height: 60))
        cell.backgroundColor = row % 2 == 0 ? .systemGray5 : .white
        list.addSubview(cell)
      }
      window.addSubview(list)
      for _ in iterations {
        blackHole(try! ViewRenderer.render(window: window))
      }
    }
  }

  replayLimitBenchmarks()
}

/// A window with a table, built outside the measured part of the table benchmarks.
@MainActor
enum TableFixture {
  final class Rows: TableViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }

  static var window: Window?
  static var table: TableView?
  static var source: Rows?

  static func make(rows: Int) {
    let window = Window(size: CGSize(width: 390, height: 844), clock: ManualClock())
    let table = TableView(frame: window.bounds)
    let source = Rows(rows)
    table.dataSource = source
    window.addSubview(table)
    window.layoutIfNeeded()
    (self.window, self.table, self.source) = (window, table, source)
  }

  static func scroll(_ iterations: Range<Int>) {
    guard let table else { return }
    for step in iterations { table.contentOffset = CGPoint(x: 0, y: CGFloat(step % 500) * 44) }
  }
}
