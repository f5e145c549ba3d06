import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 65 (session 64): every verb checks what costs little before what costs
/// much. `record --scene` looks for a display before it builds the scene (a scene of 50,000
/// constraints was built, 4.5 s in a debug build, before "needs a display"); `replay --plot` and
/// `diff --plot` make the plot's temporary file before the replay or the traces (a folder that was
/// not there was refused after the whole replay, and after `diff` printed its report); `--frames`,
/// `port --output` and `demo --out` refuse a folder that cannot be made (a file on its way, a name
/// too long) before their work (`port` printed every rewrite, then exit 2). Each test fails
/// without its fix.
@MainActor
@Suite struct CommandLineSweep65Tests {
  typealias CLI = CommandLineRobustnessTests
  typealias Sweep40 = CommandLineSweep40Tests
  typealias Sweep63 = CommandLineSweep63Tests
  typealias Sweep64 = CommandLineSweep64Tests

  static let noDisplay: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil]
  static let needsADisplay =
    "inertia record: needs a display (DISPLAY or WAYLAND_DISPLAY); try xvfb-run for tests\n"
  /// A harmless last step for ``CommandLineSweep64Tests/chain(_:extraConstraint:step:)``.
  static let fade = #"{"at": 0.9, "set": {"view": "v1", "property": "alpha", "value": 0.5}}"#
  /// A chain of three views whose last constraint names a view the scene does not have: the JSON
  /// and the steps read, the scene's build fails.
  static let unknownItem = Sweep64.chain(3, extraConstraint: #""v0.top == nope.bottom""#, step: fade)
  static let unknownItemError = #"$.scene.constraints[6]: unknown item "nope""#

  /// Seconds since `start`.
  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  @Test func recordLooksForADisplayBeforeBuildingTheScene() throws {
    let folder = try CLI.folder("sweep65-record")
    // The scene was built first: its error was told without a display.
    try CLI.write(Self.unknownItem, "s.json", in: folder)
    var run = try Sweep40.inertia(
      ["record", "o.json", "--scene", "s.json"], in: folder, environment: Self.noDisplay)
    #expect(run.status == 2)
    #expect(run.error == Self.needsADisplay)
    // With a display named, the scene is built and its error told before a window opens.
    run = try Sweep40.inertia(
      ["record", "o.json", "--scene", "s.json"], in: folder, environment: ["DISPLAY": ":4040"])
    #expect(run.status == 2)
    #expect(run.error == "inertia record: s.json: \(Self.unknownItemError)\n")
    // What reading the script tells (its JSON, its steps' shape) still comes before the display.
    try CLI.write(Sweep64.chain(3, step: #"{"at": -1, "tap": {"at": [1, 1]}}"#), "s.json", in: folder)
    run = try Sweep40.inertia(
      ["record", "o.json", "--scene", "s.json"], in: folder, environment: Self.noDisplay)
    #expect(run.status == 2)
    #expect(run.error == "inertia record: s.json: $.steps[1].at: expected a number >= 0, got -1.0\n")
    try CLI.write("{\"until\": 1,", "s.json", in: folder)
    run = try Sweep40.inertia(
      ["record", "o.json", "--scene", "s.json"], in: folder, environment: Self.noDisplay)
    #expect(run.status == 2)
    #expect(
      run.error
        == "inertia record: s.json: $: not valid JSON: line 1, column 13: expected a key in quotes, unexpected end of text\n"
    )
    // 25,000 views and 50,000 constraints took 4.5 s to build before "needs a display".
    try CLI.write(Sweep64.chain(25_000, step: Self.fade), "s.json", in: folder)
    let start = ContinuousClock.now
    run = try Sweep40.inertia(
      ["record", "o.json", "--scene", "s.json"], in: folder, environment: Self.noDisplay)
    let seconds = Self.seconds(since: start)
    #expect(run.status == 2)
    #expect(run.error == Self.needsADisplay)
    #expect(seconds < 2, "\(seconds) s")
    #expect(try Sweep40.files(folder) == ["s.json"])
  }

  @Test func aPlotOrFramesThatCannotBeWrittenAreRefusedBeforeTheReplay() throws {
    let folder = try CLI.folder("sweep65-replay-outputs")
    try CLI.write(Self.unknownItem, "s.json", in: folder)
    try CLI.write("a file, not a folder", "file", in: folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link").path, withDestinationPath: "nowhere")
    let long = String(repeating: "n", count: 256)
    // The plot's folder is named as an absolute path.
    let missing = folder.appendingPathComponent("missing").path
    let file = folder.appendingPathComponent("file").path
    // The scene was built (and here refused) before the outputs were made.
    let cases: [(arguments: [String], message: String)] = [
      (["--plot", "missing/p.png"], "cannot create a file in \(missing): No such file or directory"),
      (["--plot", "file/p.svg"], "cannot create a file in \(file): Not a directory"),
      (["--frames", "file/frames"], "cannot create the folder file/frames: file is not a folder"),
      (["--frames", "link/frames"], "cannot create the folder link/frames: link is not a folder"),
      (["--frames", "out/\(long)/f"], "cannot create the folder out/\(long)/f: File name too long"),
      (["--plot", "p.png"], Self.unknownItemError),
    ]
    for (arguments, message) in cases {
      let run = try CLI.inertia(["replay", "s.json", "--trace", "t.jsonl"] + arguments, in: folder)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error == "inertia: s.json: \(message)\n", "\(arguments)")
      // No temporary plot is left behind, nor a folder or a trace.
      #expect(try Sweep40.files(folder) == ["file", "link", "s.json"], "\(arguments)")
    }
    // 25,000 views and 50,000 constraints were replayed, 4 s in a debug build, first.
    try CLI.write(Sweep64.chain(25_000, step: Self.fade), "s.json", in: folder)
    let start = ContinuousClock.now
    let run = try CLI.inertia(["replay", "s.json", "--plot", "missing/p.png"], in: folder)
    let seconds = Self.seconds(since: start)
    #expect(run.status == 2)
    #expect(run.error == "inertia: s.json: cannot create a file in \(missing): No such file or directory\n")
    #expect(run.output.isEmpty)
    #expect(seconds < 2, "\(seconds) s")
    // A plot that can be written is, and only it.
    try CLI.write(CLI.script(), "s.json", in: folder)
    let good = try CLI.inertia(["replay", "s.json", "--trace", "t.jsonl", "--plot", "p.png"], in: folder)
    #expect(good.status == 0)
    let png = try Data(contentsOf: folder.appendingPathComponent("p.png"))
    #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    #expect(try Sweep40.files(folder) == ["file", "link", "p.png", "s.json", "t.jsonl"])
  }

  @Test func diffRefusesAPlotThatCannotBeWrittenBeforeReadingTheTraces() throws {
    let folder = try CLI.folder("sweep65-diff-plot")
    try CLI.write(CLI.script(), "s.json", in: folder)
    let trace = try CLI.inertia(["replay", "s.json"], in: folder).output
    try CLI.write(trace, "a.jsonl", in: folder)
    // The report was printed, then the plot refused: exit 2 with the report on standard output.
    var run = try CLI.inertia(["diff", "a.jsonl", "a.jsonl", "--plot", "missing/p.png"], in: folder)
    let missing = folder.appendingPathComponent("missing").path
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.error
        == "inertia diff: cannot write missing/p.png: cannot create a file in \(missing): No such file or directory\n"
    )
    // A trace that cannot be read leaves no temporary plot.
    run = try CLI.inertia(["diff", "a.jsonl", "b.jsonl", "--plot", "p.png"], in: folder)
    #expect(run.status == 2)
    #expect(run.error == "inertia diff: b.jsonl: cannot read the file: No such file or directory\n")
    #expect(try Sweep40.files(folder) == ["a.jsonl", "s.json"])
    run = try CLI.inertia(["diff", "a.jsonl", "a.jsonl", "--plot", "p.svg"], in: folder)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("a.jsonl and a.jsonl match within 0.5 pt\n"), "\(run.output.prefix(80))")
    #expect(try Sweep40.files(folder) == ["a.jsonl", "p.svg", "s.json"])
  }

  @Test func portRefusesAnOutputFolderThatCannotBeMadeBeforePorting() throws {
    let folder = try CLI.folder("sweep65-port-output")
    try CLI.write("import UIKit\nlet v = UIView()\n", "A.swift", in: folder)
    try CLI.write("a file, not a folder", "file", in: folder)
    let long = String(repeating: "n", count: 256)
    // Every rewrite was printed, then the folder refused (exit 2).
    for (output, reason) in [("file/out", "file is not a folder"), ("out/\(long)", "File name too long")] {
      let run = try CLI.inertia(["port", "A.swift", "--output", output], in: folder)
      #expect(run.status == 2, "\(output)")
      #expect(run.output.isEmpty, "\(output)")
      #expect(run.error == "inertia port: cannot create the folder \(output): \(reason)\n", "\(output)")
    }
    #expect(try Sweep40.files(folder) == ["A.swift", "file"])
    let run = try CLI.inertia(["port", "A.swift", "--output", "out"], in: folder)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("A.swift:1: import UIKit -> import InertiaUIKit"))
    #expect(try Sweep40.files(folder) == ["A.swift", "file", "out"])
  }

  static let ported =
    "A.swift:1: import UIKit -> import InertiaUIKit (UIKit does not exist on Linux; InertiaUIKit gives its names)\n"

  @Test func longChainsOfCallsPortInLinearTime() throws {
    // Each call of a chain just under the depth limit read the text of the chain before it (the
    // timer rule at every member call, the optional-call rule at every optional call): 991 links
    // of `.addSubview(v)` took 5.2 s, 991 of `.f(g: 1)` 5.2 s, 495 of `?.h?()` 2.2 s (debug build).
    let folder = try CLI.folder("sweep65-port-chains")
    for (link, count) in [(".addSubview(v)", 991), (".f(g: 1)", 991), ("?.h?()", 495), (".d()", 991)] {
      let text =
        "import UIKit\nclass A: UIViewController {\n  func f() {\n    let x = view"
        + String(repeating: link, count: count) + "\n    view.addSubview(x)\n  }\n}\n"
      let (run, seconds) = try Sweep63.timedPort(text, in: folder)
      #expect(run.status == 0, "\(link)")
      #expect(run.output == Self.ported, "\(link): \(run.output.prefix(200))")
      #expect(seconds < 2, "\(link): \(seconds) s")
    }
    // The rules still read the calls they rewrite.
    let text = """
      import UIKit
      class A: NSObject {
        weak var delegate: UIScrollViewDelegate?
        func f(t: Timer, s: UIScrollView) {
          RunLoop.main.add(t, forMode: .common)
          delegate?.scrollViewDidScroll?(s)
          self.delegate!.scrollViewDidZoom?(s)
        }
      }

      """
    let run = try Sweep63.timedPort(text, in: folder).run
    let optional =
      "(InertiaUIKit's delegate protocols implement every requirement (Objective-C's optional requirements), so there is nothing to check)"
    #expect(
      run.output
        == Self.ported
        + "A.swift:5: RunLoop.main.add(_:forMode:) -> addToAppClock (a run-loop timer fires by the wall clock, and only while the run loop runs; InertiaUIKit's fires on the app clock)\n"
        + "A.swift:6: scrollViewDidScroll?( -> scrollViewDidScroll( \(optional)\n"
        + "A.swift:7: scrollViewDidZoom?( -> scrollViewDidZoom( \(optional)\n")
  }

  /// `count` views one below the other in a scroll view, each as tall as the one before at
  /// priority 999 (a chain of soft links between sizes).
  static func softHeightChain(_ count: Int) -> String {
    let views = (0..<count).map { #"{"type": "View", "id": "v\#($0)"}"# }
    let constraints = (0..<count).flatMap { index in
      [
        #""v\#(index).top == \#(index == 0 ? "sv.contentLayoutGuide.top" : "v\(index - 1).bottom") + 1""#,
        index == 0 ? #""v0.height == 10""# : #""v\#(index).height == v\#(index - 1).height @999""#,
      ]
    }
    return """
      {"until": 0.5, "scene": {"root": {"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844],
      "contentSize": [390, 300000], "subviews": [\(views.joined(separator: ", "))]},
      "constraints": [\(constraints.joined(separator: ", "))]}, "steps": []}
      """
  }

  @Test func floorsOnSizesChainedBySoftLinksHaveABudget() throws {
    // Each view's height held at least 0 took in every soft link before it: 1,000 views took
    // 6.6 s to lay out, 2,000 30 s, 25,000 hours (debug build), none of it counted.
    let folder = try CLI.folder("sweep65-soft-floors")
    for count in [1_000, 25_000] {
      try CLI.write(Self.softHeightChain(count), "s.json", in: folder)
      let start = ContinuousClock.now
      let run = try CLI.inertia(["replay", "s.json", "--trace", "t.jsonl"], in: folder)
      let seconds = Self.seconds(since: start)
      #expect(run.status == 2, "\(count)")
      #expect(
        run.error
          == "inertia: s.json: $.scene.constraints: the first layout pass needs more than 8388608 cell operations of the solver to hold the views' sizes at least 0 (a scene's limit): a size that soft links define takes in each of them\n",
        "\(count)")
      #expect(seconds < 15, "\(count): \(seconds) s")
    }
    // 500 fit (about 2.9 M).
    try CLI.write(Self.softHeightChain(500), "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json"], in: folder)
    #expect(run.status == 0)
    #expect(try Sweep40.files(folder) == ["s.json"])
  }
}
