import Foundation

/// One element of a ``GraphicsPath``: a move, a line, a curve or a close.
public enum PathElement: Equatable, Sendable {
  /// Starts a new subpath at the point.
  case move(to: CGPoint)
  /// A straight line to the point.
  case line(to: CGPoint)
  /// A quadratic Bézier curve to `to` with one control point.
  case quadCurve(to: CGPoint, control: CGPoint)
  /// A cubic Bézier curve to `to` with two control points.
  case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
  /// Closes the subpath with a line to its start.
  case closeSubpath

  /// The element with every point moved by `transform`.
  public func applying(_ transform: AffineTransform) -> PathElement {
    switch self {
    case .move(let p): return .move(to: p.applying(transform))
    case .line(let p): return .line(to: p.applying(transform))
    case .quadCurve(let p, let c):
      return .quadCurve(to: p.applying(transform), control: c.applying(transform))
    case .curve(let p, let c1, let c2):
      return .curve(
        to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
    case .closeSubpath: return .closeSubpath
    }
  }

  /// The points of the element (end point last).
  var points: [CGPoint] {
    switch self {
    case .move(let p), .line(let p): return [p]
    case .quadCurve(let p, let c): return [c, p]
    case .curve(let p, let c1, let c2): return [c1, c2, p]
    case .closeSubpath: return []
    }
  }
}

/// How the inside of a path is decided when filling or clipping (CGPathFillRule).
public enum PathFillRule: Int, Sendable {
  /// Non-zero winding (the default).
  case winding = 0
  /// Even-odd.
  case evenOdd = 1
}

/// A shape made of lines and curves, like CGPath / CGMutablePath: subpaths of ``PathElement``s in
/// the coordinates they were added in (arcs and ellipses become cubic Bézier curves). Non-finite
/// points are ignored.
///
/// See also: ``BezierPath``, ``GraphicsContext``.
public final class GraphicsPath: Equatable, CustomStringConvertible {
  /// The elements, in order.
  public private(set) var elements: [PathElement] = []
  /// The start of the current subpath (where a close returns to).
  private var subpathStart: CGPoint?
  /// The end point of the last element, or nil for an empty path (CGPath's currentPoint is zero then).
  public private(set) var lastPoint: CGPoint?

