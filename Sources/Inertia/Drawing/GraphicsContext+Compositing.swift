import Foundation

/// Where a ``GraphicsContext``'s drawing also goes as it is recorded: a bitmap context keeps
/// pixels in memory up to date after each operation.
public protocol GraphicsContextBacking: AnyObject {
  /// Called after `context` recorded an operation (its last ``GraphicsContext/operations``).
  func contextDidRecord(_ context: GraphicsContext)
}

extension GraphicsContext {
  /// How later painting combines with what is drawn (CGContext.setBlendMode); saved and restored
  /// with the graphics state. Default ``BlendMode/normal``.
  public var blendMode: BlendMode { state.blendMode }

  /// Sets how later painting combines with what is drawn (CGContext.setBlendMode).
  public func setBlendMode(_ mode: BlendMode) {
    guard mode != state.blendMode else { return }
    state.blendMode = mode
    record(.blendMode(mode))
  }

  /// Replaces the current path with the outline of the area stroking it with the current pen
  /// would cover (CGContext.replacePathWithStrokedPath): filling the new path by the winding rule
  /// paints what ``strokePath()`` would, clipping to it clips to the stroke.
  public func replacePathWithStrokedPath() {
    let outline = StrokeOutline.outline(
      of: currentPath.elements, style: state.stroke, transform: state.transform)
    currentPath.removeAllPoints()
    currentPath.addPath(GraphicsPath(elements: outline))
  }

  func record(_ operation: DrawingOperation) { append([operation]) }
}

extension GraphicsPath {
  /// The outline of the area a stroke of this path would cover (CGPath's
  /// copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)), filled by the winding rule.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: LineCap, lineJoin: LineJoin, miterLimit: CGFloat,
    transform: AffineTransform = .identity
  ) -> GraphicsPath {
    var style = StrokeStyle()
    style.lineWidth = lineWidth
    style.lineCap = lineCap
    style.lineJoin = lineJoin
    style.miterLimit = miterLimit.isFinite ? miterLimit : 10
    let outline = StrokeOutline.outline(of: elements, style: style)
    return GraphicsPath(elements: outline.map { $0.applying(transform) })
  }
}
