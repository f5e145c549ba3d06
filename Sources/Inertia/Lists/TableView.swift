import Foundation
import Logging

/// A vertically scrolling list of rows in sections, like UITableView: cells come from a data source,
/// are reused as they scroll out of view, sections have headers and footers (sticky in the plain
/// style), and a tap selects a row.
///
/// The geometry costs what is on screen: with one row height nothing is stored per row, variable
/// heights live in a prefix-sum tree and estimated heights store only the measured rows; only rows
/// in the visible rect have cells (at most `maximumVisibleCells`).
///
/// See also: ``TableViewCell``, ``TableViewDataSource``, ``TableViewDelegate``.
@preconcurrency @MainActor
open class TableView: ScrollView {
  /// Makes a `TableView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { TableView(frame: frame) }

  /// The default row height, 44 pt as in UIKit.
  package static let defaultRowHeight: CGFloat = 44
  /// The value for heights the table works out itself (self-sizing rows, title-sized headers).
  nonisolated public static let automaticDimension: CGFloat = -1
  /// The most cells a table shows at once, so rows of a fraction of a point cannot make millions.
  package static let maximumVisibleCells = 256
  /// The most rows a table accepts in all its sections; more are ignored with a diagnostic.
  package static let maximumRowCount = 50_000_000
  /// How long batch-update animations last, in seconds (UIKit's row animations).
  package static let updateAnimationDuration = 0.3
  static let tableLog = Logger(label: "Inertia.TableView")

  /// The table's look: plain (sticky headers), grouped or inset grouped.
  public enum Style: Sendable {
    /// Rows edge to edge; section headers and footers float over the rows.
    case plain
    /// Sections separated by gaps; headers scroll with their rows.
    case grouped
    /// Grouped sections inset from the edges with rounded corners.
    case insetGrouped
  }

  /// The style chosen at creation. Default plain.
  public let style: Style

