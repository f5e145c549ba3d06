import Foundation
import Testing

@testable import Inertia

/// The trace validator accepts the grammar of uikit-behavior.md section 9 and names violations.
@MainActor
@Suite struct TraceValidatorTests {
  private static let end =
    #"{"t":2.000,"kind":"end","views":{"sv":{"contentOffset":[0.0,0.0],"contentSize":[390.0,3000.0],"adjustedContentInset":[0.0,0.0,0.0,0.0],"zoomScale":1.0,"isTracking":false,"isDragging":false,"isDecelerating":false,"frame":[0.0,0.0,390.0,844.0]}}}"#

  private func delegate(_ time: String, _ method: String, _ extra: String = "") -> String {
    #"{"t":\#(time),"kind":"delegate","view":"sv","method":"\#(method)"\#(extra)}"#
  }

  @Test func aFlingsCallsInOrderAreValid() {
    let trace = [
      delegate("0.100", "scrollViewWillBeginDragging"),
      delegate("0.200", "scrollViewWillEndDragging", #","velocity":[0,1.0],"targetContentOffset":[0,0]"#),
      delegate("0.200", "scrollViewDidEndDragging", #","willDecelerate":true"#),
      delegate("0.200", "scrollViewWillBeginDecelerating"),
      delegate("1.000", "scrollViewDidEndDecelerating"), Self.end,
    ]
    #expect(TraceValidator.validate(trace.joined(separator: "\n")) == nil)
  }

  @Test func anOffsetWrittenUnderAFingerThatCaughtADecelerationMayRestOutsideTheRange() {
    let outside = Self.end.replacingOccurrences(
      of: #""contentOffset":[0.0,0.0]"#, with: #""contentOffset":[0.0,2500.0]"#)
    let touch = { (time: String, phase: String) in
      #"{"t":\#(time),"kind":"touch","id":1,"phase":"\#(phase)","at":[200.0,400.0]}"#
    }
    let fling = [
      delegate("0.100", "scrollViewWillBeginDragging"),
      delegate("0.200", "scrollViewWillEndDragging", #","velocity":[0,1.0],"targetContentOffset":[0,500]"#),
      delegate("0.200", "scrollViewDidEndDragging", #","willDecelerate":true"#),
      delegate("0.200", "scrollViewWillBeginDecelerating"), touch("0.500", "began"),
    ]
    let written = [delegate("0.600", "scrollViewDidScroll", #","contentOffset":[0,2500.0]"#)]
    let lift = [touch("0.700", "ended"), delegate("0.700", "scrollViewDidEndDecelerating"), outside]
    #expect(TraceValidator.validate((fling + written + lift).joined(separator: "\n")) == nil)
    // Without the write, the physics put it there: reported.
    #expect(
      TraceValidator.validate((fling + lift).joined(separator: "\n"))?.contains("at rest is outside") == true)
  }

  @Test func didEndDeceleratingWithoutWillBeginIsReported() {
    let trace = [delegate("0.100", "scrollViewDidEndDecelerating"), Self.end].joined(separator: "\n")
    #expect(
      TraceValidator.validate(trace)
        == #"line 1: view "sv": didEndDecelerating without willBeginDecelerating"#)
  }

  @Test func willBeginDeceleratingNeedsDidEndDraggingWithDeceleration() {
    let trace = [
      delegate("0.100", "scrollViewWillBeginDragging"),
      delegate("0.200", "scrollViewDidEndDragging", #","willDecelerate":false"#),
      delegate("0.200", "scrollViewWillBeginDecelerating"), Self.end,
    ]
    #expect(
      TraceValidator.validate(trace.joined(separator: "\n"))?.contains("not after didEndDragging")
        == true)
  }

  @Test func aDragLeftOpenAtRestIsReported() {
    let trace = [delegate("0.100", "scrollViewWillBeginDragging"), Self.end].joined(separator: "\n")
    #expect(TraceValidator.validate(trace) == #"end: view "sv" is at rest with no didEndDragging"#)
    // A trackpad gesture still in progress holds the view, like a finger on the screen.
    #expect(TraceValidator.validate(trace, indirectGestureInProgress: true) == nil)
  }

  @Test func aTrackpadGestureLeftOpenKeepsItsViewTrackingInTheReplay() throws {
    let script = """
      {"until":2,"scene":{"root":{"type":"ScrollView","id":"sv","refreshControl":true}},
       "steps":[{"at":1,"scroll":{"at":[204,641],"delta":[-38,51],"phase":"began"}}]}
      """
    let runner = try ReplayRunner(data: Data(script.utf8))
    var lines: [String] = []
    try runner.run { lines.append($0) }
    #expect(runner.isIndirectGestureInProgress)
    #expect(lines.last?.contains(#""isTracking":true"#) == true)
    #expect(TraceValidator.validate(lines.joined(), indirectGestureInProgress: true) == nil)
  }

  @Test func timeGoingBackIsReported() {
    let trace = [
      delegate("0.788", "scrollViewDidScroll"), delegate("0.787", "scrollViewDidScroll"), Self.end,
    ]
    #expect(
      TraceValidator.validate(trace.joined(separator: "\n")) == "line 2: time goes back from 0.788 to 0.787")
  }

  @Test func aNullNumberIsReported() {
    let trace = [#"{"t":0.000,"kind":"touch","id":1,"phase":"began","at":[null,0.0]}"#, Self.end]
    #expect(
      TraceValidator.validate(trace.joined(separator: "\n")) == "line 1: a null (NaN or infinite) value")
  }

  @Test func flagsAndOffsetsAtRestAreChecked() {
    let dragging = Self.end.replacingOccurrences(of: #""isDragging":false"#, with: #""isDragging":true"#)
    #expect(TraceValidator.validate(dragging) == #"end: view "sv" is at rest but isDragging is true"#)
    let outside = Self.end.replacingOccurrences(
      of: "[0.0,0.0],\"contentSize", with: "[0.0,-80.0],\"contentSize")
    let settled = delegate("1.000", "scrollViewDidEndDecelerating")
    let decelerating = [
      delegate("0.100", "scrollViewWillBeginDragging"),
      delegate("0.200", "scrollViewDidEndDragging", #","willDecelerate":true"#),
      delegate("0.200", "scrollViewWillBeginDecelerating"),
    ]
    #expect(
      TraceValidator.validate((decelerating + [settled, outside]).joined(separator: "\n"))
        == #"end: view "sv": offset -80.0 at rest is outside -0.0...2156.0 on y"#)
    // A programmatic offset may lie outside the range, as setContentOffset allows in UIKit.
    #expect(TraceValidator.validate(outside) == nil)
  }

  @Test func aFingerCatchingAnInRangeDecelerationEndsItSilently() {
    let trace = [
      delegate("0.100", "scrollViewWillBeginDragging"),
      delegate("0.200", "scrollViewDidEndDragging", #","willDecelerate":true"#),
      delegate("0.200", "scrollViewWillBeginDecelerating"),
      #"{"t":0.500,"kind":"touch","id":1,"phase":"began","at":[10.0,10.0]}"#,
      delegate("0.520", "scrollViewWillBeginDragging"),
      #"{"t":0.600,"kind":"touch","id":1,"phase":"ended","at":[10.0,10.0]}"#,
      delegate("0.600", "scrollViewDidEndDragging", #","willDecelerate":false"#), Self.end,
    ]
    #expect(TraceValidator.validate(trace.joined(separator: "\n")) == nil)
  }

  @Test func anAnimatedZoomMayEndWithDidEndZoomingAlone() {
    let trace = [delegate("0.300", "scrollViewDidEndZooming", #","atScale":2.0"#), Self.end]
    #expect(TraceValidator.validate(trace.joined(separator: "\n")) == nil)
  }

  @Test func aViewStillMovingAtTheEndIsNotCheckedForRest() {
    let moving = Self.end.replacingOccurrences(
      of: #""isDecelerating":false"#, with: #""isDecelerating":true"#)
    let frame =
      #"{"t":1.990,"kind":"frame","views":{"sv":{"contentOffset":[0,5.0],"isTracking":false,"isDragging":false,"isDecelerating":true,"zoomScale":1}}}"#
    #expect(TraceValidator.validate([frame, moving].joined(separator: "\n")) == nil)
  }

  @Test func replayedExamplesPassTheValidator() throws {
    let trace = try ReplayRunner(data: Data(ReplayTests.fling.utf8)).run()
    #expect(TraceValidator.validate(trace) == nil)
  }
}

/// Layout passes visit only the branches that need layout.
@MainActor
@Suite struct LayoutPassTests {
  final class Counting: View {
    var passes = 0
    override func layoutSubviews() { passes += 1 }
  }

  @Test func aLayoutPassSkipsCleanBranchesAndVisitsDirtyOnes() {
    let window = Window(size: CGSize(width: 100, height: 100), clock: ManualClock())
    let root = View(frame: window.bounds)
    let leaves = (0..<3).map { _ in Counting() }
    let branch = View()
    for leaf in leaves { branch.addSubview(leaf) }
    root.addSubview(branch)
    window.rootView = root
    window.layoutIfNeeded()
    #expect(leaves.map(\.passes) == [1, 1, 1])
    #expect(!window.needsLayoutPass)
    window.layoutIfNeeded()
    #expect(leaves.map(\.passes) == [1, 1, 1])
    leaves[1].setNeedsLayout()
    #expect(window.needsLayoutPass)
    window.layoutIfNeeded()
    #expect(leaves.map(\.passes) == [1, 2, 1])
  }
}

/// A tap on a bouncing view (uikit-behavior.md 9.8 with 9.3): the touch-down ends the deceleration,
/// the lift starts the return to the range as a new one.
@MainActor
@Suite struct TapOnBouncingViewTests {
  @Test func aTapOnABouncingViewEndsAndRestartsTheDeceleration() throws {
    let script = #"""
      {"until":2,"scene":{"root":{"type":"ScrollView","id":"sv","contentSize":[390,3000]}},
       "steps":[{"at":0.0,"fling":{"from":[200,300],"velocity":[0,2000],"distance":100}},
                {"at":0.25,"tap":{"at":[200,400],"duration":0.05}}]}
      """#
    let trace = try ReplayRunner(data: Data(script.utf8)).run()
    var calls: [String] = []
    for line in trace.split(separator: "\n") {
      guard case .object(let fields) = try JSONValue.parse(Data(line.utf8)),
        case .string(let method)? = fields["method"], method.hasSuffix("Decelerating"),
        case .number(let time)? = fields["t"]
      else { continue }
      calls.append("\(method)@\(time)")
    }
    #expect(
      calls.prefix(3) == [
        "scrollViewWillBeginDecelerating@0.05", "scrollViewDidEndDecelerating@0.25",
        "scrollViewWillBeginDecelerating@0.3",
      ])
    #expect(calls.count == 4)
    #expect(TraceValidator.validate(trace) == nil)
  }
}
