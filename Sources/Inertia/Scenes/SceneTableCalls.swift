import Foundation

/// A table method a replay "call" step invokes (docs/scenes.md): batch updates, editing,
/// scrolling to and selecting rows. Index paths are [section, row].
///
/// See also: ``ReplayScript/Call``, `SceneTableModel`.
public indirect enum TableCall: Sendable, Equatable {
  /// insertRows(at:with:); new rows get `height` (default: the section's row height).
  case insertRows([IndexPath], height: CGFloat?)
  /// deleteRows(at:with:).
  case deleteRows([IndexPath])
  /// reloadRows(at:with:).
  case reloadRows([IndexPath])
  /// moveRow(at:to:).
  case moveRow(from: IndexPath, to: IndexPath)
  /// insertSections(_:with:) with `rows` rows each.
  case insertSections([Int], rows: Int)
  /// deleteSections(_:with:).
  case deleteSections([Int])
  /// setEditing(_:animated:).
  case setEditing(Bool)
  /// scrollToRow(at:at:animated:).
  case scrollToRow(IndexPath, TableView.ScrollPosition)
  /// selectRow(at:animated:scrollPosition:) (nil clears the selection).
  case selectRow(IndexPath?, TableView.ScrollPosition)
  /// performBatchUpdates with the listed changes (applied to the data in order).
  case performBatchUpdates([TableCall])

  static let methods: Set<String> = [
    "insertRows", "deleteRows", "reloadRows", "moveRow", "insertSections", "deleteSections", "setEditing",
    "scrollToRow", "selectRow", "performBatchUpdates",
  ]

  /// Parses the body of a call step naming one of ``methods``.
  static func parse(_ method: String, _ body: SceneNode) throws -> TableCall {
    switch method {
    case "insertRows":
      let height = try body["height"].map { CGFloat(try SceneTableModel.height($0)) }
      return .insertRows(try paths(body.required("indexPaths")), height: height)
    case "deleteRows": return .deleteRows(try paths(body.required("indexPaths")))
    case "reloadRows": return .reloadRows(try paths(body.required("indexPaths")))
    case "moveRow": return .moveRow(from: try path(body.required("from")), to: try path(body.required("to")))
    case "insertSections":
      let rowsNode = body["rows"]
      let rows = try rowsNode?.integer() ?? 0
      guard rows >= 0, rows <= SceneTableModel.maximumRows else {
        throw (rowsNode ?? body).error("rows must be between 0 and \(SceneTableModel.maximumRows)")
      }
      return .insertSections(try sections(body.required("sections")), rows: rows)
    case "deleteSections": return .deleteSections(try sections(body.required("sections")))
    case "setEditing": return .setEditing(try body.required("editing").bool())
    case "scrollToRow":
      return .scrollToRow(try path(body.required("indexPath")), try position(body["position"]))
    case "selectRow":
      // An explicit null clears the selection (docs/scenes.md); only a missing key is an error.
      guard case .object(let members) = body.value, members["indexPath"] != nil else {
        _ = try body.required("indexPath")
        return .selectRow(nil, try position(body["position"]))
      }
      let selected: IndexPath? = try body["indexPath"].map { try path($0) }
      return .selectRow(selected, try position(body["position"]))
    default:
      let updatesNode = try body.required("updates")
      let updates = try updatesNode.array()
      guard updates.count <= 1000 else { throw updatesNode.error("at most 1000 updates") }
      return .performBatchUpdates(
        try updates.map { update in
          let nameNode = try update.required("method")
          let name = try nameNode.string()
          guard methods.contains(name), name != "performBatchUpdates", name != "setEditing",
            name != "scrollToRow", name != "selectRow"
          else { throw nameNode.error("\"\(name)\" cannot be part of a batch update") }
          return try parse(name, update)
        })
    }
  }

  private static func path(_ node: SceneNode) throws -> IndexPath {
    let parts = try node.array()
    guard parts.count == 2 else { throw node.error("an index path is [section, row]") }
    let section = try parts[0].integer()
    let row = try parts[1].integer()
    guard section >= 0, row >= 0 else { throw node.error("index paths are not negative") }
    return IndexPath(row: row, section: section)
  }

  private static func paths(_ node: SceneNode) throws -> [IndexPath] {
    let list = try node.array()
    guard list.count <= 10_000 else { throw node.error("at most 10000 index paths") }
    return try list.map(path)
  }

  private static func sections(_ node: SceneNode) throws -> [Int] {
    let list = try node.array()
    guard list.count <= 10_000 else { throw node.error("at most 10000 sections") }
    return try list.map { item in
      let value = try item.integer()
      guard value >= 0 else { throw item.error("sections are not negative") }
      return value
    }
  }

  private static func position(_ node: SceneNode?) throws -> TableView.ScrollPosition {
    guard let node else { return .none }
    switch try node.string() {
    case "none": return TableView.ScrollPosition.none
    case "top": return .top
    case "middle": return .middle
    case "bottom": return .bottom
    default: throw node.error("position must be \"none\", \"top\", \"middle\" or \"bottom\"")
    }
  }
}

extension SceneTableModel {
  /// Applies a call to the data and the table, as an app's controller would.
  func perform(_ call: TableCall, on table: TableView, animated: Bool) {
    let animation: TableRowAnimation = animated ? .automatic : .none
    switch call {
    case .insertRows(let paths, let height):
      // Checked first (TableCallCheck): every path is a place in the data, none twice.
      for (section, rows) in Dictionary(grouping: paths, by: \.section) {
        insertRows(at: rows, height: Double(height ?? CGFloat(sections[section].uniform)))
      }
      table.insertRows(at: paths.sorted(), with: animation)
    case .deleteRows(let paths):
      let rows = Set(paths)
      removeRows(at: rows)
      table.deleteRows(at: Array(rows), with: animation)
    case .reloadRows(let paths):
      table.reloadRows(at: paths.filter { height(at: $0) != nil }, with: animation)
    case .moveRow(let from, let to):
      guard let rowHeight = height(at: from), sections.indices.contains(to.section) else { return }
      removeRow(at: from)
      guard to.row <= sections[to.section].count else {
        insertRow(at: from, height: Double(rowHeight))
        return
      }
      insertRow(at: to, height: Double(rowHeight))
      table.moveRow(at: from, to: to)
    case .insertSections(let indexes, let rows):
      // Checked first (TableCallCheck); the sections are rebuilt once, not moved for each index.
      let inserted = IndexSet(indexes)
      let new = Section(count: rows, uniform: Double(table.rowHeight > 0 ? table.rowHeight : 44))
      var old = sections.makeIterator()
      sections = (0..<(sections.count + inserted.count)).map { inserted.contains($0) ? new : old.next()! }
      table.insertSections(inserted, with: animation)
    case .deleteSections(let indexes):
      let deleted = IndexSet(indexes)
      sections = sections.indices.filter { !deleted.contains($0) }.map { sections[$0] }
      table.deleteSections(deleted, with: animation)
    case .setEditing(let editing): table.setEditing(editing, animated: animated)
    case .scrollToRow(let path, let position): table.scrollToRow(at: path, at: position, animated: animated)
    case .selectRow(let path, let position):
      table.selectRow(at: path, animated: animated, scrollPosition: position)
    case .performBatchUpdates(let updates):
      table.performBatchUpdates {
        for update in updates { self.perform(update, on: table, animated: animated) }
      }
    }
  }
}
