import Foundation
import Inertia
import Testing

/// `TraceDiff(lines:_:)` reads two traces line by line; it must find exactly what the whole-trace
/// comparison finds.
@Suite @MainActor struct TraceDiffStreamingTests {
  private func trace(velocity: Double) throws -> String {
    let script = ReplayTests.fling.replacingOccurrences(of: "-1500]", with: "\(velocity)]")
    return try ReplayRunner(data: Data(script.utf8)).run()
  }

  private func lines(_ text: String) -> [Substring] { text.split(separator: "\n") }

  /// Both comparisons of `a` and `b`, as their reports and difference lists.
  private func expectSameFindings(_ a: String, _ b: String, tolerance: Double = 0.5) throws {
    let whole = TraceDiff(
      try TraceTimeline(parsing: a), try TraceTimeline(parsing: b), tolerance: tolerance)
    let streamed = try TraceDiff(lines: lines(a), lines(b), tolerance: tolerance)
    #expect(streamed.differences == whole.differences)
    #expect(streamed.differenceCount == whole.differenceCount)
    #expect(streamed.largestOffsetDifference == whole.largestOffsetDifference)
    #expect(streamed.report(firstName: "a", secondName: "b") == whole.report(firstName: "a", secondName: "b"))
  }

  @Test func flingsAtOtherSpeedsDifferAsInTheWholeComparison() throws {
    let slow = try trace(velocity: -1500)
    let fast = try trace(velocity: -2600)
    try expectSameFindings(slow, slow)
    try expectSameFindings(slow, fast)
    try expectSameFindings(fast, slow, tolerance: 0.1)
    let diff = try TraceDiff(lines: lines(slow), lines(fast))
    #expect(!diff.isEqual)
    #expect(diff.largestOffsetDifference.map { $0.view == "sv" && $0.distance > 50 } == true)
  }

  @Test func aTraceCutShortLeavesItsCallsUnmatched() throws {
    let whole = try trace(velocity: -1500)
    let cut = lines(whole).prefix { !$0.contains("\"t\":1.0") }.joined(separator: "\n")
    try expectSameFindings(whole, cut)
    try expectSameFindings(cut, whole)
  }

  @Test func thousandsOfCallsTheOtherTraceLacksAreSettledByTheFirst() throws {
    // 20,000 calls in the first trace, one in the second: the first unmatched call is reported,
    // and the streamed comparison holds only that one while it waits.
    var a = (0..<20_000).map { index in
      String(
        format:
          #"{"t":%.3f,"kind":"delegate","view":"sv","method":"scrollViewDidScroll","contentOffset":[0,%d]}"#,
        Double(index) * 0.001, index)
    }
    a.append(#"{"t":30.000,"kind":"end","views":{"sv":{"contentOffset":[0,0]}}}"#)
    let b = [a[0], #"{"t":30.000,"kind":"end","views":{"sv":{"contentOffset":[0,0]}}}"#]
    try expectSameFindings(a.joined(separator: "\n"), b.joined(separator: "\n"))
    let diff = try TraceDiff(lines: a.map { Substring($0) }, b.map { Substring($0) })
    #expect(
      diff.firstDivergence?.description
        == "0.001 s: sv: calls: 20000 vs 1 calls; the first unmatched is scrollViewDidScroll in the first trace"
    )
  }

  @Test func aLaterCallWithAnotherNameIsReportedByName() throws {
    let a = #"{"t":0.100,"kind":"delegate","view":"sv","method":"scrollViewWillBeginDragging"}"#
    let b = #"{"t":0.900,"kind":"delegate","view":"sv","method":"scrollViewDidEndDecelerating"}"#
    try expectSameFindings(a, b)
    let diff = try TraceDiff(lines: [Substring(a)], [Substring(b)])
    #expect(
      diff.firstDivergence?.description
        == "0.100 s: sv: calls: call 1: scrollViewWillBeginDragging vs scrollViewDidEndDecelerating")
  }

  @Test func linesOutOfTimeOrderAreComparedWithoutFailing() throws {
    let a = """
      {"t":0.500,"kind":"frame","views":{"sv":{"contentOffset":[0,5]}}}
      {"t":0.100,"kind":"frame","views":{"sv":{"contentOffset":[0,1]}}}
      {"t":0.200,"kind":"delegate","view":"sv","method":"scrollViewDidScroll"}
      """
    let diff = try TraceDiff(lines: lines(a), lines(a))
    #expect(diff.isEqual)
  }

  @Test func aBadLineNamesItsTraceAndLine() throws {
    let good = #"{"t":0.1,"kind":"frame","views":{}}"#
    #expect(
      // Line 3 of the second trace: the empty line counts (before sweep 52 it did not: "line 2").
      throws: TraceDiff.LineError(
        trace: 2, line: 3, message: #"not a trace line (a JSON object with "t" and "kind")"#)
    ) {
      try TraceDiff(lines: [Substring(good)], [Substring(good), "", "[1, 2]"])
    }
  }

  @Test func aViewIdLongerThanScenesAllowIsRefusedAtItsLine() throws {
    // A 1 MB id against 200,000 lines took 72 s before (the id hashed on every line).
    let long = String(repeating: "v", count: 1001)
    let call = #"{"t":0,"kind":"delegate","view":"\#(long)","method":"scrollViewDidScroll"}"#
    let good = #"{"t":0.1,"kind":"frame","views":{}}"#
    #expect(
      throws: TraceDiff.LineError(trace: 1, line: 1, message: "a view id is longer than 1000 bytes")
    ) {
      try TraceDiff(lines: [Substring(call)], [Substring(good)])
    }
  }
}
