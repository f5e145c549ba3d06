import InertiaTexture
import Testing

/// What the fifty-seventh trial's program (a Swift 3 Texture app of mosaic and centring
/// collection layouts) needed, written as it writes them: a segmented control styled through its
/// appearance setters above a mosaic, a discover row whose cell node clears its separator inset,
/// and a corner image made stretchable the pre-iOS 5 way.
@MainActor
@Suite struct FiftySeventhTrialTextureTests {
  @Test func aSegmentedControlTitlesItsSegmentsWithTheAttributesOfTheirState() {
    let segment = UISegmentedControl(items: ["Subscribed", "Liked"])
    segment.frame = CGRect(x: 16, y: 16, width: 200, height: 44)
    segment.selectedSegmentIndex = 0
    segment.setTitleTextAttributes(
      [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black], for: .normal)
    segment.setTitleTextAttributes(
      [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.white], for: .selected)
    let background = UIImage(size: CGSize(width: 200, height: 44), scale: 2, drawing: [])
    segment.setBackgroundImage(background, for: .selected, barMetrics: .default)
    segment.setDividerImage(
      UIImage(), forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
    let titles = segment.subviews.compactMap { $0 as? UILabel }
    #expect(titles.map(\.text) == ["Subscribed", "Liked"])
    #expect(titles.map { $0.font.pointSize } == [17, 17])
    #expect(titles[0].textColor == UIColor.white && titles[1].textColor == UIColor.black)
    #expect(titles[0].font.weight == .bold && titles[1].font.weight == .regular)
    // Selecting the second segment gives each title the other state's attributes.
    segment.selectedSegmentIndex = 1
    #expect(titles[0].textColor == UIColor.black && titles[1].textColor == UIColor.white)
    #expect(segment.titleTextAttributes(for: .highlighted) == nil)
    #expect(segment.backgroundImage(for: .selected, barMetrics: .default) === background)
    #expect(segment.backgroundImage(for: .normal, barMetrics: .default) == nil)
    #expect(
      segment.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
        != nil)
  }

  /// Rows of text, the first with its separator inset cleared, as the discover screen's cell does.
  final class DiscoverRows: ASTableDataSource {
    var clearsFirstInset = true
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      let node = ASTextCellNode()
      node.text = "Topic \(indexPath.row)"
      if clearsFirstInset, indexPath.row == 0 { node.separatorInset = UIEdgeInsets.zero }
      return node
    }
  }

  @Test func aCellNodesSeparatorInsetReachesItsRowAndLeavesTheReusedCell() {
    let scene = ListScene()
    let rows = DiscoverRows()
    let table = ASTableNode()
    table.dataSource = rows
    scene.host(table)
    let first = table.view.cellForRow(at: IndexPath(row: 0, section: 0))
    let second = table.view.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(first?.separatorInset == UIEdgeInsets.zero)
    #expect(second?.separatorInset == table.view.separatorInset)
    #expect(table.nodeForRow(at: IndexPath(row: 1, section: 0))?.separatorInset == UIEdgeInsets.zero)
    // Made again without the inset, the first row takes the table's.
    rows.clearsFirstInset = false
    table.reloadData()
    #expect(
      table.view.cellForRow(at: IndexPath(row: 0, section: 0))?.separatorInset == table.view.separatorInset)
  }

  @Test func aStretchableImageIsTheImageDrawnWhole() {
    let corner = UIImage(size: CGSize(width: 9, height: 9), scale: 2, drawing: [])
    let stretched = corner.stretchableImage(withLeftCapWidth: 4, topCapHeight: 4)
    #expect(stretched === corner && stretched.size == CGSize(width: 9, height: 9))
  }
}
