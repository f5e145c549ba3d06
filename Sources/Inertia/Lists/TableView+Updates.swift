import Foundation

/// The kinds of change a batch update applies, in UIKit's index spaces: deletions and reloads
/// name rows and sections before the update, insertions and move destinations after it.
struct TableUpdateBatch {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var deletedRows: Set<IndexPath> = []
  var insertedRows: Set<IndexPath> = []
  var reloadedRows: Set<IndexPath> = []
  var movedRows: [(from: IndexPath, to: IndexPath)] = []

  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
      && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
  }

  /// Where an old section is after the update (nil: deleted).
  func newSection(_ section: Int) -> Int? { TableUpdateMapping(self).newSection(section) }

  /// Where an old row is after the update (nil: deleted, or its section was).
  func newIndexPath(_ path: IndexPath) -> IndexPath? { TableUpdateMapping(self).newIndexPath(path) }

  /// Whether an old row's cell must be replaced (its row or section was reloaded).
  func isReloaded(_ path: IndexPath) -> Bool {
    reloadedRows.contains(path) || reloadedSections.contains(path.section)
  }
}

/// A batch's changes sorted once, to map many old rows: each row's mapping filtered and sorted
/// every insertion of the batch (session 42's sweep: a TableNode fetching 10,000 rows a batch,
/// its 844 visible 1-pt rows each mapped through them, took 28 s to reach a million rows).
struct TableUpdateMapping {
  let batch: TableUpdateBatch
  private let sectionArrivals: [Int]
  private let sectionsMovedFrom: [Int]
  private let sectionMoves: [Int: Int]
  private let rowMoves: [IndexPath: IndexPath]
  /// Old rows leaving each old section (deleted or moved away), sorted.
  private let leavingRows: [Int: [Int]]
  /// New rows arriving in each new section (inserted or moved in), sorted.
  private let arrivingRows: [Int: [Int]]

