import Foundation

/// Corners of a rectangle (UIRectCorner).
public struct RectCorner: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Creates corners from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = RectCorner(rawValue: 1)
  /// The top-right corner.
  public static let topRight = RectCorner(rawValue: 2)
  /// The bottom-left corner.
  public static let bottomLeft = RectCorner(rawValue: 4)
  /// The bottom-right corner.
  public static let bottomRight = RectCorner(rawValue: 8)
  /// Every corner.
  public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its own pen, like UIBezierPath: a ``GraphicsPath`` (``cgPath``) plus line width,
/// ends, corners and fill rule, drawn into the current context by ``fill()`` and ``stroke()``.
/// Angles and `clockwise` are UIKit's: clockwise on screen means increasing angles.
///
/// See also: ``GraphicsContext``, ``View/draw(_:)``.
open class BezierPath: CustomStringConvertible {
  /// The path's geometry. Setting it stores a copy.
  public var cgPath: GraphicsPath {
    get { path.copy() }
    set { path = newValue.copy() }
  }
  private var path = GraphicsPath()
  /// The stroke width (negative or non-finite values are ignored). Default 1.
  open var lineWidth: CGFloat = 1 {
    didSet { if !(lineWidth.isFinite && lineWidth >= 0) { lineWidth = oldValue } }
  }
  /// The line ends. Default butt.
  open var lineCapStyle: LineCap = .butt
  /// The corners. Default miter.
  open var lineJoinStyle: LineJoin = .miter
  /// The miter limit. Default 10.
  open var miterLimit: CGFloat = 10
  /// Whether filling uses the even-odd rule. Default false (winding).
  open var usesEvenOddFillRule = false
  /// The dash pattern and phase; empty for solid lines.
  open var dashPattern: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

  /// An empty path.
  public init() {}
  /// A closed rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }
  /// An ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }
  /// A rectangle with circular corners of `cornerRadius` (at most half the shorter side).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }
  /// A rectangle with the chosen corners rounded by `cornerRadii` (clamped to half the sides).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let r = rect.standardized
    guard r.isFiniteRect, cornerRadii.isFinite else { return }
    let w = min(max(cornerRadii.width, 0), r.width / 2)
    let h = min(max(cornerRadii.height, 0), r.height / 2)
    let round: [(RectCorner, CGPoint, CGFloat)] = [
      (.topRight, CGPoint(x: r.maxX - w, y: r.minY + h), -.pi / 2),
      (.bottomRight, CGPoint(x: r.maxX - w, y: r.maxY - h), 0),
      (.bottomLeft, CGPoint(x: r.minX + w, y: r.maxY - h), .pi / 2),
      (.topLeft, CGPoint(x: r.minX + w, y: r.minY + h), .pi),
    ]
    let sharp = [
      CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY), r.origin,
    ]
    path.move(to: CGPoint(x: corners.contains(.topLeft) ? r.minX + w : r.minX, y: r.minY))
    for (index, (corner, center, start)) in round.enumerated() {
      guard corners.contains(corner), w > 0, h > 0 else {
        path.addLine(to: sharp[index])
        continue
      }
      let unit = AffineTransform(a: w, b: 0, c: 0, d: h, tx: center.x, ty: center.y)
      path.addArc(
        center: .zero, radius: 1, startAngle: start, endAngle: start + .pi / 2, increasing: true,
        transform: unit)
    }
    path.closeSubpath()
  }
  /// An arc of a circle (`clockwise` on screen: increasing angles).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  /// A path with `cgPath`'s geometry.
  public convenience init(cgPath: GraphicsPath) {
    self.init()
    path = cgPath.copy()
  }

  /// The elements.
  open var description: String { "BezierPath(\(path.elements))" }
  /// A copy (path and pen), as UIBezierPath's copy().
  open func copy() -> Any {
    let copy = BezierPath(cgPath: path)
    copy.lineWidth = lineWidth
    copy.lineCapStyle = lineCapStyle
    copy.lineJoinStyle = lineJoinStyle
    copy.miterLimit = miterLimit
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    copy.dashPattern = dashPattern
    return copy
  }

  // MARK: Building

  /// Starts a subpath at `point`.
  open func move(to point: CGPoint) { path.move(to: point) }
  /// Adds a line to `point`.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// Adds a cubic Bézier curve.
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  /// Adds a quadratic Bézier curve.
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: end, control: controlPoint)
  }
  /// Adds an arc (`clockwise` on screen: increasing angles); a line joins the current point.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: clockwise)
  }
  /// Closes the current subpath.
  open func close() { path.closeSubpath() }
  /// Appends another path's elements.
  open func append(_ other: BezierPath) { path.addPath(other.path) }
  /// Moves every point by `transform`.
  open func apply(_ transform: AffineTransform) { path.apply(transform) }
  /// Removes every element.
  open func removeAllPoints() { path.removeAllPoints() }
  /// Sets the dash pattern (UIKit passes a C array and its count; here an array).
  open func setLineDash(_ pattern: [CGFloat]?, count: Int, phase: CGFloat) {
    dashPattern = (Array((pattern ?? []).prefix(max(count, 0))), phase)
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }
  /// The end point of the last element (zero when empty).
  open var currentPoint: CGPoint { path.currentPoint }
  /// The smallest rectangle holding the points, control points included.
  open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
  /// Whether `point` is inside by the path's fill rule.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  // MARK: Drawing

  /// The pen described by the path's properties.
  public var strokeStyle: StrokeStyle {
    var style = StrokeStyle()
    style.lineWidth = lineWidth
    style.lineCap = lineCapStyle
    style.lineJoin = lineJoinStyle
    style.miterLimit = miterLimit
    style.dashLengths = dashPattern.lengths
    style.dashPhase = dashPattern.phase
    return style
  }

  /// Fills the path with the current context's fill colour (nothing outside a drawing).
  @preconcurrency @MainActor open func fill() {
    guard let context = GraphicsContext.current else { return }
    context.saveGState()
    context.addPath(path)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.restoreGState()
  }

  /// Strokes the path with its pen and the current context's stroke colour.
  @preconcurrency @MainActor open func stroke() {
    guard let context = GraphicsContext.current else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dashPattern.phase, lengths: dashPattern.lengths)
    context.addPath(path)
    context.strokePath()
    context.restoreGState()
  }

  /// Narrows the current context's clip to the path.
  @preconcurrency @MainActor open func addClip() {
    guard let context = GraphicsContext.current else { return }
    context.addPath(path)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}

extension BezierPath: Equatable {
  /// Whether `lhs` and `rhs` are the same path object, as UIBezierPath inherits NSObject's
  /// `isEqual(_:)` (identity): two paths with the same points are different paths, so code that
  /// keeps a path per state (`paths[state] != path`) sees a new path as a change.
  public static func == (lhs: BezierPath, rhs: BezierPath) -> Bool { lhs === rhs }
}
