import Foundation
import Testing

@testable import Inertia

/// Texture collection nodes with several sections and with compositional layouts in replay scenes
/// (docs/scenes.md, "Texture collection nodes"): cells cycling within each section, nodes named by
/// section, items placed by the compositional layout, self-sizing sections taking the specs'
/// heights, and orthogonal rows' items entering the ranges after the row's scroll line.
@MainActor
@Suite struct CollectionNodeLayoutSceneTests {
  /// A 100 x 100 square and a 120-wide card (a 60-pt block over a 15-pt text line: 60 + 18).
  static let cells = CollectionNodeSceneTests.cells

  /// Section 0: a groupPaging row of 0.8-wide groups, 150 tall; section 1: a list of rows whose
  /// heights are estimated (self-sizing).
  static let compositional = """
    {"type": "compositional", "sections": [
      {"group": {"size": {"width": {"fractionalWidth": 0.8}, "height": {"absolute": 150}},
                 "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]},
       "orthogonalScrollingBehavior": "groupPaging"},
      {"group": {"direction": "vertical",
                 "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}},
                 "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}}}]}}]}
    """

  private func script(_ keys: String, steps: String = "[]", until: Double = 0.5) -> String {
    """
    {"frameRate": 60, "until": \(until),
     "scene": {"window": {"size": [390, 844]}, "root": {"type": "CollectionNode", "id": "grid",
       "frame": [0, 0, 390, 400], "contentInsetAdjustmentBehavior": "never", "cells": \(Self.cells), \(keys)}},
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
  private func view(_ line: [String: Any]) -> String { line["view"] as? String ?? "" }

  @Test func sectionsCycleTheirCellsAndNameTheirNodesBySection() throws {
    let (runner, lines) = try run(script(#""sections": [2, 3]"#, until: 0.1))
    let grid = try #require(runner.scene.views["grid"] as? SceneNodeCollectionView)
    func frame(_ section: Int, _ item: Int) -> CGRect? {
      grid.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }
    #expect(grid.numberOfSections == 2)
    // Section 0, one short line (100 + 120) spread across 390; section 1 starts its cycle again
    // (square, card, square: 320 pt, spread with 35-pt gaps) on the line below.
    #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame(0, 1) == CGRect(x: 270, y: 11, width: 120, height: 78))
    #expect(frame(1, 0) == CGRect(x: 0, y: 100, width: 100, height: 100))
    #expect(frame(1, 1) == CGRect(x: 135, y: 111, width: 120, height: 78))
    #expect(frame(1, 2) == CGRect(x: 290, y: 100, width: 100, height: 100))
    let entered = lines.filter { method($0) == "didEnterVisibleState" }
    #expect(entered.map(view) == ["grid[0,0]", "grid[0,1]", "grid[1,0]", "grid[1,1]", "grid[1,2]"])
    #expect(entered.last?["indexPath"] as? [Int] == [1, 2])
  }

  @Test func aBatchFetchOfSectionsGrowsTheLastSection() throws {
    let keys = #""sections": [2, 3], "batchFetching": {"batchSize": 4, "maxItems": 9, "delay": 0.1}"#
    let (runner, lines) = try run(script(keys, until: 0.5))
    let grid = try #require(runner.scene.views["grid"] as? SceneNodeCollectionView)
    #expect(grid.numberOfItems(inSection: 0) == 2)
    #expect(grid.numberOfItems(inSection: 1) == 7)
    let fetches = lines.filter { view($0) == "grid" && method($0).contains("Batch") }
    #expect(fetches.map { $0["itemCount"] as? Int } == [5, 9])
  }

  @Test func aCompositionalLayoutPlacesTheItemsAndSelfSizingRowsTakeTheSpecsHeights() throws {
    let keys = #""sections": [4, 6], "layout": \#(Self.compositional)"#
    let (runner, _) = try run(script(keys, until: 0.1))
    let grid = try #require(runner.scene.views["grid"] as? SceneNodeCollectionView)
    // The row: groups 312 wide (0.8 of 390), 150 tall, the items not sized by their specs.
    #expect(
      grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 312, y: 0, width: 312, height: 150))
    #expect(
      grid.cellForItem(at: IndexPath(item: 0, section: 0))?.bounds.size == CGSize(width: 312, height: 150))
    // The list: rows as wide as the content, as tall as their specs (100, 78, 100, ...).
    func frame(_ item: Int) -> CGRect? { grid.cellForItem(at: IndexPath(item: item, section: 1))?.frame }
    #expect(frame(0) == CGRect(x: 0, y: 150, width: 390, height: 100))
    #expect(frame(1) == CGRect(x: 0, y: 250, width: 390, height: 78))
    #expect(frame(2) == CGRect(x: 0, y: 328, width: 390, height: 100))
    #expect(grid.contentSize == CGSize(width: 390, height: 150 + 3 * 100 + 3 * 78))
  }

  @Test func aRowsItemsEnterTheRangesAfterTheRowsScrollLine() throws {
    // A leftward flick on the row pages it to group 1: item 2 (624...936) comes into view.
    let flick = #"[{"at": 0.1, "fling": {"from": [300, 75], "velocity": [-1500, 0], "distance": 100}}]"#
    let keys = #""sections": [4, 6], "layout": \#(Self.compositional)"#
    let (runner, lines) = try run(script(keys, steps: flick, until: 1.5))
    let grid = try #require(runner.scene.views["grid"] as? SceneNodeCollectionView)
    #expect(grid.indexPathsForVisibleItems.contains(IndexPath(item: 2, section: 0)))
    let visible = try #require(
      lines.firstIndex { view($0) == "grid[0,2]" && method($0) == "didEnterVisibleState" })
    let rowScroll = try #require(
      lines.firstIndex { view($0) == "grid#0" && method($0) == "scrollViewDidScroll" })
    #expect(rowScroll < visible)
    #expect(view(lines[visible - 1]).hasPrefix("grid"))
    let last = try #require(lines.last { view($0) == "grid#0" && method($0) == "scrollViewWillEndDragging" })
    #expect(last["targetContentOffset"] as? [Double] == [312, 0])
  }

  @Test func itemsAddedByAFetchLeaveTheMeasuredRowsTheirHeights() throws {
    let steps = #"[{"at": 0.1, "call": {"view": "grid", "method": "setContentOffset", "x": 0, "y": 300}}]"#
    let keys = #"""
      "sections": [4, 6], "layout": \#(Self.compositional), "leadingScreensForBatching": 0.5,
      "batchFetching": {"batchSize": 4, "maxItems": 14, "delay": 0.1}
      """#
    let (runner, lines) = try run(script(keys, steps: steps, until: 0.5))
    let grid = try #require(runner.scene.views["grid"] as? SceneNodeCollectionView)
    #expect(lines.contains { method($0) == "completeBatchFetching" && $0["itemCount"] as? Int == 14 })
    #expect(grid.numberOfItems(inSection: 1) == 10)
    // Rows measured before the fetch keep their spec heights (not the 44-pt estimate).
    func frame(_ item: Int) -> CGRect? { grid.cellForItem(at: IndexPath(item: item, section: 1))?.frame }
    #expect(frame(2) == CGRect(x: 0, y: 328, width: 390, height: 100))
    #expect(frame(5) == CGRect(x: 0, y: 606, width: 390, height: 78))
    #expect(grid.contentSize == CGSize(width: 390, height: 684 + 100 + 3 * 44))
  }
}
