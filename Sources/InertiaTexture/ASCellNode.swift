import Inertia
import InertiaUIKit

/// Texture's ASInterfaceState: where a node stands relative to the screen.
public typealias ASInterfaceState = InterfaceState
/// Texture's ASBatchContext: a list's batch fetch in flight, completed with
/// `completeBatchFetching(_:)`.
public typealias ASBatchContext = BatchContext
/// Texture's ASBatchFetchingDelegate: decides a list node's fetch at the release of a drag toward
/// the end (`shouldFetchBatch(withRemainingTime:hint:)`); set as the node's
/// `batchFetchingDelegate`.
public typealias ASBatchFetchingDelegate = BatchFetchingDelegate
/// Texture's ASRangeTuningParameters: leading and trailing screenfuls of a range.
public typealias ASRangeTuningParameters = RangeTuningParameters

extension RangeTuningParameters {
  /// No buffer on either side, as Swift's zero initializer of Texture's C struct
  /// (`var tuning = ASRangeTuningParameters()`, then its fields set).
  public init() { self = .zero }
}
/// Texture's ASLayoutRangeType: `.display`, `.preload`.
public typealias ASLayoutRangeType = LayoutRangeType
/// Texture's ASLayoutRangeMode: `.minimum`, `.full`, `.visibleOnly`, `.lowMemory`.
public typealias ASLayoutRangeMode = LayoutRangeMode
/// Texture's ASRangeTuningParametersZero.
public let ASRangeTuningParametersZero = RangeTuningParameters.zero
/// Texture's ASCellNodeBlock: makes a cell node when the list needs it.
public typealias ASCellNodeBlock = @MainActor () -> ASCellNode
/// Texture's ASDisplayNodeViewControllerBlock: makes the view controller a cell node hosts.
public typealias ASDisplayNodeViewControllerBlock = @MainActor () -> UIViewController
/// Texture's ASDisplayNodeDidLoadBlock: runs with a node once its view has loaded (on the main
/// actor, called by the node; not isolated in its type, as Texture's Objective-C block imports, so
/// a subclass overriding ``ASDisplayNode/init(viewBlock:didLoad:)`` names the same type).
public typealias ASDisplayNodeDidLoadBlock = (ASDisplayNode) -> Void

