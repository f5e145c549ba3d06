import Foundation
import Testing

@testable import Inertia

/// Texture collection nodes in replay scenes (docs/scenes.md, "Texture collection nodes"): items
/// sized by their cell specs in a flow layout, interface states after the scroll's delegate line,
/// batch fetching that inserts items, and one-line errors.
@MainActor
@Suite struct CollectionNodeSceneTests {
  /// A 100 x 100 square and a 120-wide card (a 60-pt block over a 15-pt text line: 60 + 18).
  static let cells = """
    [{"node": {"id": "a", "backgroundColor": "#FF9500", "style": {"width": 100, "height": 100}}},
     {"stack": {"direction": "vertical", "children": [
       {"node": {"id": "b", "style": {"width": 120, "height": 60}}},
       {"node": {"id": "t", "text": "Hi", "fontSize": 15}}]}}]
    """

  private func script(_ keys: String, height: Double = 400, steps: String = "[]", until: Double = 1.5)
    -> String
  {
    """
    {"frameRate": 60, "until": \(until),
     "scene": {"window": {"size": [390, 844]}, "root": {"type": "CollectionNode", "id": "grid",
       "frame": [0, 0, 390, \(height)], "contentInsetAdjustmentBehavior": "never", "cells": \(Self.cells), \(keys)}},
     "steps": \(steps)}
    """
  }

  private func run(_ json: String) throws -> (ReplayRunner, [[String: Any]]) {
    let runner = try ReplayRunner(data: Data(json.utf8))
    let trace = try runner.run()
    let lines = try trace.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    return (runner, lines)
  }

  private func method(_ line: [String: Any]) -> String { line["method"] as? String ?? "" }

