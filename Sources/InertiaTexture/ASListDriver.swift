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
  /// Lays the rows or items out again with the data's sizes (a node's size changed).
  func showResizedNodes()
}

/// What makes a table or collection view a list node's view, shared by both: the measured nodes
/// (``ASListData``), reloading and measuring them with the view's size, the rows' interface
/// states by a ``Inertia/RangeController`` on every layout and scroll, and batch fetching near the
/// end of the content (Texture's ASRangeController and batch-fetching wiring of ASTableView and
/// ASCollectionView).
@preconcurrency @MainActor
final class ASListDriver {
  weak var host: (any ASListHost)? {
    didSet { connectCore() }
  }
  let data = ASListData()
  /// The nodes whose size a layout pass invalidated, measured again on the next turn.
  private var nodesToRelayout: [ASCellNode] = []
  /// The ranges and batch fetching, as every list node's (shared with the replay's list nodes).
  let core = ListNodeDriver()
  /// The batch fetch in flight.
  var batchContext: ASBatchContext { core.batchContext }
  /// The controller of the nodes' interface states.
  var rangeController: RangeController { core.rangeController }
  /// Screens from the end at which a batch fetch begins. Default 2.
  var leadingScreensForBatching: CGFloat {
    get { core.leadingScreens }
    set {
      let changed = newValue != core.leadingScreens
      core.leadingScreens = newValue
      if changed { checkForBatchFetching() }
    }
  }
  /// The size the nodes were last measured for.
  private(set) var measuredSize = CGSize.zero
  /// The screen scale the nodes were last measured on (0 before they are).
  private var measuredScale: CGFloat = 0
  private var needsNodeReload = true {
    didSet { core.isLoaded = !needsNodeReload }
  }

  /// Gives the shared driver the host's view of its rows, nodes and delegate.
  private func connectCore() {
    core.scrollView = host
    core.scrollableDirections = { [weak self] in self?.host?.scrollableDirections ?? .vertical }
    core.visibleIndexPaths = { [weak self] in self?.host?.visibleIndexPaths ?? [] }
    core.indexPathsInRect = { [weak self] rect in self?.host?.indexPaths(in: rect) ?? [] }
    core.node = { [weak self] path in self?.data.node(at: path) }
    core.wantsBatch = { [weak self] in self?.host?.shouldBatchFetch() ?? false }
    core.beginBatch = { [weak self] in
      guard let self, let host else { return }
      host.willBeginBatchFetch(with: batchContext)
    }
  }

  /// Where the data's nodes come from: the host's data source and size ranges.
  private func source(_ host: any ASListHost) -> ASListData.Source {
    ASListData.Source(
      sectionCount: { [unowned host] in host.numberOfNodeSections() },
      itemCount: { [unowned host] section in host.numberOfNodes(inSection: section) },
      node: { [unowned host] path in host.makeNode(at: path) },
      constrainedSize: { [unowned host] path in host.constrainedSize(for: path) })
  }

  /// The nodes of the cells on screen, in index-path order: those Texture's walk of the list
  /// view's layers reaches when the list node's own state is set.
  var hostedNodes: [DisplayNode] { (host?.visibleIndexPaths ?? []).sorted().compactMap { data.node(at: $0) } }

  /// Takes the preload state from every node the list made that has it (and from the nodes inside
  /// each), as Texture's range controller's `clearPreloadedData`, which a list node calls when it
  /// leaves the preload range.
  func clearPreloadedData() {
    for node in data.allNodes where node.interfaceState.contains(.preload) {
      node.exitInterfaceState(.preload)
    }
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
    measuredScale = cellScale
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
    rangeController.forgetRemovedNodes(data.apply(changes, from: source(host)))
    host.showChanges(changes, animated: animated, completion: completion)
    host.layoutIfNeeded()
    checkForBatchFetchingAfterUpdate(changes: changes.count)
  }

  /// A node's size was invalidated (Texture's `nodeDidInvalidateSize:`, after a layout
  /// transition measured it): it is measured again within its range and, when its size changed,
  /// the list lays its rows or items out again.
  func nodeDidInvalidateSize(_ node: ASCellNode) {
    guard let host, data.relayout(node, from: source(host)) else { return }
    host.showResizedNodes()
  }

  /// A node's size was invalidated in a layout pass (a text node inside it got new text): on the
  /// next turn it is measured again (once however many nodes inside changed) and, when its size
  /// changed, the list lays out again, as Texture's list handles `nodeDidInvalidateSize:` at its
  /// next layout.
  func nodeDidInvalidateSizeInLayoutPass(_ node: ASCellNode) {
    guard !nodesToRelayout.contains(where: { $0 === node }) else { return }
    nodesToRelayout.append(node)
    guard nodesToRelayout.count == 1 else { return }
    MainQueue.async { [weak self] in self?.relayoutInvalidatedNodes() }
  }

  private func relayoutInvalidatedNodes() {
    let nodes = nodesToRelayout
    nodesToRelayout = []
    guard let host else { return }
    var resized = false
    for node in nodes where data.relayout(node, from: source(host)) { resized = true }
    if resized { host.showResizedNodes() }
  }

