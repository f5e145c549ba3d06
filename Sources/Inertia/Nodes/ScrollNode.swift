import Foundation

/// A scroll view whose content size comes from its layout spec, like Texture's ASScrollNode
/// (spec section 12).
///
/// With ``automaticallyManagesContentSize`` the spec is measured with an unbounded maximum (and a
/// zero minimum) along each scrollable axis and the node's own size across; the result is the
/// content size. When the content comes out smaller than the node along a scrollable axis, it is
/// measured again with the node's size as the minimum there so children can fill it; that second
/// layout places the children and the content size stays the first one's (ASScrollNode.mm). Scrolling
/// happens only along ``scrollableDirections`` and only where the content is larger than the node.
///
/// One-way directions (only `.down`, only `.right`) scroll the whole axis, both ways: Texture's
/// ASScrollNode.mm uses the directions only to unbound the constrained size
/// (ASScrollDirectionContainsVerticalDirection), and its UIScrollView is not restricted further.
///
/// The spec comes from ``layoutSpecThatFits(_:)`` (override it), else ``layoutSpecBlock``, else
/// ``layoutSpec``. Nodes of the spec that are ``DisplayNode``s are positioned, and with
/// ``automaticallyManagesSubnodes`` they are exactly the scroll node's subnodes.
///
/// See also: ``LayoutSpec``, ``ScrollableDirections``.
@preconcurrency @MainActor
open class ScrollNode: ScrollView {
  /// Makes a `ScrollNode` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { ScrollNode(frame: frame) }

