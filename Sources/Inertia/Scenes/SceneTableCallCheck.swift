import Foundation

/// Checks a table call's index paths and sections against the scene's data before any of it
/// applies (sweep 58). UIKit raises NSInternalInconsistencyException (or a range exception) for an
/// update at a row or section the data does not have; before sweep 58 such a call, or the bad
/// part of one, did nothing and the replay went on with exit 0, so a batch could apply half.
///
/// The row counts follow the call's updates in order (a batch's too), overlaying the model's
/// sections so a check costs its index paths, not the table's rows.
struct TableCallCheck {
  /// The model's row counts, copied once a section is inserted or deleted.
  private var counts: [Int]?
  /// Row counts changed by row updates, by section (before any section changed).
  private var changed: [Int: Int] = [:]
  private let base: [SceneTableModel.Section]

  init(_ sections: [SceneTableModel.Section]) { base = sections }

  var sectionCount: Int { counts?.count ?? base.count }

  func rows(_ section: Int) -> Int { counts?[section] ?? changed[section] ?? base[section].count }

  private mutating func setRows(_ section: Int, _ rows: Int) {
    if counts != nil { counts?[section] = rows } else { changed[section] = rows }
  }

  private mutating func editSections(_ edit: (inout [Int]) -> Void) {
    if counts == nil { counts = base.indices.map { changed[$0] ?? base[$0].count } }
    edit(&counts!)
  }

  /// Where in the call and what is wrong, or nil when `call` can apply whole.
  mutating func problem(_ call: TableCall) -> (suffix: String, message: String)? {
    switch call {
    case .insertRows(let paths, _):
      var last: IndexPath?
      for (index, path) in paths.enumerated().sorted(by: Self.byValue) {
        // UIKit raises for a row inserted twice in one call (two animations for one cell).
        guard path != last else {
          return (
            ".indexPaths[\(index)]", "cannot insert a row at [\(path.section), \(path.row)] twice in one call"
          )
        }
        last = path
        if let message = missing(path, verb: "insert a row at", end: true) {
          return (".indexPaths[\(index)]", message)
        }
        setRows(path.section, rows(path.section) + 1)
      }
    case .deleteRows(let paths):
      for (index, path) in paths.enumerated() {
        if let message = missing(path, verb: "delete the row", end: false) {
          return (".indexPaths[\(index)]", message)
        }
      }
      for path in Set(paths) { setRows(path.section, rows(path.section) - 1) }
    case .reloadRows(let paths):
      for (index, path) in paths.enumerated() {
        if let message = missing(path, verb: "reload the row", end: false) {
          return (".indexPaths[\(index)]", message)
        }
      }
    case .moveRow(let from, let to):
      if let message = missing(from, verb: "move the row", end: false) { return (".from", message) }
      setRows(from.section, rows(from.section) - 1)
      if let message = missing(to, verb: "move a row to", end: true) { return (".to", message) }
      setRows(to.section, rows(to.section) + 1)
    case .insertSections(let indexes, let rows):
      var last: Int?
      for (position, (index, section)) in indexes.enumerated().sorted(by: Self.byValue).enumerated() {
        guard section != last else {
          return (".sections[\(index)]", "cannot insert a section at \(section) twice in one call")
        }
        last = section
        // The smaller indexes of the call are in before it.
        guard section <= sectionCount + position else {
          return (
            ".sections[\(index)]", "cannot insert a section at \(section): \(sectionsText(adding: position))"
          )
        }
      }
      let inserted = IndexSet(indexes)
      editSections { counts in
        var old = counts.makeIterator()
        counts = (0..<(counts.count + inserted.count)).map { inserted.contains($0) ? rows : old.next()! }
      }
    case .deleteSections(let indexes):
      for (index, section) in indexes.enumerated() where section >= sectionCount {
        return (".sections[\(index)]", "cannot delete the section \(section): \(sectionsText())")
      }
      let deleted = IndexSet(indexes)
      editSections { counts in counts = counts.indices.filter { !deleted.contains($0) }.map { counts[$0] } }
    case .performBatchUpdates(let updates):
      var named = BatchNames()
      for (index, update) in updates.enumerated() {
        if let (suffix, message) = named.repeated(in: update) ?? problem(update) {
          return (".updates[\(index)]" + suffix, message)
        }
      }
    case .scrollToRow(let path, _):
      // UIKit raises NSRangeException ("row (R) beyond bounds (N) for section (S)"); sweep 59.
      if let message = missing(path, verb: "scroll to the row", end: false) { return (".indexPath", message) }
    case .selectRow(let path, _):
      if let path, let message = missing(path, verb: "select the row", end: false) {
        return (".indexPath", message)
      }
    case .setEditing: break
    }
    return nil
  }

