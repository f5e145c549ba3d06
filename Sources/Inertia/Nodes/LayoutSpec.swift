import Foundation

/// An immutable description of a layout, like Texture's layout specs: a kind (stack, inset, ...)
/// and the element's own style, since every spec is a layout element in Texture. Measuring one
/// touches no views and may run on any thread; it returns a ``Layout`` tree.
///
/// See also: ``StackLayoutSpec``, ``LayoutElementStyle``, ``LayoutNode``, ``ScrollNode``.
public struct LayoutSpec: Equatable, Sendable {
  /// What the spec does.
  public var kind: Kind
  /// The spec's own style inside its parent.
  public var style: LayoutElementStyle

  /// Creates a spec of `kind` with `style` (default: Texture's defaults).
  public init(_ kind: Kind, style: LayoutElementStyle = LayoutElementStyle()) {
    self.kind = kind
    self.style = style
  }

  /// Equal styles and kinds; a kind shared by both (one box) is equal without comparing its
  /// subtree, so comparing a spec with its edited copy costs the edited path, not the tree.
  public static func == (lhs: LayoutSpec, rhs: LayoutSpec) -> Bool {
    lhs.kind.isSame(as: rhs.kind) && lhs.style == rhs.style
  }

  /// The kinds of spec, named as Texture's classes without the AS prefix.
  public indirect enum Kind: Equatable, Sendable {
    /// A leaf: a node (plain, text, image, or with a spec of its own).
    case node(LayoutNode)
    /// Children in a row or column (ASStackLayoutSpec).
    case stack(StackLayoutSpec)
    /// A child inset by edge insets; an infinite inset lets the child take its own size there
    /// (ASInsetLayoutSpec).
    case inset(EdgeInsets, child: LayoutSpec)
    /// A child with another laid over it at its size (ASOverlayLayoutSpec).
    case overlay(child: LayoutSpec, overlay: LayoutSpec)
    /// A child with another laid behind it at its size (ASBackgroundLayoutSpec).
    case background(child: LayoutSpec, background: LayoutSpec)
    /// A child centred on the x and/or y axis (ASCenterLayoutSpec).
    case center(CenterOptions, child: LayoutSpec)
    /// A child with a fixed height / width ratio (ASRatioLayoutSpec).
    case ratio(CGFloat, child: LayoutSpec)
    /// A child placed at a start, centre or end position on each axis (ASRelativeLayoutSpec).
    case relative(RelativeOptions, child: LayoutSpec)
    /// Children at their layoutPosition (ASAbsoluteLayoutSpec).
    case absolute(AbsoluteSizing, children: [LayoutSpec])
    /// Children laid out at the spec's size, all at the origin (ASWrapperLayoutSpec).
    case wrapper(children: [LayoutSpec])
    /// A corner element placed at a corner of a child (ASCornerLayoutSpec).
    case corner(CornerOptions, child: LayoutSpec, corner: LayoutSpec)
  }

  /// A plain node named `id`.
  public static func node(id: String, style: LayoutElementStyle = LayoutElementStyle()) -> LayoutSpec {
    LayoutSpec(.node(LayoutNode(id: id)), style: style)
  }

  /// A stack.
  public static func stack(_ stack: StackLayoutSpec, style: LayoutElementStyle = LayoutElementStyle())
    -> LayoutSpec
  {
    LayoutSpec(.stack(stack), style: style)
  }

  /// An inset spec.
  public static func inset(
    _ insets: EdgeInsets, child: LayoutSpec, style: LayoutElementStyle = LayoutElementStyle()
  )
    -> LayoutSpec
  { LayoutSpec(.inset(insets, child: child), style: style) }

  /// An overlay spec.
  public static func overlay(child: LayoutSpec, overlay: LayoutSpec) -> LayoutSpec {
    LayoutSpec(.overlay(child: child, overlay: overlay))
  }

  /// A background spec.
  public static func background(child: LayoutSpec, background: LayoutSpec) -> LayoutSpec {
    LayoutSpec(.background(child: child, background: background))
  }

  /// A ratio spec (height / width) around `child`, as ASRatioLayoutSpec.
  public static func ratio(
    _ ratio: CGFloat, child: LayoutSpec, style: LayoutElementStyle = LayoutElementStyle()
  ) -> LayoutSpec {
    LayoutSpec(.ratio(ratio, child: child), style: style)
  }

  /// Centring options of a center spec (ASCenterLayoutSpecCenteringOptions and sizing options).
  public struct CenterOptions: Equatable, Sendable {
    /// Centre horizontally.
    public var x: Bool
    /// Centre vertically.
    public var y: Bool
    /// Take the child's width instead of the available width.
    public var minimumX: Bool
    /// Take the child's height instead of the available height.
    public var minimumY: Bool

