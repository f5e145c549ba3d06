import Foundation
import Testing

@testable import Inertia

/// A cell's own scroll view (a horizontal strip in a table row) scrolled off screen while it
/// decelerates stops, and its delegate hears didEndDecelerating, as UIKit's reused cells' do.
@MainActor
@Suite struct ReusedCellScrollViewTests {
  final class StripCell: TableViewCell {
    let strip = ScrollView()
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      strip.contentInsetAdjustmentBehavior = .never
      strip.contentSize = CGSize(width: 3000, height: 100)
      addSubview(strip)
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      strip.assignFrame(bounds)
    }
  }

  final class Source: TableViewDataSource {
    let log = DelegateLog()
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "strip", for: indexPath)
      if indexPath.row == 0 { (cell as? StripCell)?.strip.delegate = log }
      return cell
    }
  }

  @Test func aRowsStripScrolledOffWhileDeceleratingHearsTheEnd() throws {
    let scene = TestScene()
    let table = TableView(frame: scene.window.bounds)
    table.contentInsetAdjustmentBehavior = .never
    table.rowHeight = 100
    table.register(StripCell.self, forCellReuseIdentifier: "strip")
    let source = Source()
    table.dataSource = source
    scene.window.addSubview(table)
    scene.window.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? StripCell)
    scene.gestures.fling(from: CGPoint(x: 300, y: 50), velocity: CGPoint(x: -3000, y: 0), distance: 120)
    #expect(cell.strip.isDecelerating)
    // The table is flung up from row 5: row 0 leaves the screen while its strip still moves.
    scene.gestures.fling(from: CGPoint(x: 200, y: 550), velocity: CGPoint(x: 0, y: -3000), distance: 200)
    scene.wait(0.3)
    #expect(table.contentOffset.y > 100)
    #expect(!(table.indexPathsForVisibleRows ?? []).contains(IndexPath(row: 0, section: 0)))
    #expect(!cell.strip.isDecelerating)
    #expect(source.log.folded.suffix(3) == ["willBeginDecelerating", "didScroll*", "didEndDecelerating"])
    let stopped = cell.strip.contentOffset.x
    #expect(stopped > 120 && stopped < 2610)
    scene.wait(3)
    // Reused for another row or waiting in the pool, the strip stays where it stopped.
    #expect(cell.strip.contentOffset.x == stopped)
    #expect(source.log.folded.last == "didEndDecelerating")
    withExtendedLifetime(source) {}
  }
}