/// Texture's ASCellNode: a row of an ``ASTableNode`` or an item of an ``ASCollectionNode``, sized
/// by its layout spec within the list's constrained size (for a table: exactly the table's width,
/// any height). The list moves it and every node inside it through the interface states as it
/// scrolls (`didEnterPreloadState`, `didEnterDisplayState`, `didEnterVisibleState`, ...).
@preconcurrency @MainActor
open class ASCellNode: ASDisplayNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASCellNode() }

  /// The row or item the node shows now (nil when it is in no list).
  open internal(set) var indexPath: IndexPath?
  /// The table or collection node that holds the cell.
  open internal(set) weak var owningNode: ASDisplayNode? {
    didSet { hostingNode = owningNode }
  }
  /// Whether a list made the node. Texture's row or item enters the range-managed hierarchy state
  /// when its list allocates it and keeps it when the list drops it, so a deleted row keeps the
  /// states its range controller gave it (less the visible one) instead of losing them all as a
  /// node outside every list does when its view leaves the window.
  var isRangeManaged = false
  /// Whether the list has the row selected. Default false.
  open var isSelected = false
  /// The list's selection given to the node, as Texture's cell passes UIKit's: the property is set
  /// only when it changes (an override's observers run once per change).
  func setSelectedFromList(_ selected: Bool) {
    if isSelected != selected { isSelected = selected }
  }
  /// The list holding the node (its table or collection node's driver), if any.
  private var listDriver: ASListDriver? {
    (owningNode as? ASCollectionNode)?.listDriver ?? (owningNode as? ASTableNode)?.listDriver
  }
  /// The size range the node's list measures it in, while the node has the size of its last
  /// layout (Texture's constrained size of the calculated layout, which a transition reuses); nil
  /// outside a list or after its frame was set to another size.
  func listConstrainedSize() -> ASSizeRange? {
    guard let indexPath, let host = listDriver?.host, calculatedLayout?.size == frame.size else { return nil }
    return host.constrainedSize(for: indexPath)
  }
  /// A layout transition measured the node (Texture's `_layoutTransitionMeasurementDidFinish`):
  /// its list measures it again and, when its size changed, lays out again.
  func layoutTransitionMeasurementDidFinish() { listDriver?.nodeDidInvalidateSize(self) }
  /// The node's layout pass found its layout stale (new text below it, see
  /// ``ASTextNodeLabel``): measured in its list's range, a new size has the list measure it again
  /// on the next turn and lay out again, as Texture's `_rootNodeDidInvalidateSize` tells the list
  /// `nodeDidInvalidateSize:`. Outside a list, nothing.
  func checkSizeInList() {
    guard isLayoutStale, let indexPath, let driver = listDriver, let host = driver.host else { return }
    guard calculateLayoutThatFits(host.constrainedSize(for: indexPath)).size != frame.size else { return }
    driver.nodeDidInvalidateSizeInLayoutPass(self)
  }

  /// Whether a touch highlights the row. Default false.
  open var isHighlighted = false
  /// How a table shows the cell's selection. Default `.default`.
  open var selectionStyle: UITableViewCell.SelectionStyle = .default
  /// The inset of the row's separator line (Texture's `separatorInset`), given to the table cell
  /// that shows the node. Texture gives every row its node's inset, zero unless set; here a node
  /// that never set it keeps the table's `separatorInset`. Default zero.
  open var separatorInset: UIEdgeInsets {
    get { assignedSeparatorInset ?? .zero }
    set { assignedSeparatorInset = newValue }
  }
  /// The separator inset set on the node, nil until one is.
  private(set) var assignedSeparatorInset: UIEdgeInsets?
  /// Kept for source compatibility: cells here are measured before they show, so there are no
  /// placeholders. Default false.
  open var neverShowPlaceholders = false

  private var viewControllerBlock: ASDisplayNodeViewControllerBlock?
  private var viewControllerDidLoadBlock: ASDisplayNodeDidLoadBlock?
  private var hostedViewController: UIViewController?
  private var viewControllerNode: ASDisplayNode?

  /// Creates a cell node.
  public override init() { super.init() }

  /// Creates a cell node named `id`.
  public override init(id: String?) { super.init(id: id) }

  /// A cell node whose view is made by `viewBlock` (a hosted UIKit view), `didLoad` running once
  /// after it loads.
  public override init(viewBlock: @escaping ASDisplayNodeViewBlock, didLoad: ASDisplayNodeDidLoadBlock? = nil)
  {
    super.init(viewBlock: viewBlock, didLoad: didLoad)
  }

  /// A cell node showing the view of the controller `viewControllerBlock` makes when the node's
  /// view loads (an ``ASDKViewController``'s node, else a node around the controller's view),
  /// filling the cell; `didLoad` then runs once with the cell node, as Texture's. `didLoad` may be
  /// left out, as Swift imports Texture's nullable trailing block with a nil default.
  public convenience init(
    viewControllerBlock: @escaping ASDisplayNodeViewControllerBlock, didLoad: ASDisplayNodeDidLoadBlock? = nil
  ) {
    self.init()
    self.viewControllerBlock = viewControllerBlock
    viewControllerDidLoadBlock = didLoad
  }

  /// The controller made by the view controller block (the node's view is loaded first); nil for
  /// a cell made without one.
  open var viewController: UIViewController? {
    _ = view
    return hostedViewController
  }

  /// Makes the hosted view controller, if any, and puts its view (or node) in the cell.
  open override func didLoad() {
    super.didLoad()
    guard let block = viewControllerBlock else { return }
    viewControllerBlock = nil
    let controller = block()
    hostedViewController = controller
    let hosted: ASDisplayNode
    if let nodeController = controller as? ASViewControllerNodeProviding {
      hosted = nodeController.providedNode
      _ = controller.view
    } else {
      hosted = ASDisplayNode(viewBlock: { [unowned controller] in controller.view })
    }
    viewControllerNode = hosted
    addSubnode(hosted)
    hosted.frame = bounds
    hosted.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if let didLoad = viewControllerDidLoadBlock {
      viewControllerDidLoadBlock = nil
      didLoad(self)
    }
  }

  /// The hosted controller's node fills the cell.
  open override func layout() {
    super.layout()
    viewControllerNode?.frame = bounds
  }

  /// Texture's visibility events: the list calls it as the cell comes on screen (`.visible`), as
  /// its scroll view scrolls (`.visibleRectChanged`, before the delegate's `scrollViewDidScroll`),
  /// as a drag begins and ends, as a fling stops (`.didStopScrolling`) and as the cell goes off
  /// screen (`.invisible`), with the cell's frame in the scroll view. Outside a list only
  /// `.visible` and `.invisible` come, with no scroll view and a zero frame. Does nothing: override it.
  open func cellNodeVisibilityEvent(
    _ event: ASCellNodeVisibilityEvent, in scrollView: UIScrollView?, withCellFrame cellFrame: CGRect
  ) {}

  /// Tells the interface-state delegates, then sends `.visible` (``cellNodeVisibilityEvent(_:in:withCellFrame:)``).
  open override func didEnterVisibleState() {
    super.didEnterVisibleState()
    sendVisibilityChange(visible: true)
  }

  /// Tells the interface-state delegates, then sends `.invisible` (``cellNodeVisibilityEvent(_:in:withCellFrame:)``).
  open override func didExitVisibleState() {
    super.didExitVisibleState()
    sendVisibilityChange(visible: false)
  }
}