  /// An empty path.
  public init() {}
  /// A copy of `elements`.
  public init(elements: [PathElement]) {
    for element in elements { append(element) }
  }
  /// A closed rectangle (moved by `transform` when given).
  public convenience init(rect: CGRect, transform: UnsafePointer<AffineTransform>? = nil) {
    self.init()
    addRect(rect, transform: transform?.pointee ?? .identity)
  }
  /// An ellipse inscribed in `rect`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<AffineTransform>? = nil) {
    self.init()
    addEllipse(in: rect, transform: transform?.pointee ?? .identity)
  }
  /// A rectangle with elliptical corners of `cornerWidth` by `cornerHeight` (clamped to half the
  /// sides).
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<AffineTransform>? = nil
  ) {
    self.init()
    addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
  }

  /// Two paths are equal when their elements are.
  public static func == (lhs: GraphicsPath, rhs: GraphicsPath) -> Bool { lhs.elements == rhs.elements }

  /// The elements, one per line.
  public var description: String { "GraphicsPath(\(elements))" }

  /// A copy (CGPath's `copy()`; the copy does not change with this path).
  public func copy() -> GraphicsPath { GraphicsPath(elements: elements) }
  /// A mutable copy (CGPath's `mutableCopy()`).
  public func mutableCopy() -> GraphicsPath { copy() }
  /// A copy moved by `transform`.
  public func copy(using transform: UnsafePointer<AffineTransform>?) -> GraphicsPath {
    GraphicsPath(elements: elements.map { $0.applying(transform?.pointee ?? .identity) })
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }
  /// The end of the last element, zero for an empty path (CGPath's currentPoint).
  public var currentPoint: CGPoint { lastPoint ?? .zero }

  /// The smallest rectangle holding every point, control points included (CGPath's
  /// boundingBox); `.null` for an empty path.
  public var boundingBox: CGRect {
    let points = elements.flatMap(\.points)
    guard let first = points.first else { return .null }
    var box = CGRect(origin: first, size: .zero)
    for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
    return box
  }
  /// The smallest rectangle holding the path's curves (control points of curves are sampled
  /// out); `.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    let points = PathFlattener.polygons(elements).flatMap { $0 }
    guard let first = points.first else { return .null }
    return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
      $0.union(CGRect(origin: $1, size: .zero))
    }
  }

  /// Whether `point` is inside the path by `rule` (curves are flattened to 1/16 of their length).
  public func contains(
    _ point: CGPoint, using rule: PathFillRule = .winding, transform: AffineTransform = .identity
  ) -> Bool {
    let local = transform.isIdentity ? point : point.applying(transform.inverted())
    return PathFlattener.contains(local, polygons: PathFlattener.polygons(elements), rule: rule)
  }

  // MARK: Building

  /// Appends one element (non-finite points are ignored; a line or curve without a current
  /// point starts there, as Core Graphics does).
  public func append(_ element: PathElement) {
    guard element.points.allSatisfy(\.isFinite) else { return }
    switch element {
    case .move(let p):
      subpathStart = p
      lastPoint = p
    case .closeSubpath:
      guard lastPoint != nil else { return }
      lastPoint = subpathStart
    default:
      if lastPoint == nil, let first = element.points.last {
        elements.append(.move(to: first))
        subpathStart = first
      }
      lastPoint = element.points.last
    }
    elements.append(element)
  }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint, transform: AffineTransform = .identity) {
    append(.move(to: point.applying(transform)))
  }
  /// Adds a line to `point`.
  public func addLine(to point: CGPoint, transform: AffineTransform = .identity) {
    append(.line(to: point.applying(transform)))
  }
  /// Adds lines through `points` (a new subpath at the first).
  public func addLines(between points: [CGPoint], transform: AffineTransform = .identity) {
    for (index, point) in points.enumerated() {
      if index == 0 {
        move(to: point, transform: transform)
      } else {
        addLine(to: point, transform: transform)
      }
    }
  }
  /// Adds a cubic Bézier curve to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: AffineTransform = .identity
  ) {
    append(
      .curve(
        to: end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform)))
  }
  /// Adds a quadratic Bézier curve to `end`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: AffineTransform = .identity) {
    append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
  }
  /// Closes the current subpath.
  public func closeSubpath() { append(.closeSubpath) }

  /// Adds a closed rectangle subpath (clockwise on screen from the top-left corner).
  public func addRect(_ rect: CGRect, transform: AffineTransform = .identity) {
    let r = rect.standardized
    guard r.isFiniteRect else { return }
    move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
    closeSubpath()
  }
  /// Adds one closed subpath per rectangle.
  public func addRects(_ rects: [CGRect], transform: AffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }
  /// Adds a closed ellipse inscribed in `rect` (four cubic curves, from the right-most point).
  public func addEllipse(in rect: CGRect, transform: AffineTransform = .identity) {
    let r = rect.standardized
    guard r.isFiniteRect else { return }
    let scale = AffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
    let unit = scale.concatenating(transform)
    move(to: CGPoint(x: 1, y: 0), transform: unit)
    appendArcCurves(start: 0, sweep: 2 * .pi, transform: unit)
    closeSubpath()
  }
  /// Adds a closed rounded rectangle with elliptical corners.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: AffineTransform = .identity
  ) {
    let r = rect.standardized
    guard r.isFiniteRect else { return }
    let w = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), r.width / 2)
    let h = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), r.height / 2)
    guard w > 0, h > 0 else { return addRect(r, transform: transform) }
    move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
    let corners: [(CGFloat, CGFloat, CGFloat)] = [
      (r.maxX - w, r.minY + h, -.pi / 2), (r.maxX - w, r.maxY - h, 0),
      (r.minX + w, r.maxY - h, .pi / 2), (r.minX + w, r.minY + h, .pi),
    ]
    for (x, y, start) in corners {
      let unit = AffineTransform(a: w, b: 0, c: 0, d: h, tx: x, ty: y).concatenating(transform)
      addLine(to: CGPoint(x: cos(start), y: sin(start)), transform: unit)
      appendArcCurves(start: start, sweep: .pi / 2, transform: unit)
    }
    closeSubpath()
  }

  /// Adds a circular arc, as CGPath's addArc does: in angles' direction (`clockwise` false means
  /// increasing angles, which is clockwise on a y-down screen). A line joins the current point to
  /// the arc's start; without one the arc starts a subpath.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: AffineTransform = .identity
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise,
      transform: transform)
  }

  /// Adds an arc from `startAngle` to `endAngle`, with increasing or decreasing angles. A sweep
  /// that goes round more than once draws one full circle.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool,
    transform: AffineTransform = .identity
  ) {
    guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
    let r = abs(radius)
    let full = 2 * CGFloat.pi
    var sweep = endAngle - startAngle
    if increasing {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
      sweep = min(sweep, full)
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
      sweep = max(sweep, -full)
    }
    let unit = AffineTransform(a: r, b: 0, c: 0, d: r, tx: center.x, ty: center.y).concatenating(transform)
    let start = CGPoint(x: cos(startAngle), y: sin(startAngle))
    if lastPoint == nil { move(to: start, transform: unit) } else { addLine(to: start, transform: unit) }
    appendArcCurves(start: startAngle, sweep: sweep, transform: unit)
  }

  /// Appends the arc of the unit circle from `start` through `sweep` radians as cubic curves of
  /// at most a quarter turn each, mapped by `transform`.
  private func appendArcCurves(start: CGFloat, sweep: CGFloat, transform: AffineTransform) {
    let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    guard sweep != 0 else { return }
    let step = sweep / CGFloat(count)
    let k = 4.0 / 3.0 * tan(step / 4)
    for index in 0..<count {
      let a0 = start + step * CGFloat(index)
      let a1 = a0 + step
      let p0 = CGPoint(x: cos(a0), y: sin(a0))
      let p3 = CGPoint(x: cos(a1), y: sin(a1))
      let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
      let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
      addCurve(to: p3, control1: c1, control2: c2, transform: transform)
    }
  }

  /// Appends every element of `path` (moved by `transform`).
  public func addPath(_ path: GraphicsPath, transform: AffineTransform = .identity) {
    for element in path.elements { append(element.applying(transform)) }
  }

  /// Moves every point by `transform` in place.
  public func apply(_ transform: AffineTransform) {
    let moved = elements.map { $0.applying(transform) }
    elements = []
    lastPoint = nil
    subpathStart = nil
    for element in moved { append(element) }
  }

  /// Removes every element.
  public func removeAllPoints() {
    elements = []
    lastPoint = nil
    subpathStart = nil
  }
}
