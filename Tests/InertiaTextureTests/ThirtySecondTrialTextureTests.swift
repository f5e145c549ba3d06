import InertiaTexture
import Testing

/// The thirty-second porting trial's Texture idiom (a demo's photo grid): a collection node with
/// a flow layout's header and footer reference sizes, its supplementary kinds registered, each
/// header or footer an empty coloured cell node, and a delegate that is no flow-layout delegate.
@MainActor
@Suite struct ThirtySecondTrialTextureTests {
  final class Grid: ASCollectionDataSource, ASCollectionDelegate {
    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 3 }
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      { ASCellNode() }
    }
    func collectionNode(
      _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> ASCellNode {
      let node = ASCellNode()
      node.backgroundColor = kind == UICollectionView.elementKindSectionHeader ? .blue : .red
      return node
    }
  }

  @Test func emptyHeaderNodesFillTheLayoutsReferenceHeight() {
    let scene = ListScene(size: CGSize(width: 375, height: 667))
    let grid = Grid()
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 50, height: 50)
    layout.footerReferenceSize = CGSize(width: 50, height: 40)
    layout.itemSize = CGSize(width: 375 / 2 - 10, height: 50)
    let collection = ASCollectionNode(collectionViewLayout: layout)
    collection.dataSource = grid
    collection.delegate = grid
    collection.registerSupplementaryNode(ofKind: UICollectionView.elementKindSectionHeader)
    collection.registerSupplementaryNode(ofKind: UICollectionView.elementKindSectionFooter)
    scene.host(collection)
    let view = collection.view
    let header = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
    // Two items a line (177.5 each, the line justified), the second line 10 lower.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 50)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.maxX == 375)
    let footer = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 0, y: 50 + 50 + 10 + 50, width: 375, height: 40))
    #expect(
      collection.supplementaryNode(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
        .size
        == CGSize(width: 375, height: 50))
  }
}
