import Foundation
import Inertia
import Testing

@Suite @MainActor struct TraceDiffTests {
  private func trace(velocity: Double = -1500) throws -> TraceTimeline {
    let script = ReplayTests.fling.replacingOccurrences(of: "-1500]", with: "\(velocity)]")
    return try TraceTimeline(parsing: try ReplayRunner(data: Data(script.utf8)).run())
  }

  @Test func aScriptReplayedTwiceMatches() throws {
    let diff = TraceDiff(try trace(), try trace())
    #expect(diff.isEqual)
    #expect(diff.firstDivergence == nil)
    #expect(diff.largestOffsetDifference?.distance == 0)
    #expect(diff.report(firstName: "a", secondName: "b").hasPrefix("a and b match within 0.5 pt"))
  }

  @Test func aFasterFlingDivergesAndLandsElsewhere() throws {
    let diff = TraceDiff(try trace(), try trace(velocity: -2600))
    #expect(!diff.isEqual)
    // Both end at the offset set at 2.8 s; the flings differ on the way.
    #expect(diff.differences.contains { $0.aspect == .offsets })
    #expect(!diff.differences.contains { $0.aspect == .endState })
    let largest = try #require(diff.largestOffsetDifference)
    #expect(largest.view == "sv" && largest.distance > 50)
    // The first divergence is the earliest difference of all.
    let times = diff.differences.compactMap(\.time)
    #expect(diff.firstDivergence?.time == times.min())
  }

  @Test func offsetsWithinTheToleranceMatch() throws {
    let a = try TraceTimeline(parsing: frames([0, 10, 20]))
    let b = try TraceTimeline(parsing: frames([0, 10.4, 20.3]))
    #expect(TraceDiff(a, b).isEqual)
    #expect(TraceDiff(a, b).largestOffsetDifference?.distance ?? 0 > 0.39)
    let strict = TraceDiff(a, b, tolerance: 0.1)
    #expect(!strict.isEqual)
    #expect(strict.firstDivergence?.time == 0.1)
    #expect(strict.firstDivergence?.aspect == .offsets)
  }

  @Test func theStateAtATimeIsTheLastFrameAtOrBeforeIt() throws {
    // Frames at other times (another frame rate) compare against the last frame before them.
    let a = try TraceTimeline(parsing: frames([0, 10, 20], step: 0.1))
    let b = try TraceTimeline(parsing: frames([0, 0, 10, 10, 20], step: 0.05))
    #expect(TraceDiff(a, b).isEqual)
  }

  @Test func aMissingDelegateCallIsTheFirstDivergence() throws {
    let end = #"{"t":1.000,"kind":"end","views":{"sv":{"contentOffset":[0,0]}}}"#
    let a = try TraceTimeline(
      parsing: """
        {"t":0.100,"kind":"delegate","view":"sv","method":"scrollViewWillBeginDragging"}
        {"t":0.300,"kind":"delegate","view":"sv","method":"scrollViewDidEndDragging","willDecelerate":false}
        \(end)
        """)
    let b = try TraceTimeline(
      parsing: """
        {"t":0.100,"kind":"delegate","view":"sv","method":"scrollViewWillBeginDragging"}
        \(end)
        """)
    let diff = TraceDiff(a, b)
    #expect(diff.differenceCount == 1)
    #expect(
      diff.firstDivergence?.description
        == "0.300 s: sv: calls: 2 vs 1 calls; the first unmatched is scrollViewDidEndDragging in the first trace"
    )
  }

  @Test func argumentsAndViewsOnlyOnOneSideAreDifferences() throws {
    let a = try TraceTimeline(
      parsing:
        #"{"t":0.3,"kind":"delegate","view":"sv","method":"scrollViewDidEndDragging","willDecelerate":true}"#)
    let b = try TraceTimeline(
      parsing: """
        {"t":0.3,"kind":"delegate","view":"sv","method":"scrollViewDidEndDragging","willDecelerate":false}
        {"t":0.4,"kind":"action","control":"buy","event":"touchUpInside"}
        """)
    let diff = TraceDiff(a, b)
    #expect(
      diff.differences.map(\.description) == [
        "0.300 s: sv: calls: call 1 scrollViewDidEndDragging: willDecelerate: true vs false",
        "-: buy: calls: only in the second trace",
      ])
  }

  @Test func aBadToleranceCountsAsZero() throws {
    let a = try TraceTimeline(parsing: frames([0, 10]))
    #expect(TraceDiff(a, a, tolerance: .nan).tolerance == 0)
    #expect(TraceDiff(a, a, tolerance: -3).isEqual)
  }

  /// Frame lines of one view "sv" moving through `offsets` (y), `step` seconds apart from 0.
  @Test func hugeOffsetsAreReportedInExponentNotation() throws {
    let a = try TraceTimeline(
      parsing: #"{"t":0.100,"kind":"frame","views":{"sv":{"contentOffset":[1.7e308,-2.5]}}}"#)
    let b = try TraceTimeline(
      parsing: #"{"t":0.100,"kind":"frame","views":{"sv":{"contentOffset":[-1e300,12345.25]}}}"#)
    let report = TraceDiff(a, b).report(firstName: "a", secondName: "b")
    #expect(report.contains("(1.7e+308, -2.5) vs (-1e+300, 12345.2)"), "\(report)")
    #expect(report.count < 400)
  }

  private func frames(_ offsets: [Double], step: Double = 0.1) -> String {
    offsets.enumerated().map { index, y in
      String(
        format: #"{"t":%.3f,"kind":"frame","views":{"sv":{"contentOffset":[0,%.4f]}}}"#, Double(index) * step,
        y)
    }.joined(separator: "\n")
  }
}
