import InertiaTexture
import Testing

/// The forty-sixth porting trial's Texture idioms: a collection node's delegate answering UIKit's
/// flow-layout questions (section insets, line and item spacing), which Texture's collection view
/// hands to it, and the scroll settings Texture's list nodes pass to their views
/// (`isPagingEnabled`, `alwaysBounceVertical` / `alwaysBounceHorizontal`).
@MainActor
@Suite struct FortySixthTrialTextureTests {
  /// A grid of `count` fixed-size items, as the Apple Music study gives its album cells.
  class Grid: NSObject, ASCollectionDataSource, ASCollectionDelegate {
    let count: Int
    let itemSize: CGSize
    init(count: Int, itemSize: CGSize) {
      self.count = count
      self.itemSize = itemSize
    }
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      count
    }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      { ASCellNode() }
    }
    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      ASSizeRangeMake(itemSize)
    }
  }

  /// A grid whose delegate also adopts UIKit's flow-layout delegate for its spacing.
  final class SpacedGrid: Grid, UICollectionViewDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      15
    }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      16
    }
  }

  /// A grid whose delegate adopts only Texture's flow-layout delegate and insets its section, as
  /// the Starbucks clone's card carousel does.
  final class InsetGrid: Grid, ASCollectionDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
    }
  }

  private func itemFrames(_ collection: ASCollectionNode, _ count: Int) -> [CGRect] {
    (0..<count).compactMap {
      collection.view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
  }

  @Test func aDelegatesUIKitSpacingPlacesTheItems() {
    let scene = ListScene(size: CGSize(width: 357, height: 633))
    let grid = SpacedGrid(count: 4, itemSize: CGSize(width: 166.5, height: 200.5))
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = grid
    collection.delegate = grid
    scene.host(collection)
    // Two a line (166.5 * 2 + 16 fits 357): the flow layout spreads the line to the edges; the
    // second line starts 15 under the first, not the layout's default 10. The items are measured
    // on the scene's scale 3 (Texture's ASScreenScale): 166.5 x 200.5 rounds up to 500 / 3 x
    // 602 / 3.
    let origins = itemFrames(collection, 4).map(\.origin)
    let expected = [
      CGPoint(x: 0, y: 0), CGPoint(x: 571.0 / 3, y: 0), CGPoint(x: 0, y: 647.0 / 3),
      CGPoint(x: 571.0 / 3, y: 647.0 / 3),
    ]
    #expect(origins.count == 4)
    #expect(zip(origins, expected).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 })
    #expect(collection.view.contentSize.width == 357)
    #expect(abs(collection.view.contentSize.height - 1249.0 / 3) < 1e-9)
  }

  @Test func theItemSpacingTheDelegateGivesDecidesHowManyFitALine() {
    let scene = ListScene(size: CGSize(width: 100, height: 400))
    // 45 + 16 + 45 = 106 does not fit 100: one item a line (the layout's 10 would fit two).
    let grid = SpacedGrid(count: 2, itemSize: CGSize(width: 45, height: 20))
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = grid
    collection.delegate = grid
    scene.host(collection)
    #expect(itemFrames(collection, 2).map(\.minY) == [0, 35])
  }

  @Test func aTextureFlowLayoutDelegatesSectionInsetIsAsked() {
    let scene = ListScene(size: CGSize(width: 375, height: 300))
    let grid = InsetGrid(count: 2, itemSize: CGSize(width: 335, height: 300))
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let collection = ASCollectionNode(collectionViewLayout: layout)
    collection.dataSource = grid
    collection.delegate = grid
    scene.host(collection)
    // 15 before the first card, the layout's 10 between the two, 15 after the last.
    #expect(itemFrames(collection, 2).map(\.minX) == [15, 360])
    #expect(collection.view.contentSize.width == 710)
  }

  @Test func aDelegateThatIsNoFlowLayoutDelegateGetsTheLayoutsOwnSpacing() {
    let scene = ListScene(size: CGSize(width: 100, height: 400))
    let grid = Grid(count: 3, itemSize: CGSize(width: 100, height: 20))
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 4
    layout.sectionInset = UIEdgeInsets(top: 7, left: 0, bottom: 0, right: 0)
    let collection = ASCollectionNode(collectionViewLayout: layout)
    collection.dataSource = grid
    collection.delegate = grid
    scene.host(collection)
    #expect(itemFrames(collection, 3).map(\.minY) == [7, 31, 55])
  }

  // MARK: Scroll settings

  @Test func pagingSetOnTheNodeReachesItsViewAndAFlingStopsOnAPage() {
    let scene = ListScene(size: CGSize(width: 300, height: 200))
    let grid = Grid(count: 5, itemSize: CGSize(width: 300, height: 200))
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    let collection = ASCollectionNode(collectionViewLayout: layout)
    #expect(!collection.isPagingEnabled)
    collection.isPagingEnabled = true
    #expect(collection.view.isPagingEnabled && collection.isPagingEnabled)
    collection.dataSource = grid
    collection.delegate = grid
    scene.host(collection)
    scene.gestures.fling(from: CGPoint(x: 250, y: 100), velocity: CGPoint(x: -800, y: 0), distance: 60)
    scene.clock.advance(by: 2)
    // One page on, not where free deceleration would rest.
    #expect(collection.contentOffset == CGPoint(x: 300, y: 0))
    let table = ASTableNode()
    table.isPagingEnabled = true
    #expect(table.view.isPagingEnabled)
  }

  @Test func alwaysBounceVerticalLetsAShortListBeDragged() {
    func offsetDuringDrag(bounces: Bool) -> CGFloat {
      let scene = ListScene(size: CGSize(width: 300, height: 400))
      let grid = Grid(count: 2, itemSize: CGSize(width: 300, height: 50))
      let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
      collection.alwaysBounceVertical = bounces
      collection.dataSource = grid
      collection.delegate = grid
      scene.host(collection)
      scene.gestures.drag(
        from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 200), duration: 0.3, release: .hold)
      return collection.contentOffset.y
    }
    #expect(offsetDuringDrag(bounces: false) == 0)
    #expect(offsetDuringDrag(bounces: true) < -20)
    let table = ASTableNode()
    table.alwaysBounceHorizontal = true
    // A table's view bounces vertically on its own, as UIKit's table does; the node reads it.
    #expect(
      table.view.alwaysBounceHorizontal && table.alwaysBounceVertical == table.view.alwaysBounceVertical)
  }
}
