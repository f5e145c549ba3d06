import Foundation
import Inertia
import InertiaTexture
import Testing

/// The forty-third porting trial's Texture idioms: a pager of day pages each filling itself with a
/// table in `layout()` (tuned before the pager's view loads, its pages logging their range states),
/// rows of a header spread apart over a fixed-size icon collection whose cells rasterize their
/// subtree, opaque nodes, vector (PDF) images from an asset catalog with a dark variant, Texture's
/// experimental-feature configuration, and a feed in a tab bar and navigation controller with
/// opaque bars.
@MainActor
@Suite struct FortyThirdTrialTextureTests {
  typealias Phone = TexturePhone

  /// Advances `seconds` a frame at a time, laying the window out after each.
  func turns(_ seconds: Double, on phone: Phone) {
    for _ in 0..<Int((seconds * 60).rounded(.up)) {
      phone.clock.advance(by: 1.0 / 60)
      phone.window.layoutIfNeeded()
    }
  }

  // MARK: A pager of days

  /// An icon cell that rasterizes its subtree: one image node wrapped to the cell's size.
  final class IconCell: ASCellNode {
    let icon = ASImageNode()

    override init() {
      super.init()
      enableSubtreeRasterization()
      icon.image = UIImage(size: CGSize(width: 80, height: 80), scale: 2, drawing: [])
      addSubnode(icon)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASWrapperLayoutSpec(layoutElement: icon)
    }
  }

  /// Three 40-point icons in a vertical flow, inset 16 and 10 apart.
  final class Icons: ASCollectionNode, ASCollectionDataSource, ASCollectionDelegate {
    init() {
      let layout = UICollectionViewFlowLayout()
      layout.minimumInteritemSpacing = 10
      layout.minimumLineSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
      super.init(frame: .zero, collectionViewLayout: layout, layoutFacilitator: nil)
      dataSource = self
      delegate = self
    }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    { { IconCell() } }

    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    { ASSizeRangeMake(CGSize(width: 40, height: 40)) }
  }

  /// An hour: a 15-point arrow, the bold hour and a 15-point menu spread apart over the icons
  /// (300 x 100, centred), on a white background inset 12 / 16.
  final class HourCell: ASCellNode {
    let arrow = ASImageNode()
    let hour = ASTextNode()
    let menu = ASImageNode()
    let icons = Icons()
    let background = ASDisplayNode()

