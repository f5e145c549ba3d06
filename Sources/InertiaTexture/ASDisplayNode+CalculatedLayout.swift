import Inertia

// Texture's layout chain, as ASDisplayNode+Layout.mm and ASDisplayNode+LayoutSpec.mm call it:
// `layoutThatFits:` -> `calculateLayoutThatFits:restrictedToSize:relativeToParentSize:` (the style's
// sizes resolved against the parent) -> `calculateLayoutThatFits:` -> the spec, or
// `calculateSizeThatFits:`. A parent spec, a list measuring its rows and a node's own layout pass
// all go through the first, so an override of either `calculateLayoutThatFits` decides the node's
// layout wherever it is measured.
//
// Inertia's engine measures nodes itself (it caches their layouts and may measure off the main
// actor), asking a node for its content in a range through `decidedLayout(in:)`. The node asks its
// three-argument method there; while it does, the default one-argument method answers with a
// marker instead of measuring, so a node without an override (or with one that returns what
// `super` gave, a cache) measures as the engine would, at no cost. A class whose override returns
// something else is remembered, and from then on `super` measures the node's content for real in
// that call, so an override may read and change what `super` gives.

/// How an ``ASDisplayNode`` answers its default `calculateLayoutThatFits` calls.
enum ASLayoutCallMode: Equatable {
  /// Measures the node (a program's call, a layout pass, a list).
  case measuring
  /// The engine asks whether an override decides the node's layout in `range`: the default
  /// answers with ``Layout/asDefaultMarker``.
  case asking(SizeRange)
  /// An override decides the node's layout in `range`: the default measures the node's own
  /// content, without the node's cache (the override's layout is the one kept).
  case deciding(SizeRange)
  /// A program called the three-argument method itself: its chain is running, so the
  /// one-argument default measures the node's own content, without asking the override again.
  case called
}

/// The classes whose override of `calculateLayoutThatFits` returned something other than what
/// `super` gave: their calls measure for real from then on.
@MainActor private var classesDecidingLayouts: Set<ObjectIdentifier> = []

extension ASDisplayNode {
  /// What an override of Texture's `calculateLayoutThatFits` gives for `range` (the range already
  /// resolved with the node's style), nil when the node has none or it returns what `super` gave.
  func layoutDecidedByOverride(in range: SizeRange) -> Layout? {
    guard layoutCallMode == .measuring else { return nil }
    defer { layoutCallMode = .measuring }
    let kind = ObjectIdentifier(type(of: self))
    if !classesDecidingLayouts.contains(kind) {
      layoutCallMode = .asking(range)
      let answer = calculateLayoutThatFits(range, restrictedTo: style.size, relativeToParentSize: range.max)
      if answer.isASDefaultMarker { return nil }
      classesDecidingLayouts.insert(kind)
    }
    layoutCallMode = .deciding(range)
    return calculateLayoutThatFits(range, restrictedTo: style.size, relativeToParentSize: range.max)
  }

  /// The default `calculateLayoutThatFits(_:)`: the marker while the engine asks, the node's own
  /// content while an override decides, else the node measured as a layout pass measures it.
  func defaultCalculatedLayout(_ range: SizeRange) -> Layout {
    switch layoutCallMode {
    case .asking: return .asDefaultMarker
    case .deciding, .called:
      return measuredOnScreenGrid { uncachedContentElement().calculateLayoutThatFits(range, context: $0) }
    case .measuring:
      return measuredOnScreenGrid { layoutElement().calculateLayoutThatFits(range, context: $0) }
    }
  }

  /// The range the three-argument default measures in: the engine's range as it is (its style is
  /// resolved already), else `constrainedSize` intersected with `size` resolved against
  /// `parentSize`, as Texture's.
  func resolvedRange(_ constrainedSize: SizeRange, _ size: ASLayoutElementSize, _ parentSize: CGSize)
    -> SizeRange
  {
    switch layoutCallMode {
    case .asking(let range) where range == constrainedSize,
      .deciding(let range) where range == constrainedSize:
      return range
    default: return constrainedSize.intersect(ASLayoutElementSizeResolve(size, parentSize))
    }
  }
}

extension Layout {
  /// What the default `calculateLayoutThatFits(_:)` answers while the engine asks an
  /// ``ASDisplayNode`` whether an override decides its layout.
  static let asDefaultMarker = Layout(element: .spec("AS.default"), size: .zero)

  /// Whether this is ``asDefaultMarker`` (an override returned what `super` gave).
  var isASDefaultMarker: Bool { element == .spec("AS.default") && sublayouts.isEmpty }

  /// A layout of `layoutElement` of `size`, as Texture's `ASLayout(layoutElement:size:)`:
  /// `sublayouts` (their positions in this layout) place the node's children; a node's override
  /// of `calculateLayoutThatFits` returns one (`ASLayout(layoutElement: self, size: nodeSize)`).
  @MainActor
  public init(
    layoutElement: ASLayoutElement, size: CGSize, position: CGPoint = .zero, sublayouts: [ASLayout]? = nil
  ) {
    if let node = layoutElement as? ASDisplayNode {
      self.init(element: .node(node.layoutID), size: size, position: position, sublayouts: sublayouts ?? [])
      identity = node.identity
    } else {
      self.init(element: .spec("spec"), size: size, position: position, sublayouts: sublayouts ?? [])
    }
  }
}

extension ASDisplayNode {
  /// Drops the layout calculated for the node, so its next measurement calculates it again
  /// (Texture's `invalidateCalculatedLayout`, which changes the node's layout version). Unlike
  /// ``setNeedsLayout()``, which calls it, it neither marks the supernodes nor asks for a layout
  /// pass: the node keeps its frame until something lays it out again.
  public func invalidateCalculatedLayout() {
    invalidateOwnLayouts()
  }
}
