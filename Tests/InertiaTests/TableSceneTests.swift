import Foundation
import Testing

@testable import Inertia

/// Tables in replay scenes: the new section, height and self-sizing keys, table calls, and the
/// end line's visible rows.
@MainActor
@Suite struct TableSceneTests {
  private func endLine(_ json: String) throws -> [String: Any] {
    let trace = try ReplayRunner(data: Data(json.utf8)).run()
    let last = try #require(trace.split(separator: "\n").last)
    let object = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
    let views = try #require(object?["views"] as? [String: Any])
    return try #require(views["list"] as? [String: Any])
  }

  private func script(_ table: String, steps: String = "[]", until: Double = 1) -> String {
    """
    {"frameRate": 60, "until": \(until),
     "scene": {"root": {"type": "TableView", "id": "list", "frame": [0, 0, 390, 400],
       "contentInsetAdjustmentBehavior": "never", \(table)}},
     "steps": \(steps)}
    """
  }

  @Test func theEndLineListsVisibleRowsAndOldFormsKeepTheirSizes() throws {
    let end = try endLine(script(#""rows": 100, "rowHeight": 50"#))
    #expect((end["contentSize"] as? [Double]) == [390, 5000])
    #expect((end["visibleRows"] as? [[Int]]) == (0..<8).map { [0, $0] })
    let sections = try endLine(script(#""sections": [[100, 100], [300]]"#))
    #expect((sections["contentSize"] as? [Double]) == [390, 500])
  }

  @Test func sectionObjectsHeadersAndHeightRules() throws {
    let end = try endLine(
      script(
        #""sections": [{"rows": 4, "heights": {"cycle": [10, 30]}, "header": "A"}, {"heights": [50, 50]}], "headers": ["A", "B"], "tableHeaderHeight": 20"#
      ))
    // 20 (table header) + 28 + 80 + 28 + 100.
    #expect((end["contentSize"] as? [Double]) == [390, 256])
  }

  @Test func batchUpdatesFromStepsKeepTheOffset() throws {
    let steps = """
      [{"at": 0.1, "call": {"view": "list", "method": "setContentOffset", "x": 0, "y": 1000}},
       {"at": 0.2, "call": {"view": "list", "method": "performBatchUpdates", "animated": true, "updates": [
         {"method": "deleteRows", "indexPaths": [[0, 0], [0, 1]]},
         {"method": "insertRows", "indexPaths": [[0, 0]], "height": 100}]}}]
      """
    let end = try endLine(script(#""rows": 100, "rowHeight": 50"#, steps: steps))
    #expect((end["contentOffset"] as? [Double]) == [0, 1000])
    #expect((end["contentSize"] as? [Double]) == [390, 5000])
  }

  @Test func selfSizingScenesSettleOnTheRealHeights() throws {
    let steps =
      #"[{"at": 0.1, "call": {"view": "list", "method": "scrollToRow", "indexPath": [0, 50], "position": "top"}}]"#
    let end = try endLine(script(#""rows": 200, "rowHeight": 80, "estimatedRowHeight": 44"#, steps: steps))
    let size = try #require(end["contentSize"] as? [Double])
    // Rows shown so far are measured at 80; the rest still count 44.
    #expect(size[1] > 200 * 44 && size[1] < 200 * 80)
    #expect((end["visibleRows"] as? [[Int]])?.first?.count == 2)
  }

  @Test func badTableCallsFailWithAPath() {
    let steps = #"[{"at": 0.1, "call": {"view": "list", "method": "moveRow", "from": [0], "to": [0, 1]}}]"#
    #expect(throws: SceneError.self) {
      try ReplayRunner(data: Data(script(#""rows": 3"#, steps: steps).utf8))
    }
  }
}
