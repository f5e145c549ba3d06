import Foundation

/// How a path is painted by ``GraphicsContext/drawPath(using:)`` (CGPathDrawingMode).
public enum PathDrawingMode: Int, Sendable {
  /// Fill by the winding rule.
  case fill = 0
  /// Fill by the even-odd rule.
  case eoFill = 1
  /// Stroke.
  case stroke = 2
  /// Fill (winding), then stroke.
  case fillStroke = 3
  /// Fill (even-odd), then stroke.
  case eoFillStroke = 4
}

/// A drawing destination, like CGContext: a current path, a graphics state (colours, pen,
/// transform, alpha) with a save/restore stack, and the drawing recorded as
/// ``DrawingOperation``s for a renderer to replay. Method names are CGContext's.
///
/// The current transform starts at identity: a view's ``View/draw(_:)`` draws in its bounds
/// coordinates (y down, as UIKit's contexts are).
///
/// See also: ``GraphicsPath``, ``BezierPath``, ``View/draw(_:)``.
public final class GraphicsContext {
  struct State {
    var transform = AffineTransform.identity
    var fillColor = Color.black
    var strokeColor = Color.black
    var stroke = StrokeStyle()
    var alpha: CGFloat = 1
    var blendMode = BlendMode.normal
  }

  var state = State()
  private var saved: [State] = []
  /// The current path, in the drawing's coordinates (moved by the transform current when each
  /// element was added, as Core Graphics does).
  let currentPath = GraphicsPath()
  /// What was drawn, in order.
  public private(set) var operations: [DrawingOperation] = [] {
    didSet { backing?.contextDidRecord(self) }
  }
  /// The size of the area drawn into (a view's bounds size, an image's size).
  public let size: CGSize
  /// Set by ``View/draw(_:)``'s default: the view draws nothing of its own.
  var drewNothing = false
  /// Whether images are drawn upright in a y-up user space (Core Graphics' bitmap contexts):
  /// ``draw(_:in:)`` puts the image's first row at the rectangle's maximum y.
  public let drawsImagesInCoreGraphicsOrientation: Bool
  /// Where the recording also goes as it is made (a bitmap context's pixels); told after every
  /// recorded operation.
  public var backing: (any GraphicsContextBacking)?

  /// A context recording into an area of `size` points.
  public init(size: CGSize = .zero) {
    self.size = size.isFinite ? size : .zero
    drawsImagesInCoreGraphicsOrientation = false
  }

