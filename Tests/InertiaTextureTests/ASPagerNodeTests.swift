import InertiaTexture
import Testing

/// Pages of a solid colour, each logging the index it was made for; `useBlocks` answers with
/// node blocks (else with nodes).
@MainActor
private final class ColourPages: ASPagerDataSource {
  let count: Int
  var madeByBlock: [Int] = []
  var madeByNode: [Int] = []

  init(count: Int) { self.count = count }

  func numberOfPages(in pagerNode: ASPagerNode) -> Int { count }

  func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode {
    madeByNode.append(index)
    return ASCellNode(id: "page\(index)")
  }
}

/// The same pages made by node blocks.
@MainActor
private final class BlockPages: ASPagerDataSource {
  var madeByBlock: [Int] = []
  var madeByNode: [Int] = []

  func numberOfPages(in pagerNode: ASPagerNode) -> Int { 3 }

  func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode {
    madeByNode.append(index)
    return ASCellNode()
  }

  func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
    { [weak self] in
      self?.madeByBlock.append(index)
      return ASCellNode(id: "block\(index)")
    }
  }
}

/// A pager delegate logging where decelerating ended.
@MainActor
private final class PagerLog: ASPagerDelegate {
  var restingOffsets: [CGFloat] = []
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    restingOffsets.append(scrollView.contentOffset.x)
  }
}

/// ASPagerNode through the window and the gesture synthesizer: pages the pager's size side by
/// side, a swipe moving one page, `currentPageIndex` following, `scrollToPage(at:animated:)`.
@MainActor
@Suite struct ASPagerNodeTests {
  private func hostedPager(pages: Int = 5) -> (ListScene, ASPagerNode, ColourPages) {
    let scene = ListScene()
    let pager = ASPagerNode()
    let source = ColourPages(count: pages)
    pager.setDataSource(source)
    scene.host(pager)
    return (scene, pager, source)
  }

  @Test func pagesAreSizedToThePagerAndLaidSideBySide() {
    let (_, pager, source) = hostedPager()
    #expect(pager.view.contentSize == CGSize(width: 390 * 5, height: 844))
    #expect(source.madeByNode == [0, 1, 2, 3, 4])
    let first = pager.nodeForPage(at: 0)
    let second = pager.nodeForPage(at: 1)
    #expect(first?.frame.size == CGSize(width: 390, height: 844))
    #expect(second?.frame.size == CGSize(width: 390, height: 844))
    let attributes = pager.view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    #expect(attributes?.frame == CGRect(x: 390, y: 0, width: 390, height: 844))
    #expect(pager.view.isPagingEnabled)
    #expect(!pager.view.showsHorizontalScrollIndicator)
    #expect(!pager.view.allowsSelection)
    #expect(pager.currentPageIndex == 0)
  }

  @Test func aSwipePagesToTheNextPageAndTheIndexFollows() {
    let (scene, pager, _) = hostedPager()
    let log = PagerLog()
    pager.setDelegate(log)
    scene.gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0), distance: 120)
    scene.clock.advance(by: 3)
    #expect(pager.view.contentOffset.x == 390)
    #expect(pager.currentPageIndex == 1)
    #expect(log.restingOffsets == [390])
    scene.gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0), distance: 120)
    scene.clock.advance(by: 3)
    #expect(pager.currentPageIndex == 2)
    // A swipe to the right goes back one page.
    scene.gestures.fling(from: CGPoint(x: 90, y: 400), velocity: CGPoint(x: 1500, y: 0), distance: 120)
    scene.clock.advance(by: 3)
    #expect(pager.view.contentOffset.x == 390)
    #expect(pager.currentPageIndex == 1)
  }

  @Test func aShortSlowDragSnapsBack() {
    let (scene, pager, _) = hostedPager()
    scene.gestures.drag(
      from: CGPoint(x: 300, y: 400), to: CGPoint(x: 220, y: 400), duration: 0.8, release: .stop)
    // Just lifted: the content is where the finger left it, then springs back to the page.
    #expect(pager.view.contentOffset.x > 0)
    scene.clock.advance(by: 3)
    #expect(pager.view.contentOffset.x == 0)
    #expect(pager.currentPageIndex == 0)
  }

  @Test func scrollToPageMovesToThePageAndTheIndexAndNodesFollow() {
    let (scene, pager, _) = hostedPager()
    pager.scrollToPage(at: 3, animated: false)
    #expect(pager.view.contentOffset.x == 1170)
    #expect(pager.currentPageIndex == 3)
    pager.scrollToPage(at: 1, animated: true)
    scene.clock.advance(by: 1)
    #expect(pager.view.contentOffset.x == 390)
    #expect(pager.currentPageIndex == 1)
    let node = pager.nodeForPage(at: 4)
    #expect(node.map { pager.indexOfPage(with: $0) } == 4)
    #expect(pager.indexOfPage(with: ASCellNode()) == NSNotFound)
    #expect(pager.nodeForPage(at: 9) == nil)
  }

  @Test func nodeBlocksArePreferredOverNodes() {
    let scene = ListScene()
    let pager = ASPagerNode()
    let source = BlockPages()
    pager.setDataSource(source)
    scene.host(pager)
    #expect(source.madeByBlock == [0, 1, 2])
    #expect(source.madeByNode.isEmpty)
    #expect(pager.nodeForPage(at: 2)?.layoutID == "block2")
  }

  @Test func theContentInsetTakesItsTopAndBottomFromThePage() {
    let scene = ListScene()
    let pager = ASPagerNode()
    pager.contentInset = UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0)
    let source = ColourPages(count: 2)
    pager.setDataSource(source)
    scene.host(pager)
    #expect(pager.pageSize == CGSize(width: 390, height: 780))
    #expect(pager.nodeForPage(at: 1)?.frame.size == CGSize(width: 390, height: 780))
  }

  @Test func enteringAWindowTurnsOffItsControllersInsetAdjustment() {
    let scene = ListScene()
    let controller = UIViewController()
    let pager = ASPagerNode()
    let source = ColourPages(count: 2)
    pager.setDataSource(source)
    controller.view.addSubnode(pager)
    #expect(controller.automaticallyAdjustsScrollViewInsets)
    scene.window.addSubview(controller.view)
    #expect(!controller.automaticallyAdjustsScrollViewInsets)

    let keeping = UIViewController()
    let allowing = ASPagerNode()
    allowing.allowsAutomaticInsetsAdjustment = true
    keeping.view.addSubnode(allowing)
    scene.window.addSubview(keeping.view)
    #expect(keeping.automaticallyAdjustsScrollViewInsets)
  }
}
