import Inertia
import InertiaUIKit

/// Texture's ASCollectionView: the view of an ``ASCollectionNode``, an Inertia collection view
/// (any layout: flow, compositional or a subclass) whose items show cell nodes. Each item's node
/// is measured within its constrained size before it shows; a flow layout takes the measured
/// sizes as its item sizes, other layouts size items themselves (self-sizing layouts get the
/// measured size as the cell's preferred size). Interface states and batch fetching work as in
/// ``ASTableView``.
@MainActor
public final class ASCollectionView: UICollectionView {
  /// The node the view belongs to.
  public internal(set) weak var collectionNode: ASCollectionNode?
  /// The batch fetch in flight.
  public let batchContext = ASBatchContext()
  /// The controller of the items' interface states.
  public let rangeController = RangeController()
  /// Screens from the end at which a batch fetch begins. Default 2.
  public var leadingScreensForBatching = BatchFetching.defaultLeadingScreens {
    didSet { if leadingScreensForBatching != oldValue { checkForBatchFetching() } }
  }

  let data = ASListData()
  private let bridge = ASCollectionBridge()
  private var needsNodeReload = true
  private var measuredBoundsSize = CGSize.zero
  private var deceleratingVelocity = CGPoint.zero
  private var hasCheckedForBatchFetchingAfterUpdate = false

  init(layout: UICollectionViewLayout) {
    super.init(frame: .zero, collectionViewLayout: layout)
    bridge.collectionView = self
    register(ASCollectionViewCell.self, forCellWithReuseIdentifier: ASCollectionViewCell.reuseIdentifier)
    dataSource = bridge
    delegate = bridge
  }

  var nodeDataSource: ASCollectionDataSource? { collectionNode?.dataSource }
  var nodeDelegate: ASCollectionDelegate? { collectionNode?.delegate }

  private var source: ASListData.Source {
    ASListData.Source(
      sectionCount: { [unowned self] in
        guard let node = collectionNode, let dataSource = nodeDataSource else { return 0 }
        return dataSource.numberOfSections(in: node)
      },
      itemCount: { [unowned self] section in
        guard let node = collectionNode, let dataSource = nodeDataSource else { return 0 }
        return dataSource.collectionNode(node, numberOfItemsInSection: section)
      },
      node: { [unowned self] path in
        guard let node = collectionNode, let dataSource = nodeDataSource else { return ASCellNode() }
        return dataSource.collectionNode(node, nodeBlockForItemAt: path)()
      },
      constrainedSize: { [unowned self] path in constrainedSize(for: path) })
  }

  /// Whether the layout scrolls horizontally (a horizontal flow layout).
  private var isHorizontal: Bool {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
  }

