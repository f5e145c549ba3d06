import Foundation
import Inertia
import InertiaTexture
import Testing

/// The forty-second porting trial's Texture idioms: a home screen whose scroll node stacks an
/// inset header, a horizontal story collection and a post table that grows into the rest (the
/// content size is the first, unbounded pass's, the frames the second's), story and post nodes
/// built in closures that round their avatars with `onDidLoad`, `ASTextNode2` text, and rows whose
/// text is set in `didLoad`, after the rows were measured.
@MainActor
@Suite struct FortySecondTrialTextureTests {
  typealias Phone = TexturePhone

  /// Advances `seconds` a frame at a time, laying the window out after each.
  func turns(_ seconds: Double, on phone: Phone) {
    for _ in 0..<Int((seconds * 60).rounded(.up)) {
      phone.clock.advance(by: 1.0 / 60)
      phone.window.layoutIfNeeded()
    }
  }

  // MARK: A home screen: header, stories, posts

  /// A story: a 60-point avatar rounded once loaded, over a one-line name at most 50 wide.
  final class StoryCell: ASCellNode {
    let avatar: ASImageNode = {
      let avatar = ASImageNode()
      avatar.style.preferredSize = CGSize(width: 60, height: 60)
      avatar.onDidLoad { $0.layer.cornerRadius = 30 }
      return avatar
    }()
    let name: ASTextNode2 = {
      let name = ASTextNode2()
      name.maximumNumberOfLines = 1
      name.truncationMode = .byTruncatingTail
      name.style.maxWidth = ASDimensionMake(50)
      return name
    }()

    init(name text: String) {
      name.attributedText = .init(string: text)
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec(
        direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .center,
        children: [avatar, name])
      return ASInsetLayoutSpec(insets: .init(top: 0, left: 16, bottom: 0, right: 0), child: column)
    }
  }

  /// A post: a 20-point author line, a 260-point photo and a caption, inset 16 at the top.
  final class PostCell: ASCellNode {
    let author = ASTextNode2()
    let photo = ASImageNode()
    let caption = ASTextNode2()

    init(author name: String, caption text: String) {
      author.attributedText = .init(string: name)
      caption.attributedText = .init(string: text)
      caption.maximumNumberOfLines = 0
      photo.style.width = .init(unit: .fraction, value: 1)
      photo.style.height = .init(unit: .points, value: 260)
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec(
        direction: .vertical, spacing: 2, justifyContent: .start, alignItems: .stretch,
        children: [author, photo, caption])
      return ASInsetLayoutSpec(insets: .init(top: 16, left: 8, bottom: 8, right: 8), child: column)
    }
  }

  final class Stories: ASCollectionNode, ASCollectionDataSource {
    let names = ["eleanorrigby2", "blancokun123", "calvinscong00", "dulubukanwibu", "sherlyef22"]