    init(hour value: Int) {
      super.init()
      hour.attributedText = NSAttributedString(
        string: String(value), attributes: [.font: UIFont.boldSystemFont(ofSize: 22)])
      hour.isOpaque = true
      for image in [arrow, menu] { image.style.preferredSize = CGSize(width: 15, height: 15) }
      icons.style.flexGrow = 1
      icons.style.preferredSize = CGSize(width: 300, height: 100)
      background.backgroundColor = .white
      for node in [background, arrow, hour, menu, icons] as [ASDisplayNode] { addSubnode(node) }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let header = ASStackLayoutSpec(
        direction: .horizontal, spacing: 10, justifyContent: .spaceBetween, alignItems: .center,
        children: [arrow, hour, menu])
      header.style.alignSelf = .stretch
      let column = ASStackLayoutSpec(
        direction: .vertical, spacing: 5, justifyContent: .spaceBetween, alignItems: .center,
        children: [header, icons])
      column.style.alignSelf = .stretch
      return ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16),
        child: ASBackgroundLayoutSpec(child: column, background: background))
    }
  }

  /// A day: 24 hours.
  final class DayTable: ASTableNode, ASTableDataSource {
    init() {
      super.init(style: .plain)
      dataSource = self
    }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 24 }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let hour = indexPath.row
      return { HourCell(hour: hour) }
    }
  }

  /// A page holding a day's table sized in `layout()`, logging its range states.
  final class DayPage: ASCellNode {
    let table = DayTable()
    let day: Int
    let log: (String) -> Void

    init(day: Int, log: @escaping (String) -> Void) {
      self.day = day
      self.log = log
      super.init()
      addSubnode(table)
    }

    override func layout() {
      super.layout()
      table.frame = bounds
    }

    override func didEnterPreloadState() {
      super.didEnterPreloadState()
      log("preload \(day)")
    }

    override func didEnterDisplayState() {
      super.didEnterDisplayState()
      log("display \(day)")
    }

    override func didEnterVisibleState() {
      super.didEnterVisibleState()
      log("visible \(day)")
    }
  }

  /// Thirty days; the display range asked for in `init` (five screens ahead) is the pager's own
  /// once its view loads.
  final class Days: ASViewController<ASPagerNode>, ASPagerDataSource, ASPagerDelegate {
    var log: [String] = []

    init() {
      super.init(node: ASPagerNode())
      node.setTuningParameters(
        ASRangeTuningParameters(leadingBufferScreenfuls: 5, trailingBufferScreenfuls: 1), for: .full,
        rangeType: .display)
      node.allowsAutomaticInsetsAdjustment = false
      node.setDataSource(self)
      node.setDelegate(self)
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    func numberOfPages(in pagerNode: ASPagerNode) -> Int { 30 }

    func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
      { [weak self] in DayPage(day: index) { self?.log.append($0) } }
    }
  }

  @Test func aPagersTuningSetBeforeItsViewLoadsGivesWayToThePagersOwn() {
    let phone = Phone()
    let days = Days()
    let asked = days.node.tuningParameters(for: .full, rangeType: .display)
    #expect(asked.leadingBufferScreenfuls == 5 && asked.trailingBufferScreenfuls == 1)
    phone.show(UINavigationController(rootViewController: days))
    // Texture's pager sets its four tunings in didLoad, over the program's.
    let full = days.node.tuningParameters(for: .full, rangeType: .display)
    #expect(full.leadingBufferScreenfuls == 1 && full.trailingBufferScreenfuls == 1)
    let preload = days.node.tuningParameters(for: .minimum, rangeType: .preload)
    #expect(preload.leadingBufferScreenfuls == 1 && preload.trailingBufferScreenfuls == 1)
  }

  @Test func pagesEnterTheMinimumRangesAtLaunchAndTheFullOnesOnceScrolled() {
    let phone = Phone()
    let days = Days()
    phone.show(UINavigationController(rootViewController: days))
    turns(0.5, on: phone)
    #expect(days.log == ["preload 0", "display 0", "visible 0", "preload 1"])
    days.log = []
    phone.gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1200, y: 0), distance: 120)
    turns(2, on: phone)
    #expect(days.node.view.contentOffset.x == 375 && days.node.currentPageIndex == 1)
    // Visible first, then display, then preload, as Texture's range controller visits them.
    #expect(days.log == ["display 1", "visible 1", "preload 2", "display 2", "preload 3"])
    let states = (0..<5).map { days.node.nodeForPage(at: $0)?.interfaceState.rawValue ?? 0 }
    #expect(states == [7, 15, 7, 3, 0])
    // A fast fling still moves one page; a short slow drag back snaps to where it was.
    phone.gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -3000, y: 0), distance: 150)
    turns(2, on: phone)
    #expect(days.node.view.contentOffset.x == 750)
    phone.gestures.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.5)
    turns(2, on: phone)
    #expect(days.node.view.contentOffset.x == 750)
  }

  @Test func aDayFillsItsPageUnderTheBarsAndItsHoursSpreadTheirHeader() throws {
    let phone = Phone()
    phone.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let days = Days()
    phone.show(UINavigationController(rootViewController: days))
    turns(0.5, on: phone)
    // The pager scrolls only across: it takes no inset; the day's table takes the bars' 64.
    #expect(days.node.view.adjustedContentInset == .zero)
    #expect(days.node.view.contentSize == CGSize(width: 11_250, height: 667))
    let page = try #require(days.node.nodeForPage(at: 0) as? DayPage)
    #expect(page.table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(page.table.view.adjustedContentInset.top == 64 && page.table.view.contentOffset.y == -64)
    // 12 + 26.5 (the bold hour) + 5 + 100 + 12, and the separator's pixel.
    #expect(
      page.table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 156, width: 375, height: 156))
    #expect(page.table.view.contentSize.height == 3744)
    let hour = try #require(page.table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? HourCell)
    #expect(hour.arrow.frame == CGRect(x: 16, y: 17.5, width: 15, height: 15))
    // Spread to 181.25, placed on the pixel at 181.5 (Texture's flattened layout rounds up).
    #expect(hour.hour.frame == CGRect(x: 181.5, y: 12, width: 12.5, height: 26.5))
    #expect(hour.menu.frame == CGRect(x: 344, y: 17.5, width: 15, height: 15))
    #expect(hour.icons.frame == CGRect(x: 37.5, y: 43.5, width: 300, height: 100))
    #expect(hour.background.frame == CGRect(x: 16, y: 12, width: 343, height: 131.5))
    // The flow layout spreads the line's three icons across the 268 points between its insets.
    let xs = (0..<3).compactMap {
      hour.icons.view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX
    }
    #expect(xs == [16, 130, 244])
    #expect(hour.icons.view.contentSize == CGSize(width: 300, height: 72))
    #expect(hour.isOpaque && hour.hour.isOpaque && hour.hour.view.isOpaque)
  }

  @Test func aRasterizedCellTakesTheTouchesOfItsSubtree() throws {
    let cell = IconCell()
    #expect(cell.rasterizesSubtree && !cell.icon.rasterizesSubtree)
    cell.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    cell.layoutIfNeeded()
    #expect(cell.icon.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    // The icon is drawn into the cell: a point on it hits the cell's view.
    #expect(cell.view.hitTest(CGPoint(x: 20, y: 20), with: nil) === cell.view)
    #expect(cell.view.hitTest(CGPoint(x: 60, y: 20), with: nil) == nil)
    // Too late once loaded, as Texture asserts: nothing changes.
    let plain = ASCellNode()
    let child = ASDisplayNode()
    plain.addSubnode(child)
    _ = child.view
    plain.enableSubtreeRasterization()
    #expect(!plain.rasterizesSubtree)
  }

  // MARK: Vector images and configuration

  /// A catalog with a 24-point PDF icon and its dark variant of 30 points.
  private func makeVectorCatalog() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tex43-\(UUID().uuidString)")
    let set = folder.appendingPathComponent("Assets.xcassets/more.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(
      #"{"images":[{"idiom":"universal","filename":"more_dark.pdf","appearances":[{"appearance":"luminosity","value":"dark"}]},{"idiom":"universal","filename":"more.pdf"}],"properties":{"template-rendering-intent":"template"}}"#
        .utf8
    ).write(to: set.appendingPathComponent("Contents.json"))
    func pdf(_ box: String) -> Data {
      Data("%PDF-1.5\n1 0 obj\n<</Type/Page/Parent 2 0 R/MediaBox\(box)/Rotate 0>>\nendobj\n%%EOF\n".utf8)
    }
    try pdf("[0.0 0.0 24.0 24.0]").write(to: set.appendingPathComponent("more.pdf"))
    try pdf(" [0 0 30 30]").write(to: set.appendingPathComponent("more_dark.pdf"))
    return folder
  }

  @Test func aVectorImageSetGivesAnImageOfItsPagesSize() throws {
    let folder = try makeVectorCatalog()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = try #require(Bundle(path: folder.path))
    // The light entry, though listed second; its page's size in points, at the @3x scale.
    let image = try #require(UIImage(named: "more", in: bundle, compatibleWith: nil))
    #expect(image.size == CGSize(width: 24, height: 24) && image.scale == 3)
    let node = ASImageNode()
    node.image = image
    node.style.preferredSize = CGSize(width: 15, height: 15)
    #expect(
      node.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 375, height: 100))).size.width == 15)
  }

  @Test func aPDFsCropBoxWinsAndARotatedPageTurns() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tex43-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("%PDF-1.3\n<</MediaBox [0 0 612 792] /CropBox [10 20 110 70] /Rotate 90>>\n".utf8).write(
      to: file)
    #expect(UIImage.pdfPageSize(atPath: file.path) == CGSize(width: 50, height: 100))
    try Data("not a pdf /MediaBox [0 0 10 10]".utf8).write(to: file)
    #expect(UIImage.pdfPageSize(atPath: file.path) == nil)
  }

  @Test func anExperimentalConfigurationIsKeptUntilReset() {
    defer { ASConfigurationManager.test_reset(with: nil) }
    let config = ASConfiguration()
    config.experimentalFeatures = .traitCollectionDidChangeWithPreviousCollection
    ASConfigurationManager.test_reset(with: config)
    #expect(ASActivateExperimentalFeature(.traitCollectionDidChangeWithPreviousCollection))
    #expect(!ASActivateExperimentalFeature(.textNode))
    #expect(ASConfigurationManager.experimentalFeatures.rawValue == 1 << 10)
    let named = ASConfiguration(dictionary: [
      "experimental_features": ["exp_text_node", "exp_drawing_global", "x"]
    ])
    #expect(named.experimentalFeatures == [.textNode, .drawingGlobal])
    ASDisplayNode.shouldShowRangeDebugOverlay = true
    #expect(ASDisplayNode.shouldShowRangeDebugOverlay)
    ASDisplayNode.shouldShowRangeDebugOverlay = false
  }

  // MARK: A feed in opaque bars

  /// A post: a drawn image as wide as offered and 300 tall.
  final class Post: ASCellNode {
    let picture = ASImageNode()

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      picture.contentMode = .scaleToFill
      picture.image = UIImage(size: CGSize(width: 44, height: 44), scale: 2, drawing: [])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      picture.style.preferredSize.width = constrainedSize.max.width
      picture.style.preferredSize.height = 300
      return ASWrapperLayoutSpec(layoutElement: picture)
    }
  }

  final class Feed: ASViewController<ASCollectionNode>, ASCollectionDataSource {
    init() {
      super.init(node: ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout()))
      node.dataSource = self
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    { { Post() } }
  }

  @Test func aFeedBetweenOpaqueBarsScrollsItsPostsToTheEnd() throws {
    let phone = Phone()
    phone.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let feed = Feed()
    let navigation = ASNavigationController(rootViewController: feed)
    navigation.navigationBar.isTranslucent = false
    let tabs = ASTabBarController()
    tabs.viewControllers = [navigation]
    tabs.tabBar.isTranslucent = false
    phone.show(tabs)
    turns(0.5, on: phone)
    let collection = try #require(feed.node)
    // Below the 44-point bar under the status bar, above the 49-point tab bar.
    #expect(collection.frame == CGRect(x: 0, y: 64, width: 375, height: 554))
    #expect(collection.view.adjustedContentInset == .zero)
    // Ten posts of 375 x 300, the flow layout's 10 between lines.
    #expect(collection.view.contentSize == CGSize(width: 375, height: 3090))
    let second = collection.view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
    #expect(second == CGRect(x: 0, y: 310, width: 375, height: 300))
    phone.gestures.fling(from: CGPoint(x: 187, y: 500), velocity: CGPoint(x: 0, y: -8000), distance: 250)
    turns(6, on: phone)
    #expect(abs(collection.view.contentOffset.y - (3090 - 554)) < 0.5)
  }
}
