import InertiaTexture
import Testing

/// The fifty-third Texture trial, written as its program writes Texture: OmarJalil's
/// InstaCloneTexture (LearningTexture), a controller's node holding a feed node whose table node
/// shows posts: a header (a round avatar inset 8 and 16, the user's name, a 10-point "more" button
/// pushed to the trailing edge by a growing inset) over a photo as wide as the screen. The header
/// tints its button's image in `asyncTraitCollectionDidChange(withPreviousTraitCollection:)`, which
/// Texture calls when the traits propagated to a node change: the first time when it joins its
/// row, again when the interface style changes.
@MainActor
@Suite struct FiftyThirdTrialTextureTests {
  /// A node that manages its subnodes, as the program's base node.
  class BaseNode: ASDisplayNode {
    override init() {
      super.init()
      automaticallyManagesSubnodes = true
    }
  }

  /// A dot the header's button shows, tinted.
  static let dot = UIImage(size: CGSize(width: 4, height: 4), scale: 2, drawing: [])

  /// The post's header; it records the traits it hears of.
  final class Header: BaseNode {
    let avatar = ASNetworkImageNode()
    let name = ASTextNode()
    let more = ASButtonNode()
    var heard: [(previous: ASPrimitiveTraitCollection, current: ASPrimitiveTraitCollection)] = []

