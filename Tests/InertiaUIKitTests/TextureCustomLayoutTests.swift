import Foundation
import InertiaCairo
import InertiaTexture
import Testing

/// Texture's custom collection layouts as its examples write them: a mosaic flow layout subclass
/// sized through a layout inspector with section header nodes (CustomCollectionView), and a flow
/// layout whose item size is computed from the collection's width (Shop).
@MainActor
@Suite struct TextureCustomLayoutTests {
  /// Two columns under a 44-point header per section; items as tall as their images' ratios.
  final class MosaicLayout: UICollectionViewFlowLayout {
    var ratios: [[CGFloat]] = []
    var attributes: [UICollectionViewLayoutAttributes] = []
    var height: CGFloat = 0

    required override init() { super.init() }
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func columnWidth() -> CGFloat { (collectionView!.bounds.size.width - 30) / 2 }

    override func prepare() {
      super.prepare()
      guard let collectionView = self.collectionView else { return }
      attributes = []
      var top: CGFloat = 0
      let numberOfSections: NSInteger = collectionView.numberOfSections
      for section in 0..<numberOfSections {
        let header = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
          with: NSIndexPath(row: 0, section: section) as IndexPath)
        header.frame = CGRect(x: 10, y: top, width: collectionView.bounds.width - 20, height: 44)
        attributes.append(header)
        var columns = [top + 44, top + 44]
        for item in 0..<collectionView.numberOfItems(inSection: section) {
          let column = columns[0] <= columns[1] ? 0 : 1
          let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
          cell.frame = CGRect(
            x: 10 + CGFloat(column) * (columnWidth() + 10), y: columns[column], width: columnWidth(),
            height: columnWidth() * ratios[section][item])
          attributes.append(cell)
          columns[column] = cell.frame.maxY + 10
        }
        top = columns.max()!
      }
      height = top
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      !(collectionView?.bounds.size.equalTo(newBounds.size))!
    }

