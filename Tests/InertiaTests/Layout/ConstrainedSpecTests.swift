import Foundation
import Testing

@testable import Inertia

/// `layoutSpecThatFits(_:)` sees the real constrained size of every measure, so the
/// `constrainedSize.max.width / 4` idiom sizes children by the width the node really gets.
@MainActor
@Suite struct ConstrainedSpecTests {
  /// A row of four plain children, each a quarter of the widest width offered, 30 pt tall.
  final class QuarterRow: DisplayNode {
    let cells = (0..<4).map { DisplayNode(id: "cell\($0)") }
    var offeredWidths: [CGFloat] = []

    init() {
      super.init(id: "row")
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? {
      offeredWidths.append(constrainedSize.max.width)
      let quarter = constrainedSize.max.width / 4
      for cell in cells { cell.style.preferredSize = CGSize(width: quarter, height: 30) }
      return .stack(.horizontal(children: cells.map(LayoutSpec.init)))
    }
  }

  @Test func aNodeMeasuredAtAFiniteRangeLaysOutChildrenAtAQuarterWidth() {
    let row = QuarterRow()
    let layout = row.calculateLayoutThatFits(SizeRange(min: .zero, max: CGSize(width: 400, height: 200)))
    #expect(row.offeredWidths == [400])
    #expect(layout.size == CGSize(width: 400, height: 30))
    #expect(layout.frame(of: "cell3") == CGRect(x: 300, y: 0, width: 100, height: 30))
    let narrow = row.calculateLayoutThatFits(SizeRange(min: .zero, max: CGSize(width: 200, height: 200)))
    #expect(row.offeredWidths == [400, 200])
    #expect(narrow.frame(of: "cell1") == CGRect(x: 50, y: 0, width: 50, height: 30))
  }

  @Test func aNodeInsideAParentSpecGetsTheWidthItsParentGivesIt() {
    let row = QuarterRow()
    let column = LayoutSpec.inset(
      EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
      child: .stack(.vertical(children: [LayoutSpec(row)])))
    let layout = column.calculateLayoutThatFits(SizeRange(exactly: CGSize(width: 360, height: 100)))
    // 360 less 40 of insets, stretched across the column: 320, so each cell is 80 wide.
    #expect(row.offeredWidths == [320])
    #expect(layout.frame(of: "cell2") == CGRect(x: 180, y: 0, width: 80, height: 30))
  }

  @Test func everyLayoutPassBuildsTheSpecForTheFramesSize() {
    let row = QuarterRow()
    row.frame = CGRect(x: 0, y: 0, width: 360, height: 30)
    row.layoutIfNeeded()
    #expect(row.cells.map(\.frame.minX) == [0, 90, 180, 270])
    row.frame = CGRect(x: 0, y: 0, width: 240, height: 30)
    row.layoutIfNeeded()
    #expect(row.offeredWidths == [360, 240])
    #expect(row.cells.map(\.frame.width) == [60, 60, 60, 60])
    #expect(row.cells[3].frame.minX == 180)
  }
}
