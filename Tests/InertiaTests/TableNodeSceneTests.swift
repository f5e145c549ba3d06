import Foundation
import Testing

@testable import Inertia

/// Texture list nodes in replay scenes (docs/scenes.md, "Texture list nodes"): batch fetching at
/// the leading-screens distance, interface-state callbacks in Texture's order, bounded memory,
/// and one-line errors for bad input.
@MainActor
@Suite struct TableNodeSceneTests {
  /// A cell exactly 100 pt high.
  static let cell = ##"{"node": {"id": "photo", "backgroundColor": "#FF9500", "style": {"height": 100}}}"##

  private func script(_ keys: String, height: Double = 800, steps: String = "[]", until: Double = 2) -> String
  {
    """
    {"frameRate": 60, "until": \(until),
     "scene": {"window": {"size": [390, 844]}, "root": {"type": "TableNode", "id": "feed",
       "frame": [0, 0, 390, \(height)], "contentInsetAdjustmentBehavior": "never", "cell": \(Self.cell), \(keys)}},
     "steps": \(steps)}
    """
  }

  private func lines(_ json: String) throws -> [[String: Any]] {
    let trace = try ReplayRunner(data: Data(json.utf8)).run()
    return try trace.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  /// Whether a line is a batch fetch's: the table's willBeginBatchFetchWith or completeBatchFetching.
  private func isBatch(_ line: [String: Any]) -> Bool {
    line["kind"] as? String == "delegate" && line["view"] as? String == "feed"
      && ["willBeginBatchFetchWith", "completeBatchFetching"].contains(line["method"] as? String ?? "")
  }

  /// The batch lines as "began|completed itemCount @t".
  private func batches(_ lines: [[String: Any]]) -> [String] {
    lines.filter(isBatch).map {
      let phase = $0["method"] as? String == "willBeginBatchFetchWith" ? "began" : "completed"
      return "\(phase) \($0["itemCount"] as? Int ?? -1) @\($0["t"] as? Double ?? -1)"
    }
  }

  /// The interface-state lines (delegate lines of the nodes "feed[0,row]") as "row method".
  private func states(_ lines: ArraySlice<[String: Any]>) -> [String] {
    lines.filter { ($0["view"] as? String)?.hasPrefix("feed[0,") == true }.map {
      let row = ($0["indexPath"] as? [Int])?.last ?? -1
      #expect($0["view"] as? String == "feed[0,\(row)]")
      return "\(row) \($0["method"] as? String ?? "")"
    }
  }

  private func errorMessage(_ json: String) -> String? {
    do {
      _ = try ReplayRunner(data: Data(json.utf8)).run()
      return nil
    } catch let error as SceneError {
      return "\(error)"
    } catch {
      return "unexpected \(error)"
    }
  }

  @Test func aFetchBeginsOnlyWithinTheLeadingScreensOfTheEnd() throws {
    // 20 rows of 100 in an 800-pt table: a fetch begins once 2000 - 800 - y <= 800, at y >= 400.
    let steps = """
      [{"at": 0.2, "call": {"view": "feed", "method": "setContentOffset", "x": 0, "y": 399}},
       {"at": 0.4, "call": {"view": "feed", "method": "setContentOffset", "x": 0, "y": 401}}]
      """
    let trace = try lines(
      script(
        #""rows": 20, "leadingScreensForBatching": 1, "batchFetching": {"batchSize": 10, "delay": 0.5}"#,
        steps: steps))
    #expect(batches(trace) == ["began 20 @0.4", "completed 30 @0.9"])
    // The fetch begins as the offset changes, before the delegate hears of the scroll.
    let began = try #require(trace.firstIndex(where: isBatch))
    #expect(trace[began + 1]["method"] as? String == "scrollViewDidScroll")
    let end = try #require((trace.last?["views"] as? [String: Any])?["feed"] as? [String: Any])
    #expect((end["contentSize"] as? [Double]) == [390, 3000])
  }

  @Test func aDragFetchesAtItsReleaseNotWhileTheFingerIsDown() throws {
    // 14 rows of 100 in a 400-pt table, default 2 leading screens: a fetch begins once
    // 1400 - 400 - y <= 800, at y >= 200.
    let steps =
      #"[{"at": 0.1, "drag": {"from": [200, 390], "to": [200, 10], "duration": 0.4, "release": "stop"}}]"#
    let trace = try lines(
      script(
        #""rows": 14, "batchFetching": {"batchSize": 10, "delay": 1}"#, height: 400, steps: steps, until: 3))
    let began = try #require(trace.firstIndex(where: isBatch))
    // The offset passes 200 with the finger down; the fetch begins at the release (after the
    // stop's 0.2 s pause), with its target, before the delegate's scrollViewWillEndDragging line.
    let passed = try #require(
      trace.first {
        $0["method"] as? String == "scrollViewDidScroll" && ($0["contentOffset"] as? [Double])?[1] ?? 0 >= 200
      })
    #expect((passed["t"] as? Double ?? 1) < 0.5)
    #expect(trace[began]["t"] as? Double == 0.7)
    #expect(trace[began + 1]["method"] as? String == "scrollViewWillEndDragging")
    let target = try #require(trace[began + 1]["targetContentOffset"] as? [Double])
    #expect(target[1] >= 200 && target[1] <= 400)
    #expect(batches(trace) == ["began 14 @0.7", "completed 24 @1.7"])
  }

  @Test func fetchesRepeatWhileTheContentIsShortAndStopAtMaxItems() throws {
    let trace = try lines(
      script(#""rows": 0, "batchFetching": {"batchSize": 5, "maxItems": 12, "delay": 0.1}"#, until: 1))
    #expect(
      batches(trace) == [
        "began 0 @0.0", "completed 5 @0.1", "began 5 @0.1", "completed 10 @0.2", "began 10 @0.2",
        "completed 12 @0.3",
      ])
  }

  @Test func interfaceStatesFollowTexturesOrder() throws {
    // Four rows show in a 400-pt table; before any drag the ranges are the minimum ones: display
    // 0.25 screens ahead (row 4), preload 0.5 (rows 4 and 5).
    let steps = #"[{"at": 0.5, "call": {"view": "feed", "method": "setContentOffset", "x": 0, "y": 100}}]"#
    let trace = try lines(script(#""rows": 20"#, height: 400, steps: steps, until: 1))
    let first = trace.prefix { $0["t"] as? Double == 0 }
    var expected: [String] = []
    for row in 0..<4 {
      expected += [
        "\(row) didEnterPreloadState", "\(row) didEnterDisplayState", "\(row) didEnterVisibleState",
      ]
    }
    expected += ["4 didEnterPreloadState", "4 didEnterDisplayState", "5 didEnterPreloadState"]
    #expect(states(first) == expected)
    // At y = 100: rows 1-4 visible (4 enters), row 0 only displayed now (trailing 0.25 screens),
    // row 5 displayed, row 6 preloaded; visible rows first, then display, then preload.
    let later = trace.drop { $0["t"] as? Double == 0 }
    #expect(
      states(later) == [
        "4 didEnterVisibleState", "0 didExitVisibleState", "5 didEnterDisplayState", "6 didEnterPreloadState",
      ])
  }

  @Test func tuningParametersSetTheFullRanges() throws {
    // After a drag the full ranges apply: with display [0, 0] and preload [0, 0] only the visible
    // rows stay in any state.
    let steps =
      #"[{"at": 0.1, "drag": {"from": [200, 300], "to": [200, 100], "duration": 0.3, "release": "stop"}}]"#
    let runner = try ReplayRunner(
      data: Data(
        script(
          #""rows": 50, "tuningParameters": {"display": [0, 0], "preload": [0, 0]}"#, height: 400,
          steps: steps
        ).utf8))
    _ = try runner.run()
    let table = try #require(runner.scene.views["feed"] as? SceneNodeTableView)
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(visible.count == 5)
    #expect(table.list.liveNodeCount == visible.count)
  }

  @Test func aMillionRowsKeepNodesOnlyForTheRanges() throws {
    let steps = #"[{"at": 0.1, "fling": {"from": [200, 700], "velocity": [0, -8000], "distance": 200}}]"#
    let runner = try ReplayRunner(data: Data(script(#""rows": 1000000"#, steps: steps, until: 3).utf8))
    _ = try runner.run()
    let table = try #require(runner.scene.views["feed"] as? SceneNodeTableView)
    #expect(table.contentSize.height == 100_000_000)
    #expect(table.contentOffset.y > 3000)
    // Full ranges: 1 + 2.5 + 1.5 screens of 8 rows around the visible ones.
    #expect(table.list.liveNodeCount > 8 && table.list.liveNodeCount <= 50)
  }

  @Test func theSameScriptGivesTheSameTrace() throws {
    let steps = #"[{"at": 0.1, "fling": {"from": [200, 700], "velocity": [0, -3000], "distance": 150}}]"#
    let json = script(#""rows": 30, "batchFetching": {"batchSize": 10, "delay": 0.2}"#, steps: steps)
    let first = try ReplayRunner(data: Data(json.utf8)).run()
    #expect(first.contains("\"method\":\"willBeginBatchFetchWith\""))
    #expect(try ReplayRunner(data: Data(json.utf8)).run() == first)
  }

  @Test func cellHeightsAreMeasuredAndClamped() throws {
    let json = """
      {"until": 0.1, "scene": {"root": {"type": "TableNode", "id": "feed", "frame": [0, 0, 390, 800],
        "contentInsetAdjustmentBehavior": "never", "rows": 3, "cells": [
          {"inset": {"insets": [10, 10, 10, 10], "child": {"node": {"id": "a", "style": {"height": 30}}}}},
          {"node": {"id": "b", "style": {"height": "inf"}}},
          {"node": {"id": "c", "style": {"height": 0}}}]}}}
      """
    let runner = try ReplayRunner(data: Data(json.utf8))
    _ = try runner.run()
    let table = try #require(runner.scene.views["feed"] as? SceneNodeTableView)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 100_000)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 1)
  }

  @Test func sectionsNameTheirNodesAndFetchesGrowTheLastSection() throws {
    // Sections of 3 and 4 rows of 100 pt in a 400-pt table: rows [0,0]-[0,2] and [1,0] show.
    let keys = #""sections": [3, 4], "batchFetching": {"batchSize": 5, "maxItems": 12, "delay": 0.2}"#
    let runner = try ReplayRunner(data: Data(script(keys, height: 400, until: 1).utf8))
    let trace = try runner.run().split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let table = try #require(runner.scene.views["feed"] as? SceneNodeTableView)
    #expect(table.numberOfSections == 2)
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 300, width: 390, height: 100))
    let visibleEntered = trace.filter {
      $0["method"] as? String == "didEnterVisibleState" && $0["t"] as? Double == 0
    }
    #expect(
      visibleEntered.compactMap { $0["view"] as? String } == [
        "feed[0,0]", "feed[0,1]", "feed[0,2]", "feed[1,0]",
      ])
    #expect((visibleEntered.last?["indexPath"] as? [Int]) == [1, 0])
    // 7 rows (700 pt) are within two screens of the end: fetches add 5 rows, then the last 0,
    // to section 1 (itemCount counts every section's rows).
    #expect(batches(trace) == ["began 7 @0.0", "completed 12 @0.2"])
    #expect(table.numberOfRows(inSection: 1) == 9)
    #expect(table.contentSize.height == 1200)
  }

  @Test func badInputGivesOneLineErrors() throws {
    let cases: [(String, String)] = [
      (#""rows": -1"#, "$.scene.root.rows: rows must be between 0 and 1000000"),
      (#""rows": 1e12"#, "$.scene.root.rows: rows must be between 0 and 1000000"),
      (#""rows": 5, "batchFetching": {"batchSize": 0}"#, "batchSize must be between 1 and 10000"),
      (#""rows": 5, "batchFetching": {"batchSize": 1e9}"#, "batchSize must be between 1 and 10000"),
      (#""rows": 5, "batchFetching": {"batchSize": 5, "maxItems": 2}"#, "maxItems must be between rows (5)"),
      (#""rows": 5, "batchFetching": {"batchSize": 5, "delay": -1}"#, "expected a number >= 0"),
      (#""rows": 5, "batchFetching": {"batchSize": 5, "size": 2}"#, "unknown key \"size\""),
      (
        #""rows": 5, "leadingScreensForBatching": -2"#, "leadingScreensForBatching must be between 0 and 1000"
      ),
      (#""rows": 5, "tuningParameters": {"display": [1, -1]}"#, "screenfuls must be between 0 and 1000"),
      (#""rows": 5, "cells": []"#, "cells needs 1 to 100 layout specs"),
    ]
    for (keys, message) in cases {
      let json = script(keys).replacingOccurrences(of: "\"cell\": \(Self.cell), ", with: "")
      let error = try #require(errorMessage(json), "\(keys)")
      #expect(error.contains(message), "\(keys): \(error)")
      #expect(!error.contains("\n"))
    }
    let calls = #"[{"at": 0.1, "call": {"view": "feed", "method": "insertRows", "indexPaths": [[0, 0]]}}]"#
    #expect(
      errorMessage(script(#""rows": 5"#, steps: calls))?.contains("its rows change only by batch fetching")
        == true)
    let anonymous = script(#""rows": 5"#).replacingOccurrences(of: "\"id\": \"feed\",", with: "")
    #expect(errorMessage(anonymous)?.contains("a TableNode needs an \"id\"") == true)
    #expect(errorMessage(script(#""rows": NaN"#)) != nil)
  }
}
