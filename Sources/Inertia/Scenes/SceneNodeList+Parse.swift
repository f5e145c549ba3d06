import Foundation

extension SceneNodeList {
  /// The most rows a list may have, at the start or after its fetches.
  nonisolated static let maximumRows = ReplayLimits.tableNodeRows
  /// The most rows one batch may add.
  nonisolated static let maximumBatchSize = ReplayLimits.tableNodeBatchSize

  /// Builds the table of a "TableNode" scene node: its cells ("cell" or "cells"), "rows",
  /// "leadingScreensForBatching", "batchFetching" and "tuningParameters" (docs/scenes.md).
  static func makeTable(_ node: SceneNode, clock: FrameClock) throws -> SceneNodeTableView {
    guard node["id"] != nil else { throw node.error("a TableNode needs an \"id\" (its trace lines name it)") }
    var rowCount = 0
    if let rowsNode = node["rows"] {
      rowCount = try rowsNode.integer()
      guard (0...maximumRows).contains(rowCount) else {
        throw rowsNode.error("rows must be between 0 and \(maximumRows)")
      }
    }
    let rows = SceneTableModel(sections: [SceneTableModel.Section(count: rowCount)])
    let list = SceneNodeList(rows: rows, templates: try templates(node), clock: clock)
    if let leadingNode = node["leadingScreensForBatching"] {
      let value = try leadingNode.number()
      guard (0...1000).contains(value) else {
        throw leadingNode.error("leadingScreensForBatching must be between 0 and 1000")
      }
      list.leadingScreens = CGFloat(value)
    }
    if let batchNode = node["batchFetching"] { list.batching = try batching(batchNode, rows: rowCount) }
    if let tuningNode = node["tuningParameters"] { try tuning(tuningNode, list.rangeController) }
    let table = SceneNodeTableView(list: list)
    table.dataSource = list
    return table
  }

  private static func templates(_ node: SceneNode) throws -> [SceneCellTemplate] {
    if node["cell"] != nil && node["cells"] != nil {
      throw node.error("a TableNode takes \"cell\" or \"cells\", not both")
    }
    if let cellNode = node["cell"] { return [try SceneCellTemplate.read(cellNode)] }
    guard let cellsNode = node["cells"] else { return [SceneCellTemplate.plain()] }
    let items = try cellsNode.array()
    guard (1...SceneCellTemplate.maximumCount).contains(items.count) else {
      throw cellsNode.error("cells needs 1 to \(SceneCellTemplate.maximumCount) layout specs")
    }
    return try items.map(SceneCellTemplate.read)
  }

  private static func batching(_ node: SceneNode, rows: Int) throws -> Batching {
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
        throw maxNode.error("maxItems must be between rows (\(rows)) and \(maximumRows)")
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
