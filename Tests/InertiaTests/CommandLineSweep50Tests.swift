import Foundation
import Testing

@testable import Inertia
@testable import InertiaCairo

/// Hostile-input sweep 50 (session 49): a plotted timeline stays within its budget however many
/// end lines a trace has; a replay whose trace cannot be written writes no plot, `diff` reports a
/// report it cannot write, and a closed standard input is not read as the file opened next. Each
/// test fails without its fix.
@MainActor
@Suite struct CommandLineSweep50Tests {
  typealias CLI = CommandLineRobustnessTests

  /// Runs `inertia ARGUMENTS` in `folder` through the shell with `redirections` (`<&-`: standard
  /// input closed).
  static func inertia(_ arguments: [String], in folder: URL, redirections: String) throws -> CLI.Run {
    let binary = ExamplesTests.productsFolder().appendingPathComponent("inertia").path
    let quoted = ([binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \(quoted) \(redirections)"]
    process.currentDirectoryURL = folder
    return try CLI.collect(process)
  }

  /// A trace of `count` frames of view "s" moving by `step` a frame, and its end line.
  static func trace(frames count: Int, step: Double) -> String {
    (0..<count).map {
      #"{"t":\#(Double($0) / 60),"kind":"frame","views":{"s":{"contentOffset":[0,\#(Double($0) * step)]}}}"#
    }
    .joined(separator: "\n") + "\n" + #"{"t":1,"kind":"end","views":{"s":{"contentOffset":[0,0]}}}"# + "\n"
  }

  @Test func aPlottedTimelineKeepsItsCallsNamesNotTheirFields() throws {
    // A plot labels calls by name, yet kept every field: two traces of 200 calls of 10,000
    // fields each (25 MB) took 296 MB to `diff --plot` (34 MB without the plot).
    let fields = (0..<100).map { #""f\#($0)":\#($0)"# }.joined(separator: ",")
    var timeline = TraceTimeline(sampleBudget: 100, eventBudget: 10)
    try timeline.append(line: #"{"t":0.5,"kind":"delegate","view":"s","method":"m",\#(fields)}"#)
    try timeline.append(line: #"{"t":0.6,"kind":"delegate","view":"s","method":"n","velocity":[0,1]}"#)
    let events = try #require(timeline.view("s")).events
    #expect(events.map(\.name) == ["m", "n"] && events.map(\.time) == [0.5, 0.6])
    #expect(events.allSatisfy { $0.arguments.isEmpty })
    // A timeline read whole keeps them (the diff of two timelines compares them).
    let whole = try TraceTimeline(
      parsing: #"{"t":0.6,"kind":"delegate","view":"s","method":"n","velocity":[0,1]}"#)
    #expect(
      try #require(whole.view("s")).events.first?.arguments["velocity"] == .array([.number(0), .number(1)]))
  }

  /// Without a time limit: in a full parallel run the limit counted the time the test waited for
  /// a thread (it failed after 208 s there; alone it takes 0.12 s in a debug build).
  @Test func aPlotsEventCodesAreFoundWithoutListingEveryLengthOfTheLastWord() {
    // Every length of a name's last word was made into a candidate code first: `diff --plot` of
    // 2,000 calls named with 10,000 letters each ran for over ten minutes (release build).
    let names = (0..<300).map { "m\($0)" + String(repeating: "x", count: 1_000) }
    let codes = TrajectoryPlot.codes(for: names)
    #expect(Set(codes.values).count == 300)
    #expect(codes.values.allSatisfy { $0.count <= 3 + TrajectoryPlot.codeLetters + 3 })
    #expect(codes[names[0]] == "m0x" && codes[names[10]] == "m10" && codes[names[100]] == "m10m")
    // UIKit's names keep their codes.
    let uikit = [
      "WillBeginDragging", "WillBeginDecelerating", "DidScroll", "DidEndDecelerating", "DidEndDragging",
    ]
    #expect(
      TrajectoryPlot.codes(for: uikit)
        == [
          "WillBeginDragging": "WBD", "WillBeginDecelerating": "WBDe", "DidScroll": "DS",
          "DidEndDecelerating": "DED", "DidEndDragging": "DEDr",
        ])
    let capitals = String(repeating: "A", count: 5_000)
    let shouting = TrajectoryPlot.codes(for: [capitals + "a", capitals + "b", capitals + "c"])
    #expect(
      shouting.values.sorted() == [
        String(repeating: "A", count: 16), String(repeating: "A", count: 16) + "b",
        String(repeating: "A", count: 16) + "c",
      ])
  }

  @Test func aPlotShowsAtMost64CharactersOfAName() {
    // 2,000 calls named with 10,000 letters took 10.2 s and 624 MB to plot, reading their letters.
    #expect(TrajectoryPlot.shortName("scrollViewWillBeginDragging") == "WillBeginDragging")
    #expect(TrajectoryPlot.shortName("scrollView") == "scrollView")
    let long = "scrollView" + String(repeating: "é", count: 10_000)
    #expect(TrajectoryPlot.shortName(long) == String(repeating: "é", count: 64) + "…")
    #expect(TrajectoryPlot.shortName(String(repeating: "a", count: 64)) == String(repeating: "a", count: 64))
  }

  @Test func theViewLimitOfDiffSaysItCountsBothTraces() throws {
    // "line 1: more than 100000 views" named the second trace, of 60,000 views.
    let first = (0..<60_000).map { #""a\#($0)":{"contentOffset":[0,0]}"# }.joined(separator: ",")
    let second = (0..<60_000).map { #""b\#($0)":{"contentOffset":[0,0]}"# }.joined(separator: ",")
    #expect(
      throws: TraceDiff.LineError(trace: 2, line: 1, message: "the two traces name more than 100000 views")
    ) {
      try TraceDiff(
        lines: [#"{"t":0,"kind":"frame","views":{\#(first)}}"#[...]],
        [#"{"t":0,"kind":"frame","views":{\#(second)}}"#[...]])
    }
  }

  // MARK: Outputs of a failed run

  @Test func aReplayWhoseTraceCannotBeWrittenWritesNoPlot() throws {
    // The plot was written before the trace's last bytes, so a full standard output failed the
    // replay (exit 2) and left the plot.
    let folder = try CLI.folder("sweep50-plot")
    try CLI.write(CLI.script(), "s.json", in: folder)
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let run = try CLI.inertia(["replay", "s.json", "--plot", "p.png"], in: folder, standardOutput: full)
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("inertia: cannot write the trace to -: cannot write to standard output"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.png").path))
    let contents = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(contents == ["s.json"])
    // Written when the trace is.
    let written = try CLI.inertia(["replay", "s.json", "--plot", "p.png", "--trace", "t.jsonl"], in: folder)
    #expect(written.status == 0)
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["s.json", "p.png", "t.jsonl"])
  }

  @Test func framesAreRefusedPastThirtySixThousandFiles() throws {
    // A window of 1 x 1 pt passed the pixel and view budgets with a PNG for each of 3.6 million
    // frames (about 7 minutes and 14 GB of disk); 40,000 were written before.
    let folder = try CLI.folder("sweep50-frame-files")
    let script =
      #"{"frameRate":1000,"until":40,"scene":{"window":{"size":[1,1],"scale":1},"root":{"type":"View","id":"v","frame":[0,0,1,1]}},"steps":[]}"#
    try CLI.write(script, "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json", "--frames", "f"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.error
        == "inertia: s.json: --frames would write 40000 frames, more than 36000 (lower frameRate or until); nothing was written\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["s.json"])
    try CLI.write(
      script.replacingOccurrences(of: #""until":40"#, with: #""until":0.5"#), "s.json", in: folder)
    let short = try CLI.inertia(["replay", "s.json", "--frames", "f"], in: folder)
    #expect(short.status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("f").path).count
        == 500)
  }

  @Test func aDiffWhoseReportCannotBeWrittenExitsTwo() throws {
    // print() lost the report on a full or closed standard output: exit 1 (they differ), no word.
    let folder = try CLI.folder("sweep50-diff-output")
    try CLI.write(Self.trace(frames: 30, step: 1), "a.jsonl", in: folder)
    try CLI.write(Self.trace(frames: 30, step: 2), "b.jsonl", in: folder)
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let run = try CLI.inertia(
      ["diff", "a.jsonl", "b.jsonl", "--plot", "d.png"], in: folder, standardOutput: full)
    #expect(run.status == 2)
    #expect(run.error == "inertia diff: cannot write to standard output: No space left on device\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("d.png").path))
    let closed = try Self.inertia(["diff", "a.jsonl", "b.jsonl"], in: folder, redirections: ">&-")
    #expect(closed.status == 2)
    #expect(closed.error == "inertia diff: cannot write to standard output: Bad file descriptor\n")
    let shown = try CLI.inertia(["diff", "a.jsonl", "b.jsonl"], in: folder)
    #expect(shown.status == 1)
    #expect(shown.output.hasPrefix("a.jsonl and b.jsonl differ: "))
  }

  @Test func aClosedStandardInputIsNotReadAsTheNextFileOpened() throws {
    // With descriptor 0 closed, the first trace opened took it, and `-` read that file's bytes:
    // "-: line 1: not a trace line" (or a comparison of a file with part of itself).
    let folder = try CLI.folder("sweep50-closed-input")
    try CLI.write(Self.trace(frames: 30, step: 1), "a.jsonl", in: folder)
    let run = try Self.inertia(["diff", "a.jsonl", "-"], in: folder, redirections: "<&-")
    #expect(run.status == 2)
    #expect(run.error == "inertia diff: -: cannot read the file: Bad file descriptor\n")
    let replay = try Self.inertia(["replay", "-"], in: folder, redirections: "<&-")
    #expect(replay.status == 2)
    #expect(replay.error == "inertia: -: cannot read the file: Bad file descriptor\n")
    // The trace goes to a file opened while standard error is closed; warnings stay out of it.
    try CLI.write(CLI.script(), "s.json", in: folder)
    let quiet = try Self.inertia(
      ["replay", "s.json", "--trace", "t.jsonl"], in: folder, redirections: "2>&-")
    #expect(quiet.status == 0)
    let trace = try String(contentsOf: folder.appendingPathComponent("t.jsonl"), encoding: .utf8)
    #expect(trace.split(separator: "\n").allSatisfy { $0.hasPrefix("{") })
  }
  // MARK: diff --plot

  @Test func aTimelineWithManyEndLinesStaysWithinItsSampleBudget() throws {
    // End lines were added to the plot's timeline without thinning: 100,000 end lines took 244 MB
    // (and 10.4 s in a debug build) to plot with `inertia diff --plot`, 2 KB a line.
    var timeline = TraceTimeline(sampleBudget: 100)
    for index in 0..<10_000 {
      try timeline.append(line: #"{"t":1,"kind":"end","views":{"s":{"contentOffset":[0,\#(index)]}}}"#)
    }
    let samples = try #require(timeline.view("s")).samples
    #expect(samples.count <= 101)
    #expect(samples.count >= 50)
    #expect(samples.last?.offset == CGPoint(x: 0, y: 9_999))
    #expect(timeline.endState["s"] != nil && timeline.endTime == 1)
    // A trace as replays write it (frames, then one end line) keeps every sample within budget.
    var plain = TraceTimeline(sampleBudget: 100)
    for index in 0..<60 {
      try plain.append(
        line: #"{"t":\#(Double(index) / 60),"kind":"frame","views":{"s":{"contentOffset":[0,\#(index)]}}}"#[
          ...])
    }
    try plain.append(line: #"{"t":1,"kind":"end","views":{"s":{"contentOffset":[0,60]}}}"#)
    #expect(try #require(plain.view("s")).samples.map(\.offset.y) == (0...60).map { CGFloat($0) })
  }

  // MARK: Long labels drawn every frame

  @Test func aLabelShortensAndBreaksItsTextOnceUntilItChanges() {
    // Drawing shortened (or broke) a label's text again every frame: 50 one-line labels of
    // 100,000 characters took 23 s for 90 frames of `replay --frames` (debug build), 50 wrapped
    // ones 82 s for 30 frames.
    let counting = CountingMeasurer()
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.textMeasurer = counting
    label.fontSize = 10
    let text = String(repeating: "word ", count: 2_000)
    label.text = text
    counting.count = 0
    let shown = label.displayedLine(text, width: 100)
    #expect(shown == "word word word word…")
    let first = counting.count
    #expect(first > 5)
    #expect(label.displayedLine(text, width: 100) == shown)
    #expect(counting.count == first)
    #expect(label.displayedLine(text, width: 60) == "word word w…")
    label.lineBreakMode = .byTruncatingHead
    #expect(label.displayedLine(text, width: 60) == "… word word ")
    label.fontSize = 20
    #expect(label.displayedLine(text, width: 60) == "…word ")

    label.fontSize = 10
    label.numberOfLines = 0
    counting.count = 0
    let lines = label.lines(fittingWidth: 100)
    #expect(lines.count == 500 && lines.first == "word word word word")
    let breaking = counting.count
    #expect(breaking > 500)
    #expect(label.lines(fittingWidth: 100) == lines)
    #expect(counting.count == breaking)
    #expect(label.lines(fittingWidth: 200).count == 250)
    label.text = "a b"
    #expect(label.lines(fittingWidth: 16) == ["a b"])
    label.textMeasurer = MonospaceTextMeasuring()
    #expect(label.lines(fittingWidth: 16) == ["a", "b"])
  }

  @Test func textWhollyOutsideTheClipIsNotDrawn() throws {
    // Every line of a wrapped label went to Cairo each frame, on screen or not: 50 labels of
    // 100,000 characters (125,000 lines a frame, 2,500 on screen) took 8.9 s of CPU for 30 frames
    // of `replay --frames` (release build, with the lines kept), 5.8 s without them.
    let canvas = try CairoCanvas(size: CGSize(width: 100, height: 100), scale: 2)
    #expect(canvas.textIsClippedOut(origin: CGPoint(x: 10, y: 200), size: 10))
    #expect(canvas.textIsClippedOut(origin: CGPoint(x: 10, y: -50), size: 10))
    #expect(canvas.textIsClippedOut(origin: CGPoint(x: 150, y: 50), size: 10))
    #expect(!canvas.textIsClippedOut(origin: CGPoint(x: 10, y: 130), size: 10))
    #expect(!canvas.textIsClippedOut(origin: CGPoint(x: -500, y: 50), size: 10))
    // A descender just inside the bottom edge is drawn.
    canvas.draw(.text("gggg", origin: CGPoint(x: 10, y: 99), size: 40, color: .black))
    #expect((20..<180).contains { canvas.pixel(x: $0, y: 199).red < 0.5 })
    // Under a quarter turn the clip is measured in the turned space.
    canvas.draw(.save)
    canvas.draw(.transform(AffineTransform(rotationAngle: .pi / 2)))
    #expect(!canvas.textIsClippedOut(origin: CGPoint(x: 50, y: -50), size: 10))
    #expect(canvas.textIsClippedOut(origin: CGPoint(x: 50, y: 60), size: 10))
    canvas.draw(.restore)
    // A scale of a billionth: a device pixel is a billion points, nothing is left out.
    canvas.draw(.transform(AffineTransform(scaleX: 1e-9, y: 1e-9)))
    #expect(!canvas.textIsClippedOut(origin: CGPoint(x: 10, y: 1e9), size: 10))
  }
}
