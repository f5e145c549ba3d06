import Logging

// UIKit's report of a constraint the engine broke: the active constraints on the same items, found
// through an index built once per change of the active list.

extension AutoLayoutEngine {
  /// Logs UIKit's message for a constraint the solver refused (it stays out of the solver).
  func logBroken(_ constraint: LayoutConstraint) {
    broken.append(constraint)
    Self.log.error("\(conflictReport(for: constraint))")
  }

  /// UIKit's "Unable to simultaneously satisfy constraints" text: the active constraints on the
  /// same items as the broken one (the first ``conflictReportLimit`` in activation order, then a
  /// count of the rest), then the broken one.
  /// The constraints on those items come from ``conflictIndex``, so a batch that breaks a
  /// thousand constraints (a stack's gaps wider than its frame) reads the list once, not once per
  /// report; the limit keeps a batch of N conflicts on one view from writing N^2 lines.
  func conflictReport(for constraint: LayoutConstraint) -> String {
    let references = mapped[ObjectIdentifier(constraint)]?.references ?? []
    var (involved, more) = ([constraint], 0)
    if !references.isEmpty {
      let index = conflictIndex ?? makeConflictIndex()
      var items: [ObjectIdentifier] = []
      for (item, _) in references where !items.contains(ObjectIdentifier(item)) {
        items.append(ObjectIdentifier(item))
      }
      let shared = items.count == 2 ? conflictPairs[ConflictPair(items[0], items[1])] ?? 0 : nil
      let (positions, total) =
        conflictPositions[items]
        ?? Self.firstPositions(items.map { index[$0] ?? [] }, limit: Self.conflictReportLimit, shared: shared)
      conflictPositions[items] = (positions, total)
      involved = positions.map { constraints[$0] }
      more = total - positions.count
    }
    var message = "Unable to simultaneously satisfy constraints.\n"
    message +=
      "\tProbably at least one of the constraints in the following list is one you don't want.\n\t(\n"
    for other in involved { message += "\t    \"<\(other.logDescription)>\",\n" }
    if more > 0 { message += "\t    (\(more) more on the same views)\n" }
    message += "\t)\n\nWill attempt to recover by breaking constraint\n\t<\(constraint.logDescription)>"
    return message
  }

  /// How many constraints a conflict report lists before it counts the rest.
  static let conflictReportLimit = 64

  /// The first `limit` distinct positions of ascending `lists` (merged), and how many distinct
  /// positions they hold in all. One list (a constraint on one item, its attributes named once
  /// or more: ``conflictReport(for:)`` reads each item's list once) is its own answer: merging walked every position on the item for each report, so N conflicting
  /// heights on one view cost N^2 steps (sweep 62: 4,000 took 12 s to replay, 8,000 75 s, 16,000
  /// over 100 s in a debug build). Two lists whose `shared` positions are known (the constraints
  /// on both of two items: ``conflictPairs``) are merged only up to `limit` and counted as the
  /// sum of their lengths less those shared: N conflicts each between a hub view and a view of
  /// its own merged the hub's whole list each (sweep 63: 2,000 took 9.8 s to replay, 4,000 38 s
  /// in a debug build).
  static func firstPositions(_ lists: [[Int]], limit: Int, shared: Int? = nil) -> (
    positions: [Int], total: Int
  ) {
    if lists.count == 1 { return (Array(lists[0].prefix(limit)), lists[0].count) }
    let counted = shared.map { lists.reduce(-$0) { $0 + $1.count } }
    var heads = [Int](repeating: 0, count: lists.count)
    var (positions, total) = ([Int](), 0)
    while true {
      if let counted, positions.count == limit { return (positions, counted) }
      var next = Int.max
      for (list, head) in zip(lists, heads) where head < list.count { next = min(next, list[head]) }
      guard next != Int.max else { return (positions, counted ?? total) }
      for slot in lists.indices where heads[slot] < lists[slot].count && lists[slot][heads[slot]] == next {
        heads[slot] += 1
      }
      total += 1
      if positions.count < limit { positions.append(next) }
    }
  }

  /// Indexes the active constraints by the items they use (each position once per item).
  private func makeConflictIndex() -> [ObjectIdentifier: [Int]] {
    var index: [ObjectIdentifier: [Int]] = [:]
    var pairs: [ConflictPair: Int] = [:]
    for (position, constraint) in constraints.enumerated() {
      var items: [ObjectIdentifier] = []
      for (item, _) in mapped[ObjectIdentifier(constraint)]?.references ?? [] {
        let key = ObjectIdentifier(item)
        if index[key]?.last != position {
          index[key, default: []].append(position)
          items.append(key)
        }
      }
      for (slot, first) in items.enumerated() {
        for second in items[(slot + 1)...] { pairs[ConflictPair(first, second), default: 0] += 1 }
      }
    }
    conflictIndex = index
    conflictPairs = pairs
    return index
  }
}

/// Two items one constraint uses, in a fixed order (``AutoLayoutEngine/conflictPairs``).
struct ConflictPair: Hashable {
  let first: ObjectIdentifier
  let second: ObjectIdentifier

  init(_ one: ObjectIdentifier, _ other: ObjectIdentifier) {
    (first, second) = one < other ? (one, other) : (other, one)
  }
}
