import Foundation

extension SceneNodeList {
  /// The most rows a list may have, at the start or after its fetches.
  nonisolated static let maximumRows = ReplayLimits.tableNodeRows
  /// The most rows one batch may add.
  nonisolated static let maximumBatchSize = ReplayLimits.tableNodeBatchSize

  /// Builds the table of a "TableNode" scene node: its cells ("cell" or "cells"), "rows",
  /// "leadingScreensForBatching", "batchFetching" and "tuningParameters" (docs/scenes.md).
  static func makeTable(_ node: SceneNode, clock: FrameClock) throws -> SceneNodeTableView {
    let list = try makeList(node, type: "TableNode", countKey: "rows", clock: clock)
    let table = SceneNodeTableView(list: list)
    table.dataSource = list
    return table
  }

  /// Builds the collection view of a "CollectionNode" scene node: a flow, compositional or list
  /// layout ("layout"), its cells, "items" or "sections", "leadingScreensForBatching",
  /// "batchFetching" and "tuningParameters".
  static func makeCollection(_ node: SceneNode, clock: FrameClock) throws -> SceneNodeCollectionView {
    let list = try makeList(node, type: "CollectionNode", countKey: "items", clock: clock)
    var layout: CollectionViewLayout = CollectionViewFlowLayout()
    if let layoutNode = node["layout"] {
      let typeNode = try layoutNode.object()["type"]
      switch try typeNode?.string() ?? "flow" {
      case "flow":
        let flow = CollectionViewFlowLayout()
        try flowLayout(layoutNode, flow)
        layout = flow
      case let type where type == "compositional" || type == "list":
        layout = try SceneCompositionalLayout.build(layoutNode, type: type)
      default:
        throw (typeNode ?? layoutNode).error(
          "a CollectionNode's layout type must be \"flow\", \"compositional\" or \"list\"")
      }
    }
    let collection = SceneNodeCollectionView(list: list, layout: layout)
    collection.dataSource = list
    return collection
  }

  private static func makeList(_ node: SceneNode, type: String, countKey: String, clock: FrameClock) throws
    -> SceneNodeList
  {
    guard node["id"] != nil else { throw node.error("a \(type) needs an \"id\" (its trace lines name it)") }
    var counts = [0]
    if let rowsNode = node[countKey] {
      let count = try rowsNode.integer()
      guard (0...maximumRows).contains(count) else {
        throw rowsNode.error("\(countKey) must be between 0 and \(maximumRows)")
      }
      counts = [count]
    }
    if let sectionsNode = node["sections"] {
      guard node[countKey] == nil else {
        throw node.error("a \(type) takes \"\(countKey)\" or \"sections\", not both")
      }
      counts = try sectionCounts(sectionsNode)
    }
    let rowCount = counts.reduce(0, +)
    let rows = SceneTableModel(sections: counts.map { SceneTableModel.Section(count: $0) })
    let list = SceneNodeList(rows: rows, templates: try templates(node, type: type), clock: clock)
    if let leadingNode = node["leadingScreensForBatching"] {
      let value = try leadingNode.number()
      guard (0...1000).contains(value) else {
        throw leadingNode.error("leadingScreensForBatching must be between 0 and 1000")
      }
      list.leadingScreens = CGFloat(value)
    }
    if let batchNode = node["batchFetching"] {
      list.batching = try batching(batchNode, rows: rowCount, countKey: countKey)
    }
    if let tuningNode = node["tuningParameters"] { try tuning(tuningNode, list.rangeController) }
    return list
  }

