import Foundation

/// The sections and rows of a table described in a scene; it is the table's data source and
/// gives the replay's delegate the row heights (all at once, so a million rows cost no calls).
///
/// Keys (docs/scenes.md): "rows" + "rowHeight" (one section), "heights" (a list or
/// {"cycle": [...]}) , "sections" (lists of heights, or objects with rows/rowHeight/heights/header/
/// footer/headerHeight/footerHeight), "headers"/"footers" (titles), "estimatedRowHeight"
/// (self-sizing: rows start at the estimate and size to their heights), "sectionIndex",
/// "canMoveRows", "canEditRows" (swipe to delete; default false, so a horizontal drag on a table
/// inside a pager moves the pager), "tableHeaderHeight", "tableFooterHeight".
///
/// See also: ``SceneBuilder``, ``TableView``.
@preconcurrency @MainActor
final class SceneTableModel: TableViewDataSource {
  /// One section: its rows' heights (one height for all, a list, or a repeating cycle) and titles.
  struct Section: Equatable {
    var count: Int
    var uniform: Double = 44
    var list: [Double]?
    var cycle: [Double]?
    var header: String?
    var footer: String?
    var headerHeight: Double?
    var footerHeight: Double?

    func height(_ row: Int) -> Double {
      if let list { return list[row] }
      if let cycle, !cycle.isEmpty { return cycle[row % cycle.count] }
      return uniform
    }

    /// Makes the heights a list so rows can be inserted or removed.
    mutating func materialize() {
      guard list == nil else { return }
      list = (0..<count).map(height)
      cycle = nil
    }
  }

  static let reuseIdentifier = "SceneCell"
  nonisolated static let maximumRows = 1_000_000
  /// The most sections a scene gives a table (`"sections"`, also a "set" step's), as a collection
  /// view's: before sweep 56 a million sections of one row took 6.8 s and 387 MB to build
  /// (debug build), where a million rows in one section take 0.02 s.
  nonisolated static let maximumSections = 100_000
  /// The most titles a table's section index takes: each is a label in the index (a view the
  /// scene's view limit did not count), 16 pt high (52 fit an 844 pt screen; UIKit apps give
  /// about 30). Before sweep 56 `"sectionIndex": true` on a million sections made a million
  /// labels: 12 s and 1.6 GB (debug build).
  nonisolated static let maximumIndexTitles = 1_000
  var sections: [Section]
  var indexTitles: [String]?
  var canMoveRows = false
  var canEditRows = false
  var estimatedRowHeight: Double?

  init(sections: [Section]) { self.sections = sections }

  /// A table's style from its scene node ("style": "plain", "grouped" or "insetGrouped").
  static func style(_ node: SceneNode) throws -> TableView.Style {
    guard let styleNode = node["style"] else { return .plain }
    switch try styleNode.string() {
    case "plain": return .plain
    case "grouped": return .grouped
    case "insetGrouped": return .insetGrouped
    default: throw styleNode.error("style must be \"plain\", \"grouped\" or \"insetGrouped\"")
    }
  }

  /// Reads the rows, sections and table keys from a table's scene node (nil when it has none).
  static func parse(_ node: SceneNode, defaultHeight: CGFloat) throws -> SceneTableModel? {
    var height = defaultHeight > 0 ? Double(defaultHeight) : Double(TableView.defaultRowHeight)
    if let heightNode = node["rowHeight"] { height = try positiveHeight(heightNode, "rowHeight") }
    var sections: [Section]
    if let sectionsNode = node["sections"] {
      var total = 0
      let list = try sectionsNode.array()
      guard list.count <= maximumSections else {
        throw sectionsNode.error("more than \(maximumSections) sections")
      }
      sections = try list.map { sectionNode in
        let section = try parseSection(sectionNode, height: height)
        total += section.count
        guard total <= maximumRows else { throw sectionNode.error("more than \(maximumRows) rows") }
        return section
      }
    } else if node["rows"] != nil || node["heights"] != nil {
      sections = [try parseSection(node, height: height)]
    } else {
      return nil
    }
    try applyTitles(node["headers"], to: &sections) { $0.header = $1 }
    try applyTitles(node["footers"], to: &sections) { $0.footer = $1 }
    let model = SceneTableModel(sections: sections)
    try model.parseTableKeys(node)
    return model
  }