  init(_ batch: TableUpdateBatch) {
    self.batch = batch
    sectionArrivals = (Array(batch.insertedSections) + batch.movedSections.map(\.to)).sorted()
    sectionsMovedFrom = batch.movedSections.map(\.from).sorted()
    sectionMoves = Dictionary(
      batch.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    rowMoves = Dictionary(batch.movedRows.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    var leaving: [Int: [Int]] = [:]
    for path in batch.deletedRows { leaving[path.section, default: []].append(path.row) }
    for move in batch.movedRows { leaving[move.from.section, default: []].append(move.from.row) }
    leavingRows = leaving.mapValues { $0.sorted() }
    var arriving: [Int: [Int]] = [:]
    for path in batch.insertedRows { arriving[path.section, default: []].append(path.row) }
    for move in batch.movedRows { arriving[move.to.section, default: []].append(move.to.row) }
    arrivingRows = arriving.mapValues { $0.sorted() }
  }

  /// How many of the sorted `values` are less than `value`.
  private static func count(_ values: [Int], below value: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) / 2
      if values[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// `index` moved past each of the sorted `arrivals` at or before it.
  private static func shifted(_ index: Int, past arrivals: [Int]) -> Int {
    var result = index
    for arrival in arrivals {
      guard arrival <= result else { break }
      result += 1
    }
    return result
  }

  /// Where an old section is after the update (nil: deleted).
  func newSection(_ section: Int) -> Int? {
    if batch.deletedSections.contains(section) { return nil }
    if let moved = sectionMoves[section] { return moved }
    let removed =
      batch.deletedSections.count(in: 0..<max(section, 0)) + Self.count(sectionsMovedFrom, below: section)
    return Self.shifted(section - removed, past: sectionArrivals)
  }

  /// Where an old row is after the update (nil: deleted, or its section was).
  func newIndexPath(_ path: IndexPath) -> IndexPath? {
    if batch.deletedRows.contains(path) { return nil }
    if let moved = rowMoves[path] { return moved }
    guard let section = newSection(path.section) else { return nil }
    let row = path.row - Self.count(leavingRows[path.section] ?? [], below: path.row)
    return IndexPath(row: Self.shifted(row, past: arrivingRows[section] ?? []), section: section)
  }
}

/// The batch being collected and the animation of the last one.
struct TableUpdateState {
  var depth = 0
  var batch = TableUpdateBatch()
  var isAnimated = true
  var animator: Animator?
  var departing: [TableView.VisibleRow] = []
  var completions: [@MainActor (Bool) -> Void] = []
}

/// How inserted and deleted rows animate, like UITableView.RowAnimation. The table fades rows in
/// and out and slides the others over 0.3 s; `.none` applies the change at once.
public enum TableRowAnimation: Sendable {
  /// Fade in or out.
  case fade
  /// Slide from or to the right.
  case right
  /// Slide from or to the left.
  case left
  /// Slide from or to the top.
  case top
  /// Slide from or to the bottom.
  case bottom
  /// No animation.
  case none
  /// The table's choice.
  case automatic
}

extension TableView {
  /// Applies the inserts, deletes, moves and reloads made in `updates` at once, animating rows to
  /// their new places over 0.3 s; the content offset is kept. `completion` runs when they settle.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    if let completion { updateState.completions.append(completion) }
    endUpdates()
  }

  /// ``performBatchUpdates(_:completion:)`` with a block that does not escape (UIKit's is
  /// `NS_NOESCAPE`), so it may use `self` implicitly as on iOS.
  public func performBatchUpdates(_ updates: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
    withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
  }

  /// Starts collecting changes; they apply at the matching ``endUpdates()``.
  public func beginUpdates() {
    reloadIfNeeded()
    updateState.depth += 1
  }

  /// Applies the changes collected since ``beginUpdates()`` (nested pairs apply at the outermost).
  public func endUpdates() {
    guard updateState.depth > 0 else { return }
    updateState.depth -= 1
    guard updateState.depth == 0 else { return }
    let batch = updateState.batch
    let animated = updateState.isAnimated
    updateState.batch = TableUpdateBatch()
    updateState.isAnimated = true
    applyUpdates(batch, animated: animated)
  }

  func record(_ animation: TableRowAnimation, _ change: (inout TableUpdateBatch) -> Void) {
    beginUpdates()
    change(&updateState.batch)
    if animation == .none { updateState.isAnimated = false }
    endUpdates()
  }

  /// Re-reads the data, keeps the cells of rows that survive, and animates the change.
  func applyUpdates(_ batch: TableUpdateBatch, animated: Bool) {
    finishUpdateAnimation()
    let oldSections = geometry.sectionCount
    let oldOffset = contentOffset
    rebuildGeometry()
    let expected =
      oldSections - batch.deletedSections.count + batch.insertedSections.count
    guard geometry.sectionCount == expected else {
      Self.tableLog.warning(
        "batch update: \(geometry.sectionCount) sections after the update, expected \(expected); reloading")
      reloadData()
      runCompletions(true)
      return
    }
    let mapping = TableUpdateMapping(batch)
    selected = selected.compactMap { mapping.newIndexPath($0) }.filter { geometry.globalRow($0) != nil }
    var kept: [VisibleRow] = []
    var origins: [ObjectIdentifier: CGRect] = [:]
    for entry in visible {
      if !batch.isReloaded(entry.path), let path = mapping.newIndexPath(entry.path),
        let row = geometry.globalRow(path)
      {
        kept.append(VisibleRow(row: row, path: path, cell: entry.cell, frame: .null))
        origins[ObjectIdentifier(entry.cell)] = entry.cell.frame
      } else {
        updateState.departing.append(entry)
      }
    }
    kept.sort { $0.row < $1.row }
    visible = kept
    removeSectionViews()
    syncContentHeight()
    if oldOffset != clamped(oldOffset) { contentOffset = clamped(oldOffset) }
    layoutRows()
    guard animated, let clock = window?.clock else {
      finishUpdateAnimation()
      runCompletions(true)
      return
    }
    animateUpdate(from: origins, clock: clock)
  }

  private func animateUpdate(from origins: [ObjectIdentifier: CGRect], clock: FrameClock) {
    let appearing = visible.filter { origins[ObjectIdentifier($0.cell)] == nil }.map(\.cell)
    for cell in appearing { cell.alpha = 0 }
    updateState.animator = Animator(
      clock: clock, duration: Self.updateAnimationDuration, curve: .easeInOut,
      update: { [weak self] progress in
        guard let self else { return }
        let t = CGFloat(progress)
        for entry in self.visible {
          guard let start = origins[ObjectIdentifier(entry.cell)] else { continue }
          let end = self.rowFrame(entry.row, section: entry.path.section)
          entry.cell.frame = CGRect(
            x: start.minX + (end.minX - start.minX) * t, y: start.minY + (end.minY - start.minY) * t,
            width: end.width, height: start.height + (end.height - start.height) * t)
        }
        for index in self.visible.indices where origins[ObjectIdentifier(self.visible[index].cell)] != nil {
          self.visible[index].frame = .null
        }
        for cell in appearing { cell.alpha = t }
        for entry in self.updateState.departing { entry.cell.alpha = 1 - t }
      },
      completion: { [weak self] finished in
        guard let self else { return }
        self.updateState.animator = nil
        self.finishUpdateAnimation()
        self.runCompletions(finished)
      })
  }

  /// Ends a running update animation at its final state.
  func finishUpdateAnimation() {
    updateState.animator?.stop()
    updateState.animator = nil
    let departing = updateState.departing
    updateState.departing.removeAll()
    for entry in departing {
      entry.cell.alpha = 1
      recycle(entry.cell)
      tableDelegate?.tableView(self, didEndDisplaying: entry.cell, forRowAt: entry.path)
    }
    for index in visible.indices {
      visible[index].cell.alpha = 1
      let frame = rowFrame(visible[index].row, section: visible[index].path.section)
      visible[index].cell.frame = frame
      visible[index].frame = frame
    }
  }

  private func runCompletions(_ finished: Bool) {
    let completions = updateState.completions
    updateState.completions.removeAll()
    for completion in completions { completion(finished) }
  }
}
