import Foundation

/// A scroll view whose content size comes from its layout spec, like Texture's ASScrollNode
/// (spec section 12).
///
/// With ``automaticallyManagesContentSize`` the spec is measured with an unbounded maximum (and a
/// zero minimum) along each scrollable axis and the node's own size across; the result is the
/// content size. When the content comes out smaller than the node along a scrollable axis, it is
/// measured again with the node's size as the minimum there so children can fill it. Scrolling
/// happens only along ``scrollableDirections`` and only where the content is larger than the node.
///
/// See also: ``LayoutSpec``, ``ScrollableDirections``.
@MainActor
open class ScrollNode: ScrollView {
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
  /// The content views by the ids the spec's nodes name.
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

  private func updateScrolling() {
    panGestureRecognizer.isEnabled = isScrollEnabled && !scrollableDirections.isEmpty
  }

  /// Measures the spec as spec section 12 describes and returns the layout.
  public func measureContent() -> Layout? {
    guard let layoutSpec else { return nil }
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
    let context = LayoutContext(compatibility: layoutCompatibility)
    var layout = layoutSpec.calculateLayoutThatFits(
      range(fillWidth: false, fillHeight: false), context: context)
    let shortWidth = scrollsHorizontally && layout.size.width < size.width
    let shortHeight = scrollsVertically && layout.size.height < size.height
    if shortWidth || shortHeight {
      layout = layoutSpec.calculateLayoutThatFits(
        range(fillWidth: shortWidth, fillHeight: shortHeight), context: context)
    }
    return layout
  }

  open override func layoutSubviews() {
    if automaticallyManagesContentSize || layoutSpec != nil, let layout = measureContent() {
      lastLayout = layout
      for (id, frame) in layout.nodeFrames() { contentNodes[id]?.frame = frame }
      if automaticallyManagesContentSize {
        // An axis that cannot scroll keeps the node's own length, so it never scrolls there.
        let size = CGSize(
          width: scrollsHorizontally ? layout.size.width : bounds.width,
          height: scrollsVertically ? layout.size.height : bounds.height)
        if size != contentSize { contentSize = size }
      }
    }
    super.layoutSubviews()
  }

  override func axisAllowsScrolling(_ axis: Axis) -> Bool {
    axis == .vertical ? scrollsVertically : scrollsHorizontally
  }
}
