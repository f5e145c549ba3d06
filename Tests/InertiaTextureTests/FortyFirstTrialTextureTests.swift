import Foundation
import Inertia
import InertiaTexture
import Testing

/// The forty-first porting trial's Texture idioms: a title text node padded by
/// `textContainerInset`, a pager given its pages through `dataSource` whose pages host view
/// controllers (`ASCellNode(viewControllerBlock:)` without a did-load block), an endless table
/// that appends rows as its last row comes on screen while a fling runs, word pills that round
/// themselves in `layout()` and override `nodeDidLayout()`, and a frame meter on a display link
/// added for the tracking run-loop mode with its tuning made from `ASRangeTuningParameters()`.
@MainActor
@Suite struct FortyFirstTrialTextureTests {
  typealias Phone = TexturePhone

  /// Advances `seconds` a frame at a time, laying the window out after each.
  func turns(_ seconds: Double, on phone: Phone) {
    for _ in 0..<Int((seconds * 60).rounded(.up)) {
      phone.clock.advance(by: 1.0 / 60)
      phone.window.layoutIfNeeded()
    }
  }

  // MARK: Text padded by its container inset

  /// A profile card: a bold title padded by 20 points all round over a 240-point portrait,
  /// centred in a column 30 points below the top.
  final class ProfileCard: ASDisplayNode {
    let title = ASTextNode()
    let portrait = ASImageNode()

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      let centred = NSMutableParagraphStyle()
      centred.alignment = .center
      title.attributedText = NSAttributedString(
        string: "Amy Rose", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .paragraphStyle: centred])
      title.textContainerInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
      portrait.style.preferredSize = CGSize(width: 240, height: 240)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec.vertical()
      column.style.alignSelf = .center
      column.children = [title, portrait]
      let centring = ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .center, children: [column])
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0), child: centring)
    }
  }

  @Test func aTextContainerInsetPadsTheMeasuredTextAndTheDrawnText() throws {
    let card = ProfileCard()
    let layout = card.title.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 375, height: 1000)))
    // "Amy Rose" at 20 points: 80 x 24 of text, and the insets on every side.
    #expect(layout.size == CGSize(width: 128, height: 64))
    let phone = Phone()
    card.frame = phone.window.bounds
    phone.window.addSubview(card.view)
    phone.window.layoutIfNeeded()
    // The column is the portrait's width; the title is stretched across it, above the portrait.
    #expect(card.title.frame == CGRect(x: 67.5, y: 30, width: 240, height: 64))
    #expect(card.portrait.frame == CGRect(x: 67.5, y: 94, width: 240, height: 240))
    let label = try #require(card.title.view as? Label)
    #expect(label.textDrawingRect == CGRect(x: 20, y: 20, width: 200, height: 24))
    #expect(label.textAlignment == .center)
  }

  @Test func aTextContainerInsetNeverMakesTheNodeLargerThanOffered() {
    let caption = ASTextNode()
    caption.attributedText = NSAttributedString(
      string: "Tails", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    caption.textContainerInset = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
    let layout = caption.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 80, height: 50)))
    // The text wraps in the 20 points left between the insets (11 wide); its lines and the
    // insets would be taller than the 50 offered.
    #expect(layout.size == CGSize(width: 71, height: 50))
  }

  // MARK: A pager whose pages host view controllers

  /// A character page: its node centres a name over a portrait.
  final class CharacterPage: ASDKViewController<ASDisplayNode> {
    init(name: String) {
      let page = ProfileCard()
      page.title.attributedText = NSAttributedString(string: name)
      super.init(node: page)
    }

    required init?(coder: NSCoder) { fatalError("no archives") }
  }

  /// A pager screen that is its own data source, set through the collection's `dataSource`.
  final class FriendsPager: ASDKViewController<ASPagerNode>, ASCollectionDataSource, ASPagerDataSource {
    let names = ["Knuckles", "Tails", "Amy"]

    override init() {
      super.init(node: ASPagerNode())
      node.dataSource = self as ASCollectionDataSource
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    func numberOfPages(in pagerNode: ASPagerNode) -> Int { names.count }

    func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode {
      let name = names[index]
      return ASCellNode(viewControllerBlock: { () -> ASDKViewController<ASDisplayNode> in
        CharacterPage(name: name)
      })
    }
  }

  @Test func aPagerGivenItsPagesThroughDataSourceShowsThem() throws {
    let phone = Phone()
    let screen = FriendsPager()
    phone.show(screen)
    let pager: ASPagerNode = screen.node
    #expect(pager.numberOfItems(inSection: 0) == 3)
    #expect(pager.pagerDataSource === screen)
    #expect(pager.view.contentSize == CGSize(width: 1125, height: 667))
    let first = try #require(pager.nodeForPage(at: 0))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    let hosted = try #require(first.viewController as? CharacterPage)
    #expect(hosted.node.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(hosted.node.supernode === first)
    phone.gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1200, y: 0), distance: 120)
    turns(1.5, on: phone)
    #expect(pager.view.contentOffset.x == 375)
    #expect(pager.currentPageIndex == 1)
  }

  // MARK: An endless table appending rows as its last row shows

  /// A feed of 140-point rows that appends `batch` more whenever its last row comes on screen.
  final class EndlessFeed: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    var rows: Int
    let batch: Int
    let appends: Bool

    init(rows: Int, batch: Int, appends: Bool) {
      self.rows = rows
      self.batch = batch
      self.appends = appends
      super.init(node: ASTableNode())
      node.view.separatorStyle = .none
      node.allowsSelection = false
      node.dataSource = self
      node.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { rows }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      {
        let cell = ASCellNode()
        cell.style.preferredSize = CGSize(width: 375, height: 140)
        return cell
      }
    }

    func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode) {
      guard appends, node.indexPath?.row == rows - 1 else { return }
      let added = (rows..<rows + batch).map { IndexPath(row: $0, section: 0) }
      tableNode.performBatchUpdates({
        rows += batch
        tableNode.insertRows(at: added, with: .none)
      })
    }
  }

  /// Where a fling at 5,000 points a second from the top of `feed` comes to rest.
  func restingOffset(of feed: EndlessFeed) -> CGFloat {
    let phone = Phone()
    phone.show(feed)
    phone.gestures.fling(from: CGPoint(x: 187, y: 600), velocity: CGPoint(x: 0, y: -5000), distance: 200)
    turns(5, on: phone)
    return feed.node.view.contentOffset.y
  }

  @Test func aFlingRunsOnIntoRowsAppendedAsTheLastRowShows() {
    // 20 rows end at 2,800 - 667 = 2,133; the fling would carry the offset to 2,682.5.
    let known = restingOffset(of: EndlessFeed(rows: 40, batch: 0, appends: false))
    let endless = EndlessFeed(rows: 20, batch: 20, appends: true)
    let appended = restingOffset(of: endless)
    #expect(endless.rows == 40)
    #expect(known == 2682.5)
    #expect(appended == known)
  }

  @Test func aFlingStillSpringsBackAtTheEndOfRowsThatStopGrowing() {
    let feed = EndlessFeed(rows: 20, batch: 0, appends: false)
    #expect(restingOffset(of: feed) == 2133)
  }

  // MARK: Word pills rounded in layout()

  /// A word pill: 4 / 8 insets round a text node, a shadow, rounded to half its height.
  final class WordPill: ASCellNode {
    let word = ASTextNode()
    var laidOut = 0

    init(word text: String) {
      super.init()
      automaticallyManagesSubnodes = true
      word.attributedText = NSAttributedString(string: text)
    }

    override func layout() {
      super.layout()
      cornerRadius = frame.height / 2
    }

    override func nodeDidLayout() {
      super.nodeDidLayout()
      laidOut += 1
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      shadowOpacity = 0.5
      clipsToBounds = false
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), child: word)
    }
  }

  /// A cloud of words in a flow layout, counting the frames of a meter on the tracking mode.
  final class WordCloud: ASDKViewController<ASDisplayNode>, ASCollectionDataSource, ASCollectionDelegate {
    let words = (0..<600).map { ["lorem", "ipsum", "dolor", "sit", "amet"][$0 % 5] }
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    var meteredFrames = 0

    override init() {
      super.init(node: collection)
      collection.dataSource = self
      collection.delegate = self
      var preload = ASRangeTuningParameters()
      preload.leadingBufferScreenfuls = 3
      preload.trailingBufferScreenfuls = 3
      collection.setTuningParameters(preload, for: .preload)
      let meter = CADisplayLink(target: self, selector: Selector("meter:", target: self, WordCloud.meter))
      meter.add(to: .main, forMode: .tracking)
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    func meter(_ link: CADisplayLink) { meteredFrames += 1 }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      words.count
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      let word = words[indexPath.item]
      return { WordPill(word: word) }
    }
  }

  @Test func wordPillsSizeToTheirTextAndRoundThemselvesInLayout() throws {
    let phone = Phone()
    let cloud = WordCloud()
    phone.show(cloud)
    let first = try #require(cloud.collection.nodeForItem(at: IndexPath(item: 0, section: 0)) as? WordPill)
    // "lorem" in 12-point text is 33 x 14.5; the insets add 16 and 8.
    #expect(first.frame.size == CGSize(width: 49, height: 22.5))
    #expect(first.word.frame == CGRect(x: 8, y: 4, width: 33, height: 14.5))
    #expect(first.cornerRadius == 11.25)
    #expect(first.laidOut == 0)
    let second = try #require(cloud.collection.nodeForItem(at: IndexPath(item: 1, section: 0)))
    let secondFrame = second.view.convert(second.view.bounds, to: cloud.collection.view)
    #expect(secondFrame.minY == 0)
    #expect(secondFrame.minX > 49 + 10 - 0.5)
  }

  @Test func aNodeWatchingAnotherHearsItsLayoutThroughNodeDidLayout() {
    let phone = Phone()
    let watched = ASDisplayNode()
    let watcher = WordPill(word: "watch")
    watched.add(watcher)
    watched.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    phone.window.addSubview(watched.view)
    phone.window.layoutIfNeeded()
    #expect(watcher.laidOut == 1)
  }

  /// Counts the frames of a display link it keeps in no variable.
  final class FrameMeter {
    var frames = 0
    func step(_ link: CADisplayLink) {
      frames += 1
      if frames == 3 { link.invalidate() }
    }
  }

  @Test func aDisplayLinkKeptInNoVariableRunsUntilItIsInvalidated() {
    let phone = Phone()
    let meter = FrameMeter()
    CADisplayLink(target: meter, selector: Selector("step:", target: meter, FrameMeter.step))
      .add(to: .main, forMode: .common)
    turns(0.2, on: phone)
    #expect(meter.frames == 3)
  }

  @Test func aDisplayLinkOnTheTrackingModeRunsOnlyWhileTheListMoves() {
    let phone = Phone()
    let cloud = WordCloud()
    phone.show(cloud)
    turns(1, on: phone)
    #expect(cloud.meteredFrames == 0)
    phone.gestures.fling(from: CGPoint(x: 187, y: 600), velocity: CGPoint(x: 0, y: -2000), distance: 150)
    turns(4, on: phone)
    let whileMoving = cloud.meteredFrames
    #expect(whileMoving > 60)
    #expect(!cloud.collection.view.isDecelerating)
    turns(1, on: phone)
    #expect(cloud.meteredFrames == whileMoving)
  }
}
