import InertiaTexture
import Testing

/// List nodes' moves (Texture records a move as a delete and an insert: the node is made again at
/// its new place) and nested batches (one update; completions inner first, as Texture chains them).
@MainActor
@Suite struct ASListMoveAndBatchTests {
  /// Sections of tiles named by their box heights; a tile is 120 pt wide and its box height + 16 tall.
  final class Sections: ASCollectionDataSource, ASCollectionDelegate {
    var heights: [[CGFloat]]
    var made: [String] = []
    init(_ heights: [[CGFloat]]) { self.heights = heights }

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { heights.count }
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      heights[section].count
    }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      let height = heights[indexPath.section][indexPath.item]
      made.append("\(indexPath.section).\(indexPath.item)")
      return { BoxCellNode(name: "box\(Int(height))", boxHeight: height) }
    }
    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      ASSizeRangeMake(CGSize(width: 120, height: 0), CGSize(width: 120, height: CGFloat.infinity))
    }
  }

  private func rowNodes(_ table: ASTableNode) -> [ASCellNode?] {
    (0..<table.numberOfRows(inSection: 0)).map { table.nodeForRow(at: IndexPath(row: $0, section: 0)) }
  }

  @Test func movingARowMakesItsNodeAgainAtItsNewPlace() {
    let scene = ListScene()
    let rows = BoxRows(boxHeights: [40, 60, 80])
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    let before = rowNodes(table)
    rows.boxHeights = [80, 40, 60]
    var finished: Bool?
    table.performBatch(
      animated: true,
      updates: { table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)) },
      completion: { finished = $0 })
    scene.clock.advance(by: 1)
    #expect(finished == true)
    let after = rowNodes(table)
    #expect(after.count == 3)
    // Rows 0 and 1 kept their nodes and moved down; the moved row has a new node, measured.
    #expect(after[1] === before[0] && after[2] === before[1])
    #expect(after[0] !== before[2])
    #expect(before[2]?.indexPath == nil)
    // Each row a separator's pixel taller than its node.
    let pixel = Separator.third
    #expect(rowsStack(table, nodeHeights: [96, 56, 76], pixel: pixel))
  }

  @Test func movingASectionMakesItsItemsAgainThere() {
    let scene = ListScene()
    let source = Sections([[40, 40], [100]])
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = source
    collection.delegate = source
    scene.host(collection)
    let kept = collection.nodeForItem(at: IndexPath(item: 1, section: 0))
    source.heights = [[100], [40, 40]]
    source.made = []
    collection.performBatch(animated: false, updates: { collection.moveSection(1, toSection: 0) })
    scene.clock.advance(by: 1)
    #expect(source.made == ["0.0"])  // Only the moved section's items are made again.
    #expect(collection.numberOfSections == 2)
    #expect(collection.numberOfItems(inSection: 0) == 1 && collection.numberOfItems(inSection: 1) == 2)
    #expect(collection.nodeForItem(at: IndexPath(item: 1, section: 1)) === kept)
    #expect(
      collection.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
        == CGSize(width: 120, height: 116))
  }

  @Test func movingAnItemOutsideABatchAppliesAtOnce() {
    let scene = ListScene()
    let source = Sections([[20, 40, 60]])
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = source
    collection.delegate = source
    scene.host(collection)
    source.heights = [[40, 60, 20]]
    collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    #expect(
      collection.view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.size
        == CGSize(width: 120, height: 36))
    #expect(
      collection.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
        == CGSize(width: 120, height: 56))
  }

  @Test func nestedBatchesApplyOnceAndCompleteInnerFirst() {
    let scene = ListScene()
    let rows = BoxRows(boxHeights: [40])
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    var log: [String] = []
    rows.boxHeights = [40, 60, 80]
    table.performBatch(
      animated: true,
      updates: {
        table.performBatch(
          animated: false,
          updates: { table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic) },
          completion: { log.append("inner \($0)") })
        // The inner batch joined this one: nothing is applied yet, nothing completed.
        log.append("inner ended with \(table.numberOfRows(inSection: 0)) rows")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
      },
      completion: { log.append("outer \($0)") })
    #expect(log == ["inner ended with 1 rows"])
    #expect(table.numberOfRows(inSection: 0) == 3)
    scene.clock.advance(by: 1)
    #expect(log == ["inner ended with 1 rows", "inner true", "outer true"])
    #expect(
      near(
        table.rectForRow(at: IndexPath(row: 2, section: 0)),
        CGRect(x: 0, y: 132 + 2 * Separator.third, width: 390, height: 96 + Separator.third)))
  }

  @Test func nestedCollectionBatchesCompleteInTheOrderTheyEnded() {
    let scene = ListScene()
    let source = Sections([[40]])
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = source
    collection.delegate = source
    scene.host(collection)
    var log: [String] = []
    source.heights = [[40, 40, 40, 40]]
    collection.performBatch(
      animated: true,
      updates: {
        collection.performBatch(
          animated: true,
          updates: {
            collection.performBatch(
              animated: true, updates: { collection.insertItems(at: [IndexPath(item: 1, section: 0)]) },
              completion: { _ in log.append("a") })
            collection.insertItems(at: [IndexPath(item: 2, section: 0)])
          }, completion: { _ in log.append("b") })
        collection.performBatch(
          animated: true, updates: { collection.insertItems(at: [IndexPath(item: 3, section: 0)]) },
          completion: { _ in log.append("c") })
      }, completion: { _ in log.append("d") })
    scene.clock.advance(by: 1)
    #expect(log == ["a", "b", "c", "d"])
    #expect(collection.numberOfItems(inSection: 0) == 4)
  }
}
