import InertiaTexture
import Testing

/// The fifty-second Texture trial, written as its program writes Texture: darshilagrawal's
/// TexturePractice, a table node of rows spacing a number and a word with empty text nodes (a
/// text node never given text still takes a line of TextKit's default font), whose selection
/// presents a collection node of items: a 500-point photo fitted above a centred row of two
/// Baskerville words.
@MainActor
@Suite struct FiftySecondTrialTextureTests {
  /// A row: the number and "Hello" 10 apart, behind an empty text node and 10 more, over another
  /// empty text node 8 below.
  final class NumberRow: ASCellNode {
    let number = ASTextNode()
    let word = ASTextNode()
    let spacer = ASTextNode()
    let leadingSpacer = ASTextNode()

    init(text: String) {
      super.init()
      number.attributedText = NSAttributedString(string: text)
      word.attributedText = NSAttributedString(string: "Hello")
      backgroundColor = .cyan
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let words = ASStackLayoutSpec(
        direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start,
        children: [number, word])
      let indented = ASStackLayoutSpec(
        direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start,
        children: [leadingSpacer, words])
      return ASStackLayoutSpec(
        direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
        children: [indented, spacer])
    }
  }

  /// An item: the photo fitted in its node above "Namaste" and the number, 20 apart, all centred.
  final class PhotoItem: ASCellNode {
    let photo = ASImageNode()
    let greeting = ASTextNode()
    let number = ASTextNode()

