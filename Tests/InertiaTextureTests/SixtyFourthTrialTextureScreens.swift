import Foundation
import InertiaTexture

// The sixty-fourth trial's chat screen in its program's idioms (GeekTree0101/GTChatKit): an
// `ASViewController<ASDisplayNode>` whose node overlays a message box (50 points, at the foot by
// an inset spec with an infinite top) on an `ASCollectionNode` in a flow layout that keeps the
// rows on screen where they were when rows are inserted above them. Three sections: a loading
// row (100 points) while older messages load, the messages, a loading row while newer ones load.
// The controller fetches both ways itself: from `scrollViewDidScroll` while its node is visible it
// puts the ranges in the full mode (`updateCurrentRange(with:)`), then, while the list decelerates,
// begins a fetch with its own `ASBatchContext` when the list moves toward an end that is within
// `leadingScreensForBatching` screens; a fetch inserts 10 messages two seconds later and ends the
// context. (GTChatKit reads the direction from the pan's velocity, zero here once the finger is up;
// this screen takes it from the change of the offset.)

/// Which end of the chat a fetch adds to.
enum TrialBuddyChatFetch: Equatable {
  case append, prepend, none
}

/// A message row: on the left an avatar over a name beside the balloon, on the right the balloon
/// alone (187.5 x 50 at most, the text centred on it), 15 points from the top and the side.
@MainActor
final class TrialBuddyChatCellNode: ASCellNode {
  let profileImageNode = ASImageNode()
  let usernameNode = ASTextNode()
  let balloonNode = ASDisplayNode()
  let contentNode = ASTextNode()
  let isLeft: Bool
  private(set) var visibleEvents: [String] = []

  init(id: Int, isLeft: Bool) {
    self.isLeft = isLeft
    super.init()
    let messages = ["Hello World", "How are you today?", "I LOVE Texture"]
    contentNode.attributedText = NSAttributedString(
      string: messages[id % messages.count],
      attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.white])
    usernameNode.attributedText = NSAttributedString(
      string: "buddy\(id)", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    profileImageNode.style.preferredSize = CGSize(width: 50, height: 50)
    profileImageNode.cornerRadius = 25
    balloonNode.style.height = ASDimension(unit: .points, value: 50)
    balloonNode.style.maxWidth = ASDimension(unit: .points, value: 375 / 2)
    balloonNode.cornerRadius = 25
    balloonNode.backgroundColor = isLeft ? .lightGray : .blue
    contentNode.style.flexShrink = 1
    automaticallyManagesSubnodes = true
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let centred = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: contentNode)
    let balloon = ASOverlayLayoutSpec(child: balloonNode, overlay: centred)
    let insets = UIEdgeInsets(
      top: 15, left: isLeft ? 15 : .infinity, bottom: 0, right: isLeft ? .infinity : 15)
    guard isLeft else { return ASInsetLayoutSpec(insets: insets, child: balloon) }
    let profile = ASStackLayoutSpec(
      direction: .vertical, spacing: 5, justifyContent: .start, alignItems: .center,
      children: [profileImageNode, usernameNode])
    let row = ASStackLayoutSpec(
      direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .center,
      children: [profile, balloon])
    return ASInsetLayoutSpec(insets: insets, child: row)
  }

  override func didEnterVisibleState() {
    super.didEnterVisibleState()
    visibleEvents.append("+visible")
  }

  override func didExitVisibleState() {
    super.didExitVisibleState()
    visibleEvents.append("-visible")
  }
}

/// The loading row: an activity indicator centred in a 375 x 100 row, spinning while visible.
@MainActor
final class TrialBuddyChatLoadingNode: ASCellNode {
  let indicatorNode = ASDisplayNode(viewBlock: {
    let view = UIActivityIndicatorView(style: .gray)
    view.hidesWhenStopped = true
    return view
  })

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
    style.preferredSize = CGSize(width: 375, height: 100)
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: indicatorNode)
  }

  /// The indicator's view.
  var indicator: UIActivityIndicatorView? { indicatorNode.view as? UIActivityIndicatorView }

  override func didEnterVisibleState() {
    super.didEnterVisibleState()
    indicator?.startAnimating()
  }

  override func didExitVisibleState() {
    super.didExitVisibleState()
    indicator?.stopAnimating()
  }
}

/// A flow layout that keeps the rows on screen in place when rows are inserted above them: it
/// notes the first message on screen before the update, sums the heights (and line spacing) of
/// the messages inserted above it, and moves the offset down by that much when the update is
/// finalized.
@MainActor
final class TrialBuddyChatFlowLayout: UICollectionViewFlowLayout {
  private var topVisibleItem = Int.max
  private var offset: CGFloat = 0
  private var isPrepending = false
  private(set) var prependedHeights: [CGFloat] = []

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    guard let collectionView else { return }
    topVisibleItem = Int.max
    offset = 0
    isPrepending = false
    let visibleRect = CGRect(origin: collectionView.contentOffset, size: collectionView.frame.size)
    for attributes in layoutAttributesForElements(in: visibleRect) ?? []
    where attributes.indexPath.section == 1 && attributes.frame.intersects(visibleRect) {
      topVisibleItem = min(topVisibleItem, attributes.indexPath.item)
    }
    super.prepare(forCollectionViewUpdates: updateItems)
    let inserted = updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)
      .filter { $0.section == 1 }.sorted()
    // An inserted item lands above the first item on screen when fewer earlier inserts than its
    // index leave it at or before that item's old place.
    for (earlier, path) in inserted.enumerated() where path.item - earlier <= topVisibleItem {
      guard let attributes = layoutAttributesForItem(at: path) else { continue }
      offset += attributes.size.height + minimumLineSpacing
      isPrepending = true
    }
  }

  override func finalizeCollectionViewUpdates() {
    guard let collectionView, isPrepending else { return }
    prependedHeights.append(offset)
    collectionView.contentOffset = CGPoint(
      x: collectionView.contentOffset.x, y: collectionView.contentOffset.y + offset)
  }
}

