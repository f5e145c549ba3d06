import Foundation

extension ReplayLimits {
  /// The most sections all of a script's table calls insert together (docs/limits.md).
  public static let insertedSections = 10_000
  /// The most rows and sections all of a script's table calls insert, delete, reload or move
  /// together; a section inserted with N rows counts N + 1.
  public static let tableChanges = 1_000_000
  /// The most rows a "TableNode" has, at the start ("rows") or after its batch fetches
  /// ("maxItems").
  public static let tableNodeRows = 1_000_000
  /// The most rows one batch fetch of a "TableNode" adds ("batchSize").
  public static let tableNodeBatchSize = 10_000
  /// The most cell specs of a "TableNode" ("cells").
  public static let tableNodeCells = 100
  /// The most nodes in one cell spec of a `TableNode` or `CollectionNode` (each shown cell makes
  /// a view of each node).
  public static let cellSpecNodes = 1_000

  /// Adds up what the table calls of `steps` change and throws at the first step over a total.
  static func checkTableTotals(_ steps: [ReplayScript.Step]) throws {
    var sections = 0
    var changes = 0
    for step in steps {
      guard case .call(_, .table(let call, _)) = step.action else { continue }
      add(call, sections: &sections, changes: &changes)
      guard sections <= insertedSections else {
        throw SceneError(
          path: step.path, "the script's table calls insert more than \(insertedSections) sections in all")
      }
      guard changes <= tableChanges else {
        throw SceneError(
          path: step.path,
          "the script's table calls change more than \(tableChanges) rows and sections in all")
      }
    }
  }

  private static func add(_ call: TableCall, sections: inout Int, changes: inout Int) {
    switch call {
    case .insertRows(let paths, _), .deleteRows(let paths), .reloadRows(let paths): changes += paths.count
    case .moveRow: changes += 1
    case .insertSections(let list, let rows):
      sections += list.count
      changes += list.count.multipliedReportingOverflow(by: rows + 1).partialValue
    case .deleteSections(let list): changes += list.count
    case .setEditing, .scrollToRow, .selectRow: changes += 1
    case .performBatchUpdates(let calls):
      changes += 1
      for inner in calls { add(inner, sections: &sections, changes: &changes) }
    }
  }
}
