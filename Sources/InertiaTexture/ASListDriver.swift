import Inertia
import InertiaUIKit

/// The view of a list node (``ASTableView``, ``ASCollectionView``) as its ``ASListDriver`` sees
/// it: a scroll view that shows the driver's data, and the node's data source and delegate.
@preconcurrency @MainActor
protocol ASListHost: ScrollView {
  /// The directions the list scrolls in.
  var scrollableDirections: ASScrollDirection { get }
  /// The rows or items whose cells are on screen.
  var visibleIndexPaths: [IndexPath] { get }
  /// The rows or items meeting `rect` (content coordinates).
  func indexPaths(in rect: CGRect) -> [IndexPath]
  /// The number of sections the node's data source gives.
  func numberOfNodeSections() -> Int
  /// The number of rows or items the node's data source gives `section`.
  func numberOfNodes(inSection section: Int) -> Int
  /// The node the data source makes for `indexPath` (its node block, called).
  func makeNode(at indexPath: IndexPath) -> ASCellNode
  /// The size range the node at `indexPath` is measured within.
  func constrainedSize(for indexPath: IndexPath) -> SizeRange
  /// The size the nodes are measured for (nil while the view cannot measure): the nodes are
  /// measured again when it changes.
  var measuringSize: CGSize? { get }
  /// Whether the node's delegate wants batches (`shouldBatchFetch(for:)`).
  func shouldBatchFetch() -> Bool
  /// Tells the node's delegate a batch fetch begins.
  func willBeginBatchFetch(with context: ASBatchContext)
  /// Shows a batch of changes already applied to the data, calling `completion` when shown.
  func showChanges(_ changes: ASListData.Changes, animated: Bool, completion: (@MainActor (Bool) -> Void)?)
}

/// What makes a table or collection view a list node's view, shared by both: the measured nodes
/// (``ASListData``), reloading and measuring them with the view's size, the rows' interface
/// states by a ``Inertia/RangeController`` on every layout and scroll, and batch fetching near the
/// end of the content (Texture's ASRangeController and batch-fetching wiring of ASTableView and
/// ASCollectionView).
@preconcurrency @MainActor
final class ASListDriver {
  weak var host: (any ASListHost)?
  let data = ASListData()
  /// The batch fetch in flight.
  let batchContext = ASBatchContext()
  /// The controller of the nodes' interface states.
  let rangeController = RangeController()
  /// Screens from the end at which a batch fetch begins. Default 2.
  var leadingScreensForBatching = BatchFetching.defaultLeadingScreens {
    didSet { if leadingScreensForBatching != oldValue { checkForBatchFetching() } }
  }
  /// The size the nodes were last measured for.
  private(set) var measuredSize = CGSize.zero
  private var needsNodeReload = true
  private var deceleratingVelocity = CGPoint.zero
  private var hasCheckedForBatchFetchingAfterUpdate = false
  private var needsRangeUpdate = false

  /// Where the data's nodes come from: the host's data source and size ranges.
  private func source(_ host: any ASListHost) -> ASListData.Source {
    ASListData.Source(
      sectionCount: { [unowned host] in host.numberOfNodeSections() },
      itemCount: { [unowned host] section in host.numberOfNodes(inSection: section) },
      node: { [unowned host] path in host.makeNode(at: path) },
      constrainedSize: { [unowned host] path in host.constrainedSize(for: path) })
  }

  /// Makes the nodes again at the next layout (the data source changed).
  func setNeedsNodeReload() {
    needsNodeReload = true
    host?.setNeedsLayout()
  }

  /// Makes and measures every node now; `show` shows them (the view's reloadData).
  func reloadNodes(show: () -> Void) {
    guard let host else { return }
    needsNodeReload = false
    measuredSize = host.measuringSize ?? .zero
    rangeController.forgetNodes()
    data.reload(from: source(host))
    show()
  }

  /// Applies a batch of changes collected by the node: makes and measures new nodes, then shows
  /// the changes and calls `completion` when they are shown. Before the first load, loads instead.
  func apply(
    _ changes: ASListData.Changes, animated: Bool, reload: () -> Void,
    completion: (@MainActor (Bool) -> Void)?
  ) {
    guard let host else { return }
    if needsNodeReload {
      reloadNodes(show: reload)
      completion?(true)
      return
    }
    data.apply(changes, from: source(host))
    host.showChanges(changes, animated: animated, completion: completion)
    host.layoutIfNeeded()
    checkForBatchFetchingAfterUpdate(changes: changes.count)
  }

  /// The view lays out: the nodes are made (first time) or measured again (new size) before
  /// `layout` (the view's own layout, `reload` its reloadData) places them; then the ranges are
  /// updated and, after a load, a batch fetch may begin.
  func layout(reload: () -> Void, layout: () -> Void) {
    guard let host, let size = host.measuringSize, needsNodeReload || measuredSize != size else {
      layout()
      updateRanges()
      return
    }
    if needsNodeReload {
      reloadNodes(show: reload)
    } else {
      measuredSize = size
      data.remeasure(with: source(host))
      reload()
    }
    layout()
    updateRanges()
    checkForBatchFetchingAfterUpdate(changes: data.itemCount)
  }

