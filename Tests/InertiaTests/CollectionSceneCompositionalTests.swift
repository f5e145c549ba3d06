import Foundation
import Testing

@testable import Inertia

/// Compositional layouts in replay scenes (docs/scenes.md, "Compositional layouts"): placement,
/// orthogonal rows with their own delegate lines, lists, and errors.
@MainActor
@Suite struct CollectionSceneCompositionalTests {
  private func run(_ layout: String, data: String, steps: String = "[]", until: Double = 1) throws
    -> [[String: Any]]
  {
    let json = """
      {"frameRate": 60, "until": \(until),
       "scene": {"window": {"size": [390, 844]}, "root": {"type": "CollectionView", "id": "feed",
         "frame": [0, 0, 390, 844], "contentInsetAdjustmentBehavior": "never", "layout": \(layout), \(data)}},
       "steps": \(steps)}
      """
    let trace = try ReplayRunner(data: Data(json.utf8)).run()
    return try trace.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  private func end(_ lines: [[String: Any]]) throws -> [String: Any] {
    let views = try #require(lines.last?["views"] as? [String: Any])
    return try #require(views["feed"] as? [String: Any])
  }

  private func frames(_ state: [String: Any]) -> [String: [Double]] {
    var result: [String: [Double]] = [:]
    for item in state["visibleItems"] as? [[String: Any]] ?? [] {
      guard let path = item["indexPath"] as? [Int], let frame = item["frame"] as? [Double] else { continue }
      result["\(path[0]),\(path[1])"] = frame
    }
    return result
  }

  static let carousel = """
    {"type": "compositional", "sections": [
      {"group": {"size": {"width": {"fractionalWidth": 0.8}, "height": {"absolute": 200}},
                 "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}},
                            "contentInsets": [0, 5, 0, 5]}]},
       "interGroupSpacing": 10, "contentInsets": [8, 16, 8, 16], "orthogonalScrollingBehavior": "BEHAVIOUR",
       "header": {"height": {"absolute": 40}}},
      {"group": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                 "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
    """

  @Test func aGridSectionPlacesGroupsHeadersAndInsets() throws {
    let layout = """
      {"type": "compositional", "sections": [{"group": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
        "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}, "contentInsets": [5, 5, 5, 5]}]},
        "interGroupSpacing": 10, "contentInsets": [20, 0, 20, 0], "header": {"height": {"absolute": 30}}}]}
      """
    let state = try end(try run(layout, data: #""items": 10"#))
    // Header 30, inset 20, five groups of 100 ten apart, inset 20.
    #expect((state["contentSize"] as? [Double]) == [390, 610])
    let placed = frames(state)
    #expect(placed["0,0"] == [5, 55, 185, 90])
    #expect(placed["0,3"] == [200, 165, 185, 90])
    #expect(placed["0,9"] == [200, 495, 185, 90])
    #expect(placed.count == 10)
  }

  @Test func aGroupPagingRowRestsOneGroupOnWithItsOwnDelegateLines() throws {
    let layout = Self.carousel.replacingOccurrences(of: "BEHAVIOUR", with: "groupPaging")
    let steps = #"[{"at": 0.2, "fling": {"from": [300, 150], "velocity": [-1500, 0], "distance": 120}}]"#
    let lines = try run(layout, data: #""sections": [{"items": 10}, {"items": 40}]"#, steps: steps, until: 3)
    let state = try end(lines)
    // Group pitch 0.8 * 358 + 10 = 296.4: item 1 rests where item 0 began (16 + 5 = 21).
    let item = try #require(frames(state)["0,1"])
    #expect(abs(item[0] - 21) <= 0.5)
    #expect(item[1] == 48)
    #expect((state["contentOffset"] as? [Double]) == [0, 0])
    let row = lines.filter { $0["kind"] as? String == "delegate" && $0["view"] as? String == "feed#0" }
    let methods = row.map { $0["method"] as? String ?? "" }.filter { $0 != "scrollViewDidScroll" }
    #expect(
      methods == [
        "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
      ])
    let target = row.first { $0["method"] as? String == "scrollViewWillEndDragging" }?["targetContentOffset"]
    let x = try #require((target as? [Double])?.first)
    #expect(abs(x - 296.4) <= 0.5)
    // The feed's own delegate hears nothing of the row's scrolling.
    #expect(!lines.contains { $0["kind"] as? String == "delegate" && $0["view"] as? String == "feed" })
  }

  @Test func aVerticalFlingOnARowScrollsTheFeedAndLeavesTheRow() throws {
    let layout = Self.carousel.replacingOccurrences(of: "BEHAVIOUR", with: "groupPagingCentered")
    let steps = #"[{"at": 0.2, "fling": {"from": [200, 200], "velocity": [0, -1500], "distance": 120}}]"#
    let lines = try run(layout, data: #""sections": [{"items": 10}, {"items": 40}]"#, steps: steps, until: 3)
    let state = try end(lines)
    let offset = try #require(state["contentOffset"] as? [Double])
    #expect(offset[1] > 200)
    #expect(
      !lines.contains {
        $0["view"] as? String == "feed#0" && $0["method"] as? String != "scrollViewDidScroll"
      })
    // Centred: the first group starts centred, (390 - 286.4) / 2 = 51.8 from the left (seen in the
    // first frame line, before the feed scrolled the row away).
    let firstLine = try #require(lines.first { $0["kind"] as? String == "frame" })
    let feed = try #require((firstLine["views"] as? [String: Any])?["feed"] as? [String: Any])
    let first = try #require(frames(feed)["0,0"])
    #expect(abs(first[0] - (51.8 + 5)) <= 0.5)
  }

  @Test func rowsOnScreenHaveFrameAndEndEntriesOfTheirOwn() throws {
    let layout = Self.carousel.replacingOccurrences(of: "BEHAVIOUR", with: "groupPaging")
    let steps = #"[{"at": 0.2, "fling": {"from": [300, 150], "velocity": [-1500, 0], "distance": 120}}]"#
    let lines = try run(layout, data: #""sections": [{"items": 10}, {"items": 40}]"#, steps: steps, until: 3)
    let frameLines = lines.filter { $0["kind"] as? String == "frame" }
    let rowStates = frameLines.compactMap { ($0["views"] as? [String: Any])?["feed#0"] as? [String: Any] }
    #expect(rowStates.count == frameLines.count)
    #expect(rowStates.contains { $0["isDragging"] as? Bool == true })
    #expect(rowStates.contains { $0["isDecelerating"] as? Bool == true })
    // The keys of a scroll view's frame-line state.
    #expect(
      rowStates.allSatisfy {
        Set($0.keys) == ["contentOffset", "isTracking", "isDragging", "isDecelerating", "zoomScale"]
      })
    let views = try #require(lines.last?["views"] as? [String: Any])
    let row = try #require(views["feed#0"] as? [String: Any])
    #expect(abs(((row["contentOffset"] as? [Double]) ?? [])[0] - 296.4) <= 0.5)
    let size = try #require(row["contentSize"] as? [Double])
    #expect(abs(size[0] - (16 + 10 * 286.4 + 9 * 10 + 16)) <= 0.01 && size[1] == 216)
    #expect((row["frame"] as? [Double]) == [0, 40, 390, 216])
    #expect(row["isDecelerating"] as? Bool == false)
    #expect(views["feed#1"] == nil)  // A list section has no row.
  }

  @Test func aRowScrolledAwayMidFlingWritesItsEndAndLeavesTheLines() throws {
    let layout = Self.carousel.replacingOccurrences(of: "BEHAVIOUR", with: "continuous")
    let steps = #"""
      [{"at": 0.2, "fling": {"from": [300, 150], "velocity": [-3000, 0], "distance": 120}},
       {"at": 0.3, "fling": {"from": [200, 600], "velocity": [0, -3000], "distance": 200}}]
      """#
    let lines = try run(layout, data: #""sections": [{"items": 10}, {"items": 40}]"#, steps: steps, until: 3)
    let row = lines.filter { $0["view"] as? String == "feed#0" }
    #expect(row.last?["method"] as? String == "scrollViewDidEndDecelerating")
    let end = try #require(
      lines.firstIndex {
        $0["view"] as? String == "feed#0" && $0["method"] as? String == "scrollViewDidEndDecelerating"
      })
    let afterEnd = lines[(end + 1)...].filter { $0["kind"] as? String == "frame" }
    #expect(!afterEnd.isEmpty)
    #expect(afterEnd.allSatisfy { ($0["views"] as? [String: Any])?["feed#0"] == nil })
    #expect((lines.last?["views"] as? [String: Any])?["feed#0"] == nil)
  }

  @Test func aListIsTableLike() throws {
    let layout =
      #"{"type": "list", "appearance": "insetGrouped", "headerMode": "supplementary", "itemHeight": 50}"#
    let state = try end(try run(layout, data: #""sections": [{"items": 3}, {"items": 2}]"#))
    // Section: header 28, inset 35, three rows; next section starts at 28 + 35 + 150 = 213.
    #expect((state["contentSize"] as? [Double]) == [390, 213 + 28 + 35 + 100])
    #expect(frames(state)["0,0"] == [20, 63, 350, 50])
    #expect(frames(state)["1,1"] == [20, 213 + 63 + 50, 350, 50])
  }

  @Test func badDescriptionsGiveOneLineErrorsNamingThePath() {
    let cases: [(String, String)] = [
      (#"{"type": "compositional", "sections": []}"#, "$.scene.root.layout.sections"),
      (
        #"{"type": "compositional", "sections": [{"grop": 1}]}"#,
        #"$.scene.root.layout.sections[0].grop: unknown key "grop""#
      ),
      (
        #"{"type": "compositional", "sections": [{"group": {"size": {"width": {"absolute": 1, "estimated": 2}, "height": {"absolute": 1}}, "items": [{"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}]}}]}"#,
        "$.scene.root.layout.sections[0].group.size.width: a dimension is one of"
      ),
      (
        #"{"type": "compositional", "sections": [{"group": {"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "items": [{"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}]}, "orthogonalScrollingBehavior": "sideways"}]}"#,
        #"unknown value "sideways""#
      ),
      (#"{"type": "grid"}"#, "layout type must be"),
      (#"{"type": "list", "itemHeight": -4}"#, "itemHeight"),
    ]
    for (layout, message) in cases {
      #expect(throws: SceneError.self) { try run(layout, data: #""items": 3"#) }
      do {
        _ = try run(layout, data: #""items": 3"#)
      } catch {
        #expect("\(error)".contains(message), "\(error)")
        #expect(!"\(error)".contains("\n"))
      }
    }
  }
}
