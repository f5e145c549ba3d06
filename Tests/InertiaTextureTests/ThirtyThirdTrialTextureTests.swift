import InertiaTexture
import Testing

/// The thirty-third porting trial's Texture idioms (a diffing library's table node demo): a root
/// node placing its table node by an absolute spec at a fraction size, cells 50 points tall by
/// `style.preferredSize.height` with a text node centred by a stack, text without a font, and a
/// diff applied as a batch of deletes, inserts and moves, then reloads outside the batch.
@MainActor
@Suite struct ThirtyThirdTrialTextureTests {
  final class NumberCellNode: ASCellNode {
    let label = ASTextNode()

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      style.preferredSize.height = 50
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .center, alignItems: .stretch, children: [label])
    }
  }

  final class ListRoot: ASDisplayNode {
    let table: ASTableNode = {
      let table = ASTableNode()
      let whole = ASDimension(unit: .fraction, value: 1)
      table.style.preferredLayoutSize = ASLayoutSize(width: whole, height: whole)
      return table
    }()

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASAbsoluteLayoutSpec(children: [table])
    }
  }

  final class NumbersController: ASDKViewController<ASDisplayNode>, ASTableDataSource {
    var numbers: [Int] = [3, 1, 2, 0]
    var made: [Int] = []
    let root = ListRoot()

    override init() {
      super.init(node: root)
      root.table.dataSource = self
    }

    required init?(coder aDecoder: NSCoder) { fatalError("no archives") }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { numbers.count }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let number = numbers[indexPath.row]
      return {
        self.made.append(number)
        let cell = NumberCellNode()
        cell.label.attributedText = NSAttributedString(string: "\(number)")
        return cell
      }
    }

    func shown() -> [String] {
      (0..<root.table.numberOfRows(inSection: 0)).map { row in
        let cell = root.table.nodeForRow(at: IndexPath(row: row, section: 0)) as? NumberCellNode
        return cell?.label.attributedText?.string ?? "-"
      }
    }
  }

  private func host(_ controller: UIViewController) -> (UIWindow, ManualClock) {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (window, clock)
  }

  @Test func textWithoutAFontIsMeasuredAtTwelvePoints() {
    let plain = ASTextNode()
    plain.attributedText = NSAttributedString(string: "12345")
    let twelve = ASTextNode()
    twelve.attributedText = NSAttributedString(
      string: "12345", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    let seventeen = ASTextNode()
    seventeen.attributedText = NSAttributedString(
      string: "12345", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let range = ASSizeRange(min: .zero, max: CGSize(width: 375, height: CGFloat.infinity))
    let plainSize = plain.layoutThatFits(range).size
    #expect(ASTextNode.defaultFontSize == 12)
    #expect(plainSize == twelve.layoutThatFits(range).size)
    #expect(plainSize.height < seventeen.layoutThatFits(range).size.height)
    #expect(plainSize.width < seventeen.layoutThatFits(range).size.width)
  }

  @Test func anAbsoluteSpecGivesAFractionSizedTableTheWholeNodeAndCellsTheirPreferredHeight() {
    let controller = NumbersController()
    let (window, _) = host(controller)
    #expect(controller.root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(controller.root.table.frame == window.bounds)
    // `style.preferredSize.height = 50` leaves the width 0 points; the table's exact width wins.
    // Each row is the node's 50 and the separator's pixel (a point: the window's scale is 1).
    #expect(
      controller.root.table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 51, width: 375, height: 51))
    let cell = controller.root.table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? NumberCellNode
    let label = cell?.label.frame ?? .zero
    #expect(cell?.frame.size == CGSize(width: 375, height: 50))
    // The stack stretches the text across the row and centres it vertically.
    #expect(label.width == 375)
    #expect(label.minY > 0)
    #expect(abs(label.midY - 25) <= 0.5)
    #expect(controller.shown() == ["3", "1", "2", "0"])
  }

  @Test func aBatchOfDeletesInsertsAndMovesThenReloadsEndsShowingTheModel() {
    let controller = NumbersController()
    let (_, clock) = host(controller)
    let table = controller.root.table
    controller.made = []
    var completed: [Bool] = []
    // [3, 1, 2, 0] to [2, 3, 5]: 1 and 0 go, 5 comes, 3 and 2 move (a diff's index paths).
    controller.numbers = [2, 3, 5]
    table.performBatchUpdates(
      {
        table.deleteRows(
          at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
      }, completion: { completed.append($0) })
    #expect(controller.shown() == ["2", "3", "5"])
    // Moved rows get new nodes from the data source at their new places, as in Texture.
    #expect(controller.made.sorted() == [2, 3, 5])
    controller.numbers = [2, 4, 5]
    table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    #expect(controller.shown() == ["2", "4", "5"])
    clock.advance(by: 1)
    #expect(completed == [true])
    // Rows of 50 and the separator's pixel of the grid the rows are measured on while the table
    // answers the batch outside the window (2: Texture's one ASScreenScale for both; a third of a
    // point, a window's default, before the fifty-fifth trial).
    #expect(near(table.view.contentSize.height, 150 + 3 * Separator.half))
    let tops = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).minY }
    #expect(zip(tops, [0, 50 + Separator.half, 100 + 2 * Separator.half]).allSatisfy { near($0, $1) })
  }
}
