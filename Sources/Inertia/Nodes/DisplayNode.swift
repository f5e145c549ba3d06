import Foundation

/// A node of a layout tree backed by a lazily created view, like Texture's ASDisplayNode. A node
/// describes its layout with a spec, by overriding ``layoutSpecThatFits(_:)`` or by assigning
/// ``layoutSpecBlock``; a node without either measures itself with `calculateSizeThatFits(_:)`.
/// Measuring returns a ``Layout`` tree and is cached per constrained size; the spec is asked for
/// on every measure that misses the cache, with that measure's real constrained size.
/// ``setNeedsLayout()`` clears the caches of the node and its ancestors only.
///
/// See also: ``LayoutSpec``, ``TextNode``, ``ImageNode``, ``ScrollNode``.
@preconcurrency @MainActor
open class DisplayNode {
  /// A description of the object, as NSObject's: `<ClassName: 0x…>`. Subclasses override it.
  open var description: String { objectDescription(self) }

  /// The node's name in layouts, scenes and diagnostics (its view's identifier). Default a
  /// generated "node-N". Names need not be unique: layouts hold the node itself
  /// (``Layout/identity``), so two nodes with one name never stand for each other.
  public let layoutID: String
  /// The node as layouts and specs hold it.
  package private(set) lazy var identity = NodeIdentity(self)
  /// How the node sizes and flexes inside its parent spec. Changing it lays out again.
  /// Overridable, as Texture's `style`: wherever the node is measured, an override's style is the
  /// node's.
  open var style = LayoutElementStyle() {
    didSet { if style != oldValue { setNeedsLayout() } }
  }
  /// Builds the node's spec when no subclass overrides ``layoutSpecThatFits(_:)``: a
  /// ``LayoutSpec`` or any other ``LayoutSpecConvertible`` (InertiaTexture's ASLayoutSpec). Default
  /// nil. Overridable, as Texture's: the node measures with the block an override answers.
  @preconcurrency open var layoutSpecBlock:
    (@MainActor (DisplayNode, SizeRange) -> any LayoutSpecConvertible)?
  {
    didSet { setNeedsLayout() }
  }
  /// Whether the subnodes are exactly the nodes in the current spec, added and removed as it
  /// changes. Default false. Turned on after the node's layout was applied (a cell node's
  /// `didLoad`, after its list measured it), the layout is applied again at once, so the nodes it
  /// places become subnodes, as Texture's next layout pass adds them.
  open var automaticallyManagesSubnodes = false {
    didSet {
      guard automaticallyManagesSubnodes, !oldValue, !needsLayout, let calculatedLayout else { return }
      apply(calculatedLayout)
    }
  }
  /// The node's children.
  open var subnodes: [DisplayNode] { ownSubnodes }
  /// The nodes shown in the node's view outside its subnodes, in the order they are reached (a
  /// list node's cells on screen; none by default). Texture sets a loaded node's state by walking
  /// its layer tree, which holds those cells, so a state given to the node or taken from it
  /// reaches them too (``recursivelySetInterfaceState(_:)``).
  open var hostedNodes: [DisplayNode] { [] }
  /// The node's parent.
  open private(set) weak var supernode: DisplayNode?
  /// The node showing this one when it has no supernode (a list node showing its cell node), whose
  /// screen it is measured for (see ``hostScreenScale``). Default nil.
  package weak var hostingNode: DisplayNode?
  /// The colour of the node's view. Default nil. Until the view loads it is kept for the view;
  /// a view that comes with its own (made by a subclass's ``makeView()``) keeps its colour when the
  /// node's was never set, as Texture applies only the properties set on a node before it loads.
  open var backgroundColor: Color? {
    didSet {
      loadedView?.backgroundColor = backgroundColor
      pendingSettings.insert(.backgroundColor)
    }
  }
  /// The node's frame in its supernode. A view that comes with its own frame keeps it when the
  /// node's was never set (see ``backgroundColor``); the node then takes the view's.
  open var frame: CGRect = .zero {
    didSet {
      loadedView?.frame = frame
      pendingSettings.insert(.frame)
    }
  }
  /// The view properties set on the node (before its view loads, those applied to the view).
  private var pendingSettings: PendingSettings = []
  /// The last layout calculated.
  public private(set) var calculatedLayout: Layout?
  /// Whether the subnodes are placed mirrored across the node's width, as Texture flips a node's
  /// flattened layout when its semantic content attribute lays it out right to left. Default false.
  package var placesSubnodesRightToLeft = false

