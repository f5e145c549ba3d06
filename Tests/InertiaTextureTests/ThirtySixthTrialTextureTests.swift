import Foundation
import InertiaTexture
import Testing

/// The thirty-sixth porting trial's Texture idioms: a scroll node subclass that overrides the
/// view-block initializer under a controller measuring it with an unbounded height, a film row
/// overlaying its title at the foot of a photo, a spinner centred in `viewDidLoad`, a layer-block
/// gradient node, a pager whose delegate moves its pages' photos as it scrolls, and the UIKit
/// names a segmented control pod of 2017 uses (margin attributes, `classForCoder()`,
/// `String.characters`).
@MainActor
@Suite struct ThirtySixthTrialTextureTests {
  typealias Phone = TexturePhone

  /// A scroll node stacking bands, which also answers the view-block initializer.
  final class BandScroller: ASScrollNode {
    var bands: [Band] = []

    override init() {
      super.init()
      configure()
    }

    override init(viewBlock: @escaping ASDisplayNodeViewBlock, didLoad: ASDisplayNodeDidLoadBlock? = nil) {
      super.init(viewBlock: viewBlock, didLoad: didLoad)
      configure()
    }

    private func configure() {
      bands = [90, 250, 30, 400, 120].map { Band(height: $0) }
      automaticallyManagesSubnodes = true
      automaticallyManagesContentSize = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec.vertical()
      column.children = bands
      return column
    }
  }

  /// A controller measuring its scroll node with the view's size at least and no bound below.
  final class BandsController: ASViewController<BandScroller> {
    init() { super.init(node: BandScroller()) }

    required init?(coder aDecoder: NSCoder) { fatalError("no archives") }

