import InertiaTexture
import Testing

/// What the fifty-eighth trial's program (cszwdy/Love, a Swift 3 Texture app, finished from the
/// fifty-seventh trial) needed, written as it writes them: a group of image nodes placed by
/// Texture 1's `ASStaticLayoutSpec` at their style's positions.
@MainActor
@Suite struct FiftyEighthTrialTextureTests {
  /// Four image nodes in a 2 x 2 grid `spacing` apart, positioned through their styles, as the
  /// program's group node lays out its `.four` kind.
  final class FourGroupNode: ASDisplayNode {
    let images = (0..<4).map { _ in ASNetworkImageNode() }
    var sizesToFit = false

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let spacing: CGFloat = 2
      let size = CGSize(width: 200, height: 160)
      let w = (size.width - spacing) / 2
      let h = (size.height - spacing) / 2
      for (i, node) in images.enumerated() {
        node.style.layoutPosition = CGPoint(
          x: (spacing + w) * CGFloat(i % 2), y: (spacing + h) * CGFloat(i / 2))
        node.style.preferredSize = CGSize(width: w, height: h)
      }
      return sizesToFit
        ? ASStaticLayoutSpec(children: images) : ASStaticLayoutSpec(sizing: .default, children: images)
    }
  }

  @Test func aStaticSpecPlacesItsChildrenAtTheirPositionsAndKeepsTheSizingItIsGiven() {
    let group = FourGroupNode()
    let range = ASSizeRange(min: .zero, max: CGSize(width: 300, height: 250))
    var layout = group.layoutThatFits(range)
    // `.default` takes the space offered, as ASAbsoluteLayoutSpec's initializer keeps it.
    #expect(layout.size == CGSize(width: 300, height: 250))
    // Shown, the images take their frames as subnodes.
    group.frame = CGRect(x: 0, y: 0, width: 300, height: 250)
    group.view.layoutIfNeeded()
    #expect(group.subnodes.count == 4)
    #expect(
      group.images.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 99, height: 79), CGRect(x: 101, y: 0, width: 99, height: 79),
        CGRect(x: 0, y: 81, width: 99, height: 79), CGRect(x: 101, y: 81, width: 99, height: 79),
      ])
    // Made from its children alone, Texture 1's spec is the union of their frames.
    group.sizesToFit = true
    group.setNeedsLayout()
    layout = group.layoutThatFits(range)
    #expect(layout.size == CGSize(width: 200, height: 160))
    #expect(ASStaticLayoutSpec().sizing == .sizeToFit && ASAbsoluteLayoutSpec().sizing == .default)
    #expect(ASStaticLayoutSpec(children: []).sizing == .sizeToFit)
  }

  /// The program's font maker: a Swift 3 weight name passed on as a `CGFloat`.
  enum FontMaker {
    static func make(_ size: CGFloat, _ width: CGFloat) -> UIFont {
      UIFont.systemFont(ofSize: size, weight: width)
    }
  }

  @Test func swiftThreeWeightNamesAreRawWeightsTheSystemFontTakes() {
    let title = FontMaker.make(28, UIFontWeightSemibold)
    #expect(title.pointSize == 28 && title.weight == .semibold)
    #expect(UIFontWeightSemibold == 0.3 && UIFontWeightRegular == 0)
    let digits = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: UIFontWeightBold)
    #expect(digits.weight == .bold)
    // Swift 4's weights still go where a weight goes.
    #expect(UIFont.systemFont(ofSize: 12, weight: .medium).weight == .medium)
  }

  /// A two-column mosaic's inspector: every item at most a column wide and 120 tall.
  final class ColumnInspector: ASCollectionViewLayoutInspecting {
    func collectionView(_ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath)
      -> ASSizeRange
    {
      ASSizeRange(min: CGSize.zero, max: CGSize(width: 163.5, height: 120))
    }
    func scrollableDirections() -> ASScrollDirection { ASScrollDirectionVerticalDirections }
  }

  /// Items that want to be larger than a column.
  final class Tiles: ASCollectionDataSource {
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      {
        let cell = ASCellNode()
        cell.style.preferredSize = CGSize(width: 300, height: 300)
        return cell
      }
    }
  }

  @Test func anInspectorSetOnTheCollectionViewSizesTheItems() {
    let scene = ListScene(size: CGSize(width: 375, height: 667))
    let layout = UICollectionViewFlowLayout()
    let collection = ASCollectionNode(collectionViewLayout: layout)
    let inspector = ColumnInspector()
    let tiles = Tiles()
    // The program's mosaic node hands its inspector to the view, as Texture's view declares it.
    collection.view.layoutInspector = inspector
    collection.dataSource = tiles
    #expect(collection.layoutInspector === inspector && collection.view.layoutInspector === inspector)
    scene.host(collection)
    let first = collection.nodeForItem(at: IndexPath(item: 0, section: 0))
    // Within the inspector's range, ceiled to the window's 1/3-point pixels as Texture's ASLayout.
    let column = CGSize(width: 491.0 / 3, height: 120)
    #expect(first?.calculatedSize == column)
    #expect(
      collection.view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.size
        == column)
  }
}
