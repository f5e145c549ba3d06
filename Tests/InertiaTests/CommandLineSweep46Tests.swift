import Foundation
import Testing

@testable import Inertia

/// Session 46's hostile-input sweep: `inertia port` parses on a stack of its own and leaves
/// deeply nested syntax, long runs of `#`, deep `#if` blocks and token-dense files as they are
/// (they crashed it or took seconds and gigabytes), and the steps of a script share a budget of
/// the views they walk (hit tests, status-bar taps, resizes), the trace stops at 64 MiB, `--frames`
/// counts the views it draws, `demo` checks its outputs first and a tap of duration 0 lifts its
/// finger for the count. Each test fails without its fix.
@MainActor
@Suite struct CommandLineSweep46Tests {
  typealias CLI = CommandLineRobustnessTests

  /// Runs `inertia port --check` on one file holding `text`.
  static func portCheck(_ text: String, name: String = "A.swift") throws -> CLI.Run {
    let folder = try CLI.folder("sweep46-port")
    try CLI.write(text, name, in: folder)
    return try CommandLineSweep40Tests.inertia(["port", "--check", name], in: folder, seconds: 60)
  }

  static let importLine =
    "A.swift:1: import UIKit -> import InertiaUIKit (UIKit does not exist on Linux; InertiaUIKit gives its names)\n"

  static func leftAsItIs(_ why: String) -> String {
    "A.swift:1: not rewritten: A.swift left as it is (\(why))\n"
  }

  static let deepMessage =
    leftAsItIs("syntax nested over 2000 deep: the Swift parser and every rule recurse once per level")

  @Test func longPostfixChainsAreLeftAsTheyAreInsteadOfCrashing() throws {
    // The parser builds a chain of member accesses, calls or force unwraps without recursing, but
    // every walk of the tree recursed once per link: 47,000 links overflowed the stack (signal 11).
    for link in [".b", "()", "!", "?.b", "[0]"] {
      let text = "import UIKit\nlet x = a" + String(repeating: link, count: 60_000) + "\n"
      let run = try Self.portCheck(text)
      #expect(run.status == 0, "\(link)")
      #expect(run.output == Self.deepMessage, "\(link)")
      #expect(run.error.isEmpty, "\(link)")
    }
    // A chain of ordinary length is ported.
    let short = try Self.portCheck("import UIKit\nlet x = a" + String(repeating: ".b", count: 1_500) + "\n")
    #expect(short.output == Self.importLine)
  }

  @Test func shapesTheParserRecursesOnAreParsedOnALargerStack() throws {
    // `try`, `else if`, function types and `#if` made the parser itself recurse once per level:
    // 6,200 `try` (25 KB) overflowed the main thread's stack.
    let shapes = [
      "let x = " + String(repeating: "try ", count: 20_000) + "a\n",
      "func f() {\n" + String(repeating: "if a {} else ", count: 20_000) + "{}\n}\n",
      "let x: " + String(repeating: "() -> ", count: 10_000) + "() = a\n",
      "let x = " + String(repeating: "copy ", count: 20_000) + "a\n",
    ]
    for shape in shapes {
      let run = try Self.portCheck("import UIKit\n" + shape)
      #expect(run.status == 0)
      #expect(run.output == Self.deepMessage)
    }
  }