  /// Creates a table with `frame` and `style`. Like UITableView it always bounces vertically.
  public init(frame: CGRect = .zero, style: Style = .plain) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
    installEditingRecognizers()
    installEditMenuRecognizer()
  }

  /// Creates a plain table with `frame`.
  public override convenience init(frame: CGRect = .zero) { self.init(frame: frame, style: .plain) }

  /// The delegate; a ``TableViewDelegate`` also gives heights and hears about display and selection.
  /// Setting it reloads the table at the next layout.
  open override weak var delegate: ScrollViewDelegate? {
    didSet { if delegate !== oldValue && !keepsDataOnDelegateChange { setNeedsReload() } }
  }

  private var keepsDataOnDelegateChange = false

  /// Swaps in a delegate that answers every height as the current one does (the replay's
  /// recorder forwarding to the scene), without reloading.
  func replaceDelegateKeepingData(_ newDelegate: TableViewDelegate) {
    keepsDataOnDelegateChange = true
    delegate = newDelegate
    keepsDataOnDelegateChange = false
  }

  /// Supplies the sections, rows and cells. Setting it reloads the table at the next layout.
  open weak var dataSource: TableViewDataSource? { didSet { setNeedsReload() } }
  /// Hears about rows that are about to appear. Default nil.
  public weak var prefetchDataSource: TableViewDataSourcePrefetching?
  /// The context menu showing on a row (after a long press its delegate answered), or nil.
  package internal(set) var contextMenu: ContextMenuPresentation?
  /// The height of rows when the delegate gives none. Default 44; ``automaticDimension`` with an
  /// ``estimatedRowHeight`` sizes rows from their cells; other non-positive values are ignored.
  open var rowHeight: CGFloat = TableView.defaultRowHeight {
    didSet {
      if !(rowHeight.isFinite && (rowHeight > 0 || rowHeight == Self.automaticDimension)) {
        rowHeight = oldValue
      }
      if rowHeight != oldValue { setNeedsReload() }
    }
  }
  /// The height rows have until their cells are measured (with ``rowHeight`` ==
  /// ``automaticDimension``). Default 0: no estimates.
  open var estimatedRowHeight: CGFloat = 0 {
    didSet {
      if !(estimatedRowHeight.isFinite && estimatedRowHeight >= 0) { estimatedRowHeight = oldValue }
      if estimatedRowHeight != oldValue { setNeedsReload() }
    }
  }
  /// The height of section headers when the delegate gives none. Default ``automaticDimension``:
  /// 28 pt with a title or view in the plain style, 0 without; 38 / 18 pt in grouped styles.
  open var sectionHeaderHeight: CGFloat = TableView.automaticDimension { didSet { setNeedsReload() } }
  /// The height section headers have until measured (UITableView.estimatedSectionHeaderHeight).
  /// Kept: headers here are measured when the table loads, so the estimate changes no frame.
  /// Non-finite or negative values other than ``automaticDimension`` are ignored. Default
  /// ``automaticDimension``.
  open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { if !Self.isEstimate(estimatedSectionHeaderHeight) { estimatedSectionHeaderHeight = oldValue } }
  }
  /// The height section footers have until measured; kept, as ``estimatedSectionHeaderHeight``.
  open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { if !Self.isEstimate(estimatedSectionFooterHeight) { estimatedSectionFooterHeight = oldValue } }
  }
  private static func isEstimate(_ value: CGFloat) -> Bool {
    value == automaticDimension || (value.isFinite && value >= 0)
  }
  /// The height of section footers when the delegate gives none. Default ``automaticDimension``:
  /// 28 pt with a title, 0 without (plain); 38 / 18 pt in grouped styles.
  open var sectionFooterHeight: CGFloat = TableView.automaticDimension { didSet { setNeedsReload() } }
  /// The space above each section header that has a height (UITableView.sectionHeaderTopPadding).
  /// Default ``automaticDimension``, which adds none: the layout before iOS 15, which the table
  /// numbers of the behaviour spec follow. Negative or non-finite values count as automatic.
  open var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension { didSet { setNeedsReload() } }
  /// Whether a tap selects rows. Default true.
  open var allowsSelection = true
  /// Whether several rows can be selected (a tap toggles). Default false.
  open var allowsMultipleSelection = false
  /// Where the separator inset is measured from (recorded: Inertia measures it from the cell's
  /// edges). Default `.fromCellEdges`.
  open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
  /// Whether cell margins follow the readable width (recorded: cells keep 16 pt margins).
  /// Default false.
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Whether cells' content views are inset to the safe area (recorded: content views fill the
  /// cell). Default true.
  open var insetsContentViewsToSafeArea = true
  /// What a separator inset is measured from (UITableView.SeparatorInsetReference).
  public enum SeparatorInsetReference: Int, Sendable {
    /// From the cell's edges.
    case fromCellEdges
    /// From the table's automatic insets.
    case fromAutomaticInsets
  }
  /// Whether a tap selects a row while the table is editing. Default false, as in UIKit.
  open var allowsSelectionDuringEditing = false
  /// Whether taps select several rows while the table is editing (each tap toggles; this alone
  /// lets taps select while editing). Default false.
  open var allowsMultipleSelectionDuringEditing = false
  /// The line between rows. Default single line.
  open var separatorStyle: TableViewCell.SeparatorStyle = .singleLine { didSet { refreshCells() } }
  /// The separator's inset from the cell's edges. Default 16 pt on the left, as in UIKit.
  open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { refreshCells() } }
  /// The separator's colour, optional as UIKit's: nil leaves the separators without a colour
  /// (clear). Default light grey (`systemGray5`).
  open var separatorColor: Color? = .systemGray5 { didSet { refreshCells() } }
  // The header, footer and index settings are read on every frame: their private storage is
  // unchecked for exclusivity as ``geometry`` is, behind checked public accessors.
  @exclusivity(unchecked) private var storedHeaderView: View? {
    didSet { replaceAccessory(oldValue, with: storedHeaderView) }
  }
  @exclusivity(unchecked) private var storedFooterView: View? {
    didSet { replaceAccessory(oldValue, with: storedFooterView) }
  }
  @exclusivity(unchecked) private var storedBackgroundView: View? {
    didSet { replaceBackgroundView(oldValue) }
  }
  @exclusivity(unchecked) private var storedIndexDisplayMode: SectionIndexDisplayMode = .automatic {
    didSet { setNeedsLayout() }
  }
  /// A view above the first section (its frame's height is kept). Default nil.
  open var tableHeaderView: View? {
    get { storedHeaderView }
    set { storedHeaderView = newValue }
  }
  /// A view below the last section (its frame's height is kept). Default nil.
  open var tableFooterView: View? {
    get { storedFooterView }
    set { storedFooterView = newValue }
  }
  /// A view behind every row, header and footer, filling the visible area (it does not scroll
  /// with the content). Default nil.
  open var backgroundView: View? {
    get { storedBackgroundView }
    set { storedBackgroundView = newValue }
  }
  /// Whether rows show editing controls (delete buttons, reorder handles). Default false.
  open var isEditing: Bool {
    get { editingState.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// The delegate as a table delegate; a delegate adopting only the scroll view's protocol (a
  /// proxy between the table and its delegate, as an overlay container's) gives the table
  /// delegate its `forwardingTarget(for:)` names, as Objective-C forwards the table's messages.
  var tableDelegate: TableViewDelegate? {
    guard let delegate else { return nil }
    return delegate as? TableViewDelegate
      ?? ForwardedSelectors.target(
        of: delegate, for: "tableView:heightForRowAtIndexPath:", as: TableViewDelegate.self)
  }
  /// Set by the delegate's default height method, so the table knows heights are uniform.
  var delegateLacksRowHeights = false
  /// Where everything sits. Read many times per row on the per-frame path, so its accesses are not
  /// checked for exclusivity at run time (each check costs more than the read; every access is a
  /// plain read or a mutation of the table's own code on the main actor, none overlapping).
  @exclusivity(unchecked) var geometry = TableGeometry()
  private var needsReload = true
  private var isLayingOutRows = false
  private var registry: [String: TableViewCell.Type] = [:]
  /// Cells waiting for reuse, one pool per identifier (an array searched by identifier: a table
  /// has few, and a dictionary's in-place update allocates its accessor frame on every call).
  private var reusePools: [(identifier: String, cells: [TableViewCell])] = []
  /// The rows with cells, in row order (unchecked for exclusivity as ``geometry`` is).
  @exclusivity(unchecked) var visible: [VisibleRow] = []
  /// The section headers and footers on screen, by section (a header before its footer).
  @exclusivity(unchecked) var sectionViews: [SectionView] = []
  /// Title views the table made for sections that scrolled away, kept for the next ones.
  var spareSectionViews: [TableViewHeaderFooterView] = []
  /// Header and footer view classes registered by reuse identifier.
  var headerFooterRegistry: [String: TableViewHeaderFooterView.Type] = [:]
  /// Registered header and footer views that scrolled away, waiting for reuse.
  var reusableHeaderFooterViews: [TableViewHeaderFooterView] = []
  /// Views the delegate gave for self-sizing headers and footers, by `2 * section (+ 1 for a
  /// footer)`, measured but not yet shown.
  var measuredSectionViews: [Int: View] = [:]
  var selected: [IndexPath] = []
  var highlighted: IndexPath?
  weak var highlightTouch: Touch?
  var editingState = TableEditingState()
  /// Read on every frame; unchecked for exclusivity as ``geometry`` is.
  @exclusivity(unchecked) var prefetchState = TablePrefetchState()
  var updateState = TableUpdateState()
  /// The measuring pass of self-sizing rows, read on every frame (unchecked as ``geometry`` is).
  @exclusivity(unchecked) var sizing = TableSizingState()
  let sectionIndexView = TableSectionIndexView()
  /// The section index: when it shows. Default automatic (when the data source gives titles).
  public var sectionIndexDisplayMode: SectionIndexDisplayMode {
    get { storedIndexDisplayMode }
    set { storedIndexDisplayMode = newValue }
  }

  /// When the section index shows.
  public enum SectionIndexDisplayMode: Sendable {
    /// Whenever the data source gives index titles.
    case automatic
    /// Never.
    case alwaysHidden
  }

  /// A row with a cell.
  struct VisibleRow {
    var row: Int
    var path: IndexPath
    var cell: TableViewCell
    /// The frame last given to the cell (reading a view's frame back costs a transform).
    var frame = CGRect.null
  }

  /// A section header or footer on screen.
  struct SectionView {
    var section: Int
    var isFooter: Bool
    var view: View
    /// The frame last given to the view.
    var frame: CGRect
    /// The order of placed views: by section, a header before its footer.
    var key: Int { 2 * section + (isFooter ? 1 : 0) }
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { tableTouchesBegan(touches) }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { tableTouchesEnded(touches) }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    tableTouchesCancelled(touches)
  }

  // MARK: Cells

  /// Registers the class used for new cells with `identifier`.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registry[identifier] = cellClass
  }

  /// A cell for `indexPath`: a reused one with `identifier`, or a new one of the registered class.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    dequeueReusableCell(withIdentifier: identifier) ?? TableViewCell.init(reuseIdentifier: identifier)
  }

  /// A reused cell with `identifier`, or a new one when a class is registered for it; nil
  /// otherwise (the older UIKit call, after which the caller creates the cell).
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    if let pool = reusePools.firstIndex(where: { $0.identifier == identifier }),
      let cell = reusePools[pool].cells.popLast()
    {
      cell.prepareForReuse()
      return cell
    }
    return registry[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }

  func recycle(_ cell: TableViewCell) {
    cell.stopScrollingForReuse()
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    if let pool = reusePools.firstIndex(where: { $0.identifier == identifier }) {
      reusePools[pool].cells.append(cell)
    } else {
      reusePools.append((identifier, [cell]))
    }
  }

  // MARK: Reloading

  /// Reloads every section and row from the data source and lays the visible ones out again.
  /// Off screen (no window yet: `viewDidLoad`), the counts and heights are read at once but the
  /// cells wait for the first layout pass, as UIKit makes them in `layoutSubviews`: cell classes
  /// registered after the reload are the ones dequeued.
  open func reloadData() {
    needsReload = true
    reloadIfNeeded()
  }

  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// Reloads now if the data source or delegate changed since the last reload.
  func reloadIfNeeded() {
    guard needsReload, !isLayingOutRows else { return }
    needsReload = false
    for entry in visible {
      recycle(entry.cell)
      tableDelegate?.tableView(self, didEndDisplaying: entry.cell, forRowAt: entry.path)
    }
    visible.removeAll(keepingCapacity: true)
    removeSectionViews()
    clearHighlight()
    prefetchState.reset()
    selected.removeAll()  // As in UIKit, reloading clears the selection.
    rebuildGeometry()
    if window == nil {
      syncContentHeight()
      setNeedsLayout()
    } else {
      layoutRows()
    }
  }

  /// Asks the data source and delegate for the sections and heights.
  func rebuildGeometry() {
    var counts: [Int] = []
    var headers: [Double] = []
    var footers: [Double] = []
    if let dataSource {
      let tableDelegate = self.tableDelegate
      let sections = min(max(dataSource.numberOfSections(in: self), 0), Self.maximumRowCount)
      let reserved = min(sections, 1 << 20)  // A wrong count does not reserve gigabytes.
      counts.reserveCapacity(reserved)
      headers.reserveCapacity(reserved)
      footers.reserveCapacity(reserved)
      var total = 0
      for section in 0..<sections {
        var count = max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
        if count > Self.maximumRowCount - total {
          Self.tableLog.warning("table rows beyond \(Self.maximumRowCount) ignored")
          count = Self.maximumRowCount - total
        }
        total += count
        counts.append(count)
        headers.append(
          headerHeight(section, isFooter: false, tableDelegate: tableDelegate, dataSource: dataSource))
        footers.append(
          headerHeight(section, isFooter: true, tableDelegate: tableDelegate, dataSource: dataSource))
      }
    }
    let padding = sectionHeaderTopPadding
    geometry.setSections(
      rowCounts: counts, headers: headers, footers: footers,
      headerPadding: padding.isFinite && padding > 0 ? min(Double(padding), 10_000) : 0)
    geometry.setRows(makeRowHeights())
    updateTableAccessoryHeights()
    reloadSectionIndexTitles()
  }

  // MARK: Updates

  // Open, as UIKit's Objective-C methods are overridable (their work in TableView+Updates.swift).
  /// Inserts rows (index paths after the update).
  open func insertRows(at indexPaths: [IndexPath], with animation: TableRowAnimation) {
    record(animation) { $0.insertedRows.formUnion(indexPaths) }
  }
  /// Deletes rows (index paths before the update).
  open func deleteRows(at indexPaths: [IndexPath], with animation: TableRowAnimation) {
    record(animation) { $0.deletedRows.formUnion(indexPaths) }
  }
  /// Reloads rows: their cells are asked for again.
  open func reloadRows(at indexPaths: [IndexPath], with animation: TableRowAnimation) {
    record(animation) { $0.reloadedRows.formUnion(indexPaths) }
  }
  /// Moves a row.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record(.automatic) { $0.movedRows.append((indexPath, newIndexPath)) }
  }
  /// Inserts sections (indexes after the update).
  open func insertSections(_ sections: IndexSet, with animation: TableRowAnimation) {
    record(animation) { $0.insertedSections.formUnion(sections) }
  }
  /// Deletes sections (indexes before the update).
  open func deleteSections(_ sections: IndexSet, with animation: TableRowAnimation) {
    record(animation) { $0.deletedSections.formUnion(sections) }
  }
  /// Reloads sections.
  open func reloadSections(_ sections: IndexSet, with animation: TableRowAnimation) {
    record(animation) { $0.reloadedSections.formUnion(sections) }
  }
  /// Moves a section.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record(.automatic) { $0.movedSections.append((section, newSection)) }
  }

  // MARK: Scrolling

  /// Scrolls so that a row is visible (at the top, middle or bottom, or the least amount); a
  /// plain-style sticky header of the row's section does not cover it at the top.
  open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    reloadIfNeeded()
    guard geometry.globalRow(indexPath) != nil else { return }
    let rect = rectForRow(at: indexPath)
    let header = style == .plain ? CGFloat(geometry.headerHeights[indexPath.section]) : 0
    var offset = contentOffset
    let inset = adjustedContentInset
    switch position {
    case .none:
      let visibleTop = offset.y + inset.top + header
      let visibleBottom = offset.y + bounds.height - inset.bottom
      if rect.minY < visibleTop {
        offset.y = rect.minY - inset.top - header
      } else if rect.maxY > visibleBottom {
        offset.y = rect.maxY - bounds.height + inset.bottom
      } else {
        return
      }
    case .top: offset.y = rect.minY - inset.top - header
    case .middle: offset.y = rect.midY - (inset.top + bounds.height - inset.bottom) / 2
    case .bottom: offset.y = rect.maxY - bounds.height + inset.bottom
    }
    setContentOffset(clamped(offset), animated: animated)
  }

  // MARK: Layout

  /// Takes the appearance proxy's settings (``appearance()``) on entering a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { takeAppearance() }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    reloadIfNeeded()
    let width = bounds.width
    if contentSize.width != width { contentSize.width = width }
    layoutRows()
  }

  open override func scrollViewDidScrollHook() {
    super.scrollViewDidScrollHook()
    guard !needsReload else { return }
    layoutRows()
  }

  /// Gives cells to the rows in the visible rect, recycles the others, measures self-sizing rows
  /// and places section headers, the index and the table header and footer.
  func layoutRows() {
    guard !isLayingOutRows else { return }
    isLayingOutRows = true
    defer { isLayingOutRows = false }
    if geometry.rows.isEstimated {
      placeCellsMeasuringRows()
      syncContentHeight()
      placeSectionViews()
    } else {
      // The section at the top is found once for the rows and the headers (heights do not change).
      let top = bounds.minY
      let span = geometry.hasHeadersOrFooters ? geometry.sectionSpan(at: Double(top)) : nil
      placeCells(firstSection: span?.section)
      syncContentHeight()
      placeSectionViews(topSpan: bounds.minY == top ? span : nil)
    }
    placeTableAccessories()
    layoutSectionIndex()
    updatePrefetching()
    window?.layoutWork.cellsPlaced &+= max(visible.count, 1)
  }

  func syncContentHeight() {
    let height = CGFloat(geometry.contentHeight)
    if contentSize.height != height { contentSize = CGSize(width: bounds.width, height: height) }
  }

  /// Gives cells to the rows in the visible rect and takes them from rows that left it, updating
  /// ``visible`` in place (rows that stay are neither copied nor retained).
  func placeCells(firstSection: Int? = nil) {
    let inset: CGFloat = style == .insetGrouped ? 20 : 0
    let width = max(bounds.width - 2 * inset, 0)
    var index = 0
    forEachRow(from: bounds.minY, to: bounds.maxY, firstSection: firstSection) { row, section, span in
      while index < visible.count, visible[index].row < row { endDisplaying(visible.remove(at: index)) }
      var frame = CGRect(x: inset, y: CGFloat(span.top), width: width, height: CGFloat(span.height))
      if index < visible.count, visible[index].row == row {
        if !span.isMeasured {
          // Its estimate came back (an update): measure the cell it keeps.
          frame = measureRow(row, cell: visible[index].cell, frame: frame)
        }
        if !Self.isSame(visible[index].frame, frame) {
          let cell = visible[index].cell
          cell.assignFrame(frame)
          cell.separatorIsHidden = isLastRow(row, section: section)
          if index < visible.count { visible[index].frame = frame }
        }
      } else {
        let entry = display(row, section: section, frame: frame, isMeasured: span.isMeasured)
        visible.insert(entry, at: min(index, visible.count))
      }
      index += 1
    }
    while index < visible.count { endDisplaying(visible.remove(at: index)) }
  }

  /// Whether two frames are equal, compared field by field (cheaper than Foundation's ==).
  @inline(__always)
  static func isSame(_ a: CGRect, _ b: CGRect) -> Bool {
    a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
      && a.size.height == b.size.height
  }

  private func isLastRow(_ row: Int, section: Int) -> Bool {
    row == geometry.firstRow(ofSection: section + 1) - 1 && style != .plain
  }

  private func display(_ row: Int, section: Int, frame: CGRect, isMeasured: Bool) -> VisibleRow {
    window?.layoutWork.cellsDisplayed &+= 1
    let path = IndexPath(row: row - geometry.firstRow(ofSection: section), section: section)
    let cell = dataSource?.tableView(self, cellForRowAt: path) ?? TableViewCell(reuseIdentifier: nil)
    var frame = frame
    cell.assignFrame(frame)
    cell.isSelected = selected.contains(path)
    cell.isHighlighted = highlighted == path
    cell.applySeparator(style: separatorStyle, inset: separatorInset, color: separatorColor)
    cell.separatorIsHidden = isLastRow(row, section: section)
    cell.setEditingControls(
      isEditing: isEditing, canMove: isEditing && (dataSource?.tableView(self, canMoveRowAt: path) ?? false))
    insertSubview(cell, at: 0)
    if !isMeasured {
      frame = measureRow(row, cell: cell, frame: frame)
      cell.assignFrame(frame)
    }
    cell.layoutIfNeeded()  // Cells appear mid-frame, after the window's layout pass.
    prefetchState.rowAppeared(row)
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    return VisibleRow(row: row, path: path, cell: cell, frame: frame)
  }

  private func endDisplaying(_ entry: VisibleRow) {
    if editingState.swipedRow == entry.row { editingState.swipedRow = nil }
    recycle(entry.cell)
    tableDelegate?.tableView(self, didEndDisplaying: entry.cell, forRowAt: entry.path)
  }

  private func refreshCells() {
    for entry in visible {
      entry.cell.applySeparator(style: separatorStyle, inset: separatorInset, color: separatorColor)
    }
  }
}
