import InertiaTexture
import Testing

/// The fifty-ninth Texture trial's screens, written as its program (philmartin83/InstaClone, a
/// Texture 2.8 Instagram clone) writes them: a home table whose first row is a strip of stories (a
/// horizontal `ASCollectionNode` on a flow layout whose delegate's size range wins over the
/// layout's `itemSize`; the user's own story badged by an `ASCornerLayoutSpec`) over posts, and a
/// profile collection whose header puts the avatar in a ratio spec.
@MainActor
@Suite struct FiftyNinthTrialTextureTests {
  /// A node that manages its subnodes, as the program's base node.
  class BaseNode: ASDisplayNode {
    override init() {
      super.init()
      automaticallyManagesSubnodes = true
    }
  }

  /// A story: a round 63-point avatar over the user's name (10-point bold, one line), centred.
  class StoryNode: ASCellNode {
    let avatar = ASNetworkImageNode()
    let name = ASTextNode()

    init(user: String) {
      super.init()
      automaticallyManagesSubnodes = true
      name.maximumNumberOfLines = 1
      name.attributedText = NSAttributedString(
        string: user, attributes: [.font: UIFont.boldSystemFont(ofSize: 10), .foregroundColor: UIColor.label])
      avatar.style.preferredSize = CGSize(width: 63, height: 63)
      avatar.cornerRadius = 63 / 2
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .vertical, spacing: 6, justifyContent: .start, alignItems: .center,
        children: [avatar, name])
    }
  }

  /// The user's own story: a 20-point "+" badge on the avatar's bottom-right corner, pulled in 10.
  final class OwnStoryNode: StoryNode {
    let add = ASButtonNode()

    override init(user: String) {
      super.init(user: user)
      add.setTitle("+", with: UIFont.boldSystemFont(ofSize: 15), with: .white, for: .normal)
      add.style.preferredSize = CGSize(width: 20, height: 20)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let badged = ASCornerLayoutSpec(child: avatar, corner: add, location: .bottomRight)
      badged.offset = CGPoint(x: -10, y: -10)
      return ASStackLayoutSpec(
        direction: .vertical, spacing: 6, justifyContent: .start, alignItems: .center,
        children: [badged, name])
    }
  }

  /// The stories' data source: the user, then the unwatched, then the watched, a section each.
  final class Stories: NSObject, ASCollectionDataSource {
    let sections = [
      ["That iOS Dev"], ["Mario", "Bart Simpson"], ["Koopa Troopa", "Bowser", "Homer Simpson"],
    ]

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { sections.count }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      sections[section].count
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      let user = sections[indexPath.section][indexPath.item]
      return { indexPath.section == 0 ? OwnStoryNode(user: user) : StoryNode(user: user) }
    }
  }

  /// The strip: a row holding the horizontal collection, 120 tall, its items 80 wide by its
  /// delegate (the row itself) though the layout's item size says 60.
  final class StoryStripNode: ASCellNode, ASCollectionDelegate {
    let stories = Stories()
    let strip: ASCollectionNode = {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 60, height: 60)
      layout.scrollDirection = .horizontal
      layout.minimumLineSpacing = 0
      let strip = ASCollectionNode(collectionViewLayout: layout)
      strip.showsHorizontalScrollIndicator = false
      strip.backgroundColor = .clear
      return strip
    }()

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      strip.dataSource = stories
      strip.delegate = self
      strip.style.preferredSize = CGSize(width: 375, height: 120)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASInsetLayoutSpec(insets: .zero, child: strip)
    }

    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      ASSizeRangeMake(
        CGSize(width: 80, height: 0), CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude))
    }
  }

  /// A post: a header (a 35-point avatar inset 8 and 16, the name, a 10-point "more" button pushed
  /// to the trailing edge), the photo at the post's aspect ratio, the action buttons over the likes
  /// when there are any, and the last comment when there is one.
  final class PostNode: ASCellNode {
    let avatar = ASNetworkImageNode()
    let name = ASTextNode()
    let more = ASButtonNode()
    let photo = ASNetworkImageNode()
    let buttons = (0..<4).map { _ in ASButtonNode() }
    let likes = ASTextNode()
    let commenter = ASNetworkImageNode()
    let commenterName = ASTextNode()
    let comment = ASTextNode()
    let likeCount: Int
    let hasComment: Bool

    init(user: String, ratio: CGFloat, likeCount: Int, comment text: String?) {
      self.likeCount = likeCount
      hasComment = text != nil
      super.init()
      automaticallyManagesSubnodes = true
      let bold15 = UIFont.boldSystemFont(ofSize: 15)
      name.attributedText = NSAttributedString(string: user, attributes: [.font: bold15])
      avatar.style.preferredSize = CGSize(width: 35, height: 35)
      more.style.preferredSize = CGSize(width: 10, height: 10)
      photo.style.preferredSize = CGSize(width: 375, height: 375 * ratio)
      for button in buttons { button.style.preferredSize = CGSize(width: 30, height: 30) }
      likes.attributedText = NSAttributedString(
        string: "\(likeCount) likes", attributes: [.font: UIFont.boldSystemFont(ofSize: 13)])
      commenter.style.preferredSize = CGSize(width: 20, height: 20)
      commenterName.attributedText = NSAttributedString(
        string: user, attributes: [.font: UIFont.boldSystemFont(ofSize: 13)])
      comment.attributedText = NSAttributedString(
        string: text ?? "", attributes: [.font: UIFont.systemFont(ofSize: 13)])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      var rows: [ASLayoutElement] = [headerSpec(), photo]
      if likeCount > 0 { rows.append(actionsSpec()) }
      if hasComment { rows.append(commentSpec()) }
      return ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: rows)
    }

    func headerSpec() -> ASLayoutSpec {
      let avatarInset = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 0), child: avatar)
      let trailing = ASStackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: .end, alignItems: .end, children: [more])
      let moreInset = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 16), child: trailing)
      moreInset.style.flexGrow = 1
      return ASStackLayoutSpec(
        direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .center,
        children: [avatarInset, name, moreInset])
    }

    func actionsSpec() -> ASLayoutSpec {
      let bookmark = ASStackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: .end, alignItems: .end, children: [buttons[3]])
      let bookmarkInset = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8), child: bookmark)
      bookmarkInset.style.flexGrow = 1
      let row = ASStackLayoutSpec(
        direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .stretch,
        children: Array(buttons[0..<3]) + [bookmarkInset])
      let likesInset = ASInsetLayoutSpec()
      likesInset.insets = UIEdgeInsets(top: 0, left: 16, bottom: 8, right: 0)
      likesInset.child = likes
      return ASStackLayoutSpec(
        direction: .vertical, spacing: 6, justifyContent: .start, alignItems: .stretch,
        children: [
          ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 0), child: row),
          likesInset,
        ])
    }

    func commentSpec() -> ASLayoutSpec {
      let texts = ASStackLayoutSpec(
        direction: .vertical, spacing: 6, justifyContent: .start, alignItems: .stretch,
        children: [commenterName, comment])
      texts.style.flexShrink = 1
      texts.style.flexGrow = 1
      let row = ASStackLayoutSpec(
        direction: .horizontal, spacing: 6, justifyContent: .start, alignItems: .stretch,
        children: [commenter, texts])
      return ASInsetLayoutSpec(insets: .init(top: 10, left: 10, bottom: 10, right: 10), child: row)
    }
  }

  /// The home feed's data source: the strip, then sixteen posts of four kinds.
  final class Feed: NSObject, ASTableDataSource {
    static let kinds: [(String, CGFloat, Int, String?)] = [
      (
        "Baby Mario", 1, 1110,
        "Yo, Baby M, when you coming back to the Mushroom Kingom, Luigi needs your help!"
      ),
      ("Bart Simpson", 0.65, 130, "Wow, Bart love this post"),
      ("That iOS Dev", 0.4, 1, "Great App maybe this can be a useful app"),
      ("He-Man", 0.7, 1100, nil),
    ]

    func numberOfSections(in tableNode: ASTableNode) -> Int { 2 }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
      section == 0 ? 1 : 16
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let kind = Self.kinds[indexPath.row % 4]
      return {
        indexPath.section == 0
          ? StoryStripNode() : PostNode(user: kind.0, ratio: kind.1, likeCount: kind.2, comment: kind.3)
      }
    }
  }

  /// The home screen: a base node holding the table by a layout spec block.
  final class HomeController: ASDKViewController<BaseNode> {
    let table = ASTableNode()
    let feed = Feed()

    override init() {
      super.init(node: BaseNode())
      node.backgroundColor = .white
      table.dataSource = feed
      table.allowsSelection = false
      node.addSubnode(table)
      node.layoutSpecBlock = { [unowned self] _, _ in ASInsetLayoutSpec(insets: .zero, child: self.table) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// The program's tabs: each screen in an opaque navigation controller, in an opaque tab bar.
  func tabs(_ screens: [UIViewController]) -> ASTabBarController {
    let tabs = ASTabBarController()
    tabs.tabBar.isTranslucent = false
    tabs.viewControllers = screens.map { screen in
      let navigation = ASNavigationController(rootViewController: screen)
      navigation.navigationBar.isTranslucent = false
      return navigation
    }
    return tabs
  }

  @Test func theStoryStripSizesItsItemsByItsDelegateAndFlingsToItsEnd() throws {
    let home = HomeController()
    let (clock, window, gestures) = textureTrialHost(tabs([home]))
    let table = home.table
    #expect(table.view.frame.size == CGSize(width: 375, height: 554))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120.5)
    let row = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? StoryStripNode)
    let strip = row.strip
    #expect(strip.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
    #expect(strip.view.contentSize == CGSize(width: 480, height: 120))
    // Six items 80 wide (the delegate's range, not the layout's 60), one per column, centred.
    let frames = [(0, 0), (1, 0), (1, 1), (2, 0), (2, 1), (2, 2)].map {
      strip.view.layoutAttributesForItem(at: IndexPath(item: $0.1, section: $0.0))?.frame
    }
    #expect(frames == (0..<6).map { CGRect(x: 80 * CGFloat($0), y: 19.5, width: 80, height: 81) })
    let own = try #require(strip.nodeForItem(at: IndexPath(item: 0, section: 0)) as? OwnStoryNode)
    #expect(own.avatar.frame == CGRect(x: 8.5, y: 0, width: 63, height: 63))
    // The badge's centre is the avatar's bottom-right corner moved 10 up and left.
    #expect(own.add.frame == CGRect(x: 51.5, y: 43, width: 20, height: 20))
    #expect(own.name.frame == CGRect(x: 7, y: 69, width: 66, height: 12))
    let mario = try #require(strip.nodeForItem(at: IndexPath(item: 0, section: 1)) as? StoryNode)
    #expect(mario.name.frame == CGRect(x: 26, y: 69, width: 27.5, height: 12))
    let middle = strip.view.convert(CGPoint(x: 300, y: 60), to: window)
    gestures.fling(from: middle, velocity: CGPoint(x: -1500, y: 0), distance: 80)
    clock.advance(by: 3)
    #expect(strip.view.contentOffset.x == 105)
    gestures.drag(from: CGPoint(x: 60, y: middle.y), to: CGPoint(x: 300, y: middle.y), duration: 0.3)
    clock.advance(by: 3)
    #expect(strip.view.contentOffset.x == 0 && table.view.contentOffset.y == 0)
  }

  @Test func thePostsStackTheirRowsAndTheFeedScrollsThroughThem() throws {
    let home = HomeController()
    let (clock, _, gestures) = textureTrialHost(tabs([home]))
    let table = home.table
    let heights = (0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 1)).height }
    #expect(heights == [576, 429.5, 335.5, 390])
    #expect(table.view.contentSize.height == 7_044.5)
    let post = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 1)) as? PostNode)
    #expect(post.avatar.frame == CGRect(x: 16, y: 8, width: 35, height: 35))
    #expect(post.name.frame == CGRect(x: 61, y: 16.5, width: 82.5, height: 18))
    #expect(post.more.frame == CGRect(x: 349, y: 20.5, width: 10, height: 10))
    #expect(post.photo.frame == CGRect(x: 0, y: 51, width: 375, height: 375))
    #expect(post.buttons.map(\.frame.minX) == [16, 56, 96, 337])
    #expect(post.buttons[0].frame == CGRect(x: 16, y: 434, width: 30, height: 30))
    #expect(post.likes.frame == CGRect(x: 16, y: 478, width: 359, height: 16))
    #expect(post.commenter.frame == CGRect(x: 10, y: 512, width: 20, height: 20))
    // The comment wraps to two 13-point lines beside the 20-point avatar.
    #expect(post.comment.frame == CGRect(x: 36, y: 534, width: 329, height: 31.5))
    let noComment = try #require(table.nodeForRow(at: IndexPath(row: 3, section: 1)) as? PostNode)
    #expect(noComment.comment.supernode == nil && noComment.photo.frame.height == 262.5)
    gestures.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.3)
    clock.advance(by: 3)
    #expect(table.view.contentOffset.y == 518)
    gestures.fling(from: CGPoint(x: 200, y: 550), velocity: CGPoint(x: 0, y: -2000), distance: 150)
    clock.advance(by: 0.001)
    #expect(table.view.contentOffset.y == 658 && table.view.isDecelerating)
    clock.advance(by: 5)
    #expect(table.view.contentOffset.y == 1_652)
    #expect(
      table.indexPathsForVisibleRows() == [IndexPath(row: 3, section: 1), IndexPath(row: 4, section: 1)])
  }

  /// The profile's counts: three count-over-label stacks pushed to the trailing edge.
  final class StatsNode: ASCellNode {
    let texts = ["104", "Posts", "51", "Followers", "22", "Following"].enumerated().map { index, text in
      let node = ASTextNode()
      let font =
        index % 2 == 0 ? UIFont.boldSystemFont(ofSize: 13) : UIFont.systemFont(ofSize: index == 1 ? 13 : 14)
      node.attributedText = NSAttributedString(string: text, attributes: [.font: font])
      return node
    }

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let columns = [16, 10, 0].enumerated().map { index, right -> ASLayoutSpec in
        let column = ASStackLayoutSpec(
          direction: .vertical, spacing: 5, justifyContent: .start, alignItems: .center,
          children: [texts[2 * index], texts[2 * index + 1]])
        return ASInsetLayoutSpec(
          insets: .init(top: 0, left: 0, bottom: 0, right: CGFloat(right)), child: column)
      }
      return ASStackLayoutSpec(
        direction: .horizontal, spacing: 15, justifyContent: .end, alignItems: .end, children: columns)
    }
  }

  /// The profile's header: the avatar badged with "+" in a ratio spec, the counts after it.
  final class ProfileHeaderNode: BaseNode {
    let avatar = ASNetworkImageNode()
    let add = ASButtonNode()
    let stats = StatsNode()

    override init() {
      super.init()
      avatar.style.preferredSize = CGSize(width: 85, height: 85)
      add.style.preferredSize = CGSize(width: 27, height: 27)
      add.setTitle("+", with: UIFont.systemFont(ofSize: 17), with: .white, for: .normal)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let badged = ASCornerLayoutSpec(child: avatar, corner: add, location: .bottomRight)
      badged.offset = CGPoint(x: -12, y: -12)
      let inset = ASInsetLayoutSpec(insets: .init(top: 10, left: 10, bottom: 10, right: 26), child: badged)
      let trailing = ASStackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: .end, alignItems: .end, children: [stats])
      let statsInset = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 50), child: trailing)
      statsInset.style.flexGrow = 1
      return ASStackLayoutSpec(
        direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .center,
        children: [ASRatioLayoutSpec(ratio: 0.5, child: inset), statsInset])
    }
  }

  /// The profile's first item: the header over the bio (whose texts the program never fills).
  final class ProfileSectionsNode: ASCellNode {
    let header = ProfileHeaderNode()
    let bioName = ASTextNode()
    let bio = ASTextNode()
    let website = ASTextNode2()
    let edit = ASButtonNode()

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let buttonInset = ASInsetLayoutSpec(insets: .init(top: 10, left: 0, bottom: 0, right: 0), child: edit)
      let texts = ASStackLayoutSpec(
        direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .stretch,
        children: [bioName, bio, website, buttonInset])
      let bioSpec = ASInsetLayoutSpec(insets: .init(top: 0, left: 10, bottom: 10, right: 10), child: texts)
      return ASStackLayoutSpec(
        direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .start,
        children: [header, bioSpec])
    }
  }

  /// The profile's sections: the header item, then two empty cells.
  final class ProfileItems: NSObject, ASCollectionDataSource {
    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 3 }
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      { indexPath.section == 0 ? ProfileSectionsNode() : ASCellNode() }
    }
  }

  /// The profile screen: a vertical collection that always bounces, with no delegate.
  final class ProfileController: ASDKViewController<BaseNode> {
    let items = ProfileItems()
    let collection: ASCollectionNode = {
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .vertical
      layout.minimumLineSpacing = 0
      let collection = ASCollectionNode(collectionViewLayout: layout)
      collection.alwaysBounceVertical = true
      return collection
    }()

    override init() {
      super.init(node: BaseNode())
      collection.dataSource = items
      node.addSubnode(collection)
      node.layoutSpecBlock = { [unowned self] _, _ in ASInsetLayoutSpec(insets: .zero, child: self.collection)
      }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @Test func theProfileHeaderKeepsItsAvatarAndItsCountsOverflowAsTextureLaysThemOut() throws {
    let profile = ProfileController()
    let (clock, _, gestures) = textureTrialHost(tabs([profile]))
    let collection = profile.collection
    #expect(collection.view.contentSize == CGSize(width: 375, height: 194))
    // Without a delegate an item may be as wide as the collection; the empty cells are 0 x 0,
    // each alone on its line and centred there, as UIKit's flow layout places them.
    #expect(
      collection.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 187.5, y: 194, width: 0, height: 0))
    let item = try #require(
      collection.nodeForItem(at: IndexPath(item: 0, section: 0)) as? ProfileSectionsNode)
    #expect(item.frame == CGRect(x: 0, y: 0, width: 375, height: 194))
    // The ratio spec, measured by the stack with an unbounded width and height, passes its range
    // through (Texture's ASRatioLayoutSpec has no finite maximum to apply its ratio to).
    let header = item.header
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 105))
    #expect(header.avatar.frame == CGRect(x: 10, y: 10, width: 85, height: 85))
    #expect(header.add.frame == CGRect(x: 69.5, y: 69.5, width: 27, height: 27))
    // The counts need 281 points with their inset where 244 are left: no child shrinks, so they
    // start after the avatar's spec and end 13 points short of the edge.
    #expect(header.stats.frame == CGRect(x: 131, y: 33.5, width: 231, height: 38))
    #expect(header.stats.texts[3].frame == CGRect(x: 67, y: 21, width: 69.5, height: 17))
    // The bio's empty texts: TextKit's line for the first two, nothing for the ASTextNode2.
    #expect(item.bioName.frame == CGRect(x: 10, y: 115, width: 0, height: 14.5))
    #expect(item.website.frame == CGRect(x: 10, y: 164, width: 0, height: 0))
    gestures.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 450), duration: 0.3, release: .stop)
    #expect(collection.view.contentOffset.y == -67.5)
    clock.advance(by: 2)
    #expect(collection.view.contentOffset.y == 0)
  }
}