    override var collectionViewContentSize: CGSize {
      CGSize(width: collectionView!.bounds.size.width, height: height)
    }
  }

  /// Measures each item's node at its column's width, as the example's inspector does.
  final class Inspector: NSObject, ASCollectionViewLayoutInspecting {
    var asked: [IndexPath] = []
    func collectionView(_ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath)
      -> ASSizeRange
    {
      asked.append(indexPath)
      let layout = collectionView.collectionViewLayout as! MosaicLayout
      return ASSizeRangeMake(CGSize.zero, CGSize(width: layout.columnWidth(), height: .infinity))
    }
    func collectionView(
      _ collectionView: ASCollectionView, constrainedSizeForSupplementaryNodeOfKind: String,
      at atIndexPath: IndexPath
    ) -> ASSizeRange {
      ASSizeRange(min: .zero, max: CGSize(width: collectionView.bounds.width - 20, height: 44))
    }
    func collectionView(
      _ collectionView: ASCollectionView, numberOfSectionsForSupplementaryNodeOfKind kind: String
    )
      -> UInt
    {
      UInt((collectionView.dataSource?.numberOfSections(in: collectionView))!)
    }
    func scrollableDirections() -> ASScrollDirection { ASScrollDirectionVerticalDirections }
  }

  /// Squares and portraits in two sections, with "Section n" headers.
  final class Gallery: ASDKViewController<ASCollectionNode>, ASCollectionDataSource, ASCollectionDelegate {
    let layout = MosaicLayout()
    let inspector = Inspector()
    override init() {
      layout.ratios = [[1, 1.5, 1], [0.5, 1]]
      super.init(node: ASCollectionNode(frame: .zero, collectionViewLayout: layout))
      node.dataSource = self
      node.delegate = self
      node.layoutInspector = inspector
      node.registerSupplementaryNode(ofKind: UICollectionView.elementKindSectionHeader)
    }
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { layout.ratios.count }
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      layout.ratios[section].count
    }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      let ratio = layout.ratios[indexPath.section][indexPath.item]
      return {
        let cell = ASCellNode()
        cell.style.preferredSize = CGSize(width: 1000, height: 1000 * ratio)
        cell.backgroundColor = .orange
        return cell
      }
    }
    func collectionNode(
      _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> ASCellNode {
      let attributes: NSDictionary = [
        NSAttributedString.Key.font.rawValue: UIFont.systemFont(ofSize: 17),
        NSAttributedString.Key.foregroundColor.rawValue: UIColor.gray,
      ]
      let header = ASTextCellNode(
        attributes: attributes as! [AnyHashable: Any],
        insets: UIEdgeInsets(top: 11, left: 0, bottom: 11, right: 0))
      header.text = String(format: "Section %d", indexPath.section + 1)
      return header
    }
  }

  @Test func aLayoutInspectorSizesItemsAndHeaderNodesFillTheCustomLayoutsHeaders() throws {
    let window = makeWindow(width: 320, height: 1000)
    let gallery = Gallery()
    window.rootViewController = gallery
    window.layoutIfNeeded()
    // Items are measured within the inspector's column width (145 points), not the collection's.
    let first = try #require(gallery.node.nodeForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.calculatedSize.width == 145)
    #expect(gallery.inspector.asked.contains(IndexPath(item: 1, section: 1)))
    // Headers are the data source's text nodes, in the layout's header frames.
    let header = try #require(
      gallery.node.supplementaryNode(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        as? ASTextCellNode)
    #expect(header.text == "Section 2")
    #expect(
      header.textNode.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        == .gray)
    // Section 1 starts below section 0's tallest column: 44 + 145 + 10 + 145 + 10 = 354.
    let shown = gallery.node.view.subviews.compactMap { $0 as? UICollectionReusableView }
      .filter { !($0 is UICollectionViewCell) }
    #expect(shown.map(\.frame.minY).sorted() == [0, 354])
    #expect(abs(header.view.frame.width - 300) < 0.5 && header.view.window != nil)
    #expect(
      gallery.inspector.collectionView(gallery.node.view, numberOfSectionsForSupplementaryNodeOfKind: "") == 2
    )
    // The cells show their nodes where the mosaic put them (an orange cell at the right column).
    let canvas = try ViewRenderer.render(window: window)
    #expect(close(canvas.pixel(x: 240, y: 100), .orange))
  }

  /// Two columns of 220-point items, the width computed from the collection, as Shop's layout.
  final class ProductsLayout: UICollectionViewFlowLayout {
    let itemHeight: CGFloat = 220
    let numberOfColumns: CGFloat = 2
    override init() {
      super.init()
      setupLayout()
    }
    required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
      setupLayout()
    }
    private func setupLayout() {
      minimumInteritemSpacing = 0
      minimumLineSpacing = 0
      scrollDirection = .vertical
    }
    func itemWidth() -> CGFloat { collectionView!.frame.width / numberOfColumns }
    override var itemSize: CGSize {
      set { self.itemSize = CGSize(width: itemWidth(), height: itemHeight) }
      get { CGSize(width: itemWidth(), height: itemHeight) }
    }
  }

  @Test func aFlowLayoutWithAComputedItemSizePlacesTwoColumns() {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: ProductsLayout())
    final class Source: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        5
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
    }
    let source = Source()
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = source
    collection.layoutIfNeeded()
    let frames = (0..<5).compactMap {
      collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(
      frames.map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 160, y: 0), CGPoint(x: 0, y: 220), CGPoint(x: 160, y: 220),
        CGPoint(x: 0, y: 440),
      ])
    #expect(collection.contentSize.height == 660)
    #expect(ProductsLayout(coder: NSCoder()) == nil)
  }

  /// A bordered container, styled through its layer once loaded, as Shop's cell node does.
  final class ContainerNode: ASDisplayNode {
    override func didLoad() {
      super.didLoad()
      self.layer.cornerRadius = 5.0
      self.layer.borderColor = UIColor.red.cgColor
      self.layer.borderWidth = 1.0
    }
  }

  @Test func aNodesLayerStylesItsViewOnceLoaded() throws {
    let window = makeWindow(width: 100, height: 100)
    let container = ContainerNode()
    container.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
    window.addSubview(container.view)
    #expect(container.view.layerCornerRadius == 5 && container.view.layerBorderWidth == 1)
    #expect(container.layer === container.view.layer)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 10), .red))
  }
}
