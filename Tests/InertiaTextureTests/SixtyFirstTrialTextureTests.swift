import Foundation
import InertiaTexture
import Testing

/// The sixty-first trial's screen in its own idioms: an `ASViewController<ASCollectionNode>` over
/// a flow layout (5 points between lines and items) of 50 x 50 `ASTextCellNode`s, whose data
/// source lists a section header for section 0 and whose delegate sizes it exactly 10 wide and
/// `headerHeight` tall. Two seconds after it appears it makes the header 100 tall and inserts an
/// item; two seconds later it makes it 0 tall and inserts another. As Texture's flow layout
/// inspector counts a header 0 tall along the scrolling axis as none, the header has no node at
/// first; the first insertion makes one 375 x 100 (the width is the collection's), and the second
/// keeps it, since Texture's data controller repopulates a section's supplementary nodes only up
/// to the new count (the program reproduces Texture issue 602: the header cannot be hidden).
@MainActor
@Suite(.serialized) struct SixtyFirstTrialTextureTests {
  final class HeadersViewController: ASViewController<ASCollectionNode>, ASCollectionDelegate,
    ASCollectionDataSource, ASCollectionDelegateFlowLayout
  {
    private(set) var headerHeight: CGFloat = 0
    private(set) var itemCount = 5
    private(set) var headers: [ASTextCellNode] = []

    init() {
      let layout = UICollectionViewFlowLayout()
      layout.minimumLineSpacing = 5
      layout.minimumInteritemSpacing = 5
      super.init(node: ASCollectionNode(collectionViewLayout: layout))
      node.dataSource = self
      node.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
        self.headerHeight = 100
        self.addItem()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
          self.headerHeight = 0
          self.addItem()
        }
      }
    }

    private func addItem() {
      let indexPath = IndexPath(item: itemCount, section: 0)
      itemCount += 1
      node.insertItems(at: [indexPath])
    }

    func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int)
      -> ASSizeRange
    {
      ASSizeRangeMake(CGSize(width: 10, height: headerHeight))
    }

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 1 }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      itemCount
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode
    {
      let node = ASTextCellNode()
      node.text = String(indexPath.item)
      node.backgroundColor = .lightGray
      node.style.preferredSize = CGSize(width: 50, height: 50)
      return node
    }

    func collectionNode(_ collectionNode: ASCollectionNode, supplementaryElementKindsInSection section: Int)
      -> [String]
    {
      [UICollectionView.elementKindSectionHeader]
    }

    func collectionNode(
      _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> ASCellNode {
      let node = ASTextCellNode()
      node.text = "Header"
      node.backgroundColor = .red
      headers.append(node)
      return node
    }
  }

  /// The frames of the items in index order.
  static func itemFrames(_ screen: HeadersViewController) -> [CGRect] {
    (0..<screen.itemCount).compactMap {
      screen.node.view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
  }

  /// The header's frame, nil when the layout has none.
  static func headerFrame(_ screen: HeadersViewController) -> CGRect? {
    screen.node.view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)
    )?.frame
  }

  @Test func theHeaderAppearsWithTheFirstInsertionAndStaysAfterTheSecond() throws {
    let screen = HeadersViewController()
    let (clock, _, _) = textureTrialHost(screen)
    let collection = screen.node.view
    // No header (no node made), five items on one line, spread from edge to edge.
    #expect(screen.headers.isEmpty && Self.headerFrame(screen) == nil)
    #expect(Self.itemFrames(screen).map(\.minX) == [0, 81.25, 162.5, 243.75, 325])
    #expect(collection.contentSize == CGSize(width: 375, height: 50))
    // Too short to scroll, the collection is not inset under the status bar (its vertical axis is
    // not scrollable, so the automatic adjustment leaves it).
    #expect(collection.contentOffset.y == 0)
    clock.advance(by: 2.1)
    let header = try #require(screen.headers.first)
    #expect(screen.headers.count == 1)
    #expect(Self.headerFrame(screen) == CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(header.frame.size == CGSize(width: 375, height: 100))
    #expect(Self.itemFrames(screen).map(\.minY) == [100, 100, 100, 100, 100, 100])
    #expect(collection.contentSize == CGSize(width: 375, height: 150))
    // The header's node is no row of the list: its view is in the window, so it has every state.
    #expect(header.interfaceState == .inHierarchy)
    clock.advance(by: 2)
    #expect(screen.itemCount == 7 && screen.headers.count == 1)
    #expect(Self.headerFrame(screen) == CGRect(x: 0, y: 0, width: 375, height: 100))
    // Seven items take two lines: six, then the last at the start of the second.
    #expect(Self.itemFrames(screen).map(\.minY) == [100, 100, 100, 100, 100, 100, 155])
    #expect(collection.contentSize == CGSize(width: 375, height: 205))
  }

  @Test func aDragOrAFlingLeavesTheShortCollectionAtRest() {
    let screen = HeadersViewController()
    let (clock, _, gestures) = textureTrialHost(screen)
    let collection = screen.node.view
    gestures.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200), duration: 0.3)
    clock.advance(by: 1)
    #expect(collection.contentOffset.y == 0)
    gestures.fling(from: CGPoint(x: 200, y: 500), velocity: CGPoint(x: 0, y: -2000), distance: 150)
    clock.advance(by: 2)
    // The first insertion (two seconds after the screen appeared) made the header; still short.
    #expect(collection.contentOffset.y == 0)
    #expect(screen.headers.count == 1 && collection.contentSize.height == 150)
  }
}