  private static func parseSection(_ node: SceneNode, height: Double) throws -> Section {
    if case .array = node.value {
      let list = try node.array().map { try Self.height($0) }
      guard list.count <= maximumRows else { throw node.error("more than \(maximumRows) rows") }
      return Section(count: list.count, list: list)
    }
    var section = Section(count: 0, uniform: height)
    if let heightNode = node["rowHeight"] { section.uniform = try positiveHeight(heightNode, "rowHeight") }
    if let heightsNode = node["heights"] {
      if case .array = heightsNode.value {
        let list = try heightsNode.array().map { try Self.height($0) }
        guard list.count <= maximumRows else { throw heightsNode.error("more than \(maximumRows) rows") }
        section.list = list
        section.count = list.count
      } else {
        let cycleNode = try heightsNode.required("cycle")
        let cycle = try cycleNode.array().map { try Self.height($0) }
        guard !cycle.isEmpty, cycle.count <= 10_000 else {
          throw cycleNode.error("cycle needs 1 to 10000 heights")
        }
        section.cycle = cycle
      }
    }
    if let rowsNode = node["rows"] {
      let rows = try rowsNode.integer()
      guard rows >= 0, rows <= maximumRows else {
        throw rowsNode.error("rows must be between 0 and \(maximumRows)")
      }
      if let list = section.list, list.count != rows {
        throw rowsNode.error("rows (\(rows)) and heights (\(list.count)) disagree")
      }
      section.count = rows
    }
    // Titles are labels' texts, within their limit (a title of 30 MB took 10.7 s and 673 MB to
    // draw 60 frames before sweep 56).
    section.header = try node["header"].map(SceneProperties.text)
    section.footer = try node["footer"].map(SceneProperties.text)
    section.headerHeight = try node["headerHeight"].map { try Self.height($0) }
    section.footerHeight = try node["footerHeight"].map { try Self.height($0) }
    return section
  }

  /// The tallest row, header, footer or table header a scene may give a table, in points (a
  /// collection view item's limit too): a million rows of it stay finite (session 41's sweep: a
  /// million rows of 1e308 pt overflowed the content height, which the table then ignored).
  static let maximumHeight = 100_000.0

  /// A height of 0...``maximumHeight`` points.
  static func height(_ node: SceneNode) throws -> Double {
    let value = try node.nonNegative()
    guard value <= maximumHeight else { throw node.error("a height must be at most 100000 points") }
    return value
  }

  /// A height > 0 and at most ``maximumHeight`` points, named `name` in the error.
  static func positiveHeight(_ node: SceneNode, _ name: String) throws -> Double {
    let value = try node.number()
    guard value > 0, value <= maximumHeight else {
      throw node.error("\(name) must be > 0 and at most 100000 points")
    }
    return value
  }

  private static func applyTitles(
    _ node: SceneNode?, to sections: inout [Section], _ set: (inout Section, String) -> Void
  ) throws {
    guard let node else { return }
    let titles = try node.array()
    guard titles.count <= sections.count else { throw node.error("more titles than sections") }
    for (index, title) in titles.enumerated() { set(&sections[index], try SceneProperties.text(title)) }
  }

  private func parseTableKeys(_ node: SceneNode) throws {
    if let indexNode = node["sectionIndex"] {
      if case .array = indexNode.value {
        indexTitles = try indexNode.array().map(SceneProperties.text)
      } else if try indexNode.bool() {
        indexTitles = sections.map { String(($0.header ?? "").prefix(1)) }
      }
      guard (indexTitles?.count ?? 0) <= Self.maximumIndexTitles else {
        throw indexNode.error(
          "a section index of more than \(Self.maximumIndexTitles) titles (sectionIndex true takes one a section)"
        )
      }
    }
    canMoveRows = try node["canMoveRows"]?.bool() ?? false
    canEditRows = try node["canEditRows"]?.bool() ?? false
    if let estimateNode = node["estimatedRowHeight"] {
      estimatedRowHeight = try Self.positiveHeight(estimateNode, "estimatedRowHeight")
    }
  }

