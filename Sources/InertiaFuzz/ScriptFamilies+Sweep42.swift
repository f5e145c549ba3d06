import Foundation
import Inertia

/// Session 42's families for ``CommandLineFuzzer``: collection views of many sections whose
/// layout entry is reused (lists of tiny rows, orthogonal rows of tiny groups, groups of
/// thousands of tiny items), and Texture lists fetching large batches over wide ranges.
extension ScriptFamilies {
  /// A collection view (or node) of up to 100,000 sections sharing one compositional entry.
  static func manySections(_ random: inout SeededGenerator) -> JSONValue {
    let sectionCount = random.pick([100, 1_000, 10_000, 100_000])
    let items = random.pick([0, 1, 10])
    let height = random.pick(["1e-300", "1e-9", "0.01", "1", "44"])
    let item = #"{"size":{"width":{"fractionalWidth":1},"height":{"absolute":\#(height)}}}"#
    let behaviors = ["none", "continuous", "groupPaging", "groupPagingCentered", "paging"]
    let group =
      #"{"direction":"vertical","size":{"width":{"fractionalWidth":\#(random.pick([0.5, 1, 100]))},"height":{"absolute":\#(random.pick(["1e-300", "1", "100"]))}},"items":[\#(item)]}"#
    let header =
      random.chance(0.5)
      ? #","header":{"height":{"absolute":\#(random.pick([0, 28]))},"pinToVisibleBounds":true}"# : ""
    let layout =
      random.chance(0.4)
      ? #"{"type":"list","headerMode":"\#(random.chance(0.5) ? "supplementary" : "none")","appearance":"\#(random.pick(["plain", "grouped", "insetGrouped"]))","itemHeight":\#(height)}"#
      : #"{"type":"compositional","sections":[{"group":\#(group),"orthogonalScrollingBehavior":"\#(random.pick(behaviors))"\#(header)}]}"#
    let node = random.chance(0.3)
    let sections =
      node
      ? Array(repeating: String(items), count: min(sectionCount, 1_000)).joined(separator: ",")
      : Array(repeating: #"{"items":\#(items)}"#, count: sectionCount).joined(separator: ",")
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "\(node ? "CollectionNode" : "CollectionView")", "id": "c",
        "frame": [0, 0, 390, 844], "sections": [\(sections)], "layout": \(layout)}}
      """
    return script(scene, gestures(&random, count: 3, until: 1))
  }

  /// A TableNode or CollectionNode fetching batches of up to 10,000 rows of 1 pt at once, with
  /// ranges up to 1,000 screens.
  static func largeBatches(_ random: inout SeededGenerator) -> JSONValue {
    let screens = random.pick([1, 100, 1000])
    let table = random.chance(0.5)
    let style = table ? #"{"height":1}"# : #"{"height":1,"width":\#(random.pick([1, 390]))}"#
    let layout = table ? "" : #","layout":{"minimumLineSpacing":0,"minimumInteritemSpacing":0}"#
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "\(table ? "TableNode" : "CollectionNode")", "id": "t",
        "frame": [0, 0, 390, 844], "\(table ? "rows" : "items")": 10,
        "tuningParameters": {"display": [\(screens), \(screens)], "preload": [\(screens), \(screens)]},
        "batchFetching": {"batchSize": \(random.pick([100, 10_000])), "maxItems": \(random.pick([100_000, 1_000_000])), "delay": 0},
        "leadingScreensForBatching": \(random.pick([2, 1000])), "cell": {"node": {"id": "n", "style": \(style)}}\(layout)}}
      """
    return script(scene, gestures(&random, count: 2, until: 1))
  }
}
