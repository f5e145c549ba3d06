import Foundation

extension ReplayLimits {
  /// The most work the table calls of a script may ask for together (checked in time order before
  /// the replay starts): each `reloadData` of a table and each table call that changes rows or
  /// editing counts the rows its table may then have (a batch update works every row's height
  /// and place out again) plus ``tableCellWork`` for each cell it may show (at most 256: a reload
  /// configures every cell shown); a batch counts its rows once for each of its updates; scrolling
  /// to or selecting a row counts 1. Session 44: 100,000
  /// one-row insertions into a table of 1,000,000 rows took 7.4 ms each (over 12 minutes in all),
  /// 100,000 reloads of it (rows of 1 pt) 1.7 ms each.
  public static let tableCallWork = 250_000_000
  /// What one cell a table call may show counts in ``tableCallWork``: configuring a cell costs
  /// about what working out a thousand rows does.
  public static let tableCellWork = 1_000
  /// What one section of the table counts in ``tableCallWork``: every update asks the delegate for
  /// each section's header and footer heights again (sweep 58: a table of 100,000 sections of no
  /// rows counted nothing, and 300 deletions of 100 of its sections took over a minute, 0.8 s each
  /// in a debug build).
  public static let tableSectionWork = 100
  /// The message of a script whose table calls ask for more than ``tableCallWork``.
  @MainActor static var tableCallWorkMessage: String {
    "the script's table calls need more than \(tableCallWork) units of work (each reload or change: its table's rows plus \(tableSectionWork) for each section and \(tableCellWork) for each cell it may show, at most \(TableView.maximumVisibleCells))"
  }
}

extension ReplayRunner {
  /// Rows of the scene's tables as the steps before the one being checked leave them (at most),
  /// and the table-call work so far (``ReplayLimits/tableCallWork``).
  struct TableWork {
    var rows: [ObjectIdentifier: Int] = [:]
    var sections: [ObjectIdentifier: Int] = [:]
    var total = 0
  }

  /// Adds up the table-call work of `steps` (in time order; their views were checked) and throws
  /// at the first step past ``ReplayLimits/tableCallWork``.
  func checkTableWork(_ steps: [ReplayScript.Step]) throws {
    var work = TableWork()
    for step in steps {
      switch step.action {
      case .call(let id, let call):
        guard let view = scene.views[id] else { continue }
        try countTableWork(call, on: view, step: step, into: &work)
      case .set(let id, let property, let value):
        guard let view = scene.views[id] else { continue }
        try countTableSet(view, property: property, value: value, step: step, into: &work)
      case .animate(let animation):
        for change in animation.changes + (animation.keyframes ?? []).flatMap(\.changes) {
          switch change {
          case .set(let id, let property, let value):
            guard let view = scene.views[id] else { continue }
            try countTableSet(view, property: property, value: value, step: step, into: &work)
          case .call(let id, let call):
            guard let view = scene.views[id] else { continue }
            try countTableWork(call, on: view, step: step, into: &work)
          }
        }
      default: continue
      }
    }
  }

  /// Adds the work of `call` on `view` (a step's call or an animate change) and throws past the limit.
  func countTableWork(
    _ call: ReplayScript.Call, on view: View, step: ReplayScript.Step, into work: inout TableWork
  )
    throws
  {
    guard let table = view as? TableView, !(view is SceneNodeTableView) else { return }
    let key = ObjectIdentifier(table)
    var rows = work.rows[key] ?? currentRows(of: table)
    var sections = work.sections[key] ?? currentSections(of: table)
    switch call {
    case .reloadData: break
    case .table(let tableCall, _):
      guard let changed = Self.rows(after: tableCall, from: rows) else {
        work.total += 1
        return
      }
      rows = changed
      sections = Self.sections(after: tableCall, from: sections)
    default: return
    }
    var cost = Self.callWork(rows: rows, sections: sections)
    if case .table(.performBatchUpdates(let updates), _) = call, updates.count > 1 {
      // Each update of a batch changes the data on its own (a move or an insert may move every
      // row of its section): its rows count once for each (sweep 58).
      let more = rows.multipliedReportingOverflow(by: updates.count - 1)
      cost = Self.sum(cost, more.overflow ? Int.max : more.partialValue)
    }
    work.rows[key] = rows
    work.sections[key] = sections
    work.total = Self.sum(work.total, cost)
    guard work.total <= ReplayLimits.tableCallWork else {
      throw SceneError(path: step.path, ReplayLimits.tableCallWorkMessage)
    }
  }

