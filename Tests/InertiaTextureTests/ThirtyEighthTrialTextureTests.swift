import Foundation
import Inertia
import InertiaTexture
import Testing

/// The thirty-eighth porting trial's Texture idioms: a chat's inverted table node (row 0 at the
/// foot, a gap for the input field as its top inset, rows inserted at 0), rows whose text nodes
/// get their text in `didLoad` or from a new model after a tap (the list measures them again, as
/// Texture's layout pass escalates a text node's new size to the list), empty text taking a
/// line of the default font, a table row holding a sideways strip of cards, and a status label's baseline
/// adjustment.
@MainActor
@Suite struct ThirtyEighthTrialTextureTests {
  typealias Phone = TexturePhone

  /// Advances `seconds` a frame at a time, laying the window out after each, as UIKit's run loop
  /// lays out at every turn.
  func turns(_ seconds: Double, on phone: Phone) {
    for _ in 0..<Int((seconds * 60).rounded(.up)) {
      phone.clock.advance(by: 1.0 / 60)
      phone.window.layoutIfNeeded()
    }
  }

  /// A chat bubble: a bold sender over one line of 12-point text, inset 10 by 12.
  final class Bubble: ASCellNode {
    let sender = ASTextNode()
    let message = ASTextNode()

    init(index: Int) {
      super.init()
      automaticallyManagesSubnodes = true
      sender.attributedText = NSAttributedString(
        string: "Ann \(index)", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
      message.attributedText = NSAttributedString(string: "See you at noon")
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec.vertical()
      column.spacing = 4
      column.children = [sender, message]
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12), child: column)
    }
  }

  final class Conversation: ASTableDataSource {
    var count = 30
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { count }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      { Bubble(index: indexPath.row) }
    }
  }

  /// Hosts an inverted table of `conversation` whose top inset leaves 20 points at the foot.
  func invertedTable(_ conversation: Conversation, on phone: Phone) -> ASTableNode {
    let table = ASTableNode(style: .plain)
    table.inverted = true
    table.dataSource = conversation
    phone.host(table)
    table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    table.contentOffset = CGPoint(x: 0, y: -20)
    phone.window.layoutIfNeeded()
    return table
  }

  func onScreen(_ node: ASDisplayNode, in phone: Phone) -> CGRect {
    node.view.convert(node.view.bounds, to: phone.window)
  }

  @Test func anInvertedTableShowsRowZeroAtItsFootUpright() throws {
    let phone = Phone()
    let conversation = Conversation()
    let table = invertedTable(conversation, on: phone)
    #expect(table.inverted && table.view.inverted)
    #expect(table.view.transform == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    let first = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? Bubble)
    let second = try #require(table.nodeForRow(at: IndexPath(row: 1, section: 0)) as? Bubble)
    // 59 = 10 + 20.5 (17 pt) + 4 + 14.5 (12 pt) + 10, and the separator's half point a row; row 0
    // sits on the 20-point gap.
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 59.5, width: 375, height: 59.5))
    #expect(first.transform == CATransform3DMakeScale(1, -1, 1))
    #expect(onScreen(first, in: phone) == CGRect(x: 0, y: 588, width: 375, height: 59))
    #expect(onScreen(second, in: phone) == CGRect(x: 0, y: 528.5, width: 375, height: 59))
    // Each row is flipped back: its sender reads above its message on screen.
    #expect(onScreen(first.sender, in: phone).minY == 598)
    #expect(onScreen(first.message, in: phone).minY == 622.5)
  }

  @Test func aDragDownAnInvertedTableBringsOlderRowsAndAFlingRestsAtTheOldest() {
    let phone = Phone()
    let conversation = Conversation()
    let table = invertedTable(conversation, on: phone)
    phone.gestures.drag(
      from: CGPoint(x: 180, y: 200), to: CGPoint(x: 180, y: 400), duration: 0.5, release: .stop)
    turns(0.5, on: phone)
    // The finger moves down the screen, up the flipped table: the offset grows by 200 less the slop.
    #expect(abs(table.contentOffset.y - 170) < 0.5)
    #expect(table.indexPathsForVisibleRows().map(\.row) == Array(2...14))
    phone.gestures.fling(from: CGPoint(x: 180, y: 200), velocity: CGPoint(x: 0, y: 3000), distance: 150)
    turns(6, on: phone)
    #expect(table.contentOffset.y == 1118)  // 30 x 59.5 - 667
    #expect(table.indexPathsForVisibleRows().last?.row == 29)
    phone.gestures.fling(from: CGPoint(x: 180, y: 450), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    turns(6, on: phone)
    #expect(table.contentOffset.y == -20)
  }

  @Test func aRowInsertedAtZeroOfAnInvertedTableAppearsAtTheFoot() throws {
    let phone = Phone()
    let conversation = Conversation()
    conversation.count = 3
    let table = invertedTable(conversation, on: phone)
    conversation.count = 4
    table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top) })
    turns(1, on: phone)
    let newest = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? Bubble)
    #expect(newest.transform == CATransform3DMakeScale(1, -1, 1))
    #expect(onScreen(newest, in: phone) == CGRect(x: 0, y: 588, width: 375, height: 59))
    #expect(table.view.contentSize.height == 238)  // 4 x 59.5
  }

  @Test func anInvertedCollectionFlipsItselfAndItsItems() throws {
    final class Tiles: ASCollectionDataSource {
      func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
        4
      }
      func collectionNode(
        _ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath
      ) -> ASCellNodeBlock {
        {
          let tile = ASCellNode()
          tile.style.preferredSize = CGSize(width: 375, height: 100)
          return tile
        }
      }
    }
    let phone = Phone()
    let tiles = Tiles()
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    let collection = ASCollectionNode(collectionViewLayout: layout)
    collection.inverted = true
    collection.dataSource = tiles
    collection.frame = phone.window.bounds
    phone.window.addSubview(collection.view)
    phone.window.layoutIfNeeded()
    #expect(collection.transform == CATransform3DMakeScale(1, -1, 1))
    let first = try #require(collection.nodeForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.transform == CATransform3DMakeScale(1, -1, 1))
    #expect(onScreen(first, in: phone) == CGRect(x: 0, y: 567, width: 375, height: 100))
    collection.inverted = false
    #expect(collection.transform == CATransform3DIdentity && !collection.view.inverted)
  }

  /// A restaurant row whose text nodes get their text when its view loads, centred in a column.
  final class RestaurantRow: ASCellNode {
    let name = ASTextNode()
    let address = ASTextNode()
    var offers: [ASTextNode] = []
    var model: (name: String, address: String, offers: [String])

    init(name: String, address: String, offers: [String]) {
      model = (name, address, offers)
      super.init()
      offers.forEach { _ in self.offers.append(ASTextNode()) }
      automaticallyManagesSubnodes = true
    }

    override func didLoad() {
      super.didLoad()
      showModel()
    }

    func showModel() {
      name.attributedText = NSAttributedString(
        string: model.name, attributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
      address.attributedText = NSAttributedString(
        string: model.address, attributes: [.font: UIFont.systemFont(ofSize: 14)])
      for (node, offer) in zip(offers, model.offers) {
        node.attributedText = NSAttributedString(
          string: offer, attributes: [.font: UIFont.boldSystemFont(ofSize: 13)])
      }
    }

    /// A new model, as a row's tap handler gives it: new offer nodes, no `setNeedsLayout()`.
    func update(name: String, address: String, offers: [String]) {
      model = (name, address, offers)
      self.offers = offers.map { _ in ASTextNode() }
      showModel()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec.vertical()
      column.justifyContent = .center
      column.alignItems = .center
      column.children = [name, address] + offers
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: column)
    }
  }

  final class Restaurants: ASTableDataSource, ASTableDelegate {
    let rows: [(String, String, [String])] = [
      ("Chai Point", "HSR", ["10% off"]),
      ("Udupi Palace", "Koramangala", ["20% off", "Free tea"]),
      ("Eat Fit", "HSR", []),
    ]
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let row = rows[indexPath.row]
      return { RestaurantRow(name: row.0, address: row.1, offers: row.2) }
    }
    func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {
      (tableNode.nodeForRow(at: indexPath) as? RestaurantRow)?.update(
        name: "Rolls on Wheels", address: "BTM Layout", offers: ["15% off", "Free fries", "Cashback"])
    }
  }

  @Test func anEmptyTextNodeTakesALineOfTheDefaultFont() {
    // TextKit's used rectangle holds the extra line fragment of an empty text storage: no width,
    // a 12-point line (14.4, 14.5 on half points), as Texture's text node measures it (the
    // fifty-second trial; this trial had made it 0 x 0).
    let text = ASTextNode()
    let range = ASSizeRange(min: .zero, max: CGSize(width: 300, height: CGFloat.infinity))
    #expect(text.layoutThatFits(range).size == CGSize(width: 0, height: 14.5))
    text.attributedText = NSAttributedString(string: "")
    #expect(text.layoutThatFits(range).size == CGSize(width: 0, height: 14.5))
    text.attributedText = NSAttributedString(string: "Tea")
    #expect(text.layoutThatFits(range).size == CGSize(width: 20, height: 14.5))
  }

  @Test func rowsWhoseTextComesInDidLoadAreMeasuredAgainToTheirText() throws {
    let phone = Phone()
    let restaurants = Restaurants()
    let table = ASTableNode()
    table.dataSource = restaurants
    phone.host(table)
    // Measured before their views load, the rows hold empty text: a 12-point line (14.5) for the
    // name and one for the address, 16 points of insets (and the separator's half point below
    // each row's node).
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 45.5)
    turns(1, on: phone)
    // 8 + 19.5 (16 pt) + 17 (14 pt) + 16 a 13-point offer + 8, as Texture's list measures a row
    // again when a text node's layout pass finds its new size.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 69)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 69, width: 375, height: 85))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 53)
    #expect(table.view.contentSize.height == 207)
    let row = try #require(table.nodeForRow(at: IndexPath(row: 1, section: 0)) as? RestaurantRow)
    #expect(row.frame.size == CGSize(width: 375, height: 84.5))
    // The column is centred: "Udupi Palace" is 12 characters of 16-point text (105.6, to 106).
    #expect(row.name.frame == CGRect(x: 134.5, y: 8, width: 106, height: 19.5))
    #expect(row.offers.map(\.frame.minY) == [44.5, 60.5])
  }

  @Test func aTappedRowGivenANewModelGrowsToItsNewTextNodes() throws {
    let phone = Phone()
    let restaurants = Restaurants()
    let table = ASTableNode()
    table.dataSource = restaurants
    table.delegate = restaurants
    phone.host(table)
    turns(1, on: phone)
    phone.gestures.tap(at: CGPoint(x: 187, y: 30))
    turns(1, on: phone)
    let row = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? RestaurantRow)
    // Three offers now: 8 + 19.5 + 17 + 3 x 16 + 8, and the separator; the rows below move down.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 101)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 101)
    #expect(row.subnodes.count == 5)
    #expect(row.offers.map(\.frame.minY) == [44.5, 60.5, 76.5])
    #expect(row.name.frame.width == 132)  // "Rolls on Wheels", 15 characters
  }

  @Test func newTextInAPlainNodeLaysItsParentOutAgain() {
    final class Card: ASDisplayNode {
      let title = ASTextNode()
      let footer = ASTextNode()
      override init() {
        super.init()
        automaticallyManagesSubnodes = true
        title.attributedText = NSAttributedString(string: "One line")
        footer.attributedText = NSAttributedString(string: "Footer")
      }
      override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let column = ASStackLayoutSpec.vertical()
        column.children = [title, footer]
        return column
      }
    }
    let phone = Phone()
    let card = Card()
    card.frame = CGRect(x: 0, y: 0, width: 120, height: 300)
    phone.window.addSubview(card.view)
    phone.window.layoutIfNeeded()
    #expect(card.footer.frame.minY == 14.5)
    card.title.attributedText = NSAttributedString(string: "A title long enough for three lines here")
    turns(0.1, on: phone)
    #expect(card.title.frame.height == 43.5)
    #expect(card.footer.frame.minY == 43.5)
  }

  /// A feed row: a title over a sideways strip of 258-point cards, 12 apart, inset 16 and 12.
  final class StripRow: ASCellNode, ASCollectionDataSource, ASCollectionDelegate {
    let title = ASTextNode()
    let strip: ASCollectionNode

    override init() {
      let flow = UICollectionViewFlowLayout()
      flow.scrollDirection = .horizontal
      flow.minimumLineSpacing = 12
      strip = ASCollectionNode(collectionViewLayout: flow)
      super.init()
      automaticallyManagesSubnodes = true
      title.attributedText = NSAttributedString(
        string: "News", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
      strip.dataSource = self
      strip.delegate = self
      strip.style.preferredSize = CGSize(width: 375, height: 220)
      strip.contentInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 12)
    }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      {
        let card = ASCellNode()
        card.style.preferredSize = CGSize(width: 258, height: 220)
        return card
      }
    }
    func collectionNode(
      _ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath
    ) -> ASSizeRange {
      ASSizeRange(min: .zero, max: CGSize(width: 258, height: 220))
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec.vertical()
      column.spacing = 16
      column.children = [title, strip]
      return column
    }
  }

  final class Feed: ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      { StripRow() }
    }
  }

  @Test func aFlingAlongAStripInATableRowRestsAtItsEndInset() throws {
    let phone = Phone()
    let feed = Feed()
    let table = ASTableNode()
    table.dataSource = feed
    phone.host(table)
    turns(0.1, on: phone)
    let row = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? StripRow)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 257)  // 20.5 + 16 + 220 + 0.5
    #expect(row.strip.frame == CGRect(x: 0, y: 36.5, width: 375, height: 220))
    #expect(row.strip.contentOffset.x == -16)
    #expect(row.strip.view.contentSize == CGSize(width: 1338, height: 220))  // 5 x 258 + 4 x 12
    let hit = phone.window.hitTest(CGPoint(x: 300, y: 150), with: nil)
    phone.gestures.drag(
      from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), duration: 0.5, release: .stop)
    turns(0.5, on: phone)
    #expect(row.strip.contentOffset.x == 174)  // -16 + 200 less the 10-point slop
    phone.gestures.fling(from: CGPoint(x: 300, y: 150), velocity: CGPoint(x: -3000, y: 0), distance: 150)
    turns(6, on: phone)
    #expect(row.strip.contentOffset.x == 975)  // 1338 + 12 - 375
    #expect(table.contentOffset.y == 0)
    phone.gestures.fling(from: CGPoint(x: 80, y: 150), velocity: CGPoint(x: 3000, y: 0), distance: 150)
    turns(6, on: phone)
    #expect(row.strip.contentOffset.x == -16)
  }

  @Test func aLabelKeepsItsBaselineAdjustment() {
    let status = UILabel()
    #expect(status.baselineAdjustment == .alignBaselines)
    status.baselineAdjustment = .alignCenters
    #expect(status.baselineAdjustment == UIBaselineAdjustment.alignCenters)
    #expect(UIBaselineAdjustment(rawValue: 2) == UIBaselineAdjustment.none)
  }
}
