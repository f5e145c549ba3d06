import InertiaTexture
import Testing

/// The forty-seventh trial's layout leftovers: overrides of Texture's two `calculateLayoutThatFits`
/// methods, which Texture calls wherever a node is measured (`layoutThatFits:` -> the
/// three-argument form -> the one-argument form -> the spec), in a parent's spec, a list and a
/// node's own layout pass.
@MainActor
@Suite struct FortySeventhTrialTextureLayoutTests {
  /// A node of a size it knows, as Texture's photo cells give it (`ASLayout(layoutElement: self,
  /// size: nodeSize)` from the three-argument override).
  final class FixedNode: ASDisplayNode {
    var calls = 0
    override func calculateLayoutThatFits(
      _ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutElementSize,
      relativeToParentSize parentSize: CGSize
    ) -> ASLayout {
      calls += 1
      return ASLayout(layoutElement: self, size: CGSize(width: 120, height: 30))
    }
  }

  /// A node whose override takes what `super` measured and makes it 10 points taller.
  final class TallerNode: ASDisplayNode {
    override func calculateLayoutThatFits(
      _ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutElementSize,
      relativeToParentSize parentSize: CGSize
    ) -> ASLayout {
      let measured = super.calculateLayoutThatFits(
        constrainedSize, restrictedTo: size, relativeToParentSize: parentSize)
      return ASLayout(
        layoutElement: self, size: CGSize(width: measured.size.width, height: measured.size.height + 10),
        sublayouts: measured.sublayouts)
    }
  }

  /// A node keeping the layout `super` gave, as a cache would (the forty-first trial's photo row).
  final class CachingNode: ASDisplayNode {
    var calls = 0
    override func calculateLayoutThatFits(
      _ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutElementSize,
      relativeToParentSize parentSize: CGSize
    ) -> ASLayout {
      calls += 1
      return super.calculateLayoutThatFits(
        constrainedSize, restrictedTo: size, relativeToParentSize: parentSize)
    }
  }

  /// A row of a fixed height from the one-argument override, as a slider node sizes itself.
  final class SliderRow: ASCellNode {
    override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
      ASLayout(layoutElement: self, size: CGSize(width: constrainedSize.max.width, height: 30))
    }
  }

  /// `children` stacked vertically in a 300 x 500 parent, laid out; the children's frames.
  private func stacked(_ children: [ASDisplayNode]) -> [CGRect] {
    let parent = ASDisplayNode()
    parent.automaticallyManagesSubnodes = true
    parent.layoutSpecBlock = { _, _ in
      ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: children)
    }
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
    parent.layoutIfNeeded()
    return children.map(\.frame)
  }

  @Test func aThreeArgumentOverrideSizesTheNodeInItsParentsSpec() {
    let fixed = FixedNode()
    let box = ASDisplayNode()
    box.style.preferredSize = CGSize(width: 50, height: 40)
    // Without the override's layout the node would measure as a leaf offered no height: 0 high.
    #expect(
      stacked([fixed, box]) == [
        CGRect(x: 0, y: 0, width: 120, height: 30), CGRect(x: 0, y: 30, width: 50, height: 40),
      ])
    #expect(fixed.calls >= 1)
  }

  @Test func anOverrideChangingWhatSuperMeasuredIsTheNodesSizeAtOnce() {
    let taller = TallerNode()
    taller.style.preferredSize = CGSize(width: 80, height: 20)
    let after = ASDisplayNode()
    after.style.preferredSize = CGSize(width: 10, height: 10)
    // The first measure already takes the override's 30 (super's 20 plus 10).
    #expect(
      stacked([taller, after]) == [
        CGRect(x: 0, y: 0, width: 80, height: 30), CGRect(x: 0, y: 30, width: 10, height: 10),
      ])
    #expect(taller.calculatedSize == CGSize(width: 80, height: 30))
  }

  @Test func anOverrideReturningWhatSuperGaveLaysOutAsWithoutOne() {
    let caching = CachingNode()
    caching.style.preferredSize = CGSize(width: 70, height: 25)
    let plain = ASDisplayNode()
    plain.style.preferredSize = CGSize(width: 70, height: 25)
    #expect(stacked([caching]) == stacked([plain]))
    #expect(stacked([caching]) == [CGRect(x: 0, y: 0, width: 70, height: 25)])
    #expect(caching.calls >= 1)
  }

  @Test func aOneArgumentOverrideGivesATableRowItsHeight() {
    final class Rows: NSObject, ASTableDataSource {
      func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        { SliderRow() }
      }
    }
    let rows = Rows()
    let phone = TexturePhone()
    let table = ASTableNode()
    table.dataSource = rows
    phone.host(table)
    let frames = (0..<3).map { table.view.rectForRow(at: IndexPath(row: $0, section: 0)) }
    // The row's 30 and the separator's pixel (half a point at scale 2), as ASTableView adds it.
    #expect(frames.map(\.height) == [30.5, 30.5, 30.5])
    #expect(frames.map(\.minY) == [0, 30.5, 61])
    #expect(table.nodeForRow(at: IndexPath(row: 1, section: 0))?.frame.size == CGSize(width: 375, height: 30))
    withExtendedLifetime(rows) {}
  }

  @Test func aProgramCallingTheThreeArgumentMethodGetsTheResolvedRange() {
    let node = ASDisplayNode()
    var size = ASLayoutElementSize()
    size.width = ASDimension(unit: .fraction, value: 0.5)
    let layout = node.calculateLayoutThatFits(
      ASSizeRange(min: .zero, max: CGSize(width: 300, height: 300)), restrictedTo: size,
      relativeToParentSize: CGSize(width: 200, height: 300))
    // Half of the parent's 200 wide; a plain node takes the rest of the range it is offered.
    #expect(layout.size == CGSize(width: 100, height: 300))
  }
}
