import Inertia
import InertiaTexture
import Testing

/// Cell nodes measured off the main actor give the layouts measured on it, frame for frame.
@MainActor
@Suite struct ConcurrentMeasuringTests {
  /// A feed cell: a photo beside a title that wraps by the table's width, inset.
  final class FeedCellNode: ASCellNode {
    let photo = ASImageNode()
    let title = ASTextNode()

    init(row: Int) {
      super.init(id: "feed\(row)")
      automaticallyManagesSubnodes = true
      photo.imageSize = CGSize(width: 60 + CGFloat(row % 5) * 10, height: 60)
      let words = String(repeating: "word ", count: 1 + (row * 7) % 23)
      title.attributedText = NSAttributedString(
        string: "\(row): \(words)", attributes: [.font: UIFont.systemFont(ofSize: CGFloat(14 + row % 4))])
      title.style.flexShrink = 1
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let row = ASStackLayoutSpec(
        direction: .horizontal, spacing: 12, justifyContent: .start, alignItems: .start,
        children: [photo, title])
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16), child: row)
    }
  }

  final class Feed: ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      { FeedCellNode(row: indexPath.row) }
    }
  }

  /// Every row's frame and every node's frame in it, for a table measured one way.
  private func frames(concurrently: Bool) -> (rows: [CGRect], nodes: [[CGRect]], content: CGSize) {
    let scene = ListScene()
    let feed = Feed()
    let table = ASTableNode()
    table.measuresNodesConcurrently = concurrently
    table.dataSource = feed
    scene.host(table)
    var rows: [CGRect] = []
    var nodes: [[CGRect]] = []
    for row in 0..<table.numberOfRows(inSection: 0) {
      let path = IndexPath(row: row, section: 0)
      rows.append(table.rectForRow(at: path))
      let cell = table.nodeForRow(at: path) as? FeedCellNode
      nodes.append([cell?.frame ?? .null, cell?.photo.frame ?? .null, cell?.title.frame ?? .null])
    }
    return (rows, nodes, table.view.contentSize)
  }

  @Test func aThousandRowTableMeasuredConcurrentlyHasTheSerialFrames() {
    let serial = frames(concurrently: false)
    let concurrent = frames(concurrently: true)
    #expect(serial.rows.count == 1000)
    #expect(concurrent.rows == serial.rows)
    #expect(concurrent.nodes == serial.nodes)
    #expect(concurrent.content == serial.content)
    // The rows really differ: text wraps to between one and several lines.
    #expect(Set(serial.rows.map(\.height)).count > 3)
    #expect(serial.nodes[0][1] == CGRect(x: 16, y: 10, width: 60, height: 60))
  }

  @Test func theMeasurerGivesTheSameLayoutsBothWays() {
    let ranges = (0..<64).map {
      SizeRange(min: CGSize(width: 300 + $0, height: 0), max: CGSize(width: 300 + $0, height: 2000))
    }
    let serial = NodeMeasurer.layouts(
      of: (0..<64).map { FeedCellNode(row: $0) }, in: ranges, concurrently: false)
    let concurrent = NodeMeasurer.layouts(
      of: (0..<64).map { FeedCellNode(row: $0) }, in: ranges, concurrently: true, workers: 3)
    #expect(serial.map(\.size) == concurrent.map(\.size))
    #expect(serial.map { $0.sublayouts.map(\.size) } == concurrent.map { $0.sublayouts.map(\.size) })
    #expect(serial[5].size.width == 305)
  }

  /// A cell whose column is a node with a spec of its own: a worker cannot take the column's
  /// content from the cell's preparation (it depends on the range), so it asks the main actor.
  private func nestedCell(_ row: Int) -> DisplayNode {
    let title = TextNode(id: "title\(row)", text: String(repeating: "word ", count: 1 + row % 9))
    title.style.flexShrink = 1
    let detail = TextNode(id: "detail\(row)", text: "detail \(row)", fontSize: 12)
    let column = DisplayNode(id: "column\(row)")
    column.style.flexShrink = 1
    column.layoutSpecBlock = { _, _ in
      LayoutSpec.stack(
        StackLayoutSpec(direction: .vertical, spacing: 4, children: [LayoutSpec(title), LayoutSpec(detail)]))
    }
    let photo = DisplayNode(id: "photo\(row)")
    photo.style.width = .points(60)
    photo.style.height = .points(40)
    let cell = DisplayNode(id: "cell\(row)")
    cell.layoutSpecBlock = { _, _ in
      LayoutSpec.stack(
        StackLayoutSpec(
          direction: .horizontal, spacing: 8, children: [LayoutSpec(photo), LayoutSpec(column)]))
    }
    // The cell's spec holds its subnodes only through their identities: keep them alive.
    cell.addSubnode(photo)
    cell.addSubnode(column)
    return cell
  }

  @Test func workersAskTheMainActorForNestedSpecsAndGetTheSerialLayouts() {
    let ranges = (0..<96).map {
      SizeRange(min: CGSize(width: 120 + $0 * 3, height: 0), max: CGSize(width: 120 + $0 * 3, height: 2000))
    }
    let serial = NodeMeasurer.layouts(of: (0..<96).map(nestedCell), in: ranges, concurrently: false)
    for workers in [2, 3] {
      let concurrent = NodeMeasurer.layouts(
        of: (0..<96).map(nestedCell), in: ranges, concurrently: true, workers: workers)
      #expect(concurrent.map(\.size) == serial.map(\.size))
      #expect(concurrent.map { $0.nodeFrames().map(\.frame) } == serial.map { $0.nodeFrames().map(\.frame) })
    }
    // The column wraps its title: narrow cells are taller.
    #expect(serial[0].size.height > serial[95].size.height)
  }
}
