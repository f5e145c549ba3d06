import Foundation

/// How the ends of stroked lines look (CGLineCap).
public enum LineCap: Int, Sendable {
  /// Square ends at the end points (the default).
  case butt = 0
  /// Round ends.
  case round = 1
  /// Square ends extending half the line width past the end points.
  case square = 2
}

/// How stroked lines meet at corners (CGLineJoin).
public enum LineJoin: Int, Sendable {
  /// Sharp corners (the default).
  case miter = 0
  /// Round corners.
  case round = 1
  /// Bevelled corners.
  case bevel = 2
}

/// The pen a stroke is drawn with.
public struct StrokeStyle: Equatable, Sendable {
  /// The line width in the user space of the stroke. Default 1.
  public var lineWidth: CGFloat = 1
  /// The line ends. Default butt.
  public var lineCap: LineCap = .butt
  /// The corners. Default miter.
  public var lineJoin: LineJoin = .miter
  /// The miter limit. Default 10.
  public var miterLimit: CGFloat = 10
  /// Alternating dash and gap lengths; empty for a solid line.
  public var dashLengths: [CGFloat] = []
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat = 0
  /// The default pen: 1 point, butt ends, mitered corners, solid.
  public init() {}
}

/// Which of a gradient's ends extend past its start and end (CGGradientDrawingOptions).
public struct GradientDrawingOptions: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Creates options from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The first colour fills before the start.
  public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1)
  /// The last colour fills after the end.
  public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 2)
}

/// Colours at locations 0...1, blended between (CGGradient).
public struct Gradient: Equatable, Sendable {
  /// The colour stops: a location in 0...1 and its colour, sorted by location.
  public let stops: [(location: CGFloat, color: Color)]

  /// A gradient of `colors` at `locations` (nil or a count mismatch: spread evenly from 0 to 1);
  /// nil when there are no colours. Locations are clamped to 0...1 and sorted.
  public init?(colors: [Color], locations: [CGFloat]? = nil) {
    guard !colors.isEmpty else { return nil }
    let spread = colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
    let places = locations.flatMap { $0.count == colors.count ? $0 : nil } ?? spread
    stops = zip(places, colors)
      .map { (location: $0.isFinite ? min(max($0, 0), 1) : 0, color: $1) }
      .sorted { $0.location < $1.location }
  }

  /// Two gradients are equal when their stops are.
  public static func == (lhs: Gradient, rhs: Gradient) -> Bool {
    lhs.stops.count == rhs.stops.count
      && zip(lhs.stops, rhs.stops).allSatisfy { $0.location == $1.location && $0.color == $1.color }
  }

  /// The colour at `location`, blended linearly between the nearest stops.
  public func color(at location: CGFloat) -> Color {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    let upper = stops.firstIndex { $0.location >= location } ?? stops.count - 1
    let (a, b) = (stops[upper - 1], stops[upper])
    let t = Double(b.location > a.location ? (location - a.location) / (b.location - a.location) : 0)
    return Color(
      red: a.color.red + (b.color.red - a.color.red) * t,
      green: a.color.green + (b.color.green - a.color.green) * t,
      blue: a.color.blue + (b.color.blue - a.color.blue) * t,
      alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * t)
  }
}

/// One recorded drawing instruction. Paths are in the drawing's own coordinates (the view's bounds
/// space for a view's ``View/draw(_:)``), already moved by the transform that was current when
/// they were built; `transform` is the user space a pen, a gradient or an image is in.
///
/// A renderer replays them in order (InertiaCairo does); Inertia itself only records them.
public enum DrawingOperation: Equatable, Sendable {
  /// Saves the clip (and group) state.
  case save
  /// Restores the state saved last.
  case restore
  /// Fills a path with a colour.
  case fill([PathElement], rule: PathFillRule, color: Color)
  /// Strokes a path with a pen in `transform`'s user space.
  case stroke([PathElement], style: StrokeStyle, color: Color, transform: AffineTransform)
  /// Narrows the clip to a path.
  case clip([PathElement], rule: PathFillRule)
  /// Paints the clip with a linear gradient from `start` to `end` (in `transform`'s space).
  case linearGradient(
    Gradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions, alpha: CGFloat,
    transform: AffineTransform)
  /// Paints the clip with a radial gradient between two circles (in `transform`'s space).
  case radialGradient(
    Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
    options: GradientDrawingOptions, alpha: CGFloat, transform: AffineTransform)
  /// Draws an image stretched over `rect` (in `transform`'s space).
  case image(Image, in: CGRect, alpha: CGFloat, transform: AffineTransform)
  /// Draws text with its baseline-left at `origin` (in `transform`'s space).
  case text(String, origin: CGPoint, size: CGFloat, color: Color, transform: AffineTransform)
  /// Starts a group composited with `alpha` at ``endGroup``.
  case beginGroup(alpha: CGFloat)
  /// Ends the group started last.
  case endGroup
  /// Draws `operations` (in their own plane) through a perspective map: what lies inside
  /// `extent` is drawn flat, then mapped by `transform` (a layer under a ``Transform3D`` that is
  /// not affine). InertiaCairo draws the flat picture offscreen and maps it in small triangles.
  case projected([DrawingOperation], extent: CGRect, transform: ProjectiveTransform)
  /// Sets how later painting combines with what is drawn (kept until the next ``restore``).
  case blendMode(BlendMode)
  /// Widens the clip back to the clip the drawing began with (kept until the next ``restore``).
  case resetClip
  /// Masks later painting by an image stretched over `rect` (in `transform`'s space), until the
  /// next ``restore``: its alpha, or its luminance when it is opaque (a grey mask), as Core
  /// Graphics' `clip(to:mask:)`.
  case clipMask(Image, in: CGRect, transform: AffineTransform)
}

extension [DrawingOperation] {
  /// The operations moved by `transform`: exactly by the affine map, else wrapped in one
  /// ``DrawingOperation/projected(_:extent:transform:)`` of `extent`.
  func projected(by transform: ProjectiveTransform, extent: CGRect) -> [DrawingOperation] {
    if transform.isAffine { return map { $0.applying(transform.affineTransform) } }
    return isEmpty ? [] : [.projected(self, extent: extent, transform: transform)]
  }
}
