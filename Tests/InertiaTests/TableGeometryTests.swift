import Foundation
import Testing

@testable import Inertia

/// Table geometry: positions and lookups in O(log n), storage that follows what is measured, and
/// cells that follow what is on screen even for degenerate row heights.
@MainActor
@Suite struct TableGeometryTests {
  final class Heights: TableViewDataSource, TableViewDelegate {
    let count: Int
    let height: (Int) -> CGFloat
    init(count: Int, height: @escaping (Int) -> CGFloat) {
      self.count = count
      self.height = height
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      height(indexPath.row)
    }
  }

  final class Uniform: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }

  private func table(in scene: TestScene) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
    table.contentInsetAdjustmentBehavior = .never
    scene.window.addSubview(table)
    return table
  }

  @Test func thePrefixTreeFindsPositionsAndRowsAndPassesOverZeroHeights() {
    var tree = PrefixSumTree([10, 0, 0, 5, 20, .nan, -3, 7])
    #expect(tree.prefix(4) == 15)
    #expect(tree.total == 42)
    #expect(tree.index(containing: 9.9) == 0)
    #expect(tree.index(containing: 10) == 3)
    #expect(tree.index(containing: 15) == 4)
    #expect(tree.index(containing: 41.9) == 7)
    #expect(tree.index(containing: 42) == 8)
    tree.set(1, to: 4)
    #expect(tree.prefix(3) == 14)
    #expect(tree.index(containing: 12) == 1)
  }

  @Test func uniformRowsStoreNothingAndVariableRowsTwelveBytesEachWhenExactInFloat32() {
    let uniform = TableRowHeights.uniform(44, count: 1_000_000)
    #expect(uniform.storedBytes == 0)
    #expect(uniform.top(500_000) == 22_000_000)
    #expect(uniform.index(containing: 22_000_000) == 500_000)
    let variable = TableRowHeights.variable((0..<1000).map { Double($0 % 3) * 10 })
    #expect(variable.storedBytes == 1000 * 4 + 1001 * 8)
    #expect(variable.top(4) == 30)
  }

  @Test func estimatedRowsStoreOnlyWhatWasMeasured() {
    var rows = TableRowHeights.estimated(50, count: 1_000_000)
    let empty = rows.storedBytes
    #expect(empty < 400_000)
    #expect(rows.top(1000) == 50_000)
    rows.setHeight(10, to: 80)
    rows.setHeight(700, to: 20)
    #expect(rows.isMeasured(10) && !rows.isMeasured(11))
    #expect(rows.top(11) == 550 + 30)
    #expect(rows.top(1000) == 50_000)
    #expect(rows.index(containing: 530) == 10)
    #expect(rows.index(containing: 580) == 11)
    #expect(rows.storedBytes - empty == 2 * 64 * 8)
  }

  @Test func aMillionUniformRowsReloadWithoutStoringRows() {
    let scene = TestScene()
    let table = table(in: scene)
    let source = Uniform(count: 1_000_000)
    table.dataSource = source
    scene.window.layoutIfNeeded()
    #expect(table.geometry.rows.storedBytes == 0)
    #expect(table.contentSize.height == 44_000_000)
    table.setContentOffset(CGPoint(x: 0, y: 43_000_000), animated: false)
    #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 977_272, section: 0))
    #expect(table.visibleCells.count == 13)
  }

  @Test func tinyRowsCannotMakeThousandsOfCells() {
    let scene = TestScene()
    let table = table(in: scene)
    let tiny = Heights(count: 8000) { _ in 0.01 }
    table.delegate = tiny
    table.dataSource = tiny
    scene.window.layoutIfNeeded()
    #expect(table.visibleCells.count == TableView.maximumVisibleCells)
    let vanishing = Uniform(count: 1_000_000)
    table.delegate = nil
    table.rowHeight = 1e-300
    table.dataSource = vanishing
    scene.window.layoutIfNeeded()
    #expect(table.visibleCells.count == TableView.maximumVisibleCells)
  }

  @Test func zeroHeightRowsGetNoCells() {
    let scene = TestScene()
    let table = table(in: scene)
    let source = Heights(count: 100_000) { $0 % 1000 == 0 ? 44 : 0 }
    table.delegate = source
    table.dataSource = source
    scene.window.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows.map(\.row) == Array(stride(from: 0, to: 12_000, by: 1000)))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == IndexPath(row: 1000, section: 0))
  }
}
