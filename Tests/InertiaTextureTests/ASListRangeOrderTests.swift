import InertiaTexture
import Testing

/// Texture updates a list's ranges in the layout pass after the scroll view's
/// scrollViewDidScroll (ASTableView's layoutSubviews calls its range controller's updateIfNeeded),
/// so a node's interface-state hooks for an offset change come after the delegate's call.
@MainActor
@Suite struct ASListRangeOrderTests {
  /// Rows of 84-pt boxes whose delegate logs its scrollViewDidScroll calls in the cells' log.
  final class LoggingRows: ASTableDataSource, ASTableDelegate {
    let log = ListLog()
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 60 }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let log = self.log
      return { BoxCellNode(name: "row\(indexPath.row)", boxHeight: 84, log: log) }
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.events.append("didScroll \(Int(scrollView.contentOffset.y))")
    }
  }

  @Test func interfaceStatesChangeAfterTheDelegatesScrollViewDidScroll() {
    let scene = ListScene()
    let rows = LoggingRows()
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    rows.log.events.removeAll()
    // Rows are 100 pt (84 + 16): at y = 300 rows 0-2 leave the visible rect and rows 9-11 enter it.
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(rows.log.events.first == "didScroll 300")
    #expect(rows.log.events.dropFirst().contains("row0-visible"))
    #expect(rows.log.events.dropFirst().contains("row9+visible"))
    #expect(rows.log.events.filter { $0.hasPrefix("didScroll") }.count == 1)
  }
}
