import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 61 (session 60): restored scroll view states hold insets within the bound
/// a scene's insets have; `port`'s parse budgets no longer refuse ordinary code: the `[` of
/// comments do not join runs of brackets, and a bracket left open costs the bytes the parser's
/// look-ahead reads, up to the next keyword or brace, not to the end of the file. Each test fails
/// without its fix.
@MainActor
@Suite struct CommandLineSweep61Tests {
  typealias CLI = CommandLineRobustnessTests
  typealias Sweep58 = CommandLineSweep58Tests
  typealias Sweep60 = CommandLineSweep60Tests

  /// `count` small view classes of ordinary code (about 230 bytes each).
  static func ordinaryCode(_ count: Int) -> String {
    (0..<count).map { index in
      """
      final class Row\(index): UIView {
        let title = "Row \(index)"
        var count = \(index)
        func height(in width: CGFloat) -> CGFloat {
          if width > 100 { return width / 2 }
          return max(0, width - CGFloat(count))
        }
      }

      """
    }.joined()
  }

  @Test func bracketsInCommentsJoinNoRun() throws {
    // A comment is trivia to the parser, but every "[" in one counted toward the run it sat in and
    // nothing in it ended the run: a set literal whose items carry notes such as "[Enabled]" (as
    // Alamofire's RetryPolicy.swift has, 18 of them) was one long run, left as it is.
    let folder = try CLI.folder("sweep61-port-comment-runs")
    let notes = (0..<20).map { "  // [Note \($0)] see [RFC \($0)](https://example.com/\($0))\n  \($0),\n" }
    let text = "import UIKit\nlet codes: Set<Int> = [ // [Codes] retried\n" + notes.joined() + "]\n"
    let ported = try Sweep60.port(text, in: folder)
    #expect(ported.status == 0)
    #expect(ported.output.hasPrefix("A.swift:1: import UIKit"), "\(ported.output)")
    #expect(!ported.output.contains("left as it is"))
    // A comment between brackets of code still joins them (5 and 15 either side of one is a run
    // of 20), and, read as code in case it is misread, 20 brackets in a row in a comment are a run.
    let five = String(repeating: "[", count: 5)
    let fifteen = String(repeating: "[", count: 15)
    let shapes = [
      five + "/* note */" + fifteen, five + "// note\n" + fifteen, "let x = 1 // " + five + fifteen,
    ]
    for text in shapes {
      #expect(try Sweep60.port(text, in: folder).output == Sweep60.leftAsItIs(Sweep60.runOf20), "\(text)")
    }
  }

  @Test func aBracketLeftOpenCostsOnlyUpToTheNextKeyword() throws {
    // One "(" left open near the top of a file over 16 KiB was refused, though the parser's
    // look-ahead for its ")" stops at the next declaration keyword and the file parses as fast as
    // without it.
    let folder = try CLI.folder("sweep61-port-open-bracket")
    for opening in ["let a = (1\n", "let a = [1,\n", "f(a: (x\n", "x = (x\nx = (x\n"] {
      let ported = try Sweep60.port("import UIKit\n" + opening + Self.ordinaryCode(120), in: folder)
      #expect(ported.status == 0)
      #expect(ported.output.hasPrefix("A.swift:1: import UIKit"), "\(opening)")
      #expect(!ported.output.contains("left as it is"), "\(opening)")
    }
    // Where nothing stops the look-ahead, as before: `x = (x` on 400 lines, or with a backticked
    // `let` (an identifier) between them.
    let refusal = Sweep60.leftAsItIs(
      "\"(\" or \"[\" left open: the Swift parser looks for each closing one to the end of the file, again at each level"
    )
    for line in ["x = (x\n", "x = (x\n`let`\n", "x = [x // let\n", "x = (x \"let\"\n"] {
      #expect(try Sweep60.port(String(repeating: line, count: 400), in: folder).output == refusal, "\(line)")
    }
  }

  /// A restorable state of `insets` (top, left, bottom, right) at offset (0, 640).
  static func restorationState(_ insets: String) -> Data {
    Data(#"{"zoomScale":1,"contentInset":[\#(insets)],"contentOffset":[0,640]}"#.utf8)
  }

  @Test func restoredInsetsBeyondABillionPointsAreCorrupt() throws {
    // decodeRestorableState took insets of ±1e308: the offset range came out infinite, so an
    // offset of 1e308 was taken as it was, where a scene's insets are refused past ±1e9.
    let scene = TestScene()
    let scrollView = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    scrollView.restorationIdentifier = "list"
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    for insets in ["0,0,1e308,0", "-1e308,0,0,0", "0,1000000001,0,0", "0,0,0,-2e9"] {
      #expect(throws: RestorationError.corrupt("values out of range"), "\(insets)") {
        try scrollView.decodeRestorableState(Self.restorationState(insets))
      }
      // Nothing is half applied.
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    }
    // Insets at the bound are taken, and the offset is clamped to the range they give.
    try scrollView.decodeRestorableState(Self.restorationState("20,0,1000000000,0"))
    #expect(scrollView.contentInset == EdgeInsets(top: 20, left: 0, bottom: 1e9, right: 0))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 640))
    try scrollView.decodeRestorableState(
      Data(#"{"zoomScale":1,"contentInset":[0,0,0,0],"contentOffset":[0,1e308]}"#.utf8))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 3000 - scrollView.bounds.height))
    #expect(ScrollViewRestorationState.insetMagnitude == ReplayLimits.insetMagnitude)
  }
}
