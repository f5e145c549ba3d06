import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 59 (session 58): touch changes that do not follow from the ones before
/// them, `scrollToRow` and `selectRow` at rows the data does not have, and batches whose updates
/// name a row or section twice stop the replay with one line (exit 2), where the window ignored
/// them with a warning or the table did nothing, or took one change for two. Each test fails
/// without its fix.
@MainActor
@Suite struct CommandLineSweep59Tests {
  typealias CLI = CommandLineRobustnessTests
  typealias Sweep58 = CommandLineSweep58Tests

  static let scrollView =
    #"{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":[390,3000],"contentInsetAdjustmentBehavior":"never"}"#

  static func touch(_ at: Double, _ id: Int, _ phase: String, y: Double = 600) -> String {
    #"{"at":\#(at),"touch":{"id":\#(id),"phase":"\#(phase)","at":[200,\#(y)]}}"#
  }

  static func touchFailure(_ steps: [String]) -> SceneError? {
    Sweep58.failure(Sweep58.script(scrollView, steps: steps.joined(separator: ","), until: 1))
  }

  @Test func touchChangesThatDoNotFollowAreRefused() throws {
    // The window ignored each with a warning ("ignored 'moved' for touch 1, which never began")
    // and the replay went on with exit 0.
    let notDown = { (step: Int, time: String, id: Int, phase: String) in
      SceneError(
        path: "$.steps[\(step)]",
        "at \(time) s touch \(id) is \"\(phase)\" but is not down (no \"began\" since it last ended)")
    }
    #expect(Self.touchFailure([Self.touch(0.1, 1, "moved")]) == notDown(0, "0.100", 1, "moved"))
    #expect(
      Self.touchFailure([
        Self.touch(0.1, 1, "began"), Self.touch(0.2, 1, "ended"), Self.touch(0.3, 1, "ended"),
      ])
        == notDown(2, "0.300", 1, "ended"))
    #expect(
      Self.touchFailure([
        Self.touch(0.1, 1, "began"), Self.touch(0.2, 1, "cancelled"), Self.touch(0.3, 1, "stationary"),
      ])
        == notDown(2, "0.300", 1, "stationary"))
    #expect(
      Self.touchFailure([Self.touch(0.1, 1, "began"), Self.touch(0.2, 1, "began", y: 500)])
        == SceneError(
          path: "$.steps[1]",
          "at 0.200 s touch 1 begins while it is down (it began at 0.100 s and has not ended)"))
    // A gesture's finger counts: a drag of id 7 while touch 7 is down, a lift of a tap's finger
    // (the first gesture without an id takes 1001) after the tap lifted it.
    let drag = #"{"at":0.2,"drag":{"id":7,"from":[200,600],"to":[200,300],"duration":0.2}}"#
    #expect(
      Self.touchFailure([Self.touch(0.1, 7, "began"), drag])
        == SceneError(
          path: "$.steps[1]",
          "at 0.200 s touch 7 begins while it is down (it began at 0.100 s and has not ended)"))
    let tap = #"{"at":0.1,"tap":{"at":[200,600]}}"#
    #expect(Self.touchFailure([tap, Self.touch(0.3, 1001, "ended")]) == notDown(1, "0.300", 1001, "ended"))
    // Time order decides, not script order: a lift listed before its touch began runs.
    let ordered = [
      Self.touch(0.3, 1, "ended", y: 400), Self.touch(0.1, 1, "began"), Self.touch(0.2, 1, "moved", y: 500),
    ]
    #expect(Self.touchFailure(ordered) == nil)
    // An id may begin again once it ended or was cancelled, and a drag of its own id after that.
    let again = [
      Self.touch(0.1, 7, "began"), Self.touch(0.15, 7, "cancelled"), Self.touch(0.18, 7, "began"),
      Self.touch(0.19, 7, "ended"), drag,
    ]
    #expect(Self.touchFailure(again) == nil)
    let trace = try ReplayRunner(
      data: Data(Sweep58.script(Self.scrollView, steps: ordered.joined(separator: ","), until: 1).utf8)
    ).run()
    #expect(trace.contains(#""method":"scrollViewWillBeginDragging""#))
    let folder = try CLI.folder("sweep59-touches")
    try CLI.write(Sweep58.script(Self.scrollView, steps: Self.touch(0.1, 1, "moved")), "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json", "--trace", "t.jsonl"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.error
        == "inertia: s.json: $.steps[0]: at 0.100 s touch 1 is \"moved\" but is not down (no \"began\" since it last ended)\n"
    )
    #expect(run.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.jsonl").path))
  }

  /// The error of replaying `call` on a table of 32 rows at 0.1 s, and the table after it.
  static func tableRun(_ call: String) throws -> (SceneError?, TableView) {
    let steps = #"{"at":0.1,"call":{"view":"t",\#(call)}}"#
    let runner = try ReplayRunner(data: Data(Sweep58.script(Sweep58.table, steps: steps).utf8))
    var error: SceneError?
    do { _ = try runner.run() } catch let caught as SceneError { error = caught }
    return (error, try #require(runner.scene.views["t"] as? TableView))
  }

  @Test func scrollingToOrSelectingAMissingRowStopsTheReplay() throws {
    // Both did nothing (exit 0); UIKit raises NSRangeException ("row (40) beyond bounds (32)").
    let at = "at 0.100 s the table \"t\" "
    let cases: [(String, String)] = [
      (
        #""method":"scrollToRow","indexPath":[0,32],"position":"top""#,
        "cannot scroll to the row [0, 32]: section 0 has 32 rows"
      ),
      (
        #""method":"scrollToRow","indexPath":[1,0]"#,
        "cannot scroll to the row [1, 0]: the table has 1 section"
      ),
      (
        #""method":"selectRow","indexPath":[0,40],"position":"none""#,
        "cannot select the row [0, 40]: section 0 has 32 rows"
      ),
      (
        #""method":"selectRow","indexPath":[3,0],"position":"middle""#,
        "cannot select the row [3, 0]: the table has 1 section"
      ),
    ]
    for (call, message) in cases {
      let (error, table) = try Self.tableRun(call)
      #expect(error == SceneError(path: "$.steps[0].call.indexPath", at + message), "\(call)")
      #expect(table.contentOffset == .zero, "\(call)")
      #expect(table.indexPathsForSelectedRows == nil || table.indexPathsForSelectedRows == [], "\(call)")
    }
    // At the last row they run: 32 rows of 44 pt in 844 pt, the last at the bottom.
    let (scrolled, table) = try Self.tableRun(
      #""method":"scrollToRow","indexPath":[0,31],"position":"bottom""#)
    #expect(scrolled == nil)
    #expect(abs(table.contentOffset.y - (32 * 44 - 844)) < 0.5)
    let (selected, selecting) = try Self.tableRun(
      #""method":"selectRow","indexPath":[0,31],"position":"none""#)
    #expect(selected == nil)
    #expect(selecting.indexPathsForSelectedRows == [IndexPath(row: 31, section: 0)])
    let (cleared, _) = try Self.tableRun(#""method":"selectRow","indexPath":null"#)
    #expect(cleared == nil)
    // A collection view's items likewise (scrollToItem warned "no item at [0, 40]").
    let grid = #"{"type":"CollectionView","id":"c","frame":[0,0,390,844],"items":30}"#
    let items: [(String, String?)] = [
      (
        #""method":"scrollToItem","indexPath":[0,40],"position":"top""#,
        "cannot scroll to the item [0, 40]: section 0 has 30 items"
      ),
      (
        #""method":"selectItem","indexPath":[2,0]"#,
        "cannot select the item [2, 0]: the collection view has 1 section"
      ),
      (#""method":"scrollToItem","indexPath":[0,29],"position":"top""#, nil),
      (#""method":"selectItem","indexPath":null"#, nil),
    ]
    for (call, message) in items {
      let steps = #"{"at":0.1,"call":{"view":"c",\#(call)}}"#
      #expect(
        Sweep58.failure(Sweep58.script(grid, steps: steps))
          == message.map {
            SceneError(path: "$.steps[0].call.indexPath", "at 0.100 s the collection view \"c\" " + $0)
          }, "\(call)")
    }
    let folder = try CLI.folder("sweep59-scroll-to-row")
    let steps = #"{"at":0.1,"call":{"view":"t","method":"scrollToRow","indexPath":[0,32]}}"#
    try CLI.write(Sweep58.script(Sweep58.table, steps: steps), "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.error
        == "inertia: s.json: $.steps[0].call.indexPath: at 0.100 s the table \"t\" cannot scroll to the row [0, 32]: section 0 has 32 rows\n"
    )
  }

  @Test func aBatchNamingASectionTwiceIsRefused() throws {
    // The data took both updates, the table heard one: two inserts of section 1 warned
    // "batch update: 3 sections after the update, expected 2; reloading" (exit 0).
    let at = "at 0.100 s the table \"t\" "
    let batch = { (updates: String) in #""method":"performBatchUpdates","updates":[\#(updates)]"# }
    let cases: [(String, String, String)] = [
      (
        #"{"method":"insertSections","sections":[1]},{"method":"insertSections","sections":[2,1]}"#,
        ".updates[1].sections[1]", "cannot insert a section at 1 twice in one batch"
      ),
      (
        #"{"method":"insertSections","sections":[1,2]},{"method":"deleteSections","sections":[2]},{"method":"deleteSections","sections":[2]}"#,
        ".updates[2].sections[0]", "cannot delete the section 2 twice in one batch"
      ),
    ]
    for (updates, suffix, message) in cases {
      let (error, rows) = try Sweep58.tableFailure(batch(updates))
      #expect(error == SceneError(path: "$.steps[0].call" + suffix, at + message), "\(updates)")
      #expect(rows == [32], "\(updates)")
    }
    // Other sections, and rows at one place in several updates, apply whole, in order.
    let good: [(String, [Int])] = [
      (
        #"{"method":"insertSections","sections":[1]},{"method":"insertSections","sections":[2],"rows":2}"#,
        [32, 0, 2]
      ),
      (#"{"method":"insertRows","indexPaths":[[0,0]]},{"method":"insertRows","indexPaths":[[0,0]]}"#, [34]),
      (#"{"method":"deleteRows","indexPaths":[[0,0]]},{"method":"deleteRows","indexPaths":[[0,0]]}"#, [30]),
      (#"{"method":"insertRows","indexPaths":[[0,0]]},{"method":"deleteRows","indexPaths":[[0,0]]}"#, [32]),
    ]
    for (updates, expected) in good {
      let (error, rows) = try Sweep58.tableFailure(batch(updates))
      #expect(error == nil, "\(updates)")
      #expect(rows == expected, "\(updates)")
    }
  }

  @Test func bracketRunsGoOnOverTrivia() throws {
    // The budget's runs of "[" ended at any byte but a space, tab or line break, while the parser
    // reads tokens: 5 and 15 brackets either side of a NUL (21 bytes) took 10 s to port.
    let folder = try CLI.folder("sweep59-port-brackets")
    let run = { (text: String) in
      try CLI.write(text, "A.swift", in: folder)
      let start = ContinuousClock.now
      let result = try CLI.inertia(["port", "--check", "A.swift"], in: folder)
      #expect(ContinuousClock.now - start < .seconds(5), "\(text.debugDescription)")
      return result
    }
    let refused = { (length: Int) in
      "A.swift:1: not rewritten: A.swift left as it is (runs of up to \(length) \"[\" in a row: "
        + "the Swift parser's time doubles with each)\n"
    }
    let runs = String(repeating: "[", count: 5)
    let fifteen = String(repeating: "[", count: 15)
    for separator in ["\u{0}", "\u{0B}", "\u{0C}", "/**/", "/* ] x */", "// ]\n", "\u{7F}", "\u{1}"] {
      let result = try run(runs + separator + fifteen)
      #expect(result.status == 0, "\(separator.debugDescription)")
      #expect(result.output == refused(20), "\(separator.debugDescription)")
    }
    // A token ends a run, as before, and a "//" or "/*" in a string starts no comment.
    let ordinary = """
      import UIKit
      let types = ["image/*", "text/*"]
      let nested: [[[Int]]] = [[[1]], [[2]]]
      let raw = #"a "/*" b"#
      let text = "\\(types.count) /* not a comment"
      let m = nested[0][0][0]

      """
    let ported = try run(ordinary)
    #expect(ported.status == 0)
    #expect(ported.output.hasPrefix("A.swift:1: import UIKit"), "\(ported.output)")
    #expect(!ported.output.contains("left as it is"))
    #expect(try run(runs + "x" + fifteen).output == "")
  }
}
