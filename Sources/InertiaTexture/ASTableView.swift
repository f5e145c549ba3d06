import Inertia
import InertiaUIKit

/// Texture's ASTableView: the view of an ``ASTableNode``, an Inertia table whose rows show cell
/// nodes. It measures each row's node within the table's width before the row shows, moves the
/// nodes through the interface states with a ``Inertia/RangeController`` on every layout and
/// scroll, and begins batch fetches near the end of the content. Use the table node's API; this
/// view's own data source and delegate are the node's bridge.
@preconcurrency @MainActor
public final class ASTableView: UITableView, ASListHost {
  /// The node the view belongs to.
  public internal(set) weak var tableNode: ASTableNode?
  /// The batch fetch in flight.
  public var batchContext: ASBatchContext { driver.batchContext }
  /// The controller of the rows' interface states.
  public var rangeController: RangeController { driver.rangeController }
  /// Screens from the end at which a batch fetch begins. Default 2.
  public var leadingScreensForBatching: CGFloat {
    get { driver.leadingScreensForBatching }
    set { driver.leadingScreensForBatching = newValue }
  }

  let driver = ASListDriver()
  var data: ASListData { driver.data }
  private let bridge = ASTableBridge()
  /// Whether the rows run from the bottom up (Texture's `inverted`, see ``ASTableNode/inverted``):
  /// each node made is flipped back. Default false.
  public var inverted = false

  init(style: UITableView.Style) {
    super.init(frame: .zero, style: style)
    driver.host = self
    bridge.tableView = self
    bridge.driver = driver
    register(ASTableViewCell.self, forCellReuseIdentifier: ASTableViewCell.reuseIdentifier)
    dataSource = bridge
    delegate = bridge
  }

  /// The node's data source.
  var nodeDataSource: ASTableDataSource? { tableNode?.dataSource }
  /// The node's delegate.
  var nodeDelegate: ASTableDelegate? { tableNode?.delegate }

  func numberOfNodeSections() -> Int {
    guard let node = tableNode, let dataSource = nodeDataSource else { return 0 }
    return dataSource.numberOfSections(in: node)
  }

  func numberOfNodes(inSection section: Int) -> Int {
    guard let node = tableNode, let dataSource = nodeDataSource else { return 0 }
    return dataSource.tableNode(node, numberOfRowsInSection: section)
  }

  func makeNode(at indexPath: IndexPath) -> ASCellNode {
    guard let node = tableNode, let dataSource = nodeDataSource else { return ASCellNode() }
    let block = dataSource.tableNode(node, nodeBlockForRowAt: indexPath)
    // Texture runs node blocks off the main thread.
    let made = DispatchForwarding.runAsBackgroundWork { block() }.flipped(if: inverted)
    made.inheritTraitCollection(from: node)
    return made
  }

  /// The row's size range: the delegate's heights at exactly the table's width.
  func constrainedSize(for indexPath: IndexPath) -> SizeRange {
    let width = driver.measuredSize.width
    guard let node = tableNode, let delegate = nodeDelegate else {
      return SizeRange(min: CGSize(width: width, height: 0), max: CGSize(width: width, height: .infinity))
    }
    let range = delegate.tableNode(node, constrainedSizeForRowAt: indexPath)
    return SizeRange(
      min: CGSize(width: width, height: range.min.height), max: CGSize(width: width, height: range.max.height)
    )
  }

  /// Rows are measured at the table's width (none while it has no width).
  var measuringSize: CGSize? { bounds.width > 0 ? CGSize(width: bounds.width, height: 0) : nil }

  /// A table scrolls vertically.
  var scrollableDirections: ASScrollDirection { .vertical }

  var visibleIndexPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }

  func indexPaths(in rect: CGRect) -> [IndexPath] { indexPathsForRows(in: rect) ?? [] }

  func shouldBatchFetch() -> Bool {
    guard let node = tableNode, let delegate = nodeDelegate else { return false }
    return delegate.shouldBatchFetch(for: node)
  }

  func willBeginBatchFetch(with context: ASBatchContext) {
    guard let node = tableNode else { return }
    nodeDelegate?.tableNode(node, willBeginBatchFetchWith: context)
  }

  func showChanges(_ changes: ASListData.Changes, animated: Bool, completion: (@MainActor (Bool) -> Void)?) {
    let animation: TableRowAnimation = animated ? .automatic : .none
    performBatchUpdates(
      {
        self.deleteSections(changes.deletedSections, with: animation)
        self.insertSections(changes.insertedSections, with: animation)
        self.deleteRows(at: Array(changes.deletedItems), with: animation)
        self.insertRows(at: Array(changes.insertedItems), with: animation)
        self.reloadRows(at: Array(changes.reloadedItems), with: animation)
      }, completion: completion)
  }

  /// Re-reads the rows' heights in an empty update (`beginUpdates()`, `endUpdates()`), so the rows
  /// move to them animated, as Texture's table does after a node's size changes.
  func showResizedNodes() {
    beginUpdates()
    endUpdates()
  }

  /// Makes the nodes again at the next layout (the data source changed).
  func setNeedsNodeReload() { driver.setNeedsNodeReload() }

  /// Makes and measures every row's node now and shows them.
  func reloadNodes() { driver.reloadNodes { reloadData() } }

  /// Applies a batch of changes collected by the node: makes and measures new nodes, then
  /// updates the table (animated or not) and calls `completion` when its animation ends.
  func apply(_ changes: ASListData.Changes, animated: Bool, completion: (@MainActor (Bool) -> Void)?) {
    driver.apply(changes, animated: animated, reload: { reloadData() }, completion: completion)
  }

  public override func layoutSubviews() {
    driver.layout(reload: { reloadData() }, layout: { super.layoutSubviews() })
  }

  public override func scrollViewDidScrollHook() {
    super.scrollViewDidScrollHook()
    driver.offsetDidChange()
  }

  /// Entering a window, the table node enters the hierarchy (Texture's ASTableView stands in for
  /// `_ASDisplayView` here).
  public override func willMove(toWindow newWindow: Window?) {
    super.willMove(toWindow: newWindow)
    tableNode?.viewWillMove(toWindow: newWindow)
  }

  /// The ranges follow the window change (see the driver), then, out of every window, the table
  /// node leaves the hierarchy.
  public override func didMoveToWindow() {
    super.didMoveToWindow()
    driver.didMoveToWindow()
    tableNode?.viewDidMove(toWindow: window)
  }
}
