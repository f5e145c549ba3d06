import InertiaTexture
import Testing

/// Texture's `constrainedSize.max.width / 4` idiom: an ASDisplayNode's layoutSpecThatFits gets
/// the real constrained size of each layout pass, through layoutThatFits and as a child.
@MainActor
@Suite struct TextureConstrainedSizeTests {
  final class GridRowNode: ASDisplayNode {
    let tiles = (0..<4).map { _ in ASDisplayNode() }

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let side = constrainedSize.max.width / 4
      for tile in tiles { tile.style.preferredSize = CGSize(width: side, height: side) }
      return ASStackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: tiles)
    }
  }

  @Test func layoutThatFitsBuildsTheSpecForTheRangeGiven() {
    let row = GridRowNode()
    let wide = row.layoutThatFits(
      ASSizeRangeMake(CGSize(width: 0, height: 0), CGSize(width: 320, height: 500)))
    #expect(wide.size == CGSize(width: 320, height: 80))
    let narrow = row.layoutThatFits(
      ASSizeRangeMake(CGSize(width: 0, height: 0), CGSize(width: 200, height: 500)))
    #expect(narrow.size == CGSize(width: 200, height: 50))
  }

  @Test func aRowInsideAnInsetGetsItsInsetWidthOnEveryPass() {
    let row = GridRowNode()
    let container = ASDisplayNode()
    container.automaticallyManagesSubnodes = true
    container.layoutSpecBlock = { _, _ in
      ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), child: row)
    }
    container.frame = CGRect(x: 0, y: 0, width: 420, height: 600)
    container.layoutIfNeeded()
    // The inset passes the container's exact height on.
    #expect(row.frame == CGRect(x: 10, y: 0, width: 400, height: 600))
    #expect(row.tiles[0].frame.size == CGSize(width: 100, height: 100))
    #expect(row.tiles.map(\.frame.minX) == [0, 100, 200, 300])
    container.frame = CGRect(x: 0, y: 0, width: 220, height: 600)
    container.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 10, y: 0, width: 200, height: 600))
    #expect(row.tiles.map(\.frame.width) == [50, 50, 50, 50])
  }
}
