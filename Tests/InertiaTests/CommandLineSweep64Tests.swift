import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 64 (session 63): a replay checks its steps against the scene's views before
/// the scene's constraints are solved (a bad value in the last step of a scene of 50,000
/// constraints took the whole build, 6 s in a debug build, before its one-line error), and `port`
/// refuses long runs of prefix keywords (`try try ...`: 700 MB parsed before the depth refusal)
/// and of declaration modifiers (`final final ...`: 800 took 8.5 s, quadratic) before parsing.
/// Each test fails without its fix.
@MainActor
@Suite struct CommandLineSweep64Tests {
  typealias CLI = CommandLineRobustnessTests
  typealias Sweep60 = CommandLineSweep60Tests
  typealias Sweep63 = CommandLineSweep63Tests

  /// A script of `count` views chained one below the other in a scroll view (two constraints a
  /// view), a drag, then `step` (a JSON step) at 0.9 s.
  static func chain(_ count: Int, extraConstraint: String? = nil, step: String) -> String {
    let views = (0..<count).map { #"{"type": "View", "id": "v\#($0)"}"# }
    var constraints = (0..<count).flatMap { index in
      [
        #""v\#(index).top == \#(index == 0 ? "sv.top" : "v\(index - 1).bottom") + 1""#,
        #""v\#(index).height == 10""#,
      ]
    }
    if let extraConstraint { constraints.append(extraConstraint) }
    return """
      {"until": 1, "scene": {"root": {"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844],
      "contentSize": [390, 3000], "subviews": [\(views.joined(separator: ", ")),
      {"type": "Label", "id": "label", "text": "x"}]}, "constraints": [\(constraints.joined(separator: ", "))]},
      "steps": [{"at": 0.1, "drag": {"from": [200, 600], "to": [200, 100], "duration": 0.2}}, \(step)]}
      """
  }

  /// Replays `text` as s.json into a trace file; the run and its seconds.
  static func timedReplay(_ text: String, in folder: URL) throws -> (run: CLI.Run, seconds: Double) {
    try CLI.write(text, "s.json", in: folder)
    let start = ContinuousClock.now
    let run = try CLI.inertia(["replay", "s.json", "--trace", "t.jsonl"], in: folder)
    let elapsed = ContinuousClock.now - start
    return (run, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }

  @Test func aBadStepIsRefusedBeforeTheConstraintsAreSolved() throws {
    // 25,000 views and 50,000 constraints (the limit) took 6.0 s to build in a debug build, and a
    // bad last step was refused only after it: 6.0 s, as long as the whole replay.
    let folder = try CLI.folder("sweep64-step-before-solve")
    let cases: [(step: String, message: String)] = [
      (
        #"{"at": 0.9, "set": {"view": "v1", "property": "alpha", "value": "x"}}"#,
        "$.steps[1].set.value: expected a number, got a string"
      ),
      (
        #"{"at": 0.9, "set": {"view": "nope", "property": "alpha", "value": 1}}"#,
        #"$.steps[1]: no view with id "nope""#
      ),
      (
        #"{"at": 0.9, "call": {"view": "v1", "method": "setContentOffset", "x": 0, "y": 0}}"#,
        #"$.steps[1]: view "v1" is not a scroll view"#
      ),
      (
        #"{"at": 0.9, "press": {"view": "label", "key": "downArrow"}}"#,
        #"$.steps[1]: view "label" is not a scroll view"#
      ),
      (
        #"{"at": 0.9, "call": {"view": "sv", "method": "reloadData"}}"#,
        #"$.steps[1]: view "sv" is not a table or collection view"#
      ),
      (
        #"{"at": 0.9, "animate": {"duration": 1, "changes": [{"view": "label", "property": "text", "value": 5}]}}"#,
        "$.steps[1].animate.changes[0].value: expected a string, got a number"
      ),
      (
        #"{"at": 0.9, "set": {"view": "label", "property": "contentSize", "value": [1, 1]}}"#,
        #"$.steps[1].set.value: Label has no settable property "contentSize""#
      ),
    ]
    for (step, message) in cases {
      let (run, seconds) = try Self.timedReplay(Self.chain(25_000, step: step), in: folder)
      #expect(run.status == 2, "\(step)")
      #expect(run.error == "inertia: s.json: \(message)\n", "\(step)")
      #expect(seconds < 3, "\(step): \(seconds) s")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.jsonl").path))
    }
  }

  /// Replays `text` as s.json to standard output.
  static func replay(_ text: String, in folder: URL) throws -> CLI.Run {
    try CLI.write(text, "s.json", in: folder)
    return try CLI.inertia(["replay", "s.json"], in: folder)
  }

  @Test func aBadStepComesBeforeABadConstraintAndStateChecksStayAfterTheBuild() throws {
    // The steps are checked against the views before the constraints are read: a scene whose
    // constraints and steps are both wrong names the step (it named the constraint).
    let folder = try CLI.folder("sweep64-step-order")
    let pairing = #""v0.centerY == v1.height""#
    let bad = #"{"at": 0.9, "set": {"view": "v1", "property": "isHidden", "value": 1}}"#
    var run = try Self.replay(Self.chain(3, extraConstraint: pairing, step: bad), in: folder)
    #expect(run.status == 2)
    #expect(run.error == "inertia: s.json: $.steps[1].set.value: expected true or false, got a number\n")
    // A good step leaves the constraint's error as it was.
    let good = #"{"at": 0.9, "set": {"view": "v1", "property": "isHidden", "value": true}}"#
    run = try Self.replay(Self.chain(3, extraConstraint: pairing, step: good), in: folder)
    #expect(run.status == 2)
    #expect(
      run.error
        == #"inertia: s.json: $.scene.constraints[6]: invalid pairing of layout attributes centerY and height in "v0.centerY == v1.height""#
        + "\n")
    // What the built scene decides (a nested pair, a refresh control) is still checked after it,
    // with its own message.
    for (call, message) in [
      (#""method": "setUnifiedOffset", "y": 0"#, #"view "sv" is not part of a nested pair"#),
      (#""method": "beginRefreshing""#, #"view "sv" has no refresh control"#),
    ] {
      let step = #"{"at": 0.9, "call": {"view": "sv", \#(call)}}"#
      run = try Self.replay(Self.chain(3, step: step), in: folder)
      #expect(run.status == 2, "\(call)")
      #expect(run.error == "inertia: s.json: $.steps[1]: \(message)\n", "\(call)")
    }
  }

  @Test func longRunsOfPrefixKeywordsAreRefusedBeforeParsing() throws {
    // 131,000 `try ` (512 KiB) took 7.3 s and 700 MB, 71,000 `repeat ` 4.4 s and 930 MB, to parse
    // before the tree was refused as nested too deep (debug build).
    let folder = try CLI.folder("sweep64-port-prefix-runs")
    for keyword in ["try ", "try? ", "try!\n", "await ", "repeat ", "each ", "unsafe ", "copy /* c */ "] {
      let (run, seconds) = try Sweep63.timedPort(
        "import UIKit\nlet x = " + String(repeating: keyword, count: 500_000 / keyword.utf8.count) + "a\n",
        in: folder)
      #expect(run.status == 0, "\(keyword.debugDescription)")
      #expect(run.output == Sweep63.tooDeep, "\(keyword.debugDescription)")
      #expect(seconds < 2, "\(keyword.debugDescription): \(seconds) s")
    }
    // 2,001 in a row are refused before parsing; runs broken by other tokens are not one run.
    #expect(
      try Sweep60.port("import UIKit\nlet x = " + String(repeating: "try ", count: 2_001) + "a\n", in: folder)
        .output == Sweep63.tooDeep)
    let ported =
      "A.swift:1: import UIKit -> import InertiaUIKit (UIKit does not exist on Linux; InertiaUIKit gives its names)\n"
    for text in [
      "let x = " + String(repeating: "try await ", count: 400) + "a",
      String(repeating: "let x = try await f()\n", count: 500),
      "let s = \"" + String(repeating: "try ", count: 3_000) + "\"",
      "// " + String(repeating: "try ", count: 3_000),
    ] {
      let run = try Sweep60.port("import UIKit\n" + text + "\n", in: folder)
      #expect(run.output == ported, "\(text.prefix(30)): \(run.output.prefix(200))")
    }
  }

  static let modifierRun = { (longest: Int) in
    Sweep60.leftAsItIs(
      "runs of up to \(longest) declaration modifiers in a row (\"final\", \"lazy\", \"nonisolated\"...): the Swift parser looks through the rest of a run at each"
    )
  }

  @Test func longRunsOfDeclarationModifiersAreRefusedBeforeParsing() throws {
    // At each contextual modifier that begins no declaration the parser looks through the rest of
    // the run: 800 `final ` took 8.5 s, 800 `nonisolated(unsafe) ` over 30 s, 5,000 `borrowing `
    // over 100 s (debug build).
    let folder = try CLI.folder("sweep64-port-modifier-runs")
    for (modifier, count) in [
      ("final ", 800), ("borrowing ", 5_000), ("nonisolated(unsafe) ", 800), ("lazy\n", 50_000),
      ("weak /* c */ ", 1_000), ("override // c\n", 1_000),
    ] {
      let (run, seconds) = try Sweep63.timedPort(
        "import UIKit\nlet x = " + String(repeating: modifier, count: count) + "a\n", in: folder)
      #expect(run.status == 0, "\(modifier.debugDescription)")
      #expect(
        run.output == Self.modifierRun(count), "\(modifier.debugDescription): \(run.output.prefix(200))")
      #expect(seconds < 2, "\(modifier.debugDescription): \(seconds) s")
    }
    // Runs add up as length^2 past 8, to 2^15: one run of 181 passes, 182 do not; runs of 8 are
    // free however many, and a `;`, an attribute or a literal ends a run.
    let chain = { (count: Int) in "import UIKit\nlet x = " + String(repeating: "final ", count: count) + "a\n"
    }
    let ported =
      "A.swift:1: import UIKit -> import InertiaUIKit (UIKit does not exist on Linux; InertiaUIKit gives its names)\n"
    #expect(try Sweep60.port(chain(181), in: folder).output == ported)
    #expect(try Sweep60.port(chain(182), in: folder).output == Self.modifierRun(182))
    for text in [
      String(
        repeating: "public final override lazy weak nonisolated(unsafe) package private(set) var a: A?\n",
        count: 300),
      String(repeating: "final; ", count: 1_000),
      String(repeating: "final, ", count: 1_000),
      String(repeating: "final \"s\" ", count: 1_000),
    ] {
      let run = try Sweep60.port("import UIKit\n" + text + "\n", in: folder)
      #expect(run.output == ported, "\(text.prefix(30)): \(run.output.prefix(200))")
    }
  }
}
