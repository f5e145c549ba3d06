import InertiaTexture
import Testing

/// Texture code as users write it (a node subclass with text and image subnodes, an inset around
/// a centred row), compiled with only its import changed and laid out.
@MainActor
@Suite struct TextureNodePortTests {
  final class PhotoCellNode: ASDisplayNode {
    let titleNode = ASTextNode()
    let photoNode = ASImageNode()

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      titleNode.attributedText = NSAttributedString(
        string: "Title", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
      photoNode.imageSize = CGSize(width: 120, height: 90)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      photoNode.style.preferredSize = CGSize(width: 60, height: 60)
      titleNode.style.flexShrink = 1
      let row = ASStackLayoutSpec(
        direction: .horizontal, spacing: 12, justifyContent: .start, alignItems: .center,
        children: [photoNode, titleNode])
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: row)
    }
  }

  @Test func aCellNodeLaysOutItsManagedSubnodes() {
    let cell = PhotoCellNode()
    let layout = cell.layoutThatFits(
      ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: 500)))
    // 60 + 8 + 8 tall; the row is as wide as its children: 60 + 12 + 55 ("Title" at 20 pt).
    #expect(layout.size == CGSize(width: 375, height: 76))
    cell.frame = CGRect(origin: .zero, size: layout.size)
    cell.layoutIfNeeded()
    #expect(cell.subnodes.count == 2)
    #expect(cell.photoNode.frame == CGRect(x: 16, y: 8, width: 60, height: 60))
    // Centred across the row: (60 - 24) / 2 = 18 below the row's top.
    #expect(cell.titleNode.frame == CGRect(x: 88, y: 26, width: 55, height: 24))
  }

  @Test func aStacksHorizontalAlignmentSetsJustifyContentOrAlignItems() {
    let stack = ASStackLayoutSpec.horizontal()
    stack.horizontalAlignment = .right
    stack.verticalAlignment = .center
    #expect(stack.justifyContent == .end && stack.alignItems == .center)
    stack.direction = .vertical
    // In a column, horizontal alignment is across and vertical alignment along.
    #expect(stack.alignItems == .end && stack.justifyContent == .center)
  }

  @Test func aSubclassWithoutASpecMeasuresAsALeaf() {
    let node = ASDisplayNode(id: "leaf")
    node.style.preferredSize = CGSize(width: 30, height: 40)
    let layout = node.layoutThatFits(ASSizeRangeUnconstrained)
    #expect(layout.size == CGSize(width: 30, height: 40))
    #expect(layout.sublayouts.isEmpty)
  }

  /// The first 24 bytes of a PNG of `width` x `height` pixels (all Inertia reads of it).
  private func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
      bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    bytes += [8, 6, 0, 0, 0]
    return Data(bytes)
  }

  @Test func anImageNodesImageGivesItsNaturalSizeAndIsShownByItsView() throws {
    let node = ASImageNode()
    node.image = try #require(UIImage(data: pngHeader(width: 120, height: 90)))
    #expect(node.imageSize == CGSize(width: 120, height: 90))
    let layout = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 375, height: 500)))
    #expect(layout.size == CGSize(width: 120, height: 90))
    let view = try #require(node.view as? UIImageView)
    #expect(view.image === node.image)
    node.image = nil
    #expect(node.imageSize == .zero && view.image == nil)
  }
}