    override init() {
      super.init()
      avatar.cornerRadius = 35 / 2
      avatar.style.preferredSize = CGSize(width: 35, height: 35)
      more.style.preferredSize = CGSize(width: 10, height: 10)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let avatarInset = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 8), child: avatar)
      let trailing = ASStackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: .end, alignItems: .end, children: [more])
      let moreInset = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 16), child: trailing)
      moreInset.style.flexGrow = 1
      return ASStackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .center,
        children: [avatarInset, name, moreInset])
    }

    override func asyncTraitCollectionDidChange(
      withPreviousTraitCollection previousTraitCollection: ASPrimitiveTraitCollection
    ) {
      super.asyncTraitCollectionDidChange(withPreviousTraitCollection: previousTraitCollection)
      heard.append((previousTraitCollection, primitiveTraitCollection()))
      let primitive = ASPrimitiveTraitCollectionMakeDefault()
      let image = ASImageNodeTintColorModificationBlock(.gray)(FiftyThirdTrialTextureTests.dot, primitive)
      more.setImage(image, for: .normal)
    }
  }

  /// A post: the header over a photo as wide as the screen at the post's aspect ratio.
  final class Post: ASCellNode {
    let header = Header()
    let photo = ASNetworkImageNode()

    init(user: String, aspectRatio: CGFloat) {
      super.init()
      automaticallyManagesSubnodes = true
      header.name.attributedText = NSAttributedString(
        string: user, attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.label])
      photo.style.preferredSize = CGSize(width: 375, height: 375 * aspectRatio)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
        children: [header, photo])
    }
  }

  /// The posts' data source, an object of its own as the program's.
  final class Posts: NSObject, ASTableDataSource {
    let ratios: [CGFloat] = [1, 1.2, 1, 1.2, 1, 1.2, 1, 1.2]
    var made: [Post] = []

    func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { ratios.count }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let ratio = ratios[indexPath.row]
      return { [weak self] in
        let post = Post(user: "user\(indexPath.row)", aspectRatio: ratio)
        self?.made.append(post)
        return post
      }
    }
  }

  /// The feed: the table node filling it.
  final class Feed: BaseNode {
    let table = ASTableNode()
    let posts = Posts()

    override init() {
      super.init()
      table.allowsSelection = false
      table.dataSource = posts
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASInsetLayoutSpec(insets: .zero, child: table)
    }
  }

  /// The screen: a base node holding the feed by a layout spec block.
  final class Home: ASDKViewController<BaseNode> {
    let feed = Feed()
    var styleInViewDidLoad: UIUserInterfaceStyle?

    override init() {
      super.init(node: BaseNode())
      node.addSubnode(feed)
      node.backgroundColor = .systemBackground
      node.layoutSpecBlock = { [unowned self] _, _ in ASInsetLayoutSpec(insets: .zero, child: self.feed) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      styleInViewDidLoad = feed.primitiveTraitCollection().userInterfaceStyle
    }
  }

  @Test func eachLaidOutPostsHeaderHearsItsTraitsOnce() throws {
    let home = Home()
    _ = textureTrialHost(home)
    #expect(home.styleInViewDidLoad == .light)
    // The rows are all made; a header joins its row (and takes its traits) when the row lays out.
    let laidOut = home.feed.posts.made.filter { $0.header.supernode === $0 }
    #expect(laidOut.count >= 2)
    for post in laidOut {
      #expect(post.header.heard.count == 1)
      let heard = try #require(post.header.heard.first)
      #expect(heard.previous.userInterfaceStyle == .unspecified && heard.previous.displayScale == 0)
      #expect(heard.current.userInterfaceStyle == .light && heard.current.displayScale == 2)
      #expect(heard.current.containerSize == CGSize(width: 375, height: 667))
      #expect(post.header.more.image(for: .normal)?.size == CGSize(width: 4, height: 4))
    }
  }

  @Test func thePostsAreLaidOutAsTextureLaysThemOut() throws {
    let home = Home()
    _ = textureTrialHost(home)
    let table = home.feed.table
    #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    // A header is 51 tall (the avatar's 35 inset 8 above and below), over a 375 or 450 photo; the
    // plain table's separators add half a point at scale 2.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 426.5)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 501.5)
    #expect(abs(table.view.contentSize.height - (4 * 426.5 + 4 * 501.5)) < 1e-9)
    let post = try #require(table.nodeForRow(at: IndexPath(row: 1, section: 0)) as? Post)
    #expect(post.header.frame == CGRect(x: 0, y: 0, width: 375, height: 51))
    #expect(post.header.avatar.frame == CGRect(x: 16, y: 8, width: 35, height: 35))
    // The growing inset takes the rest of the width and puts the button 16 from the edge, centred.
    #expect(post.header.more.frame == CGRect(x: 349, y: 20.5, width: 10, height: 10))
    #expect(post.photo.frame == CGRect(x: 0, y: 51, width: 375, height: 450))
  }

  @Test func aDarkInterfaceReachesTheRowsAndHeadersLaidOutLaterEndDark() throws {
    let home = Home()
    let (clock, window, gestures) = textureTrialHost(home)
    let shown = home.feed.posts.made.filter { $0.header.supernode === $0 }
    window.overrideUserInterfaceStyle = .dark
    for post in shown {
      #expect(post.header.heard.count == 2)
      #expect(post.header.heard.last?.previous.userInterfaceStyle == .light)
      #expect(post.header.heard.last?.current.userInterfaceStyle == .dark)
    }
    gestures.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -4000), distance: 300)
    clock.advance(by: 5)
    let table = home.feed.table
    let end = table.view.contentSize.height - 667
    #expect(table.view.contentOffset.y > 0 && table.view.contentOffset.y <= end)
    let later = home.feed.posts.made.filter { post in
      post.header.supernode === post && !shown.contains { $0 === post }
    }
    #expect(!later.isEmpty)
    // Every row was measured when the table loaded, with the light traits its spec handed to its
    // header (as Texture's, since the fifty-fourth trial); the header ends dark when it joins.
    for post in later {
      #expect(post.header.heard.count == 2)
      #expect(post.header.heard.first?.current.userInterfaceStyle == .light)
      #expect(post.header.heard.last?.current.userInterfaceStyle == .dark)
    }
  }

  @Test func aTableOutsideAControllerHearsNothingAsOnIOS() {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: ManualClock())
    let feed = Feed()
    feed.frame = window.bounds
    window.addSubnode(feed)
    window.layoutIfNeeded()
    // No controller propagated traits: Texture's default traits stay, so no row hears of a change.
    #expect(!feed.posts.made.isEmpty)
    #expect(feed.posts.made.allSatisfy { $0.header.heard.isEmpty })
    #expect(feed.table.primitiveTraitCollection().displayScale == 2)
  }
}