    override func nodeConstrainedSize() -> ASSizeRange {
      ASSizeRange(
        min: view.bounds.size, max: CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude))
    }
  }

  @Test func aScrollNodeMeasuredWithoutABoundBelowTakesItsContentsHeightAndScrollsIt() {
    let phone = Phone()
    let controller = BandsController()
    phone.show(controller)
    let scroller = controller.node!
    #expect(scroller.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    // The range's layout (890 tall, ASScrollNode.mm taking the content's length for the unusable
    // one) is not the view's size, so the node's layout pass measures it at its bounds, as
    // Texture's `_u_measureNodeWithBoundsIfNecessary`; the content is still measured unbounded
    // (890 = 90 + 250 + 30 + 400 + 120).
    #expect(scroller.calculatedSize == CGSize(width: 375, height: 667))
    #expect(scroller.view.contentSize == CGSize(width: 375, height: 890))
    #expect(scroller.bands.map(\.frame.minY) == [0, 90, 340, 370, 770])
    #expect(scroller.bands.allSatisfy { $0.frame.width == 375 })
    phone.gestures.tap(at: CGPoint(x: 100, y: 200))
    phone.clock.advance(by: 0.5)
    #expect(scroller.bands.map(\.taps) == [0, 1, 0, 0, 0])
    phone.gestures.fling(from: CGPoint(x: 180, y: 550), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    phone.clock.advance(by: 6)
    #expect(abs(scroller.view.contentOffset.y - 223) < 0.5)  // 890 - 667
  }

  /// A row holding a strip of five 100 x 60 tiles that scrolls sideways.
  final class StripRow: ASCellNode {
    let strip = ASScrollNode()

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      strip.automaticallyManagesContentSize = true
      strip.automaticallyManagesSubnodes = true
      strip.scrollableDirections = [.left, .right]
      let tiles = (0..<5).map { _ -> ASDisplayNode in
        let tile = ASDisplayNode()
        tile.style.preferredSize = CGSize(width: 100, height: 60)
        return tile
      }
      strip.layoutSpecBlock = { _, _ in
        let row = ASStackLayoutSpec.horizontal()
        row.children = tiles
        return row
      }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: strip)
    }
  }

  final class Strips: ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      { StripRow() }
    }
  }

  @Test func aSidewaysScrollNodeInATableRowIsAsTallAsItsContent() throws {
    let phone = Phone()
    let strips = Strips()
    let table = ASTableNode()
    table.dataSource = strips
    table.frame = phone.window.bounds
    phone.window.addSubview(table.view)
    phone.window.layoutIfNeeded()
    let row = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? StripRow)
    // The row's height is unbounded: the strip takes its content's, its width the row's.
    #expect(row.strip.frame == CGRect(x: 8, y: 8, width: 359, height: 60))
    // Rows of the node's 76 and the separator's half point.
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 76.5, width: 375, height: 76.5))
    #expect(row.strip.view.contentSize == CGSize(width: 500, height: 60))
  }

  @Test func aSubclassOverridingTheViewBlockInitializerKeepsItsOwnScrollView() {
    var loaded: [ASDisplayNode] = []
    let scroller = BandScroller(viewBlock: { UIView() }, didLoad: { loaded.append($0) })
    #expect(scroller.bands.count == 5 && loaded.isEmpty)
    let view = scroller.view
    #expect(loaded.count == 1 && loaded.first === scroller)
    #expect(scroller.view === view)
    let hosted = ASCellNode(viewBlock: { UISwitch() })
    #expect(hosted.view is UISwitch)
  }

  /// A controller whose node is measured within the view's width and any height.
  final class ColumnController: ASDKViewController<ASDisplayNode> {
    let rows = [120, 300, 400].map { Band(height: $0) }
    var widthInViewDidLoad: CGFloat = -1
    let spinner = UIActivityIndicatorView(style: .medium)

    override init() {
      super.init(node: ASDisplayNode())
      node.automaticallyManagesSubnodes = true
      node.layoutSpecBlock = { [rows] _, _ in
        let column = ASStackLayoutSpec.vertical()
        column.children = rows
        return column
      }
    }

    required init?(coder aDecoder: NSCoder) { fatalError("no archives") }

    override func viewDidLoad() {
      super.viewDidLoad()
      widthInViewDidLoad = view.bounds.width
      spinner.sizeToFit()
      spinner.frame.origin = CGPoint(x: (view.bounds.width - spinner.frame.width) / 2, y: spinner.frame.midY)
      view.addSubview(spinner)
    }

    override func nodeConstrainedSize() -> ASSizeRange {
      ASSizeRange(min: .zero, max: CGSize(width: view.bounds.width, height: .infinity))
    }
  }

  @Test func theControllersViewHasTheScreensSizeInViewDidLoadAndItsNodeTheRangeAsked() {
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    let phone = Phone()
    let controller = ColumnController()
    phone.show(controller)
    // Texture's loadView gives the node the frame of the view UIKit would have made.
    #expect(controller.widthInViewDidLoad == 375)
    #expect(controller.spinner.frame.midX == 187.5)
    #expect(controller.node.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    // The range's layout is 820 tall, not the view's 667, so the node's layout pass measures it
    // at its bounds, as Texture's (the rows keep their places).
    #expect(controller.node.calculatedSize == CGSize(width: 375, height: 667))
    #expect(controller.rows.map(\.frame.minY) == [0, 120, 420])
    controller.view.setNeedsLayout()
    phone.window.layoutIfNeeded()
    #expect(controller.node.calculatedSize == CGSize(width: 375, height: 667))
  }

  /// A film row: a photo half the width offered with its title at the foot, the crawl below.
  final class FilmRow: ASCellNode {
    let photo = ASImageNode()
    let title = ASTextNode()
    let crawl = ASTextNode()
    var clipped: [CGRect] = []

    init(title: String, crawl: String) {
      super.init()
      photo.willDisplayNodeContentWithRenderingContext = { [weak self] context, _ in
        self?.clipped.append(context.boundingBoxOfClipPath)
      }
      photo.image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40)).image { _ in }
      self.title.isLayerBacked = true
      self.title.attributedText = NSAttributedString(
        string: title, attributes: [.font: UIFont.systemFont(ofSize: 16), .foregroundColor: UIColor.white])
      self.crawl.attributedText = NSAttributedString(
        string: crawl, attributes: [.font: UIFont.systemFont(ofSize: 12)])
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let side = constrainedSize.max.width / 2
      photo.style.preferredSize = CGSize(width: side, height: side)
      let foot = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: .infinity, left: 12, bottom: 12, right: 12), child: title)
      let column = ASStackLayoutSpec.vertical()
      column.alignItems = .stretch
      column.spacing = 5
      column.children = [ASOverlayLayoutSpec(child: photo, overlay: foot), crawl]
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 10), child: column)
    }
  }

  final class Films: ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      { FilmRow(title: "Episode \(indexPath.row + 1)", crawl: "A short crawl") }
    }
  }

  @Test func aFilmRowStretchesItsPhotoAndPutsTheTitleAtItsFoot() throws {
    let phone = Phone()
    let films = Films()
    let table = ASTableNode()
    table.dataSource = films
    table.frame = phone.window.bounds
    phone.window.addSubview(table.view)
    phone.window.layoutIfNeeded()
    let row = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? FilmRow)
    // The stretched column offers the photo its whole width, which wins over the preferred 187.5.
    #expect(row.photo.frame == CGRect(x: 16, y: 10, width: 349, height: 187.5))
    // The infinite top inset puts the title 12 points above the photo's foot.
    #expect(row.title.frame == CGRect(x: 28, y: 166, width: 325, height: 19.5))
    #expect(row.crawl.frame == CGRect(x: 16, y: 202.5, width: 349, height: 14.5))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 227 + Separator.half)
    #expect(row.title.isLayerBacked && !row.title.view.isUserInteractionEnabled)
    #expect(row.clipped.last == CGRect(x: 0, y: 0, width: 349, height: 187.5))
  }

  @Test func aLayerBlockNodeHoldsItsGradientAtItsBounds() {
    let gradient = ASDisplayNode { () -> CALayer in
      let layer = CAGradientLayer()
      layer.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
      return layer
    }
    #expect(gradient.isLayerBacked)
    gradient.frame = CGRect(x: 0, y: 0, width: 375, height: 468)
    gradient.view.layoutIfNeeded()
    #expect(gradient.layer is CAGradientLayer)
    #expect(gradient.layer.frame == CGRect(x: 0, y: 0, width: 375, height: 468))
    #expect(!gradient.view.isUserInteractionEnabled)
  }

  /// A page whose photo sits 100 points left of it, moved by the pager's delegate.
  final class ParallaxPage: ASCellNode {
    let photo = ASDisplayNode()

    override init() {
      super.init()
      addSubnode(photo)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      photo.frame = CGRect(
        x: -100, y: 0, width: constrainedSize.max.width + 100, height: constrainedSize.max.height)
      return ASLayoutSpec()
    }
  }

  final class ParallaxPages: ASPagerDataSource, ASPagerDelegate {
    weak var pager: ASPagerNode?

    func numberOfPages(in pagerNode: ASPagerNode) -> Int { 3 }

    func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock { { ParallaxPage() } }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      guard let pager else { return }
      let progress = scrollView.contentOffset.x / (scrollView.contentSize.width - scrollView.bounds.width)
      for case let page as ParallaxPage in pager.visibleNodes {
        page.photo.frame = page.photo.bounds.offsetBy(dx: progress * 100 - 100, dy: 0)
      }
    }
  }

  @Test func aPagerDelegateMovesThePhotosAsThePagesScroll() throws {
    let phone = Phone()
    let pages = ParallaxPages()
    let pager = ASPagerNode()
    pages.pager = pager
    pager.setDataSource(pages)
    pager.setDelegate(pages)
    pager.frame = CGRect(x: 0, y: 0, width: 375, height: 468)
    phone.window.addSubview(pager.view)
    phone.window.layoutIfNeeded()
    phone.gestures.drag(
      from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.5, release: .hold)
    #expect(pager.view.contentOffset.x == 90)  // 100 less the 10-point slop
    #expect(pager.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1])
    let first = try #require(pager.nodeForPage(at: 0) as? ParallaxPage)
    #expect(abs(first.photo.frame.minX - -88) < 0.01)  // 90 / 750 of the way
    phone.gestures.perform([
      TouchInput(time: phone.clock.now, id: 1, phase: .ended, location: CGPoint(x: 200, y: 200))
    ])
    phone.clock.advance(by: 2)
    #expect(pager.currentPageIndex == 0 && pager.view.contentOffset.x == 0)
    phone.gestures.fling(from: CGPoint(x: 300, y: 200), velocity: CGPoint(x: -1500, y: 0), distance: 120)
    phone.clock.advance(by: 2)
    #expect(pager.currentPageIndex == 1 && pager.view.contentOffset.x == 375)
    let second = try #require(pager.nodeForPage(at: 1) as? ParallaxPage)
    #expect(second.photo.frame.minX == -50)
  }

  @Test func marginAttributesRelateTheViewsLayoutMargins() {
    let phone = Phone()
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    phone.window.addSubview(cell)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: label, attribute: .leading, relatedBy: .equal, toItem: cell, attribute: .leadingMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: label, attribute: .trailing, relatedBy: .equal, toItem: cell, attribute: .trailingMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: label, attribute: .centerY, relatedBy: .equal, toItem: cell, attribute: .centerYWithinMargins,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: label, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 20),
    ])
    phone.window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 8, y: 12, width: 184, height: 20))
  }

  final class Badge: UIView {
    static func bundleOfClass() -> Bundle { Bundle(for: self.classForCoder()) }
  }

  @Test func swiftThreeCharactersAndNSObjectsClassForCoderCompile() {
    let hex = "#1a2B3c"
    #expect(hex.characters.count == 7)
    var shout = "hey"
    shout.characters.append("!")
    #expect(shout == "hey!" && String(shout.characters.reversed()) == "!yeh")
    #expect(Badge.classForCoder() == Badge.self)
    #expect(Badge().classForCoder == Badge.self)
    #expect(Badge.bundleOfClass() == Bundle(for: Badge.self))
  }
}
