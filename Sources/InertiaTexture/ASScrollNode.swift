import Inertia

/// Texture's ASScrollNode: a node whose view is a scroll view (an Inertia ``Inertia/ScrollNode``)
/// laying out the node's spec as its content. With `automaticallyManagesContentSize` the spec's
/// size along `scrollableDirections` becomes the view's contentSize, as ASScrollNode.mm does.
///
/// The spec's nodes are the scroll view's subnodes (`view.subnodes`); ``subnodes`` reads them.
/// Inside a parent's spec the scroll node is a leaf that takes the space offered.
@preconcurrency @MainActor
open class ASScrollNode: ASDisplayNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASScrollNode() }

  private let scrollView = ASScrollNodeView()

  /// Creates a scroll node (no scrollable direction until one is set or
  /// `automaticallyManagesContentSize` makes the content vertical, as Texture).
  public override init() {
    super.init()
    configure()
  }

  /// Creates a scroll node named `id`.
  public override init(id: String?) {
    super.init(id: id)
    configure()
  }

  /// A scroll node given a view block, as Texture's subclasses may call from their own
  /// `init(viewBlock:didLoad:)`: its view is still its own scroll view (the one its spec lays out
  /// in; Texture's block makes an ASScrollView too), so `viewBlock` is not called; `didLoad` runs
  /// when the view loads, as for any node.
  public override init(viewBlock: @escaping ASDisplayNodeViewBlock, didLoad: ASDisplayNodeDidLoadBlock? = nil)
  {
    super.init(viewBlock: viewBlock, didLoad: didLoad)
    configure()
  }

  private func configure() {
    scrollView.node = self
    // The directions size the content only; the view scrolls wherever its content size allows.
    scrollView.limitsScrollingToScrollableDirections = false
    scrollView.identifier = layoutID
    scrollView.layoutSpecBlock = { [weak self] _, constrainedSize in
      self?.resolvedLayoutSpec(constrainedSize) ?? LayoutSpec.wrapper(children: [])
    }
  }

  /// The node's scroll view.
  open override var view: ScrollNode {
    _ = super.view
    return scrollView
  }

  /// The scroll view, created with the node.
  open override func makeView() -> View { scrollView }

  /// Whether the spec's size becomes the content size. Turning it on with no scrollable direction
  /// makes the node scroll vertically, as Texture. Default false.
  open var automaticallyManagesContentSize: Bool {
    get { scrollView.automaticallyManagesContentSize }
    set { scrollView.automaticallyManagesContentSize = newValue }
  }

  /// The directions the content is measured unbounded in (Texture's: they size the content; the
  /// view scrolls along any axis its content size allows, a size set by hand included). Default
  /// none.
  open var scrollableDirections: ASScrollDirection {
    get { scrollView.scrollableDirections }
    set { scrollView.scrollableDirections = newValue }
  }

  /// Whether the spec's nodes are exactly the scroll view's subnodes. Default false.
  open override var automaticallyManagesSubnodes: Bool {
    get { scrollView.automaticallyManagesSubnodes }
    set { scrollView.automaticallyManagesSubnodes = newValue }
  }

  /// The content nodes (the scroll view's subnodes).
  open override var subnodes: [DisplayNode] { scrollView.subnodes }

  /// Adds a content node to the scroll view.
  open override func addSubnode(_ node: DisplayNode) {
    scrollView.addSubnode(node)
  }

  /// The scroll node is a leaf of its parent's spec; its spec lays out the scroll view's content.
  open override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? { nil }

  /// The size offered, as a leaf. With `automaticallyManagesContentSize`, a length offered without
  /// bound (infinite, or half the largest CGFloat or more: a table cell's height, a controller's
  /// `nodeConstrainedSize()` unbounded) is the content's instead, as ASScrollNode.mm sizes itself:
  /// the spec measured unbounded along the scrollable directions.
  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    func usable(_ length: CGFloat) -> Bool { length >= 0 && length < CGFloat.greatestFiniteMagnitude / 2 }
    let offered = constrainedSize
    guard automaticallyManagesContentSize, !(usable(offered.width) && usable(offered.height)) else {
      return super.calculateSizeThatFits(constrainedSize)
    }
    var contentMax = CGSize(
      width: usable(offered.width) ? offered.width : .infinity,
      height: usable(offered.height) ? offered.height : .infinity)
    if !scrollableDirections.intersection(.vertical).isEmpty { contentMax.height = .infinity }
    if !scrollableDirections.intersection(.horizontal).isEmpty { contentMax.width = .infinity }
    let range = SizeRange(min: .zero, max: contentMax)
    guard let spec = resolvedLayoutSpec(range) else { return super.calculateSizeThatFits(constrainedSize) }
    let content = measuredOnScreenGrid { spec.calculateLayoutThatFits(range, context: $0).size }
    return CGSize(
      width: usable(offered.width) ? offered.width : content.width,
      height: usable(offered.height) ? offered.height : content.height)
  }

  /// Lays out the scroll view's content once the node's frame is applied.
  open override func layout() {
    super.layout()
    view.layoutIfNeeded()
  }
}

extension LayoutSpec {
  /// A wrapper spec around `children` (ASWrapperLayoutSpec).
  static func wrapper(children: [LayoutSpec]) -> LayoutSpec { LayoutSpec(.wrapper(children: children)) }
}

/// The view of an ``ASScrollNode``: a scroll node whose node enters the hierarchy as it enters a
/// window and leaves it as it leaves (Texture's ASScrollView does what `_ASDisplayView` does).
final class ASScrollNodeView: ScrollNode {
  /// The scroll node (weak: the node owns its view).
  weak var node: ASScrollNode?

  override func willMove(toWindow newWindow: Window?) {
    super.willMove(toWindow: newWindow)
    node?.viewWillMove(toWindow: newWindow)
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    node?.viewDidMove(toWindow: window)
  }
}
