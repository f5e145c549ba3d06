import InertiaTexture
import Testing

/// The fifty-fifth Texture trial, written as its program writes Texture: sseno's VIPER-Movies
/// (2022), three `ASDKViewController<ASTableNode>` screens in a navigation controller with large
/// titles. Genres are `ASTextCellNode` rows of 16-point text; a tap pushes the genre's movies, rows
/// of a 120 x 180 network poster beside a bold title and an overview of at most six lines, with a
/// refresh control and a next page asked for when a drag ends past the end; a tap pushes the
/// movie's details, a grouped table of a 300-point backdrop over four texts, a row holding a
/// horizontal `ASCollectionNode` of 260 x 190 trailers (inset 16 a side), and the reviews, the
/// last two sections under 16-point titled headers. The program's presenters and routers (VIPER)
/// are folded into the screens; its network data is given by the tests.
@MainActor
@Suite struct FiftyFifthTrialTextureTests {
  struct Movie {
    let title: String
    let overview: String
  }

  static let longOverview = String(
    repeating: "Doctor Strange traverses the mind-bending realities of the Multiverse. ", count: 5)

  /// A movie's row: the poster beside a stack of the title and the overview.
  final class MovieCellNode: ASCellNode {
    let imageNode = ASNetworkImageNode()
    let titleNode = ASTextNode()
    let overviewNode = ASTextNode()

    init(imageUrl: String, title: String?, overview: String?) {
      imageNode.url = URL(string: imageUrl)
      titleNode.attributedText = NSAttributedString(
        string: title ?? "", attributes: [.font: UIFont.systemFont(ofSize: 14, weight: .bold)])
      overviewNode.maximumNumberOfLines = 6
      overviewNode.attributedText = NSAttributedString(
        string: overview ?? "", attributes: [.font: UIFont.systemFont(ofSize: 12, weight: .regular)])
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      imageNode.style.preferredSize = .init(width: 120, height: 180)
      let titleVStack = ASStackLayoutSpec(
        direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
        children: [titleNode, overviewNode])
      titleVStack.style.flexShrink = 1
      let hStack = ASStackLayoutSpec(
        direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
        children: [imageNode, titleVStack])
      return ASInsetLayoutSpec(insets: .init(top: 16, left: 16, bottom: 16, right: 16), child: hStack)
    }

    override func didLoad() {
      super.didLoad()
      imageNode.layer.cornerRadius = 8
    }
  }

  /// The genres, pushing a genre's movies when tapped.
  final class GenreListViewController: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    var genres: [String] = []