  /// The directions the collection scrolls in: a flow layout's axis, else where the content is
  /// larger than the view (or bounces).
  var scrollableDirections: ASScrollDirection {
    if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
      return flow.scrollDirection == .horizontal ? .horizontal : .vertical
    }
    var directions: ASScrollDirection = []
    if alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width {
      directions.formUnion(.horizontal)
    }
    if alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height {
      directions.formUnion(.vertical)
    }
    return directions.isEmpty ? .vertical : directions
  }

  /// An item's size range: the delegate's, else the flow layout's item size when set, else up to
  /// the view's size across the scrolling axis.
  private func constrainedSize(for indexPath: IndexPath) -> SizeRange {
    if let node = collectionNode, let delegate = nodeDelegate {
      let range = delegate.collectionNode(node, constrainedSizeForItemAt: indexPath)
      if range != ASSizeRangeUnconstrained { return range }
    }
    if let flow = collectionViewLayout as? UICollectionViewFlowLayout,
      flow.itemSize != CGSize(width: 50, height: 50)
    {
      return SizeRange(exactly: flow.itemSize)
    }
    var max = bounds.size
    if isHorizontal {
      max.width = .infinity
      max.height -= contentInset.top + contentInset.bottom
    } else {
      max.width -= contentInset.left + contentInset.right
      max.height = .infinity
    }
    return SizeRange(min: .zero, max: max)
  }

  func setNeedsNodeReload() {
    needsNodeReload = true
    setNeedsLayout()
  }

  /// Makes and measures every item's node now and shows them.
  func reloadNodes() {
    needsNodeReload = false
    measuredBoundsSize = bounds.size
    rangeController.forgetNodes()
    data.reload(from: source)
    reloadData()
  }

  /// Applies a batch of changes collected by the node, then updates the collection.
  func apply(_ changes: ASListData.Changes, completion: (@MainActor (Bool) -> Void)?) {
    if needsNodeReload {
      reloadNodes()
      completion?(true)
      return
    }
    data.apply(changes, from: source)
    performBatchUpdates(
      {
        self.deleteSections(changes.deletedSections)
        self.insertSections(changes.insertedSections)
        self.deleteItems(at: Array(changes.deletedItems))
        self.insertItems(at: Array(changes.insertedItems))
        self.reloadItems(at: Array(changes.reloadedItems))
      }, completion: { finished in completion?(finished) })
    layoutIfNeeded()
    checkForBatchFetchingAfterUpdate(changes: changes.count)
  }

  public override func layoutSubviews() {
    let sized = bounds.width > 0 && bounds.height > 0
    if sized && (needsNodeReload || measuredBoundsSize != bounds.size) {
      if needsNodeReload {
        reloadNodes()
      } else {
        measuredBoundsSize = bounds.size
        data.remeasure(with: source)
        reloadData()
      }
      super.layoutSubviews()
      updateRanges()
      checkForBatchFetchingAfterUpdate(changes: data.itemCount)
      return
    }
    super.layoutSubviews()
    updateRanges()
  }

  public override func scrollViewDidScrollHook() {
    super.scrollViewDidScrollHook()
    updateRanges()
  }

  public override func didMoveToWindow() {
    super.didMoveToWindow()
    updateRanges()
    if window != nil { checkForBatchFetching() }
  }

  // MARK: Ranges

  /// The direction of scrolling: the finger's while tracking, else the deceleration's.
  var scrollDirection: ASScrollDirection {
    let velocity = isTracking ? panGestureRecognizer.velocity(in: superview) : deceleratingVelocity
    var direction: ASScrollDirection = []
    let scrollable = scrollableDirections
    if !scrollable.isDisjoint(with: .horizontal) {
      if velocity.x < 0 { direction.insert(.right) } else if velocity.x > 0 { direction.insert(.left) }
    }
    if !scrollable.isDisjoint(with: .vertical) {
      if velocity.y < 0 { direction.insert(.down) } else if velocity.y > 0 { direction.insert(.up) }
    }
    return direction
  }

  /// Updates every item node's interface state.
  func updateRanges() {
    guard !needsNodeReload else { return }
    let snapshot = RangeController.Snapshot(
      visible: indexPathsForVisibleItems, bounds: bounds, scrollableDirections: scrollableDirections,
      scrollDirection: scrollDirection, isInWindow: window != nil)
    rangeController.update(
      snapshot,
      indexPaths: { [unowned self] rect in
        (collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
          .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
      }, node: { [unowned self] path in data.node(at: path) })
  }

  // MARK: Batch fetching

  /// Begins a fetch if the collection is near its end (not while the finger is down).
  func checkForBatchFetching() {
    // Before the nodes are loaded the content size says nothing; the load checks once it is done.
    guard !needsNodeReload, !isDragging, !isTracking else { return }
    beginBatchFetchingIfNeeded(offset: contentOffset)
  }

  private func checkForBatchFetchingAfterUpdate(changes: Int) {
    if changes == 0 && hasCheckedForBatchFetchingAfterUpdate { return }
    hasCheckedForBatchFetchingAfterUpdate = true
    checkForBatchFetching()
  }

  func beginBatchFetchingIfNeeded(offset: CGPoint) {
    guard let node = collectionNode, let delegate = nodeDelegate, delegate.shouldBatchFetch(for: node) else {
      return
    }
    let should = BatchFetching.shouldFetch(
      context: batchContext, scrollDirection: scrollDirection, scrollableDirections: scrollableDirections,
      bounds: bounds, contentSize: contentSize, offset: offset, leadingScreens: leadingScreensForBatching,
      isVisible: window != nil)
    guard should else { return }
    batchContext.beginBatchFetching()
    delegate.collectionNode(node, willBeginBatchFetchWith: batchContext)
  }

  // MARK: Scroll events the bridge hears

  func willBeginDragging() { rangeController.userWillBeginDragging() }

  func willEndDragging(target: CGPoint) {
    deceleratingVelocity = CGPoint(x: contentOffset.x - target.x, y: contentOffset.y - target.y)
    beginBatchFetchingIfNeeded(offset: target)
  }

  func didEndDecelerating() { deceleratingVelocity = .zero }

  func didScroll() {
    if window != nil { checkForBatchFetching() }
  }
}
