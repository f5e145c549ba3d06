import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 58 (session 57): a pager's pinned height must leave its pages a height,
/// table updates at rows or sections the data does not have stop the replay before any of them
/// applies (UIKit raises), and constraint text reads decimal numbers only. Each test fails without
/// its fix.
@MainActor
@Suite struct CommandLineSweep58Tests {
  typealias CLI = CommandLineRobustnessTests

  /// A script of one `root` view holding `subviews` (JSON), with `steps` and scene `extra` keys.
  static func script(_ subviews: String, steps: String = "", extra: String = "", until: Double = 0.5)
    -> String
  {
    #"""
    {"frameRate":60,"until":\#(until),"scene":{"window":{"size":[390,844],"scale":2},
     "root":{"type":"View","id":"root","frame":[0,0,390,844],"subviews":[\#(subviews)]}\#(extra)},
     "steps":[\#(steps)]}
    """#
  }

  /// The error of building or running `script`, or nil when it ran.
  static func failure(_ script: String) -> SceneError? {
    do {
      _ = try ReplayRunner(data: Data(script.utf8)).run()
      return nil
    } catch let error as SceneError {
      return error
    } catch {
      return SceneError(path: "?", "\(error)")
    }
  }

  static let pager = #"""
    {"type":"ScrollView","id":"profile","frame":[0,0,390,844],"contentInsetAdjustmentBehavior":"never",
     "subviews":[{"type":"View","id":"header","frame":[0,0,390,300]},
      {"type":"ScrollView","id":"pages","frame":[0,300,390,800],"isPagingEnabled":true,"contentSize":[780,800],
       "subviews":[{"type":"TableView","id":"posts","frame":[0,0,390,800],"rows":40},
        {"type":"TableView","id":"media","frame":[390,0,390,800],"rows":40}]}]}
    """#

  static func pagerScript(pinned: String) -> String {
    script(
      pager,
      extra:
        #","nested":[{"outer":"profile","pager":"pages","pages":["posts","media"],"pinnedHeight":\#(pinned)}]"#
    )
  }

  @Test func aPinnedHeightAtTheOuterHeightIsRefused() throws {
    // The pager and its pages were sized to the outer height less the pinned height: 0 pt (or
    // less, clamped) at 844 and beyond, so no row showed and the outer content ended at the header.
    let message =
      "pinnedHeight must be less than the outer scroll view's height (844.0 pt), or the pages are 0 pt high"
    for pinned in ["844", "844.5", "1e308", "100000"] {
      #expect(
        Self.failure(Self.pagerScript(pinned: pinned))
          == SceneError(path: "$.scene.nested[0].pinnedHeight", message), "\(pinned)")
    }
    #expect(
      Self.failure(Self.pagerScript(pinned: "-1"))
        == SceneError(path: "$.scene.nested[0].pinnedHeight", "expected a number >= 0, got -1.0"))
    // Up to just under the height, the pages get what is left.
    let trace = try ReplayRunner(data: Data(Self.pagerScript(pinned: "843").utf8)).run()
    let end = String(trace.split(separator: "\n").last ?? "")
    #expect(end.contains(#""pages":{"contentOffset":[0.0,0.0],"contentSize":[780.0,1.0]"#))
    #expect(end.contains(#""frame":[0.0,300.0,390.0,1.0]"#))
    #expect(end.contains(#""contentSize":[390.0,301.0]"#))
    let folder = try CLI.folder("sweep58-pinned")
    try CLI.write(Self.pagerScript(pinned: "844"), "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json"], in: folder)
    #expect(run.status == 2)
    #expect(run.error == "inertia: s.json: $.scene.nested[0].pinnedHeight: \(message)\n")
    #expect(run.output.isEmpty)
  }

  static let table = #"{"type":"TableView","id":"t","frame":[0,0,390,844],"rows":32}"#

  /// The error of replaying `call` (the body after "method") on a table of 32 rows at 0.1 s, and
  /// the table's rows in section 0 after it.
  static func tableFailure(_ call: String, table: String = table) throws -> (SceneError?, [Int]) {
    let steps = #"{"at":0.1,"call":{"view":"t",\#(call)}}"#
    let runner = try ReplayRunner(data: Data(script(table, steps: steps).utf8))
    var error: SceneError?
    do { _ = try runner.run() } catch let caught as SceneError { error = caught }
    let view = try #require(runner.scene.views["t"] as? TableView)
    return (error, (0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) })
  }

  @Test func aTableUpdateAtARowTheDataHasNotStopsTheReplay() throws {
    // Bad index paths were left out without a word (UIKit raises), so a batch applied its good
    // updates only: the insert below added a row and the replay went on with exit 0.
    let at = "at 0.100 s the table \"t\" "
    let cases: [(String, String, String)] = [
      (
        #""method":"deleteRows","indexPaths":[[0,1],[0,40]]"#, ".indexPaths[1]",
        "cannot delete the row [0, 40]: section 0 has 32 rows"
      ),
      (
        #""method":"reloadRows","indexPaths":[[1,0]]"#, ".indexPaths[0]",
        "cannot reload the row [1, 0]: the table has 1 section"
      ),
      (
        #""method":"insertRows","indexPaths":[[0,34],[0,32]]"#, ".indexPaths[0]",
        "cannot insert a row at [0, 34]: section 0 has 33 rows"
      ),
      (
        #""method":"moveRow","from":[0,32],"to":[0,0]"#, ".from",
        "cannot move the row [0, 32]: section 0 has 32 rows"
      ),
      (
        #""method":"moveRow","from":[0,31],"to":[0,32]"#, ".to",
        "cannot move a row to [0, 32]: section 0 has 31 rows"
      ),
      (
        #""method":"insertSections","sections":[1,3]"#, ".sections[1]",
        "cannot insert a section at 3: the table has 2 sections"
      ),
      (
        #""method":"deleteSections","sections":[0,1]"#, ".sections[1]",
        "cannot delete the section 1: the table has 1 section"
      ),
      (
        #""method":"performBatchUpdates","updates":[{"method":"insertRows","indexPaths":[[0,0]]},{"method":"deleteSections","sections":[0]},{"method":"deleteRows","indexPaths":[[0,0]]}]"#,
        ".updates[2].indexPaths[0]", "cannot delete the row [0, 0]: the table has 0 sections"
      ),
    ]
    for (call, suffix, message) in cases {
      let (error, rows) = try Self.tableFailure(call)
      #expect(error == SceneError(path: "$.steps[0].call" + suffix, at + message), "\(call)")
      // Nothing of the call applied.
      #expect(rows == [32], "\(call)")
    }
    // The same calls at rows that are there apply whole.
    let good: [(String, [Int])] = [
      (#""method":"deleteRows","indexPaths":[[0,1],[0,31],[0,1]]"#, [30]),
      (#""method":"insertRows","indexPaths":[[0,33],[0,32]]"#, [34]),
      (#""method":"moveRow","from":[0,31],"to":[0,31]"#, [32]),
      (#""method":"insertSections","sections":[2,0],"rows":3"#, [3, 32, 3]),
      (
        #""method":"performBatchUpdates","updates":[{"method":"insertSections","sections":[1]},{"method":"insertRows","indexPaths":[[1,0],[1,1]]},{"method":"deleteSections","sections":[0]}]"#,
        [2]
      ),
    ]
    for (call, expected) in good {
      let (error, rows) = try Self.tableFailure(call)
      #expect(error == nil, "\(call)")
      #expect(rows == expected, "\(call)")
    }
    // In an animate step the change's path is named.
    let animate =
      #"{"at":0.1,"animate":{"duration":0.3,"changes":[{"view":"t","method":"deleteRows","indexPaths":[[0,32]]}]}}"#
    #expect(
      Self.failure(Self.script(Self.table, steps: animate))
        == SceneError(
          path: "$.steps[0].animate.changes[0].indexPaths[0]",
          at + "cannot delete the row [0, 32]: section 0 has 32 rows"))
    let folder = try CLI.folder("sweep58-table")
    let steps = #"{"at":0.1,"call":{"view":"t","method":"deleteRows","indexPaths":[[0,40]]}}"#
    try CLI.write(Self.script(Self.table, steps: steps), "s.json", in: folder)
    let run = try CLI.inertia(["replay", "s.json", "--trace", "t.jsonl"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.error
        == "inertia: s.json: $.steps[0].call.indexPaths[0]: at 0.100 s the table \"t\" cannot delete the row [0, 40]: section 0 has 32 rows\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.jsonl").path))
  }

  @Test func constraintNumbersAreDecimal() throws {
    // Constraint text read numbers as Swift's Double(_:) does: "0x10" was 16 pt, "0x1p3" 8.
    let box = #"{"type":"View","id":"box","frame":[0,0,100,100]}"#
    let constraints = { (text: String) in
      #","constraints":["box.top == root.top","box.leading == root.leading","box.width == 100",\#(text)]"#
    }
    let refused: [(String, String)] = [
      (
        "box.height == 0x10",
        #"expected ITEM.ATTRIBUTE or a decimal number (digits, a point, an exponent), got "0x10" in "box.height == 0x10""#
      ),
      (
        "box.height == 1.5.5",
        #"expected ITEM.ATTRIBUTE or a decimal number (digits, a point, an exponent), got "1.5.5" in "box.height == 1.5.5""#
      ),
      (
        "box.height == root.height * 0x1p-1",
        #"expected a number after "*" in "box.height == root.height * 0x1p-1""#
      ),
      (
        "box.height == root.height + 0X20",
        #"expected a number after "+" in "box.height == root.height + 0X20""#
      ),
      (
        "box.height == root.height - 1_000",
        #"expected a number after "-" in "box.height == root.height - 1_000""#
      ),
      ("box.height == root.height + 1e", #"expected a number after "+" in "box.height == root.height + 1e""#),
      ("box.height == 50 @0x3E8", "a priority must be a number from 1 to 1000"),
      ("box.height == 50 @1e3x", "a priority must be a number from 1 to 1000"),
    ]
    for (text, message) in refused {
      let script = Self.script(box, extra: constraints("\"\(text)\""))
      #expect(Self.failure(script) == SceneError(path: "$.scene.constraints[3]", message), "\(text)")
    }
    for (text, height) in [
      ("box.height == 16", "16.0"), ("box.height == + 16", "16.0"), ("box.height == .5e2", "50.0"),
      ("box.height == root.height * 0.5 - 2.", "420.0"), ("box.height == 16E1 @999", "160.0"),
    ] {
      let trace = try ReplayRunner(data: Data(Self.script(box, extra: constraints("\"\(text)\"")).utf8)).run()
      #expect(trace.contains(#""box":{"frame":[0.0,0.0,100.0,\#(height)]}"#), "\(text)")
    }
  }

  @Test func tableUpdatesCostTheirRowsOnce() throws {
    // The model inserted (and deleted) one row at a time, moving every later height each time:
    // 10,000 rows inserted at the top of a million took 5.5 s, twenty such updates in one batch
    // over 100 s (debug build).
    let table = #"{"type":"TableView","id":"t","frame":[0,0,390,844],"rows":1000000,"rowHeight":44}"#
    let top = (0..<10_000).map { "[0,\($0)]" }.joined(separator: ",")
    let insert = #"{"method":"insertRows","height":10,"indexPaths":[\#(top)]}"#
    let delete = #"{"method":"deleteRows","indexPaths":[[0,0],[0,2],[0,999999]]}"#
    let updates = Array(repeating: insert, count: 20).joined(separator: ",") + "," + delete
    let start = ContinuousClock.now
    let (error, rows) = try Self.tableFailure(
      #""method":"performBatchUpdates","updates":[\#(updates)]"#, table: table)
    #expect(error == nil)
    #expect(rows == [1_200_000 - 3])
    #expect(ContinuousClock.now - start < .seconds(30))
    // The heights moved with their rows: 199,998 rows of 10 pt, then the million of 44 pt.
    let steps = #"{"at":0.1,"call":{"view":"t","method":"performBatchUpdates","updates":[\#(updates)]}}"#
    let runner = try ReplayRunner(data: Data(Self.script(table, steps: steps).utf8))
    _ = try runner.run()
    let view = try #require(runner.scene.views["t"] as? TableView)
    #expect(view.rectForRow(at: IndexPath(row: 199_997, section: 0)).height == 10)
    #expect(
      view.rectForRow(at: IndexPath(row: 199_998, section: 0))
        == CGRect(x: 0, y: 1_999_980, width: 390, height: 44))
    // Rows inserted at the uniform height keep the section uniform (nothing per row).
    let (_, uniform) = try Self.tableFailure(#""method":"insertRows","indexPaths":[\#(top)]"#, table: table)
    #expect(uniform == [1_010_000])
  }

  @Test func tableCallsCountTheirSections() throws {
    // Every update asks for each section's header and footer heights again, but the budget of
    // table calls counted rows only: 300 deletions of 100 sections from a table of 100,000
    // sections of no rows took over a minute (0.8 s each, debug build).
    let sections = Array(repeating: #"{"rows":0}"#, count: 100_000).joined(separator: ",")
    let table = #"{"type":"TableView","id":"t","frame":[0,0,390,844],"sections":[\#(sections)]}"#
    let steps = { (count: Int) in
      (0..<count).map {
        #"{"at":\#(0.1 + Double($0) / 1000),"call":{"view":"t","method":"deleteSections","sections":[0]}}"#
      }
      .joined(separator: ",")
    }
    // Each call counts 100,000 sections at 100 and one cell at 1,000: 10,001,000; 25 pass 250,000,000.
    #expect(throws: SceneError(path: "$.steps[24]", CommandLineSweep44Tests.workMessage)) {
      _ = try ReplayRunner(data: Data(Self.script(table, steps: steps(25)).utf8))
    }
    _ = try ReplayRunner(data: Data(Self.script(table, steps: steps(24)).utf8))
    // A batch counts its rows once for each update (each may move every row of its section):
    // 249 moves in a table of a million rows count 249,256,100, 250 pass the budget.
    let rows = #"{"type":"TableView","id":"t","frame":[0,0,390,844],"rows":1000000}"#
    let batch = { (count: Int) in
      let move = #"{"method":"moveRow","from":[0,500000],"to":[0,0]}"#
      return
        #"{"at":0.1,"call":{"view":"t","method":"performBatchUpdates","updates":[\#(Array(repeating: move, count: count).joined(separator: ","))]}}"#
    }
    #expect(throws: SceneError(path: "$.steps[0]", CommandLineSweep44Tests.workMessage)) {
      _ = try ReplayRunner(data: Data(Self.script(rows, steps: batch(250)).utf8))
    }
    _ = try ReplayRunner(data: Data(Self.script(rows, steps: batch(249)).utf8))
    // A new rowHeight reloads the table: 100 of a million rows of a cycle of heights took 10 s
    // (debug build), uncounted. Each counts 1,000,000 rows, 1 section and 256 cells: 1,256,100.
    let cycle =
      #"{"type":"TableView","id":"t","frame":[0,0,390,844],"rows":1000000,"heights":{"cycle":[10,20]}}"#
    let heights = { (count: Int) in
      (0..<count).map {
        #"{"at":\#(Double($0 + 1) / 1000),"set":{"view":"t","property":"rowHeight","value":\#(30 + $0)}}"#
      }
      .joined(separator: ",")
    }
    #expect(throws: SceneError(path: "$.steps[199]", CommandLineSweep44Tests.workMessage)) {
      _ = try ReplayRunner(data: Data(Self.script(cycle, steps: heights(200)).utf8))
    }
    _ = try ReplayRunner(data: Data(Self.script(cycle, steps: heights(199)).utf8))
  }

  @Test func diffWritesHugeAndNegativeZeroTimesShort() throws {
    // Times were written with %.3f: a call at 1e308 s took 313 characters, one at -5e-324 s read
    // "-0.000 s", and `--tolerance 0x10` was read as 16 pt (ArgumentParser reads Double(_:)).
    let end =
      #"{"t":1.000,"kind":"end","views":{"sv":{"contentOffset":[0.0,0.0],"contentSize":[390.0,3000.0],"adjustedContentInset":[0.0,0.0,0.0,0.0],"zoomScale":1.0,"isTracking":false,"isDragging":false,"isDecelerating":false}}}"#
    let call = { (time: String) in
      #"{"t":\#(time),"kind":"delegate","view":"sv","method":"scrollViewWillBeginDragging"}"# + "\n" + end
        + "\n"
    }
    let folder = try CLI.folder("sweep58-diff")
    try CLI.write(call("0.208"), "a.jsonl", in: folder)
    try CLI.write(call("1e308"), "b.jsonl", in: folder)
    try CLI.write(call("-5e-324"), "c.jsonl", in: folder)
    let huge = try CLI.inertia(["diff", "a.jsonl", "b.jsonl"], in: folder)
    #expect(huge.status == 1)
    #expect(
      huge.output.split(separator: "\n").dropFirst().first
        == "first divergence: 0.208 s: sv: calls: call 1 scrollViewWillBeginDragging at 0.208 s vs 1e+308 s")
    let zero = try CLI.inertia(["diff", "a.jsonl", "c.jsonl"], in: folder)
    #expect(zero.status == 1)
    #expect(
      zero.output.split(separator: "\n").dropFirst().first
        == "first divergence: 0.000 s: sv: calls: call 1 scrollViewWillBeginDragging at 0.208 s vs 0.000 s")
    for tolerance in ["0x10", "inf", "nan", "1_0"] {
      let run = try CLI.inertia(["diff", "a.jsonl", "a.jsonl", "--tolerance", tolerance], in: folder)
      #expect(run.status == 2, "\(tolerance)")
      #expect(
        run.error
          == "inertia: The value '\(tolerance)' is invalid for '--tolerance <tolerance>' (see inertia --help)\n"
      )
    }
    let decimal = try CLI.inertia(["diff", "a.jsonl", "a.jsonl", "--tolerance", "1e1"], in: folder)
    #expect(decimal.status == 0)
    #expect(decimal.output.hasPrefix("a.jsonl and a.jsonl match within 10.0 pt\n"))
  }

  @Test func aCollectionViewLaidOutAgainCountsItsItemsInTheFrameWorkBudget() throws {
    // A collection view's layout worked every section and item out again at each new width or
    // reload, uncounted: 100 new widths (or reloads at 100 frames) of 100,000 sections of 10
    // items took 34 s of CPU in a debug build, and a script may have 100,000 such steps.
    let small = #"{"type": "CollectionView", "id": "c", "frame": [0, 0, 390, 844], "items": 100}"#
    let sweep52 = CommandLineSweep52Tests.self
    let script = Data(
      sweep52.script(root: small, steps: sweep52.widths(of: "c", count: 20), until: 0.03).utf8)
    let runner = try ReplayRunner(data: script)
    let before = runner.scene.window.layoutWork
    _ = try runner.run()
    // Each new width rebuilds the flow layout once: one section and its 100 items.
    #expect(runner.scene.window.layoutWork.since(before).listItemsRemeasured == 20 * 101)
    let sections = Array(repeating: #"{"items": 10}"#, count: 100_000).joined(separator: ",")
    let large =
      #"{"type": "CollectionView", "id": "c", "frame": [0, 0, 390, 844], "sections": [\#(sections)]}"#
    let limited = try ReplayRunner(
      data: Data(sweep52.script(root: large, steps: sweep52.widths(of: "c", count: 100), until: 0.2).utf8))
    var frames = 0
    limited.onFrame = { _ in frames += 1 }
    #expect(throws: SceneError(path: "$", ReplayLimits.frameWorkMessage)) { _ = try limited.run() }
    // 1,100,000 at 5 each: the tenth new width passes 50,000,000.
    #expect(frames == 10)
    // Reloads count the same (a compositional layout's too).
    let reloads = (0..<100).map {
      #"{"at": \#(Double($0 + 1) * 0.001), "call": {"view": "c", "method": "reloadData"}}"#
    }
    let compositional = large.replacingOccurrences(
      of: #""frame""#,
      with: #""layout": {"type": "list"}, "frame""#)
    for root in [large, compositional] {
      let reloading = try ReplayRunner(
        data: Data(sweep52.script(root: root, steps: reloads, until: 0.2).utf8))
      #expect(throws: SceneError(path: "$", ReplayLimits.frameWorkMessage)) { _ = try reloading.run() }
    }
  }
}