  /// A context of `size` whose user space has its origin at the bottom-left corner and y up, as
  /// Core Graphics' bitmap contexts do; images are drawn upright in that space.
  public init(bottomLeftOriginSize size: CGSize) {
    self.size = size.isFinite ? size : .zero
    drawsImagesInCoreGraphicsOrientation = true
    state.transform = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: self.size.height)
  }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state (colours, pen, transform, alpha, clip).
  public func saveGState() {
    saved.append(state)
    operations.append(.save)
  }
  /// Pops the state pushed last; does nothing when nothing was saved.
  public func restoreGState() {
    guard let last = saved.popLast() else { return }
    state = last
    operations.append(.restore)
  }
  /// The current transformation matrix (user space to the drawing's coordinates).
  public var ctm: AffineTransform { state.transform }
  /// Moves the user space's origin by (x, y).
  public func translateBy(x: CGFloat, y: CGFloat) { concatenate(AffineTransform(translationX: x, y: y)) }
  /// Scales the user space.
  public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(AffineTransform(scaleX: x, y: y)) }
  /// Rotates the user space by `angle` radians (clockwise on a y-down screen).
  public func rotate(by angle: CGFloat) { concatenate(AffineTransform(rotationAngle: angle)) }
  /// Applies `transform` before the current transform. Non-finite transforms are ignored.
  public func concatenate(_ transform: AffineTransform) {
    guard
      [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
    else { return }
    state.transform = transform.concatenating(state.transform)
  }
  /// Sets the fill colour.
  public func setFillColor(_ color: Color) { state.fillColor = color }
  /// Sets the stroke colour.
  public func setStrokeColor(_ color: Color) { state.strokeColor = color }
  /// Sets the fill colour from components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
  /// Sets the stroke colour from components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = Color(
      red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
  /// Sets the fill colour to a grey.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = Color(white: Double(gray), alpha: Double(alpha))
  }
  /// Sets the stroke colour to a grey.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = Color(white: Double(gray), alpha: Double(alpha))
  }
  /// Sets the line width (negative or non-finite widths are ignored).
  public func setLineWidth(_ width: CGFloat) {
    if width.isFinite, width >= 0 { state.stroke.lineWidth = width }
  }
  /// Sets the line ends.
  public func setLineCap(_ cap: LineCap) { state.stroke.lineCap = cap }
  /// Sets the corners.
  public func setLineJoin(_ join: LineJoin) { state.stroke.lineJoin = join }
  /// Sets the miter limit.
  public func setMiterLimit(_ limit: CGFloat) { if limit.isFinite { state.stroke.miterLimit = limit } }
  /// Sets a dash pattern (empty lengths: solid).
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.stroke.dashPhase = phase.isFinite ? phase : 0
    state.stroke.dashLengths = lengths.allSatisfy { $0.isFinite && $0 >= 0 } ? lengths : []
  }
  /// Sets the alpha multiplied into everything drawn (clamped to 0...1).
  public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1) }

  // MARK: The current path

  /// Empties the current path.
  public func beginPath() { currentPath.removeAllPoints() }
  /// Whether the current path is empty.
  public var isPathEmpty: Bool { currentPath.isEmpty }
  /// The current point in user space (zero without a path).
  public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.transform.inverted()) }
  /// The smallest rectangle holding the current path, in user space.
  public var boundingBoxOfPath: CGRect {
    currentPath.isEmpty ? .null : currentPath.boundingBox.applying(state.transform.inverted())
  }
  /// A copy of the current path in user space.
  public var path: GraphicsPath? {
    currentPath.isEmpty
      ? nil : GraphicsPath(elements: currentPath.elements.map { $0.applying(state.transform.inverted()) })
  }
  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.transform) }
  /// Adds a line to `point`.
  public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.transform) }
  /// Adds lines through `points`.
  public func addLines(between points: [CGPoint]) {
    currentPath.addLines(between: points, transform: state.transform)
  }
  /// Adds a closed rectangle.
  public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.transform) }
  /// Adds closed rectangles.
  public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.transform) }
  /// Adds an ellipse inscribed in `rect`.
  public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.transform) }
  /// Adds an arc (`clockwise` as CGContext means it: false draws with increasing angles).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    currentPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
      transform: state.transform)
  }
  /// Adds a cubic Bézier curve.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.transform)
  }
  /// Adds a quadratic Bézier curve.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: end, control: control, transform: state.transform)
  }
  /// Adds a path given in user space.
  public func addPath(_ path: GraphicsPath) { currentPath.addPath(path, transform: state.transform) }
  /// Closes the current subpath.
  public func closePath() { currentPath.closeSubpath() }

  // MARK: Painting

  /// Fills the current path and empties it.
  public func fillPath(using rule: PathFillRule = .winding) {
    if !currentPath.isEmpty {
      operations.append(.fill(currentPath.elements, rule: rule, color: faded(state.fillColor)))
    }
    beginPath()
  }
  /// Fills the current path by the even-odd rule and empties it.
  public func eoFillPath() { fillPath(using: .evenOdd) }
  /// Strokes the current path with the current pen and empties it.
  public func strokePath() {
    if !currentPath.isEmpty {
      operations.append(
        .stroke(
          currentPath.elements, style: state.stroke, color: faded(state.strokeColor),
          transform: state.transform))
    }
    beginPath()
  }
  /// Paints the current path by `mode` and empties it.
  public func drawPath(using mode: PathDrawingMode) {
    let elements = currentPath.elements
    switch mode {
    case .fill, .fillStroke: fillPath(using: .winding)
    case .eoFill, .eoFillStroke: fillPath(using: .evenOdd)
    case .stroke: break
    }
    if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
      currentPath.addPath(GraphicsPath(elements: elements))
      strokePath()
    }
  }
  /// Fills `rect` (the current path is left alone).
  public func fill(_ rect: CGRect) { paint({ $0.addRect(rect, transform: state.transform) }, fill: true) }
  /// Fills each rectangle.
  public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
  /// Strokes `rect`'s outline.
  public func stroke(_ rect: CGRect) { paint({ $0.addRect(rect, transform: state.transform) }, fill: false) }
  /// Strokes `rect`'s outline with `width`.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }
  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) {
    paint({ $0.addEllipse(in: rect, transform: state.transform) }, fill: true)
  }
  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) {
    paint({ $0.addEllipse(in: rect, transform: state.transform) }, fill: false)
  }
  /// Strokes a line segment between each pair of points.
  public func strokeLineSegments(between points: [CGPoint]) {
    paint(
      { path in
        for pair in stride(from: 0, to: points.count - 1, by: 2) {
          path.move(to: points[pair], transform: state.transform)
          path.addLine(to: points[pair + 1], transform: state.transform)
        }
      }, fill: false)
  }
  /// Paints `rect` transparent (a fill in the ``BlendMode/clear`` mode; the area shows what is
  /// behind).
  public func clear(_ rect: CGRect) {
    saveGState()
    setBlendMode(.clear)
    fill(rect)
    restoreGState()
  }

  private func paint(_ build: (GraphicsPath) -> Void, fill: Bool) {
    let path = GraphicsPath()
    build(path)
    guard !path.isEmpty else { return }
    if fill {
      operations.append(.fill(path.elements, rule: .winding, color: faded(state.fillColor)))
    } else {
      operations.append(
        .stroke(
          path.elements, style: state.stroke, color: faded(state.strokeColor), transform: state.transform))
    }
  }

  private func faded(_ color: Color) -> Color { color.withAlphaComponent(color.alpha * Double(state.alpha)) }

  // MARK: Clipping

  /// Narrows the clip to the current path and empties it.
  public func clip(using rule: PathFillRule = .winding) {
    operations.append(.clip(currentPath.elements, rule: rule))
    beginPath()
  }
  /// Widens the clip back to the whole drawing (the renderer's clip when the drawing began, then
  /// the context's area: a view's bounds, a bitmap), as CGContext.resetClip does; a later
  /// ``restoreGState()`` brings back the saved clip.
  public func resetClip() {
    operations.append(.resetClip)
    guard size.width > 0, size.height > 0 else { return }
    let whole = GraphicsPath()
    whole.addRect(CGRect(origin: .zero, size: size))
    operations.append(.clip(whole.elements, rule: .winding))
  }
  /// Narrows the clip to `rect`.
  public func clip(to rect: CGRect) {
    let path = GraphicsPath()
    path.addRect(rect, transform: state.transform)
    operations.append(.clip(path.elements, rule: .winding))
  }
  /// Narrows the clip to `rect` and masks later drawing by `mask` stretched over it, as Core
  /// Graphics' `clip(to:mask:)`: until the state is restored, what is drawn shows by the mask's
  /// alpha, or by its luminance when the mask is opaque (a grey image: white shows, black hides).
  /// The mask is placed as ``draw(_:in:)`` places an image.
  public func clip(to rect: CGRect, mask: Image) {
    guard rect.isFiniteRect else { return }
    clip(to: rect)
    var transform = state.transform
    if drawsImagesInCoreGraphicsOrientation {
      let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
      transform = flip.concatenating(transform)
    }
    operations.append(.clipMask(mask, in: rect, transform: transform))
  }

  // MARK: Gradients, images and text

  /// Paints the clip with a linear gradient from `start` to `end` (user space).
  public func drawLinearGradient(
    _ gradient: Gradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions
  ) {
    guard start.isFinite, end.isFinite else { return }
    operations.append(
      .linearGradient(
        gradient, start: start, end: end, options: options, alpha: state.alpha, transform: state.transform))
  }
  /// Paints the clip with a radial gradient between two circles (user space).
  public func drawRadialGradient(
    _ gradient: Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
    options: GradientDrawingOptions
  ) {
    guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite else { return }
    operations.append(
      .radialGradient(
        gradient, startCenter: startCenter, startRadius: max(startRadius, 0), endCenter: endCenter,
        endRadius: max(endRadius, 0), options: options, alpha: state.alpha, transform: state.transform))
  }
  /// Draws `image` stretched over `rect` (user space, y down).
  public func draw(_ image: Image, in rect: CGRect) {
    guard rect.isFiniteRect else { return }
    var transform = state.transform
    if drawsImagesInCoreGraphicsOrientation {
      let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
      transform = flip.concatenating(transform)
    }
    operations.append(.image(image, in: rect, alpha: state.alpha, transform: transform))
  }
  /// Draws `text` at `size` points in `color` with its top-left corner at `point` (user space).
  public func drawText(_ text: String, at point: CGPoint, size: CGFloat, color: Color) {
    guard point.isFinite, size.isFinite, size > 0 else { return }
    let origin = CGPoint(x: point.x, y: point.y + size * 0.95)
    operations.append(
      .text(text, origin: origin, size: size, color: faded(color), transform: state.transform))
  }

  /// Appends operations recorded elsewhere (in their own coordinates), moved by the current
  /// transform.
  public func append(_ recorded: [DrawingOperation]) {
    operations.append(contentsOf: recorded.map { $0.applying(state.transform) })
  }
}

