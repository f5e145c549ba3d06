import Foundation
import Testing

@testable import Inertia

/// Self-sizing rows (Auto Layout cells measured by the engine) and the accuracy and size of
/// per-row heights at a million rows.
@MainActor
@Suite struct TableSelfSizingTests {
  /// The separator's pixel at the test window's scale (3): a self-sizing row is its content's
  /// height and this, as UIKit's (the content view ends above the separator).
  static let pixel: CGFloat = 1.0 / 3

  /// Whether two lengths agree to well under a pixel (thirds of a point do not add exactly).
  static func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

  static func near(_ a: CGRect, _ b: CGRect) -> Bool {
    near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
  }

  /// A cell whose body label (any number of lines) is pinned to the content view's margins.
  final class ConstrainedCell: TableViewCell {
    let body = Label()
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      body.numberOfLines = 0
      body.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(body)
      let margins = contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        body.topAnchor.constraint(equalTo: margins.topAnchor),
        body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }
  }

  final class Paragraphs: TableViewDataSource {
    /// Words of nine characters: 3 fit a 358-pt line at 17 pt (29 x 9.35 = 271 pt; 4 need 365 pt).
    static func text(words: Int) -> String {
      Array(repeating: "abcdefghi", count: words).joined(separator: " ")
    }
    let wordCounts: [Int]
    init(_ wordCounts: [Int]) { self.wordCounts = wordCounts }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { wordCounts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! ConstrainedCell
      cell.body.text = Self.text(words: wordCounts[indexPath.row])
      return cell
    }
  }

  private func makeTable(
    _ source: Paragraphs, delegate: TableViewDelegate? = nil, in scene: TestScene
  ) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    table.contentInsetAdjustmentBehavior = .never
    table.register(ConstrainedCell.self, forCellReuseIdentifier: "text")
    table.rowHeight = TableView.automaticDimension
    table.estimatedRowHeight = 44
    table.dataSource = source
    table.delegate = delegate
    scene.window.addSubview(table)
    scene.window.layoutIfNeeded()
    return table
  }

  @Test func autoLayoutCellsTakeTheirHeightFromTheirWrappedLabel() throws {
    let scene = TestScene()
    let source = Paragraphs([12, 1, 7, 3])
    let table = makeTable(source, in: scene)
    // Label width: 390 less the 16-pt margins = 358 pt; lines of 20.4 pt (17 pt x 1.2), rounded up.
    let probe = Label(text: Paragraphs.text(words: 12))
    probe.numberOfLines = 0
    #expect(probe.lines(fittingWidth: 358).count == 4)
    // 4, 1, 3 and 1 lines, each row a separator's pixel taller than its content view.
    let contents: [CGFloat] = [104, 43, 84, 43]  // 82, 21, 62 and 21 of text and 22 of margins
    let expected = contents.map { $0 + Self.pixel }
    var top: CGFloat = 0
    for (row, height) in expected.enumerated() {
      let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
      #expect(Self.near(rect, CGRect(x: 0, y: top, width: 390, height: height)))
      top += height
    }
    #expect(Self.near(table.contentSize.height, top))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ConstrainedCell)
    scene.window.layoutIfNeeded()
    #expect(Self.near(cell.frame.height, 104 + Self.pixel))
    #expect(Self.near(cell.contentView.frame.height, 104))
    #expect(Self.near(cell.body.frame, CGRect(x: 16, y: 11, width: 358, height: 82)))
  }

  /// A delegate that estimates rows itself (tableView(_:estimatedHeightForRowAt:)).
  final class Estimates: TableViewDelegate {
    var asked = 0
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
      asked += 1
      return 200
    }
  }

  @Test func theDelegatesEstimateSizesRowsNotYetMeasured() {
    let scene = TestScene()
    let source = Paragraphs(Array(repeating: 1, count: 100))
    let estimates = Estimates()
    let table = makeTable(source, delegate: estimates, in: scene)
    #expect(estimates.asked > 0)
    // Rows on screen are measured (one line: 21 + 22 pt); the rest keep the delegate's 200, not 44.
    let measured = table.indexPathsForVisibleRows!.count
    #expect(Self.near(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 43 + Self.pixel))
    #expect(table.rectForRow(at: IndexPath(row: 99, section: 0)).height == 200)
    #expect(
      Self.near(
        table.contentSize.height, CGFloat(measured) * (43 + Self.pixel) + CGFloat(100 - measured) * 200))
  }

  @Test func autoLayoutCellsKeepTheFirstVisibleRowStillWhileScrollingUp() {
    let scene = TestScene()
    let source = Paragraphs((0..<2000).map { 1 + $0 % 9 })
    let table = makeTable(source, in: scene)
    table.setContentOffset(CGPoint(x: 0, y: 60_000), animated: false)
    let anchor = table.indexPathsForVisibleRows![1]
    var screenY = table.rectForRow(at: anchor).minY - table.contentOffset.y
    for _ in 0..<10 {
      table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y - 30), animated: false)
      let now = table.rectForRow(at: anchor).minY - table.contentOffset.y
      #expect(abs(now - (screenY + 30)) <= 0.5)
      screenY = now
    }
    // Every visible row has its measured height: 1 + row % 9 words -> ceil(words / 3) lines.
    for path in table.indexPathsForVisibleRows ?? [] {
      let lines = (1 + path.row % 9 + 2) / 3
      let text = (20.4 * CGFloat(lines)).rounded(.up)
      #expect(abs(table.rectForRow(at: path).height - (text + 22 + Self.pixel)) < 1e-9 * 60_000)
    }
  }

  final class MillionRows: TableViewDataSource, TableViewDelegate {
    let height: (Int) -> CGFloat
    init(_ height: @escaping (Int) -> CGFloat) { self.height = height }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      height(indexPath.row)
    }
  }

  @Test func aMillionVariableRowsTakeTwelveBytesEachAndStayExactAtTheLastRow() {
    let scene = TestScene()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let source = MillionRows { CGFloat(40 + $0 % 3 * 10) + 0.5 }
    table.delegate = source
    table.dataSource = source
    scene.window.addSubview(table)
    scene.window.layoutIfNeeded()
    #expect(table.geometry.rows.storedBytes == 1_000_000 * 4 + 1_000_001 * 8)
    // Rows 0..<999_999 are 333,333 full cycles of 40.5 + 50.5 + 60.5 (151.5); the last is 40.5.
    let last = table.rectForRow(at: IndexPath(row: 999_999, section: 0))
    #expect(last.minY == 333_333 * 151.5)
    #expect(last.height == 40.5)
    #expect(table.contentSize.height == last.maxY)
  }

  @Test func heightsThatAreNotExactInFloat32StayWithinHalfAPointAtTheLastRow() {
    let scene = TestScene()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let source = MillionRows { _ in 44.1 }
    table.delegate = source
    table.dataSource = source
    scene.window.addSubview(table)
    scene.window.layoutIfNeeded()
    let last = table.rectForRow(at: IndexPath(row: 999_999, section: 0))
    #expect(abs(last.minY - 999_999 * 44.1) <= 0.5)
    #expect(abs(last.minY - 44_099_955.9) <= 1e-3)
    #expect(table.geometry.rows.storedBytes <= 16 * 1_000_001)
    #expect(
      table.indexPathForRow(at: CGPoint(x: 10, y: last.minY + 0.5)) == IndexPath(row: 999_999, section: 0))
    #expect(
      table.indexPathForRow(at: CGPoint(x: 10, y: last.minY - 0.5)) == IndexPath(row: 999_998, section: 0))
  }

  /// Fixed heights for even rows, ``TableView/automaticDimension`` for odd ones.
  final class EvenRowsFixed: TableViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      indexPath.row % 2 == 0 ? 60 : TableView.automaticDimension
    }
  }

  /// UIKit's cell keeps the separator's pixel below its content view: a fixed 44-point row has a
  /// content view a pixel shorter, and a self-sizing row is its content and the pixel; a table
  /// that draws no separators gives the content view the whole row.
  @Test func theContentViewEndsAboveTheSeparatorUnlessTheTableDrawsNone() throws {
    let scene = TestScene()
    let fixed = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    fixed.rowHeight = 44
    fixed.register(ConstrainedCell.self, forCellReuseIdentifier: "text")
    let source = Paragraphs([1, 12])
    fixed.dataSource = source
    scene.window.addSubview(fixed)
    scene.window.layoutIfNeeded()
    let cell = try #require(fixed.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.frame.height == 44)
    #expect(Self.near(cell.contentView.frame.height, 44 - Self.pixel))
    let bareSource = Paragraphs([1, 12])
    let bare = makeTable(bareSource, in: scene)
    bare.separatorStyle = .none
    bare.reloadData()
    scene.window.layoutIfNeeded()
    #expect(bare.rectForRow(at: IndexPath(row: 0, section: 0)).height == 43)
    #expect(
      bare.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 43, width: 390, height: 104))
    let bareCell = try #require(bare.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(bareCell.contentView.frame.height == 104)
  }

  @Test func onlyTheRowsTheDelegateAnswersAutomaticDimensionForAreMeasured() {
    let scene = TestScene()
    let source = Paragraphs([12, 12, 1, 1, 12, 12])
    let delegate = EvenRowsFixed()
    let table = makeTable(source, delegate: delegate, in: scene)
    // Even rows keep the delegate's 60 whatever their text; odd rows take their label's lines.
    let heights = (0..<6).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    let pixel = Self.pixel
    let expected: [CGFloat] = [60, 104 + pixel, 60, 43 + pixel, 60, 104 + pixel]
    #expect(zip(heights, expected).allSatisfy { Self.near($0, $1) })
    #expect(Self.near(table.contentSize.height, 431 + 3 * Self.pixel))
  }
}
