import InertiaTexture
import Testing

/// A header node listed by the data source (`collectionNode(_:supplementaryElementKindsInSection:)`)
/// and sized by an ASCollectionDelegateFlowLayout, as Texture's examples give a flow layout's
/// headers and footers.
@MainActor
@Suite struct ASCollectionDelegateFlowLayoutTests {
  final class Sections: ASCollectionDataSource, ASCollectionDelegateFlowLayout {
    var headerRange = ASSizeRangeUnconstrained
    var footerAsked = false

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 2 }
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode
    {
      ASCellNode()
    }
    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      ASSizeRangeMake(CGSize(width: collectionNode.bounds.width, height: 44))
    }
    func collectionNode(_ collectionNode: ASCollectionNode, supplementaryElementKindsInSection section: Int)
      -> [String]
    {
      section == 0
        ? [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
        : [UICollectionView.elementKindSectionFooter]
    }
    func collectionNode(
      _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> ASCellNode {
      let node = BoxCellNode(name: "\(kind)\(indexPath.section)", boxHeight: 120)
      return node
    }
    func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int)
      -> ASSizeRange
    {
      headerRange
    }
  }

  @Test func listedHeadersAreMeasuredInTheDelegatesRangeAtTheCollectionsWidth() {
    let scene = ListScene()
    let sections = Sections()
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 1
    layout.footerReferenceSize = CGSize(width: 10, height: 30)
    let collection = ASCollectionNode(collectionViewLayout: layout)
    collection.dataSource = sections
    collection.delegate = sections
    scene.host(collection)
    let header = collection.view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    // Unconstrained, then the collection's width: the header's spec gives 120 + 16 in height.
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 136))
    let firstItem = collection.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(firstItem?.frame == CGRect(x: 0, y: 136, width: 390, height: 44))
    // Footers: the default range is the layout's reference size, its width the collection's.
    let footer = collection.view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 0, y: 136 + 4 * 44 + 3, width: 390, height: 30))
    // Section 1 lists no header: its first item follows the first footer directly.
    let secondSection = collection.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
    #expect(abs((secondSection?.frame.minY ?? 0) - (136 + 4 * 44 + 3 + 30)) < 0.001)
    #expect(
      collection.supplementaryNode(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        .size
        == CGSize(width: 390, height: 136))
  }

  @Test func anExactRangeSizesTheHeader() {
    let scene = ListScene()
    let sections = Sections()
    sections.headerRange = ASSizeRangeMake(CGSize(width: 50, height: 60))
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = sections
    collection.delegate = sections
    scene.host(collection)
    let header = collection.view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
  }
}
