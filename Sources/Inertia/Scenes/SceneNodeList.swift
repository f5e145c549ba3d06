import Foundation

/// The Texture side of a scene's "TableNode" or "CollectionNode" (docs/scenes.md, "Texture list
/// nodes"), as Texture's ASTableView and ASCollectionView wire it: each row or item is a cell node
/// measured by its spec within the list's constrained size; a ``RangeController`` moves the nodes
/// through the interface states after every layout and scroll (after the scroll's
/// scrollViewDidScroll, as Texture updates its ranges in the layout pass that follows); a batch
/// fetch begins near the end of the content (``BatchFetching``) and completes after the scene's
/// delay on the clock, appending its rows.
///
/// The row count (and a table's heights) live in ``rows`` (one section whose heights cycle through
/// the cell specs'); nodes exist only for rows in a range, so memory follows the ranges, not the
/// row count.
///
/// See also: ``SceneNodeTableView``, ``SceneNodeCollectionView``, ``SceneCellTemplate``.
@preconcurrency @MainActor
final class SceneNodeList: TableViewDataSource, CollectionViewDataSource {
  /// What the trace hears of the list.
  enum Event: Equatable {
    /// A row's node entered or left a state: the hook's name ("didEnterPreloadState", ...).
    case interfaceState(IndexPath, String)
    /// A batch fetch began ("willBeginBatchFetchWith") or completed ("completeBatchFetching"),
    /// with the row count then.
    case batchFetch(String, itemCount: Int)
  }

  /// How the scene's delegate fetches batches ("batchFetching").
  struct Batching: Equatable {
    var batchSize: Int
    var maxItems: Int
    var delay: Double
  }

  let rows: SceneTableModel
  var templates: [SceneCellTemplate]
  var batching: Batching?
  /// Screens from the end at which a fetch begins ("leadingScreensForBatching").
  var leadingScreens = BatchFetching.defaultLeadingScreens
  let context = BatchContext()
  let rangeController = RangeController()
  /// The table or collection view showing the list.
  weak var host: (any SceneListHost)?
  private let clock: FrameClock
  private var nodes: [IndexPath: SceneCellNode] = [:]
  private var needsLoad = true
  /// Whether an offset changed since the ranges were last updated.
  private var needsRangeUpdate = false
  private var measuredRange: SizeRange?
  private var hasCheckedAfterUpdate = false
  private var deceleratingVelocity = CGPoint.zero
  private var pending: [Event] = []

  /// Where events go; events before it is set wait and go to it when it is.
  var onEvent: (@MainActor (Event) -> Void)? {
    didSet {
      guard let onEvent else { return }
      let waiting = pending
      pending.removeAll()
      for event in waiting { onEvent(event) }
    }
  }

  init(rows: SceneTableModel, templates: [SceneCellTemplate], clock: FrameClock) {
    self.rows = rows
    self.templates = templates
    self.clock = clock
  }

  /// The number of rows.
  var rowCount: Int { rows.sections.first?.count ?? 0 }

  /// The number of live nodes (rows in a range), for tests of the memory bound.
  var liveNodeCount: Int { nodes.count }

  func emit(_ event: Event) {
    if let onEvent { onEvent(event) } else { pending.append(event) }
  }

  // MARK: Layout

  /// Before the list lays out: measures the cell specs in its constrained size (first time, or a
  /// new size) and reloads it. Returns whether it did.
  func prepareLayout() -> Bool {
    guard let host, let range = host.cellSizeRange, needsLoad || range != measuredRange else { return false }
    measuredRange = range
    for index in templates.indices { templates[index].measure(in: range) }
    if !rows.sections.isEmpty { rows.sections[0].cycle = templates.map { Double($0.height) } }
    needsLoad = false
    host.reloadNodes()
    return true
  }

  /// After the list laid out: the ranges, then (after a load) a batch fetch may begin.
  func didLayout(loaded: Bool) {
    updateRanges()
    if loaded { checkForBatchFetchingAfterUpdate(changes: rowCount) }
  }

  /// The offset changed: the ranges are updated after the scroll's delegate call
  /// (``updateRangesIfNeeded()``) or at the next layout.
  func setNeedsRangeUpdate() { needsRangeUpdate = true }

  /// Updates the ranges if an offset changed since they were last updated.
  func updateRangesIfNeeded() {
    if needsRangeUpdate { updateRanges() }
  }

  /// Updates every node's interface state, then drops the nodes that left every range.
  func updateRanges() {
    needsRangeUpdate = false
    guard !needsLoad, let host else { return }
    let snapshot = RangeController.Snapshot(
      visible: host.visibleNodePaths, bounds: host.bounds, scrollableDirections: host.nodeScrollDirections,
      scrollDirection: scrollDirection, isInWindow: host.window != nil)
    rangeController.update(
      snapshot, indexPaths: { [unowned host] rect in host.nodePaths(in: rect) },
      node: { [unowned self] path in node(at: path) })
    nodes = nodes.filter {
      $0.value.interfaceState.contains(.preload) || $0.value.interfaceState.contains(.display)
    }
  }

