import Inertia
import InertiaUIKit

/// Texture's ASTableView: the view of an ``ASTableNode``, an Inertia table whose rows show cell
/// nodes. It measures each row's node within the table's width before the row shows, moves the
/// nodes through the interface states with a ``Inertia/RangeController`` on every layout and
/// scroll, and begins batch fetches near the end of the content. Use the table node's API; this
/// view's own data source and delegate are the node's bridge.
@MainActor
public final class ASTableView: UITableView {
  /// The node the view belongs to.
  public internal(set) weak var tableNode: ASTableNode?
  /// The batch fetch in flight.
  public let batchContext = ASBatchContext()
  /// The controller of the rows' interface states.
  public let rangeController = RangeController()
  /// Screens from the end at which a batch fetch begins. Default 2.
  public var leadingScreensForBatching = BatchFetching.defaultLeadingScreens {
    didSet { if leadingScreensForBatching != oldValue { checkForBatchFetching() } }
  }

  let data = ASListData()
  private let bridge = ASTableBridge()
  private var needsNodeReload = true
  private var nodesConstrainedWidth: CGFloat = 0
  private var deceleratingVelocity = CGPoint.zero
  private var hasCheckedForBatchFetchingAfterUpdate = false

  init(style: UITableView.Style) {
    super.init(frame: .zero, style: style)
    bridge.tableView = self
    register(ASTableViewCell.self, forCellReuseIdentifier: ASTableViewCell.reuseIdentifier)
    dataSource = bridge
    delegate = bridge
  }

  /// The node's data source.
  var nodeDataSource: ASTableDataSource? { tableNode?.dataSource }
  /// The node's delegate.
  var nodeDelegate: ASTableDelegate? { tableNode?.delegate }

  private var source: ASListData.Source {
    ASListData.Source(
      sectionCount: { [unowned self] in
        guard let node = tableNode, let dataSource = nodeDataSource else { return 0 }
        return dataSource.numberOfSections(in: node)
      },
      itemCount: { [unowned self] section in
        guard let node = tableNode, let dataSource = nodeDataSource else { return 0 }
        return dataSource.tableNode(node, numberOfRowsInSection: section)
      },
      node: { [unowned self] path in
        guard let node = tableNode, let dataSource = nodeDataSource else { return ASCellNode() }
        return dataSource.tableNode(node, nodeBlockForRowAt: path)()
      },
      constrainedSize: { [unowned self] path in constrainedSize(for: path) })
  }

  /// The row's size range: the delegate's heights at exactly the table's width.
  private func constrainedSize(for indexPath: IndexPath) -> SizeRange {
    let width = nodesConstrainedWidth
    guard let node = tableNode, let delegate = nodeDelegate else {
      return SizeRange(min: CGSize(width: width, height: 0), max: CGSize(width: width, height: .infinity))
    }
    let range = delegate.tableNode(node, constrainedSizeForRowAt: indexPath)
    return SizeRange(
      min: CGSize(width: width, height: range.min.height), max: CGSize(width: width, height: range.max.height)
    )
  }

  /// Makes the nodes again at the next layout (the data source changed).
  func setNeedsNodeReload() {
    needsNodeReload = true
    setNeedsLayout()
  }

  /// Makes and measures every row's node now and shows them.
  func reloadNodes() {
    needsNodeReload = false
    nodesConstrainedWidth = bounds.width
    rangeController.forgetNodes()
    data.reload(from: source)
    reloadData()
  }

  /// Applies a batch of changes collected by the node: makes and measures new nodes, then
  /// updates the table (animated or not) and calls `completion` when its animation ends.
  func apply(_ changes: ASListData.Changes, animated: Bool, completion: (@MainActor (Bool) -> Void)?) {
    if needsNodeReload {
      reloadNodes()
      completion?(true)
      return
    }
    data.apply(changes, from: source)
    let animation: TableRowAnimation = animated ? .automatic : .none
    performBatchUpdates(
      {
        self.deleteSections(changes.deletedSections, with: animation)
        self.insertSections(changes.insertedSections, with: animation)
        self.deleteRows(at: Array(changes.deletedItems), with: animation)
        self.insertRows(at: Array(changes.insertedItems), with: animation)
        self.reloadRows(at: Array(changes.reloadedItems), with: animation)
      }, completion: completion)
    layoutIfNeeded()
    checkForBatchFetchingAfterUpdate(changes: changes.count)
  }

  public override func layoutSubviews() {
    if bounds.width > 0 && (needsNodeReload || nodesConstrainedWidth != bounds.width) {
      if needsNodeReload {
        reloadNodes()
      } else {
        nodesConstrainedWidth = bounds.width
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
    if velocity.y < 0 { return .down }
    if velocity.y > 0 { return .up }
    return []
  }

  /// Updates every row node's interface state.
  func updateRanges() {
    guard !needsNodeReload else { return }
    let snapshot = RangeController.Snapshot(
      visible: indexPathsForVisibleRows ?? [], bounds: bounds, scrollableDirections: .vertical,
      scrollDirection: scrollDirection, isInWindow: window != nil)
    rangeController.update(
      snapshot, indexPaths: { [unowned self] rect in indexPathsForRows(in: rect) ?? [] },
      node: { [unowned self] path in data.node(at: path) })
  }

  // MARK: Batch fetching

  /// Begins a fetch if the table is near its end (not while the finger is down: the end of the
  /// drag checks with its target offset).
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
    guard let node = tableNode, let delegate = nodeDelegate, delegate.shouldBatchFetch(for: node) else {
      return
    }
    let should = BatchFetching.shouldFetch(
      context: batchContext, scrollDirection: scrollDirection, scrollableDirections: .vertical,
      bounds: bounds,
      contentSize: contentSize, offset: offset, leadingScreens: leadingScreensForBatching,
      isVisible: window != nil)
    guard should else { return }
    batchContext.beginBatchFetching()
    delegate.tableNode(node, willBeginBatchFetchWith: batchContext)
  }

  // MARK: Scroll events the bridge hears

  func willBeginDragging() {
    rangeController.userWillBeginDragging()
  }

  func willEndDragging(velocity: CGPoint, target: CGPoint) {
    deceleratingVelocity = CGPoint(x: contentOffset.x - target.x, y: contentOffset.y - target.y)
    beginBatchFetchingIfNeeded(offset: target)
  }

  func didEndDecelerating() { deceleratingVelocity = .zero }

  func didScroll() {
    if window != nil { checkForBatchFetching() }
  }
}