// MARK: The current context

extension GraphicsContext {
  /// The stack of current contexts: UIKit's UIGraphicsPushContext / UIGraphicsPopContext.
  @MainActor private static var stack: [GraphicsContext] = []

  /// The context drawing goes to now (UIGraphicsGetCurrentContext()): the one pushed last, nil
  /// outside a drawing.
  @preconcurrency @MainActor public static var current: GraphicsContext? { stack.last }

  /// Makes `context` current until the matching ``popCurrent()``.
  @preconcurrency @MainActor public static func pushCurrent(_ context: GraphicsContext) {
    stack.append(context)
  }

  /// Makes the context pushed before the last one current again.
  @preconcurrency @MainActor public static func popCurrent() { _ = stack.popLast() }

  /// Runs `body` with `context` current.
  @preconcurrency @MainActor public static func withCurrent<Result>(
    _ context: GraphicsContext, _ body: () throws -> Result
  )
    rethrows -> Result
  {
    pushCurrent(context)
    defer { popCurrent() }
    return try body()
  }
}

extension DrawingOperation {
  /// The operation moved into the coordinates `transform` maps to.
  public func applying(_ transform: AffineTransform) -> DrawingOperation {
    if transform.isIdentity { return self }
    func moved(_ path: [PathElement]) -> [PathElement] { path.map { $0.applying(transform) } }
    switch self {
    case .save, .restore, .beginGroup, .endGroup, .blendMode, .resetClip: return self
    case .fill(let path, let rule, let color): return .fill(moved(path), rule: rule, color: color)
    case .stroke(let path, let style, let color, let t):
      return .stroke(moved(path), style: style, color: color, transform: t.concatenating(transform))
    case .clip(let path, let rule): return .clip(moved(path), rule: rule)
    case .linearGradient(let g, let s, let e, let o, let a, let t):
      return .linearGradient(g, start: s, end: e, options: o, alpha: a, transform: t.concatenating(transform))
    case .radialGradient(let g, let sc, let sr, let ec, let er, let o, let a, let t):
      return .radialGradient(
        g, startCenter: sc, startRadius: sr, endCenter: ec, endRadius: er, options: o, alpha: a,
        transform: t.concatenating(transform))
    case .image(let image, let rect, let alpha, let t):
      return .image(image, in: rect, alpha: alpha, transform: t.concatenating(transform))
    case .clipMask(let image, let rect, let t):
      return .clipMask(image, in: rect, transform: t.concatenating(transform))
    case .text(let text, let origin, let size, let color, let t):
      return .text(text, origin: origin, size: size, color: color, transform: t.concatenating(transform))
    case .projected(let operations, let extent, let t):
      return .projected(
        operations, extent: extent, transform: t.concatenating(ProjectiveTransform(transform)))
    }
  }
}
