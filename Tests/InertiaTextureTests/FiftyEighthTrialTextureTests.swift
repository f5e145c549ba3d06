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

  /// A horizontal flow layout resting with the item nearest the middle centred, one page further
  /// on a slow release (under 1 point per millisecond), as the discover screen's layout does.
  final class CentringFlowLayout: UICollectionViewFlowLayout {
    var targets: [CGFloat] = []
    override func prepare() {
      super.prepare()
      collectionView?.decelerationRate = .fast
    }

    override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      guard let view = collectionView else { return .zero }
      let middle = proposedContentOffset.x + view.bounds.width / 2
      let visible = CGRect(origin: proposedContentOffset, size: view.bounds.size)
      guard let shown = layoutAttributesForElements(in: visible), let first = shown.first else {
        return .zero
      }
      let nearest = shown.reduce(first) {
        abs($0.frame.midX - middle) <= abs($1.frame.midX - middle) ? $0 : $1
      }
      let slow = velocity.x != 0 && abs(velocity.x) <= 1
      let extra = slow ? (nearest.frame.width + minimumLineSpacing) * (velocity.x < 0 ? -1 : 1) : 0
      targets.append(nearest.frame.midX - view.bounds.width / 2 + extra)
      return CGPoint(x: nearest.frame.midX - view.bounds.width / 2 + extra, y: proposedContentOffset.y)
    }
  }

  /// A row node holding a collection of topic cards on the centring layout, its cards as wide as
  /// the row less 16 points each side, set where the row lays out.
  final class TopicRowNode: ASCellNode, ASCollectionDataSource {
    let layout = CentringFlowLayout()
    let cards: ASCollectionNode

    override init() {
      layout.scrollDirection = .horizontal
      layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
      cards = ASCollectionNode(collectionViewLayout: layout)
      super.init()
      automaticallyManagesSubnodes = true
      cards.dataSource = self
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      layout.itemSize = CGSize(width: constrainedSize.max.width - 32, height: constrainedSize.max.height)
      return ASInsetLayoutSpec(insets: .zero, child: cards)
    }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      { ASCellNode() }
    }
  }

  /// One 425-point row of topic cards.
  final class TopicRows: ASTableDataSource, ASTableDelegate {
    let row = TopicRowNode()
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      { [row] in row }
    }
    func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
      ASSizeRange(min: .zero, max: CGSize(width: 375, height: 425))
    }
  }

  @Test func topicCardsRestCentredAndASlowReleaseMovesOnePage() {
    let scene = ListScene(size: CGSize(width: 375, height: 667))
    let rows = TopicRows()
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    let cards = rows.row.cards
    #expect(cards.frame == CGRect(x: 0, y: 0, width: 375, height: 425))
    #expect(cards.view.contentSize == CGSize(width: 3_552, height: 425))
    #expect(
      cards.view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 369, y: 0, width: 343, height: 425))
    // A fast fling rests on the card nearest the projection, centred (353 points a card).
    scene.gestures.fling(from: CGPoint(x: 300, y: 200), velocity: CGPoint(x: -2_000, y: 0), distance: 120)
    scene.clock.advance(by: 2)
    #expect(cards.view.contentOffset.x == 353)
    #expect(rows.row.layout.targets == [353])
    // A slow one (0.6 points per millisecond) goes one card further than the nearest.
    scene.gestures.fling(from: CGPoint(x: 300, y: 200), velocity: CGPoint(x: -600, y: 0), distance: 60)
    scene.clock.advance(by: 2)
    #expect(cards.view.contentOffset.x == 706)
    scene.gestures.fling(from: CGPoint(x: 100, y: 200), velocity: CGPoint(x: 2_000, y: 0), distance: 120)
    scene.clock.advance(by: 2)
    #expect(cards.view.contentOffset.x == 353)
    #expect(table.contentOffset.y == 0)
  }
}
