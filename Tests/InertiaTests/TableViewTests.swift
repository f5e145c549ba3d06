import Foundation
import Testing

@testable import Inertia

/// Tables: rows, cell reuse, selection.
@MainActor
@Suite struct TableViewTests {
  final class Rows: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var events: [String] = []
    var tallRow: IndexPath?
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "\(indexPath.section)-\(indexPath.row)"
      return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      indexPath == tallRow ? 200 : 50
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      events.append("select \(indexPath.section)-\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
      events.append("deselect \(indexPath.section)-\(indexPath.row)")
    }
  }

  final class CountingCell: TableViewCell {
    nonisolated(unsafe) static var made = 0
    required init(style: CellStyle, reuseIdentifier: String?) {
      CountingCell.made += 1
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
  }

  private func make(_ counts: [Int] = [1000]) -> (TestScene, TableView, Rows) {
    let scene = TestScene()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
    table.contentInsetAdjustmentBehavior = .never
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    let rows = Rows(counts)
    table.delegate = rows
    table.dataSource = rows
    scene.window.addSubview(table)
    scene.window.layoutIfNeeded()
    return (scene, table, rows)
  }

  @Test func onlyVisibleRowsHaveCellsAndCellsAreReused() {
    CountingCell.made = 0
    let (scene, table, rows) = make()
    defer { withExtendedLifetime(rows) {} }
    #expect(table.contentSize.height == 50_000)
    #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0..<10))
    scene.gestures.fling(from: CGPoint(x: 200, y: 450), velocity: CGPoint(x: 0, y: -4000), distance: 200)
    scene.wait(4)
    #expect(table.contentOffset.y > 1500)
    let first = Int(table.contentOffset.y / 50)
    #expect(table.indexPathsForVisibleRows?.first?.row == first)
    #expect(table.visibleCells.count <= 11)
    #expect(CountingCell.made <= 12)
    #expect(table.visibleCells.allSatisfy { $0.frame.height == 50 && $0.textLabel?.text != nil })
  }

  @Test func aTapSelectsAndADragDoesNot() {
    let (scene, table, rows) = make()
    scene.gestures.tap(at: CGPoint(x: 100, y: 125), duration: 0.08)
    scene.gestures.tap(at: CGPoint(x: 100, y: 275), duration: 0.08)
    #expect(rows.events == ["select 0-2", "deselect 0-2", "select 0-5"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.isSelected == true)
    scene.gestures.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), duration: 0.1)
    scene.wait(3)
    #expect(rows.events.count == 3)
  }

  @Test func aCellWithoutSelectionStyleIsSelectedWithoutChangingItsLook() throws {
    let (scene, table, rows) = make()
    let plain = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    plain.selectionStyle = .none
    scene.gestures.tap(at: CGPoint(x: 100, y: 125), duration: 0.08)
    #expect(rows.events == ["select 0-2"])
    #expect(plain.isSelected && plain.backgroundColor == plain.normalBackgroundColor)
    scene.gestures.tap(at: CGPoint(x: 100, y: 275), duration: 0.08)
    let shown = try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)))
    #expect(shown.selectionStyle == .default && shown.isSelected)
    #expect(shown.backgroundColor == shown.selectedBackgroundColor)
    #expect(TableViewCell.SelectionStyle(rawValue: 2) == .gray)
  }

  @Test func multipleSelectionToggles() {
    let (scene, table, rows) = make()
    table.allowsMultipleSelection = true
    scene.gestures.tap(at: CGPoint(x: 100, y: 25))
    scene.wait(0.5)
    scene.gestures.tap(at: CGPoint(x: 100, y: 75))
    scene.wait(0.5)
    scene.gestures.tap(at: CGPoint(x: 100, y: 25))
    #expect(rows.events == ["select 0-0", "select 0-1", "deselect 0-0"])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
  }

  @Test func sectionsHeightsAndReload() {
    let (_, table, rows) = make([3, 4])
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 4)
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 150, width: 390, height: 50))
    rows.tallRow = IndexPath(row: 1, section: 0)
    rows.counts = [3, 10]
    table.reloadData()
    #expect(table.contentSize.height == CGFloat(800))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 120)) == IndexPath(row: 1, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
  }

  @Test func scrollToRowPositionsIt() {
    let (_, table, rows) = make()
    defer { withExtendedLifetime(rows) {} }
    table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 5000)
    table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .bottom, animated: false)
    #expect(table.contentOffset.y == CGFloat(4550))
    table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .middle, animated: false)
    #expect(table.contentOffset.y == table.maximumOffset.y)
    table.scrollToRow(at: IndexPath(row: 5000, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == table.maximumOffset.y)
  }
}
