import Foundation

/// Texture's wiring of a list node's ranges and batch fetching, shared by every list node (the
/// replay's "TableNode" and "CollectionNode", and InertiaTexture's ASTableView and
/// ASCollectionView): a ``RangeController`` moves the nodes through the interface states after
/// every layout and after every offset change's scrollViewDidScroll (Texture updates its ranges in
/// the layout pass that follows the scroll view's delegate call), and a batch fetch begins when
/// ``BatchFetching/shouldFetch(context:scrollDirection:scrollableDirections:bounds:contentSize:offset:leadingScreens:isVisible:velocity:delegate:)``
/// says so: at the release of a drag with its target offset and velocity, at offset changes while
/// no finger is down, and after loads and updates (again on the next turn when a fetch in flight
/// held the check back: Texture checks on the next turn of the main run loop).
///
/// The owner supplies the list's view and what it knows through closures (its visible rows, the
/// rows in a rect, the node of a row, whether its delegate wants a batch and how one begins).
///
/// See also: ``RangeController``, ``BatchContext``.
@preconcurrency @MainActor
public final class ListNodeDriver {
  /// The list's view.
  public weak var scrollView: ScrollView?
  /// The controller of the nodes' interface states.
  public let rangeController = RangeController()
  /// The batch fetch in flight.
  public let batchContext = BatchContext()
  /// Screens from the end at which a batch fetch begins. Default 2.
  public var leadingScreens = BatchFetching.defaultLeadingScreens
  /// Whether the list's nodes are loaded: before, ranges and fetches wait (the content size says
  /// nothing yet).
  public var isLoaded = false
  /// The directions the list scrolls in.
  public var scrollableDirections: () -> ScrollNode.ScrollableDirections = { .vertical }
  /// The rows or items with cells, in index-path order.
  public var visibleIndexPaths: () -> [IndexPath] = { [] }
  /// The rows or items meeting a rect (content coordinates).
  public var indexPathsInRect: (CGRect) -> [IndexPath] = { _ in [] }
  /// The node of a row or item in a range (made on demand).
  public var node: (IndexPath) -> DisplayNode? = { _ in nil }
  /// Whether the delegate wants batches now (`shouldBatchFetch`).
  public var wantsBatch: () -> Bool = { false }
  /// Tells the delegate a batch fetch begins (the context is already fetching).
  public var beginBatch: () -> Void = {}
  /// Decides fetches at the release of a drag toward the end, when set. Default nil.
  public weak var batchFetchingDelegate: BatchFetchingDelegate?
  /// Called after each range update.
  public var rangesDidUpdate: () -> Void = {}

  private var deceleratingVelocity = CGPoint.zero
  private var hasCheckedAfterUpdate = false
  private var isCheckAfterFetchScheduled = false
  private var needsRangeUpdate = false

  /// Creates a driver; set ``scrollView`` and the closures before use.
  public init() {}

  /// The direction of scrolling along the scrollable directions: the finger's while tracking,
  /// else the deceleration's (from the offset toward the release's target).
  public var scrollDirection: ScrollNode.ScrollableDirections {
    guard let scrollView else { return [] }
    let velocity =
      scrollView.isTracking
      ? scrollView.panGestureRecognizer.velocity(in: scrollView.superview) : deceleratingVelocity
    return BatchFetching.scrollDirection(velocity: velocity, scrollableDirections: scrollableDirections())
  }

  // MARK: Ranges

  /// Updates every node's interface state.
  public func updateRanges() {
    needsRangeUpdate = false
    guard isLoaded, let scrollView else { return }
    let snapshot = RangeController.Snapshot(
      visible: visibleIndexPaths(), bounds: scrollView.bounds, scrollableDirections: scrollableDirections(),
      scrollDirection: scrollDirection, isInWindow: scrollView.window != nil)
    rangeController.update(snapshot, indexPaths: indexPathsInRect, node: node)
    rangesDidUpdate()
  }

  /// The offset changed: the ranges are updated after the delegate's scrollViewDidScroll
  /// (``updateRangesIfNeeded()``) or at the next layout.
  public func offsetDidChange() { needsRangeUpdate = true }

  /// Updates the ranges if the offset changed since they were last updated.
  public func updateRangesIfNeeded() {
    if needsRangeUpdate { updateRanges() }
  }

  // MARK: Batch fetching

  /// Begins a fetch if the list is near its end (not while the finger is down: the end of the
  /// drag checks with its target offset).
  public func checkForBatchFetching() {
    guard isLoaded, let scrollView, !scrollView.isDragging, !scrollView.isTracking else { return }
    beginBatchFetchingIfNeeded(offset: scrollView.contentOffset)
  }

  /// After a load or an update of `changes` rows: checks, except after an empty update once a check
  /// was made (Texture's guard against fetching in a loop at the end of the content). Texture makes
  /// the check on the next turn of the main run loop, when the fetch whose update this is has
  /// usually been completed (the update, then `completeBatchFetching(true)`, in one block): when a
  /// fetch in flight holds this check back, it is made again on the next turn of the window's clock.
  public func checkForBatchFetchingAfterUpdate(changes: Int) {
    if changes == 0 && hasCheckedAfterUpdate { return }
    hasCheckedAfterUpdate = true
    checkForBatchFetching()
    guard batchContext.isFetching, !isCheckAfterFetchScheduled, let clock = scrollView?.window?.clock else {
      return
    }
    isCheckAfterFetchScheduled = true
    clock.schedule(after: 0, repeats: false) { [weak self] in
      self?.isCheckAfterFetchScheduled = false
      self?.checkForBatchFetching()
    }
  }

  /// Begins a fetch when the delegate wants batches and `offset` is within the leading screens of
  /// the end (or the batch-fetching delegate says so, for a `velocity` toward the end).
  public func beginBatchFetchingIfNeeded(offset: CGPoint, velocity: CGPoint = .zero) {
    guard let scrollView, wantsBatch() else { return }
    let should = BatchFetching.shouldFetch(
      context: batchContext, scrollDirection: scrollDirection, scrollableDirections: scrollableDirections(),
      bounds: scrollView.bounds, contentSize: scrollView.contentSize, offset: offset,
      leadingScreens: leadingScreens, isVisible: scrollView.window != nil, velocity: velocity,
      delegate: batchFetchingDelegate)
    guard should else { return }
    batchContext.beginBatchFetching()
    beginBatch()
  }

  // MARK: Scroll events (before the delegate hears them)

  /// A drag begins: the ranges go to the full mode.
  public func willBeginDragging() { rangeController.userWillBeginDragging() }

  /// A drag ends toward `target` at `velocity` (pt/ms): the deceleration's direction, and a fetch
  /// may begin.
  public func willEndDragging(target: CGPoint, velocity: CGPoint = .zero) {
    guard let scrollView else { return }
    let offset = scrollView.contentOffset
    deceleratingVelocity = CGPoint(x: offset.x - target.x, y: offset.y - target.y)
    beginBatchFetchingIfNeeded(offset: target, velocity: velocity)
  }

  /// The deceleration ended.
  public func didEndDecelerating() { deceleratingVelocity = .zero }

  /// The offset changed (before the delegate's scrollViewDidScroll): a fetch may begin.
  public func didScroll() {
    if scrollView?.window != nil { checkForBatchFetching() }
  }
}
