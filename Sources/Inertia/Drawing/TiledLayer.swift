import Foundation

/// A layer that draws its content tile by tile, like CATiledLayer: a view whose ``View/layerClass``
/// is this class has its ``View/draw(_:)`` called once per tile, with the tile's rectangle and
/// the drawing clipped to it, so a large image can be drawn in pieces.
///
/// Tiles are ``tileSize`` pixels (points times ``Layer/contentsScale``), laid in rows from the
/// bounds' origin. Every tile meeting the bounds is drawn, row by row, when the content is
/// displayed (there is no background drawing or fade-in here: the tiles appear at once).
@preconcurrency @MainActor
open class TiledLayer: Layer {
  /// The size of a tile in pixels. Default 256 × 256; a size that is not finite and positive is
  /// ignored.
  open var tileSize = CGSize(width: 256, height: 256) {
    didSet {
      let valid =
        tileSize.width.isFinite && tileSize.height.isFinite && tileSize.width > 0 && tileSize.height > 0
      if !valid { tileSize = oldValue } else if tileSize != oldValue { setNeedsDisplay() }
    }
  }
  /// The number of zoomed-out levels with tiles of their own (recorded: only full detail is
  /// drawn). Default 1.
  open var levelsOfDetail = 1
  /// The number of zoomed-in levels with tiles of their own (recorded). Default 0.
  open var levelsOfDetailBias = 0

  /// How long a new tile takes to fade in, in seconds (CATiledLayer's class method; tiles appear
  /// at once here). 0.25.
  open class func fadeDuration() -> TimeInterval { 0.25 }

  /// Creates a tiled layer.
  public required init() { super.init() }

  /// The rectangles of the tiles meeting `bounds`, in points, row by row (empty when there are
  /// too many to draw: more than 4096).
  public func tileRects(in bounds: CGRect) -> [CGRect] {
    let scale = contentsScale > 0 ? contentsScale : 1
    let width = tileSize.width / scale
    let height = tileSize.height / scale
    guard bounds.width > 0, bounds.height > 0, bounds.isFiniteRect else { return [] }
    let columns = (bounds.minX / width).rounded(.down)...(((bounds.maxX / width).rounded(.up)) - 1)
    let rows = (bounds.minY / height).rounded(.down)...(((bounds.maxY / height).rounded(.up)) - 1)
    guard (columns.upperBound - columns.lowerBound + 1) * (rows.upperBound - rows.lowerBound + 1) <= 4096
    else {
      return []
    }
    var rects: [CGRect] = []
    for row in stride(from: rows.lowerBound, through: rows.upperBound, by: 1) {
      for column in stride(from: columns.lowerBound, through: columns.upperBound, by: 1) {
        rects.append(CGRect(x: column * width, y: row * height, width: width, height: height))
      }
    }
    return rects
  }

  /// Draws the owning view's content one tile at a time: for each tile, the drawing is clipped
  /// to it and the view's ``View/draw(_:)`` gets its rectangle.
  open override func draw(in ctx: GraphicsContext) {
    guard let view = owningView else { return }
    for tile in tileRects(in: view.bounds) {
      ctx.saveGState()
      ctx.clip(to: tile)
      view.draw(tile)
      ctx.restoreGState()
    }
  }
}