    override init() {
      super.init(node: ASTableNode())
      title = "Genres"
      node.backgroundColor = .white
      node.dataSource = self
      node.delegate = self
      node.allowsMultipleSelection = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationController?.navigationBar.prefersLargeTitles = true
      navigationController?.navigationBar.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 30)]
    }

    func onFetchGenresSuccess(_ genres: [String]) {
      self.genres = genres
      node.reloadData()
    }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { genres.count }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let name = genres[indexPath.row]
      return {
        let cellNode = ASTextCellNode()
        cellNode.textAttributes = [.font: UIFont.systemFont(ofSize: 16)]
        cellNode.text = name
        return cellNode
      }
    }

    func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {
      let movies = MovieListViewController(genre: genres[indexPath.row])
      navigationController?.pushViewController(movies, animated: true)
      node.deselectRow(at: indexPath, animated: true)
    }
  }

  /// A genre's movies: pages asked for (the first when the view loads, again on a refresh, the
  /// next when a drag ends past the end) are logged for the tests to answer.
  final class MovieListViewController: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    let genre: String
    let refreshControl = UIRefreshControl()
    var movies: [Movie] = []
    var page = 1
    var requestedPages: [Int] = []

    init(genre: String) {
      self.genre = genre
      super.init(node: ASTableNode())
      node.backgroundColor = .white
      node.dataSource = self
      node.delegate = self
      node.allowsMultipleSelection = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      refreshControl.addTarget(
        self, action: Selector("handleRefresh:", target: self, Self.handleRefresh(_:)), for: .valueChanged)
      node.view.refreshControl = refreshControl
      requestedPages.append(1)
      title = genre
    }

    func handleRefresh(_ refreshControl: UIRefreshControl) { requestedPages.append(1) }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      if (node.contentOffset.y + node.frame.size.height) >= node.view.contentSize.height {
        page += 1
        requestedPages.append(page)
      }
    }

    func onFetchMoviesSuccess(_ movies: [Movie]) {
      self.movies = movies
      refreshControl.endRefreshing()
      node.reloadData()
    }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { movies.count }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let movie = movies[indexPath.row]
      return {
        MovieCellNode(
          imageUrl: "https://image.tmdb.org/t/p/w500/poster.jpg", title: movie.title, overview: movie.overview
        )
      }
    }

    func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {
      navigationController?.pushViewController(MovieDetailViewController(), animated: true)
      node.deselectRow(at: indexPath, animated: true)
    }
  }

  static let genreNames = [
    "Action", "Adventure", "Animation", "Comedy", "Crime", "Documentary", "Drama", "Family", "Fantasy",
    "History", "Horror", "Music", "Mystery", "Romance", "Science Fiction", "TV Movie", "Thriller", "War",
    "Western",
  ]

  /// The centre of `indexPath`'s row in window coordinates.
  func center(of indexPath: IndexPath, in table: UITableView) -> CGPoint {
    let rect = table.rectForRow(at: indexPath)
    return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
  }

  /// The genres shown, as the program launches them: in a navigation controller, with the
  /// network's nineteen genres.
  func launch() -> (
    ManualClock, UIWindow, GestureSynthesizer, UINavigationController, GenreListViewController
  ) {
    let genres = GenreListViewController()
    let navigation = UINavigationController(rootViewController: genres)
    let (clock, window, gestures) = textureTrialHost(navigation)
    genres.onFetchGenresSuccess(Self.genreNames)
    clock.advance(by: 0.5)
    window.layoutIfNeeded()
    return (clock, window, gestures, navigation, genres)
  }

  /// Adventure's movies, pushed by a tap and given twenty movies (long and short overviews).
  func openMovies() throws -> (ManualClock, UIWindow, GestureSynthesizer, MovieListViewController) {
    let (clock, window, gestures, navigation, genres) = launch()
    gestures.tap(at: center(of: IndexPath(row: 1, section: 0), in: genres.node.view))
    clock.advance(by: 1)
    let movies = try #require(navigation.topViewController as? MovieListViewController)
    movies.onFetchMoviesSuccess(
      (0..<20).map {
        Movie(title: "Movie \($0)", overview: $0 % 2 == 0 ? Self.longOverview : "Short overview.")
      })
    clock.advance(by: 0.5)
    window.layoutIfNeeded()
    return (clock, window, gestures, movies)
  }

  @Test func genresAreTextCellsOfTextureHeightsUnderALargeTitle() throws {
    let (_, _, _, navigation, genres) = launch()
    let table = genres.node.view
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
    #expect(table.adjustedContentInset.top == 116)
    #expect(table.contentOffset.y == -116)
    // ASTextCellNode: 16-point text (one line, rounded up to the half point) inside insets of 11
    // and 15; ASTableView adds the separator's pixel to the row: 41.5 + 0.5.
    let line = (UIFont.systemFont(ofSize: 16).lineHeight * 2).rounded(.up) / 2
    let cell = try #require(genres.node.nodeForRow(at: IndexPath(row: 0, section: 0)) as? ASTextCellNode)
    #expect(cell.frame.size == CGSize(width: 375, height: line + 22))
    #expect(cell.textNode.frame == CGRect(x: 15, y: 11, width: 345, height: line))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 42, width: 375, height: 42))
    #expect(table.contentSize == CGSize(width: 375, height: 19 * 42))
  }

  @Test func aTapOnAGenrePushesItsMoviesAndDeselectsTheRow() throws {
    let (clock, _, gestures, navigation, genres) = launch()
    gestures.tap(at: center(of: IndexPath(row: 1, section: 0), in: genres.node.view))
    clock.advance(by: 1)
    let movies = try #require(navigation.topViewController as? MovieListViewController)
    #expect(movies.title == "Adventure")
    #expect(movies.requestedPages == [1])
    #expect(genres.node.view.indexPathForSelectedRow == nil)
  }

  @Test func aMovieRowPlacesThePosterBesideTheTitleAndSixLinesAtMost() throws {
    let (_, _, _, movies) = try openMovies()
    let table = movies.node.view
    #expect(table.adjustedContentInset.top == 116)
    // The 180-point poster and the insets of 16 make the row; the separator's pixel is the table's.
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 212.5, width: 375, height: 212.5)
    )
    #expect(table.contentSize == CGSize(width: 375, height: 20 * 212.5))
    let long = try #require(movies.node.nodeForRow(at: IndexPath(row: 0, section: 0)) as? MovieCellNode)
    let short = try #require(movies.node.nodeForRow(at: IndexPath(row: 1, section: 0)) as? MovieCellNode)
    #expect(long.frame.size == CGSize(width: 375, height: 212))
    #expect(long.imageNode.frame == CGRect(x: 16, y: 16, width: 120, height: 180))
    let title = (UIFont.systemFont(ofSize: 14, weight: .bold).lineHeight * 2).rounded(.up) / 2
    #expect(long.titleNode.frame.origin == CGPoint(x: 144, y: 16))
    #expect(long.titleNode.frame.height == title)
    // The stack beside the poster may take 375 - 32 - 120 - 8 = 215: the overview is cut at six
    // lines, rounded up to the half point as a whole.
    let line = UIFont.systemFont(ofSize: 12).lineHeight
    let overview = long.overviewNode.frame
    #expect(overview.origin == CGPoint(x: 144, y: 16 + title + 8))
    #expect(overview.height == (6 * line * 2).rounded(.up) / 2)
    #expect(overview.width <= 215 && overview.width > 200)
    #expect(short.overviewNode.frame.height == (line * 2).rounded(.up) / 2)
  }

  @Test func aPullRefreshesAndADragPastTheEndAsksForTheNextPage() throws {
    let (clock, _, gestures, movies) = try openMovies()
    let table = movies.node.view
    gestures.drag(from: CGPoint(x: 200, y: 140), to: CGPoint(x: 200, y: 660), duration: 1)
    #expect(movies.refreshControl.isRefreshing)
    #expect(movies.requestedPages == [1, 1])
    // The refresh control's 58 points join the top inset (to within rounding of the sum).
    #expect(abs(table.adjustedContentInset.top - (116 + 58)) < 1e-9)
    clock.advance(by: 1)
    #expect(table.contentOffset.y == -174)
    movies.onFetchMoviesSuccess(movies.movies)
    clock.advance(by: 1)
    #expect(!movies.refreshControl.isRefreshing)
    #expect(table.contentOffset.y == -116)
    // A fling stops short of the end (4,250 - 667 = 3,583); a drag released before the end asks
    // nothing, one released past it (rubber-banded) asks for page 2.
    gestures.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -6000), distance: 400)
    clock.advance(by: 6)
    #expect(table.contentOffset.y > 3000 && table.contentOffset.y < 3583)
    gestures.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5)
    clock.advance(by: 3)
    #expect(table.contentOffset.y == 3583)
    #expect(movies.requestedPages == [1, 1])
    gestures.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5)
    clock.advance(by: 3)
    #expect(table.contentOffset.y == 3583)
    #expect(movies.requestedPages == [1, 1, 2])
  }
}
