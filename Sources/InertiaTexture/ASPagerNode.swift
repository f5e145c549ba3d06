import Inertia
import InertiaUIKit

/// Texture's ASPagerDataSource (also spelt ASPagerNodeDataSource): the pages of an
/// ``ASPagerNode``, each a cell node made by ``pagerNode(_:nodeBlockAt:)`` (preferred) or
/// ``pagerNode(_:nodeAt:)``.
@preconcurrency @MainActor
public protocol ASPagerDataSource: AnyObject {
  /// The number of pages.
  func numberOfPages(in pagerNode: ASPagerNode) -> Int
  /// The node of the page at `index`, made once per page (no reuse). Default: an empty cell node
  /// (Texture asserts that one of the two node methods is implemented).
  func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode
  /// A block making the node of the page at `index`; asked before ``pagerNode(_:nodeAt:)``.
  /// Default: asks ``pagerNode(_:nodeAt:)`` at once and returns a block giving its node, as
  /// Texture does.
  func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock
}

extension ASPagerDataSource {
  /// Default implementation: an empty cell node.
  public func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode { ASCellNode() }

  /// Default implementation: the node of ``pagerNode(_:nodeAt:)``, asked now.
  public func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
    let node = self.pagerNode(pagerNode, nodeAt: index)
    return { node }
  }
}

/// Texture's ASPagerNodeDataSource, the older name of ``ASPagerDataSource``.
public typealias ASPagerNodeDataSource = ASPagerDataSource

/// Texture's ASPagerDelegate: an ``ASCollectionDelegate`` (scrolling, display, selection) of an
/// ``ASPagerNode``.
@preconcurrency @MainActor
public protocol ASPagerDelegate: ASCollectionDelegate {
  /// The size range of the page at `index` (Texture 2's pager delegate method). Default: exactly
  /// the pager's page size.
  func pagerNode(_ pagerNode: ASPagerNode, constrainedSizeForNodeAt index: Int) -> ASSizeRange
}

extension ASPagerDelegate {
  /// Default implementation: exactly the page size.
  public func pagerNode(_ pagerNode: ASPagerNode, constrainedSizeForNodeAt index: Int) -> ASSizeRange {
    ASSizeRangeMake(pagerNode.pageSize)
  }
}

