import Foundation

extension View {
  /// The view's layer (UIView.layer): an instance of ``layerClass`` (a ``Layer`` when that is
  /// not a layer class), made on first access, whose background, corners,
  /// border, clipping, opacity and geometry are the view's own properties, plus shadow, contents
  /// and sublayers.
  public var layer: Layer {
    if let storedLayer { return storedLayer }
    let made = (type(of: self).layerClass as? Layer.Type)?.init() ?? Layer()
    made.owningView = self
    storedLayer = made
    return made
  }

  /// Marks the content for redrawing (the whole view is redrawn).
  public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

  /// What ``draw(_:)`` drew, in bounds coordinates, for a renderer: drawn when first asked, again
  /// after ``setNeedsDisplay()``, and when the size changed under ``ContentMode/redraw``; other
  /// content modes stretch (scaleToFill) or keep the old drawing. Empty for a view of zero size
  /// or one that does not draw.
  package func displayedContent() -> [DrawingOperation] {
    let size = bounds.size
    guard size.width > 0, size.height > 0 else { return [] }
    if let cache = drawingCache, cache.size == size || contentMode != .redraw {
      guard cache.size != size, contentMode == .scaleToFill, cache.size.width > 0, cache.size.height > 0
      else {
        return cache.operations
      }
      let origin = bounds.origin
      let stretch = AffineTransform(translationX: -origin.x, y: -origin.y)
        .concatenating(
          AffineTransform(scaleX: size.width / cache.size.width, y: size.height / cache.size.height)
        )
        .concatenating(AffineTransform(translationX: origin.x, y: origin.y))
      return cache.operations.map { $0.applying(stretch) }
    }
    let context = GraphicsContext(size: size)
    GraphicsContext.withCurrent(context) {
      // The layer draws the view's content (its default draw(in:) calls draw(_:)); a view whose
      // layer was never made draws directly.
      if let storedLayer { storedLayer.draw(in: context) } else { draw(bounds) }
    }
    let operations = context.drewNothing && context.operations.isEmpty ? [] : context.operations
    let clipped: [DrawingOperation] =
      operations.isEmpty
      ? [] : [.save, .clip(GraphicsPath(rect: bounds).elements, rule: .winding)] + operations + [.restore]
    drawingCache = (size, clipped)
    return clipped
  }
}