  @Test func itemsTakeTheirSpecsSizesAndFlowInLines() throws {
    let (runner, _) = try run(script(#""items": 7"#, until: 0.1))
    let grid = try #require(runner.scene.views["grid"] as? SceneNodeCollectionView)
    func frame(_ item: Int) -> CGRect? { grid.cellForItem(at: IndexPath(item: item, section: 0))?.frame }
    // Line 0: 100 + 120 + 100 = 320 of 390, spread to both edges (35-pt gaps); the 78-pt card is
    // centred on the 100-pt line. Line 1 starts 110 down.
    #expect(frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame(1) == CGRect(x: 135, y: 11, width: 120, height: 78))
    #expect(frame(2) == CGRect(x: 290, y: 0, width: 100, height: 100))
    #expect(frame(3) == CGRect(x: 0, y: 121, width: 120, height: 78))
    // The last line (items 6 alone) starts at the leading edge.
    #expect(frame(6) == CGRect(x: 0, y: 220, width: 100, height: 100))
    #expect(grid.contentSize == CGSize(width: 390, height: 320))
  }

  @Test func interfaceStatesFollowTheScrollsDelegateLine() throws {
    let steps = #"[{"at": 0.2, "call": {"view": "grid", "method": "setContentOffset", "x": 0, "y": 200}}]"#
    let (_, lines) = try run(script(#""items": 30"#, steps: steps, until: 0.5))
    let scroll = try #require(lines.firstIndex { method($0) == "scrollViewDidScroll" })
    // The first layout's lines come first, at 0; item 0 (0...100) is visible, displayed, preloaded.
    let first = lines.prefix { $0["t"] as? Double == 0 && $0["kind"] as? String == "delegate" }
    #expect(
      first.prefix(3).map(method) == ["didEnterPreloadState", "didEnterDisplayState", "didEnterVisibleState"])
    #expect(first.first?["view"] as? String == "grid[0,0]")
    #expect((first.first?["indexPath"] as? [Int]) == [0, 0])
    // At y = 200 items 0-2 leave the visible rect (line 0 ends at 100); their lines follow the
    // scroll's line, none precede it at that time.
    let before = lines[..<scroll].filter { $0["t"] as? Double == 0.2 }
    #expect(before.isEmpty)
    let after = lines[(scroll + 1)...].prefix { $0["kind"] as? String == "delegate" }
    #expect(after.contains { $0["view"] as? String == "grid[0,0]" && method($0) == "didExitVisibleState" })
    #expect(after.allSatisfy { ($0["view"] as? String)?.hasPrefix("grid[0,") == true })
  }

  @Test func aFetchInsertsItemsAtTheEnd() throws {
    // 12 items make 4 lines (430 pt) in a 400-pt view: within one leading screen at once.
    let keys =
      #""items": 12, "leadingScreensForBatching": 1, "batchFetching": {"batchSize": 6, "maxItems": 24, "delay": 0.3}"#
    let (runner, lines) = try run(script(keys, until: 1))
    let batches = lines.filter { $0["view"] as? String == "grid" && method($0).contains("Batch") }.map {
      "\(method($0)) \($0["itemCount"] as? Int ?? -1) @\($0["t"] as? Double ?? -1)"
    }
    #expect(
      batches == [
        "willBeginBatchFetchWith 12 @0.0", "completeBatchFetching 18 @0.3", "willBeginBatchFetchWith 18 @0.3",
        "completeBatchFetching 24 @0.6",
      ])
    let grid = try #require(runner.scene.views["grid"] as? SceneNodeCollectionView)
    #expect(grid.numberOfItems(inSection: 0) == 24)
    #expect(abs(grid.contentSize.height - (8 * 100 + 7 * 10)) < 1e-6)
    let end = try #require((lines.last?["views"] as? [String: Any])?["grid"] as? [String: Any])
    #expect(end["visibleItems"] != nil && end["selectedItems"] != nil)
  }

  @Test func aHorizontalNodeFetchesAlongItsWidth() throws {
    let keys =
      #""items": 10, "layout": {"scrollDirection": "horizontal"}, "batchFetching": {"batchSize": 10, "delay": 0.1}"#
    let fling = #"[{"at": 0.1, "fling": {"from": [300, 200], "velocity": [-3000, 0], "distance": 150}}]"#
    let (runner, lines) = try run(script(keys, height: 300, steps: fling, until: 2))
    let grid = try #require(runner.scene.views["grid"] as? SceneNodeCollectionView)
    #expect(grid.contentOffset.x > 100 && grid.contentOffset.y == 0)
    #expect(grid.numberOfItems(inSection: 0) > 10)
    #expect(lines.contains { method($0) == "willBeginBatchFetchWith" })
  }

  @Test func aTapSelectsAnItem() throws {
    let tap = """
      [{"at": 0.1, "touch": {"id": 1, "phase": "began", "at": [50, 50]}},
       {"at": 0.15, "touch": {"id": 1, "phase": "ended", "at": [50, 50]}}]
      """
    let (_, lines) = try run(script(#""items": 6"#, steps: tap, until: 0.5))
    #expect(lines.contains { method($0) == "didSelectItemAt" && ($0["indexPath"] as? [Int]) == [0, 0] })
  }

  @Test func theSameScriptGivesTheSameTrace() throws {
    let fling = #"[{"at": 0.1, "fling": {"from": [200, 350], "velocity": [0, -3000], "distance": 150}}]"#
    let json = script(
      #""items": 30, "batchFetching": {"batchSize": 6, "delay": 0.2}"#, steps: fling, until: 2)
    let first = try ReplayRunner(data: Data(json.utf8)).run()
    #expect(try ReplayRunner(data: Data(json.utf8)).run() == first)
  }

  private func errorMessage(_ json: String) -> String? {
    do {
      _ = try ReplayRunner(data: Data(json.utf8)).run()
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func badInputGivesOneLineErrors() {
    let cases: [(String, String, String)] = [
      (#""items": -1"#, "[]", "$.scene.root.items: items must be between 0 and 1000000"),
      (#""items": 5, "layout": {"itemSize": [10, 10]}"#, "[]", "unknown key \"itemSize\""),
      (#""items": 5, "layout": {"type": "grid"}"#, "[]", "layout type must be \"flow\", \"compositional\""),
      (#""items": 5, "layout": {"type": "compositional"}"#, "[]", "layout.sections: missing field"),
      (#""items": 5, "sections": [2, 3]"#, "[]", "takes \"items\" or \"sections\", not both"),
      (#""items": 5, "layout": {"minimumLineSpacing": -1}"#, "[]", "expected a number >= 0"),
      (
        #""items": 5, "batchFetching": {"batchSize": 5, "maxItems": 2}"#, "[]",
        "maxItems must be between items (5)"
      ),
      (
        #""items": 5"#, #"[{"at": 0.1, "call": {"view": "grid", "method": "reloadData"}}]"#,
        "view \"grid\" is a CollectionNode: its items change only by batch fetching"
      ),
      (
        #""items": 5"#, #"[{"at": 0.1, "set": {"view": "grid", "property": "items", "value": 3}}]"#,
        "view \"grid\" is a CollectionNode: its items change only by batch fetching"
      ),
    ]
    for (keys, steps, message) in cases {
      let error = errorMessage(script(keys, steps: steps))
      #expect(error?.contains(message) == true, "\(keys): \(error ?? "no error")")
      #expect(error?.contains("\n") == false)
    }
  }
}
