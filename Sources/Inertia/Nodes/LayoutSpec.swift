import Foundation

/// An immutable description of a layout, like Texture's layout specs. Measuring one touches no
/// views: it returns a ``Layout`` with every node's frame, which a ``ScrollNode`` then applies.
///
/// See also: ``StackLayoutSpec``, ``LayoutElementStyle``, ``ScrollNode``.
public indirect enum LayoutSpec: Equatable, Sendable {
  /// A leaf: the element named `id` (a view of the scroll node's content).
  case node(id: String, style: LayoutElementStyle)
  /// Children in a row or column.
  case stack(StackLayoutSpec, style: LayoutElementStyle)
  /// A child inset by edge insets.
  case inset(EdgeInsets, child: LayoutSpec, style: LayoutElementStyle)
  /// A child with another laid over it at its size.
  case overlay(child: LayoutSpec, overlay: LayoutSpec, style: LayoutElementStyle)
  /// A child with another laid behind it at its size.
  case background(child: LayoutSpec, background: LayoutSpec, style: LayoutElementStyle)
  /// A child centred on the x and/or y axis; `minimumX/Y` sizing shrinks the spec to the child.
  case center(CenterOptions, child: LayoutSpec, style: LayoutElementStyle)
  /// A child with a fixed height/width ratio.
  case ratio(CGFloat, child: LayoutSpec, style: LayoutElementStyle)
  /// Children at their layoutPosition, each at its own size.
  case absolute(children: [LayoutSpec], style: LayoutElementStyle)

  /// Centring options of a center spec.
  public struct CenterOptions: Equatable, Sendable {
    /// Centre horizontally.
    public var x: Bool
    /// Centre vertically.
    public var y: Bool
    /// Take the child's width instead of the available width.
    public var minimumX: Bool
    /// Take the child's height instead of the available height.
    public var minimumY: Bool

    /// Creates options.
    public init(x: Bool, y: Bool, minimumX: Bool = false, minimumY: Bool = false) {
      self.x = x
      self.y = y
      self.minimumX = minimumX
      self.minimumY = minimumY
    }
  }

  /// The spec's own style.
  public var style: LayoutElementStyle {
    switch self {
    case .node(_, let style), .stack(_, let style), .inset(_, _, let style), .overlay(_, _, let style),
      .background(_, _, let style), .center(_, _, let style), .ratio(_, _, let style),
      .absolute(_, let style):
      return style
    }
  }
}

/// Children in a row or a column, with Texture's stack rules: flexShrink defaults to 0, free space
/// is shared by flexGrow with floor() rounding (the remainder goes to the first growing child), and
/// there is no redistribution after min/max clamping.
public struct StackLayoutSpec: Equatable, Sendable {
  /// The direction.
  public enum Direction: String, Sendable, CaseIterable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
  }
  /// Placement along the direction.
  public enum Justify: String, Sendable, CaseIterable {
    /// Packed at the start.
    case start
    /// Centred.
    case center
    /// Packed at the end.
    case end
    /// Free space between children.
    case spaceBetween
    /// Free space around children (half at the ends).
    case spaceAround
  }
  /// Placement across the direction.
  public enum Alignment: String, Sendable, CaseIterable {
    /// At the start.
    case start
    /// At the end.
    case end
    /// Centred.
    case center
    /// Stretched to the stack's cross size.
    case stretch
  }

  /// The direction. Default vertical.
  public var direction: Direction = .vertical
  /// Space between children, in points. Default 0.
  public var spacing: CGFloat = 0
  /// Placement along the direction. Default start.
  public var justifyContent: Justify = .start
  /// Placement across the direction. Default start (Texture's default).
  public var alignItems: Alignment = .start
  /// The children.
  public var children: [LayoutSpec] = []

  /// Creates a stack.
  public init(
    direction: Direction = .vertical, spacing: CGFloat = 0, justifyContent: Justify = .start,
    alignItems: Alignment = .start, children: [LayoutSpec] = []
  ) {
    self.direction = direction
    self.spacing = spacing
    self.justifyContent = justifyContent
    self.alignItems = alignItems
    self.children = children
  }
}

/// The result of measuring a spec: its size and the frame of every node, relative to it.
public struct Layout: Equatable, Sendable {
  /// The spec's size.
  public var size: CGSize
  /// Node frames by id, in the spec's coordinates.
  public var frames: [String: CGRect]

  /// The same layout moved by `offset`.
  func offset(by offset: CGPoint) -> [String: CGRect] {
    frames.mapValues { $0.offsetBy(dx: offset.x, dy: offset.y) }
  }
}