  /// The table's sections now (and `adding` more the call inserts before).
  private func sectionsText(adding: Int = 0) -> String {
    let count = sectionCount + adding
    return "the table has \(count) section\(count == 1 ? "" : "s")"
  }

  /// Orders a list's entries by value, then by place (so the later of two equal ones is named).
  private static func byValue<Value: Comparable>(
    _ first: (offset: Int, element: Value), _ second: (offset: Int, element: Value)
  ) -> Bool {
    (first.element, first.offset) < (second.element, second.offset)
  }

  /// Why `path` is not a row (or, with `end`, not a place a row can go: at most one past the last
  /// row), else nil.
  private func missing(_ path: IndexPath, verb: String, end: Bool) -> String? {
    ListPlace.missing(path, verb: verb, end: end, sections: sectionCount, rows: rows)
  }
}

/// Why an index path names no row of a table or item of a collection view, shared by the table
/// calls' check and the collection calls' (sweep 59): UIKit raises for either.
enum ListPlace {
  /// Why `path` is not a row (item) of a list of `sections` sections of `rows(section)` rows (or,
  /// with `end`, not a place one can go: at most one past the last), else nil.
  static func missing(
    _ path: IndexPath, verb: String, end: Bool, sections: Int, rows: (Int) -> Int, list: String = "table",
    unit: String = "row"
  ) -> String? {
    let place = "[\(path.section), \(path.row)]"
    guard path.section < sections else {
      return "cannot \(verb) \(place): the \(list) has \(sections) section\(sections == 1 ? "" : "s")"
    }
    let count = rows(path.section)
    guard path.row >= (end ? count + 1 : count) else { return nil }
    return "cannot \(verb) \(place): section \(path.section) has \(count) \(unit)\(count == 1 ? "" : "s")"
  }
}

/// The sections a batch's updates insert and delete so far (sweep 59). The data takes the updates
/// in order, but the table hears a batch as UIKit's does, its inserted sections as one set of
/// places after the update and its deleted ones as one set before it: two updates inserting
/// section 1 changed the data twice and the table once, which warned ("3 sections after the
/// update, expected 2") and reloaded, and UIKit raises ("Invalid update: invalid number of
/// sections"). Rows may repeat: the table reads each section's rows again after a batch.
struct BatchNames {
  private var insertedSections: Set<Int> = []
  private var deletedSections: Set<Int> = []

  /// Where `update` names a section an earlier update of the batch inserted (or deleted) too, and
  /// what it says; else nil, with the update's sections added.
  mutating func repeated(in update: TableCall) -> (suffix: String, message: String)? {
    switch update {
    case .insertSections(let sections, _):
      return Self.add(sections, to: &insertedSections, verb: "insert a section at")
    case .deleteSections(let sections):
      return Self.add(sections, to: &deletedSections, verb: "delete the section")
    default: return nil
    }
  }

  private static func add(_ sections: [Int], to earlier: inout Set<Int>, verb: String)
    -> (suffix: String, message: String)?
  {
    for (index, section) in sections.enumerated() where earlier.contains(section) {
      return (".sections[\(index)]", "cannot \(verb) \(section) twice in one batch")
    }
    earlier.formUnion(sections)
    return nil
  }
}