  /// Directions as Texture's bits: right 1, left 2, up 4, down 8.
  public struct ScrollableDirections: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Right, 1.
    public static let right = ScrollableDirections(rawValue: 1)
    /// Left, 2.
    public static let left = ScrollableDirections(rawValue: 2)
    /// Up, 4.
    public static let up = ScrollableDirections(rawValue: 4)
    /// Down, 8.
    public static let down = ScrollableDirections(rawValue: 8)
    /// Up and down.
    public static let vertical: ScrollableDirections = [.up, .down]
    /// Left and right.
    public static let horizontal: ScrollableDirections = [.left, .right]
  }

  /// The spec that lays out the content; setting it lays out again.
  open var layoutSpec: LayoutSpec? { didSet { setNeedsLayout() } }
  /// The content views by the ids the spec's nodes name (nodes without a ``DisplayNode``).
  public private(set) var contentNodes: [String: View] = [:]
  /// The last layout computed.
  public private(set) var lastLayout: Layout?

  /// Whether the content size follows the spec. Turning it on with no scrollable direction makes
  /// the node vertical (spec section 12). Default false.
  open var automaticallyManagesContentSize = false {
    didSet {
      if automaticallyManagesContentSize && scrollableDirections.isEmpty { scrollableDirections = .vertical }
      setNeedsLayout()
    }
  }

  /// The rules the spec is laid out with: Texture's (default) or CSS flexbox's.
  open var layoutCompatibility: LayoutCompatibility = .texture { didSet { setNeedsLayout() } }

  /// The directions the content may scroll in. Setting them lays out again. Default none.
  open var scrollableDirections: ScrollableDirections = [] {
    didSet {
      setNeedsLayout()
      updateScrolling()
    }
  }

  /// Builds the spec when no subclass overrides ``layoutSpecThatFits(_:)``. Default nil.
  public final var layoutSpecBlock: (@MainActor (ScrollNode, SizeRange) -> LayoutSpec)? {
    didSet { setNeedsLayout() }
  }
  /// Whether the subnodes are exactly the ``DisplayNode``s in the current spec. Default false.
  open var automaticallyManagesSubnodes = false
  /// The node children, whose views are subviews of the scroll node.
  public private(set) var subnodes: [DisplayNode] = []

  /// The children's layouts of the spec's main stack between passes (see
  /// ``LayoutSpec/withMainStackCache(_:)``), so laying the content out again measures only what
  /// changed.
  let stackCache = StackLayoutCache()

  /// The spec for `constrainedSize`. Default ``layoutSpecBlock``'s result, else ``layoutSpec``.
  open func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? {
    layoutSpecBlock?(self, constrainedSize) ?? layoutSpec
  }

  /// Adds a node child; its view becomes a subview.
  public func addSubnode(_ node: DisplayNode) {
    guard !subnodes.contains(where: { $0 === node }) else { return }
    node.removeFromSupernode()
    subnodes.append(node)
    addSubview(node.view)
    setNeedsLayout()
  }

  /// Removes a node child.
  public func removeSubnode(_ node: DisplayNode) {
    guard subnodes.contains(where: { $0 === node }) else { return }
    subnodes.removeAll { $0 === node }
    if node.view.superview === self { node.view.removeFromSuperview() }
    setNeedsLayout()
  }

  /// Adds a content view that the spec's node `id` positions.
  public func addContentNode(_ view: View, id: String) {
    contentNodes[id] = view
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Whether the content scrolls vertically.
  var scrollsVertically: Bool { !scrollableDirections.intersection(.vertical).isEmpty }
  /// Whether the content scrolls horizontally.
  var scrollsHorizontally: Bool { !scrollableDirections.intersection(.horizontal).isEmpty }

  /// Whether scrolling happens only along ``scrollableDirections`` (spec section 12). Texture's
  /// ASScrollNode uses the directions only to size its content (ASScrollNode.h: "how the
  /// constrainedSize is interpreted"): its scroll view moves along any axis its content size
  /// allows, a content size set by hand included, so InertiaTexture's turns this off. Default true.
  open var limitsScrollingToScrollableDirections = true { didSet { updateScrolling() } }

  private func updateScrolling() {
    panGestureRecognizer.isEnabled =
      isScrollEnabled && (!limitsScrollingToScrollableDirections || !scrollableDirections.isEmpty)
  }

  /// Measures the spec as spec section 12 describes and returns the layout.
  public func measureContent() -> Layout? { measure()?.layout }

  /// The layout to place the content by and the content size (spec section 12): the layout
  /// measured unbounded along the scrollable axes, and, when it comes out shorter than the node,
  /// the layout measured again with the node's size, whose frames are placed while the content
  /// size stays the first layout's, as ASScrollNode.mm keeps `_contentCalculatedSizeFromLayout`
  /// from its first pass.
  private func measure() -> (layout: Layout, contentSize: CGSize)? {
    let size = bounds.size
    func range(fillWidth: Bool, fillHeight: Bool) -> SizeRange {
      SizeRange(
        min: CGSize(
          width: scrollsHorizontally ? (fillWidth ? size.width : 0) : size.width,
          height: scrollsVertically ? (fillHeight ? size.height : 0) : size.height),
        max: CGSize(
          width: scrollsHorizontally ? .infinity : size.width,
          height: scrollsVertically ? .infinity : size.height))
    }
    let context = LayoutContext(compatibility: layoutCompatibility, scale: placementScale)
    let first = range(fillWidth: false, fillHeight: false)
    guard let spec = layoutSpecThatFits(first)?.withMainStackCache(stackCache) else { return nil }
    var layout = spec.calculateLayoutThatFits(first, context: context)
    let contentSize = layout.size
    let shortWidth = scrollsHorizontally && layout.size.width < size.width
    let shortHeight = scrollsVertically && layout.size.height < size.height
    if shortWidth || shortHeight {
      let second = range(fillWidth: shortWidth, fillHeight: shortHeight)
      let secondSpec = layoutSpecThatFits(second)?.withMainStackCache(stackCache) ?? spec
      layout = secondSpec.calculateLayoutThatFits(second, context: context)
    }
    return (layout, contentSize)
  }

  /// The size the content was last measured and laid out at, while nothing but scrolling has
  /// asked for layout since. UIKit lays a scroll view out whenever it scrolls, and Texture keeps
  /// a node's calculated layout while its constrained size stays, so scrolling measures nothing
  /// again (session 42's sweep: a spec of 190,000 nodes measured at every frame of a fling took
  /// 28 s); any other ``setNeedsLayout()`` measures anew.
  private var measuredSize: CGSize?
  /// The screen scale the content's nodes were placed on (see ``placementScale``).
  private var placedScale: CGFloat?
  /// The pixels per point the content's nodes are placed on, as Texture rounds a node's position
  /// up to the screen's pixel (ASCeilPointValues) and measures on the same grid: the window's
  /// scale, else the grid of 2 of a node in no window.
  private var placementScale: CGFloat { window?.screenScale ?? LayoutContext().scale }
  private var layingOutForScroll = false

  /// Marks the node for layout; the next layout measures its spec again.
  open override func setNeedsLayout() {
    if !layingOutForScroll { measuredSize = nil }
    super.setNeedsLayout()
  }

  override func scrollOffsetNeedsLayout() {
    layingOutForScroll = true
    defer { layingOutForScroll = false }
    super.scrollOffsetNeedsLayout()
  }

  open override func layoutSubviews() {
    if let measuredSize, measuredSize == bounds.size, lastLayout != nil, placedScale == placementScale {
      super.layoutSubviews()
      return
    }
    measuredSize = nil
    // Every node the spec reaches measures on the pixels of this node's screen.
    if let (layout, measured) = DisplayNode.measuring(atScale: placementScale, { measure() }) {
      lastLayout = layout
      for (id, frame) in layout.namedNodeFrames() { contentNodes[id]?.frame = frame }
      applyToSubnodes(layout)
      if automaticallyManagesContentSize {
        // An axis that cannot scroll keeps the node's own length, so it never scrolls there.
        let size = CGSize(
          width: scrollsHorizontally ? measured.width : bounds.width,
          height: scrollsVertically ? measured.height : bounds.height)
        if size != contentSize { contentSize = size }
      }
      measuredSize = bounds.size
      placedScale = placementScale
    }
    super.layoutSubviews()
  }

  /// Positions the spec's display nodes (and makes them the subnodes when managed).
  private func applyToSubnodes(_ layout: Layout) {
    let placed = DisplayNode.directNodes(
      in: Layout(element: .spec("content"), size: layout.size, sublayouts: [layout]),
      pixelScale: layoutCompatibility == .texture ? placementScale : nil)
    if automaticallyManagesSubnodes {
      for node in subnodes where !placed.contains(where: { $0.node === node }) { removeSubnode(node) }
      for entry in placed where !subnodes.contains(where: { $0 === entry.node }) { addSubnode(entry.node) }
    }
    for (node, sublayout, frame) in placed where subnodes.contains(where: { $0 === node }) {
      node.frame = frame
      node.apply(sublayout)
    }
  }

  override func axisAllowsScrolling(_ axis: Axis) -> Bool {
    guard limitsScrollingToScrollableDirections else { return true }
    return axis == .vertical ? scrollsVertically : scrollsHorizontally
  }
}