  /// Layouts by constrained size, shared with measuring on any thread.
  let layoutCache = LayoutCache()
  /// The children's layouts of the main stack of the node's spec, between passes (see
  /// ``LayoutSpec/withMainStackCache(_:)``).
  let stackCache = StackLayoutCache()
  private var ownSubnodes: [DisplayNode] = []
  private var loadedView: View?
  private var needsLayout = true
  /// The range an owner asked the node to be laid out within (`layoutIfNeeded(within:)`), whose
  /// layout is kept whatever the frame's size; nil when the node is laid out at its frame's size.
  private var requestedRange: SizeRange?
  /// Changes whenever the node's layout is invalidated (see ``LayoutNode/Content/deferred(version:)``).
  private var layoutVersion = 0
  /// The size the node's applied layout was made for: its frame's when laid out at its frame (a
  /// layout's own size is rounded up to the pixel, so it may match a slightly smaller frame), else
  /// the layout's size.
  private var laidOutSize: CGSize?
  /// The screen scale the node was last laid out on (see ``measuringScale``); nil until the
  /// node's layout is applied.
  private var placedScale: CGFloat?
  /// The range the node was last measured in as an element of a spec (its parent's, resolved with
  /// its style), as Texture keeps the constrained size of a node's last layout; nil until then.
  private var lastMeasuredRange: SizeRange?
  private static var serial = 0

  /// Creates a node; `id` names it in layouts, scenes and diagnostics.
  public init(id: String? = nil) {
    Self.serial += 1
    layoutID = id ?? "node-\(Self.serial)"
  }

  /// Makes a node of the class it is called on, as `type.init()` through a class value does on iOS
  /// (Texture's initializers are Objective-C ones; here `init()` is not required, so `inertia port`
  /// calls this instead). Every node class with an `init()` overrides it to make its own class; the
  /// default makes a plain node when called on `DisplayNode` itself and traps otherwise.
  open class func makeFromClass() -> DisplayNode {
    guard self == DisplayNode.self else { fatalError("\(self) does not override makeFromClass()") }
    return DisplayNode()
  }

  /// The backing view, created on first use (by ``makeView()``).
  open var view: View {
    if let loadedView { return loadedView }
    let view = makeView()
    view.identifier = layoutID
    if pendingSettings.contains(.frame) { view.frame = frame } else { frame = view.frame }
    if pendingSettings.contains(.backgroundColor) {
      view.backgroundColor = backgroundColor
    } else {
      backgroundColor = view.backgroundColor
    }
    loadedView = view
    for subnode in ownSubnodes { view.addSubview(subnode.view) }
    return view
  }

  /// Whether the view exists. Overridable, as Texture's `isNodeLoaded`; the framework itself
  /// checks the view it holds, as Texture's bridge reads its view (an override does not change
  /// where view properties go or when the view loads).
  open var isNodeLoaded: Bool { loadedView != nil }

  /// Whether the view exists, from the node's own state, whatever ``isNodeLoaded`` answers: what
  /// the framework checks where Texture reads its view instance variable (its `_loaded`).
  package final var hasLoadedView: Bool { loadedView != nil }

  /// View properties a node keeps until its view loads (Texture's pending state flags).
  private struct PendingSettings: OptionSet {
    let rawValue: UInt8
    static let frame = PendingSettings(rawValue: 1)
    static let backgroundColor = PendingSettings(rawValue: 2)
  }