/// Texture's ASPagerNode: a collection node of pages side by side, one per screen, scrolled
/// horizontally with paging. Each page's node is sized to the pager (its bounds less the content
/// inset's top and bottom); the pages come from an ``ASPagerDataSource`` given to
/// ``setDataSource(_:)``, scrolling and display are heard by an ``ASPagerDelegate`` given to
/// ``setDelegate(_:)``.
@preconcurrency @MainActor
open class ASPagerNode: ASCollectionNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASPagerNode() }

  private let pages = ASPagerPages()

  /// A pager over a horizontal ``ASPagerFlowLayout`` with no spacing between pages.
  public init() {
    let layout = ASPagerFlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    super.init(collectionViewLayout: layout)
    pages.pager = self
  }

  /// A pager over `flowLayout`, which must scroll horizontally (Texture asserts it).
  public init(collectionViewLayout flowLayout: ASPagerFlowLayout) {
    super.init(collectionViewLayout: flowLayout)
    pages.pager = self
  }

  /// Whether the view controller showing the pager may keep adjusting its scroll view insets
  /// (`automaticallyAdjustsScrollViewInsets`). Default false: when the pager enters a window, its
  /// controller's `automaticallyAdjustsScrollViewInsets` is set to false, as Texture does.
  open var allowsAutomaticInsetsAdjustment = false

  /// Sets the data source of the pages (held weakly).
  open func setDataSource(_ dataSource: ASPagerDataSource?) {
    pages.source = dataSource
    super.dataSource = dataSource == nil ? nil : pages
  }

  /// Sets the delegate (held weakly): it hears the collection's scrolling, display and
  /// selection.
  open func setDelegate(_ delegate: ASPagerDelegate?) {
    self.delegate = delegate
  }

  /// The collection's data source. Texture's pager overrides the collection's setter with its
  /// own `setDataSource:`, so `pager.dataSource = self` with an ``ASPagerDataSource`` sets the
  /// pages' source as ``setDataSource(_:)`` does (the collection then asks the pager's pages);
  /// any other data source is the collection's own.
  open override var dataSource: ASCollectionDataSource? {
    get { super.dataSource }
    set {
      if let source = newValue as? ASPagerDataSource {
        setDataSource(source)
      } else {
        if newValue !== pages { pages.source = nil }
        super.dataSource = newValue
      }
    }
  }

  /// The page data source given to ``setDataSource(_:)``.
  public var pagerDataSource: ASPagerDataSource? { pages.source }

  /// The size of a page: the pager's ``ASDisplayNode/bounds`` less the content inset's top and
  /// bottom, as Texture's (a private method there, so not overridable; it reads the overridable
  /// `bounds`, as this does).
  public var pageSize: CGSize {
    var size = bounds.size
    size.height -= contentInset.top + contentInset.bottom
    return size
  }

  /// The page at the left edge: the horizontal offset over the page width, rounded toward zero
  /// (0 while the pager has no width).
  open var currentPageIndex: Int {
    let width = pageSize.width
    guard width > 0 else { return 0 }
    let index = view.contentOffset.x / width
    return index.isFinite ? Int(index) : 0
  }

  /// Scrolls so the page at `index` fills the pager (its left edge at the pager's).
  open func scrollToPage(at index: Int, animated: Bool) {
    scrollToItem(at: IndexPath(item: index, section: 0), at: .left, animated: animated)
  }

  /// The node of the page at `index` (nil when there is none).
  open func nodeForPage(at index: Int) -> ASCellNode? {
    nodeForItem(at: IndexPath(item: index, section: 0))
  }

  /// The index of the page showing `node`, or `NSNotFound` when it shows none.
  open func indexOfPage(with node: ASCellNode) -> Int {
    indexPath(for: node)?.item ?? NSNotFound
  }

  /// Makes the collection page horizontally with no indicators or selection, and keeps one
  /// screen around the visible page displayed and two preloaded once scrolling, as Texture's.
  open override func didLoad() {
    super.didLoad()
    let collection = view
    collection.isPagingEnabled = true
    collection.scrollsToTop = false
    collection.allowsSelection = false
    collection.showsVerticalScrollIndicator = false
    collection.showsHorizontalScrollIndicator = false
    let zero = ASRangeTuningParameters(leadingBufferScreenfuls: 0, trailingBufferScreenfuls: 0)
    let one = ASRangeTuningParameters(leadingBufferScreenfuls: 1, trailingBufferScreenfuls: 1)
    let two = ASRangeTuningParameters(leadingBufferScreenfuls: 2, trailingBufferScreenfuls: 2)
    setTuningParameters(zero, for: .minimum, rangeType: .display)
    setTuningParameters(one, for: .minimum, rangeType: .preload)
    setTuningParameters(one, for: .full, rangeType: .display)
    setTuningParameters(two, for: .full, rangeType: .preload)
  }

  /// Every page is exactly the page size (or the delegate's Texture 2 range).
  override func itemSizeRange(at indexPath: IndexPath) -> SizeRange? {
    if let delegate = delegate as? ASPagerDelegate {
      return delegate.pagerNode(self, constrainedSizeForNodeAt: indexPath.item)
    }
    return ASSizeRangeMake(pageSize)
  }

  /// Turns off the owning controller's inset adjustment unless ``allowsAutomaticInsetsAdjustment``.
  override func viewDidMoveToWindow() {
    guard !allowsAutomaticInsetsAdjustment, view.window != nil else { return }
    var responder: Responder? = view
    while let next = responder, !(next is ViewController) { responder = next.next }
    (responder as? ViewController)?.automaticallyAdjustsScrollViewInsets = false
  }
}

/// The collection data source of an ``ASPagerNode``: one section of the pager data source's pages.
@preconcurrency @MainActor
final class ASPagerPages: ASCollectionDataSource {
  weak var pager: ASPagerNode?
  weak var source: ASPagerDataSource?

  func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
    guard let pager, let source else { return 0 }
    return source.numberOfPages(in: pager)
  }

  func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
    -> ASCellNodeBlock
  {
    guard let pager, let source else { return { ASCellNode() } }
    return source.pagerNode(pager, nodeBlockAt: indexPath.item)
  }
}