  /// The scale the list's nodes measure on: the screen the list node is shown on (see
  /// ``Inertia/DisplayNode/measuringScale``; a list without a node measures on the grid of 2).
  private var cellScale: CGFloat { data.owner?.measuringScale ?? LayoutContext().scale }

  /// The view lays out: the nodes are made (first time) or measured again (new size, or a screen
  /// of another scale: Texture's rows follow ASScreenScale's pixels) before `layout` (the view's
  /// own layout, `reload` its reloadData) places them; then the ranges are updated and, after a
  /// load, a batch fetch may begin.
  func layout(reload: () -> Void, layout: () -> Void) {
    guard let host, let size = host.measuringSize,
      needsNodeReload || measuredSize != size || measuredScale != cellScale
    else {
      layout()
      updateRanges()
      return
    }
    if needsNodeReload {
      reloadNodes(show: reload)
    } else {
      measuredSize = size
      measuredScale = cellScale
      data.remeasure(with: source(host))
      reload()
    }
    layout()
    updateRanges()
    checkForBatchFetchingAfterUpdate(changes: data.itemCount)
  }

  /// The view entered or left a window: on a screen of another scale than the nodes were
  /// measured on, it lays out again to measure them on the new one. The ranges are updated
  /// unless the list node is inside another list's row or item, whose range controller gives it
  /// and its cells their states (Texture's list views update their ranges here only when their
  /// node is not range-managed).
  func didMoveToWindow() {
    if let host, host.window != nil, !needsNodeReload, measuredScale != cellScale { host.setNeedsLayout() }
    if !isRangeManaged { updateRanges() }
    if host?.window != nil { checkForBatchFetching() }
  }

  /// Whether the list node is inside a row or item of another list (Texture's range-managed
  /// hierarchy state).
  private var isRangeManaged: Bool {
    var node = data.owner?.supernode
    while let current = node {
      if (current as? ASCellNode)?.owningNode != nil { return true }
      node = current.supernode
    }
    return false
  }

  // MARK: Ranges and batch fetching (the shared driver's)

  /// The direction of scrolling along the scrollable directions: the finger's while tracking,
  /// else the deceleration's.
  var scrollDirection: ASScrollDirection { core.scrollDirection }

  /// The offset changed: as in Texture, the ranges follow in the layout pass after the scroll
  /// view's delegate heard scrollViewDidScroll (the node's bridge updates them right after that
  /// call; a view whose delegate is something else updates them at its next layout).
  func offsetDidChange() {
    core.offsetDidChange()
    if let host, !(host.delegate is ASListBridge) { host.setNeedsLayout() }
  }

  /// Updates the ranges if the offset changed since they were last updated.
  func updateRangesIfNeeded() { core.updateRangesIfNeeded() }

  /// Updates every node's interface state.
  func updateRanges() { core.updateRanges() }

  /// Puts the ranges in `mode` (see ``Inertia/RangeController/updateCurrentRange(with:)``); when
  /// the mode changes, the ranges are updated on the next turn, as Texture's range controller's
  /// `setNeedsUpdate` does, unless a layout updates them first.
  func updateCurrentRange(with mode: ASLayoutRangeMode) {
    guard rangeController.updateCurrentRange(with: mode) else { return }
    MainQueue.async { [weak self] in self?.updateRanges() }
  }

  /// Begins a fetch if the list is near its end (not while the finger is down).
  func checkForBatchFetching() { core.checkForBatchFetching() }

  private func checkForBatchFetchingAfterUpdate(changes: Int) {
    core.checkForBatchFetchingAfterUpdate(changes: changes)
  }

  func willBeginDragging() { core.willBeginDragging() }
  func willEndDragging(target: CGPoint, velocity: CGPoint) {
    core.willEndDragging(target: target, velocity: velocity)
  }
  func didEndDecelerating() { core.didEndDecelerating() }
  func didScroll() { core.didScroll() }
}

/// The scroll-view delegate half of a list node's bridge (``ASTableBridge``,
/// ``ASCollectionBridge``): each call tells the driver, then the node's delegate.
@preconcurrency @MainActor
class ASListBridge: ScrollViewDelegate {
  weak var driver: ASListDriver?

  /// The node's delegate, as a scroll view's delegate.
  var scrollDelegate: ScrollViewDelegate? { nil }

  /// The shown cells whose nodes get Texture's visibility events as the list scrolls.
  var visibilityCells = ASVisibilityCells()

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    driver?.didScroll()
    visibilityCells.send(.visibleRectChanged, in: scrollView)
    scrollDelegate?.scrollViewDidScroll(scrollView)
    driver?.updateRangesIfNeeded()
  }

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    driver?.willBeginDragging()
    visibilityCells.send(.willBeginDragging, in: scrollView)
    scrollDelegate?.scrollViewWillBeginDragging(scrollView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    driver?.willEndDragging(target: targetContentOffset, velocity: velocity)
    scrollDelegate?.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    visibilityCells.send(.didEndDragging, in: scrollView)
    scrollDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    scrollDelegate?.scrollViewWillBeginDecelerating(scrollView)
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    driver?.didEndDecelerating()
    visibilityCells.send(.didStopScrolling, in: scrollView)
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
