import Foundation
import Inertia
import InertiaCairo
import Testing

@Suite struct AxisTicksTests {
  @Test func ticksAreOneTwoOrFiveTimesAPowerOfTen() {
    #expect(AxisTicks(covering: 0, 5).values == [0, 1, 2, 3, 4, 5])
    #expect(AxisTicks(covering: -255, 585).step == 200)
    #expect(AxisTicks(covering: -255, 585).values == [-400, -200, 0, 200, 400, 600])
    #expect(AxisTicks(covering: 0.2, 4.93, targetCount: 10).step == 0.5)
    #expect(AxisTicks(covering: 0, 0.037).step == 0.01)
  }

  @Test func theAxisCoversTheDataWithWholeSteps() {
    let ticks = AxisTicks(covering: 13, 97)
    #expect(ticks.low == 0 && ticks.high == 100 && ticks.step == 20)
    #expect(ticks.fraction(50) == 0.5)
  }

  @Test func labelsCarryTheDecimalsTheStepNeeds() {
    let tenths = AxisTicks(covering: 0, 1, targetCount: 10)
    #expect(tenths.values.map(tenths.label).prefix(3) == ["0.0", "0.1", "0.2"])
    let hundreds = AxisTicks(covering: -300, 500)
    #expect(hundreds.label(-200) == "-200")
    #expect(AxisTicks(covering: -1, 1, targetCount: 4).label(-0.0) == "0.0")
  }

  @Test func degenerateRangesStillGiveTicks() {
    let flat = AxisTicks(covering: 200, 200)
    #expect(flat.low < 200 && flat.high > 200 && flat.values.count >= 2)
    let broken = AxisTicks(covering: .nan, .infinity)
    #expect(broken.low == 0 && broken.high == 1)
    #expect(AxisTicks(covering: 0, 1e300, targetCount: 1_000_000).values.count <= 21)
  }
}

@Suite struct EventLabelLayoutTests {
  /// Labels sharing a row never overlap (with the gap), whatever the input.
  private func expectNoOverlap(_ layout: EventLabelLayout) {
    let placed = layout.placements.compactMap { $0 }
    for (i, a) in placed.enumerated() {
      for b in placed[(i + 1)...] where a.row == b.row {
        #expect(a.maxX + EventLabelLayout.gap <= b.minX || b.maxX + EventLabelLayout.gap <= a.minX)
      }
    }
  }

  @Test func eventsAtOneInstantStackInRows() {
    let items = (0..<3).map { _ in EventLabelLayout.Item(x: 100, width: 80) }
    let layout = EventLabelLayout(items, rightEdge: 900)
    #expect(layout.placements.map { $0?.row } == [0, 1, 2])
    #expect(layout.placements[0]?.minX == 103)
    expectNoOverlap(layout)
  }

  @Test func distantLabelsShareTheFirstRow() {
    let items = [EventLabelLayout.Item(x: 10, width: 50), EventLabelLayout.Item(x: 200, width: 50)]
    #expect(EventLabelLayout(items, rightEdge: 900).placements.map { $0?.row } == [0, 0])
  }

  @Test func aLabelAtTheRightEdgeSitsLeftOfItsMarker() {
    let layout = EventLabelLayout([EventLabelLayout.Item(x: 880, width: 60)], rightEdge: 900)
    #expect(layout.placements[0]?.maxX == 877)
  }

  @Test func aLabelDoesNotCrossAnEarlierMarkersLine() {
    // The first label takes row 0; the second (flipped left across the first marker) must go
    // below without sitting on the first marker's line, which runs through rows 1 and on.
    let items = [EventLabelLayout.Item(x: 850, width: 20), EventLabelLayout.Item(x: 890, width: 100)]
    let avoiding = EventLabelLayout(items, rightEdge: 900, maximumRows: 4)
    #expect(avoiding.placements[1] == nil)
    let crossing = EventLabelLayout(items, rightEdge: 900, maximumRows: 4, avoidsMarkerLines: false)
    #expect(crossing.placements[1]?.row == 1)
  }