/// The chat: ten messages (ids 50 to 59) at first, fetched ten at a time between 0 and 100.
@MainActor
final class TrialBuddyChatController: ASViewController<ASDisplayNode>, ASCollectionDataSource,
  ASCollectionDelegate
{
  enum Status { case initial, appending, prepending, some }

  let chatNode: ASCollectionNode
  let layout = TrialBuddyChatFlowLayout()
  let messageBoxNode = ASDisplayNode()
  let batchContext = ASBatchContext()
  var items = Array(50..<60)
  var status = Status.initial
  private(set) var fetches: [TrialBuddyChatFetch] = []
  private(set) var rangeModesAtScroll: [ASLayoutRangeMode?] = []
  private var lastOffset: CGFloat?

  init() {
    chatNode = ASCollectionNode(frame: .zero, collectionViewLayout: layout)
    super.init(node: ASDisplayNode())
    node.automaticallyManagesSubnodes = true
    chatNode.setTuningParameters(
      ASRangeTuningParameters(leadingBufferScreenfuls: 1.5, trailingBufferScreenfuls: 1.5), for: .full,
      rangeType: .display)
    chatNode.setTuningParameters(
      ASRangeTuningParameters(leadingBufferScreenfuls: 2, trailingBufferScreenfuls: 2), for: .full,
      rangeType: .preload)
    messageBoxNode.style.height = ASDimension(unit: .points, value: 50)
    messageBoxNode.backgroundColor = .cyan
    node.layoutSpecBlock = { [unowned self] _, _ in
      let box = ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0), child: messageBoxNode)
      return ASInsetLayoutSpec(insets: .zero, child: ASOverlayLayoutSpec(child: chatNode, overlay: box))
    }
  }

  required init?(coder aDecoder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    chatNode.leadingScreensForBatching = 3
    chatNode.delegate = self
    chatNode.dataSource = self
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    chatNode.reloadData(completion: { [unowned self] in
      chatNode.scrollToItem(
        at: IndexPath(item: items.count / 2, section: 1), at: .centeredVertically, animated: false)
    })
  }

  func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 3 }

  func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
    switch section {
    case 0: return status == .prepending ? 1 : 0
    case 2: return status == .appending ? 1 : 0
    default: return items.count
    }
  }

  func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
    guard indexPath.section == 1 else { return TrialBuddyChatLoadingNode() }
    let id = items[indexPath.item]
    return TrialBuddyChatCellNode(id: id, isLeft: id % 2 == 0)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard ASInterfaceStateIncludesVisible(interfaceState) else { return }
    chatNode.updateCurrentRange(with: .full)
    rangeModesAtScroll.append(chatNode.view.rangeController.currentRangeMode)
    let offset = scrollView.contentOffset.y
    defer { lastOffset = offset }
    guard status != .appending, status != .prepending, scrollView.isDecelerating, let lastOffset else {
      return
    }
    let direction: ASScrollDirection = offset > lastOffset ? .down : offset < lastOffset ? .up : []
    switch fetchDirection(scrollView, direction: direction) {
    case .append: beginFetch(.append)
    case .prepend: beginFetch(.prepend)
    case .none: break
    }
  }

  /// Which end to fetch at: toward the end within the leading screens, or toward the start less
  /// than that far from it.
  func fetchDirection(_ scrollView: UIScrollView, direction: ASScrollDirection) -> TrialBuddyChatFetch {
    guard !batchContext.isFetching(), scrollView.window != nil else { return .none }
    let viewLength = scrollView.bounds.height
    let trigger = viewLength * chatNode.leadingScreensForBatching
    let offset = scrollView.contentOffset.y
    let remaining = scrollView.contentSize.height - viewLength - offset
    if direction == .down, remaining <= trigger, items.last.map({ $0 < 99 }) == true { return .append }
    if direction == .up, offset < trigger, items.first.map({ $0 > 0 }) == true { return .prepend }
    return .none
  }

  private func beginFetch(_ fetch: TrialBuddyChatFetch) {
    batchContext.beginBatchFetching()
    fetches.append(fetch)
    status = fetch == .append ? .appending : .prepending
    chatNode.reloadSections(IndexSet(integer: fetch == .append ? 2 : 0))
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in self?.finishFetch(fetch) }
  }

  private func finishFetch(_ fetch: TrialBuddyChatFetch) {
    let new: [Int]
    let paths: [IndexPath]
    if fetch == .append {
      let first = items.last! + 1
      new = Array(first..<min(100, first + 10))
      paths = new.indices.map { IndexPath(item: items.count + $0, section: 1) }
      items += new
    } else {
      let last = items.first!
      new = Array(max(0, last - 10)..<last)
      paths = new.indices.map { IndexPath(item: $0, section: 1) }
      items = new + items
    }
    chatNode.performBatch(
      animated: false, updates: { [unowned self] in chatNode.insertItems(at: paths) },
      completion: { [unowned self] _ in
        status = .some
        batchContext.completeBatchFetching(true)
        chatNode.reloadSections(IndexSet(integer: fetch == .append ? 2 : 0))
      })
  }
}
