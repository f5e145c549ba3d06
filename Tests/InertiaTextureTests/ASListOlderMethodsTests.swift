import InertiaTexture
import Testing

/// Texture's older, view-based data source and delegate methods (`tableView(_:nodeForRowAt:)`,
/// `tableView(_:constrainedSizeForRowAt:)`, `tableView(_:didSelectRowAt:)` and the collection's
/// `collectionView(_:nodeBlockForItemAt:)`, `collectionView(_:constrainedSizeForNodeAt:)`,
/// `collectionView(_:didSelectItemAt:)`) are asked when the node-based ones are not implemented,
/// as Texture 2 apps still write them.
@MainActor
@Suite struct ASListOlderMethodsTests {
  final class OlderRows: ASTableDataSource, ASTableDelegate {
    var selected: [IndexPath] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: ASTableView, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      BoxCellNode(name: "row\(indexPath.row)", boxHeight: 10)
    }

    func tableView(_ tableView: ASTableView, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
      ASSizeRangeMake(CGSize(width: tableView.bounds.width, height: 175))
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  @Test func aTableAsksTheOlderSizeAndSelectionMethods() {
    let scene = ListScene()
    let rows = OlderRows()
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
    // Rows of 175 and the separator's pixel.
    #expect(near(second, CGRect(x: 0, y: 175 + Separator.third, width: 390, height: 175 + Separator.third)))
    #expect(abs(table.view.contentSize.height - 20 * (175 + Separator.third)) < 0.5)
    scene.dragUp(300)
    #expect(abs(table.contentOffset.y - 290) < 1)
    scene.gestures.tap(at: CGPoint(x: 100, y: 100))
    #expect(rows.selected == [IndexPath(row: 2, section: 0)])
  }

  final class OlderTiles: ASCollectionDataSource, ASCollectionDelegate {
    var selected: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }

    func collectionView(_ collectionView: ASCollectionView, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      { BoxCellNode(name: "item\(indexPath.item)", boxHeight: 20) }
    }

    func collectionView(_ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath)
      -> ASSizeRange
    {
      ASSizeRangeMake(CGSize(width: 130, height: 130))
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  @Test func aCollectionAsksTheOlderBlockSizeAndSelectionMethods() {
    let scene = ListScene()
    let tiles = OlderTiles()
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    let collection = ASCollectionNode(collectionViewLayout: layout)
    collection.dataSource = tiles
    collection.delegate = tiles
    scene.host(collection)
    let fifth = collection.view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
    // Three 130 pt tiles to a 390 pt line.
    #expect(fifth == CGRect(x: 130, y: 130, width: 130, height: 130))
    scene.gestures.tap(at: CGPoint(x: 200, y: 200))
    #expect(tiles.selected == [IndexPath(item: 4, section: 0)])
  }
}