/// A view controller managing a node (``ASDKViewController``), whose node a cell node hosts.
@MainActor
protocol ASViewControllerNodeProviding: AnyObject {
  var providedNode: ASDisplayNode { get }
}

extension ASDKViewController: ASViewControllerNodeProviding {
  var providedNode: ASDisplayNode { node }
}

/// The view that shows a cell node in a table row.
final class ASTableViewCell: UITableViewCell {
  static let reuseIdentifier = "_ASTableViewCell"

  /// A cell for the table's reuse queue. As UIKit's, its content view takes touches, so a scroll
  /// view or control in a row's node (a strip of cards, a button) gets them; a touch on the node's
  /// plain views still selects the row.
  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { fatalError("no archives") }

  /// The node shown; setting it puts the node's view in the content view.
  var node: ASCellNode? {
    didSet {
      guard node !== oldValue else { return }
      if let oldValue, oldValue.view.superview === contentView { oldValue.view.removeFromSuperview() }
      if let node {
        selectionStyle = node.selectionStyle
        if let inset = node.assignedSeparatorInset { separatorInset = inset } else { resetSeparatorInset() }
        contentView.addSubview(node.view)
        setNeedsLayout()
      }
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    node?.frame = CGRect(origin: .zero, size: contentView.bounds.size)
  }
}

/// The view that shows a cell node in a collection item.
final class ASCollectionViewCell: UICollectionViewCell {
  static let reuseIdentifier = "_ASCollectionViewCell"

  /// The node shown; setting it puts the node's view in the content view.
  var node: ASCellNode? {
    didSet {
      guard node !== oldValue else { return }
      if let oldValue, oldValue.view.superview === contentView { oldValue.view.removeFromSuperview() }
      if let node {
        contentView.addSubview(node.view)
        setNeedsLayout()
      }
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    node?.frame = CGRect(origin: .zero, size: contentView.bounds.size)
  }
}

/// Texture's ASTextCellNode: a cell showing one string in its ``textNode``, styled by
/// ``textAttributes`` (Texture's default: the 18-point system font) and inset by ``textInsets``
/// (Texture's default: 11 points top and bottom, 15 at the sides).
@preconcurrency @MainActor
open class ASTextCellNode: ASCellNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASTextCellNode() }

  /// The node showing ``text``.
  public let textNode = ASTextNode()
  /// The string shown (nil: none). Default nil.
  open var text: String? { didSet { showText() } }
  /// The attributes ``text`` is shown with.
  open var textAttributes: [NSAttributedString.Key: Any] { didSet { showText() } }
  /// The space around the text node.
  open var textInsets: UIEdgeInsets { didSet { setNeedsLayout() } }

  /// Texture's default text attributes: the 18-point system font.
  public static var defaultTextAttributes: [NSAttributedString.Key: Any] {
    [.font: UIFont.systemFont(ofSize: 18)]
  }
  /// Texture's default insets: 11 points top and bottom, 15 at the sides.
  public static var defaultTextInsets: UIEdgeInsets { UIEdgeInsets(top: 11, left: 15, bottom: 11, right: 15) }

  /// A cell with Texture's default attributes and insets.
  public override init() {
    textAttributes = ASTextCellNode.defaultTextAttributes
    textInsets = ASTextCellNode.defaultTextInsets
    super.init()
    addSubnode(textNode)
  }

  /// A cell showing its text with `attributes`, inset by `insets`.
  public init(attributes: [NSAttributedString.Key: Any], insets: UIEdgeInsets) {
    textAttributes = attributes
    textInsets = insets
    super.init()
    addSubnode(textNode)
  }

  /// A cell showing its text with `attributes` keyed as Texture's Objective-C dictionary comes
  /// into Swift (`[AnyHashable: Any]`, keys being attribute names or keys, Core Text's
  /// `kCTForegroundColorAttributeName` read as the foreground colour), inset by `insets`. A
  /// designated initializer, as Texture's, so subclasses can call it.
  public init(attributes: [AnyHashable: Any], insets: UIEdgeInsets) {
    textAttributes = ASTextCellNode.keyed(attributes)
    textInsets = insets
    super.init()
    addSubnode(textNode)
  }

  /// `attributes` with attribute keys (string names become keys).
  private static func keyed(_ attributes: [AnyHashable: Any]) -> [NSAttributedString.Key: Any] {
    var keyed: [NSAttributedString.Key: Any] = [:]
    for (key, value) in attributes {
      if let key = key.base as? NSAttributedString.Key {
        keyed[key] = value
      } else if let name = key.base as? String {
        keyed[
          name == kCTForegroundColorAttributeName ? .foregroundColor : NSAttributedString.Key(rawValue: name)] =
          value
      }
    }
    return keyed
  }

  /// The text node inset by ``textInsets``.
  open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    ASInsetLayoutSpec(insets: textInsets, child: textNode)
  }

  private func showText() {
    textNode.attributedText = text.map { NSAttributedString(string: $0, attributes: textAttributes) }
    setNeedsLayout()
  }
}
