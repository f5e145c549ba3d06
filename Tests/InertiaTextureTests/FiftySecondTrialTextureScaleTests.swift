import Inertia
import InertiaTexture
import Testing

/// The fifty-second Texture trial's measuring: an `ASTextNode` without text takes one line of
/// TextKit's default font (NSLayoutManager's extra line fragment, which Texture's renderer
/// measures: {0, 13.8} on iOS), while `ASTextNode2` takes none; an `ASEditableTextNode` measures
/// its text's kerns; a list node's rows are measured
/// again when its screen's scale changes, and a concurrent measuring pass measures each node on
/// its own screen's scale.
@MainActor
@Suite struct FiftySecondTrialTextureScaleTests {
  /// A row of one number over an empty text node 8 below.
  final class Row: ASCellNode {
    let number = ASTextNode()
    let spacer = ASTextNode()

    init(text: String) {
      super.init()
      number.attributedText = NSAttributedString(string: text)
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
        children: [number, spacer])
    }
  }

  /// Three rows.
  final class Rows: NSObject, ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      Row(text: "\(indexPath.row)")
    }
  }

  /// A full-screen table node of `Rows` in a new window of `scale`, laid out; the rows come back
  /// with it (a table holds its data source weakly).
  private func hostedTable(scale: CGFloat) -> (table: ASTableNode, rows: Rows, host: UIWindow) {
    let rows = Rows()
    let table = ASTableNode()
    table.dataSource = rows
    table.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    let host = window(scale: scale)
    host.addSubnode(table)
    host.layoutIfNeeded()
    return (table, rows, host)
  }

  private func window(scale: CGFloat) -> UIWindow {
    UIWindow(size: CGSize(width: 375, height: 667), scale: scale, clock: ManualClock(frameRate: 60))
  }

  private func near(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) < 1e-9 }

  private let range = ASSizeRangeMake(.zero, CGSize(width: 200, height: 200))

  @Test func aTextNodeWithoutTextMeasuresALineOfTheDefaultFont() {
    let host = window(scale: 2)
    let none = ASTextNode()
    host.addSubnode(none)
    // 12 points of 1.2 em: 14.4, 14.5 on half points.
    #expect(none.layoutThatFits(range).size == CGSize(width: 0, height: 14.5))
    // An empty string keeps no attributes: its 30-point font is not the line's.
    let empty = ASTextNode()
    empty.attributedText = NSAttributedString(string: "", attributes: [.font: UIFont.systemFont(ofSize: 30)])
    host.addSubnode(empty)
    #expect(empty.layoutThatFits(range).size == CGSize(width: 0, height: 14.5))
    // The insets are added, and the whole kept within the range.
    empty.textContainerInset = UIEdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
    #expect(empty.layoutThatFits(range).size == CGSize(width: 6, height: 18.5))
    #expect(
      empty.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 200, height: 10))).size
        == CGSize(width: 6, height: 10))
    #expect(none.lineCount == 0)
  }

  @Test func atScaleThreeTheEmptyLineIsOnThirds() {
    let host = window(scale: 3)
    let none = ASTextNode()
    host.addSubnode(none)
    let size = none.layoutThatFits(range).size
    #expect(size.width == 0 && near(size.height, 44.0 / 3))
  }

  @Test func aTextNode2WithoutTextTakesNoRoom() {
    // ASTextLayout lays out no line for no text: its bounding size is zero.
    let host = window(scale: 2)
    let none = ASTextNode2()
    host.addSubnode(none)
    #expect(none.layoutThatFits(range).size == .zero)
  }

  @Test func anEditableTextNodeMeasuresItsTextsKerns() {
    // Six "l"s of 20 points are 11 wide each; TextKit adds each character's kern after it.
    let node = ASEditableTextNode()
    node.attributedText = NSAttributedString(
      string: "llllll", attributes: [.font: UIFont.systemFont(ofSize: 20), .kern: 4])
    #expect(node.layoutThatFits(range).size == CGSize(width: 90, height: 24))
    let ranged = NSMutableAttributedString(
      string: "llllll", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    ranged.addAttribute(.kern, value: 4, range: NSRange(location: 3, length: 3))
    node.attributedText = ranged
    #expect(node.layoutThatFits(range).size == CGSize(width: 78, height: 24))
  }

  @Test func aTablesRowsFollowItsWindowsNewScale() {
    let (table, rows, host) = hostedTable(scale: 2)
    defer { withExtendedLifetime(rows) {} }
    // 14.5 + 8 + 14.5 and the half-point separator.
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 37.5)
    host.screenScale = 3
    host.layoutIfNeeded()
    // 44 / 3 + 8 + 44 / 3 and a third of a point (37.5 before: the rows kept their half points).
    #expect(near(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 113.0 / 3))
    #expect(near(table.view.contentSize.height, 113))
  }

  @Test func aTableMovedToAWindowOfAnotherScaleMeasuresItsRowsAgain() throws {
    let (table, rows, first) = hostedTable(scale: 2)
    defer { withExtendedLifetime((rows, first)) {} }
    #expect(table.view.contentSize.height == 112.5)
    let second = window(scale: 3)
    second.addSubnode(table)
    second.layoutIfNeeded()
    #expect(near(table.view.contentSize.height, 113))
    let row = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? Row)
    #expect(near(row.spacer.frame.minY, 44.0 / 3 + 8))
  }

  @Test func aConcurrentPassMeasuresEachNodeOnItsOwnScreensScale() {
    // The first node on half points, the others on thirds: "a" is 6.6 x 14.4, 7 x 14.5 on half
    // points and 20 / 3 x 44 / 3 on thirds (the pass measured all of them on the first's grid).
    let half = window(scale: 2)
    let third = window(scale: 3)
    let nodes = (0..<6).map { index -> ASTextNode in
      let node = ASTextNode()
      node.attributedText = NSAttributedString(string: "a")
      (index == 0 ? half : third).addSubnode(node)
      return node
    }
    let ranges = Array(repeating: SizeRange(min: .zero, max: CGSize(width: 200, height: 200)), count: 6)
    let layouts = NodeMeasurer.layouts(of: nodes, in: ranges, concurrently: true, workers: 2)
    #expect(layouts[0].size == CGSize(width: 7, height: 14.5))
    #expect(
      layouts.dropFirst().allSatisfy { near($0.size.width, 20.0 / 3) && near($0.size.height, 44.0 / 3) })
  }
}
