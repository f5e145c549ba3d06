import Inertia
import InertiaUIKit

/// Texture's ASCollectionNode: a node whose view is a collection view (``ASCollectionView``) of
/// cell nodes, laid out by any collection layout (a flow layout sizes items by their measured
/// nodes). Items come from an ``ASCollectionDataSource``; measuring, interface states, batch
/// fetching and updates work as in ``ASTableNode``.
@preconcurrency @MainActor
open class ASCollectionNode: ASDisplayNode {
  private let collectionView: ASCollectionView

  /// Creates a collection node laid out by `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionView = ASCollectionView(layout: layout)
    super.init()
    attachCollectionView()
  }

  /// Creates a collection node of `frame` laid out by `layout` (Texture's designated initializer;
  /// the facilitator is kept by the caller, not called).
  public init(
    frame: CGRect, collectionViewLayout layout: UICollectionViewLayout,
    layoutFacilitator: ASCollectionViewLayoutFacilitatorProtocol?
  ) {
    collectionView = ASCollectionView(layout: layout)
    super.init()
    attachCollectionView()
    self.frame = frame
  }

  /// The size range of an item when the node decides it (a pager's pages), before the inspector
  /// and the delegate are asked. Default nil.
  func itemSizeRange(at indexPath: IndexPath) -> SizeRange? { nil }

  /// Called when the collection view enters or leaves a window. Default nothing.
  func viewDidMoveToWindow() {}

  private final func attachCollectionView() {
    collectionView.collectionNode = self
    collectionView.identifier = layoutID
    collectionView.data.owner = self
  }

  /// Creates a collection node of `frame` laid out by `layout` (the frame sets the node's).
  public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.init(collectionViewLayout: layout)
    self.frame = frame
  }

  /// The node's collection view.
  open override var view: ASCollectionView {
    _ = super.view
    return collectionView
  }

  /// The collection view, created with the node.
  open override func makeView() -> View { collectionView }

  /// Entering the preload range with a size lays the collection view out, which makes and measures
  /// its items (as Texture's collection node starts its first data load here: a collection inside
  /// a row of another list has its items before it scrolls on screen). Call super when overriding.
  /// A collection outside other lists' rows enters the preload state as its view enters a window
  /// (see ``ASDisplayNode/willEnterHierarchy()``); Texture loads its items asynchronously then, so
  /// they come once the view is in the window, and it is not laid out here.
  open override func didEnterPreloadState() {
    super.didEnterPreloadState()
    guard bounds != .zero, supportsRangeManagedInterfaceState else { return }
    view.layoutIfNeeded()
  }

  /// Leaving the preload range takes the preload state from every item node the collection made (and
  /// from the nodes inside them), each hearing `didExitPreloadState`, as Texture's collection node
  /// clears its range controller's preloaded data. Call super when overriding.
  open override func didExitPreloadState() {
    super.didExitPreloadState()
    collectionView.driver.clearPreloadedData()
  }

  /// The nodes of the items on screen: a state given to the collection node reaches them, as Texture's
  /// walk of a loaded node's layers reaches the cells of its view.
  open override var hostedNodes: [DisplayNode] { isNodeLoaded ? collectionView.driver.hostedNodes : [] }

  /// Supplies the items' nodes. Setting it makes the nodes again at the next layout.
  open weak var dataSource: ASCollectionDataSource? { didSet { collectionView.setNeedsNodeReload() } }
  /// Hears about size ranges, display, selection, batch fetching and scrolling.
  open weak var delegate: ASCollectionDelegate? { didSet { collectionView.setNeedsNodeReload() } }

  /// Gives the size ranges of items and supplementary nodes for a custom layout (Texture's
  /// layoutInspector); asked before the delegate. Setting it measures the nodes again. Default nil.
  open weak var layoutInspector: ASCollectionViewLayoutInspecting? {
    didSet { collectionView.setNeedsNodeReload() }
  }

  /// How cells are updated and laid out (Texture's beta `cellLayoutMode`, the view's; see
  /// ``ASCellLayoutMode``). Default none.
  open var cellLayoutMode: ASCellLayoutMode {
    get { collectionView.cellLayoutMode }
    set { collectionView.cellLayoutMode = newValue }
  }

  /// The collection's layout.
  open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

  /// What measures and shows the items' nodes (the cell nodes' way to their list).
  var listDriver: ASListDriver { collectionView.driver }

  /// Screens from the end of the content at which a batch fetch begins. Default 2.
  open var leadingScreensForBatching: CGFloat {
    get { collectionView.leadingScreensForBatching }
    set { collectionView.leadingScreensForBatching = newValue }
  }

  /// Decides a fetch at the release of a drag toward the end from the time left before the end
  /// shows, told the node's own answer as a hint (Texture's beta `batchFetchingDelegate`). Default
  /// nil: the node decides.
  open weak var batchFetchingDelegate: ASBatchFetchingDelegate? {
    get { collectionView.driver.core.batchFetchingDelegate }
    set { collectionView.driver.core.batchFetchingDelegate = newValue }
  }

  /// Whether item nodes are measured off the main actor (the same layouts either way). Default
  /// false (see `ASTableNode.measuresNodesConcurrently`).
  public var measuresNodesConcurrently: Bool {
    get { collectionView.data.measuresConcurrently }
    set { collectionView.data.measuresConcurrently = newValue }
  }

  /// The parameters of `rangeType` in the full range mode.
  open func tuningParameters(for rangeType: ASLayoutRangeType) -> ASRangeTuningParameters {
    collectionView.rangeController.tuningParameters(for: rangeType)
  }

  /// Sets the parameters of `rangeType` in the full range mode.
  open func setTuningParameters(_ parameters: ASRangeTuningParameters, for rangeType: ASLayoutRangeType) {
    collectionView.rangeController.setTuningParameters(parameters, for: rangeType)
  }

  /// The parameters of `rangeType` in `rangeMode`.
  open func tuningParameters(for rangeMode: ASLayoutRangeMode, rangeType: ASLayoutRangeType)
    -> ASRangeTuningParameters
  {
    collectionView.rangeController.tuningParameters(for: rangeType, mode: rangeMode)
  }

  /// Sets the parameters of `rangeType` in `rangeMode`.
  open func setTuningParameters(
    _ parameters: ASRangeTuningParameters, for rangeMode: ASLayoutRangeMode, rangeType: ASLayoutRangeType
  ) {
    collectionView.rangeController.setTuningParameters(parameters, for: rangeType, mode: rangeMode)
  }

  /// Puts the ranges in `rangeMode` for their next update, which runs on the next turn when the
  /// mode changes (Texture's `updateCurrentRangeWithMode:`); after that update the mode follows the
  /// list again (full once the user has scrolled).
  open func updateCurrentRange(with rangeMode: ASLayoutRangeMode) {
    collectionView.driver.updateCurrentRange(with: rangeMode)
  }

  /// The number of sections.
  open var numberOfSections: Int { collectionView.data.sections.count }

  /// The number of items in `section` (0 for none).
  open func numberOfItems(inSection section: Int) -> Int {
    collectionView.data.sections.indices.contains(section) ? collectionView.data.sections[section].count : 0
  }

  /// The node of an item (nil for none).
  open func nodeForItem(at indexPath: IndexPath) -> ASCellNode? { collectionView.data.node(at: indexPath) }

  /// The item of a node (nil when it is not in the collection).
  open func indexPath(for cellNode: ASCellNode) -> IndexPath? {
    cellNode.owningNode === self ? cellNode.indexPath : nil
  }

  /// The nodes of the items on screen.
  open var visibleNodes: [ASCellNode] {
    collectionView.indexPathsForVisibleItems.compactMap { collectionView.data.node(at: $0) }
  }

  /// The items on screen.
  open var indexPathsForVisibleItems: [IndexPath] { collectionView.indexPathsForVisibleItems }

  /// Scrolls so the item sits at `position`.
  open func scrollToItem(
    at indexPath: IndexPath, at position: UICollectionView.ScrollPosition, animated: Bool
  ) {
    collectionView.scrollToItem(at: indexPath, at: position, animated: animated)
  }

  /// Selects an item (no delegate call), as the collection view's `selectItem`; the item's node
  /// becomes selected, as Texture's cell passes UIKit's selection to its node. Nil deselects every
  /// item.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    let before = collectionView.indexPathsForSelectedItems ?? []
    collectionView.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    let after = Set(collectionView.indexPathsForSelectedItems ?? [])
    for path in before where !after.contains(path) {
      collectionView.data.node(at: path)?.setSelectedFromList(false)
    }
    if let indexPath, after.contains(indexPath) {
      collectionView.data.node(at: indexPath)?.setSelectedFromList(true)
    }
  }

  /// Deselects an item (no delegate call); its node stops being selected.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    collectionView.deselectItem(at: indexPath, animated: animated)
    collectionView.data.node(at: indexPath)?.setSelectedFromList(false)
  }

  /// The selected items, in order (nil when none), as the collection view's.
  open var indexPathsForSelectedItems: [IndexPath]? { collectionView.indexPathsForSelectedItems }

  /// Whether a tap selects an item (the collection view's). Default true.
  open var allowsSelection: Bool {
    get { collectionView.allowsSelection }
    set { collectionView.allowsSelection = newValue }
  }

  /// Whether taps select several items at once (the collection view's). Default false.
  open var allowsMultipleSelection: Bool {
    get { collectionView.allowsMultipleSelection }
    set { collectionView.allowsMultipleSelection = newValue }
  }

  /// The collection's scroll position.
  open var contentOffset: CGPoint {
    get { collectionView.contentOffset }
    set { collectionView.contentOffset = newValue }
  }

  /// The collection's content inset.
  open var contentInset: EdgeInsets {
    get { collectionView.contentInset }
    set { collectionView.contentInset = newValue }
  }

  /// Makes every item's node again and shows them, then calls `completion`.
  @preconcurrency open func reloadData(completion: (@MainActor () -> Void)? = nil) {
    collectionView.reloadNodes()
    collectionView.layoutIfNeeded()
    completion?()
  }

  /// Kept for source compatibility: updates here run at once.
  open func waitUntilAllUpdatesAreProcessed() {}

  /// Whether updates are being processed: never, as updates here run at once.
  open var isProcessingUpdates: Bool { false }

  /// Runs `completion` once the updates in flight are processed: at once, as updates here run at
  /// once (Texture runs it before returning when no update is in flight).
  open func onDidFinishProcessingUpdates(_ completion: (() -> Void)?) { completion?() }

  /// Collects the changes `updates` makes, then applies them at once and calls `completion` when
  /// the collection's update ends (`animated` is kept for source compatibility). A batch inside
  /// another one joins it: the outermost applies every change, and the completions run in the
  /// order their batches ended, inner ones first, as in Texture.
  @preconcurrency open func performBatch(
    animated: Bool, updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard let batch = collectionView.data.batch({ updates?() }, completion: completion) else { return }
    collectionView.apply(batch.changes, completion: batch.completion)
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

  private func change(_ edit: (inout ASListData.Changes) -> Void) {
    guard let changes = collectionView.data.record(edit) else { return }
    collectionView.apply(changes, completion: nil)
  }

  /// Inserts items (index paths after the update); their nodes are made and measured first.
  open func insertItems(at indexPaths: [IndexPath]) { change { $0.insertedItems.formUnion(indexPaths) } }

  /// Deletes items (index paths before the update).
  open func deleteItems(at indexPaths: [IndexPath]) { change { $0.deletedItems.formUnion(indexPaths) } }

  /// Makes the items' nodes again (index paths before the update).
  open func reloadItems(at indexPaths: [IndexPath]) { change { $0.reloadedItems.formUnion(indexPaths) } }

  /// Inserts sections with the items the data source gives them.
  open func insertSections(_ sections: IndexSet) { change { $0.insertedSections.formUnion(sections) } }

  /// Deletes sections.
  open func deleteSections(_ sections: IndexSet) { change { $0.deletedSections.formUnion(sections) } }

  /// Makes the sections' items again from the data source, as Texture's change set records it: a
  /// delete and an insert of each section (new nodes, as many as the data source now gives).
  open func reloadSections(_ sections: IndexSet) {
    change {
      $0.deletedSections.formUnion(sections)
      $0.insertedSections.formUnion(sections)
    }
  }

  /// Moves an item, as Texture does: its change set records a delete at `indexPath` (before the
  /// update) and an insert at `newIndexPath` (after it), so the item's node is made again from the
  /// data source at its new place.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    change {
      $0.deletedItems.insert(indexPath)
      $0.insertedItems.insert(newIndexPath)
    }
  }

  /// Moves a section, as Texture does: a delete of `section` and an insert of `newSection` with the
  /// items the data source gives it there (new nodes).
  open func moveSection(_ section: Int, toSection newSection: Int) {
    change {
      $0.deletedSections.insert(section)
      $0.insertedSections.insert(newSection)
    }
  }
}
