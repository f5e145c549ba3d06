import Foundation
import InertiaTexture

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The fifty-fifth trial's details screen, as VIPER-Movies writes it (see FiftyFifthTrialTextureTests).

extension FiftyFifthTrialTextureTests {
  enum MovieDetailTableSection: Int, CaseIterable {
    case details, trailers, reviews
  }

  /// The backdrop as wide as the row and 300 tall over the title, release date, rating and overview.
  final class MovieDetailCellNode: ASCellNode {
    let imageNode = ASNetworkImageNode()
    let titleNode = ASTextNode()
    let releaseDateValue = ASTextNode()
    let ratingNode = ASTextNode()
    let overviewNode = ASTextNode()

    init(title: String, releaseDate: String, voteAverage: Double, overview: String) {
      imageNode.url = URL(string: "https://image.tmdb.org/t/p/w500/backdrop.jpg")
      let bold = UIFont.systemFont(ofSize: 14, weight: .bold)
      let medium = UIFont.systemFont(ofSize: 14, weight: .medium)
      titleNode.attributedText = NSAttributedString(string: title, attributes: [.font: bold])
      releaseDateValue.attributedText = NSAttributedString(
        string: "Release Date: \(releaseDate)", attributes: [.font: medium])
      ratingNode.attributedText = NSAttributedString(
        string: "Rating: \(voteAverage)/10", attributes: [.font: medium])
      overviewNode.attributedText = NSAttributedString(
        string: overview, attributes: [.font: UIFont.systemFont(ofSize: 12, weight: .regular)])
      super.init()
      automaticallyManagesSubnodes = true
      selectionStyle = .none
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      imageNode.style.preferredSize = .init(width: constrainedSize.max.width, height: 300)
      let contentVStack = ASStackLayoutSpec(
        direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
        children: [titleNode, releaseDateValue, ratingNode, overviewNode])
      let contentInset = ASInsetLayoutSpec(
        insets: .init(top: 8, left: 16, bottom: 16, right: 16), child: contentVStack)
      return ASStackLayoutSpec(
        direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
        children: [imageNode, contentInset])
    }
  }

  /// A row holding a horizontal collection of the trailers, 190 tall, inset 16 at each side.
  final class MovideDetailVideoCollectionNode: ASCellNode, ASCollectionDataSource {
    let collectionNode: ASCollectionNode = {
      let flowLayout = UICollectionViewFlowLayout()
      flowLayout.scrollDirection = .horizontal
      flowLayout.minimumLineSpacing = 8
      let collectionNode = ASCollectionNode(collectionViewLayout: flowLayout)
      collectionNode.showsHorizontalScrollIndicator = false
      collectionNode.style.width = ASDimension(unit: .auto, value: 1)
      collectionNode.style.height = ASDimension(unit: .points, value: 190)
      collectionNode.contentInset = .init(top: 0, left: 16, bottom: 0, right: 16)
      collectionNode.backgroundColor = .white
      return collectionNode
    }()
    let videoKeys: [String]
    var nodeBlocksAsked = 0

    init(videoKeys: [String]) {
      self.videoKeys = videoKeys
      super.init()
      automaticallyManagesSubnodes = true
      collectionNode.dataSource = self
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASWrapperLayoutSpec(layoutElement: collectionNode)
    }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      videoKeys.count
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      nodeBlocksAsked += 1
      let key = videoKeys[indexPath.item]
      return { VideoTrailerCellNode(videoKey: key) }
    }
  }

  /// A trailer: a web view of 260 x 190 loading the video's embedded page.
  final class VideoTrailerCellNode: ASCellNode {
    lazy var contentWebView = ASDisplayNode(viewBlock: { () -> UIView in WKWebView(frame: .zero) })
    let videoKey: String

    init(videoKey: String) {
      self.videoKey = videoKey
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      contentWebView.style.preferredSize = .init(width: 260, height: 190)
      return ASWrapperLayoutSpec(layoutElement: contentWebView)
    }

    override func didLoad() {
      super.didLoad()
      let webView = contentWebView.view as? WKWebView
      guard let url = URL(string: "https://www.youtube.com/embed/\(videoKey)") else { return }
      _ = webView?.load(URLRequest(url: url))
    }
  }

  /// A review: the author in bold over the text.
  final class MovieDetailReviewCellNode: ASCellNode {
    let authorNode = ASTextNode()
    let contentNode = ASTextNode()

    init(author: String, content: String) {
      authorNode.attributedText = NSAttributedString(
        string: author, attributes: [.font: UIFont.systemFont(ofSize: 14, weight: .bold)])
      contentNode.attributedText = NSAttributedString(
        string: content, attributes: [.font: UIFont.systemFont(ofSize: 14, weight: .regular)])
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let vStack = ASStackLayoutSpec(
        direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
        children: [authorNode, contentNode])
      return ASInsetLayoutSpec(insets: .init(top: 8, left: 16, bottom: 16, right: 16), child: vStack)
    }
  }

  /// The details: a grouped table of the movie, its trailers and its reviews, each given later
  /// (the program's three requests) and shown by reloading the data or the section.
  final class MovieDetailViewController: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    var hasDetail = false
    var videoKeys: [String]?
    var reviews: [String] = []

    override init() {
      super.init(node: ASTableNode(style: .grouped))
      node.backgroundColor = .white
      node.dataSource = self
      node.delegate = self
      node.allowsMultipleSelection = false
      node.allowsSelection = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Details"
    }

    func onFetchMovieDetailSuccess() {
      hasDetail = true
      node.reloadData()
    }

    func onFetchVideoTrailerSuccess(_ keys: [String]) {
      videoKeys = keys
      node.reloadSections(IndexSet(integer: MovieDetailTableSection.trailers.rawValue), with: .none)
    }

    func onFetchUserReviewSuccess(_ authors: [String]) {
      reviews = authors
      node.reloadSections(IndexSet(integer: MovieDetailTableSection.reviews.rawValue), with: .none)
    }

    func numberOfSections(in tableNode: ASTableNode) -> Int { MovieDetailTableSection.allCases.count }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
      switch MovieDetailTableSection(rawValue: section) {
      case .details: return 1
      case .trailers: return 1
      case .reviews: return reviews.count
      default: return 0
      }
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      {
        switch MovieDetailTableSection(rawValue: indexPath.section) {
        case .details:
          guard self.hasDetail else { return ASCellNode() }
          return MovieDetailCellNode(
            title: "Doctor Strange", releaseDate: "2022-05-04", voteAverage: 7.5,
            overview: FiftyFifthTrialTextureTests.longOverview)
        case .trailers:
          guard let keys = self.videoKeys else { return ASCellNode() }
          return MovideDetailVideoCollectionNode(videoKeys: keys)
        case .reviews:
          guard !self.reviews.isEmpty else { return ASCellNode() }
          return MovieDetailReviewCellNode(author: self.reviews[indexPath.row], content: "A review.")
        default:
          return ASCellNode()
        }
      }
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      switch MovieDetailTableSection(rawValue: section) {
      case .trailers: return "Video Trailer"
      case .reviews: return reviews.isEmpty ? "" : "Users Review"
      default: return ""
      }
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      switch MovieDetailTableSection(rawValue: section) {
      case .trailers, .reviews: return 16
      default: return CGFloat.leastNormalMagnitude
      }
    }
  }
}
