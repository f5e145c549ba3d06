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

  /// Rows read in order through one cursor, with heights measured between the reads (as the
  /// table measures cells while it places them), answer what the plain lookups answer.
  @Test func spansReadInOrderMatchTheLookupsWhileRowsAreMeasured() {
    var rows = TableRowHeights.estimated(44, count: 300)
    rows.setHeight(3, to: 61)
    rows.setHeight(130, to: 12.5)
    var cursor = TableRowHeights.Cursor()
    var measuredOnTheWay = 0
    for row in 0..<300 {
      let span = rows.span(row, cursor: &cursor)
      #expect(span.top == rows.top(row), "row \(row)")
      #expect(span.height == rows.height(row), "row \(row)")
      #expect(span.isMeasured == rows.isMeasured(row), "row \(row)")
      if row % 7 == 0 {
        rows.setHeight(row, to: Double(20 + row % 50))
        measuredOnTheWay += 1
      }
    }
    #expect(measuredOnTheWay == 43)
    #expect(rows.total == rows.top(300))
    var measuredChanges = 0.0
    for index in 0..<43 { measuredChanges += Double(20 + (7 * index) % 50) - 44 }
    let expectedTotal: Double = 300 * 44 + 17 - 31.5 + measuredChanges
    #expect(rows.total == expectedTotal)
    #expect(rows.span(3, cursor: &cursor).height == 61)
    #expect(rows.span(7, cursor: &cursor).height == 27 && rows.span(8, cursor: &cursor).height == 44)
    #expect(rows.index(containing: rows.top(131) - 0.25) == 130)
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
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 977_272, section: 0))
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
    // A million rows of 1e-300 pt all end within a rounding sliver (1e-6 pt) of the top, but they
    // start in the bounds: they get cells up to the cap (none before sweep 57, so a table whose
    // rows were estimated that small never measured one).
    #expect(table.visibleCells.count == TableView.maximumVisibleCells)
  }

  @Test func zeroHeightRowsGetNoCells() {
    let scene = TestScene()
    let table = table(in: scene)
    let source = Heights(count: 100_000) { $0 % 1000 == 0 ? 44 : 0 }
    table.delegate = source
    table.dataSource = source
    scene.window.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(stride(from: 0, to: 12_000, by: 1000)))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == IndexPath(row: 1000, section: 0))
  }

  @Test func aTreeSummedInPlaceMatchesOneBuiltValueByValue() {
    let values: [Double] = (0..<1000).map { [12.5, 0, 44, 3.25, .nan, -3, 1e-3][$0 % 7] }
    let built = PrefixSumTree(count: values.count) { heights in
      for (index, value) in values.enumerated() { heights[index] = value }
    }
    var inserted = PrefixSumTree([Double](repeating: 0, count: values.count))
    for (index, value) in values.enumerated() { inserted.set(index, to: value) }
    for end in stride(from: 0, through: values.count, by: 37) {
      #expect(abs(built.prefix(end) - inserted.prefix(end)) < 1e-9)
    }
    #expect(built.value(at: 4) == 0 && built.value(at: 5) == 0)
    // 1e-3 is not exact in Float32, so every height is kept as a Float64.
    #expect(built.storedBytes == 1000 * 8 + 1001 * 8)
    #expect(built.index(containing: 12.5) == 2)
  }

  /// The section at each position by a linear scan over the section tops: the last section that
  /// starts at or above `y`.
  private func scannedSection(_ geometry: TableGeometry, at y: Double) -> Int {
    var found = 0
    for section in 0..<geometry.sectionCount where geometry.sectionTop(section) <= y { found = section }
    return found
  }

  @Test func theSectionAtAPositionIsFoundByDescentAndAgreesWithTheSectionTops() {
    var geometry = TableGeometry()
    let counts = [3, 0, 5, 0, 0, 2, 4, 1]
    let headers: [Double] = [28, 28, 0, 28, 0, 28, 10.1, 28]
    let footers: [Double] = [0, 5, 0, 0, 0, 7.3, 0, 0]
    geometry.tableHeaderHeight = 100
    geometry.setSections(rowCounts: counts, headers: headers, footers: footers)
    geometry.setRows(.variable((0..<15).map { [44.1, 0.1, 30, 0][$0 % 4] }))
    func check() {
      for step in -10...Int(geometry.contentHeight * 10) + 10 {
        let y = Double(step) / 10
        let span = geometry.sectionSpan(at: y)
        #expect(span.section == scannedSection(geometry, at: y), "y \(y)")
        #expect(span.top == geometry.sectionTop(span.section))
        #expect(span.bottom == geometry.sectionTop(span.section + 1))
      }
    }
    check()
    geometry.setRowHeight(4, to: 120.7)
    geometry.setRowHeight(13, to: 0)
    #expect(geometry.rows.height(4) == 120.7)
    check()
  }

  @Test func aDelegateAnsweringOneHeightForEveryRowStoresNothingPerRow() {
    let scene = TestScene()
    let table = table(in: scene)
    let same = Heights(count: 100_000) { _ in 50 }
    table.delegate = same
    table.dataSource = same
    scene.window.layoutIfNeeded()
    #expect(table.geometry.rows.storedBytes == 0)
    #expect(table.contentSize.height == 5_000_000)
    let varied = Heights(count: 100_000) { $0 == 99_999 ? 60 : 50 }
    table.delegate = varied
    table.dataSource = varied
    scene.window.layoutIfNeeded()
    #expect(table.geometry.rows.storedBytes == 100_000 * 4 + 100_001 * 8)
    #expect(table.contentSize.height == 5_000_010)
  }
}
