import InertiaTexture
import Testing

// The fifty-fifth trial's details screen driven (see FiftyFifthTrialTextureTests).

extension FiftyFifthTrialTextureTests {
  /// The details of the first movie, pushed by a tap and given the movie, four trailers and three
  /// reviews as the program's three requests answer.
  func openDetails() throws -> (ManualClock, UIWindow, GestureSynthesizer, MovieDetailViewController) {
    let (clock, window, gestures, movies) = try openMovies()
    gestures.tap(at: center(of: IndexPath(row: 0, section: 0), in: movies.node.view))
    clock.advance(by: 1)
    let details = try #require(movies.navigationController?.topViewController as? MovieDetailViewController)
    details.onFetchMovieDetailSuccess()
    details.onFetchVideoTrailerSuccess(["k0", "k1", "k2", "k3"])
    details.onFetchUserReviewSuccess(["Author 0", "Author 1", "Author 2"])
    clock.advance(by: 0.5)
    window.layoutIfNeeded()
    return (clock, window, gestures, details)
  }

  @Test func theDetailsAreAGroupedTableOfTheMovieTrailersAndReviews() throws {
    let (_, _, _, details) = try openDetails()
    let table = details.node.view
    #expect(details.title == "Details")
    #expect(table.style == .grouped)
    let movie = try #require(
      details.node.nodeForRow(at: IndexPath(row: 0, section: 0)) as? MovieDetailCellNode)
    // The backdrop takes the row's whole width (the range's max), 300 tall; the texts start 8
    // below it and 16 in.
    #expect(movie.imageNode.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
    #expect(movie.titleNode.frame.origin == CGPoint(x: 16, y: 316))
    let overview = movie.overviewNode.frame
    #expect(movie.frame.size == CGSize(width: 375, height: overview.maxY + 16))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == movie.frame.height + 0.5)
    // The two titled headers are 16 tall; the trailers' row is the collection's 190 and the pixel.
    #expect(table.rectForHeader(inSection: 1).height == 16)
    #expect(table.rectForHeader(inSection: 2).height == 16)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 190.5)
    #expect(table.numberOfRows(inSection: 2) == 3)
    let review = try #require(
      details.node.nodeForRow(at: IndexPath(row: 0, section: 2)) as? MovieDetailReviewCellNode)
    #expect(review.authorNode.frame.origin == CGPoint(x: 16, y: 8))
    #expect(review.contentNode.frame.minY == review.authorNode.frame.maxY + 8)
  }

  @Test func theTrailersRowBelowTheScreenHasItsItemsBeforeItShows() throws {
    let (_, _, _, details) = try openDetails()
    let table = details.node.view
    let row = table.rectForRow(at: IndexPath(row: 0, section: 1))
    // The row is below the screen's end (116 of inset, 667 tall) but in the preload range: its
    // collection node, entering it with a size, lays out and makes its four trailers, as
    // Texture's collection node does in didEnterPreloadState.
    #expect(row.minY > 667 - 116)
    let trailers = try #require(
      details.node.nodeForRow(at: IndexPath(row: 0, section: 1)) as? MovideDetailVideoCollectionNode)
    #expect(!trailers.isNodeLoaded)
    #expect(trailers.nodeBlocksAsked == 4)
    let view = trailers.collectionNode.view
    #expect(view.frame == CGRect(x: 0, y: 0, width: 375, height: 190))
    #expect(view.contentSize == CGSize(width: 4 * 260 + 3 * 8, height: 190))
    #expect(view.contentOffset.x == -16)
    for item in 0..<4 {
      let frame = view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
      #expect(frame == CGRect(x: 268 * CGFloat(item), y: 0, width: 260, height: 190))
    }
  }

  @Test func aSidewaysFlingRestsAtTheLastTrailerAndTheTableStays() throws {
    let (clock, _, gestures, details) = try openDetails()
    let table = details.node.view
    gestures.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5)
    clock.advance(by: 3)
    let offset = table.contentOffset.y
    #expect(offset > 200)
    let trailers = try #require(
      details.node.nodeForRow(at: IndexPath(row: 0, section: 1)) as? MovideDetailVideoCollectionNode)
    #expect(trailers.nodeBlocksAsked == 4)
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "Video Trailer")
    #expect(table.headerView(forSection: 2)?.textLabel?.text == "Users Review")
    let row = table.rectForRow(at: IndexPath(row: 0, section: 1))
    gestures.fling(
      from: table.convert(CGPoint(x: 300, y: row.midY), to: nil), velocity: CGPoint(x: -4000, y: 0),
      distance: 150)
    clock.advance(by: 5)
    // The end: 1,064 of content and 16 of inset less the 375 shown.
    #expect(trailers.collectionNode.view.contentOffset == CGPoint(x: 705, y: 0))
    #expect(table.contentOffset.y == offset)
  }

  /// A screen whose second row, below the screen, holds a table node of three rows.
  final class Shelves: ASDKViewController<ASTableNode>, ASTableDataSource {
    final class Spacer: ASCellNode {
      override init() {
        super.init()
        style.height = ASDimension(unit: .points, value: 700)
      }
    }

    final class Inner: ASCellNode, ASTableDataSource {
      let table = ASTableNode()
      var nodeBlocksAsked = 0

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

      func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        nodeBlocksAsked += 1
        return {
          let node = ASCellNode()
          node.style.height = ASDimension(unit: .points, value: 44)
          return node
        }
      }
    }

    override init() {
      super.init(node: ASTableNode())
      node.dataSource = self
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      indexPath.row == 0 ? Spacer() : Inner()
    }
  }

  @Test func aTableNodeInARowBelowTheScreenMakesItsRowsWhenItEntersThePreloadRange() throws {
    let screen = Shelves()
    let (clock, _, gestures) = textureTrialHost(screen)
    let outer = screen.node.view
    // The second row starts at 700.5, below the 647 points shown under the status bar.
    #expect(outer.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 700.5)
    let inner = try #require(screen.node.nodeForRow(at: IndexPath(row: 1, section: 0)) as? Shelves.Inner)
    #expect(inner.interfaceState.contains(.preload))
    #expect(!inner.interfaceState.contains(.visible))
    // Texture's table node lays its view out on entering the range: three rows of 44 points and
    // the separator's pixel of the screen they are measured on (ASScreenScale), though the table
    // is in no window yet (1/3 of a point was added then, a window's default).
    #expect(inner.nodeBlocksAsked == 3)
    #expect(inner.table.view.numberOfRows(inSection: 0) == 3)
    #expect(inner.table.view.contentSize == CGSize(width: 375, height: 3 * 44.5))
    // Scrolled on, nothing is made again, and each row's node fills its cell's content view
    // above the separator's half point (the cell laid out in no window had left a whole point).
    gestures.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5)
    clock.advance(by: 3)
    #expect(inner.interfaceState.contains(.visible))
    #expect(inner.nodeBlocksAsked == 3)
    #expect(inner.table.view.contentSize == CGSize(width: 375, height: 133.5))
    #expect(
      inner.table.nodeForRow(at: IndexPath(row: 2, section: 0))?.frame.size == CGSize(width: 375, height: 44))
  }
}
