import Foundation
import InertiaTexture
import Testing

/// Leaving the preload range through a real scroll of the sixtieth trial's feed, as Texture does
/// it: the story strip's row leaves the range, its collection node clears its range controller's
/// preloaded data (ASCollectionNode's `didExitPreloadState`) and the state the row's range
/// controller gives reaches the items in the collection's cells (Texture's walk of the layer
/// tree); a post's network image drops its image when its row leaves the range and loads it
/// again when the row comes back.
@MainActor
@Suite(.serialized) struct SixtiethTrialTexturePreloadTests {
  typealias Feed = SixtiethTrialTextureTests

  /// A photo on disk: a 20 x 30 pixel PNG.
  static func photo() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sixtieth-trial-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("photo.png")
    let image = UIImage(size: CGSize(width: 20, height: 30), scale: 1, drawing: [])
    try #require(image.pngData()).write(to: file)
    return file
  }

  /// The strip's items in index-path order.
  static func stories(_ strip: ASCollectionNode) -> [Feed.StoryNode] {
    [(0, 0), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2), (2, 3), (2, 4)].compactMap {
      strip.nodeForItem(at: IndexPath(item: $0.1, section: $0.0)) as? Feed.StoryNode
    }
  }

  @Test func theStripLeavingThePreloadRangeTakesThePreloadStateFromItsItems() throws {
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    let (home, clock, _, gestures) = Feed.launch()
    let table = home.homeNode.tableNode
    let row = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? Feed.StoryCellNode)
    let stories = Self.stories(row.collectionNode)
    #expect(stories.count == 9)
    // Before any drag the strip's own ranges are the minimum ones: five items on screen, the
    // sixth in the display range, the next two in the preload range, the last in none.
    #expect(stories.map(\.interfaceState.rawValue) == [15, 15, 15, 15, 15, 7, 3, 3, 0])
    gestures.fling(from: CGPoint(x: 200, y: 550), velocity: CGPoint(x: 0, y: -2000), distance: 150)
    clock.advance(by: 5)
    #expect(table.view.contentOffset.y == 1_070)
    // The row ends 949.5 points above the screen's top, inside the 1.5 screens (1,000.5 points)
    // the preload range keeps behind a list scrolling down; it left the display range, and the
    // items in the strip's cells with it (those outside keep the states the strip gave them).
    #expect(row.interfaceState == [.measureLayout, .preload])
    #expect(stories.map(\.preloadExits) == [0, 0, 0, 0, 0, 0, 0, 0, 0])
    #expect(stories.map(\.interfaceState.rawValue) == [3, 3, 3, 3, 3, 7, 3, 3, 0])
    gestures.fling(from: CGPoint(x: 200, y: 550), velocity: CGPoint(x: 0, y: -2000), distance: 150)
    clock.advance(by: 5)
    #expect(table.view.contentOffset.y == 2_204)
    #expect(row.interfaceState == .measureLayout && row.collectionNode.interfaceState == .measureLayout)
    // Every item that was preloaded heard it leave once: those in cells by the row's state, the
    // others by the collection clearing its preloaded data (the sixth keeps its display state,
    // as Texture's clearPreloadedData takes only the preload state).
    #expect(stories.map(\.preloadExits) == [1, 1, 1, 1, 1, 1, 1, 1, 0])
    #expect(stories.map(\.interfaceState.rawValue) == [1, 1, 1, 1, 1, 5, 1, 1, 0])
    #expect(stories[0].imageNode.interfaceState == .measureLayout)
  }

  @Test func aPostsPhotoIsDroppedWhenItsRowLeavesThePreloadRangeAndLoadsAgainOnItsReturn() throws {
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    let url = try Self.photo()
    let (home, clock, _, gestures) = Feed.launch(photo: url)
    let table = home.homeNode.tableNode
    let post = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 1)) as? Feed.FeedCell)
    let photo = post.imageNode.imageNode
    #expect(photo.image?.size == CGSize(width: 20, height: 30))
    for _ in 0..<2 {
      gestures.fling(from: CGPoint(x: 200, y: 550), velocity: CGPoint(x: 0, y: -2000), distance: 150)
      clock.advance(by: 5)
    }
    // The post (120.5 to 745) is more than 1.5 screens behind the top: no image, its URL kept.
    #expect(table.view.contentOffset.y == 2_204)
    #expect(!post.interfaceState.contains(.preload))
    #expect(photo.image == nil && photo.url == url)
    for _ in 0..<4 {
      gestures.fling(from: CGPoint(x: 200, y: 150), velocity: CGPoint(x: 0, y: 3000), distance: 150)
      clock.advance(by: 5)
    }
    #expect(table.view.contentOffset.y == -64)
    #expect(post.interfaceState.contains(.visible))
    #expect(photo.image?.size == CGSize(width: 20, height: 30))
  }

  /// A list whose first row holds a table node of three 44-point rows over ten rows of 300.
  final class Shelf: ASDKViewController<ASTableNode>, ASTableDataSource {
    final class Row: ASCellNode {
      var preloadExits = 0
      override init() {
        super.init()
        style.height = ASDimension(unit: .points, value: 44)
      }
      override func didExitPreloadState() {
        super.didExitPreloadState()
        preloadExits += 1
      }
    }

    final class Inner: ASCellNode, ASTableDataSource {
      let table = ASTableNode()
      let rows = [Row(), Row(), Row()]
      override init() {
        super.init()
        automaticallyManagesSubnodes = true
        table.style.height = ASDimension(unit: .points, value: 200)
        table.dataSource = self
      }
      override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: table)
      }
      func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        rows[indexPath.row]
      }
    }

    let inner = Inner()

    override init() {
      super.init(node: ASTableNode())
      node.dataSource = self
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 11 }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      guard indexPath.row > 0 else { return inner }
      let node = ASCellNode()
      node.style.height = ASDimension(unit: .points, value: 300)
      return node
    }
  }

  @Test func aTableNodeInARowLeavingThePreloadRangeTakesThePreloadStateFromItsRows() {
    let screen = Shelf()
    let (clock, _, gestures) = textureTrialHost(screen)
    let rows = screen.inner.rows
    #expect(rows.map(\.interfaceState.rawValue) == [15, 15, 15])
    for _ in 0..<2 {
      gestures.fling(from: CGPoint(x: 200, y: 550), velocity: CGPoint(x: 0, y: -2000), distance: 150)
      clock.advance(by: 5)
    }
    #expect(screen.node.view.contentOffset.y > 1_201)
    #expect(screen.inner.interfaceState == .measureLayout)
    #expect(rows.map(\.interfaceState.rawValue) == [1, 1, 1])
    #expect(rows.map(\.preloadExits) == [1, 1, 1])
  }
}
