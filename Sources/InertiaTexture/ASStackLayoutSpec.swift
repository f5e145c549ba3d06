import Inertia

/// Texture's ASStackLayoutSpec: children in a row or a column with Texture's defaults (direction
/// horizontal, alignItems stretch, justifyContent start, no wrapping).
@preconcurrency @MainActor
open class ASStackLayoutSpec: ASLayoutSpec {
  /// The direction. Default horizontal. Changing it applies the horizontal and vertical alignment
  /// again, as Texture.
  open var direction: ASStackLayoutDirection = .horizontal {
    didSet { resolveAlignments() }
  }
  /// Space between children. Default 0.
  open var spacing: CGFloat = 0
  /// Placement along the direction. Default start.
  open var justifyContent: ASStackLayoutJustifyContent = .start
  /// Placement across the direction. Default stretch.
  open var alignItems: ASStackLayoutAlignItems = .stretch
  /// Whether children wrap onto new lines. Default noWrap.
  open var flexWrap: ASStackLayoutFlexWrap = .noWrap
  /// Placement of wrapped lines. Default start.
  open var alignContent: ASStackLayoutAlignContent = .start
  /// Space between wrapped lines. Default 0.
  open var lineSpacing: CGFloat = 0
  /// Kept for Texture's API; measuring never blocks the main actor's callers differently. Default
  /// false.
  open var isConcurrent = false
  /// Horizontal alignment: sets justifyContent (horizontal stack) or alignItems (vertical).
  /// Default none.
  open var horizontalAlignment: ASHorizontalAlignment = .none {
    didSet { resolveAlignments() }
  }
  /// Vertical alignment: sets alignItems (horizontal stack) or justifyContent (vertical). Default
  /// none.
  open var verticalAlignment: ASVerticalAlignment = .none {
    didSet { resolveAlignments() }
  }

  /// A horizontal stack with Texture's defaults.
  public override init() { super.init() }

  /// A stack with the given settings.
  public init(
    direction: ASStackLayoutDirection, spacing: CGFloat, justifyContent: ASStackLayoutJustifyContent,
    alignItems: ASStackLayoutAlignItems, children: [ASLayoutElement]
  ) {
    super.init()
    self.direction = direction
    self.spacing = spacing
    self.justifyContent = justifyContent
    self.alignItems = alignItems
    self.children = children
  }

  /// A stack with the given settings, wrapping.
  public convenience init(
    direction: ASStackLayoutDirection, spacing: CGFloat, justifyContent: ASStackLayoutJustifyContent,
    alignItems: ASStackLayoutAlignItems, flexWrap: ASStackLayoutFlexWrap,
    alignContent: ASStackLayoutAlignContent, children: [ASLayoutElement]
  ) {
    self.init(
      direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
      children: children)
    self.flexWrap = flexWrap
    self.alignContent = alignContent
  }

  /// A vertical stack with Texture's other defaults (`verticalStackLayoutSpec`).
  public static func vertical() -> ASStackLayoutSpec {
    let stack = ASStackLayoutSpec()
    stack.direction = .vertical
    return stack
  }

  /// A horizontal stack with Texture's defaults (`horizontalStackLayoutSpec`).
  public static func horizontal() -> ASStackLayoutSpec { ASStackLayoutSpec() }

  private func resolveAlignments() {
    let horizontal: ASStackLayoutAlignItems? =
      switch horizontalAlignment {
      case .none: nil
      case .left: .start
      case .middle: .center
      case .right: .end
      }
    let vertical: ASStackLayoutAlignItems? =
      switch verticalAlignment {
      case .none: nil
      case .top: .start
      case .center: .center
      case .bottom: .end
      }
    let (along, across) = direction == .horizontal ? (horizontal, vertical) : (vertical, horizontal)
    if let along { justifyContent = Self.justify(along) }
    if let across { alignItems = across }
  }

  private static func justify(_ alignment: ASStackLayoutAlignItems) -> ASStackLayoutJustifyContent {
    switch alignment {
    case .center: return .center
    case .end: return .end
    default: return .start
    }
  }

  /// A stack spec.
  open override func makeKind() -> LayoutSpec.Kind {
    .stack(
      StackLayoutSpec(
        direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
        flexWrap: flexWrap == .wrap, alignContent: alignContent, lineSpacing: lineSpacing,
        children: childSpecs()))
  }
}

extension StackLayoutSpec.Alignment {
  /// Texture's ASStackLayoutAlignItemsNotSet: no alignment chosen. Texture's stack then places
  /// children at the start across and does not stretch them (ASStackPositionedLayout.mm treats it
  /// as `.start`), so it is `.start` here.
  public static var notSet: Self { .start }
}