  @Test func longRunsOfHashesAreLeftAsTheyAre() throws {
    // At each `#` the lexer read the rest of the run for a raw-string delimiter: 64,000 in a row
    // took 6.6 s in a release build.
    let run = try Self.portCheck("import UIKit\nlet x = " + String(repeating: "#", count: 20_000) + "\n")
    #expect(run.status == 0)
    #expect(
      run.output
        == Self.leftAsItIs(
          "runs of up to 20000 \"#\" in a row: the Swift lexer reads the rest of a run at each \"#\""))
    let raw = try Self.portCheck("import UIKit\nlet x = ###\"a\"###\n")
    #expect(raw.output == Self.importLine)
  }

  @Test func deepConditionalBlocksAreLeftAsTheyAre() throws {
    // The parser looked ahead through every enclosing `#if` at each one: 87,000 levels took 10 s.
    let text =
      "import UIKit\n" + String(repeating: "#if A\n", count: 65) + "let x = 1\n"
      + String(repeating: "#endif\n", count: 65)
    let run = try Self.portCheck(text)
    #expect(
      run.output
        == Self.leftAsItIs(
          "#if blocks nested over 64 deep: the Swift parser looks ahead through every enclosing block"))
    let ordinary =
      "import UIKit\n" + String(repeating: "#if A\n#endif\n", count: 500)
      + String(repeating: "#if A\n", count: 64) + String(repeating: "#endif\n", count: 64)
    #expect(try Self.portCheck(ordinary).output == Self.importLine)
  }

  @Test func tokenDenseFilesAreLeftAsTheyAre() throws {
    // A syntax tree takes about 1 KB a token: 512 KiB of `'` took 460 MB, two such files 888 MB.
    let dense = try Self.portCheck("import UIKit\nlet x = " + String(repeating: "'", count: 300_000) + "\n")
    #expect(
      dense.output
        == Self.leftAsItIs(
          "about 300005 tokens, more than 262144: a Swift syntax tree takes about 1 KB a token"))
    // The files ported together share a budget: a second file past it is left as it is.
    let folder = try CLI.folder("sweep46-tokens")
    let words = "import UIKit\nlet s = \"" + String(repeating: "a ", count: 200_000) + "\"\n"
    try CLI.write(words, "A.swift", in: folder)
    try CLI.write(words, "B.swift", in: folder)
    let run = try CommandLineSweep40Tests.inertia(
      ["port", "--check", "A.swift", "B.swift"], in: folder, seconds: 60)
    #expect(run.status == 0)
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        String(Self.importLine.dropLast()),
        "B.swift:1: not rewritten: B.swift left as it is (the files ported together have about 400014 tokens, more than 327680: their syntax trees are held together, about 1 KB a token)",
      ])
  }

  @Test func genericArgumentsSplitOverLinesCountTheirDepth() throws {
    // A line break reset the count of `<`, so `Array<` on 3,000 lines overflowed the stack.
    let text = "import UIKit\nlet x: " + String(repeating: "Array<\n", count: 1_100) + "Int\n"
    let run = try Self.portCheck(text)
    #expect(
      run.output
        == Self.leftAsItIs(
          "generic arguments nested over 1024 deep: the Swift parser recurses once per level"))
  }

  @Test func theDemoChecksEveryOutputBeforeWritingAny() throws {
    // A file in the place of a later screen's folder stopped the demo there, after it had written
    // the earlier screens' frames and plots, with the message "nothing was written".
    let folder = try CLI.folder("sweep46-demo")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    try CLI.write("", "out/zoom", in: folder)
    let run = try CommandLineSweep40Tests.inertia(
      ["demo", "--headless", "--out", "out"], in: folder, seconds: 120)
    #expect(run.status == 2)
    #expect(run.error == "inertia demo: out/zoom exists and is not a folder; nothing was written\n")
    #expect(run.output.isEmpty)
    #expect(try CommandLineSweep40Tests.files(folder.appendingPathComponent("out")) == ["zoom"])
  }

  @Test func framesDrawingTooManyViewsAreRefusedBeforeAnyIsWritten() throws {
    // Every frame draws every view: the pixel budget let a window of 390 x 844 pixels render
    // 13,000 frames, which for 50,000 views would take about an hour (30 took 4-8 s).
    let folder = try CLI.folder("sweep46-frame-views")
    let script = #"""
      {"frameRate":1000,"until":3600,"scene":{"window":{"size":[1,1],"scale":1},
       "root":{"type":"View","frame":[0,0,1,1],"subviews":[{"type":"View"},{"type":"View"}]}},"steps":[]}
      """#
    try CLI.write(script, "s.json", in: folder)
    let run = try CommandLineSweep40Tests.inertia(["replay", "s.json", "--frames", "f"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.error
        == "inertia: s.json: --frames would draw 3600000 frames of 4 views, more than 8388608 views in all (lower frameRate or until); nothing was written\n"
    )
    #expect(try CommandLineSweep40Tests.files(folder) == ["s.json"])
  }

  /// A root view of `count` subviews (`"autoresizingMask"` set when `resizing`).
  static func root(_ count: Int, resizing: Bool = false) -> String {
    let mask = resizing ? #","autoresizingMask":["flexibleWidth","flexibleHeight"]"# : ""
    let views = (0..<count).map { #"{"type":"View","frame":[\#($0 % 390),\#($0 % 844),10,10]\#(mask)}"# }
    return #"{"type":"View","id":"r","frame":[0,0,390,844],"subviews":[\#(views.joined(separator: ","))]}"#
  }

  static let walkMessage =
    "the script's steps walk more than 12000000 views in all (each finger down, scroll or magnify event: the window's views; each tapStatusBar, and each set of a frame, bounds, center or transform: 8 for each view it walks)"

  @Test func tapsShareABudgetOfTheViewsTheirHitTestsPass() throws {
    // Every finger down hit-tests the window: 5,000 taps among 50,000 views took 36 s in a
    // release build. The window, the root and 9,998 subviews: 1,200 taps fit in 12,000,000.
    let taps = (0...1_200).map { #"{"at":\#(Double($0) / 2_000),"tap":{"at":[200,400],"duration":0}}"# }
    #expect(throws: SceneError(path: "$.steps[1200]", Self.walkMessage)) {
      try ReplayRunner(
        data: CommandLineSweep41Tests.script(root: Self.root(9_998), steps: taps.joined(separator: ",")))
    }
    let runner = try ReplayRunner(
      data: CommandLineSweep41Tests.script(
        root: Self.root(9_998), steps: taps.dropLast().joined(separator: ",")))
    #expect(ReplayRunner.descendants(of: runner.scene.window) == 10_000)
  }

  @Test func statusBarTapsAndResizesCountEightAView() throws {
    // A status-bar tap walks every view (3,000 scroll views and 10,000 taps took 36 s), and a new
    // frame resizes the subviews under it (2,000 frames over 20,000 subviews took 30 s).
    let taps = (0...150).map { #"{"at":\#(Double($0) / 1_000),"tapStatusBar":{}}"# }
    #expect(throws: SceneError(path: "$.steps[150]", Self.walkMessage)) {
      try ReplayRunner(
        data: CommandLineSweep41Tests.script(root: Self.root(9_998), steps: taps.joined(separator: ",")))
    }
    _ = try ReplayRunner(
      data: CommandLineSweep41Tests.script(
        root: Self.root(9_998), steps: taps.dropLast().joined(separator: ",")))
    // 11,999 views under the root: 95,992 a frame, 125 fit.
    let frames = (0...125).map {
      #"{"at":\#(Double($0) / 1_000),"set":{"view":"r","property":"frame","value":[0,0,\#(390 - $0 % 50),844]}}"#
    }
    #expect(throws: SceneError(path: "$.steps[125]", Self.walkMessage)) {
      try ReplayRunner(
        data: CommandLineSweep41Tests.script(
          root: Self.root(11_999, resizing: true), steps: frames.joined(separator: ",")))
    }
    _ = try ReplayRunner(
      data: CommandLineSweep41Tests.script(
        root: Self.root(11_999, resizing: true), steps: frames.dropLast().joined(separator: ",")))
  }

  @Test func aTraceStopsAtItsLimit() throws {
    // Every frame line lists every scroll view: 3,000 of them and a repeating animation at 1000
    // frames a second wrote 339 MB a second of replay (1.2 TB for an hour). With ids of 1,000
    // bytes a frame line is about 3.1 MB, so the trace passes 64 MiB in its 21st frame.
    let name = String(repeating: "s", count: 990)
    let scrollViews = (0..<3_000).map {
      #"{"type":"ScrollView","id":"\#(name)\#($0)","frame":[0,0,390,844],"contentSize":[390,3000]}"#
    }
    let box = #"{"type":"View","id":"b","frame":[0,0,10,10]}"#
    let root =
      #"{"type":"View","id":"r","frame":[0,0,390,844],"subviews":[\#(scrollViews.joined(separator: ",")),\#(box)]}"#
    let step =
      #"{"at":0,"animate":{"duration":0.05,"options":["repeat"],"changes":[{"view":"b","property":"alpha","value":0}]}}"#
    let data = Data(
      #"{"frameRate":1000,"until":0.1,"scene":{"window":{"size":[390,844],"scale":2},"root":\#(root)},"steps":[\#(step)]}"#
        .utf8)
    var frames = 0
    var bytes = 0
    #expect(
      throws: SceneError(
        path: "$",
        "the trace is longer than 64 MiB (a frame line lists every scroll view while anything moves: lower frameRate or until)"
      )
    ) {
      try ReplayRunner(data: data).run { line in
        bytes += line.utf8.count
        if line.contains(#""kind":"frame""#) { frames += 1 }
      }
    }
    #expect(frames == 21)
    #expect(bytes > ReplayLimits.traceBytes)
  }

  @Test func tapsOfNoDurationLiftTheirFingersForTheFingerCount() throws {
    // At one instant every lift was taken before every finger going down, its own finger's too:
    // a tap of duration 0 stayed down for the check, so 21 of them were refused (more than 20
    // fingers down at once) although each lifts before the next.
    let root = #"{"type":"ScrollView","id":"s","frame":[0,0,390,844],"contentSize":[390,3000]}"#
    let taps = (0..<30).map { #"{"at":\#(Double($0) / 10),"tap":{"at":[200,400],"duration":0}}"# }
    var began = 0
    try ReplayRunner(
      data: CommandLineSweep41Tests.script(root: root, steps: taps.joined(separator: ","), until: 4)
    )
    .run { line in
      if line.contains(#""kind":"touch""#) && line.contains(#""phase":"began""#) { began += 1 }
    }
    #expect(began == 30)
    // 21 fingers held down at once are still refused.
    let held = (0..<21).map {
      #"{"at":\#(Double($0) / 100),"touch":{"id":\#($0 + 1),"phase":"began","at":[200,400]}}"#
    }
    #expect(throws: SceneError(path: "$.steps[20]", "more than 20 fingers down at once")) {
      try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: held.joined(separator: ",")))
    }
  }
}
