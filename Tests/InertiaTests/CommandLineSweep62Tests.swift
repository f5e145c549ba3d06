import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 62 (session 61): `port`'s parse budget reads a `/` after `?`, `>` and `!`
/// as the Swift lexer does (a regex after an infix operator, division after a postfix one), ends
/// comments, strings and lines at a lone CR as the lexer does, and counts the `<` of code toward
/// its generic-argument limits, not those of comments and literals. Each test fails without its
/// fix.
@MainActor
@Suite struct CommandLineSweep62Tests {
  typealias CLI = CommandLineRobustnessTests
  typealias Sweep60 = CommandLineSweep60Tests

  static let brackets = "[[[[[/**/" + String(repeating: "[", count: 15)

  static func isPorted(_ run: CLI.Run) -> Bool {
    run.status == 0 && run.output.hasPrefix("A.swift:1: import UIKit")
      && !run.output.contains("left as it is")
  }

  @Test func aSlashAfterAnInfixOperatorStartsARegexLiteral() throws {
    // After `c ? `, `a > `, `a ! `, `try? ` and `0 ... ` the lexer reads `/ "/` as a regex
    // literal; the budget read every `/` after a `?`, `>`, `!` or `.` as division, so the quote opened a string
    // that took in the comment between 5 and 15 brackets, and each of these took 8-9 s to port.
    let folder = try CLI.folder("sweep62-port-regex-after-operator")
    for infix in [
      #"c ? / "/ : 0"#, #"a > / "/"#, #"a ! / "/"#, #"try? / "/"#, #"try! / "/"#, #"x = / "/"#,
      #"0 ... / "/"#,
    ] {
      let result = try Sweep60.port("let r = \(infix); let x = \(Self.brackets)\n", in: folder)
      #expect(result.status == 0, "\(infix)")
      #expect(result.output == Sweep60.leftAsItIs(Sweep60.runOf20), "\(infix)")
    }
    // After a postfix `?`, `!` or `>` (or `->`) a `/` is division, as the lexer reads it: the
    // quotes after it open strings, whose brackets join no run.
    let ordinary = """
      import UIKit
      let a: Double? = 6, b = 2.0
      let q = a! / b / 3 + (a ?? 0) / b
      let r = [a].first!! / b
      let s = "[[[[[/**/[[[[[[[[[[[[[[["
      let t = Array<Int>.self; let u = "/*"

      """
    #expect(Self.isPorted(try Sweep60.port(ordinary, in: folder)))
  }

