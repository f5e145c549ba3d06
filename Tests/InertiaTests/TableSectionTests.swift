import Foundation
import Testing

@testable import Inertia

/// Sections: sticky headers, the section index, self-sizing rows, batch updates, editing,
/// prefetching and UIKit's delegate orders.
@MainActor
@Suite struct TableSectionTests {
  /// 20 sections of `rows` rows (44 pt), titled "S0"..., logging every delegate call.
  final class Sections: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    var counts: [Int]
    var log: [String] = []
    var titles: [String]?
    var canMove = false
    init(sections: Int = 20, rows: Int = 10) { counts = Array(repeating: rows, count: sections) }
    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      counts.count > 1 ? "S\(section)" : nil
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { titles }
    // Swipe to delete is offered for rows that say they can be edited (see canEditRowAt's default).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      log.append("commit \(indexPath.section)-\(indexPath.row)")
      counts[indexPath.section] -= 1
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove }
    func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
      log.append("move \(source.section)-\(source.row)->\(destination.section)-\(destination.row)")
      counts[source.section] -= 1
      counts[destination.section] += 1
    }
    var moveTarget: ((IndexPath, IndexPath) -> IndexPath)?
    func tableView(
      _ tableView: TableView, targetIndexPathForMoveFromRowAt source: IndexPath,
      toProposedIndexPath proposed: IndexPath
    ) -> IndexPath {
      log.append("target \(proposed.section)-\(proposed.row)")
      return moveTarget?(source, proposed) ?? proposed
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
      log.append("willDisplay \(indexPath.row)")
    }
    func tableView(
      _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
      log.append("didEndDisplaying \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
      log.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
      log.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      log.append("willSelect \(indexPath.row)")
      return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      log.append("willDeselect \(indexPath.row)")
      return indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
      log.append("didDeselect \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
      for path in indexPaths { log.append("prefetch \(path.row)") }
    }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      for path in indexPaths { log.append("cancel \(path.row)") }
    }
  }

  private func make(_ source: Sections, style: TableView.Style = .plain) -> (TestScene, TableView) {
    let scene = TestScene()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 500), style: style)
    table.contentInsetAdjustmentBehavior = .never
    table.delegate = source
    table.dataSource = source
    scene.window.addSubview(table)
    scene.window.layoutIfNeeded()
    return (scene, table)
  }

  /// Where a plain header must be for the offset: at the top while its section is in view,
  /// pushed up by the section's end (sections are 28 + 440 = 468 pt).
  private func expectedHeaderY(section: Int, offset: CGFloat) -> CGFloat {
    let top = CGFloat(section) * 468
    return min(max(top, offset), top + 440)
  }

  @Test func plainHeadersStickAndArePushedUpByTheNextSection() {
    let source = Sections()
    let (_, table) = make(source)
    #expect(table.contentSize.height == CGFloat(20 * 468))
    table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(table.headerView(forSection: 0)?.frame.minY == 100)
    table.setContentOffset(CGPoint(x: 0, y: 450), animated: false)
    #expect(table.headerView(forSection: 0)?.frame.minY == 440)
    #expect(table.headerView(forSection: 1)?.frame.minY == 468)
    table.setContentOffset(CGPoint(x: 0, y: 468), animated: false)
    #expect(table.headerView(forSection: 0) == nil)
    #expect(table.headerView(forSection: 1)?.frame.minY == 468)
  }

  @Test func stickyHeadersFollowEveryFrameOfAFlingAndTheBounce() {
    let source = Sections()
    let (scene, table) = make(source)
    var checked = 0
    var bounced = false
    var mismatches: [String] = []
    let link = scene.clock.addDisplayLink { _ in
      let offset = table.contentOffset.y
      let section = max(Int(offset / 468), 0)
      guard let header = table.headerView(forSection: section) else {
        mismatches.append("no header \(section) at \(offset)")
        return
      }
      if abs(header.frame.minY - expectedHeaderY(section: section, offset: offset)) > 0.01 {
        mismatches.append("header \(section) at \(header.frame.minY) for \(offset)")
      }
      if offset < 0 { bounced = true }
      checked += 1
    }
    scene.gestures.fling(from: CGPoint(x: 200, y: 450), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    scene.wait(1.5)
    scene.gestures.fling(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 6000), distance: 300)
    scene.wait(3)
    link.invalidate()
    #expect(mismatches.isEmpty)
    #expect(bounced)
    #expect(checked > 200)
    #expect(table.contentOffset.y == 0)
    #expect(table.headerView(forSection: 0)?.frame.minY == 0)
  }

  @Test func scrollingThroughSectionsReusesTheTitleViewsTheTableMade() throws {
    let source = Sections()
    let (_, table) = make(source)
    var seen: [View] = []  // Held, so a freed view's address cannot come back as a "new" one.
    for step in 0..<40 {
      table.setContentOffset(CGPoint(x: 0, y: CGFloat(step) * 200), animated: false)
      for section in 0..<20 {
        if let header = table.headerView(forSection: section), !seen.contains(where: { $0 === header }) {
          seen.append(header)
        }
      }
    }
    // 20 sections went by, at most two on screen at once: their titles are right, their views few.
    #expect(seen.count <= 3)
    let last = try #require(table.headerView(forSection: 16) as? TableViewHeaderFooterView)
    #expect(last.textLabel?.text == "S16")
  }

  @Test func groupedHeadersScrollWithTheirRows() {
    let source = Sections()
    let (_, table) = make(source, style: .grouped)
    table.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
    #expect(table.rectForHeader(inSection: 0).height == 38)
    #expect(table.headerView(forSection: 0)?.frame.minY == 0)
  }

  @Test func tappingAnIndexLetterJumpsToItsSection() {
    let source = Sections()
    source.titles = (0..<20).map { String(UnicodeScalar(65 + $0)!) }
    let (scene, table) = make(source)
    let index = try! #require(table.sectionIndex)
    #expect(index.frame == CGRect(x: 370, y: 0, width: 20, height: 500))
    // 20 titles of 16 pt centred in 500 pt start at y 90; "K" (section 10) is the 11th.
    scene.gestures.tap(at: CGPoint(x: 380, y: 90 + 16 * 10 + 8))
    #expect(table.contentOffset.y == 4680)
    #expect(table.headerView(forSection: 10)?.frame.minY == 4680)
    table.sectionIndexDisplayMode = .alwaysHidden
    scene.window.layoutIfNeeded()
    #expect(table.sectionIndex == nil)
  }

  @Test func swipingARowRevealsDeleteAndTappingItCallsTheDataSource() {
    let source = Sections(sections: 1, rows: 30)
    source.log.removeAll()
    let (scene, table) = make(source)
    scene.gestures.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 150, y: 112), duration: 0.2)
    scene.wait(0.1)
    let cell = try! #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.swipeOffset == -TableView.deleteButtonWidth)
    #expect(!cell.deleteButtonView.isHidden)
    scene.gestures.tap(at: CGPoint(x: 390 - 30, y: 110))
    #expect(source.log.contains("commit 0-2"))
    #expect(table.numberOfRows(inSection: 0) == 29)
    #expect(table.contentSize.height == CGFloat(29 * 44))
  }

  @Test func draggingAReorderHandleMovesTheRow() {
    let source = Sections(sections: 1, rows: 30)
    source.canMove = true
    let (scene, table) = make(source)
    table.isEditing = true
    scene.gestures.drag(from: CGPoint(x: 370, y: 22), to: CGPoint(x: 370, y: 22 + 44 * 3), duration: 0.3)
    scene.wait(0.1)
    #expect(source.log.contains("move 0-0->0-3"))
  }

  /// Drags row 0-1 (centre y 94) by its handle so its centre ends at `centerY`; sections of 5
  /// rows are 248 pt (a 28-pt header and 5 x 44).
  private func dragRowOneToCentre(
    _ centerY: CGFloat, moveTarget: ((IndexPath, IndexPath) -> IndexPath)? = nil
  )
    -> (Sections, TableView)
  {
    let source = Sections(sections: 3, rows: 5)
    source.canMove = true
    source.moveTarget = moveTarget
    let (scene, table) = make(source)
    table.isEditing = true
    scene.gestures.drag(from: CGPoint(x: 370, y: 94), to: CGPoint(x: 370, y: centerY), duration: 0.6)
    scene.wait(0.1)
    return (source, table)
  }

  @Test func aRowDraggedOverAnotherSectionLandsBeforeOrAfterTheRowUnderIt() {
    // Section 1's row 1 spans 320...364: its upper half puts the row before it, its lower after.
    let (upper, upperTable) = dragRowOneToCentre(330)
    #expect(
      upper.log.filter { $0.hasPrefix("move") || $0.hasPrefix("target") } == ["target 1-1", "move 0-1->1-1"])
    #expect(upperTable.numberOfRows(inSection: 0) == 4)
    #expect(upperTable.numberOfRows(inSection: 1) == 6)
    #expect(upperTable.contentSize.height == CGFloat(3 * 248))
    let (lower, _) = dragRowOneToCentre(350)
    #expect(lower.log.contains("move 0-1->1-2"))
    // Over section 1's header (248...276): its first place; the lower half of its last row: its end.
    let (header, _) = dragRowOneToCentre(260)
    #expect(header.log.contains("move 0-1->1-0"))
    let (end, _) = dragRowOneToCentre(490)
    #expect(end.log.contains("move 0-1->1-5"))
  }

  @Test func theDelegateChoosesWhereAMovedRowLands() {
    let (kept, table) = dragRowOneToCentre(330) { source, _ in IndexPath(row: 4, section: source.section) }
    #expect(
      kept.log.filter { $0.hasPrefix("move") || $0.hasPrefix("target") } == ["target 1-1", "move 0-1->0-4"])
    #expect(table.numberOfRows(inSection: 0) == 5)
    // A place past the end of another section is clamped to its end.
    let (clamped, _) = dragRowOneToCentre(330) { _, _ in IndexPath(row: 99, section: 2) }
    #expect(clamped.log.contains("move 0-1->2-5"))
  }

  @Test func batchUpdatesKeepTheOffsetAndAnimateForAThirdOfASecond() {
    let source = Sections(sections: 1, rows: 1000)
    let (scene, table) = make(source)
    table.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
    let before = table.cellForRow(at: IndexPath(row: 50, section: 0))
    var finished: Bool?
    table.performBatchUpdates(
      {
        source.counts[0] += 2
        table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        source.counts[0] -= 1
        table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
      }, completion: { finished = $0 })
    #expect(table.contentOffset.y == 2000)
    #expect(table.contentSize.height == CGFloat(1001 * 44))
    #expect(table.cellForRow(at: IndexPath(row: 51, section: 0)) === before)
    scene.wait(0.15)
    #expect(finished == nil)
    scene.wait(0.2)
    #expect(finished == true)
    #expect(table.contentOffset.y == 2000)
    #expect(before?.frame.minY == CGFloat(51 * 44))
  }

  @Test func prefetchCallsArriveBeforeRowsAppearAndCancelWhenTheyRecede() {
    let source = Sections(sections: 1, rows: 500)
    let (scene, table) = make(source)
    table.prefetchDataSource = source
    source.log.removeAll()
    for step in 1...40 { table.setContentOffset(CGPoint(x: 0, y: CGFloat(step) * 10), animated: false) }
    let displayed = source.log.filter { $0.hasPrefix("willDisplay") }
    #expect(!displayed.isEmpty)
    for line in displayed {
      let row = line.split(separator: " ")[1]
      let prefetch = source.log.firstIndex(of: "prefetch \(row)")
      #expect(prefetch != nil && prefetch! < source.log.firstIndex(of: line)!)
    }
    table.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
    #expect(source.log.contains("cancel 25"))
    _ = scene
  }

  @Test func highlightWaitsForTheContentTouchDelayAndSelectionFollowsUIKitsOrder() {
    let source = Sections(sections: 1, rows: 30)
    let (scene, table) = make(source)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    source.log.removeAll()
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 110), timestamp: scene.clock.now)
    scene.wait(0.05)
    #expect(source.log.isEmpty)
    scene.wait(0.2)
    #expect(source.log == ["didHighlight 2"])
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 100, y: 110), timestamp: scene.clock.now)
    #expect(
      source.log == [
        "didHighlight 2", "willSelect 2", "didUnhighlight 2", "willDeselect 0", "didDeselect 0",
        "didSelect 2",
      ])
  }

  @Test func aScrollUnhighlightsAndCellsAreAnnouncedInOrder() {
    let source = Sections(sections: 1, rows: 100)
    let (scene, table) = make(source)
    source.log.removeAll()
    scene.holdThenDrag(
      from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), hold: 0.3, duration: 0.2, release: .stop)
    #expect(source.log.first == "didHighlight 9")
    #expect(source.log.contains("didUnhighlight 9"))
    #expect(!source.log.contains { $0.hasPrefix("didSelect") })
    let display = source.log.firstIndex(of: "willDisplay 12")
    let end = source.log.firstIndex(of: "didEndDisplaying 0")
    #expect(display != nil && end != nil)
    #expect(table.indexPathsForVisibleRows!.first!.row >= 2)
  }

  @Test func scrollToRowHonoursEveryPositionBelowAStickyHeader() {
    let source = Sections()
    let (_, table) = make(source)
    let path = IndexPath(row: 5, section: 3)
    let rect = table.rectForRow(at: path)
    #expect(rect.minY == CGFloat(3 * 468 + 28 + 5 * 44))
    table.scrollToRow(at: path, at: .top, animated: false)
    #expect(table.contentOffset.y == rect.minY - 28)
    table.scrollToRow(at: path, at: .middle, animated: false)
    #expect(table.contentOffset.y == rect.midY - 250)
    table.scrollToRow(at: path, at: .bottom, animated: false)
    #expect(table.contentOffset.y == rect.maxY - 500)
    table.scrollToRow(at: IndexPath(row: 0, section: 3), at: .none, animated: false)
    #expect(table.contentOffset.y == rect.maxY - 500)
    table.setContentOffset(.zero, animated: false)
    table.scrollToRow(at: IndexPath(row: 0, section: 3), at: .none, animated: false)
    #expect(table.contentOffset.y == CGFloat(3 * 468 + 28 + 44 - 500))
    table.selectRow(at: IndexPath(row: 9, section: 19), animated: false, scrollPosition: .top)
    #expect(table.contentOffset.y == table.maximumOffset.y)
  }

  /// Cells that size to 30 pt (even rows) or 80 pt (odd rows) behind a 44 pt estimate.
  final class SizingCell: TableViewCell {
    var height: CGFloat = 44
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
  }

  final class SelfSizing: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100_000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "sizing", for: indexPath) as! SizingCell
      cell.height = indexPath.row % 2 == 0 ? 30 : 80
      return cell
    }
  }

  @Test func measuringEstimatedRowsKeepsTheVisibleRowsStill() {
    let scene = TestScene()
    let source = SelfSizing()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
    table.contentInsetAdjustmentBehavior = .never
    table.register(SizingCell.self, forCellReuseIdentifier: "sizing")
    table.rowHeight = TableView.automaticDimension
    table.estimatedRowHeight = 44
    table.dataSource = source
    scene.window.addSubview(table)
    scene.window.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 30, width: 390, height: 80))
    table.setContentOffset(CGPoint(x: 0, y: 200_000), animated: false)
    let anchor = try! #require(table.indexPathsForVisibleRows?.first)
    var screenY = table.rectForRow(at: anchor).minY - table.contentOffset.y
    // Scrolling up measures rows above the anchor; the anchor moves by the scroll alone.
    for _ in 0..<20 {
      table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y - 20), animated: false)
      screenY += 20
      let now = table.rectForRow(at: anchor).minY - table.contentOffset.y
      #expect(abs(now - screenY) <= 0.5)
      screenY = now
    }
    #expect(table.geometry.rows.storedBytes < 400_000)
    // A fling over unmeasured rows: the first visible row's screen motion per frame only slows
    // down (a measured estimate above it would show as a jump of 14 or 36 pt).
    var motions: [CGFloat] = []
    var previous: (IndexPath, CGFloat)?
    let link = scene.clock.addDisplayLink { _ in
      if let (path, y) = previous {
        motions.append(table.rectForRow(at: path).minY - table.contentOffset.y - y)
      }
      previous = table.indexPathsForVisibleRows?.first.map {
        ($0, table.rectForRow(at: $0).minY - table.contentOffset.y)
      }
    }
    scene.gestures.fling(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 2500), distance: 150)
    let start = motions.count
    scene.wait(1)
    link.invalidate()
    var worst: CGFloat = 0
    for index in (start + 4)..<motions.count {  // After the release.
      worst = max(worst, motions[index] - motions[index - 1], -motions[index])
    }
    #expect(motions.count > start + 60)
    #expect(worst <= 0.5)
  }
}
