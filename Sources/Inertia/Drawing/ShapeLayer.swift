import Foundation

/// A layer that draws a path, like CAShapeLayer: filled with ``fillColor`` and stroked with
/// ``strokeColor`` and ``lineWidth``, the stroke trimmed to ``strokeStart`` ... ``strokeEnd`` of the
/// path's length.
///
/// See also: ``Layer``, ``GraphicsPath``.
@preconcurrency @MainActor
open class ShapeLayer: Layer {
  /// The shape, in the layer's coordinates. Setting it stores a copy. Default nil.
  open var path: GraphicsPath? {
    get { storedPath }
    set { storedPath = newValue?.copy() }
  }
  private var storedPath: GraphicsPath?
  /// The fill colour; nil fills nothing. Default opaque black.
  open var fillColor: Color? = .black
  /// The fill rule. Default winding (`.nonZero` in Core Animation's spelling).
  open var fillRule: PathFillRule = .winding
  /// The stroke colour; nil strokes nothing. Default nil.
  open var strokeColor: Color?
  /// The stroke width. Default 1.
  open var lineWidth: CGFloat = 1 {
    didSet { if !(lineWidth.isFinite && lineWidth >= 0) { lineWidth = oldValue } }
  }
  /// The line ends. Default butt.
  open var lineCap: LineCap = .butt
  /// The corners. Default miter.
  open var lineJoin: LineJoin = .miter
  /// The miter limit. Default 10.
  open var miterLimit: CGFloat = 10
  /// Dash and gap lengths; nil for a solid stroke.
  open var lineDashPattern: [CGFloat]?
  /// How far into the dash pattern the stroke starts. Default 0.
  open var lineDashPhase: CGFloat = 0
  /// Where the stroke starts, as a fraction of the path's length (clamped to 0...1). Default 0.
  open var strokeStart: CGFloat = 0 {
    didSet { strokeStart = strokeStart.isNaN ? 0 : min(max(strokeStart, 0), 1) }
  }
  /// Where the stroke ends, as a fraction of the path's length (clamped to 0...1). Default 1.
  open var strokeEnd: CGFloat = 1 {
    didSet { strokeEnd = strokeEnd.isNaN ? 1 : min(max(strokeEnd, 0), 1) }
  }

  /// An empty shape layer.
  public required init() { super.init() }
  /// A copy of `layer`'s properties.
  public override init(layer: Any) { super.init(layer: layer) }

  override func copyProperties(from other: Layer) {
    super.copyProperties(from: other)
    guard let other = other as? ShapeLayer else { return }
    (storedPath, fillColor, fillRule, strokeColor) = (
      other.storedPath, other.fillColor, other.fillRule, other.strokeColor
    )
    (lineWidth, lineCap, lineJoin, miterLimit) = (
      other.lineWidth, other.lineCap, other.lineJoin, other.miterLimit
    )
    (lineDashPattern, lineDashPhase, strokeStart, strokeEnd) = (
      other.lineDashPattern, other.lineDashPhase, other.strokeStart, other.strokeEnd
    )
  }

  override func captureState(into state: inout LayerState) {
    super.captureState(into: &state)
    (state.strokeStart, state.strokeEnd, state.lineWidth) = (strokeStart, strokeEnd, lineWidth)
    (state.fillColor, state.strokeColor) = (fillColor, strokeColor)
  }

  override func restoreState(_ state: LayerState) {
    super.restoreState(state)
    (strokeStart, strokeEnd, lineWidth) = (state.strokeStart, state.strokeEnd, state.lineWidth)
    (fillColor, strokeColor) = (state.fillColor, state.strokeColor)
  }

  override func shadowShape() -> [PathElement]? { storedPath?.elements ?? super.shadowShape() }

  override func contentOperations() -> [DrawingOperation] {
    var ops = super.contentOperations()
    guard let elements = storedPath?.elements, !elements.isEmpty else { return ops }
    if let fillColor, fillColor.alpha > 0 { ops.append(.fill(elements, rule: fillRule, color: fillColor)) }
    if let strokeColor, strokeColor.alpha > 0, lineWidth > 0, strokeEnd > strokeStart {
      var style = StrokeStyle()
      (style.lineWidth, style.lineCap, style.lineJoin, style.miterLimit) = (
        lineWidth, lineCap, lineJoin, miterLimit
      )
      (style.dashLengths, style.dashPhase) = (lineDashPattern ?? [], lineDashPhase)
      let trimmed =
        strokeStart == 0 && strokeEnd == 1
        ? elements : PathFlattener.trimmed(elements, from: strokeStart, to: strokeEnd)
      ops.append(.stroke(trimmed, style: style, color: strokeColor, transform: .identity))
    }
    return ops
  }
}

/// A layer that fills its bounds with a linear gradient, like CAGradientLayer: ``colors`` at
/// ``locations`` from ``startPoint`` to ``endPoint`` (unit coordinates of the bounds).
@preconcurrency @MainActor
open class GradientLayer: Layer {
  /// The colours (at least two draw a gradient; one fills). Default nil.
  open var colors: [Color]?
  /// Where each colour sits, 0...1, as numbers (CAGradientLayer's `[NSNumber]`, so `[0, fraction,
  /// 1]` with a computed `NSNumber` compiles as on iOS); nil spreads them evenly.
  open var locations: [NSNumber]?
  /// The start, in unit coordinates of the bounds. Default (0.5, 0): top centre.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// The end, in unit coordinates of the bounds. Default (0.5, 1): bottom centre.
  open var endPoint = CGPoint(x: 0.5, y: 1)

  /// An empty gradient layer.
  public required init() { super.init() }
  /// A copy of `layer`'s properties.
  public override init(layer: Any) { super.init(layer: layer) }

  override func copyProperties(from other: Layer) {
    super.copyProperties(from: other)
    guard let other = other as? GradientLayer else { return }
    (colors, locations, startPoint, endPoint) = (
      other.colors, other.locations, other.startPoint, other.endPoint
    )
  }

  override func contentOperations() -> [DrawingOperation] {
    var ops = super.contentOperations()
    guard let colors,
      let gradient = Gradient(colors: colors, locations: locations?.map { CGFloat($0.doubleValue) })
    else { return ops }
    let rect = bounds
    func place(_ unit: CGPoint) -> CGPoint {
      CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
    }
    let outline = GraphicsPath(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
      .elements
    ops += [
      .save, .clip(outline, rule: .winding),
      .linearGradient(
        gradient, start: place(startPoint), end: place(endPoint),
        options: [.drawsBeforeStartLocation, .drawsAfterEndLocation], alpha: 1, transform: .identity),
      .restore,
    ]
    return ops
  }
}
