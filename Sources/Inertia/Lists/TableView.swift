import Foundation

/// A vertically scrolling list of rows in sections, like UITableView: cells come from a data source,
/// are reused as they scroll out of view, and a tap selects a row.
///
/// Only the rows in the visible rect have cells; finding them is a binary search over the row
/// offsets, so the work per frame follows what is on screen, not the number of rows.
///
/// See also: ``TableViewCell``, ``TableViewDataSource``, ``TableViewDelegate``.
@MainActor
open class TableView: ScrollView {
  /// The default row height, 44 pt as in UIKit.
  public static let defaultRowHeight: CGFloat = 44

  /// Creates a table with `frame`. Like UITableView it always bounces vertically.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  /// The delegate; a ``TableViewDelegate`` also gives row heights and hears about selection.
  /// Setting it reloads the table (row heights may change).
  open override weak var delegate: ScrollViewDelegate? {
    didSet { if delegate !== oldValue { reloadData() } }
  }

  /// Supplies the rows and cells. Setting it reloads the table.
  public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
  /// The height of rows when the delegate gives none. Default 44; non-positive values are ignored.
  open var rowHeight: CGFloat = TableView.defaultRowHeight {
    didSet {
      if !(rowHeight.isFinite && rowHeight > 0) { rowHeight = oldValue }
      reloadData()
    }
  }
  /// Whether a tap selects rows. Default true.
  open var allowsSelection = true
  /// Whether several rows can be selected (a tap toggles). Default false.
  open var allowsMultipleSelection = false