  /// The safe area insets of the view once it exists, else zero (a node is told nothing before
  /// its view is in a window). A layout block gets the node as a `DisplayNode`, so the insets are
  /// read here.
  open var safeAreaInsets: EdgeInsets { loadedView?.safeAreaInsets ?? .zero }

  /// Creates the backing view. Default a plain ``View``.
  open func makeView() -> View { View() }

  /// The node's spec for `constrainedSize`; nil measures the node as a leaf. Default:
  /// ``layoutSpecBlock``'s result, else nil.
  open func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? {
    layoutSpecBlock?(self, constrainedSize).makeLayoutSpec()
  }

  /// What a leaf node measures. Default nothing (Texture's default size: the largest finite size
  /// offered, else the smallest).
  open var leafContent: LayoutNode.Content { .plain }

  /// What a leaf node measures in `range` (the element's constrained size resolved with its
  /// style). Default ``leafContent``; override to size the leaf by the range (InertiaTexture's
  /// `calculateSizeThatFits(_:)`).
  open func leafContent(in range: SizeRange) -> LayoutNode.Content { leafContent }

  /// Adds a child node (and its view when this node's view is loaded).
  open func addSubnode(_ node: DisplayNode) {
    guard node !== self, node.supernode !== self else { return }
    attach(node)
    setNeedsLayout()
  }

  /// Called when the node has just become a subnode of another (``supernode`` is set), whether
  /// by ``addSubnode(_:)`` or by a layout that adds it, before its view joins the supernode's.
  /// Default nothing; call super when overriding.
  open func didMoveToSupernode() {}

  /// Removes the node from its parent.
  open func removeFromSupernode() {
    guard let parent = supernode else { return }
    detachFromSupernode()
    parent.setNeedsLayout()
  }

  /// Makes `node` a child without invalidating layouts (a layout being applied adds it).
  private func attach(_ node: DisplayNode) {
    node.removeFromSupernode()
    node.supernode = self
    ownSubnodes.append(node)
    node.didMoveToSupernode()
    loadedView?.addSubview(node.view)
  }

  private func detachFromSupernode() {
    guard let parent = supernode else { return }
    parent.ownSubnodes.removeAll { $0 === self }
    supernode = nil
    if let loadedView, loadedView.superview === parent.loadedView { loadedView.removeFromSuperview() }
  }

  /// Marks the node's layout stale: its cached layouts and those of its ancestors are dropped;
  /// siblings keep theirs.
  open func setNeedsLayout() {
    var node: DisplayNode? = self
    while let current = node {
      current.needsLayout = true
      current.layoutVersion &+= 1
      current.layoutCache.removeAll()
      node = current.supernode
    }
    loadedView?.setNeedsLayout()
  }

  /// The node as an element of a parent's spec: a leaf standing for the node, with its style and
  /// its cache. Its content is asked from the node whenever it is measured in a range the cache
  /// does not hold: the node's spec from ``layoutSpecThatFits(_:)`` with that range (the
  /// element's constrained size resolved with its style), else its ``leafContent``.
  public func layoutElement() -> LayoutSpec {
    LayoutSpec(
      .node(
        LayoutNode(
          id: layoutID, content: .deferred(version: layoutVersion), cache: layoutCache, identity: identity)),
      style: style)
  }

  /// What the node measures in `range`: its spec built for that range (its main stack given the
  /// node's stack cache), else its leaf content.
  func layoutContent(in range: SizeRange) -> LayoutNode.Content {
    lastMeasuredRange = range
    if let decided = decidedLayout(in: range) { return .layout(decided) }
    guard let spec = layoutSpecThatFits(range) else { return leafContent(in: range) }
    return .spec(spec.withMainStackCache(stackCache))
  }

