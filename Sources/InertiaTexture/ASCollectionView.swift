import Inertia
import InertiaUIKit

/// Texture's ASCollectionView: the view of an ``ASCollectionNode``, an Inertia collection view
/// (any layout: flow, compositional or a subclass) whose items show cell nodes. Each item's node
/// is measured within its constrained size before it shows; a flow layout takes the measured
/// sizes as its item sizes, other layouts size items themselves (self-sizing layouts get the
/// measured size as the cell's preferred size). Interface states and batch fetching work as in
/// ``ASTableView``.
@preconcurrency @MainActor
public final class ASCollectionView: UICollectionView, ASListHost {
  /// The node the view belongs to.
  public internal(set) weak var collectionNode: ASCollectionNode?
  /// The batch fetch in flight.
  public var batchContext: ASBatchContext { driver.batchContext }
  /// The controller of the items' interface states.
  public var rangeController: RangeController { driver.rangeController }
  /// Screens from the end at which a batch fetch begins. Default 2.
  public var leadingScreensForBatching: CGFloat {
    get { driver.leadingScreensForBatching }
    set { driver.leadingScreensForBatching = newValue }
  }

  /// The layout inspector of the view's node (Texture declares it on the view too): setting it
  /// here sets ``ASCollectionNode/layoutInspector``, which measures the items again. Default nil.
  public var layoutInspector: ASCollectionViewLayoutInspecting? {
    get { collectionNode?.layoutInspector }
    set { collectionNode?.layoutInspector = newValue }
  }

  let driver = ASListDriver()
  /// The supplementary kinds and nodes (see ASCollectionSupplementary.swift).
  var supplementary = ASSupplementaryStore()
  var data: ASListData { driver.data }
  private let bridge = ASCollectionBridge()
  /// Whether the items run from the bottom up (Texture's `inverted`, see
  /// ``ASCollectionNode/inverted``): each node made is flipped back. Default false.
  public var inverted = false
  /// How cells are updated and laid out (see ``ASCellLayoutMode``; kept). Default none.
  public var cellLayoutMode: ASCellLayoutMode = .none

  init(layout: UICollectionViewLayout) {
    super.init(frame: .zero, collectionViewLayout: layout)
    driver.host = self
    bridge.collectionView = self
    bridge.driver = driver
    register(ASCollectionViewCell.self, forCellWithReuseIdentifier: ASCollectionViewCell.reuseIdentifier)
    dataSource = bridge
    delegate = bridge
  }

  var nodeDataSource: ASCollectionDataSource? { collectionNode?.dataSource }
  var nodeDelegate: ASCollectionDelegate? { collectionNode?.delegate }

  func numberOfNodeSections() -> Int {
    guard let node = collectionNode, let dataSource = nodeDataSource else { return 0 }
    return dataSource.numberOfSections(in: node)
  }

  func numberOfNodes(inSection section: Int) -> Int {
    guard let node = collectionNode, let dataSource = nodeDataSource else { return 0 }
    return dataSource.collectionNode(node, numberOfItemsInSection: section)
  }

  func makeNode(at indexPath: IndexPath) -> ASCellNode {
    guard let node = collectionNode, let dataSource = nodeDataSource else { return ASCellNode() }
    let block = dataSource.collectionNode(node, nodeBlockForItemAt: indexPath)
    // Texture runs node blocks off the main thread.
    let made = DispatchForwarding.runAsBackgroundWork { block() }.flipped(if: inverted)
    made.inheritTraitCollection(from: node)
    return made
  }

  /// Whether the layout scrolls horizontally (a horizontal flow layout).
  private var isHorizontal: Bool {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
  }

  /// The directions the collection scrolls in: a flow layout's axis, else where the content is
  /// larger than the view (or bounces).
  var scrollableDirections: ASScrollDirection {
    if let inspector = collectionNode?.layoutInspector { return inspector.scrollableDirections() }
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
  func constrainedSize(for indexPath: IndexPath) -> SizeRange {
    if let range = collectionNode?.itemSizeRange(at: indexPath) { return range }
    if let inspector = collectionNode?.layoutInspector {
      return inspector.collectionView(self, constrainedSizeForNodeAt: indexPath)
    }
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

  /// Items are measured for the collection's size (none while it has no area).
  var measuringSize: CGSize? { bounds.width > 0 && bounds.height > 0 ? bounds.size : nil }

  var visibleIndexPaths: [IndexPath] { indexPathsForVisibleItems }

  func indexPaths(in rect: CGRect) -> [IndexPath] {
    (collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
      .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
  }

  func shouldBatchFetch() -> Bool {
    guard let node = collectionNode, let delegate = nodeDelegate else { return false }
    return delegate.shouldBatchFetch(for: node)
  }

  func willBeginBatchFetch(with context: ASBatchContext) {
    guard let node = collectionNode else { return }
    nodeDelegate?.collectionNode(node, willBeginBatchFetchWith: context)
  }

  func showChanges(_ changes: ASListData.Changes, animated: Bool, completion: (@MainActor (Bool) -> Void)?) {
    performBatchUpdates(
      {
        self.deleteSections(changes.deletedSections)
        self.insertSections(changes.insertedSections)
        self.deleteItems(at: Array(changes.deletedItems))
        self.insertItems(at: Array(changes.insertedItems))
        self.reloadItems(at: Array(changes.reloadedItems))
      }, completion: { finished in completion?(finished) })
  }

  /// Invalidates the layout and lays the items out again at once with the data's sizes (Texture
  /// animates the change in an empty batch update; here the items take their new frames at once).
  func showResizedNodes() {
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Makes the nodes again at the next layout (the data source changed).
  func setNeedsNodeReload() { driver.setNeedsNodeReload() }

  /// Makes and measures every item's node now and shows them.
  func reloadNodes() {
    driver.reloadNodes {
      supplementary.nodes = [:]
      reloadData()
    }
  }

  /// Applies a batch of changes collected by the node, then updates the collection.
  func apply(_ changes: ASListData.Changes, completion: (@MainActor (Bool) -> Void)?) {
    repopulateSupplementaryNodes(for: changes)
    driver.apply(
      changes, animated: true,
      reload: {
        supplementary.nodes = [:]
        reloadData()
      }, completion: completion)
  }

  public override func layoutSubviews() {
    driver.layout(
      reload: {
        supplementary.nodes = [:]
        reloadData()
      }, layout: { super.layoutSubviews() })
  }

  public override func scrollViewDidScrollHook() {
    super.scrollViewDidScrollHook()
    driver.offsetDidChange()
  }

  /// Entering a window, the collection node enters the hierarchy (Texture's ASCollectionView
  /// stands in for `_ASDisplayView` here).
  public override func willMove(toWindow newWindow: Window?) {
    super.willMove(toWindow: newWindow)
    collectionNode?.viewWillMove(toWindow: newWindow)
  }

  /// The ranges follow the window change (see the driver), then, out of every window, the
  /// collection node leaves the hierarchy.
  public override func didMoveToWindow() {
    super.didMoveToWindow()
    driver.didMoveToWindow()
    collectionNode?.viewDidMoveToWindow()
    collectionNode?.viewDidMove(toWindow: window)
  }
}
