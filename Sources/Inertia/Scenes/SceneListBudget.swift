import Foundation

extension ReplayLimits {
  /// The most cells the lists of a scene may show at once: the sum over its tables, collection
  /// views and Texture lists of the cells each can show, its rows (items) and two per section
  /// (a header and a footer), at most 256 a table and 1,024 a collection view. A table whose rows
  /// a step changes counts 256. Cells are made for every list in the window, on screen or not, and
  /// every frame line lists each collection view's cells: 2,997 tables of 1 pt rows took 12 s and
  /// 4 GB to build, 1,499 collection views of 119 cells each wrote 7.4 MB frame lines (859 MB of
  /// trace for a fling, 13 s), session 44.
  public static let listCells = 16_384
  /// The most views the cells of a scene's `TableNode`s and `CollectionNode`s may make at once:
  /// the sum over those lists of the cells each can show (as for ``listCells``) times the nodes of
  /// its largest cell spec. Session 44: a `CollectionNode` of 1,024 cells of 999 nodes each took
  /// 3.8 s and 933 MB before its first frame; of 256 nodes, flung, 16 s and 511 MB (64 nodes:
  /// 8 s and 172 MB); a `TableNode` of 256 cells of 1,000 nodes flung 2.6 s and 267 MB.
  public static let listNodeViews = 131_072
}

/// What one list of a scene may show: the cells and, for a Texture list, the views they make.
struct SceneListShare {
  /// The cells the list can show now (its rows or items and their sections' headers and footers,
  /// within its kind's most shown).
  var cells: Int
  /// The most cells a list of its kind shows at once.
  var most: Int
  /// The nodes of its largest cell spec (0 for a UIKit list).
  var nodes: Int
}

extension Scene {
  /// Counts the cells `view` (a list) may show against ``ReplayLimits/listCells`` and
  /// ``ReplayLimits/listNodeViews``; nothing for another view.
  func countList(_ view: View, at node: SceneNode) throws {
    guard let share = listShare(of: view) else { return }
    listShares[ObjectIdentifier(view)] = share
    try addListCells(share.cells, nodes: share.nodes, at: node.path)
  }

  /// Counts a table that a step changes (at `path`) as showing all it may.
  func countChangedTable(_ table: TableView, at path: String) throws {
    guard var share = listShares[ObjectIdentifier(table)], share.cells < share.most else { return }
    let added = share.most - share.cells
    share.cells = share.most
    listShares[ObjectIdentifier(table)] = share
    try addListCells(added, nodes: 0, at: path)
  }

  private func addListCells(_ cells: Int, nodes: Int, at path: String) throws {
    listCells += cells
    guard listCells <= ReplayLimits.listCells else {
      throw SceneError(
        path: path,
        "the scene's lists may show more than \(ReplayLimits.listCells) cells at once (the sum over lists of their rows or items and section headers and footers, at most \(TableView.maximumVisibleCells) a table and \(CollectionView.maximumVisibleElements) a collection view)"
      )
    }
    listNodeViews += cells * nodes
    guard listNodeViews <= ReplayLimits.listNodeViews else {
      throw SceneError(
        path: path,
        "the cells of the scene's TableNodes and CollectionNodes may make more than \(ReplayLimits.listNodeViews) views at once (the cells each can show times the nodes of its largest cell spec)"
      )
    }
  }

  private func listShare(of view: View) -> SceneListShare? {
    if let table = view as? SceneNodeTableView {
      return nodeShare(table.list, most: TableView.maximumVisibleCells)
    }
    if let collection = view as? SceneNodeCollectionView {
      return nodeShare(collection.list, most: CollectionView.maximumVisibleElements)
    }
    if let table = view as? TableView, let model = tableModels[ObjectIdentifier(table)] {
      let rows = model.sections.reduce(0) { $0 + $1.count }
      return share(rows, sections: model.sections.count, most: TableView.maximumVisibleCells, nodes: 0)
    }
    if let collection = view as? CollectionView, let model = collectionModels[ObjectIdentifier(collection)] {
      let items = model.sections.reduce(0) { $0 + $1.count }
      return share(
        items, sections: model.sections.count, most: CollectionView.maximumVisibleElements, nodes: 0)
    }
    return nil
  }

  /// A Texture list's share: the rows it has or may fetch.
  private func nodeShare(_ list: SceneNodeList, most: Int) -> SceneListShare {
    let rows = max(list.rowCount, list.batching?.maxItems ?? 0)
    let nodes = list.templates.map(\.parts.count).max() ?? 1
    return share(rows, sections: list.rows.sections.count, most: most, nodes: max(nodes, 1))
  }

  private func share(_ rows: Int, sections: Int, most: Int, nodes: Int) -> SceneListShare {
    let (sum, overflow) = rows.addingReportingOverflow(2 * min(sections, most))
    return SceneListShare(cells: overflow ? most : min(most, sum), most: most, nodes: nodes)
  }
}

extension ReplayRunner {
  /// Counts a "set" of a table's `rows`, `sections` or `heights` (a step or an animate change)
  /// as making the table show all it may (``Scene/countChangedTable(_:at:)``).
  func countTableChange(_ view: View, property: String, step: ReplayScript.Step) throws {
    guard let table = view as? TableView, !(view is SceneNodeTableView),
      ["rows", "sections", "heights"].contains(property)
    else { return }
    try scene.countChangedTable(table, at: step.path)
  }
}

extension TableCall {
  /// Whether the call may add rows or sections to its table.
  var addsRows: Bool {
    switch self {
    case .insertRows, .insertSections, .performBatchUpdates: true
    default: false
    }
  }
}