  @Test func denseLabelsNeverOverlapAndOverflowIsReported() {
    var generator = SplitMix(seed: 7)
    let items = (0..<200).map { _ in
      EventLabelLayout.Item(x: Double(generator.next() % 900), width: Double(20 + generator.next() % 120))
    }
    let layout = EventLabelLayout(items, rightEdge: 900, maximumRows: 6)
    expectNoOverlap(layout)
    #expect(!layout.placesAll && layout.rowCount <= 6)
    #expect(layout.placements.allSatisfy { ($0?.row ?? 0) < 6 })
  }
}

/// A tiny deterministic generator for test inputs.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite @MainActor struct TrajectoryPlotTests {
  private func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("inertia-\(name)").path
  }

  @Test func aFlingPlotsAsAPNGOnePanelBlockWide() throws {
    let trace = try ReplayRunner(data: Data(ReplayTests.fling.utf8)).run()
    let plot = try TrajectoryPlot(trace: trace)
    #expect(plot.plottedViews == ["sv"])
    #expect(plot.layers[0].timeline.views[0].samples.count > 100)
    let path = temporary("plot-test.png")
    try plot.write(to: path)
    let image = try CairoCanvas(pngAt: path)
    #expect(image.pixelWidth == 960)
    #expect(image.pixelHeight > 300)
    // The offset panel's frame is drawn grey, left of it the white margin.
    #expect(image.pixel(x: 78, y: image.pixelHeight / 3).red < 0.8)
    #expect(image.pixel(x: 10, y: 5) == Color(red: 1, green: 1, blue: 1, alpha: 1))
  }

  @Test func anSVGPathWritesAnSVG() throws {
    let trace = try ReplayRunner(data: Data(ReplayTests.fling.utf8)).run()
    let path = temporary("plot-test.svg")
    try TrajectoryPlot(trace: trace).write(to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("<svg"))
    #expect(text.contains("</svg>"))
  }

  @Test func aPDFPathWritesTheSamePDFOnEveryRun() throws {
    let trace = try ReplayRunner(data: Data(ReplayTests.fling.utf8)).run()
    let (first, second) = (temporary("plot-test-1.pdf"), temporary("plot-test-2.pdf"))
    try TrajectoryPlot(trace: trace).write(to: first)
    try TrajectoryPlot(trace: trace).write(to: second)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: first))
    #expect(bytes.starts(with: Data("%PDF-".utf8)))
    #expect(String(decoding: bytes.suffix(8), as: UTF8.self).contains("%%EOF"))
    #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: second))))
  }

  @Test func unchangedViewsAreLeftOutAndMovingOnesGetABlockEach() throws {
    let trace = """
      {"t":0.100,"kind":"frame","views":{"a":{"contentOffset":[0,0]},"b":{"contentOffset":[0,5]}}}
      {"t":0.108,"kind":"frame","views":{"a":{"contentOffset":[0,0]},"b":{"contentOffset":[0,9]}}}
      {"t":0.200,"kind":"delegate","view":"c","method":"scrollViewDidEndDecelerating"}
      {"t":1.000,"kind":"end","views":{"a":{"contentOffset":[0,0]},"b":{"contentOffset":[0,9]},"c":{"contentOffset":[0,0]}}}
      """
    #expect(try TrajectoryPlot(trace: trace).plottedViews == ["b", "c"])
  }

  @Test func aMalformedTraceLineIsAnErrorNamingTheLine() {
    // Not JSON: the reason is named (sweep 52); JSON that is no trace line says what one is.
    #expect(
      throws: SceneError(
        path: "line 2", "not valid JSON: column 2: expected a key in quotes, unexpected character 'o'")
    ) {
      try TrajectoryPlot(trace: "{\"t\":0,\"kind\":\"touch\"}\n{oops\n")
    }
    #expect(throws: SceneError(path: "line 2", "not a trace line (a JSON object with \"t\" and \"kind\")")) {
      try TrajectoryPlot(trace: "{\"t\":0,\"kind\":\"touch\"}\n{\"t\":\"x\"}\n")
    }
  }
}