  @Test func aCarriageReturnEndsACommentAndALine() throws {
    // With old Mac line ends (CR alone) the budget read the rest of the file after a `//` as
    // one comment: 400 lines of `x = (x` behind one took 9 s to port, where with line feeds
    // they are left as they are at once.
    let folder = try CLI.folder("sweep62-port-carriage-returns")
    let lines = "import UIKit // app\r" + String(repeating: "x = (x\r", count: 400)
    #expect(
      try Sweep60.port(lines, in: folder).output
        == Sweep60.leftAsItIs(
          "\"(\" or \"[\" left open: the Swift parser looks for each closing one to the end of the file, again at each level"
        ))
    // And a CR ends a line of `<`: 70 comparisons, one a line, were 70 levels of generic
    // arguments, and the file was left as it is.
    let comparisons = "import UIKit\r" + (0..<70).map { "let v\($0) = \($0) < 1\r" }.joined()
    #expect(Self.isPorted(try Sweep60.port(comparisons, in: folder)))
  }

  @Test func aSingleQuoteOpensAStringAsTheLexerReadsIt() throws {
    // The lexer reads `'//'` as a string literal (an error it recovers from); the budget read
    // it as code, so its `//` began a comment that hid the `(` after it: 400 lines of
    // `x = '//' (x` took 13 s to port.
    let folder = try CLI.folder("sweep62-port-single-quotes")
    let refusal = Sweep60.leftAsItIs(
      "\"(\" or \"[\" left open: the Swift parser looks for each closing one to the end of the file, again at each level"
    )
    for line in ["x = '//' (x\n", "x = '/*' (x\n", "x = 'a\\'//' (x\n"] {
      #expect(try Sweep60.port(String(repeating: line, count: 400), in: folder).output == refusal, "\(line)")
    }
    // A `'` in a comment or a string is no quote, and one left open ends at its line's end.
    let ordinary = """
      import UIKit
      // Don't port what isn't UIKit's.
      let s = "it's [[[[[/**/[[[[[[[[[[[[[[["
      let t = 'x

      """
    #expect(Self.isPorted(try Sweep60.port(ordinary, in: folder)))
  }

  @Test func rawIdentifiersAndPlaceholdersHoldNoComment() throws {
    // The lexer reads `` `//` `` as a raw identifier, `<#//#>` as an editor placeholder and a
    // string in curly quotes as an identifier; the budget read their `//` or `/*` as a comment
    // that hid the `(` after it: 400 such lines took 11-14 s to port (in curly quotes 24-26 s).
    let folder = try CLI.folder("sweep62-port-raw-identifiers")
    let refusal = Sweep60.leftAsItIs(
      "\"(\" or \"[\" left open: the Swift parser looks for each closing one to the end of the file, again at each level"
    )
    let lines = [
      "x = `//` (x\n", "x = `/*` (x\n", "x = <#//#> (x\n", "x = <#/*#> (x\n", "x = \u{201C}//\u{201D} (x\n",
      "x = \u{201C}/*\" (x\n",
    ]
    for line in lines {
      #expect(try Sweep60.port(String(repeating: line, count: 400), in: folder).output == refusal, "\(line)")
    }
    // A backtick with no closing one on its line is punctuation, as is `<#` with no `#>`.
    let ordinary = "import UIKit\nlet `class` = 1 // ` and <# in a comment\nlet y = `class` + 1\n"
    #expect(Self.isPorted(try Sweep60.port(ordinary, in: folder)))
  }

  @Test func conflictMarkersThatDoNotCloseAreLeftAsTheyAre() throws {
    // At each `<<<<<<< ` at the start of a line the lexer looks for a `>>>>>>> ` line to the end
    // of the file, again whenever the parser reads the tokens again: 1,000 lines of `<<<<<<< ;`
    // (10 KB) took 15 s to port, 2,000 45 s, and 1,000 of `>>>> ;` 8 s.
    let folder = try CLI.folder("sweep62-port-conflict-markers")
    let refusal = Sweep60.leftAsItIs(
      "conflict markers (\"<<<<<<< \" at a line's start) that do not close: the Swift lexer looks for the closing line to the end of the file at each, again and again"
    )
    for line in ["<<<<<<< ;\n", ">>>> ;\n", "<<<<<<< ;\r"] {
      #expect(
        try Sweep60.port("import UIKit\n" + String(repeating: line, count: 1_000), in: folder).output
          == refusal)
    }
    // A conflict that closes is trivia to the lexer: a `/*` in it began a comment that hid the
    // 400 brackets left open after it (8 s).
    let conflict = "import UIKit\n<<<<<<< ours\n/*\n=======\n>>>>>>> theirs\n"
    #expect(
      try Sweep60.port(conflict + String(repeating: "x = (x\n", count: 400), in: folder).output
        == Sweep60.leftAsItIs(
          "\"(\" or \"[\" left open: the Swift parser looks for each closing one to the end of the file, again at each level"
        ))
    // One conflict in ordinary code is ported.
    #expect(Self.isPorted(try Sweep60.port(conflict + CommandLineSweep61Tests.ordinaryCode(100), in: folder)))
  }

  @Test func theAnglesOfCommentsAndLiteralsAreNoGenericArguments() throws {
    // A comment or a string of 70 `<` on one line left the file as it is (generic arguments
    // nested over 64 deep), though the parser reads no generic arguments there.
    let folder = try CLI.folder("sweep62-port-angles")
    let arrows = String(repeating: "<", count: 70)
    for line in ["// \(arrows) section", "/* \(arrows) */", "let s = \"\(arrows)\"", "let r = #/\(arrows)/#"]
    {
      #expect(Self.isPorted(try Sweep60.port("import UIKit\n\(line)\nlet a = 1\n", in: folder)), "\(line)")
    }
    // Code still counts from 65, and comments and literals from 1,025 on one line.
    let refusal64 = Sweep60.leftAsItIs(
      "generic arguments nested over 64 deep: the Swift parser recurses once per level")
    let refusal1024 = Sweep60.leftAsItIs(
      "generic arguments nested over 1024 deep: the Swift parser recurses once per level")
    let code = "let x: " + String(repeating: "A<", count: 65) + "Int\n"
    #expect(try Sweep60.port(code, in: folder).output == refusal64)
    let comment = "// " + String(repeating: "<", count: 1_025) + "\n"
    #expect(try Sweep60.port(comment, in: folder).output == refusal1024)
    // A `=` in a comment ended the count of `<` split over lines (as a `=` of code does): 40,000
    // levels of `Array<` between comment lines `//=` parsed for 6 s and 370 MB before the depth
    // check after parsing left the file as it is.
    let split = "let x: " + String(repeating: "Array<\n//=\n", count: 1_100) + "Int\n"
    #expect(try Sweep60.port(split, in: folder).output == refusal1024)
  }

  /// A scene of `count` required constraints on the height of view "a" (`a.height == K`, or
  /// `a.height == b.height + K` when `between`), K running 1 to 7 in turn: most conflict.
  static func conflictingHeights(_ count: Int, between: Bool) -> String {
    let constraints = (0..<count).map { index in
      between ? "\"a.height == b.height + \(index % 7 + 1)\"" : "\"a.height == \(index % 7 + 1)\""
    }
    return """
      {"until": 1, "scene": {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "sv",
      "frame": [0, 0, 390, 844], "contentSize": [390, 3000], "subviews": [{"type": "View", "id": "a"},
      {"type": "View", "id": "b"}]}, "constraints": [\(constraints.joined(separator: ", "))]}, "steps": []}
      """
  }

  @Test func conflictReportsOnTheSameViewsCostNoMergeEach() throws {
    // Each conflict report merged the positions of every constraint on the broken one's views to
    // count them: 8,000 conflicting heights on one view took 75 s to replay, 8,000 between two
    // views 76 s (debug build); 50,000 on one view over 100 s.
    let folder = try CLI.folder("sweep62-conflict-reports")
    for between in [false, true] {
      try CLI.write(Self.conflictingHeights(8_000, between: between), "s.json", in: folder)
      let start = ContinuousClock.now
      let run = try CLI.inertia(["replay", "s.json", "--trace", "t.jsonl"], in: folder)
      #expect(ContinuousClock.now - start < .seconds(10), "between: \(between)")
      #expect(run.status == 0)
      // The reports are as before: the first 64 constraints on the views, the rest counted; the
      // 6,857 broken ones (those not of the height kept) reported, the first 1,000 in full.
      let lines = run.error.split(separator: "\n")
      #expect(lines.first?.contains("(7936 more on the same views)") == true)
      #expect(lines.last == "inertia: 5857 more diagnostics left out")
    }
  }
}