  /// The layout the node decides itself when measured in `range` (the element's constrained size
  /// resolved with its style), used as it is in place of its spec or leaf content; nil measures
  /// the node as usual. Default nil. InertiaTexture answers here with what a program's override
  /// of Texture's `calculateLayoutThatFits` returns, wherever the node is measured.
  open func decidedLayout(in range: SizeRange) -> Layout? { nil }

  /// Measures the node within `constrainedSize` (its style resolved against the range's max) and
  /// returns its layout tree. A layout pass, a list and a program measuring by hand come here;
  /// InertiaTexture's nodes override it as Texture's `calculateLayoutThatFits:`.
  open func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    measuredOnScreenGrid { layoutElement().calculateLayoutThatFits(constrainedSize, context: $0) }
  }

  /// The node as an element without its layout cache or style: what InertiaTexture measures when a
  /// program's override asks for the node's own layout, which must not be kept as the node's.
  package func uncachedContentElement() -> LayoutSpec {
    LayoutSpec(
      .node(LayoutNode(id: layoutID, content: .deferred(version: layoutVersion), identity: identity)))
  }

  /// Measures the node within `constrainedSize` for a program that asked by hand (Texture's
  /// `layoutThatFits:` on a row it sizes itself): a range the node measured before answers from
  /// its cache, as Texture's layout valid for that range does; another measures the nodes below
  /// afresh too, as Texture does, whose stacks give a child whose range is not fixed an undefined
  /// parent size that no kept layout matches. So a spec reading a model changed without
  /// ``setNeedsLayout()`` (a message collapsed by a tap) gives its new size.
  package func layoutMeasuredByHand(within constrainedSize: SizeRange) -> Layout {
    let element = layoutElement()
    let resolved = constrainedSize.intersect(element.ownRange(parent: constrainedSize.max))
    return measuredOnScreenGrid { context in
      if layoutCache.layout(for: resolved, parent: .zero, scale: context.scale) == nil {
        stackCache.removeAll()
        dropLayoutCachesBelow()
      }
      return element.calculateLayoutThatFits(constrainedSize, context: context)
    }
  }

  /// The nodes the specs this node built hold, by the range each was built for, at the layout
  /// version they were built at: InertiaTexture keeps them here, as Texture's layouts hold their
  /// elements (a node made inside a spec lives until the layout applied adds it).
  package var specHeldNodes: (version: Int, byRange: [SizeRange: [DisplayNode]]) = (0, [:])

  /// The nodes a measure of this node reaches: its subnodes, then the nodes its specs hold that
  /// are not subnodes yet (a node measured but not laid out).
  private var nodesMeasuredBelow: [DisplayNode] {
    let own = subnodes
    var held: [DisplayNode] = []
    for nodes in specHeldNodes.byRange.values {
      for node in nodes where !own.contains(where: { $0 === node }) && !held.contains(where: { $0 === node })
      {
        held.append(node)
      }
    }
    return own + held
  }

  /// Forgets the layouts every node below measured, and those their stacks kept of their
  /// children.
  private func dropLayoutCachesBelow() {
    for node in nodesMeasuredBelow {
      node.layoutCache.removeAll()
      node.stackCache.removeAll()
      node.dropLayoutCachesBelow()
    }
  }

  /// Lays the node out at its frame's size when stale, then applies the layout to the subnodes.
  /// A layout its owner asked for within a range (`layoutIfNeeded(within:)`) is kept while it is
  /// current, whatever the frame's size. Returns whether it laid the node out. A subclass whose
  /// view lays the node out overrides it to lay the view out too.
  @discardableResult
  open func layoutIfNeeded() -> Bool {
    if requestedRange != nil, !needsLayout { return layOutAgainOnNewScreenScale() }
    guard needsLayout || laidOutSize != frame.size else { return layOutAgainOnNewScreenScale() }
    requestedRange = nil
    let layout = calculateLayoutThatFits(SizeRange(exactly: frame.size))
    apply(layout)
    laidOutSize = frame.size
    return true
  }

  /// Measures and places the node again when its ``hostScreenScale`` is no longer the one it was
  /// laid out on (a node laid out before its view entered a window of another scale, or whose
  /// window changed its scale), in the range it was laid out in: its sizes and its subnodes'
  /// origins then sit on the new pixel grid, as Texture measures on the screen's scale. Returns
  /// whether it laid the node out.
  private func layOutAgainOnNewScreenScale() -> Bool {
    guard let calculatedLayout, isPlacedOnAnotherScale else { return false }
    let size = laidOutSize ?? calculatedLayout.size
    apply(calculateLayoutThatFits(requestedRange ?? SizeRange(exactly: size)))
    if requestedRange == nil { laidOutSize = size }
    return true
  }

  /// Whether the node was laid out on another screen scale than its ``measuringScale`` now (its
  /// view moved to a window of another scale): its next layout pass lays it out again.
  package var isPlacedOnAnotherScale: Bool { placedScale.map { $0 != measuringScale } ?? false }

  /// Whether the node's layout went stale (``setNeedsLayout()``, here or below) and was not laid
  /// out since.
  package var isLayoutStale: Bool { needsLayout }

  /// A number that changes whenever the node's layout goes stale (``setNeedsLayout()``, here or
  /// below): a measurement taken at one version is current while the version stays.
  package var currentLayoutVersion: Int { layoutVersion }

  /// Drops the node's own cached layouts and changes its layout version, leaving its ancestors and
  /// its view alone (Texture's `invalidateCalculatedLayout`).
  package func invalidateOwnLayouts() {
    layoutVersion &+= 1
    layoutCache.removeAll()
  }

  /// Texture's layout pass of a node whose layout went stale (`_u_measureNodeWithBoundsIfNecessary`,
  /// after new content called ``setNeedsLayout()``): the node is measured again in the range it was
  /// last measured in and, when that size is not its frame's, the views of every node above it are
  /// marked to lay out, as `_u_setNeedsLayoutFromAbove` escalates to the root (whose layout pass
  /// then finds its layout stale). Returns whether it escalated (not for a root, a node no parent
  /// placed, or an unchanged size).
  @discardableResult
  package func measureStaleLayoutInPass() -> Bool {
    guard needsLayout, let parent = supernode, parent.calculatedLayout != nil, let range = lastMeasuredRange
    else { return false }
    guard calculateLayoutThatFits(range).size != frame.size else { return false }
    var node: DisplayNode? = parent
    while let current = node {
      current.needsLayout = true
      current.loadedView?.setNeedsLayout()
      node = current.supernode
    }
    return true
  }

  /// Lays the node out within `range` (not at its frame's size) when stale or when the range
  /// changed, then applies the layout: the layout an owner asks for from above, as Texture's view
  /// controller measures its node within `nodeConstrainedSize()`; the node keeps it until its
  /// layout goes stale, and its frame stays as set.
  package func layoutIfNeeded(within range: SizeRange) {
    guard needsLayout || requestedRange != range else { return }
    requestedRange = range
    apply(calculateLayoutThatFits(range))
  }

  /// Takes `layout` (a layout of this node) as the calculated one without placing anything, as a
  /// layout transition does before it animates: the nodes it lays out that are not subnodes yet
  /// are added (the ones it no longer lays out stay until the transition ends), then every node
  /// laid out gets its own layout applied. Their frames stay for the caller to set;
  /// ``layoutIfNeeded()`` at the same size then changes nothing.
  package func adoptLayoutKeepingFrames(_ layout: Layout) {
    calculatedLayout = layout
    laidOutSize = layout.size
    needsLayout = false
    let placed = placedNodes(in: layout)
    for (node, _, _) in placed where node.supernode !== self { attach(node) }
    for (node, sublayout, _) in placed { node.apply(sublayout) }
  }

  /// Moves the subnodes to their frames in the calculated layout (nothing added or removed), as a
  /// Texture layout pass sets every subnode's frame from it: after a transition adopted a layout
  /// keeping the old frames, once the node's new size is given to it.
  package func placeSubnodesAtCalculatedFrames() {
    guard let calculatedLayout else { return }
    for (node, _, frame) in placedNodes(in: calculatedLayout) where node.supernode === self {
      node.frame = frame
    }
  }

  /// Positions the subnodes laid out in `layout` (a layout of this node) and, when the node manages
  /// its subnodes, makes them exactly those nodes.
  func apply(_ layout: Layout) {
    calculatedLayout = layout
    laidOutSize = layout.size
    needsLayout = false
    placedScale = measuringScale
    let placed = placedNodes(in: layout)
    if automaticallyManagesSubnodes { manageSubnodes(placed.map(\.node)) }
    for (node, sublayout, frame) in placed where node.supernode === self {
      node.frame = frame
      node.apply(sublayout)
    }
    self.layout()
    if loadedView != nil { layoutDidFinish() }
  }

  /// Called after the node's layout is applied and its subnodes are placed, as Texture's `-layout`
  /// subclass hook. Default nothing.
  open func layout() {}

  /// Called after ``layout()`` once the layout pass is over, when the node's view is loaded, as
  /// Texture's `-layoutDidFinish` (a pill rounds its corners to its new height there). Call super
  /// when overriding. Default nothing.
  open func layoutDidFinish() {}

  // MARK: Interface state

  /// Where the node stands relative to the screen, set by a list's range controller (see
  /// ``recursivelySetInterfaceState(_:)``). Default none. Overridable, as Texture's; the node's
  /// own state changes and their hooks follow the state it was given, whatever an override says.
  open var interfaceState: InterfaceState { givenInterfaceState }
  /// The state the range controller gave the node (Texture's `_interfaceState`).
  var givenInterfaceState: InterfaceState = []
  /// Whether the node is on screen (its state includes ``InterfaceState/visible``).
  open var isVisible: Bool { interfaceState.contains(.visible) }
  /// Whether the node is in the preload range.
  open var isInPreloadState: Bool { interfaceState.contains(.preload) }
  /// Whether the node is in the display range.
  open var isInDisplayState: Bool { interfaceState.contains(.display) }

  /// The node entered the preload range: start fetching its data. Default nothing.
  open func didEnterPreloadState() {}
  /// The node left the preload range: it may drop fetched data. Default nothing.
  open func didExitPreloadState() {}
  /// The node entered the display range: its contents are drawn. Default nothing.
  open func didEnterDisplayState() {}
  /// The node left the display range. Default nothing.
  open func didExitDisplayState() {}
  /// The node came on screen. Default nothing.
  open func didEnterVisibleState() {}
  /// The node went off screen. Default nothing.
  open func didExitVisibleState() {}
  /// The node's state changed from `oldState` to `newState`, after the enter and exit hooks.
  /// Default nothing.
  open func interfaceStateDidChange(_ newState: InterfaceState, from oldState: InterfaceState) {}

  private func manageSubnodes(_ wanted: [DisplayNode]) {
    for node in ownSubnodes where !wanted.contains(where: { $0 === node }) { node.detachFromSupernode() }
    for node in wanted where node.supernode !== self { attach(node) }
  }

  /// The nodes directly inside `layout` (a layout of this node) with their layouts and the frames
  /// the node gives them: those of ``directNodes(in:pixelScale:)`` on the node's
  /// ``measuringScale``, mirrored across the layout's width when the node places its subnodes
  /// right to left (Texture moves each flattened sublayout to `width - its width - x`).
  package func placedNodes(in layout: Layout) -> [(node: DisplayNode, layout: Layout, frame: CGRect)] {
    let placed = DisplayNode.directNodes(in: layout, pixelScale: measuringScale)
    guard placesSubnodesRightToLeft else { return placed }
    return placed.map { entry in
      var frame = entry.frame
      frame.origin.x = layout.size.width - entry.frame.maxX
      return (entry.node, entry.layout, frame)
    }
  }

  /// The nodes directly inside `layout` (not inside another node), with their layouts and frames
  /// relative to `layout`. With `pixelScale` each origin is rounded up to that pixel grid, as
  /// Texture's flattened layout places a node (`filteredNodeLayoutTree` makes each node's layout
  /// at its position in the root, which ASLayout rounds up with ASCeilPointValues: a stack's
  /// `.spaceAround` offset of 1.625 points becomes 2 at scale 2, 1.667 at scale 3); without,
  /// origins stay as measured (a CSS pass keeps fractions). A node's own placement passes its
  /// ``measuringScale``.
  package static func directNodes(in layout: Layout, pixelScale: CGFloat?)
    -> [(node: DisplayNode, layout: Layout, frame: CGRect)]
  {
    var result: [(node: DisplayNode, layout: Layout, frame: CGRect)] = []
    let pixels = pixelScale.map { PixelGrid(scale: $0) }
    func walk(_ layout: Layout, _ origin: CGPoint) {
      let here = CGPoint(x: origin.x + layout.position.x, y: origin.y + layout.position.y)
      if let node = layout.identity?.node {
        let placed = pixels.map { CGPoint(x: $0.ceil(here.x), y: $0.ceil(here.y)) } ?? here
        result.append((node, layout, CGRect(origin: placed, size: layout.size)))
        return
      }
      for sublayout in layout.sublayouts { walk(sublayout, here) }
    }
    for sublayout in layout.sublayouts {
      walk(sublayout, .zero)
    }
    return result
  }
}