  /// The size of item `indexPath`'s cell (a collection item): its spec's measured size.
  func itemSize(at indexPath: IndexPath) -> CGSize {
    guard !templates.isEmpty else { return CGSize(width: 44, height: 44) }
    return templates[indexPath.item % templates.count].size
  }

  private func node(at path: IndexPath) -> DisplayNode? {
    guard path.section == 0, path.row >= 0, path.row < rowCount else { return nil }
    if let node = nodes[path] { return node }
    let node = SceneCellNode(path: path, list: self)
    nodes[path] = node
    return node
  }

  /// The direction of scrolling: the finger's while tracking, else the deceleration's.
  private var scrollDirection: ScrollNode.ScrollableDirections {
    guard let host else { return [] }
    let velocity =
      host.isTracking ? host.panGestureRecognizer.velocity(in: host.superview) : deceleratingVelocity
    return BatchFetching.scrollDirection(velocity: velocity, scrollableDirections: host.nodeScrollDirections)
  }

  // MARK: Batch fetching

  /// Begins a fetch if the table is near its end (not while the finger is down).
  func checkForBatchFetching() {
    guard !needsLoad, let host, !host.isDragging, !host.isTracking else { return }
    beginBatchFetchingIfNeeded(offset: host.contentOffset)
  }

  private func checkForBatchFetchingAfterUpdate(changes: Int) {
    if changes == 0 && hasCheckedAfterUpdate { return }
    hasCheckedAfterUpdate = true
    checkForBatchFetching()
  }

  /// Begins a fetch when the scene fetches batches, rows remain, and `offset` is within the
  /// leading screens of the end; the fetch completes after the scene's delay.
  private func beginBatchFetchingIfNeeded(offset: CGPoint) {
    guard let host, let batching, rowCount < batching.maxItems else { return }
    let should = BatchFetching.shouldFetch(
      context: context, scrollDirection: scrollDirection, scrollableDirections: host.nodeScrollDirections,
      bounds: host.bounds, contentSize: host.contentSize, offset: offset, leadingScreens: leadingScreens,
      isVisible: host.window != nil)
    guard should else { return }
    context.beginBatchFetching()
    emit(.batchFetch("willBeginBatchFetchWith", itemCount: rowCount))
    clock.schedule(after: batching.delay, repeats: false) { [weak self] in self?.completeBatchFetch() }
  }

  /// The fetch's rows arrive: the data grows, the context completes, then the table shows the
  /// new rows (Texture commits the insertion after the app's code returns), lays out, and may
  /// fetch again.
  private func completeBatchFetch() {
    guard let host, let batching, context.isFetching, !rows.sections.isEmpty else { return }
    let start = rowCount
    let added = max(0, min(batching.batchSize, batching.maxItems - start))
    rows.sections[0].count += added
    context.completeBatchFetching(true)
    emit(.batchFetch("completeBatchFetching", itemCount: start + added))
    host.insertNodes(at: (start..<(start + added)).map { IndexPath(row: $0, section: 0) })
    host.layoutIfNeeded()
    updateRanges()
    checkForBatchFetchingAfterUpdate(changes: added)
  }

  // MARK: Scroll events (told by the replay's delegate before it writes its line)

  func didScroll() {
    if host?.window != nil { checkForBatchFetching() }
  }

  func willBeginDragging() { rangeController.userWillBeginDragging() }

  func willEndDragging(target: CGPoint) {
    guard let host else { return }
    let offset = host.contentOffset
    deceleratingVelocity = CGPoint(x: offset.x - target.x, y: offset.y - target.y)
    beginBatchFetchingIfNeeded(offset: target)
  }

  func didEndDecelerating() { deceleratingVelocity = .zero }

  // MARK: TableViewDataSource

  func numberOfSections(in tableView: TableView) -> Int { 1 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    needsLoad || section != 0 ? 0 : rowCount
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: SceneNodeCell.reuseIdentifier, for: indexPath)
    let index = indexPath.row % max(templates.count, 1)
    if templates.indices.contains(index) { (cell as? SceneNodeCell)?.show(templates[index], index: index) }
    return cell
  }

  // MARK: CollectionViewDataSource

  func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    needsLoad || section != 0 ? 0 : rowCount
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: SceneNodeCollectionCell.reuseIdentifier, for: indexPath)
    let index = indexPath.item % max(templates.count, 1)
    if templates.indices.contains(index) {
      (cell as? SceneNodeCollectionCell)?.show(templates[index], index: index)
    }
    return cell
  }
}

/// A row's cell node: it tells its list when it enters or leaves a state.
@preconcurrency @MainActor
final class SceneCellNode: DisplayNode {
  let path: IndexPath
  unowned let list: SceneNodeList

  init(path: IndexPath, list: SceneNodeList) {
    self.path = path
    self.list = list
    super.init(id: "cell-\(path.row)")
  }

  private func tell(_ method: String) { list.emit(.interfaceState(path, method)) }

  override func didEnterPreloadState() { tell("didEnterPreloadState") }
  override func didExitPreloadState() { tell("didExitPreloadState") }
  override func didEnterDisplayState() { tell("didEnterDisplayState") }
  override func didExitDisplayState() { tell("didExitDisplayState") }
  override func didEnterVisibleState() { tell("didEnterVisibleState") }
  override func didExitVisibleState() { tell("didExitVisibleState") }
}
