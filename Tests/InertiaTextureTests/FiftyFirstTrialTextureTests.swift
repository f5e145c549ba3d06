import InertiaTexture
import Testing

/// The fifty-first Texture trial, written as its program writes Texture: TokoFree/UIWorkshop's
/// Texture workshop, a table node of product cards (a photo with a heart button overlaid by an
/// inset of infinite bottom and right, beside a stretched column of text, a shop row and stars)
/// and an interactive stack whose justification is picked in a horizontal scroll node of
/// buttons. Frames checked at scale 2 and at scale 3, where Texture measures on thirds of a point.
@MainActor
@Suite struct FiftyFirstTrialTextureTests {
  /// A heart on a round 28-point background: the empty heart until tapped, then the full one.
  final class Heart: ASDisplayNode {
    let round = ASDisplayNode()
    let full = ASImageNode()
    let empty = ASImageNode()
    var isOn = false

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      for heart in [full, empty] { heart.style.preferredSize = CGSize(width: 24, height: 24) }
      full.addTarget(
        self, action: Selector("turnOff", target: self, Heart.turnOff), forControlEvents: .touchUpInside)
      empty.addTarget(
        self, action: Selector("turnOn", target: self, Heart.turnOn), forControlEvents: .touchUpInside)
    }

    func turnOn() {
      isOn = true
      setNeedsLayout()
    }

    func turnOff() {
      isOn = false
      setNeedsLayout()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASBackgroundLayoutSpec(
        child: ASInsetLayoutSpec(
          insets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), child: isOn ? full : empty),
        background: round)
    }
  }

  /// A product card: an 80-point photo with the heart 4 in from its top left, and a column of
  /// the name (two lines at most), the price, the shop (a 16-point badge and its name) and a row
  /// of five 11-point stars with the review count, 10 apart.
  final class Card: ASCellNode {
    let photo = ASDisplayNode()
    let heart = Heart()
    let name = ASTextNode()
    let price = ASTextNode()
    let badge = ASDisplayNode()
    let shop = ASTextNode()
    let stars = (0..<5).map { _ in ASDisplayNode() }
    let reviews = ASTextNode()

    init(name title: String) {
      super.init()
      automaticallyManagesSubnodes = true
      photo.style.preferredSize = CGSize(width: 80, height: 80)
      name.attributedText = NSAttributedString(
        string: title, attributes: [.font: UIFont.systemFont(ofSize: 12)])
      name.maximumNumberOfLines = 2
      price.attributedText = NSAttributedString(
        string: "Rp25.000", attributes: [.font: UIFont.boldSystemFont(ofSize: 14)])
      badge.style.preferredSize = CGSize(width: 16, height: 16)
      shop.attributedText = NSAttributedString(
        string: "Corner Store", attributes: [.font: UIFont.systemFont(ofSize: 12)])
      shop.style.flexShrink = 1
      for star in stars { star.style.preferredSize = CGSize(width: 11, height: 11) }
      reviews.attributedText = NSAttributedString(
        string: "(12)", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let image = ASOverlayLayoutSpec(
        child: photo,
        overlay: ASInsetLayoutSpec(
          insets: UIEdgeInsets(top: 4, left: 4, bottom: .infinity, right: .infinity), child: heart))
      let shopRow = ASStackLayoutSpec(
        direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center,
        children: [badge, shop])
      let starRow = ASStackLayoutSpec(
        direction: .horizontal, spacing: 1, justifyContent: .start, alignItems: .start, children: stars)
      let reviewRow = ASStackLayoutSpec(
        direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .center,
        children: [starRow, reviews])
      let column = ASStackLayoutSpec(
        direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .stretch,
        children: [name, price, shopRow, reviewRow])
      column.style.flexGrow = 1
      column.style.flexShrink = 1
      let row = ASStackLayoutSpec(
        direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
        children: [image, column])
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: row)
    }
  }

  /// The card list: a table node without separators, one card a name.
  final class Cards: ASDKViewController<ASTableNode>, ASTableDataSource {
    let names = ["Kettle", String(repeating: "Ceramic teapot with bamboo handle ", count: 2), "Mug"]

    override init() {
      super.init(node: ASTableNode())
      node.dataSource = self
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override func viewDidLoad() {
      super.viewDidLoad()
      node.view.separatorStyle = .none
    }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      Card(name: names[indexPath.row])
    }
  }

  private func heights(_ table: ASTableNode) -> [CGFloat] {
    (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
  }

  private func near(_ values: [CGFloat], _ expected: [CGFloat]) -> Bool {
    values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test func cardsAreTheirColumnsAndInsetsOnHalfPoints() {
    let screen = Cards()
    _ = textureTrialHost(screen)
    // The column: one line of 12-point text (14.4, 14.5 on half points) + 10 + the price (16.8,
    // 17) + 10 + the shop row (16) + 10 + the reviews (14.5): 92, and 16 of insets. The long name
    // takes its two lines (28.8, 29): 106.5 + 16.
    #expect(heights(screen.node) == [108, 122.5, 108])
    #expect(screen.node.view.contentSize.height == 338.5)
    guard let card = screen.node.nodeForRow(at: IndexPath(row: 1, section: 0)) as? Card else {
      Issue.record("no card")
      return
    }
    // The shop's name centred on the badge, (16 - 14.5) / 2 floored to the pixel, under the inset,
    // the two lines, the price and their spacing: 8 + 29 + 10 + 17 + 10 + 0.5.
    #expect(card.shop.frame.minY == 74.5)
    #expect(card.heart.frame == CGRect(x: 12, y: 12, width: 28, height: 28))
  }

  @Test func atScaleThreeTheCardsAreMeasuredOnThirdsOfAPoint() {
    let screen = Cards()
    _ = textureTrialHost(screen, scale: 3)
    // 14.4 rounds up to 44 / 3 and 16.8 to 17: 92 + 1/3 for the short cards; the two lines
    // (28.8) to 29. (The fiftieth trial measured on half points here: 108 and 122.5.)
    let expected: [CGFloat] = [325.0 / 3, 368.0 / 3, 325.0 / 3]
    #expect(near(heights(screen.node), expected))
    guard let card = screen.node.nodeForRow(at: IndexPath(row: 0, section: 0)) as? Card else {
      Issue.record("no card")
      return
    }
    // (16 - 44 / 3) / 2 = 2 / 3, floored on thirds, under 8 + 44 / 3 + 10 + 17 + 10.
    #expect(abs(card.shop.frame.minY - 181.0 / 3) < 1e-9)
  }

  @Test func aTapOnTheHeartSwapsItOnTheNextLayoutPass() {
    let screen = Cards()
    let (clock, window, gestures) = textureTrialHost(screen)
    guard let card = screen.node.nodeForRow(at: IndexPath(row: 0, section: 0)) as? Card else {
      Issue.record("no card")
      return
    }
    let point = card.heart.view.convert(CGPoint(x: 14, y: 14), to: window)
    gestures.tap(at: point)
    clock.advance(by: 0.3)
    window.layoutIfNeeded()
    #expect(card.heart.isOn)
    #expect(card.heart.full.supernode === card.heart && card.heart.empty.supernode == nil)
    #expect(card.heart.full.frame == CGRect(x: 2, y: 2, width: 24, height: 24))
    gestures.tap(at: point)
    clock.advance(by: 0.3)
    window.layoutIfNeeded()
    #expect(!card.heart.isOn)
    #expect(card.heart.empty.supernode === card.heart)
  }
}
