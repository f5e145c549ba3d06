import Foundation

/// Counts of the work a window's views did that grows with the views on screen rather than with
/// the frames: what `ReplayRunner` adds up into its frame-work budget (docs/limits.md).
///
/// See also: ``Window``, ``ReplayLimits/frameWork``.
package struct LayoutWork: Equatable, Sendable {
  /// Cells (rows, items, their headers and footers) that list layout passes placed, one for each
  /// cell of each pass.
  package var cellsPlaced = 0
  /// Cells (and headers and footers) that list layout passes brought on screen: dequeued,
  /// configured, placed and told they will be displayed.
  package var cellsDisplayed = 0
  /// Views whose safe area a propagation worked out again from a bounds origin in window
  /// coordinates (a translation from the window: a few additions).
  package var safeAreaVisits = 0
  /// Views whose safe area a propagation worked out again under a scale, rotation or 3D transform
  /// (their corners mapped through the map or projection their superview passed down; before
  /// sweep 49, under a 3D transform, each view their corners were mapped through up to the window).
  package var transformedSafeAreaVisits = 0
  /// Rows (and the nodes of their cell specs) that Texture table nodes (a scene's `TableNode`)
  /// worked out again after measuring their cell specs in a new size range: each such change
  /// reloads the table, every row's height and their sums worked out again (sweep 52).
  package var listRowsRemeasured = 0
  /// Items and sections that collection views' flow and compositional layouts worked out again
  /// in a full rebuild (since sweep 58), and the nodes of the cell specs that Texture collection
  /// nodes (a scene's `CollectionNode`) measured again.
  package var listItemsRemeasured = 0
  /// UTF-8 bytes of text that labels broke into lines on its bytes (ASCII text measured with the
  /// monospace measurer; sweep 52).
  package var textBytesBroken = 0
  /// UTF-8 bytes of text that labels broke into lines by joining and measuring runs of its words
  /// (any other text or measurer: several times slower a byte; sweep 52).
  package var textBytesBrokenByRuns = 0
  /// Views and guides the Auto Layout engine wrote after a solve or a scroll offset's change (a
  /// frame, centre, content size or guide frame worked out again; sweep 56b: a chain of 3,000
  /// views hung from a scroll view's frame guide moved all of them at every frame of a fling,
  /// none of it counted).
  package var solvedItemsWritten = 0
  /// Variables whose values the Auto Layout engine read back from its solver after they changed.
  package var solvedVariablesRead = 0
  /// Constraint constants the Auto Layout engine handed to its solver together (those a scroll
  /// offset enters, at each change of the offset, and other batches of changed constants).
  package var solverConstantsSet = 0
  /// Frames, bounds, centres and content sizes that views of the window ignored because a number
  /// was not finite (each logged as a warning): a replay then checks that its constraints did not
  /// solve past the largest double (sweep 53). Not work: the frame-work budget leaves it out.
  package var nonFiniteGeometry = 0

  /// What a byte of ``textBytesBroken`` counts in a replay's work budget (its limits read it).
  package static let brokenTextWeight = 1
  /// What a byte of ``textBytesBrokenByRuns`` counts in a replay's work budget.
  package static let brokenTextByRunsWeight = 5
  /// The most units of text (``textBytesBroken`` plus ``textBytesBrokenByRuns`` at their weights
  /// in a replay's budget) labels may break into lines in all: past it a label leaves its text
  /// unbroken and sets ``textOverLimit``, for the replay to refuse (sweep 55b: 200 labels of
  /// 100,000 Hangul characters took 35 s to build in a debug build, none of it counted). No limit
  /// unless a replay sets one.
  package var textUnitLimit = Int.max
  /// Whether a label found ``textUnitLimit`` passed and left its text unbroken.
  package var textOverLimit = false

  /// No work counted.
  package init() {}

  /// Counts `bytes` of text a label is about to break (`byRuns`: joining and measuring runs of
  /// words) and answers whether it may: false, with ``textOverLimit`` set, past ``textUnitLimit``.
  package mutating func admitText(bytes: Int, byRuns: Bool) -> Bool {
    if byRuns { textBytesBrokenByRuns &+= bytes } else { textBytesBroken &+= bytes }
    let units =
      textBytesBroken &* Self.brokenTextWeight &+ textBytesBrokenByRuns &* Self.brokenTextByRunsWeight
    guard units <= textUnitLimit else {
      textOverLimit = true
      return false
    }
    return true
  }

  /// The work counted since `before` (an earlier reading of the same counters).
  package func since(_ before: LayoutWork) -> LayoutWork {
    var work = LayoutWork()
    work.cellsPlaced = cellsPlaced &- before.cellsPlaced
    work.cellsDisplayed = cellsDisplayed &- before.cellsDisplayed
    work.safeAreaVisits = safeAreaVisits &- before.safeAreaVisits
    work.transformedSafeAreaVisits = transformedSafeAreaVisits &- before.transformedSafeAreaVisits
    work.listRowsRemeasured = listRowsRemeasured &- before.listRowsRemeasured
    work.listItemsRemeasured = listItemsRemeasured &- before.listItemsRemeasured
    work.textBytesBroken = textBytesBroken &- before.textBytesBroken
    work.textBytesBrokenByRuns = textBytesBrokenByRuns &- before.textBytesBrokenByRuns
    work.solvedItemsWritten = solvedItemsWritten &- before.solvedItemsWritten
    work.solvedVariablesRead = solvedVariablesRead &- before.solvedVariablesRead
    work.solverConstantsSet = solverConstantsSet &- before.solverConstantsSet
    return work
  }
}
