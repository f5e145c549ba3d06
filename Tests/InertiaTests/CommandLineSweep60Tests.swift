import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 60 (session 59): `port`'s parse budget reads regex literals as the Swift
/// lexer does and bounds two shapes the parser reads again and again (unterminated multi-line
/// regex literals, brackets left open); scroll view insets are bounded; a maximum zoom scale below
/// the minimum holds the minimum everywhere; status-bar taps of one instant stay linear. Each test
/// fails without its fix.
@MainActor
@Suite struct CommandLineSweep60Tests {
  typealias CLI = CommandLineRobustnessTests
  typealias Sweep58 = CommandLineSweep58Tests

  /// Ports `text` as A.swift with --check; the run must end within 5 s (each shape below took
  /// 10 s to over a minute before).
  static func port(_ text: String, in folder: URL) throws -> CLI.Run {
    try CLI.write(text, "A.swift", in: folder)
    let start = ContinuousClock.now
    let result = try CLI.inertia(["port", "--check", "A.swift"], in: folder)
    #expect(ContinuousClock.now - start < .seconds(5), "\(text.prefix(80).debugDescription)")
    return result
  }

  static func leftAsItIs(_ reason: String) -> String {
    "A.swift:1: not rewritten: A.swift left as it is (\(reason))\n"
  }

  static let runOf20 = "runs of up to 20 \"[\" in a row: the Swift parser's time doubles with each"

  @Test func aQuoteInARegexLiteralOpensNoString() throws {
    // The budget read `/"/` as code, so its `"` opened a string that took in the rest of the line
    // (or, after `"""`, of the file): the comment between 5 and 15 brackets then ended the run,
    // and each of these took over 20 s to port.
    let folder = try CLI.folder("sweep60-port-regex")
    let brackets = "[[[[[/**/" + String(repeating: "[", count: 15)
    for regex in [#"/"/"#, #"#/"/#"#, #"#/"""/#"#, #"##/"/#"/##"#, #"(/"/)"#, "try? /\"/"] {
      let result = try Self.port("let r = \(regex); let x = \(brackets)\n", in: folder)
      #expect(result.status == 0, "\(regex)")
      #expect(result.output == Self.leftAsItIs(Self.runOf20), "\(regex)")
    }
    // A multi-line extended literal holds its quotes and comment openers across lines.
    let multiline = "let r = #/\n  \"\"\" /* \"\n/#\nlet x = \(brackets)\n"
    #expect(try Self.port(multiline, in: folder).output == Self.leftAsItIs(Self.runOf20))
    // Division is no regex: `a / b / c` and `x/2` leave the quotes after them strings.
    let ordinary = """
      import UIKit
      let a = 6.0, b = 2.0, c = 1.0
      let q = a / b / c + a/2
      let s = "/*" + "[[[[[/**/[[[[[[[[[[[[[[["
      let t = #/"[/*]"/#.self

      """
    let ported = try Self.port(ordinary, in: folder)
    #expect(ported.status == 0)
    #expect(ported.output.hasPrefix("A.swift:1: import UIKit"), "\(ported.output)")
    #expect(!ported.output.contains("left as it is"))
  }

