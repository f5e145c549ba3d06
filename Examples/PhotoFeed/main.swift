// A Texture photo feed in ASDKgram's shape: an ASTableNode of photo cell nodes (a header with an
// avatar and a name, the photo at its own aspect ratio, a caption), sized by their layout specs,
// with batch fetching: when the user scrolls within two screens of the end, the feed asks its
// photo service for the next page and inserts the rows when it answers.
//
//   swift run photo-feed              a window when a display exists
//   swift run photo-feed --headless   a scripted tour written as PNGs into photo-feed-output/
import ExampleSupport
import Foundation
import InertiaTexture

/// One photo of the feed, as ASDKgram's PhotoModel.
struct Photo {
  let index: Int
  let owner: String
  let caption: String
  let color: UIColor
  /// Height over width.
  let ratio: CGFloat
}

/// Serves pages of photos after a delay on the window's clock, as a network would, until it runs
/// out.
@MainActor
final class PhotoService {
  static let pageSize = 10
  static let pageCount = 4
  static let owners = ["ana", "ben", "chloé", "dev", "eli"]
  static let colors: [UIColor] = [
    .systemOrange, .systemGreen, .systemBlue, .systemPurple, .systemPink, .systemTeal,
  ]
  static let ratios: [CGFloat] = [1, 0.75, 1.25, 0.5625]

  private(set) var pagesServed = 0
  var isExhausted: Bool { pagesServed == Self.pageCount }
  /// How many fetches were asked for.
  private(set) var requests = 0

  /// Calls `completion` with the next page `delay` seconds from now.
  func fetchNextPage(clock: FrameClock, delay: Double, completion: @escaping @MainActor ([Photo]) -> Void) {
    requests += 1
    let first = pagesServed * Self.pageSize
    pagesServed += 1
    let page = (first..<first + Self.pageSize).map { index in
      Photo(
        index: index, owner: Self.owners[index % Self.owners.count],
        caption: "Photo \(index + 1): a day out, seen at the \(["lake", "market", "coast"][index % 3])",
        color: Self.colors[index % Self.colors.count], ratio: Self.ratios[index % Self.ratios.count])
    }
    clock.schedule(after: delay, repeats: false) { completion(page) }
  }
}

/// A photo's cell: a header (avatar and owner), the photo at its aspect ratio, the caption.
final class PhotoCellNode: ASCellNode {
  let photo: Photo
  let avatarNode = ASImageNode()
  let ownerNode = ASTextNode()
  let photoNode = ASImageNode()
  let captionNode = ASTextNode()

  init(photo: Photo) {
    self.photo = photo
    super.init()
    automaticallyManagesSubnodes = true
    avatarNode.image = PhotoCellNode.disc(of: photo.color)
    avatarNode.style.preferredSize = CGSize(width: 32, height: 32)
    ownerNode.attributedText = NSAttributedString(
      string: photo.owner, attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
    photoNode.backgroundColor = photo.color
    captionNode.attributedText = NSAttributedString(
      string: photo.caption, attributes: [.font: UIFont.systemFont(ofSize: 14)])
    captionNode.maximumNumberOfLines = 2
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let header = ASStackLayoutSpec(
      direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
      children: [avatarNode, ownerNode])
    let photo = ASRatioLayoutSpec(ratio: self.photo.ratio, child: photoNode)
    return ASStackLayoutSpec(
      direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
      children: [
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: header),
        photo,
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 16, right: 12), child: captionNode),
      ])
  }

  /// A round avatar of `color`, drawn once.
  static func disc(of color: UIColor) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32)).image { context in
      color.setFill()
      context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 32, height: 32))
    }
  }
}

/// The feed: a table node whose rows grow by batch fetching.
@MainActor
final class PhotoFeed: Example, ASTableDataSource, ASTableDelegate {
  static let name = "photo-feed"
  let tableNode = ASTableNode(style: .plain)
  let service = PhotoService()
  private(set) var photos: [Photo] = []
  /// The content offsets at which batch fetches began.
  private(set) var fetchOffsets: [CGFloat] = []

  init(container: UIView) {
    tableNode.frame = container.bounds
    tableNode.dataSource = self
    tableNode.delegate = self
    container.addSubview(tableNode.view)
  }

  func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { photos.count }

  func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
    let photo = photos[indexPath.row]
    return { PhotoCellNode(photo: photo) }
  }

  func shouldBatchFetch(for tableNode: ASTableNode) -> Bool { !service.isExhausted }

  func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
    guard let clock = tableNode.view.window?.clock else { return context.completeBatchFetching(false) }
    fetchOffsets.append(tableNode.contentOffset.y)
    service.fetchNextPage(clock: clock, delay: 0.4) { [weak self] page in
      guard let self else { return }
      let rows = (photos.count..<photos.count + page.count).map { IndexPath(row: $0, section: 0) }
      photos += page
      self.tableNode.insertRows(at: rows, with: .none)
      context.completeBatchFetching(true)
    }
  }

  func tour(_ tour: Tour) throws {
    tour.wait(0.6)
    try tour.snapshot("first-page", "an empty feed fetches its first page: \(photos.count) photos")
    for _ in 0..<4 {
      tour.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -3000), distance: 200)
      tour.wait(3)
    }
    try tour.snapshot(
      "fetched",
      String(
        format: "flings near the end fetch more: %d photos in %d requests, at %.0f pt", photos.count,
        service.requests, tableNode.contentOffset.y))
    tour.window.tapStatusBar()
    tour.wait(1)
    try tour.snapshot(
      "top", String(format: "a status-bar tap scrolls back to %.0f pt", tableNode.contentOffset.y))
  }
}

exit(MainActor.assumeIsolated { ExampleApp.main(PhotoFeed.self) })
