import Foundation
import Testing

@testable import Inertia

/// Self-sizing rows whose cells are reused: each row takes the height of its own configured
/// content, not that of the row its cell showed before (issue 23: Neuburg's variableHeights2).
@MainActor
@Suite struct TableSelfSizingReuseTests {
  /// A view whose intrinsic height is set by the data source, as in the book's `MyView`.
  final class Bar: View {
    var height: CGFloat = 200 {
      didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { CGSize(width: 300, height: height) }
  }

  /// A wrapping label above a bar, both pinned to the content view's margins.
  final class NoteCell: TableViewCell {
    let body = Label()
    let bar = Bar()
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      body.numberOfLines = 0
      for view in [body, bar] as [View] {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
      }
      let margins = contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        body.topAnchor.constraint(equalTo: margins.topAnchor),
        bar.topAnchor.constraint(equalTo: body.bottomAnchor),
        bar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        bar.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }
  }

  final class Notes: TableViewDataSource {
    /// Words of nine characters: 3 fit a 358-pt line at 17 pt.
    static func words(_ row: Int) -> Int { 1 + row * 5 % 11 }
    static func barHeight(_ row: Int) -> CGFloat { CGFloat(10 + row * 7 % 4 * 30) }
    /// The row's height from its own content: ceil(words / 3) lines of 20.4 pt (rounded up), the
    /// bar, the 11-pt top and bottom margins, and the separator's pixel (a third of a point at the
    /// test window's scale), below the content view as UIKit's.
    static func expectedHeight(_ row: Int) -> CGFloat {
      let lines = (words(row) + 2) / 3
      return (20.4 * CGFloat(lines)).rounded(.up) + barHeight(row) + 22 + 1.0 / 3
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 300 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
      cell.body.text = Array(repeating: "abcdefghi", count: Self.words(indexPath.row)).joined(separator: " ")
      cell.bar.height = Self.barHeight(indexPath.row)
      return cell
    }
  }

  private func makeTable(_ source: Notes, in scene: TestScene, estimate: CGFloat) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    table.contentInsetAdjustmentBehavior = .never
    table.register(NoteCell.self, forCellReuseIdentifier: "note")
    table.rowHeight = TableView.automaticDimension
    table.estimatedRowHeight = estimate
    table.dataSource = source
    scene.window.addSubview(table)
    scene.window.layoutIfNeeded()
    return table
  }

  private func expectOwnHeights(_ table: TableView) {
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(visible.count > 4)
    for path in visible {
      let rect = table.rectForRow(at: path)
      // Row tops are sums of thirds of a point: a height read back as a difference is within 1e-9.
      #expect(abs(rect.height - Notes.expectedHeight(path.row)) < 1e-9, "row \(path.row)")
      let cell = table.cellForRow(at: path)
      #expect(
        abs((cell?.frame.height ?? 0) - Notes.expectedHeight(path.row)) < 1e-9, "cell of row \(path.row)")
    }
  }

  @Test func reusedCellsTakeTheirOwnRowsHeightAfterAFling() {
    let scene = TestScene()
    let source = Notes()
    let table = makeTable(source, in: scene, estimate: TableView.automaticDimension)
    expectOwnHeights(table)
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.15, release: .lift)
    scene.wait(6)
    #expect(table.contentOffset.y > 1000)
    expectOwnHeights(table)
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 700), duration: 0.15, release: .lift)
    scene.wait(2)
    expectOwnHeights(table)
  }

  @Test func reusedCellsTakeTheirOwnRowsHeightAfterScrollToRow() {
    let scene = TestScene()
    let source = Notes()
    let table = makeTable(source, in: scene, estimate: 60)
    for row in [40, 120, 121, 35, 200] {
      table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
      scene.window.layoutIfNeeded()
      expectOwnHeights(table)
      let top = table.rectForRow(at: IndexPath(row: row, section: 0)).minY
      #expect(abs(table.contentOffset.y - top) <= 0.5, "row \(row) at the top")
    }
  }
}