  @Test func unterminatedMultilineRegexLiteralsAreLeftAsTheyAre() throws {
    // 1,000 lines of `#/` (3 KB) took 12 s to port: the lexer reads to the end of the file at
    // each, and the parser reads each again and again.
    let folder = try CLI.folder("sweep60-port-unterminated")
    let result = try Self.port(String(repeating: "#/\n", count: 1000), in: folder)
    #expect(result.status == 0)
    #expect(
      result.output
        == Self.leftAsItIs(
          "regex literals over several lines that never close (\"#/\" and a line break, no \"/#\" after): the Swift lexer reads the rest of the file at each, again and again"
        ))
    // Closed ones are read once each.
    let closed = try Self.port(
      "import UIKit\n" + String(repeating: "let r = #/\na\n/#\n", count: 300), in: folder)
    #expect(closed.output.hasPrefix("A.swift:1: import UIKit"), "\(closed.output.prefix(200))")
    #expect(!closed.output.contains("left as it is"))
  }

  @Test func bracketsLeftOpenAreLeftAsTheyAre() throws {
    // `x = (x` on 400 lines took 7.9 s to port, `f(a: (x` on 400 lines 29 s, `x = (/"` 300 times
    // in a row over 10 s: at each "(" left open the parser looks for its ")" to the end of the file.
    let folder = try CLI.folder("sweep60-port-unclosed")
    let refusal = Self.leftAsItIs(
      "\"(\" or \"[\" left open: the Swift parser looks for each closing one to the end of the file, again at each level"
    )
    for line in ["x = (x\n", "f(a: (x\n", "x = [x\n", "x = (/\""] {
      let result = try Self.port(String(repeating: line, count: 400), in: folder)
      #expect(result.status == 0)
      #expect(result.output == refusal, "\(line)")
    }
    // 400 of `letclass A: UIView {` took 7.6 s: statements the parser cannot read inside braces
    // left open make it look for each "}" to the end of the file.
    let braces = try Self.port(String(repeating: "letclass A: UIView {", count: 400), in: folder)
    #expect(
      braces.output
        == Self.leftAsItIs(
          "\"{\" left open: the Swift parser looks for each \"}\" to the end of the file, again at each level"
        ))
    // Closed brackets, brackets in strings and comments, and a few left open in a short file pass.
    let ordinary =
      "import UIKit\n" + String(repeating: "x = (x)[0] // (\nlet s = \"((\"\n", count: 400) + "f(\n"
    let ported = try Self.port(ordinary, in: folder)
    #expect(ported.output.hasPrefix("A.swift:1: import UIKit"), "\(ported.output.prefix(200))")
    #expect(!ported.output.contains("left as it is"))
  }

  @Test func runsOfHashesAreBoundedInCodeOnly() throws {
    // 3,000 "#" in a row took 5.7 s in a debug build; the budget let 8,192 through (about 40 s).
    let folder = try CLI.folder("sweep60-port-hashes")
    let result = try Self.port(String(repeating: "#", count: 3000), in: folder)
    #expect(
      result.output
        == Self.leftAsItIs(
          "runs of up to 3000 \"#\" in a row: the Swift lexer reads the rest of a run at each \"#\""))
    // Banners in comments and "#" in strings are not lexed as "#" tokens: they cost nothing.
    let banner =
      "// " + String(repeating: "#", count: 100) + "\nlet s = \"" + String(repeating: "#", count: 100)
      + "\"\n"
    let ported = try Self.port("import UIKit\n" + String(repeating: banner, count: 300), in: folder)
    #expect(ported.output.hasPrefix("A.swift:1: import UIKit"), "\(ported.output.prefix(200))")
    #expect(!ported.output.contains("left as it is"))
  }

  static let zoomScene =
    #"{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":[390,844],"contentInsetAdjustmentBehavior":"never","subviews":[{"type":"View","id":"z","frame":[0,0,390,844]}],"zoomView":"z""#

  @Test func insetsBeyondABillionPointsAreRefused() throws {
    // Insets of ±1e308 were taken: the adjusted insets and the offset range came out infinite.
    let scene = { (inset: String) in
      Sweep58.script(#"\#(Self.zoomScene),"contentInset":\#(inset)}"#)
    }
    #expect(
      Sweep58.failure(scene("[1e308,0,0,0]"))
        == SceneError(
          path: "$.scene.root.subviews[0].contentInset",
          "contentInset values must be within ±1000000000 points"))
    #expect(Sweep58.failure(scene("[0,0,-1000000001,0]")) != nil)
    #expect(Sweep58.failure(scene("[1000000000,-1000000000,0,0]")) == nil)
    for property in ["verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets", "contentInset"] {
      let set = #"{"at":0.1,"set":{"view":"sv","property":"\#(property)","value":[0,-1e308,0,0]}}"#
      #expect(
        Sweep58.failure(Sweep58.script(#"\#(Self.zoomScene)}"#, steps: set))
          == SceneError(path: "$.steps[0].set.value", "\(property) values must be within ±1000000000 points"))
    }
    let folder = try CLI.folder("sweep60-insets")
    try CLI.write(scene("[0,0,1e308,0]"), "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json", "--trace", "t.jsonl"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.error
        == "inertia: s.json: $.scene.root.subviews[0].contentInset: contentInset values must be within ±1000000000 points\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.jsonl").path))
  }

  @Test func aMaximumZoomBelowTheMinimumHoldsTheMinimum() throws {
    // setZoomScale clamped to 1...1 when the limits were swapped, so limits of 2 and 0.5 gave a
    // zoom scale of 1, below the minimum, where zoomScale without a zoom view gave 2.
    let limits = #","minimumZoomScale":2,"maximumZoomScale":0.5"#
    let zoomScale = { (extra: String, steps: String) throws -> CGFloat in
      let script = Sweep58.script(#"\#(Self.zoomScene)\#(limits)\#(extra)}"#, steps: steps)
      let runner = try ReplayRunner(data: Data(script.utf8))
      _ = try runner.run()
      return try #require(runner.scene.views["sv"] as? ScrollView).zoomScale
    }
    #expect(try zoomScale(#","zoomScale":1"#, "") == 2)
    #expect(try zoomScale("", #"{"at":0.1,"call":{"view":"sv","method":"setZoomScale","scale":5}}"#) == 2)
    #expect(
      try zoomScale(
        "", #"{"at":0.1,"call":{"view":"sv","method":"zoom","x":0,"y":0,"width":10,"height":10}}"#)
        == 2)
    // No pinch zooms (UIKit: the maximum must be greater than the minimum for zooming).
    let pinch = #"{"at":0.1,"pinch":{"center":[195,400],"fromSpan":100,"toSpan":300,"duration":0.2}}"#
    #expect(try zoomScale(#","zoomScale":2"#, pinch) == 2)
  }

  @Test func displayLinksReplacedAtOneInstantDoNotPileUp() throws {
    // Each status-bar tap replaces the last one's scroll animation; the replaced display links
    // stayed until the next frame and every advance of the clock read them all: 6,000 taps at one
    // instant took 8.7 s, 10,000 took 29 s (the square of the taps).
    let clock = ManualClock(frameRate: 60)
    var link: DisplayLink?
    for _ in 0..<10_000 {
      link?.invalidate()
      link = clock.addDisplayLink { _ in }
      clock.advance(to: 0.001, includingFrameAtEnd: false)
    }
    #expect(clock.storedDisplayLinks <= 16)
    let taps = Array(repeating: #"{"at":0.1,"tapStatusBar":{}}"#, count: 3000).joined(separator: ",")
    let script =
      #"{"frameRate":120,"until":0.5,"scene":{"window":{"size":[390,844],"scale":3},"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":[390,3000],"contentOffset":[0,900],"contentInsetAdjustmentBehavior":"never"}},"steps":[\#(taps)]}"#
    let trace = try ReplayRunner(data: Data(script.utf8)).run()
    #expect(trace.components(separatedBy: "scrollViewShouldScrollToTop").count == 3001)
  }
}