    /// Creates options; sizing defaults to the available space.
    public init(x: Bool, y: Bool, minimumX: Bool = false, minimumY: Bool = false) {
      self.x = x
      self.y = y
      self.minimumX = minimumX
      self.minimumY = minimumY
    }
  }

  /// Position and sizing of a relative spec.
  public struct RelativeOptions: Equatable, Sendable {
    /// A position on one axis.
    public enum Position: String, Sendable, CaseIterable {
      /// Not positioned: at the start, and the child gets the spec's minimum there.
      case none
      /// At the start.
      case start
      /// Centred.
      case center
      /// At the end.
      case end
    }
    /// Horizontal position. Default none.
    public var horizontal: Position = .none
    /// Vertical position. Default none.
    public var vertical: Position = .none
    /// Shrink to the child's width. Default false.
    public var minimumWidth = false
    /// Shrink to the child's height. Default false.
    public var minimumHeight = false

    /// Creates options.
    public init(
      horizontal: Position = .none, vertical: Position = .none, minimumWidth: Bool = false,
      minimumHeight: Bool = false
    ) {
      self.horizontal = horizontal
      self.vertical = vertical
      self.minimumWidth = minimumWidth
      self.minimumHeight = minimumHeight
    }
  }

  /// How an absolute spec sizes itself.
  public enum AbsoluteSizing: String, Sendable, CaseIterable {
    /// Fill the available space (Texture's default); unbounded axes size to the children.
    case `default`
    /// Size to the children's extent.
    case sizeToFit
  }

  /// Where a corner spec puts its corner element.
  public struct CornerOptions: Equatable, Sendable {
    /// A corner of the child.
    public enum Location: String, Sendable, CaseIterable {
      /// Top left.
      case topLeft
      /// Top right.
      case topRight
      /// Bottom left.
      case bottomLeft
      /// Bottom right.
      case bottomRight
    }
    /// The corner. Default topRight (Texture's default).
    public var location: Location = .topRight
    /// Moves the corner element's centre from the corner. Default zero.
    public var offset: CGPoint = .zero
    /// Grow the spec to include the corner element. Default false.
    public var wrapsCorner = false

    /// Creates options.
    public init(location: Location = .topRight, offset: CGPoint = .zero, wrapsCorner: Bool = false) {
      self.location = location
      self.offset = offset
      self.wrapsCorner = wrapsCorner
    }
  }
}

/// Anything a node's ``DisplayNode/layoutSpecBlock`` may return: a ``LayoutSpec`` value, or a
/// class-based spec (InertiaTexture's ASLayoutSpec) that turns itself into one.
public protocol LayoutSpecConvertible {
  /// The spec as a ``LayoutSpec`` value.
  @MainActor func makeLayoutSpec() -> LayoutSpec
}

extension LayoutSpec: LayoutSpecConvertible {
  /// The spec itself.
  public func makeLayoutSpec() -> LayoutSpec { self }
}

/// The result of measuring: an element, its size, its position in its parent and its sublayouts,
/// like Texture's ASLayout.
///
/// See also: ``LayoutSpec``.
public struct Layout: Equatable, Sendable {
  /// What was laid out: a node (by name) or a spec (by kind name).
  public enum Element: Equatable, Sendable {
    /// A node with this name.
    case node(String)
    /// A spec of this kind ("stack", "inset", ...).
    case spec(String)
  }
  /// The element.
  public var element: Element {
    get { elementIsNode ? .node(elementName) : .spec(elementName) }
    set {
      switch newValue {
      case .node(let name): (elementName, elementIsNode) = (name, true)
      case .spec(let name): (elementName, elementIsNode) = (name, false)
      }
    }
  }
  /// ``element`` as a name and a flag: plain fields, so a layout is copied with its references
  /// retained in place (an enum with two string payloads is copied through outlined value
  /// witnesses, and a layout built and returned was copied out and destroyed).
  var elementName: String
  var elementIsNode: Bool
  /// The ``DisplayNode`` laid out, when the element is one (nil for specs and for nodes known
  /// only by name).
  public var identity: NodeIdentity? {
    get { identityReference === NodeIdentity.none ? nil : identityReference }
    set { identityReference = newValue ?? NodeIdentity.none }
  }
  /// ``identity``, or ``NodeIdentity/none`` for none: a plain reference, so copying a layout
  /// retains it directly (an optional reference is copied through a generic value witness).
  /// Set by every initializer (no default value: a property with one is written twice, and a
  /// layout built that way is copied out of its initializer).
  var identityReference: NodeIdentity
  /// The element's size.
  public var size: CGSize
  /// The origin in the parent layout.
  public var position: CGPoint
  /// The children's layouts, back to front.
  public var sublayouts: [Layout]
  /// The first baseline's distance from the top that the element measured for itself (a stack's,
  /// from its children as Texture's ASStackLayoutSpec sets it); nil: the element's style value.
  public var ascender: CGFloat?
  /// The last baseline's distance from the bottom (negative) that the element measured for itself;
  /// nil: the element's style value.
  public var descender: CGFloat?

