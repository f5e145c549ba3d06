import InertiaTexture
import Testing

/// ASCollectionNode: items sized by their cells' specs in a flow layout, states and fetching.
@MainActor
@Suite struct ASCollectionNodeTests {
  final class Tiles: ASCollectionDataSource, ASCollectionDelegate {
    var boxHeights: [CGFloat]
    let log = ListLog()
    var fetches = 0

    init(boxHeights: [CGFloat]) { self.boxHeights = boxHeights }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      boxHeights.count
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      let height = boxHeights[indexPath.item]
      let log = self.log
      return { BoxCellNode(name: "item\(indexPath.item)", boxHeight: height, log: log) }
    }

    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      ASSizeRangeMake(CGSize(width: 120, height: 0), CGSize(width: 120, height: CGFloat.infinity))
    }

    func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext) {
      fetches += 1
    }
  }

  @Test func aFlowLayoutTakesTheMeasuredNodeSizes() {
    let scene = ListScene()
    let tiles = Tiles(boxHeights: [40, 60, 100, 20])
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let collection = ASCollectionNode(collectionViewLayout: layout)
    collection.dataSource = tiles
    collection.delegate = tiles
    scene.host(collection)
    #expect(collection.numberOfItems(inSection: 0) == 4)
    let sizes = (0..<4).map {
      collection.view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size ?? .zero
    }
    #expect(
      sizes == [
        CGSize(width: 120, height: 56), CGSize(width: 120, height: 76), CGSize(width: 120, height: 116),
        CGSize(width: 120, height: 36),
      ])
    // Three 120 pt items fit on a 390 pt line; the fourth starts the next line below the
    // tallest (116) and the line spacing.
    let fourth = collection.view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
    #expect(fourth?.minY == 126)
    let node = collection.nodeForItem(at: IndexPath(item: 2, section: 0)) as? BoxCellNode
    #expect(node?.box.frame == CGRect(x: 16, y: 8, width: 88, height: 100))
    #expect(collection.visibleNodes.count == 4)
    #expect(collection.visibleNodes.allSatisfy { $0.isVisible })
    #expect(tiles.log.events(of: "item3") == ["+preload", "+display", "+visible"])
    // Short content fetches a batch at once, as Texture.
    #expect(tiles.fetches == 1)
  }

  @Test func insertingItemsMeasuresTheirNodes() {
    let scene = ListScene()
    let tiles = Tiles(boxHeights: [40])
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = tiles
    collection.delegate = tiles
    scene.host(collection)
    tiles.boxHeights = [40, 84, 20]
    var finished = false
    collection.performBatch(
      animated: true,
      updates: {
        collection.insertItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
      },
      completion: { finished = $0 })
    scene.clock.advance(by: 1)
    #expect(finished)
    #expect(collection.numberOfItems(inSection: 0) == 3)
    #expect(
      collection.view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.size
        == CGSize(width: 120, height: 100))
    #expect(
      collection.nodeForItem(at: IndexPath(item: 2, section: 0))?.indexPath == IndexPath(item: 2, section: 0))
  }
}