  /// A "CollectionNode"'s flow layout: its direction, spacings and section inset (item sizes come
  /// from the cell specs).
  private static func flowLayout(_ node: SceneNode, _ layout: CollectionViewFlowLayout) throws {
    try SceneCompositionalLayout.checkKeys(
      node, ["type", "scrollDirection", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset"])
    if let direction = node["scrollDirection"] {
      switch try direction.string() {
      case "vertical": layout.scrollDirection = .vertical
      case "horizontal": layout.scrollDirection = .horizontal
      default: throw direction.error("scrollDirection must be \"vertical\" or \"horizontal\"")
      }
    }
    for key in ["minimumLineSpacing", "minimumInteritemSpacing"] {
      guard let spacingNode = node[key] else { continue }
      let value = try spacingNode.nonNegative()
      guard value <= 100_000 else { throw spacingNode.error("\(key) must be between 0 and 100000") }
      if key == "minimumLineSpacing" {
        layout.minimumLineSpacing = CGFloat(value)
      } else {
        layout.minimumInteritemSpacing = CGFloat(value)
      }
    }
    if let insetNode = node["sectionInset"] {
      let value = try insetNode.insets()
      guard [value.top, value.left, value.bottom, value.right].allSatisfy({ (0...100_000).contains($0) })
      else {
        throw insetNode.error("sectionInset values must be between 0 and 100000")
      }
      layout.sectionInset = value
    }
  }

  /// A TableNode's or CollectionNode's "sections": a list of 1...1000 row (item) counts whose sum
  /// is at most the row limit.
  private static func sectionCounts(_ node: SceneNode) throws -> [Int] {
    let list = try node.array()
    guard (1...1000).contains(list.count) else { throw node.error("sections needs 1 to 1000 row counts") }
    var total = 0
    return try list.map { entry in
      let count = try entry.integer()
      total += max(count, 0)
      guard count >= 0, total <= maximumRows else {
        throw entry.error("section row counts must be >= 0 and total at most \(maximumRows)")
      }
      return count
    }
  }

  private static func templates(_ node: SceneNode, type: String) throws -> [SceneCellTemplate] {
    if node["cell"] != nil && node["cells"] != nil {
      throw node.error("a \(type) takes \"cell\" or \"cells\", not both")
    }
    if let cellNode = node["cell"] { return [try SceneCellTemplate.read(cellNode)] }
    guard let cellsNode = node["cells"] else {
      return [SceneCellTemplate.plain(width: type == "CollectionNode" ? 44 : nil)]
    }
    let items = try cellsNode.array()
    guard (1...SceneCellTemplate.maximumCount).contains(items.count) else {
      throw cellsNode.error("cells needs 1 to \(SceneCellTemplate.maximumCount) layout specs")
    }
    return try items.map(SceneCellTemplate.read)
  }

  private static func batching(_ node: SceneNode, rows: Int, countKey: String) throws -> Batching {
    try SceneCompositionalLayout.checkKeys(node, ["batchSize", "maxItems", "delay"])
    let sizeNode = try node.required("batchSize")
    let size = try sizeNode.integer()
    guard (1...maximumBatchSize).contains(size) else {
      throw sizeNode.error("batchSize must be between 1 and \(maximumBatchSize)")
    }
    var maxItems = maximumRows
    if let maxNode = node["maxItems"] {
      maxItems = try maxNode.integer()
      guard (rows...maximumRows).contains(maxItems) else {
        throw maxNode.error("maxItems must be between \(countKey) (\(rows)) and \(maximumRows)")
      }
    }
    var delay = 0.0
    if let delayNode = node["delay"] {
      delay = try delayNode.nonNegative()
      guard delay <= 3600 else { throw delayNode.error("delay must be between 0 and 3600 seconds") }
    }
    return Batching(batchSize: size, maxItems: maxItems, delay: delay)
  }

  private static func tuning(_ node: SceneNode, _ controller: RangeController) throws {
    try SceneCompositionalLayout.checkKeys(node, ["display", "preload"])
    for (key, type) in [("display", LayoutRangeType.display), ("preload", .preload)] {
      guard let rangeNode = node[key] else { continue }
      let values = try rangeNode.numbers(2)
      guard values.allSatisfy({ (0...1000).contains($0) }) else {
        throw rangeNode.error("screenfuls must be between 0 and 1000")
      }
      controller.setTuningParameters(
        RangeTuningParameters(leadingBufferScreenfuls: values[0], trailingBufferScreenfuls: values[1]),
        for: type)
    }
  }
}