    init() {
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .horizontal
      layout.minimumInteritemSpacing = 8
      super.init(frame: .zero, collectionViewLayout: layout, layoutFacilitator: nil)
      dataSource = self
      style.width = .init(unit: .fraction, value: 1)
      style.height = .init(unit: .points, value: 80)
    }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      names.count
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      let name = names[indexPath.item]
      return { StoryCell(name: name) }
    }
  }

  final class Posts: ASTableNode, ASTableDataSource {
    let authors = ["kelvinjulia68", "edwardo.kipasje", "dulubukanwibu", "sherlyef22"]

    init() {
      super.init(style: .plain)
      dataSource = self
      style.width = .init(unit: .fraction, value: 1)
      style.flexGrow = 1
    }

    override func didLoad() {
      super.didLoad()
      view.separatorStyle = .none
    }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { authors.count }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let author = authors[indexPath.row]
      return { PostCell(author: author, caption: "\(author) was here") }
    }
  }

  /// The home screen: a scroll node managing its content size, stacking the header (inset 60 from
  /// the top), the stories and the posts, 8 apart.
  final class Home: ASDKViewController<ASScrollNode> {
    let header = ASTextNode2()
    let stories = Stories()
    let posts = Posts()

    override init() {
      let root = ASScrollNode()
      root.automaticallyManagesSubnodes = true
      root.automaticallyManagesContentSize = true
      root.scrollableDirections = [.up, .down]
      header.attributedText = .init(string: "TexttureIG")
      super.init(node: root)
      root.layoutSpecBlock = { [weak self] _, _ -> ASLayoutSpec in
        guard let self else { return .init() }
        let insetHeader = ASInsetLayoutSpec(
          insets: .init(top: 60, left: 16, bottom: 8, right: 16), child: header)
        return ASStackLayoutSpec(
          direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch,
          children: [insetHeader, stories, posts])
      }
    }

    required init?(coder: NSCoder) { fatalError("no archives") }
  }

  @Test func aTableThatGrowsFillsTheScrollNodeWhileTheContentSizeStaysTheFirstPasss() {
    let phone = Phone()
    let home = Home()
    phone.show(home)
    // Unbounded, the table has no height of its own: 60 + 15 + 8, 8, 80, 8 = 179 of content (an
    // `ASTextNode2` line of 14.4 points takes 15: ASTextLayout rounds up to whole points).
    #expect(home.node.view.contentSize == CGSize(width: 375, height: 179))
    // Shorter than the node, the spec is laid out again with the node's height: the table grows.
    #expect(home.header.frame == CGRect(x: 16, y: 60, width: 343, height: 15))
    #expect(home.stories.frame == CGRect(x: 0, y: 91, width: 375, height: 80))
    #expect(home.posts.frame == CGRect(x: 0, y: 179, width: 375, height: 488))
  }

  @Test func theRootStaysWhileThePostsScrollInsideIt() {
    let phone = Phone()
    let home = Home()
    phone.show(home)
    // Each post: 16 + 15 + 2 + 260 + 2 + 15 + 8, no separator (the table turned them off; the
    // `ASTextNode2` lines take whole points).
    let heights = (0..<4).map { home.posts.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    #expect(heights == [318, 318, 318, 318])
    #expect(home.posts.view.contentSize.height == 1272)
    phone.gestures.fling(from: CGPoint(x: 187, y: 80), velocity: CGPoint(x: 0, y: -2500), distance: 150)
    turns(3, on: phone)
    #expect(home.node.view.contentOffset.y == 0)
    phone.gestures.fling(from: CGPoint(x: 187, y: 600), velocity: CGPoint(x: 0, y: -5000), distance: 200)
    turns(6, on: phone)
    #expect(abs(home.posts.view.contentOffset.y - (1272 - 488)) < 1e-9)
    #expect(home.node.view.contentOffset.y == 0)
  }

  @Test func storiesTallerThanTheirCollectionAreClampedToItAndRoundedOnceLoaded() throws {
    let phone = Phone()
    let home = Home()
    phone.show(home)
    let story = try #require(home.stories.nodeForItem(at: IndexPath(item: 0, section: 0)) as? StoryCell)
    // The column (60 + 8 + 14.5) is taller than the 80 the flow layout offers: the cell is 80.
    #expect(story.frame.size == CGSize(width: 76, height: 80))
    #expect(story.name.frame.size.width <= 50)
    #expect(story.name.isTruncated)
    #expect(story.avatar.isNodeLoaded)
    #expect(story.avatar.layer.cornerRadius == 30)
    // Five stories of 76, 10 apart (the flow layout's line spacing runs horizontally).
    #expect(home.stories.view.contentSize == CGSize(width: 420, height: 80))
    phone.gestures.fling(from: CGPoint(x: 300, y: 130), velocity: CGPoint(x: -1500, y: 0), distance: 120)
    turns(3, on: phone)
    #expect(home.stories.view.contentOffset.x == 45)
  }

  // MARK: Blocks run when a node loads

  /// A node that logs its own `didLoad`.
  final class LoggingNode: ASDisplayNode {
    var log: [String] = []
    override func didLoad() {
      super.didLoad()
      log.append("didLoad")
    }
  }

  @Test func onDidLoadBlocksRunAfterDidLoadInTheOrderAddedAndAtOnceOnceLoaded() {
    let node = LoggingNode()
    node.onDidLoad { ($0 as? LoggingNode)?.log.append("first") }
    node.onDidLoad { ($0 as? LoggingNode)?.log.append("second") }
    #expect(node.log.isEmpty)
    _ = node.view
    #expect(node.log == ["didLoad", "first", "second"])
    node.onDidLoad { ($0 as? LoggingNode)?.log.append("late") }
    #expect(node.log == ["didLoad", "first", "second", "late"])
    _ = node.view
    #expect(node.log.count == 4)
  }

  // MARK: Rows whose text is set in didLoad

  /// A restaurant row: its name and address are set when its view loads, after the row was
  /// measured empty (16 points: the insets alone), and centred in a column.
  final class RestaurantRow: ASCellNode {
    let name = ASTextNode()
    let address = ASTextNode()
    let restaurant: (String, String)

    init(_ restaurant: (String, String)) {
      self.restaurant = restaurant
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func didLoad() {
      name.attributedText = NSAttributedString(
        string: restaurant.0, attributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
      address.attributedText = NSAttributedString(
        string: restaurant.1, attributes: [.font: UIFont.boldSystemFont(ofSize: 14)])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec()
      column.direction = .vertical
      column.alignItems = .center
      column.justifyContent = .center
      column.children = [name, address]
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: column)
    }
  }

  final class Restaurants: NSObject, ASTableDataSource {
    let places = (0..<12).map { ("Biryani House \($0)", "Koramangala \($0 % 7 + 1)th Block") }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { places.count }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let place = places[indexPath.row]
      return { RestaurantRow(place) }
    }
  }

  @Test func rowsWhoseTextIsSetInDidLoadGrowToItOnceShown() throws {
    let phone = Phone()
    let table = ASTableNode(style: .plain)
    let source = Restaurants()
    table.dataSource = source
    phone.host(table)
    turns(1, on: phone)
    // Measured empty, twelve rows of 16.5 fit on screen, so every row is shown, loads and grows:
    // 8 + 19.5 (16-point bold) + 17 (14-point bold) + 8, and the separator's pixel.
    let heights = (0..<12).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    #expect(heights == Array(repeating: 53, count: 12))
    #expect(table.view.contentSize.height == 636)
    let row = try #require(table.nodeForRow(at: IndexPath(row: 3, section: 0)) as? RestaurantRow)
    // Centred in the 343 between the insets.
    #expect(row.name.frame.midX == 187.5)
    #expect(row.address.frame.origin.y == 27.5)
  }
}
