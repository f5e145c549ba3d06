import Foundation
import InertiaTexture
import Testing

/// The sixtieth Texture trial's screen, written as its program (ammadakhtar/Texture, a Texture 3.1
/// Instagram home feed) writes it: an `ASDKNavigationController` (translucent bar) over a base node
/// whose layout spec block insets a home node wrapping an `ASTableNode`; the table's first section
/// holds a strip of stories (a horizontal `ASCollectionNode` of three sections whose delegate's
/// 80-point range wins over the flow layout's 60-point item size; the user's own story badged by an
/// `ASCornerLayoutSpec`), the second twenty posts (header, a network image as wide as the screen,
/// action buttons over the likes, the latest comment).
@MainActor
@Suite(.serialized) struct SixtiethTrialTextureTests {
  /// The program's base node: it manages its subnodes.
  class BaseNode: ASDisplayNode {
    override init() {
      super.init()
      self.automaticallyManagesSubnodes = true
    }
  }

  /// The program's base cell node: it manages its subnodes.
  class BaseCellNode: ASCellNode {
    override init() {
      super.init()
      self.automaticallyManagesSubnodes = true
    }
  }

  /// The program's 30-point template icons (like, comment, share, bookmark, profile, ...).
  static func icon() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
      UIColor.black.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
    }
  }

  /// A story: a round 63-point avatar ringed by a round-border modification block (red until
  /// watched), over the name in one 10-point bold line.
  class StoryNode: BaseCellNode {
    var imageNode = ASImageNode()
    var nameNode = ASTextNode()
    /// The preload exits this node heard (the tests' addition).
    var preloadExits = 0

    override init() {
      super.init()
      nameNode.maximumNumberOfLines = 1
      imageNode.style.preferredSize = CGSize(width: 63, height: 63)
      imageNode.cornerRoundingType = .precomposited
      imageNode.cornerRadius = 63 / 2
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .vertical, spacing: 6, justifyContent: .start, alignItems: .center,
        children: [imageNode, nameNode])
    }

    override func didExitPreloadState() {
      super.didExitPreloadState()
      preloadExits += 1
    }

    func populate(name: String, isWatched: Bool) {
      nameNode.attributedText = NSAttributedString(
        string: name,
        attributes: [.foregroundColor: UIColor.label, .font: UIFont.boldSystemFont(ofSize: 10)])
      imageNode.image = SixtiethTrialTextureTests.icon()
      let colour = isWatched ? UIColor.lightGray : UIColor.red
      imageNode.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(5.0, colour)
    }
  }

  /// The user's own story: a purple 20-point "+" badge on the avatar's bottom-right corner,
  /// pulled in 10.
  final class UserStoryNode: StoryNode {
    var addButton = ASButtonNode()

    override init() {
      super.init()
      addButton.backgroundColor = UIColor.purple
      addButton.setTitle("+", with: UIFont.boldSystemFont(ofSize: 15), with: .white, for: .normal)
      addButton.borderColor = UIColor.white.cgColor
      addButton.borderWidth = 1.5
      addButton.style.preferredSize = CGSize(width: 20, height: 20)
      addButton.cornerRadius = 20 / 2
      imageNode.image = SixtiethTrialTextureTests.icon()
      nameNode.attributedText = NSAttributedString(
        string: "Ammad",
        attributes: [.foregroundColor: UIColor.label, .font: UIFont.boldSystemFont(ofSize: 10)])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let cornerSpec = ASCornerLayoutSpec(child: imageNode, corner: addButton, location: .bottomRight)
      cornerSpec.offset = CGPoint(x: -10, y: -10)
      return ASStackLayoutSpec(
        direction: .vertical, spacing: 6, justifyContent: .start, alignItems: .center,
        children: [cornerSpec, nameNode])
    }
  }

  /// The strip: the row is the collection's data source and delegate; one own story, three
  /// unwatched, five watched, a section each.
  final class StoryCellNode: ASCellNode, ASCollectionDelegate, ASCollectionDataSource {
    let width = UIScreen.main.bounds.width
    var collectionNode: ASCollectionNode = {
      let flowLayout = UICollectionViewFlowLayout()
      flowLayout.itemSize = CGSize(width: 60, height: 60)
      flowLayout.scrollDirection = .horizontal
      flowLayout.minimumLineSpacing = 0
      let collectionNode = ASCollectionNode(collectionViewLayout: flowLayout)
      collectionNode.showsHorizontalScrollIndicator = false
      collectionNode.backgroundColor = .clear
      return collectionNode
    }()

    override init() {
      super.init()
      collectionNode.dataSource = self
      collectionNode.delegate = self
      self.automaticallyManagesSubnodes = true
      collectionNode.style.preferredSize = CGSize(width: width, height: 120)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASInsetLayoutSpec(insets: .zero, child: collectionNode)
    }

    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      ASSizeRangeMake(
        CGSize(width: 80, height: 0), CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude))
    }

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 3 }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      [1, 3, 5][section]
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      {
        if indexPath.section == 0 { return UserStoryNode() }
        let cell = StoryNode()
        cell.populate(
          name: indexPath.section == 1 ? "Jake Mendis" : "Chris Brown", isWatched: indexPath.section == 2)
        return cell
      }
    }
  }

  /// A post's header: the 35-point avatar inset 8 and 16, the 17-point bold name, and a 10-point
  /// "more" button pushed to the trailing edge by a growing inset.
  final class HeaderNode: BaseNode {
    var nameTextNode = ASTextNode()
    var menuButtonNode = ASButtonNode()
    var profileImage = ASImageNode()

    override init() {
      super.init()
      profileImage.image = SixtiethTrialTextureTests.icon()
      profileImage.cornerRoundingType = .precomposited
      profileImage.cornerRadius = 35 / 2
      profileImage.style.preferredSize = CGSize(width: 35, height: 35)
      nameTextNode.attributedText = NSAttributedString(
        string: "Ammad Akhtar",
        attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.label])
      menuButtonNode.setImage(SixtiethTrialTextureTests.icon(), for: .normal)
      menuButtonNode.style.preferredSize = CGSize(width: 10, height: 10)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let leftPadding = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 0), child: profileImage)
      let iconSpec = ASStackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: .end, alignItems: .end,
        children: [menuButtonNode])
      let rightPadding = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 16), child: iconSpec)
      rightPadding.style.flexGrow = 1
      return ASStackLayoutSpec(
        direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .center,
        children: [leftPadding, nameTextNode, rightPadding])
    }
  }

  /// The post's photo: a network image as wide and as tall as the screen.
  final class ImageNode: BaseNode {
    var imageNode = ASNetworkImageNode()

    init(url: URL?) {
      super.init()
      imageNode.url = url
      imageNode.style.preferredSize.height = UIScreen.main.bounds.width * CGFloat(1.0)
      imageNode.style.preferredSize.width = UIScreen.main.bounds.width
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASInsetLayoutSpec(insets: .zero, child: imageNode)
    }
  }

  /// The action row: three 30-point buttons, the bookmark (its image's size) pushed to the end,
  /// then "3 likes" in an inset made empty and filled afterwards.
  final class ActionButtonsNode: BaseNode {
    var likeButton = ASButtonNode()
    var commentButton = ASButtonNode()
    var shareButton = ASButtonNode()
    var numberOfLikes = ASTextNode()
    var bookmarkButton = ASButtonNode()
    var likeCount: Int = 3

    override init() {
      super.init()
      for button in [likeButton, commentButton, shareButton] {
        button.style.preferredSize = CGSize(width: 30, height: 30)
      }
      for button in [likeButton, commentButton, shareButton, bookmarkButton] {
        button.tintColor = .white
        button.setImage(SixtiethTrialTextureTests.icon(), for: .normal)
      }
      numberOfLikes.attributedText = NSAttributedString(
        string: "3 likes",
        attributes: [.foregroundColor: UIColor.label, .font: UIFont.boldSystemFont(ofSize: 15)])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let bookMarkStack = ASStackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: .end, alignItems: .end,
        children: [bookmarkButton])
      let bookMarkLayoutSpec = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8), child: bookMarkStack)
      bookMarkLayoutSpec.style.flexGrow = 1
      let hStack = ASStackLayoutSpec(
        direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .stretch,
        children: [likeButton, commentButton, shareButton, bookMarkLayoutSpec])
      let padding = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 0), child: hStack)
      var dynamicLayout = [ASLayoutElement]()
      dynamicLayout.append(padding)
      let dynamicPadding = ASInsetLayoutSpec()
      if likeCount > 0 {
        dynamicPadding.insets = UIEdgeInsets(top: 0, left: 16, bottom: 8, right: 0)
        dynamicPadding.child = numberOfLikes
        dynamicLayout.append(dynamicPadding)
      }
      return ASStackLayoutSpec(
        direction: .vertical, spacing: 6, justifyContent: .start, alignItems: .stretch,
        children: dynamicLayout)
    }
  }

  /// The latest comment: a 20-point avatar beside the commenter's bold name over the comment.
  final class CommentNode: BaseNode {
    var imageNode = ASImageNode()
    var nameTextNode = ASTextNode()
    var commentTextNode = ASTextNode()

    override init() {
      super.init()
      imageNode.style.preferredSize = CGSize(width: 20, height: 20)
      imageNode.cornerRoundingType = .precomposited
      imageNode.cornerRadius = 20 / 2
      commentTextNode.attributedText = NSAttributedString(
        string: "This is an amazing framework that just lets you add nodes and expands based on the "
          + "content. Never deal with constraints and gone are the days of ugly scrollView has "
          + "ambiguous content lol",
        attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.label])
      nameTextNode.attributedText = NSAttributedString(
        string: "Cool Dev",
        attributes: [.font: UIFont.boldSystemFont(ofSize: 13), .foregroundColor: UIColor.label])
      imageNode.image = SixtiethTrialTextureTests.icon()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let hStack = ASStackLayoutSpec(
        direction: .vertical, spacing: 6, justifyContent: .start, alignItems: .stretch,
        children: [nameTextNode, commentTextNode])
      hStack.style.flexShrink = 1
      hStack.style.flexGrow = 1
      let layoutSpec = ASStackLayoutSpec(
        direction: .horizontal, spacing: 6, justifyContent: .start, alignItems: .stretch,
        children: [imageNode, hStack])
      return ASInsetLayoutSpec(insets: .init(top: 10, left: 10, bottom: 10, right: 10), child: layoutSpec)
    }
  }

  /// A post: header, photo, actions and comment stacked and stretched.
  final class FeedCell: BaseCellNode {
    let headerNode = HeaderNode()
    let imageNode: ImageNode
    let actionButtonsNode = ActionButtonsNode()
    let latestCommentNode = CommentNode()

    init(photo: URL?) {
      imageNode = ImageNode(url: photo)
      super.init()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
        children: [headerNode, imageNode, actionButtonsNode, latestCommentNode])
    }
  }

  /// The home node: the table (its own data source and delegate, selection off, no indicator),
  /// each row as wide as the screen.
  final class HomeNode: BaseNode, ASTableDelegate, ASTableDataSource {
    let photo: URL?
    private(set) lazy var tableNode: ASTableNode = ASTableNode(style: .plain)

    init(photo: URL?) {
      self.photo = photo
      super.init()
      tableNode.delegate = self
      tableNode.dataSource = self
      tableNode.allowsSelection = false
      tableNode.view.showsVerticalScrollIndicator = false
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASWrapperLayoutSpec(layoutElement: tableNode)
    }

    func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
      let width = UIScreen.main.bounds.width
      return ASSizeRangeMake(
        CGSize(width: width, height: 0), CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
    }

    func numberOfSections(in tableNode: ASTableNode) -> Int { 2 }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
      section == 0 ? 1 : 20
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let photo = self.photo
      return { indexPath.section == 0 ? StoryCellNode() : FeedCell(photo: photo) }
    }
  }

  /// The home screen: a base node insetting the home node by its layout spec block.
  final class HomeViewController: ASDKViewController<BaseNode> {
    var homeNode: HomeNode!

    init(photo: URL? = URL(string: "https://picsum.photos/200/300")) {
      super.init(node: BaseNode())
      homeNode = HomeNode(photo: photo)
      self.node.addSubnode(homeNode)
      node.layoutSpecBlock = { [weak self] _, _ in
        ASInsetLayoutSpec(insets: UIEdgeInsets.zero, child: self?.homeNode ?? ASDisplayNode())
      }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationController?.navigationBar.topItem?.title = "Texture iOS"
    }
  }

  /// Shows the home screen in a navigation controller on the iPhone 8's screen, which the
  /// program's nodes read.
  static func launch(photo: URL? = URL(string: "https://picsum.photos/200/300")) -> (
    HomeViewController, ManualClock, UIWindow, GestureSynthesizer
  ) {
    UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    let home = HomeViewController(photo: photo)
    let (clock, window, gestures) = textureTrialHost(ASDKNavigationController(rootViewController: home))
    return (home, clock, window, gestures)
  }

  @Test func theFeedFillsTheScreenUnderTheBarAndStacksEachPost() throws {
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    let (home, _, _, _) = Self.launch()
    let table = home.homeNode.tableNode
    #expect(home.navigationController?.navigationBar.topItem?.title == "Texture iOS")
    #expect(home.homeNode.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(table.view.adjustedContentInset.top == 64 && table.view.contentOffset.y == -64)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120.5)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 745, width: 375, height: 624.5))
    #expect(table.view.contentSize == CGSize(width: 375, height: 12_610.5))
    let post = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 1)) as? FeedCell)
    #expect(post.headerNode.frame == CGRect(x: 0, y: 0, width: 375, height: 51))
    #expect(post.headerNode.nameTextNode.frame == CGRect(x: 61, y: 15, width: 112.5, height: 20.5))
    #expect(post.headerNode.menuButtonNode.frame == CGRect(x: 349, y: 20.5, width: 10, height: 10))
    #expect(post.imageNode.frame == CGRect(x: 0, y: 51, width: 375, height: 375))
    let actions = post.actionButtonsNode
    #expect(actions.frame == CGRect(x: 0, y: 426, width: 375, height: 78))
    #expect(
      [actions.likeButton, actions.commentButton, actions.shareButton].map(\.frame.minX) == [10, 50, 90])
    // The bookmark takes its image's 30 points at the end of the growing inset, 8 from the edge.
    #expect(actions.bookmarkButton.frame == CGRect(x: 337, y: 8, width: 30, height: 30))
    #expect(actions.numberOfLikes.frame == CGRect(x: 16, y: 52, width: 359, height: 18))
    let comment = post.latestCommentNode
    #expect(comment.frame == CGRect(x: 0, y: 504, width: 375, height: 120))
    #expect(comment.nameTextNode.frame == CGRect(x: 36, y: 10, width: 329, height: 16))
    #expect(comment.commentTextNode.frame == CGRect(x: 36, y: 32, width: 329, height: 78))
    #expect(comment.commentTextNode.lineCount == 5)
  }

  @Test func theStoryStripSizesItsNineItemsByItsDelegateAndFlingsToItsEnd() throws {
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    let (home, clock, window, gestures) = Self.launch()
    let table = home.homeNode.tableNode
    let row = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? StoryCellNode)
    let strip = row.collectionNode
    #expect(strip.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
    #expect(strip.view.contentSize == CGSize(width: 720, height: 120))
    let paths = [(0, 0), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2), (2, 3), (2, 4)]
    let frames = paths.map {
      strip.view.layoutAttributesForItem(at: IndexPath(item: $0.1, section: $0.0))?.frame
    }
    #expect(frames == (0..<9).map { CGRect(x: 80 * CGFloat($0), y: 19.5, width: 80, height: 81) })
    let own = try #require(strip.nodeForItem(at: IndexPath(item: 0, section: 0)) as? UserStoryNode)
    #expect(own.imageNode.frame == CGRect(x: 8.5, y: 0, width: 63, height: 63))
    #expect(own.addButton.frame == CGRect(x: 51.5, y: 43, width: 20, height: 20))
    #expect(own.nameNode.frame == CGRect(x: 26, y: 69, width: 27.5, height: 12))
    let jake = try #require(strip.nodeForItem(at: IndexPath(item: 0, section: 1)) as? StoryNode)
    #expect(jake.nameNode.frame == CGRect(x: 9.5, y: 69, width: 60.5, height: 12))
    let middle = strip.view.convert(CGPoint(x: 300, y: 60), to: window)
    #expect(middle == CGPoint(x: 300, y: 124))
    gestures.fling(from: middle, velocity: CGPoint(x: -1500, y: 0), distance: 80)
    clock.advance(by: 3)
    #expect(strip.view.contentOffset.x == 345)
    #expect(table.view.contentOffset.y == -64)
  }

  @Test func aDragAndAFlingOfTheFeedRestWhereTheTableDecelerates() {
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    let (home, clock, _, gestures) = Self.launch()
    let table = home.homeNode.tableNode
    gestures.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.3)
    clock.advance(by: 3)
    #expect(table.view.contentOffset.y == 454)
    gestures.fling(from: CGPoint(x: 200, y: 550), velocity: CGPoint(x: 0, y: -2000), distance: 150)
    clock.advance(by: 0.001)
    #expect(table.view.contentOffset.y == 594 && table.view.isDecelerating)
    clock.advance(by: 5)
    #expect(table.view.contentOffset.y == 1_588)
    #expect(
      table.indexPathsForVisibleRows() == [IndexPath(row: 2, section: 1), IndexPath(row: 3, section: 1)])
  }
}
