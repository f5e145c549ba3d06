import Inertia
import InertiaUIKit

/// Texture's ASLayoutSpec: a mutable spec object with a style and children, turned into
/// Inertia's immutable ``Inertia/LayoutSpec`` value when measured. The base spec lays out nothing
/// and takes the smallest size offered, as Texture's.
@preconcurrency @MainActor
open class ASLayoutSpec: ASLayoutElement {
  /// The marker `ASDisplayNode.layoutSpecThatFits(_:)` returns when not overridden.
  static let unspecified = ASLayoutSpec()

  /// How the spec sizes and flexes inside its parent.
  open var style = ASLayoutElementStyle()
  /// The children. Default nil.
  open var children: [ASLayoutElement]?

  /// The first child; setting it makes it the only child.
  open var child: ASLayoutElement? {
    get { children?.first }
    set { children = newValue.map { [$0] } }
  }

  /// The traits propagated to the spec: its node's, given to every element of the spec when the
  /// node measures it (Texture's `ASTraitCollectionPropagateDown` of the spec); Texture's default
  /// traits (every trait unspecified, display scale 0) before.
  var propagatedTraitCollection = unpropagatedTraitCollection

  /// Creates an empty spec.
  public init() {}

  /// The traits the spec's node propagated to it (Texture's `primitiveTraitCollection`).
  open func primitiveTraitCollection() -> ASPrimitiveTraitCollection { propagatedTraitCollection }

  /// The spec as a value: its kind and its style.
  public func makeLayoutSpec() -> LayoutSpec {
    ASDisplayNode.elementsInSpecBeingMade?.append(self)
    return LayoutSpec(makeKind(), style: style)
  }

  /// The spec's kind with its children converted; subclasses override. Default: no children laid
  /// out, the smallest size offered.
  open func makeKind() -> LayoutSpec.Kind { .wrapper(children: []) }

  /// The children as values.
  func childSpecs() -> [LayoutSpec] { (children ?? []).map { $0.makeLayoutSpec() } }

  /// The first child as a value (an empty spec when there is none).
  func childSpec() -> LayoutSpec { child?.makeLayoutSpec() ?? LayoutSpec(.wrapper(children: [])) }
}

/// Texture's ASWrapperLayoutSpec: its children at the origin, the spec as large as the largest.
@preconcurrency @MainActor
open class ASWrapperLayoutSpec: ASLayoutSpec {
  /// Wraps one element.
  public init(layoutElement: ASLayoutElement) {
    super.init()
    children = [layoutElement]
  }

  /// Wraps several elements.
  public init(layoutElements: [ASLayoutElement]) {
    super.init()
    children = layoutElements
  }

  /// Texture's `wrapperWithLayoutElement:`.
  public static func wrapper(with layoutElement: ASLayoutElement) -> ASWrapperLayoutSpec {
    ASWrapperLayoutSpec(layoutElement: layoutElement)
  }

  /// A wrapper of the children.
  open override func makeKind() -> LayoutSpec.Kind { .wrapper(children: childSpecs()) }
}

/// Texture's ASInsetLayoutSpec: a child inset by edge insets; an infinite inset lets the child
/// keep its own size on that axis.
@preconcurrency @MainActor
open class ASInsetLayoutSpec: ASLayoutSpec {
  /// The insets.
  open var insets: UIEdgeInsets

  /// An inset spec with zero insets and no child yet, as Texture's `init` (ASLayoutSpec's) makes
  /// one: set ``insets`` and ``ASLayoutSpec/child`` before it is measured (without a child it
  /// takes the smallest size offered).
  public override init() {
    insets = .zero
    super.init()
  }

  /// Insets `child` by `insets`.
  public init(insets: UIEdgeInsets, child: ASLayoutElement) {
    self.insets = insets
    super.init()
    self.child = child
  }

  /// An inset spec.
  open override func makeKind() -> LayoutSpec.Kind { .inset(insets, child: childSpec()) }
}

/// Texture's ASOverlayLayoutSpec: an overlay laid over the child at the child's size.
@preconcurrency @MainActor
open class ASOverlayLayoutSpec: ASLayoutSpec {
  /// The element laid over the child.
  open var overlay: ASLayoutElement

  /// Lays `overlay` over `child`.
  public init(child: ASLayoutElement, overlay: ASLayoutElement) {
    self.overlay = overlay
    super.init()
    self.child = child
  }

  /// An overlay spec.
  open override func makeKind() -> LayoutSpec.Kind {
    .overlay(child: childSpec(), overlay: overlay.makeLayoutSpec())
  }
}