  /// The view entered or left a window.
  func didMoveToWindow() {
    updateRanges()
    if host?.window != nil { checkForBatchFetching() }
  }

  // MARK: Ranges

  /// The direction of scrolling along the scrollable directions: the finger's while tracking,
  /// else the deceleration's.
  var scrollDirection: ASScrollDirection {
    guard let host else { return [] }
    let velocity =
      host.isTracking ? host.panGestureRecognizer.velocity(in: host.superview) : deceleratingVelocity
    return BatchFetching.scrollDirection(velocity: velocity, scrollableDirections: host.scrollableDirections)
  }

  /// The offset changed: as in Texture, the ranges follow in the layout pass after the scroll
  /// view's delegate heard scrollViewDidScroll (the node's bridge updates them right after that
  /// call; a view whose delegate is something else updates them at its next layout).
  func offsetDidChange() {
    needsRangeUpdate = true
    if let host, !(host.delegate is ASListBridge) { host.setNeedsLayout() }
  }

  /// Updates the ranges if the offset changed since they were last updated.
  func updateRangesIfNeeded() {
    if needsRangeUpdate { updateRanges() }
  }

  /// Updates every node's interface state.
  func updateRanges() {
    needsRangeUpdate = false
    guard !needsNodeReload, let host else { return }
    let snapshot = RangeController.Snapshot(
      visible: host.visibleIndexPaths, bounds: host.bounds, scrollableDirections: host.scrollableDirections,
      scrollDirection: scrollDirection, isInWindow: host.window != nil)
    rangeController.update(
      snapshot, indexPaths: { [unowned host] rect in host.indexPaths(in: rect) },
      node: { [unowned self] path in data.node(at: path) })
  }

  // MARK: Batch fetching

  /// Begins a fetch if the list is near its end (not while the finger is down: the end of the
  /// drag checks with its target offset).
  func checkForBatchFetching() {
    // Before the nodes are loaded the content size says nothing; the load checks once it is done.
    guard !needsNodeReload, let host, !host.isDragging, !host.isTracking else { return }
    beginBatchFetchingIfNeeded(offset: host.contentOffset)
  }

  private func checkForBatchFetchingAfterUpdate(changes: Int) {
    if changes == 0 && hasCheckedForBatchFetchingAfterUpdate { return }
    hasCheckedForBatchFetchingAfterUpdate = true
    checkForBatchFetching()
  }

  /// Begins a fetch when the delegate wants batches and `offset` is within the leading screens of
  /// the end.
  func beginBatchFetchingIfNeeded(offset: CGPoint) {
    guard let host, host.shouldBatchFetch() else { return }
    let should = BatchFetching.shouldFetch(
      context: batchContext, scrollDirection: scrollDirection,
      scrollableDirections: host.scrollableDirections,
      bounds: host.bounds, contentSize: host.contentSize, offset: offset,
      leadingScreens: leadingScreensForBatching, isVisible: host.window != nil)
    guard should else { return }
    batchContext.beginBatchFetching()
    host.willBeginBatchFetch(with: batchContext)
  }

  // MARK: Scroll events

  func willBeginDragging() { rangeController.userWillBeginDragging() }

  func willEndDragging(target: CGPoint) {
    guard let host else { return }
    let offset = host.contentOffset
    deceleratingVelocity = CGPoint(x: offset.x - target.x, y: offset.y - target.y)
    beginBatchFetchingIfNeeded(offset: target)
  }

  func didEndDecelerating() { deceleratingVelocity = .zero }

  func didScroll() {
    if host?.window != nil { checkForBatchFetching() }
  }
}

/// The scroll-view delegate half of a list node's bridge (``ASTableBridge``,
/// ``ASCollectionBridge``): each call tells the driver, then the node's delegate.
@preconcurrency @MainActor
class ASListBridge: ScrollViewDelegate {
  weak var driver: ASListDriver?

  /// The node's delegate, as a scroll view's delegate.
  var scrollDelegate: ScrollViewDelegate? { nil }

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    driver?.didScroll()
    scrollDelegate?.scrollViewDidScroll(scrollView)
    driver?.updateRangesIfNeeded()
  }

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    driver?.willBeginDragging()
    scrollDelegate?.scrollViewWillBeginDragging(scrollView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    driver?.willEndDragging(target: targetContentOffset)
    scrollDelegate?.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    scrollDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    scrollDelegate?.scrollViewWillBeginDecelerating(scrollView)
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    driver?.didEndDecelerating()
    scrollDelegate?.scrollViewDidEndDecelerating(scrollView)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    scrollDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
  }

  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
    scrollDelegate?.scrollViewShouldScrollToTop(scrollView) ?? true
  }

  func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
    scrollDelegate?.scrollViewDidScrollToTop(scrollView)
  }
}
