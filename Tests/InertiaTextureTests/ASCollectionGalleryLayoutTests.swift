import InertiaTexture
import Testing

/// Texture's gallery layout delegate: items of the provider's size placed line after line from the
/// leading edge with exactly the interitem spacing, as many to a line as fit inside the inset.
@MainActor
@Suite struct ASCollectionGalleryLayoutTests {
  final class Gallery: ASCollectionDataSource, ASCollectionGalleryLayoutPropertiesProviding {
    var asked = 0
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode
    {
      ASCellNode()
    }
    func galleryLayoutDelegate(
      _ delegate: ASCollectionGalleryLayoutDelegate, sizeForElements elements: ASElementMap
    )
      -> CGSize
    {
      asked = elements.count
      return CGSize(width: 100, height: 80)
    }
    func galleryLayoutDelegate(
      _ delegate: ASCollectionGalleryLayoutDelegate, minimumInteritemSpacingForElements elements: ASElementMap
    ) -> CGFloat { 10 }
    func galleryLayoutDelegate(
      _ delegate: ASCollectionGalleryLayoutDelegate, minimumLineSpacingForElements elements: ASElementMap
    ) -> CGFloat { 5 }
    func galleryLayoutDelegate(
      _ delegate: ASCollectionGalleryLayoutDelegate, sectionInsetForElements elements: ASElementMap
    ) -> UIEdgeInsets { UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10) }
  }

  private func host(_ directions: ASScrollDirection, _ gallery: Gallery) -> ASCollectionNode {
    let scene = ListScene()
    let delegate = ASCollectionGalleryLayoutDelegate(scrollableDirections: directions)
    delegate.propertiesProvider = gallery
    let collection = ASCollectionNode(layoutDelegate: delegate, layoutFacilitator: nil)
    collection.dataSource = gallery
    collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scene.host(collection)
    return collection
  }

  @Test func aVerticalGalleryFillsLinesFromTheLeadingEdge() {
    let gallery = Gallery()
    let collection = host(ASScrollDirectionVerticalDirections, gallery)
    #expect(gallery.asked == 10)
    #expect(collection.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    func frame(_ item: Int) -> CGRect? {
      collection.view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    // (390 - 20 + 10) / 110: three to a line, not spread out.
    #expect(frame(0) == CGRect(x: 10, y: 20, width: 100, height: 80))
    #expect(frame(2) == CGRect(x: 230, y: 20, width: 100, height: 80))
    #expect(frame(3) == CGRect(x: 10, y: 105, width: 100, height: 80))
    #expect(frame(9) == CGRect(x: 10, y: 275, width: 100, height: 80))
    #expect(collection.view.contentSize == CGSize(width: 390, height: 375))
    #expect(collection.view.visibleCells.count == 10)
  }

  @Test func aHorizontalGalleryFillsColumns() {
    let collection = host(ASScrollDirectionHorizontalDirections, Gallery())
    let last = collection.view.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame
    // (844 - 40 + 10) / 90: nine to a column, the tenth starts the second column.
    #expect(last == CGRect(x: 115, y: 20, width: 100, height: 80))
    #expect(collection.view.contentSize == CGSize(width: 225, height: 844))
  }
}