/// Texture's ASBackgroundLayoutSpec: a background laid behind the child at the child's size.
@preconcurrency @MainActor
open class ASBackgroundLayoutSpec: ASLayoutSpec {
  /// The element laid behind the child.
  open var background: ASLayoutElement

  /// Lays `background` behind `child`.
  public init(child: ASLayoutElement, background: ASLayoutElement) {
    self.background = background
    super.init()
    self.child = child
  }

  /// A background spec.
  open override func makeKind() -> LayoutSpec.Kind {
    .background(child: childSpec(), background: background.makeLayoutSpec())
  }
}

/// Texture's ASRatioLayoutSpec: the child at a fixed height / width ratio.
@preconcurrency @MainActor
open class ASRatioLayoutSpec: ASLayoutSpec {
  /// Height divided by width.
  open var ratio: CGFloat

  /// Keeps `child` at `ratio` (height / width).
  public init(ratio: CGFloat, child: ASLayoutElement) {
    self.ratio = ratio
    super.init()
    self.child = child
  }

  /// A ratio spec; a ratio that is not positive and finite becomes 1.
  open override func makeKind() -> LayoutSpec.Kind {
    .ratio(ratio.isFinite && ratio > 0 ? ratio : 1, child: childSpec())
  }
}

/// Texture's ASAbsoluteLayoutSpec: children at their `style.layoutPosition`.
@preconcurrency @MainActor
open class ASAbsoluteLayoutSpec: ASLayoutSpec {
  /// How the spec sizes itself. Default `.default` (the space offered).
  open var sizing: ASAbsoluteLayoutSpecSizing = .default

  /// An empty absolute spec.
  public override init() { super.init() }

  /// An absolute spec of `children` sized by `sizing`.
  public init(sizing: ASAbsoluteLayoutSpecSizing, children: [ASLayoutElement]) {
    self.sizing = sizing
    super.init()
    self.children = children
  }

  /// An absolute spec of `children` with the default sizing.
  public convenience init(children: [ASLayoutElement]) {
    self.init(sizing: .default, children: children)
  }

  /// An absolute spec.
  open override func makeKind() -> LayoutSpec.Kind { .absolute(sizing, children: childSpecs()) }
}

/// Texture 1's name for ``ASAbsoluteLayoutSpec``, kept by Texture 2 as a subclass: made from its
/// children alone (`ASStaticLayoutSpec(children:)`, Texture's `staticLayoutSpecWithChildren:`) or
/// empty, it takes the union of its children's frames (`.sizeToFit`), as Texture 1's spec did;
/// made with a sizing (`ASStaticLayoutSpec(sizing: .default, children:)`), it keeps that sizing,
/// as ASAbsoluteLayoutSpec's initializer does.
@preconcurrency @MainActor
open class ASStaticLayoutSpec: ASAbsoluteLayoutSpec {
  /// An empty static spec, sized to fit its children.
  public override init() {
    super.init()
    sizing = .sizeToFit
  }

  /// A static spec of `children` sized by `sizing`.
  public override init(sizing: ASAbsoluteLayoutSpecSizing, children: [ASLayoutElement]) {
    super.init(sizing: sizing, children: children)
  }

  /// A static spec of `children` sized to fit them (Texture's `staticLayoutSpecWithChildren:`).
  public convenience init(children: [ASLayoutElement]) {
    self.init(sizing: .sizeToFit, children: children)
  }
}

/// Texture's ASCornerLayoutSpec: a corner element centred on a corner of the child.
@preconcurrency @MainActor
open class ASCornerLayoutSpec: ASLayoutSpec {
  /// The element placed at the corner.
  open var corner: ASLayoutElement
  /// The corner. Default as passed to the initializer.
  open var cornerLocation: ASCornerLayoutLocation
  /// Moves the corner element from the corner. Default zero.
  open var offset: CGPoint = .zero
  /// Whether the spec grows to include the corner element. Default false.
  open var wrapsCorner = false

  /// Places `corner` at `location` of `child`.
  public init(child: ASLayoutElement, corner: ASLayoutElement, location: ASCornerLayoutLocation) {
    self.corner = corner
    cornerLocation = location
    super.init()
    self.child = child
  }

  /// A corner spec.
  open override func makeKind() -> LayoutSpec.Kind {
    .corner(
      LayoutSpec.CornerOptions(location: cornerLocation, offset: offset, wrapsCorner: wrapsCorner),
      child: childSpec(), corner: corner.makeLayoutSpec())
  }
}
