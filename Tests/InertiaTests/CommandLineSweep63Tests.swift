import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 63 (session 62): `port` refuses a chain of postfix links longer than the
/// depth limit before parsing it (the parser read 100,000 `.b` links for 6.8 s before the tree
/// was refused as too deep), and a conflict report on two views counts their constraints without
/// merging their lists (4,000 conflicts with one hub view took 38 s). Each test fails without its
/// fix.
@MainActor
@Suite struct CommandLineSweep63Tests {
  typealias CLI = CommandLineRobustnessTests
  typealias Sweep60 = CommandLineSweep60Tests

  static let tooDeep = Sweep60.leftAsItIs(
    "syntax nested over 2000 deep: the Swift parser and every rule recurse once per level")

  /// Ports `text` as A.swift with --check and returns the run and its seconds.
  static func timedPort(_ text: String, in folder: URL) throws -> (run: CLI.Run, seconds: Double) {
    try CLI.write(text, "A.swift", in: folder)
    let start = ContinuousClock.now
    let run = try CLI.inertia(["port", "--check", "A.swift"], in: folder)
    let elapsed = ContinuousClock.now - start
    return (run, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }

  @Test func aLongPostfixChainIsRefusedBeforeParsing() throws {
    // 100,000 `.b` (200 KB) took 6.4 s, 100,000 `()` and `!` as long, to parse before the tree
    // was refused as nested too deep (debug build); counting the links takes milliseconds.
    let folder = try CLI.folder("sweep63-port-postfix-chain")
    for link in [".b", "()", "!", "?.b", ".b()", "\n  .b"] {
      let (run, seconds) = try Self.timedPort(
        "import UIKit\nlet x = a" + String(repeating: link, count: 100_000 / link.utf8.count * 2) + "\n",
        in: folder)
      #expect(run.status == 0, "\(link.debugDescription)")
      #expect(run.output == Self.tooDeep, "\(link.debugDescription)")
      #expect(seconds < 2, "\(link.debugDescription): \(seconds) s")
    }
  }

  @Test func chainsAtTheLimitAndFlatPathsAreParsed() throws {
    // A chain nests a level a link below the levels of its statement: 1,990 links are ported,
    // 1,993 refused after parsing (2,001 levels), and both pass the count before parsing. Key
    // paths and import paths list their components flat, so 2,500 of them are ported.
    let folder = try CLI.folder("sweep63-port-postfix-flat")
    let ported =
      "A.swift:1: import UIKit -> import InertiaUIKit (UIKit does not exist on Linux; InertiaUIKit gives its names)\n"
    let chain = { (links: Int) in "import UIKit\nlet x = a" + String(repeating: ".b", count: links) + "\n" }
    #expect(try Sweep60.port(chain(1_990), in: folder).output == ported)
    #expect(try Sweep60.port(chain(1_993), in: folder).output == Self.tooDeep)
    for flat in [
      "let k = \\A" + String(repeating: ".b", count: 2_500),
      "import Foundation" + String(repeating: ".B", count: 2_500),
      "let s = \"" + String(repeating: ".b", count: 2_500) + "\"",
      "// a" + String(repeating: ".b", count: 2_500),
      "let r = [" + String(repeating: "a.b, ", count: 2_500) + "c]",
    ] {
      let run = try Sweep60.port("import UIKit\n" + flat + "\n", in: folder)
      #expect(run.status == 0, "\(flat.prefix(20))")
      #expect(run.output == ported, "\(flat.prefix(20)): \(run.output.prefix(200))")
    }
  }

  /// A script whose `count` views each take a height of 50 and the height of one hub view of
  /// 100: each view's last constraint conflicts, naming the hub and that view.
  static func hubConflicts(_ count: Int) -> String {
    let views = (0..<count).map { #"{"type": "View", "id": "v\#($0)"}"# }
    let constraints =
      [#""hub.height == 100""#] + (0..<count).map { #""v\#($0).height == 50""# }
      + (0..<count).map { #""v\#($0).height == hub.height""# }
    return """
      {"until": 1, "scene": {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "sv",
      "frame": [0, 0, 390, 844], "contentSize": [390, 3000], "subviews": [{"type": "View", "id": "hub"},
      \(views.joined(separator: ", "))]}, "constraints": [\(constraints.joined(separator: ", "))]}, "steps": []}
      """
  }

  @Test func conflictReportsOnDifferentPairsCostNoMergeEach() throws {
    // Each report on two views merged both views' lists to count them, and each named another
    // pair, so none shared a merge: 4,000 views each conflicting with one hub merged the hub's
    // 4,001 constraints 4,000 times, 38 s to replay (2,000: 9.8 s; debug build).
    let folder = try CLI.folder("sweep63-conflict-pairs")
    try CLI.write(Self.hubConflicts(4_000), "s.json", in: folder)
    let start = ContinuousClock.now
    let run = try CLI.inertia(["replay", "s.json", "--trace", "t.jsonl"], in: folder)
    #expect(ContinuousClock.now - start < .seconds(10))
    #expect(run.status == 0)
    // The reports are as before: the hub's height, the view's own height and the first 62 views'
    // ties to the hub listed, the rest of the 4,002 counted; 1,000 of the 4,000 reports printed.
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 1_001)
    #expect(lines.first?.contains(#""<hub.height == 100>",\u000a\u0009    "<v0.height == 50>""#) == true)
    #expect(lines.first?.contains("(3938 more on the same views)") == true)
    #expect(lines.last == "inertia: 3000 more diagnostics left out")
  }
}