/// A node showing text, measured with the deterministic metrics of ``TextContent`` (the
/// project's monospace text measurer); its ascender and descender feed baseline alignment.
@preconcurrency @MainActor
open class TextNode: DisplayNode {
  /// The text. Setting it lays out again.
  public var text: String = "" { didSet { textChanged() } }
  /// The font size in points. Default 17.
  public var fontSize: CGFloat = 17 { didSet { textChanged() } }

  /// Creates a text node.
  public init(id: String? = nil, text: String = "", fontSize: CGFloat = 17) {
    super.init(id: id)
    self.text = text
    self.fontSize = fontSize
    textChanged()
  }

  private func textChanged() {
    // The metrics depend on the font size only (the text would be counted for nothing).
    let content = TextContent("", fontSize: fontSize)
    style.ascender = content.ascender
    style.descender = content.descender
    (loadedView as? Label)?.text = text
  }

  private var loadedView: View? { isNodeLoaded ? view : nil }

  open override func makeView() -> View {
    let label = Label(text: text)
    label.fontSize = fontSize
    return label
  }

  open override var leafContent: LayoutNode.Content { .text(TextContent(text, fontSize: fontSize)) }
}

/// A node with content of a natural size (an image), or a plain colour when the size is zero.
@preconcurrency @MainActor
open class ImageNode: DisplayNode {
  /// The image's natural size. Default zero. Setting it lays out again.
  public var imageSize: CGSize = .zero { didSet { setNeedsLayout() } }
  /// The image shown; setting it sets ``imageSize`` to its size (zero for nil). Default nil.
  public var image: Image? {
    didSet {
      imageSize = image?.size ?? .zero
      if isNodeLoaded { (view as? ImageView)?.image = image }
    }
  }

  /// An ``ImageView`` showing ``image``.
  open override func makeView() -> View { ImageView(image: image) }

  open override var leafContent: LayoutNode.Content { imageSize == .zero ? .plain : .intrinsic(imageSize) }
}

extension LayoutSpec {
  /// The node as an element of a spec (its ``DisplayNode/layoutElement()``).
  @preconcurrency @MainActor public init(_ node: DisplayNode) { self = node.layoutElement() }
}