    init(text: String) {
      super.init()
      let attributes = [NSAttributedString.Key.font: UIFont(name: "Baskerville", size: 18.0)!]
      number.attributedText = NSAttributedString(string: text, attributes: attributes)
      greeting.attributedText = NSAttributedString(string: "Namaste", attributes: attributes)
      photo.image = UIImage(size: CGSize(width: 500, height: 500), scale: 1, drawing: [])
      backgroundColor = .cyan
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      photo.contentMode = .scaleAspectFit
      let words = ASStackLayoutSpec(
        direction: .horizontal, spacing: 20, justifyContent: .start, alignItems: .center,
        children: [greeting, number])
      return ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .center, alignItems: .center,
        children: [photo, words])
    }
  }

  /// Ten photo items in a vertical flow layout.
  final class Gallery: ASDKViewController<ASCollectionNode>, ASCollectionDataSource, ASCollectionDelegate {
    var collectionNode: ASCollectionNode!

    override init() {
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .vertical
      let collectionNode = ASCollectionNode(collectionViewLayout: layout)
      super.init(node: collectionNode)
      collectionNode.dataSource = self
      collectionNode.delegate = self
      view.backgroundColor = .white
      self.collectionNode = collectionNode
    }

    required init?(coder: NSCoder) { fatalError("no storyboards") }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode
    {
      PhotoItem(text: "\(indexPath.row)")
    }
  }

  /// Five rows; selecting one presents the gallery and deselects it.
  final class Numbers: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    var tableNode: ASTableNode!

    override init() {
      let tableNode = ASTableNode(style: .plain)
      super.init(node: tableNode)
      tableNode.dataSource = self
      tableNode.delegate = self
      self.tableNode = tableNode
    }

    required init?(coder: NSCoder) { fatalError("no storyboards") }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      NumberRow(text: "\(indexPath.row)")
    }

    func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {
      present(Gallery(), animated: true, completion: nil)
      tableNode.deselectRow(at: indexPath, animated: true)
    }
  }

  private func near(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) < 1e-9 }

  @Test func emptyTextNodesHoldALineOfTheDefaultFontInTheRows() throws {
    let screen = Numbers()
    _ = textureTrialHost(screen)
    // "0" and "Hello" in 12-point text (6.6 and 33 wide, 14.4 tall: 7 and 14.5 on half points)
    // over an empty text node of a 12-point line: 14.5 + 8 + 14.5, and the separator's half point.
    // Without text the rows were 22.5 + 0.5.
    let table = try #require(screen.tableNode)
    #expect(
      (0..<5).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        == Array(repeating: 37.5, count: 5))
    #expect(table.view.contentSize.height == 187.5)
    #expect(table.view.contentOffset.y == -20)
    let row = try #require(table.nodeForRow(at: IndexPath(row: 3, section: 0)) as? NumberRow)
    #expect(row.frame.size == CGSize(width: 375, height: 37))
    #expect(row.leadingSpacer.frame == CGRect(x: 0, y: 0, width: 0, height: 14.5))
    #expect(row.number.frame == CGRect(x: 10, y: 0, width: 7, height: 14.5))
    #expect(row.word.frame == CGRect(x: 27, y: 0, width: 33, height: 14.5))
    #expect(row.spacer.frame == CGRect(x: 0, y: 22.5, width: 0, height: 14.5))
  }

  @Test func atScaleThreeTheRowsAreOnThirds() throws {
    let screen = Numbers()
    _ = textureTrialHost(screen, scale: 3)
    // 14.4 rounds up to 44 / 3: two lines and 8 make 112 / 3, and a third of a point of separator.
    let table = try #require(screen.tableNode)
    #expect(near(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 113.0 / 3))
    #expect(near(table.view.contentSize.height, 5 * 113.0 / 3))
  }

  @Test func aDragOnTheShortTableBouncesBackUnderTheStatusBar() throws {
    let screen = Numbers()
    let (clock, _, gestures) = textureTrialHost(screen)
    let table = try #require(screen.tableNode)
    gestures.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 450), duration: 0.3)
    #expect(table.view.contentOffset.y < -20)
    clock.advance(by: 2)
    #expect(table.view.contentOffset.y == -20)
  }

  @Test func aTappedRowPresentsTheGalleryAndIsDeselected() throws {
    let screen = Numbers()
    let (clock, window, gestures) = textureTrialHost(screen)
    // The second row starts 37.5 below the 20-point inset.
    gestures.tap(at: CGPoint(x: 100, y: 20 + 37.5 + 10))
    clock.advance(by: 1)
    window.layoutIfNeeded()
    let gallery = try #require(screen.presentedViewController as? Gallery)
    #expect(screen.tableNode.indexPathForSelectedRow == nil)
    let collection = try #require(gallery.collectionNode)
    // Each item is measured up to the collection's width with an unbounded height
    // (ASCollectionViewFlowLayoutInspector): the 500-point photo is kept within 375 wide (its
    // size clamped into the stack's range, the image fitted inside), the words below it are
    // 18-point Baskerville, 21.6 (22) tall: 522 a item, 10 apart (the flow layout's line spacing).
    #expect(collection.view.contentSize == CGSize(width: 375, height: 10 * 522 + 9 * 10))
    let item = try #require(collection.nodeForItem(at: IndexPath(item: 1, section: 0)) as? PhotoItem)
    #expect(
      collection.view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 532, width: 375, height: 522))
    #expect(item.photo.frame == CGRect(x: 0, y: 0, width: 375, height: 500))
    // "Namaste" (7 x 9.9 = 69.3, 69.5) and "1" (9.9, 10) 20 apart: 99.5, centred in 375 at 137.75,
    // floored to the pixel.
    #expect(item.greeting.frame == CGRect(x: 137.5, y: 500, width: 69.5, height: 22))
    #expect(item.number.frame == CGRect(x: 227, y: 500, width: 10, height: 22))
  }

  @Test func aFlingThroughTheGalleryRestsBetweenItsEnds() throws {
    let screen = Numbers()
    let (clock, window, gestures) = textureTrialHost(screen)
    gestures.tap(at: CGPoint(x: 100, y: 30))
    clock.advance(by: 1)
    window.layoutIfNeeded()
    let gallery = try #require(screen.presentedViewController as? Gallery)
    let collection = try #require(gallery.collectionNode)
    gestures.fling(from: CGPoint(x: 200, y: 500), velocity: CGPoint(x: 0, y: -3000), distance: 200)
    clock.advance(by: 5)
    let offset = collection.view.contentOffset.y
    #expect(offset == 1663.5)
    #expect(!collection.view.isDecelerating)
    // Items 532 apart: the fourth (at 1596) is on screen and the sixth (at 2660) is not.
    let shown = collection.view.indexPathsForVisibleItems.map(\.item).sorted()
    #expect(shown.contains(3) && !shown.contains(5))
  }
}
