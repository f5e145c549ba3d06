import InertiaTexture
import Testing

/// The fifty-fourth Texture trial, written as its program writes Texture: ignotusverum's
/// texture-test (2017), a storyboard's plain controller in a navigation controller whose view
/// holds the view of a vertical `ASCollectionNode`, framed to the controller's view in
/// `viewDidLoad` (the storyboard's 375 x 603); each section has one row 2.5 times narrower than
/// tall, a cell node with no spec that adds a horizontal collection node in `didLoad` with its
/// own frame; that collection shows ten 100-point tiles, each a network image centred by a stack in
/// an absolute spec in a centre spec. "Add" in the bar inserts a section at index 1.
@MainActor
@Suite struct FiftyFourthTrialTextureTests {
  /// A tile: a network image as wide as the tile, centred.
  final class Tile: ASCellNode {
    let picture = ASNetworkImageNode()

    override init() {
      super.init()
      picture.contentMode = .scaleAspectFit
      picture.shouldCacheImage = false
      addSubnode(picture)
      picture.url = URL(string: "https://example.invalid/tile.gif")
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let side = constrainedSize.max.width
      picture.style.preferredSize = CGSize(width: side, height: side)
      let column = ASStackLayoutSpec(
        direction: .vertical, spacing: 8, justifyContent: .center, alignItems: .center, children: [picture])
      let placed = ASAbsoluteLayoutSpec(sizing: .sizeToFit, children: [column])
      return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: .minimumXY, child: placed)
    }
  }

  /// A row with no spec: a horizontal collection of ten tiles, added when the row's view loads
  /// with the row's frame at that moment.
  final class Shelf: ASCellNode, ASCollectionDataSource, ASCollectionDelegate {
    let layout = UICollectionViewFlowLayout()
    lazy var tiles = ASCollectionNode(collectionViewLayout: layout)
    var frameAtLoad: CGRect?

    override init() {
      super.init()
      layout.scrollDirection = .horizontal
      layout.minimumInteritemSpacing = 5
      layout.minimumLineSpacing = 5
      layout.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 0, right: 0)
      tiles.delegate = self
      tiles.dataSource = self
    }

    override func didLoad() {
      super.didLoad()
      frameAtLoad = frame
      addSubnode(tiles)
      tiles.frame = frame
    }

    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      ASSizeRange(min: CGSize(width: 100, height: 100), max: CGSize(width: 100, height: 100))
    }

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 1 }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      { Tile() }
    }
  }

  /// The screen: the storyboard's view (375 x 603, designed under an opaque bar) holding the rows.
  final class Screen: UIViewController, ASCollectionDataSource, ASCollectionDelegate {
    var sections = 2
    let layout = UICollectionViewFlowLayout()
    lazy var rows: ASCollectionNode = {
      let node = ASCollectionNode(collectionViewLayout: layout)
      node.view.showsVerticalScrollIndicator = false
      node.delegate = self
      node.dataSource = self
      node.view.backgroundColor = .white
      return node
    }()

    override func loadView() {
      view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 603))
      view.backgroundColor = .white
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      layout.sectionInset = .zero
      layout.minimumInteritemSpacing = 0
      view.addSubview(rows.view)
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Add", style: .plain, target: self, action: Selector("add", target: self, Screen.add))
      rows.view.frame = view.frame
    }

    func add() {
      sections += 1
      rows.insertSections(IndexSet(integer: 1))
    }

    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      let width = collectionNode.bounds.width - layout.sectionInset.left - layout.sectionInset.right
      return ASSizeRange(
        min: .zero, max: CGSize(width: width, height: width / 2.5 - layout.minimumInteritemSpacing))
    }

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { sections }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      { Shelf() }
    }
  }

  private func shelf(_ screen: Screen, _ section: Int) throws -> Shelf {
    try #require(screen.rows.nodeForItem(at: IndexPath(item: 0, section: section)) as? Shelf)
  }

  @Test func rowsAndShelvesAreLaidOutAsTextureLaysThemOut() throws {
    let screen = Screen()
    _ = textureTrialHost(UINavigationController(rootViewController: screen))
    let rows = screen.rows.view
    // Framed in viewDidLoad to the storyboard's view; under the translucent bar its content starts
    // 64 points down.
    #expect(rows.frame == CGRect(x: 0, y: 0, width: 375, height: 603))
    #expect(rows.adjustedContentInset.top == 64)
    #expect(rows.contentOffset.y == -64)
    // A row without a spec takes its whole range (Texture's calculateSizeThatFits): 375 x 150.
    #expect(rows.contentSize == CGSize(width: 375, height: 300))
    let first = try shelf(screen, 0)
    let second = try shelf(screen, 1)
    #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: 150))
    #expect(rows.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 150)
    // ASDataController gives a measured row its frame before its view loads.
    #expect(first.frameAtLoad == CGRect(x: 0, y: 0, width: 375, height: 150))
    #expect(second.tiles.frame == CGRect(x: 0, y: 0, width: 375, height: 150))
  }

  @Test func aShelfLaysItsTilesInOneRowOfColumns() throws {
    let screen = Screen()
    _ = textureTrialHost(UINavigationController(rootViewController: screen))
    let tiles = try shelf(screen, 0).tiles.view
    // Ten columns of one 100-point tile, 5 apart after an inset of 20: 1,065 wide. A lone item of
    // a flow layout's line is centred across it: 5 + (145 - 100) / 2 down.
    #expect(tiles.contentSize == CGSize(width: 1065, height: 150))
    for index in 0..<10 {
      let frame = try #require(tiles.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame)
      #expect(frame == CGRect(x: 20 + 105 * CGFloat(index), y: 27.5, width: 100, height: 100))
    }
    let tile = try #require(
      try shelf(screen, 0).tiles.nodeForItem(at: IndexPath(item: 0, section: 0)) as? Tile)
    #expect(tile.frame.size == CGSize(width: 100, height: 100))
    #expect(tile.picture.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    // No networking here: the picture stays empty.
    #expect(tile.picture.image == nil)
  }

  @Test func addInsertsAShelfAtTheSecondSection() throws {
    let screen = Screen()
    let navigation = UINavigationController(rootViewController: screen)
    let (clock, _, gestures) = textureTrialHost(navigation)
    let old = try shelf(screen, 1)
    let item = try #require(screen.navigationItem.leftBarButtonItem)
    let add = try #require(navigation.navigationBar.button(for: item))
    gestures.tap(at: add.convert(CGPoint(x: add.bounds.midX, y: add.bounds.midY), to: nil))
    clock.advance(by: 1)
    #expect(screen.sections == 3)
    #expect(screen.rows.view.contentSize.height == 450)
    let inserted = try shelf(screen, 1)
    #expect(inserted !== old)
    #expect(try shelf(screen, 2) === old)
    #expect(screen.rows.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY == 300)
    #expect(inserted.frameAtLoad == CGRect(x: 0, y: 0, width: 375, height: 150))
  }

  @Test func aSidewaysDragScrollsTheShelfAndNotTheRows() throws {
    let screen = Screen()
    let (clock, _, gestures) = textureTrialHost(UINavigationController(rootViewController: screen))
    let tiles = try shelf(screen, 0).tiles.view
    gestures.drag(from: CGPoint(x: 300, y: 139), to: CGPoint(x: 100, y: 139), duration: 0.5)
    clock.advance(by: 3)
    #expect(tiles.contentOffset.x > 200 && tiles.contentOffset.x < 690)
    #expect(screen.rows.view.contentOffset.y == -64)
    // A fling rests at the shelf's end: 1,065 - 375.
    gestures.fling(from: CGPoint(x: 300, y: 139), velocity: CGPoint(x: -4000, y: 0), distance: 150)
    clock.advance(by: 5)
    #expect(tiles.contentOffset == CGPoint(x: 690, y: 0))
    #expect(screen.rows.view.contentOffset.y == -64)
  }
}