  /// Sets the table up for this model: self-sizing and the table header and footer views.
  func configure(_ table: TableView, node: SceneNode) throws {
    if let estimatedRowHeight {
      table.estimatedRowHeight = CGFloat(estimatedRowHeight)
      table.rowHeight = TableView.automaticDimension
    }
    if let headerNode = node["tableHeaderHeight"] {
      table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 0, height: try Self.height(headerNode)))
    }
    if let footerNode = node["tableFooterHeight"] {
      table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 0, height: try Self.height(footerNode)))
    }
  }

  /// Takes the rows and titles of another model (a "set" step's new data).
  func replaceData(with other: SceneTableModel) {
    sections = other.sections
    if other.indexTitles != nil { indexTitles = other.indexTitles }
  }

  func height(at indexPath: IndexPath) -> CGFloat? {
    guard sections.indices.contains(indexPath.section), indexPath.row >= 0,
      indexPath.row < sections[indexPath.section].count
    else { return nil }
    return CGFloat(sections[indexPath.section].height(indexPath.row))
  }

  /// Every row height at once: nothing per row when all sections share one height.
  func rowHeights() -> TableRowHeights {
    let total = sections.reduce(0) { $0 + $1.count }
    if let first = sections.first,
      sections.allSatisfy({ $0.list == nil && $0.cycle == nil && $0.uniform == first.uniform })
    {
      return .uniform(first.uniform, count: total)
    }
    var heights: [Double] = []
    heights.reserveCapacity(total)
    for section in sections {
      for row in 0..<section.count { heights.append(section.height(row)) }
    }
    return .variable(heights)
  }

  // MARK: TableViewDataSource

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].count : 0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    cell.textLabel?.text =
      indexPath.section == 0 ? "Row \(indexPath.row + 1)" : "\(indexPath.section).\(indexPath.row + 1)"
    (cell as? SceneTableCell)?.fittingHeight = height(at: indexPath)
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].footer : nil
  }

  func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMoveRows }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    canEditRows || tableView.isEditing
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, height(at: indexPath) != nil else { return }
    removeRow(at: indexPath)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let height = height(at: sourceIndexPath) else { return }
    removeRow(at: sourceIndexPath)
    insertRow(at: destinationIndexPath, height: Double(height))
  }

  // MARK: Editing the data

  func removeRow(at path: IndexPath) {
    guard height(at: path) != nil else { return }
    sections[path.section].materialize()
    sections[path.section].list?.remove(at: path.row)
    sections[path.section].count -= 1
  }

  /// Inserts a row at each of `paths` (index paths after the update, sorted and within the data:
  /// ``TableCallCheck``), each section rebuilt once, so a call costs its rows plus its paths: one
  /// insert at a time moved every later height each time (sweep 58: 10,000 rows inserted at the
  /// top of a million took 5.5 s, twenty such updates in a batch over 100 s, debug build).
  func insertRows(at paths: [IndexPath], height: Double) {
    for (section, rows) in Self.rowsBySection(paths) {
      let count = sections[section].count + rows.count
      if sections[section].list == nil, sections[section].cycle == nil, sections[section].uniform == height {
        sections[section].count = count
        continue
      }
      sections[section].materialize()
      let old = sections[section].list ?? []
      var list: [Double] = []
      list.reserveCapacity(count)
      var (next, taken) = (0, 0)
      for row in 0..<count {
        if next < rows.count, rows[next] == row {
          list.append(height)
          next += 1
        } else {
          list.append(old[taken])
          taken += 1
        }
      }
      sections[section].list = list
      sections[section].count = count
    }
  }

  /// Removes the rows at `paths` (existing rows; repeats count once), each section rebuilt once.
  func removeRows(at paths: Set<IndexPath>) {
    for (section, rows) in Self.rowsBySection(Array(paths)) {
      if sections[section].list == nil, sections[section].cycle == nil {
        sections[section].count -= rows.count
        continue
      }
      sections[section].materialize()
      let old = sections[section].list ?? []
      var list: [Double] = []
      list.reserveCapacity(old.count - rows.count)
      var next = 0
      for (row, height) in old.enumerated() {
        if next < rows.count, rows[next] == row {
          next += 1
        } else {
          list.append(height)
        }
      }
      sections[section].list = list
      sections[section].count = list.count
    }
  }

  /// The rows of `paths` by section, each section's sorted.
  private static func rowsBySection(_ paths: [IndexPath]) -> [(Int, [Int])] {
    var rows: [Int: [Int]] = [:]
    for path in paths { rows[path.section, default: []].append(path.row) }
    return rows.map { ($0.key, $0.value.sorted()) }.sorted { $0.0 < $1.0 }
  }

  func insertRow(at path: IndexPath, height: Double) {
    guard sections.indices.contains(path.section), path.row >= 0, path.row <= sections[path.section].count
    else { return }
    sections[path.section].materialize()
    sections[path.section].list?.insert(height, at: path.row)
    sections[path.section].count += 1
  }
}

/// The cell of scene tables: it sizes to its row's height from the scene (self-sizing rows).
@preconcurrency @MainActor
final class SceneTableCell: TableViewCell {
  var fittingHeight: CGFloat?

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let fittingHeight else { return super.sizeThatFits(size) }
    return CGSize(width: size.width, height: fittingHeight)
  }
}

extension SceneDelegate: TableRowHeightSource {
  func rowHeights(for table: TableView) -> TableRowHeights? {
    scene.tableModels[ObjectIdentifier(table)]?.rowHeights()
  }
}

extension TraceRecorder: TableRowHeightSource {
  func rowHeights(for table: TableView) -> TableRowHeights? {
    scene.builderDelegate.rowHeights(for: table)
  }
}
