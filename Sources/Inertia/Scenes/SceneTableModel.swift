import Foundation

/// The rows of a table described in a scene ("rows" and "rowHeight", or "sections" of row
/// heights); it is the table's data source and answers row heights for the replay's delegate.
///
/// See also: ``SceneBuilder``, ``TableView``.
@MainActor
final class SceneTableModel: TableViewDataSource {
  /// Row heights per section.
  var sections: [[CGFloat]]
  static let reuseIdentifier = "SceneCell"

  init(sections: [[CGFloat]]) { self.sections = sections }

  /// Reads "rows"/"rowHeight" or "sections" from a table's scene node.
  static func parse(_ node: SceneNode, defaultHeight: CGFloat) throws -> SceneTableModel? {
    var height = defaultHeight
    if let heightNode = node["rowHeight"] {
      let value = try heightNode.number()
      guard value > 0 else { throw heightNode.error("rowHeight must be > 0") }
      height = CGFloat(value)
    }
    if let sectionsNode = node["sections"] {
      let sections = try sectionsNode.array().map { section in
        try section.array().map { CGFloat(try $0.nonNegative()) }
      }
      return SceneTableModel(sections: sections)
    }
    if let rowsNode = node["rows"] {
      let rows = try rowsNode.integer()
      guard rows >= 0, rows <= 1_000_000 else { throw rowsNode.error("rows must be between 0 and 1000000") }
      return SceneTableModel(sections: [Array(repeating: height, count: rows)])
    }
    return nil
  }

  func height(at indexPath: IndexPath) -> CGFloat? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section][indexPath.row]
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].count : 0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    cell.textLabel.text =
      indexPath.section == 0 ? "Row \(indexPath.row + 1)" : "\(indexPath.section).\(indexPath.row + 1)"
    return cell
  }
}
