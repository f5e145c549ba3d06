import Foundation

/// How an element sizes and flexes inside its parent, like Texture's ASLayoutElementStyle: one
/// value per element instead of parameters scattered over call sites. Defaults are Texture's.
///
/// See also: ``LayoutSpec``, ``SizeRange``.
public struct LayoutElementStyle: Equatable, Sendable {
  /// Preferred width. Default auto.
  public var width: LayoutDimension = .auto
  /// Preferred height. Default auto.
  public var height: LayoutDimension = .auto
  /// Smallest width. Default auto (0).
  public var minWidth: LayoutDimension = .auto
  /// Largest width. Default auto (unbounded).
  public var maxWidth: LayoutDimension = .auto
  /// Smallest height. Default auto (0).
  public var minHeight: LayoutDimension = .auto
  /// Largest height. Default auto (unbounded).
  public var maxHeight: LayoutDimension = .auto
  /// Share of the free space along a stack's axis. Default 0.
  public var flexGrow: CGFloat = 0
  /// Share of the overflow taken away along a stack's axis. Default 0 (Texture's default).
  public var flexShrink: CGFloat = 0
  /// The starting length along a stack's axis. Default auto (the measured length).
  public var flexBasis: LayoutDimension = .auto
  /// Cross-axis alignment overriding the stack's. Default nil (auto).
  public var alignSelf: StackLayoutSpec.Alignment?
  /// Extra space before the element along a stack's axis. Default 0.
  public var spacingBefore: CGFloat = 0
  /// Extra space after the element along a stack's axis. Default 0.
  public var spacingAfter: CGFloat = 0
  /// Distance from the top to the first baseline, for baseline alignment. Default 0.
  public var ascender: CGFloat = 0
  /// Distance from the last baseline to the bottom, negative below it, as UIFont's. Default 0.
  public var descender: CGFloat = 0
  /// Position inside an absolute spec. Default zero.
  public var layoutPosition: CGPoint = .zero
  /// What the sizes measure, as CSS's box-sizing (``LayoutCompatibility/css`` only). Default
  /// borderBox.
  public var boxSizing: BoxSizing = .borderBox

  /// What an element's width, height, min, max and flex basis measure, as CSS's box-sizing. The
  /// element's padding is its inset (an inset spec, or a node whose spec is an inset).
  public enum BoxSizing: String, Sendable, CaseIterable {
    /// The whole element, padding included (Texture's and the default).
    case borderBox
    /// The content inside the padding: the element is that plus its padding.
    case contentBox
  }

  /// Creates a style with Texture's defaults.
  public init() {}

  /// Width and height at once; setting it sets both as points.
  public var preferredSize: CGSize {
    get { CGSize(width: Self.points(width), height: Self.points(height)) }
    set {
      width = .points(newValue.width)
      height = .points(newValue.height)
    }
  }

  /// Minimum width and height at once.
  public var minSize: CGSize {
    get { CGSize(width: Self.points(minWidth), height: Self.points(minHeight)) }
    set {
      minWidth = .points(newValue.width)
      minHeight = .points(newValue.height)
    }
  }

  /// Maximum width and height at once.
  public var maxSize: CGSize {
    get { CGSize(width: Self.points(maxWidth), height: Self.points(maxHeight)) }
    set {
      maxWidth = .points(newValue.width)
      maxHeight = .points(newValue.height)
    }
  }

  private static func points(_ dimension: LayoutDimension) -> CGFloat {
    if case .points(let value) = dimension { return value }
    return 0
  }

  /// The range this style allows against `parent` (components may be undefined: non-finite), as
  /// Texture's ASLayoutElementSizeResolve: min overrides max overrides the exact size.
  public func sizeRange(parent: CGSize) -> SizeRange {
    sizeRange(parent: parent, automaticMaximum: CGSize(width: CGFloat.infinity, height: .infinity))
  }

  /// The same with `automaticMaximum` standing in for an auto max width / height, as Texture's
  /// ASLayoutElementSizeResolveAutoSize (an exact size above it is clipped to it).
  func sizeRange(parent: CGSize, automaticMaximum: CGSize) -> SizeRange {
    let horizontal = Self.constrain(
      minWidth.resolve(parent: parent.width, automatic: 0),
      width.resolve(parent: parent.width, automatic: .nan),
      maxWidth.resolve(parent: parent.width, automatic: automaticMaximum.width))
    let vertical = Self.constrain(
      minHeight.resolve(parent: parent.height, automatic: 0),
      height.resolve(parent: parent.height, automatic: .nan),
      maxHeight.resolve(parent: parent.height, automatic: automaticMaximum.height))
    return SizeRange(
      min: CGSize(width: horizontal.0, height: vertical.0),
      max: CGSize(width: horizontal.1, height: vertical.1))
  }

  private static func constrain(_ low: CGFloat, _ exact: CGFloat, _ high: CGFloat) -> (CGFloat, CGFloat) {
    if high <= low { return (low, low) }
    if exact.isNaN { return (low, high) }
    if exact > high { return (high, high) }
    if exact < low { return (low, low) }
    return (exact, exact)
  }
}