  private var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }
  private var registry: [String: TableViewCell.Type] = [:]
  private var reusePool: [String: [TableViewCell]] = [:]
  private var visibleByPath: [IndexPath: TableViewCell] = [:]
  /// Every row in order, with its top and height.
  private var rows: [(path: IndexPath, top: CGFloat, height: CGFloat)] = []
  private var rowIndex: [IndexPath: Int] = [:]
  private var selected: [IndexPath] = []
  private var highlighted: IndexPath?
  private weak var highlightTouch: Touch?

  // MARK: Cells

  /// Registers the class used for new cells with `identifier`.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registry[identifier] = cellClass
  }

  /// A cell for `indexPath`: a reused one with `identifier`, or a new one of the registered class.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let cell = reusePool[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    let type = registry[identifier] ?? TableViewCell.self
    return type.init(reuseIdentifier: identifier)
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [TableViewCell] {
    indexPathsForVisibleRows.compactMap { visibleByPath[$0] }
  }

  /// The index paths of the rows on screen, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath] { visibleByPath.keys.sorted() }

  /// The cell of a visible row.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { visibleByPath[indexPath] }

  /// The number of sections.
  public var numberOfSections: Int { (rows.last?.path.section).map { $0 + 1 } ?? sectionCounts.count }
  private var sectionCounts: [Int] = []

  /// The number of rows in `section` (0 for a section that does not exist).
  public func numberOfRows(inSection section: Int) -> Int {
    sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
  }

  // MARK: Geometry

  /// Reloads every row from the data source and lays the visible ones out again.
  public func reloadData() {
    for path in visibleByPath.keys.sorted() { if let cell = visibleByPath[path] { recycle(cell) } }
    visibleByPath.removeAll()
    rows.removeAll()
    rowIndex.removeAll()
    sectionCounts.removeAll()
    var top: CGFloat = 0
    if let dataSource {
      let sections = max(dataSource.numberOfSections(in: self), 0)
      for section in 0..<sections {
        let count = max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
        sectionCounts.append(count)
        for row in 0..<count {
          let path = IndexPath(row: row, section: section)
          var height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
          if !(height.isFinite && height >= 0) { height = rowHeight }
          rowIndex[path] = rows.count
          rows.append((path, top, height))
          top += height
        }
      }
    }
    selected.removeAll()  // As in UIKit, reloading clears the selection.
    contentSize = CGSize(width: bounds.width, height: top)
    layoutVisibleRows()
  }

  /// The rectangle of a row in the table's content coordinates (zero for an unknown row).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard let index = rowIndex[indexPath] else { return .zero }
    return CGRect(x: 0, y: rows[index].top, width: bounds.width, height: rows[index].height)
  }

  /// The row at `point` (content coordinates), if any.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    guard point.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
    let index = firstRow(endingBelow: point.y)
    guard index < rows.count, rows[index].top <= point.y else { return nil }
    return rows[index].path
  }

  /// The index of the first row whose bottom is below `y` (binary search).
  private func firstRow(endingBelow y: CGFloat) -> Int {
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if rows[middle].top + rows[middle].height <= y { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Scrolls so that a row is visible (at the top, middle or bottom, or the least amount).
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    guard rowIndex[indexPath] != nil else { return }
    let rect = rectForRow(at: indexPath)
    var offset = contentOffset
    switch position {
    case .none:
      scrollRectToVisible(rect, animated: animated)
      return
    case .top: offset.y = rect.minY - adjustedContentInset.top
    case .middle: offset.y = rect.midY - bounds.height / 2
    case .bottom: offset.y = rect.maxY - bounds.height + adjustedContentInset.bottom
    }
    setContentOffset(clamped(offset), animated: animated)
  }

  /// Where a row should end up when scrolled to.
  public enum ScrollPosition: Sendable {
    /// The least scrolling that shows the row.
    case none
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if contentSize.width != bounds.width { contentSize.width = bounds.width }
    layoutVisibleRows()
  }

  open override func scrollViewDidScrollHook() {
    super.scrollViewDidScrollHook()
    layoutVisibleRows()
  }

  /// Gives cells to the rows in the visible rect and recycles the others.
  private func layoutVisibleRows() {
    let visibleTop = bounds.minY
    let visibleBottom = bounds.maxY
    var wanted: [IndexPath] = []
    var index = firstRow(endingBelow: visibleTop)
    while index < rows.count, rows[index].top < visibleBottom {
      if rows[index].height > 0 { wanted.append(rows[index].path) }
      index += 1
    }
    let wantedSet = Set(wanted)
    // In row order, not hash order: which cell is reused for which row must not vary between runs.
    for path in visibleByPath.keys.sorted() where !wantedSet.contains(path) {
      if let cell = visibleByPath.removeValue(forKey: path) { recycle(cell) }
    }
    guard let dataSource else { return }
    for path in wanted where visibleByPath[path] == nil {
      let cell = dataSource.tableView(self, cellForRowAt: path)
      cell.frame = rectForRow(at: path)
      cell.isSelected = selected.contains(path)
      cell.isHighlighted = highlighted == path
      insertSubview(cell, at: 0)
      visibleByPath[path] = cell
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }
  }

  private func recycle(_ cell: TableViewCell) {
    cell.removeFromSuperview()
    if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
  }

  // MARK: Selection

  /// The selected row (the first, with multiple selection).
  public var indexPathForSelectedRow: IndexPath? { selected.sorted().first }
  /// Every selected row, in order.
  public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

  /// Selects a row from code (no delegate calls, as in UIKit), optionally scrolling to it.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath, rowIndex[indexPath] != nil else {
      for path in selected { visibleByPath[path]?.isSelected = false }
      selected.removeAll()
      return
    }
    if !allowsMultipleSelection {
      for path in selected where path != indexPath { visibleByPath[path]?.isSelected = false }
      selected.removeAll { $0 != indexPath }
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    visibleByPath[indexPath]?.isSelected = true
    if scrollPosition != .none || animated {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row from code (no delegate calls).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    visibleByPath[indexPath]?.isSelected = false
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard allowsSelection, highlightTouch == nil, let touch = touches.first,
      let path = indexPathForRow(at: touch.location(in: self))
    else { return }
    highlightTouch = touch
    highlighted = path
    visibleByPath[path]?.isHighlighted = true
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = highlightTouch, touches.contains(touch), let path = highlighted else { return }
    clearHighlight()
    guard indexPathForRow(at: touch.location(in: self)) == path else { return }
    userTapped(path)
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = highlightTouch, touches.contains(touch) else { return }
    clearHighlight()
  }

  private func clearHighlight() {
    if let path = highlighted { visibleByPath[path]?.isHighlighted = false }
    highlighted = nil
    highlightTouch = nil
  }

  private func userTapped(_ path: IndexPath) {
    if allowsMultipleSelection && selected.contains(path) {
      deselectRow(at: path, animated: false)
      tableDelegate?.tableView(self, didDeselectRowAt: path)
      return
    }
    if !allowsMultipleSelection {
      for previous in selected where previous != path {
        deselectRow(at: previous, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: previous)
      }
    }
    if !selected.contains(path) { selected.append(path) }
    visibleByPath[path]?.isSelected = true
    tableDelegate?.tableView(self, didSelectRowAt: path)
  }
}
