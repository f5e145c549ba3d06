import Inertia
import InertiaUIKit

/// Texture's ASTableNode: a node whose view is a table (``ASTableView``) of cell nodes. Rows come
/// from an ``ASTableDataSource`` as node blocks or nodes; each node is measured by its layout
/// spec at exactly the table's width before its row shows (off the main actor with
/// `measuresNodesConcurrently`, see ``Inertia/NodeMeasurer``). As the table scrolls, the rows'
/// nodes enter and leave the preload, display and visible states by the range tuning parameters,
/// and the ``ASTableDelegate`` is asked to fetch a batch when the user nears the end
/// (`leadingScreensForBatching` screens, default 2).
///
/// Updates run at once: `reloadData`, `insertRows`, `deleteRows`, `reloadRows`, `insertSections`,
/// `deleteSections` and `performBatch(animated:updates:completion:)` make and measure the new
/// nodes before the table changes, and call their completion when the table's animation ends.
@preconcurrency @MainActor
open class ASTableNode: ASDisplayNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASTableNode() }

  private let tableView: ASTableView
  /// What measures and shows the rows' nodes (the cell nodes' way to their list).
  var listDriver: ASListDriver { tableView.driver }

  /// Creates a table node of `style`.
  public init(style: UITableView.Style) {
    tableView = ASTableView(style: style)
    super.init()
    configure()
  }

  /// Creates a plain table node. As Texture's `init` it is a convenience initializer (Texture
  /// marks only `initWithStyle:` designated): a subclass that overrides `init(style:)` inherits it.
  public override convenience init() { self.init(style: .plain) }

  private func configure() {
    tableView.tableNode = self
    tableView.identifier = layoutID
    tableView.data.owner = self
  }

  /// The node's table view.
  open override var view: ASTableView {
    _ = super.view
    return tableView
  }

  /// The table view, created with the node.
  open override func makeView() -> View { tableView }

  /// Entering the preload range lays the table view out, which makes and measures its rows (as
  /// Texture's table node starts its first data load here: a table inside a row of another list
  /// has its rows before it scrolls on screen). Call super when overriding.
  /// A table outside other lists' rows enters the preload state as its view enters a window
  /// (see ``ASDisplayNode/willEnterHierarchy()``); Texture loads its rows asynchronously then, so
  /// they come once the view is in the window, and it is not laid out here.
  open override func didEnterPreloadState() {
    super.didEnterPreloadState()
    guard supportsRangeManagedInterfaceState else { return }
    view.layoutIfNeeded()
  }

  /// Leaving the preload range takes the preload state from every row node the table made (and
  /// from the nodes inside them), each hearing `didExitPreloadState`, as Texture's table node
  /// clears its range controller's preloaded data. Call super when overriding.
  open override func didExitPreloadState() {
    super.didExitPreloadState()
    tableView.driver.clearPreloadedData()
  }

  /// The nodes of the rows on screen: a state given to the table node reaches them, as Texture's
  /// walk of a loaded node's layers reaches the cells of its view.
  open override var hostedNodes: [DisplayNode] { isNodeLoaded ? tableView.driver.hostedNodes : [] }

  /// Supplies the rows' nodes. Setting it makes the nodes again at the next layout.
  open weak var dataSource: ASTableDataSource? { didSet { tableView.setNeedsNodeReload() } }
  /// Hears about sizes, display, selection, batch fetching and scrolling.
  open weak var delegate: ASTableDelegate? { didSet { tableView.setNeedsNodeReload() } }

  /// Screens from the end of the content at which a batch fetch begins. Default 2.
  open var leadingScreensForBatching: CGFloat {
    get { tableView.leadingScreensForBatching }
    set { tableView.leadingScreensForBatching = newValue }
  }

  /// Decides a fetch at the release of a drag toward the end from the time left before the end
  /// shows, told the node's own answer as a hint (Texture's beta `batchFetchingDelegate`). Default
  /// nil: the node decides.
  open weak var batchFetchingDelegate: ASBatchFetchingDelegate? {
    get { tableView.driver.core.batchFetchingDelegate }
    set { tableView.driver.core.batchFetchingDelegate = newValue }
  }

  /// Whether row nodes are measured off the main actor (the layouts are the same either way).
  /// Default false: serving each node's spec from the main actor still costs more than the
  /// concurrent measuring saves (BENCHMARKS.md).
  public var measuresNodesConcurrently: Bool {
    get { tableView.data.measuresConcurrently }
    set { tableView.data.measuresConcurrently = newValue }
  }

  // MARK: Ranges

  /// The parameters of `rangeType` in the full range mode.
  open func tuningParameters(for rangeType: ASLayoutRangeType) -> ASRangeTuningParameters {
    tableView.rangeController.tuningParameters(for: rangeType)
  }

  /// Sets the parameters of `rangeType` in the full range mode.
  open func setTuningParameters(_ parameters: ASRangeTuningParameters, for rangeType: ASLayoutRangeType) {
    tableView.rangeController.setTuningParameters(parameters, for: rangeType)
  }

  /// The parameters of `rangeType` in `rangeMode`.
  open func tuningParameters(for rangeMode: ASLayoutRangeMode, rangeType: ASLayoutRangeType)
    -> ASRangeTuningParameters
  {
    tableView.rangeController.tuningParameters(for: rangeType, mode: rangeMode)
  }

  /// Sets the parameters of `rangeType` in `rangeMode`.
  open func setTuningParameters(
    _ parameters: ASRangeTuningParameters, for rangeMode: ASLayoutRangeMode, rangeType: ASLayoutRangeType
  ) {
    tableView.rangeController.setTuningParameters(parameters, for: rangeType, mode: rangeMode)
  }

  /// Puts the ranges in `rangeMode` for their next update, which runs on the next turn when the
  /// mode changes (Texture's `updateCurrentRangeWithMode:`); after that update the mode follows the
  /// list again (full once the user has scrolled).
  open func updateCurrentRange(with rangeMode: ASLayoutRangeMode) {
    tableView.driver.updateCurrentRange(with: rangeMode)
  }

  // MARK: Reading

  /// The number of sections.
  open var numberOfSections: Int { tableView.data.sections.count }

  /// The number of rows in `section` (0 for none).
  open func numberOfRows(inSection section: Int) -> Int {
    tableView.data.sections.indices.contains(section) ? tableView.data.sections[section].count : 0
  }

  /// The node of a row (nil for none).
  open func nodeForRow(at indexPath: IndexPath) -> ASCellNode? { tableView.data.node(at: indexPath) }

  /// The row of a node (nil when it is not in the table).
  open func indexPath(for cellNode: ASCellNode) -> IndexPath? {
    cellNode.owningNode === self ? cellNode.indexPath : nil
  }

  /// The nodes of the rows on screen, top to bottom.
  open var visibleNodes: [ASCellNode] {
    (tableView.indexPathsForVisibleRows ?? []).compactMap { tableView.data.node(at: $0) }
  }

  /// The rows on screen, top to bottom.
  open func indexPathsForVisibleRows() -> [IndexPath] { tableView.indexPathsForVisibleRows ?? [] }

  /// A row's rectangle in the table's content.
  open func rectForRow(at indexPath: IndexPath) -> CGRect { tableView.rectForRow(at: indexPath) }

  /// Scrolls so the row sits at `position`.
  open func scrollToRow(at indexPath: IndexPath, at position: UITableView.ScrollPosition, animated: Bool) {
    tableView.scrollToRow(at: indexPath, at: position, animated: animated)
  }

  /// Selects a row (no delegate call), as the table's selectRow.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
    tableView.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    if let indexPath { tableView.data.element(at: indexPath)?.node.setSelectedFromList(true) }
  }

  /// Deselects a row (no delegate call).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    tableView.deselectRow(at: indexPath, animated: animated)
    tableView.data.element(at: indexPath)?.node.setSelectedFromList(false)
  }

  /// The selected rows (nil when none).
  open var indexPathsForSelectedRows: [IndexPath]? { tableView.indexPathsForSelectedRows }

  /// The first selected row (nil when none), as the table's.
  open var indexPathForSelectedRow: IndexPath? { tableView.indexPathForSelectedRow }

  /// The table's scroll position.
  open var contentOffset: CGPoint {
    get { tableView.contentOffset }
    set { tableView.contentOffset = newValue }
  }

  /// Sets the scroll position, animated or not.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    tableView.setContentOffset(offset, animated: animated)
  }

  /// The table's content inset.
  open var contentInset: EdgeInsets {
    get { tableView.contentInset }
    set { tableView.contentInset = newValue }
  }

  /// Whether a tap selects rows. Default true.
  open var allowsSelection: Bool {
    get { tableView.allowsSelection }
    set { tableView.allowsSelection = newValue }
  }

  /// Whether several rows can be selected. Default false.
  open var allowsMultipleSelection: Bool {
    get { tableView.allowsMultipleSelection }
    set { tableView.allowsMultipleSelection = newValue }
  }

  // MARK: Updates

  /// Makes every row's node again and shows them, then calls `completion`.
  @preconcurrency open func reloadData(completion: (@MainActor () -> Void)? = nil) {
    tableView.reloadNodes()
    tableView.layoutIfNeeded()
    completion?()
  }

  /// Kept for source compatibility: updates here run at once, so there is nothing to wait for.
  open func waitUntilAllUpdatesAreProcessed() {}

  /// Whether updates are being processed: never, as updates here run at once.
  open var isProcessingUpdates: Bool { false }

  /// Runs `completion` once the updates in flight are processed: at once, as updates here run at
  /// once (Texture runs it before returning when no update is in flight).
  open func onDidFinishProcessingUpdates(_ completion: (() -> Void)?) { completion?() }

  /// Collects the changes `updates` makes, then applies them at once (animated or not) and calls
  /// `completion` with true when the table's animation ends. A batch inside another one joins it:
  /// the outermost applies every change (animated as it says), and the completions run in the
  /// order their batches ended, inner ones first, as in Texture.
  @preconcurrency open func performBatch(
    animated: Bool, updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard let batch = tableView.data.batch({ updates?() }, completion: completion) else { return }
    tableView.apply(batch.changes, animated: animated, completion: batch.completion)
  }

  /// `performBatch(animated: true, ...)`.
  @preconcurrency open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    performBatch(animated: true, updates: updates, completion: completion)
  }

  /// `performBatch(animated: true, ...)` with a block that does not escape (Texture's
  /// `AS_NOESCAPE`), so it may use `self` implicitly as on iOS.
  @preconcurrency open func performBatchUpdates(
    _ updates: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    withoutActuallyEscaping(updates) {
      performBatch(animated: true, updates: Optional($0), completion: completion)
    }
  }

  /// ``performBatch(animated:updates:completion:)`` with a block that does not escape.
  @preconcurrency open func performBatch(
    animated: Bool, updates: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    withoutActuallyEscaping(updates) {
      performBatch(animated: animated, updates: Optional($0), completion: completion)
    }
  }

  private func change(_ edit: (inout ASListData.Changes) -> Void, animated: Bool) {
    guard let changes = tableView.data.record(edit) else { return }
    tableView.apply(changes, animated: animated, completion: nil)
  }

  /// Inserts rows (index paths after the update); their nodes are made and measured first.
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    change({ $0.insertedItems.formUnion(indexPaths) }, animated: animation != .none)
  }

  /// Deletes rows (index paths before the update).
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    change({ $0.deletedItems.formUnion(indexPaths) }, animated: animation != .none)
  }

  /// Makes the rows' nodes again (index paths before the update, read from the data source there).
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    change({ $0.reloadedItems.formUnion(indexPaths) }, animated: animation != .none)
  }

  /// Inserts sections (after the update) with the rows the data source gives them.
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    change({ $0.insertedSections.formUnion(sections) }, animated: animation != .none)
  }

  /// Deletes sections (before the update).
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    change({ $0.deletedSections.formUnion(sections) }, animated: animation != .none)
  }

  /// Makes the sections' rows again from the data source (sections before the update), as
  /// Texture's change set records it: a delete and an insert of each section, so every row of it
  /// gets a new node, as many as the data source now gives.
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    change(
      {
        $0.deletedSections.formUnion(sections)
        $0.insertedSections.formUnion(sections)
      }, animated: animation != .none)
  }

  /// Moves a row, as Texture does: its change set records a delete at `indexPath` (before the
  /// update) and an insert at `newIndexPath` (after it), so the row's node is made again from the
  /// data source at its new place.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    change(
      {
        $0.deletedItems.insert(indexPath)
        $0.insertedItems.insert(newIndexPath)
      }, animated: false)
  }

  /// Moves a section, as Texture does: a delete of `section` and an insert of `newSection` with the
  /// rows the data source gives it there (new nodes).
  open func moveSection(_ section: Int, toSection newSection: Int) {
    change(
      {
        $0.deletedSections.insert(section)
        $0.insertedSections.insert(newSection)
      }, animated: false)
  }
}
