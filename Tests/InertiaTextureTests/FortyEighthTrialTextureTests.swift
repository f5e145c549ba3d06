import InertiaTexture
import Testing

/// The forty-eighth Texture trial: a health app's "see all" button laid out right to left (its
/// title before its image), a repository search screen's header given by the table node's
/// delegate (a search bar node's view), and a nested collection's `cellLayoutMode`.
@MainActor
@Suite struct FortyEighthTrialTextureTests {
  /// A 40 x 10 and a 16 x 10 node side by side, 8 apart, in a 100 x 10 parent.
  private func row(rightToLeft: Bool) -> (ASDisplayNode, ASDisplayNode, ASDisplayNode) {
    let title = ASDisplayNode()
    title.style.preferredSize = CGSize(width: 40, height: 10)
    let image = ASDisplayNode()
    image.style.preferredSize = CGSize(width: 16, height: 10)
    let parent = ASDisplayNode()
    parent.automaticallyManagesSubnodes = true
    parent.layoutSpecBlock = { _, _ in
      ASStackLayoutSpec(
        direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
        children: [image, title])
    }
    if rightToLeft { parent.semanticContentAttribute = .forceRightToLeft }
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
    parent.layoutIfNeeded()
    return (parent, image, title)
  }

  @Test func aRightToLeftNodeMirrorsTheNodesItPlaces() {
    let (_, image, title) = row(rightToLeft: false)
    #expect(image.frame == CGRect(x: 0, y: 0, width: 16, height: 10))
    #expect(title.frame == CGRect(x: 24, y: 0, width: 40, height: 10))
    // Texture moves each flattened sublayout to width - its width - x.
    let (parent, flippedImage, flippedTitle) = row(rightToLeft: true)
    #expect(parent.semanticContentAttribute == .forceRightToLeft)
    #expect(flippedImage.frame == CGRect(x: 84, y: 0, width: 16, height: 10))
    #expect(flippedTitle.frame == CGRect(x: 36, y: 0, width: 40, height: 10))
    #expect(parent.view.semanticContentAttribute == .forceRightToLeft)
  }

  @Test func aRightToLeftButtonPutsItsTitleBeforeItsImage() {
    let button = ASButtonNode()
    button.setTitle("See all", with: UIFont.systemFont(ofSize: 13), with: .black, for: .normal)
    button.setImage(UIImage(size: CGSize(width: 16, height: 16), scale: 1, drawing: []), for: .normal)
    button.semanticContentAttribute = .forceRightToLeft
    let size = button.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 300, height: 100))).size
    button.frame = CGRect(origin: .zero, size: size)
    button.layoutIfNeeded()
    let title = button.titleNode.frame
    #expect(title.minX == 0)
    #expect(button.imageNode.frame.minX == title.width + 8)
    #expect(size.width == title.width + 8 + 16)
  }

  /// A table node's delegate giving a 50-point header view, as the repository search screen's
  /// presentation node gives its search bar node's view.
  final class HeaderDelegate: ASTableDelegate, ASTableDataSource {
    let header = UIView()
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { header }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }
  }

  @Test func aTableNodesDelegateGivesTheSectionHeaderView() {
    let table = ASTableNode(style: .plain)
    let delegate = HeaderDelegate()
    table.dataSource = delegate
    table.delegate = delegate
    let controller = ASDKViewController(node: table)
    let (_, window, _) = textureTrialHost(controller)
    window.layoutIfNeeded()
    #expect(table.view.contentSize.height == 50)
    #expect(delegate.header.superview != nil)
    #expect(delegate.header.frame.size == CGSize(width: 375, height: 50))
  }

  @Test func aCollectionNodeKeepsItsCellLayoutMode() {
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    #expect(collection.cellLayoutMode == .none)
    collection.cellLayoutMode = [.alwaysReloadData, .alwaysSync]
    #expect(collection.cellLayoutMode.contains(.alwaysReloadData))
    #expect(collection.view.cellLayoutMode == [.alwaysSync, .alwaysReloadData])
    #expect(ASCellLayoutMode.alwaysReloadData.rawValue == 1 << 5)
  }
}