  /// Creates a layout.
  public init(element: Element, size: CGSize, position: CGPoint = .zero, sublayouts: [Layout] = []) {
    (elementName, elementIsNode) = Self.parts(element)
    identityReference = NodeIdentity.none
    self.size = size
    self.position = position
    self.sublayouts = sublayouts
    ascender = nil
    descender = nil
  }

  /// A layout at the origin standing for the node of `identityReference`.
  init(
    element: Element, identityReference: NodeIdentity, size: CGSize, sublayouts: [Layout] = [],
    ascender: CGFloat? = nil, descender: CGFloat? = nil
  ) {
    (elementName, elementIsNode) = Self.parts(element)
    self.identityReference = identityReference
    self.size = size
    position = .zero
    self.sublayouts = sublayouts
    self.ascender = ascender
    self.descender = descender
  }

  /// A stack's layout of `size` holding `sublayouts`, with the baselines it measured.
  init(stack size: CGSize, sublayouts: [Layout], ascender: CGFloat, descender: CGFloat) {
    (elementName, elementIsNode) = ("stack", false)
    identityReference = NodeIdentity.none
    self.size = size
    position = .zero
    self.sublayouts = sublayouts
    self.ascender = ascender
    self.descender = descender
  }

  @inline(__always) private static func parts(_ element: Element) -> (String, Bool) {
    switch element {
    case .node(let name): return (name, true)
    case .spec(let name): return (name, false)
    }
  }

  /// The frame of every node (by name), relative to this layout's origin, depth first (back to
  /// front).
  /// `descendIntoNodes` false stops at the first node on each path.
  public func nodeFrames(descendIntoNodes: Bool = true) -> [(id: String, frame: CGRect)] {
    var result: [(id: String, frame: CGRect)] = []
    for sublayout in sublayouts { sublayout.collect(origin: .zero, descend: descendIntoNodes, into: &result) }
    return result
  }

  private func collect(origin: CGPoint, descend: Bool, into result: inout [(id: String, frame: CGRect)]) {
    let here = CGPoint(x: origin.x + position.x, y: origin.y + position.y)
    if case .node(let id) = element {
      result.append((id, CGRect(origin: here, size: size)))
      if !descend { return }
    }
    for sublayout in sublayouts { sublayout.collect(origin: here, descend: descend, into: &result) }
  }

  /// The frames of the nodes known only by name (scene content views), relative to this
  /// layout's origin; the subtree of a ``DisplayNode`` is its own and is skipped.
  func namedNodeFrames() -> [(id: String, frame: CGRect)] {
    var result: [(id: String, frame: CGRect)] = []
    func walk(_ layout: Layout, _ origin: CGPoint) {
      guard layout.identity == nil else { return }
      let here = CGPoint(x: origin.x + layout.position.x, y: origin.y + layout.position.y)
      if case .node(let id) = layout.element { result.append((id, CGRect(origin: here, size: layout.size))) }
      for sublayout in layout.sublayouts { walk(sublayout, here) }
    }
    for sublayout in sublayouts { walk(sublayout, .zero) }
    return result
  }

  /// The frame of the first node named `id`, relative to this layout, or nil.
  public func frame(of id: String) -> CGRect? {
    nodeFrames().first { $0.id == id }?.frame
  }
}

/// Which rules a stack follows: Texture's (the default) or CSS flexbox's.
public enum LayoutCompatibility: String, Sendable, CaseIterable {
  /// Texture's rules: grow space split with floor(), no redistribution after clamping.
  case texture
  /// CSS flexbox rules: fractional grow, min/max redistribution, plain leaves sized to content.
  case css
}

/// Settings for one measuring pass.
public struct LayoutContext: Sendable {
  /// Stack rules. Default texture.
  public var compatibility: LayoutCompatibility = .texture
  /// Pixels per point for Texture's pixel rounding. Default 2 (Texture's reference images).
  public var scale: CGFloat = 2
  /// Where the pass counts its work (stacks laid out, children measured or reused). Default nil.
  public var statistics: LayoutStatistics?
  /// The stacks' layouts of the CSS pass this context measures (see ``CSSLayoutMemo``). Default
  /// nil: ``LayoutSpec/calculateLayoutThatFits(_:context:)`` gives a CSS pass one.
  var cssMemo: CSSLayoutMemo?

  /// Creates a context.
  public init(
    compatibility: LayoutCompatibility = .texture, scale: CGFloat = 2, statistics: LayoutStatistics? = nil
  ) {
    self.compatibility = compatibility
    self.scale = scale > 0 && scale.isFinite ? scale : 2
    self.statistics = statistics
  }

  var pixels: PixelGrid { PixelGrid(scale: scale) }
}
