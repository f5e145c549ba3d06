import Foundation
import Logging

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
  /// The ranges and batch fetching, as every list node's.
  let driver = ListNodeDriver()
  /// The table or collection view showing the list.
  weak var host: (any SceneListHost)? {
    didSet { connectDriver() }
  }
  private let clock: FrameClock
  private var nodes: [IndexPath: SceneCellNode] = [:]
  private var needsLoad = true {
    didSet { driver.isLoaded = !needsLoad }
  }
  private var measuredRange: SizeRange?
  private var pending: [Event] = []
  /// The items of a collection node summed over its completed fetches: each insertion costs the
  /// collection view (its update map, its flow layout's sizes, the ranges) work in proportion to
  /// all its items, so many small fetches cost the square of the items (session 32: from 10 items
  /// 5 at a time, 10,000 items 5 s, 40,000 items 73 s).
  private(set) var fetchedItemWork = 0
  /// The most ``fetchedItemWork`` after which a collection node begins no fetch (docs/limits.md):
  /// about 1 s of fetching in a release build. It was 5,000,000 until session 42, whose sweep
  /// found 1 x 1 pt items fetched 100 at a time taking 8.2 s to reach it (2.0 s at 1,000,000).
  static let fetchedItemWorkLimit = 500_000
  /// This list's ``fetchedItemWorkLimit`` (tests lower it).
  var fetchedItemWorkLimit = SceneNodeList.fetchedItemWorkLimit
  /// The most ``fetchedItemWork`` after which a table node begins no fetch (docs/limits.md): each
  /// insertion works out the table's row heights and their sums again, so 100 rows of 1 pt a
  /// fetch took 12-47 s to reach 844,000 rows (the CLI fuzzer's seed 4342, session 43); 10,000 a
  /// fetch reach 850,010 rows at 36 million, in 0.9 s.
  static let fetchedRowWorkLimit = 40_000_000
  /// The fetch budget of this list's kind of host.
  private var fetchWorkLimit: Int {
    host is CollectionView ? fetchedItemWorkLimit : Self.fetchedRowWorkLimit
  }
  private static let log = Logger(label: "Inertia.SceneNodeList")

  /// The controller of the nodes' interface states.
  var rangeController: RangeController { driver.rangeController }
  /// Screens from the end at which a fetch begins ("leadingScreensForBatching").
  var leadingScreens: CGFloat {
    get { driver.leadingScreens }
    set { driver.leadingScreens = newValue }
  }

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

  /// Gives the driver the host's view of the rows, this list's nodes and its batches.
  private func connectDriver() {
    driver.scrollView = host
    driver.scrollableDirections = { [weak self] in self?.host?.nodeScrollDirections ?? .vertical }
    driver.visibleIndexPaths = { [weak self] in self?.host?.visibleNodePaths ?? [] }
    driver.indexPathsInRect = { [weak self] rect in self?.host?.nodePaths(in: rect) ?? [] }
    driver.node = { [weak self] path in self?.node(at: path) }
    driver.wantsBatch = { [weak self] in
      guard let self, let batching else { return false }
      return rowCount < batching.maxItems && fetchedItemWork <= fetchWorkLimit
    }
    driver.beginBatch = { [weak self] in self?.beginBatch() }
    driver.rangesDidUpdate = { [weak self] in
      guard let self else { return }
      nodes = nodes.filter {
        $0.value.interfaceState.contains(.preload) || $0.value.interfaceState.contains(.display)
      }
    }
  }

  /// The number of rows.
  /// The number of rows, in every section.
  var rowCount: Int { rows.sections.reduce(0) { $0 + $1.count } }

  /// The number of rows of `section` (0 for a section that does not exist).
  func rowCount(inSection section: Int) -> Int {
    rows.sections.indices.contains(section) ? rows.sections[section].count : 0
  }

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
    let heights = templates.map { Double($0.height) }
    for section in rows.sections.indices { rows.sections[section].cycle = heights }
    // Every row's height or size and their sums are worked out again (counted for the replay's
    // frame-work budget: a list node resized at every frame reloaded a million rows a frame).
    // A collection node's items are counted by its layout as it places them again (sweep 58).
    let parts = templates.reduce(0) { $0 &+ $1.parts.count }
    if host is CollectionView {
      host.window?.layoutWork.listItemsRemeasured &+= parts
    } else {
      host.window?.layoutWork.listRowsRemeasured &+= rowCount &+ parts
    }
    needsLoad = false
    host.reloadNodes()
    return true
  }

  /// After the list laid out: the ranges, then (after a load) a batch fetch may begin.
  func didLayout(loaded: Bool) {
    driver.updateRanges()
    if loaded { driver.checkForBatchFetchingAfterUpdate(changes: rowCount) }
  }

  /// The size of item `indexPath`'s cell (a collection item): its spec's measured size.
  func itemSize(at indexPath: IndexPath) -> CGSize {
    guard !templates.isEmpty else { return CGSize(width: 44, height: 44) }
    return templates[indexPath.item % templates.count].size
  }

  private func node(at path: IndexPath) -> DisplayNode? {
    guard path.row >= 0, path.row < rowCount(inSection: path.section) else { return nil }
    if let node = nodes[path] { return node }
    let node = SceneCellNode(path: path, list: self)
    nodes[path] = node
    return node
  }

  // MARK: Batch fetching

  /// A fetch began: its line, and its rows after the scene's delay.
  private func beginBatch() {
    guard let batching else { return }
    emit(.batchFetch("willBeginBatchFetchWith", itemCount: rowCount))
    clock.schedule(after: batching.delay, repeats: false) { [weak self] in self?.completeBatchFetch() }
  }

  /// The fetch's rows arrive at the end of the last section: the data grows, the context
  /// completes, then the table shows the new rows (Texture commits the insertion after the app's
  /// code returns), lays out, and may fetch again.
  private func completeBatchFetch() {
    let context = driver.batchContext
    guard let host, let batching, context.isFetching, let last = rows.sections.indices.last else { return }
    let total = rowCount
    let added = max(0, min(batching.batchSize, batching.maxItems - total))
    let start = rows.sections[last].count
    rows.sections[last].count += added
    context.completeBatchFetching(true)
    emit(.batchFetch("completeBatchFetching", itemCount: total + added))
    fetchedItemWork += total + added
    if fetchedItemWork > fetchWorkLimit, fetchedItemWork - (total + added) <= fetchWorkLimit {
      let kind = host is CollectionView ? "a CollectionNode" : "a TableNode"
      Self.log.warning(
        "\(kind) stops batch fetching: the item counts after its fetches add up to more than \(fetchWorkLimit) (docs/limits.md)"
      )
    }
    host.insertNodes(at: (start..<(start + added)).map { IndexPath(row: $0, section: last) })
    host.layoutIfNeeded()
    driver.updateRanges()
    driver.checkForBatchFetchingAfterUpdate(changes: added)
  }

  // MARK: TableViewDataSource

  func numberOfSections(in tableView: TableView) -> Int { max(rows.sections.count, 1) }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    needsLoad ? 0 : rowCount(inSection: section)
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: SceneNodeCell.reuseIdentifier, for: indexPath)
    let index = indexPath.row % max(templates.count, 1)
    if templates.indices.contains(index) { (cell as? SceneNodeCell)?.show(templates[index], index: index) }
    return cell
  }

  // MARK: CollectionViewDataSource

  func numberOfSections(in collectionView: CollectionView) -> Int { max(rows.sections.count, 1) }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    needsLoad ? 0 : rowCount(inSection: section)
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
