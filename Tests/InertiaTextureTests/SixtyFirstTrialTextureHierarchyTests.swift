import Foundation
import InertiaTexture
import Testing

/// Interface states of nodes no range controller manages, as Texture gives them: a collection's
/// section headers (ASCollectionView does not mark supplementary nodes range-managed) and nodes
/// outside any list take every state (ASInterfaceStateInHierarchy) when their view enters a
/// window and lose them when it leaves, without hearing `didExitPreloadState`; the items of the
/// same collection keep the states their range controller gives them.
@MainActor
@Suite(.serialized) struct SixtyFirstTrialTextureHierarchyTests {
  /// A node counting its interface-state calls.
  final class CountingCellNode: ASCellNode {
    var visibleEntries = 0
    var visibleExits = 0
    var preloadEntries = 0
    var preloadExits = 0

    init(height: CGFloat) {
      super.init()
      style.height = ASDimension(unit: .points, value: height)
    }

    override func didEnterVisibleState() {
      super.didEnterVisibleState()
      visibleEntries += 1
    }
    override func didExitVisibleState() {
      super.didExitVisibleState()
      visibleExits += 1
    }
    override func didEnterPreloadState() {
      super.didEnterPreloadState()
      preloadEntries += 1
    }
    override func didExitPreloadState() {
      super.didExitPreloadState()
      preloadExits += 1
    }
  }

  /// Twelve sections of six 100-point items, each under a 40-point header.
  final class SectionsViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource,
    ASCollectionDelegateFlowLayout
  {
    var headers: [Int: CountingCellNode] = [:]
    var items: [IndexPath: CountingCellNode] = [:]

    override init() {
      let layout = UICollectionViewFlowLayout()
      layout.minimumLineSpacing = 0
      super.init(node: ASCollectionNode(collectionViewLayout: layout))
      node.registerSupplementaryNode(ofKind: UICollectionView.elementKindSectionHeader)
      node.dataSource = self
      node.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 12 }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode
    {
      let node = CountingCellNode(height: 100)
      items[indexPath] = node
      return node
    }

    func collectionNode(
      _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> ASCellNode {
      let node = CountingCellNode(height: 40)
      headers[indexPath.section] = node
      return node
    }

    func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int)
      -> ASSizeRange
    {
      ASSizeRangeUnconstrained
    }

    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      ASSizeRangeMake(
        CGSize(width: collectionNode.bounds.width, height: 0),
        CGSize(width: collectionNode.bounds.width, height: .infinity))
    }
  }

  @Test func aSectionHeaderOnScreenTakesEveryStateAndLosesThemWhenItsViewLeavesTheWindow() throws {
    let screen = SectionsViewController()
    let (clock, _, gestures) = textureTrialHost(screen)
    let collection: ASCollectionNode = screen.node
    #expect(collection.view.contentSize == CGSize(width: 375, height: 7_680))
    let header = try #require(screen.headers[0])
    // The first header is in a reusable view in the window: visible, displayed, preloaded.
    #expect(header.interfaceState == .inHierarchy)
    #expect(header.visibleEntries == 1 && header.preloadEntries == 1)
    #expect(screen.headers[1]?.interfaceState == .inHierarchy)
    // Items keep their range controller's states: the sixth item (540 to 640) is on screen, the
    // second section's first (680 to 780) only in the display range (a quarter screen below).
    #expect(screen.items[IndexPath(item: 5, section: 0)]?.interfaceState == .inHierarchy)
    #expect(
      screen.items[IndexPath(item: 0, section: 1)]?.interfaceState == [.measureLayout, .preload, .display])
    gestures.fling(from: CGPoint(x: 200, y: 550), velocity: CGPoint(x: 0, y: -2000), distance: 150)
    clock.advance(by: 5)
    let offset = collection.view.contentOffset.y
    #expect(offset > 700)
    // The header's view was taken out of the collection for reuse: it lost every state, hearing
    // the visible exit but not the preload exit (Texture keeps such a node's data).
    #expect(header.interfaceState == [])
    #expect(header.visibleExits == 1 && header.preloadExits == 0)
    // A header the fling brought on screen has every state.
    let shown = try #require(screen.headers[Int(offset / 640) + 1])
    #expect(shown.interfaceState == .inHierarchy)
  }

  /// A plain node with a child, the root node of a controller.
  final class CardViewController: ASDKViewController<ASDisplayNode> {
    let badge = CountingCellNode(height: 20)

    override init() {
      super.init(node: ASDisplayNode())
      node.automaticallyManagesSubnodes = true
      node.layoutSpecBlock = { [badge] _, _ in ASWrapperLayoutSpec(layoutElement: badge) }
    }

    required init?(coder: NSCoder) { fatalError("no archives") }
  }

  @Test func aNodeOutsideAnyListIsVisibleWhileItsViewIsInAWindow() {
    let screen = CardViewController()
    #expect(screen.badge.interfaceState == [])
    _ = textureTrialHost(screen)
    #expect(screen.node.interfaceState == .inHierarchy && screen.node.isInHierarchy)
    #expect(screen.badge.interfaceState == .inHierarchy)
    #expect(screen.badge.visibleEntries == 1 && screen.badge.preloadEntries == 1)
    screen.view.removeFromSuperview()
    #expect(screen.node.interfaceState == [] && !screen.node.isInHierarchy)
    #expect(screen.badge.interfaceState == [])
    #expect(screen.badge.visibleExits == 1 && screen.badge.preloadExits == 0)
  }
}