  /// Counts a "set" of a table's data (below) or of its `rowHeight`, which reloads it as
  /// `reloadData` does (sweep 58: 100 new row heights of a table of a million rows of a cycle of
  /// heights took 10 s in a debug build, none of it counted).
  private func countTableSet(
    _ view: View, property: String, value: SceneNode, step: ReplayScript.Step, into work: inout TableWork
  ) throws {
    if property == "rowHeight" {
      try countTableWork(.reloadData, on: view, step: step, into: &work)
    } else {
      countTableData(view, property: property, value: value, into: &work)
    }
  }

  /// Counts a "set" of a table's `rows`, `sections` or `heights`: the table then has the rows the
  /// value gives (a value that cannot be read fails when the step runs).
  private func countTableData(_ view: View, property: String, value: SceneNode, into work: inout TableWork) {
    guard let table = view as? TableView, !(view is SceneNodeTableView),
      ["rows", "sections", "heights"].contains(property)
    else { return }
    let holder = SceneNode(.object([property: value.value]), path: value.path)
    guard let model = try? SceneTableModel.parse(holder, defaultHeight: table.rowHeight) else { return }
    work.rows[ObjectIdentifier(table)] = model.sections.reduce(0) { $0 + $1.count }
    work.sections[ObjectIdentifier(table)] = model.sections.count
  }

  private func currentRows(of table: TableView) -> Int {
    scene.tableModels[ObjectIdentifier(table)]?.sections.reduce(0) { $0 + $1.count } ?? 0
  }

  private func currentSections(of table: TableView) -> Int {
    scene.tableModels[ObjectIdentifier(table)]?.sections.count ?? 0
  }

  private static func callWork(rows: Int, sections: Int) -> Int {
    let sectionWork = sections.multipliedReportingOverflow(by: ReplayLimits.tableSectionWork)
    return sum(
      sum(rows, sectionWork.overflow ? Int.max : sectionWork.partialValue),
      ReplayLimits.tableCellWork * min(max(rows, 1), TableView.maximumVisibleCells))
  }

  /// The sections after `call` (at most: deleted sections are not subtracted).
  private static func sections(after call: TableCall, from sections: Int) -> Int {
    switch call {
    case .insertSections(let list, _): sum(sections, list.count)
    case .performBatchUpdates(let calls): calls.reduce(sections) { Self.sections(after: $1, from: $0) }
    default: sections
    }
  }

  /// `a + b` for counts (at or above 0), held at `Int.max` instead of wrapping past it (a wrapped
  /// total would pass the limit's check).
  private static func sum(_ a: Int, _ b: Int) -> Int {
    let (total, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : total
  }

  /// The rows after `call` (at most: deleted sections are not subtracted), or nil for a call that
  /// changes no rows and reloads no cells (scrolling to or selecting a row).
  private static func rows(after call: TableCall, from rows: Int) -> Int? {
    switch call {
    case .insertRows(let paths, _): sum(rows, paths.count)
    case .deleteRows(let paths): max(rows - paths.count, 0)
    case .reloadRows, .moveRow, .deleteSections, .setEditing: rows
    case .insertSections(let list, let count):
      sum(rows, list.count.multipliedReportingOverflow(by: count).overflow ? Int.max : list.count * count)
    case .scrollToRow, .selectRow: nil
    case .performBatchUpdates(let calls):
      calls.reduce(rows) { Self.rows(after: $1, from: $0) ?? $0 }
    }
  }
}
