import CCairo
import Foundation
import Inertia

/// Drawing through a perspective map (a layer or view under a ``Inertia/Transform3D`` that is not
/// affine). Cairo only maps affinely, so the content inside the extent is drawn flat into an
/// offscreen surface at the destination's pixel density, then painted onto the projected
/// quadrilateral as ``meshCells`` × ``meshCells`` cells of two triangles each: every triangle is
/// clipped (without antialiasing, so neighbours leave no seam) to its exactly projected corners
/// and painted with the affine map those three corners fix. Edges and grid points land exactly;
/// inside a triangle the picture is off by the map's curvature over one cell. Triangles with a
/// corner behind the eye are left out.
extension CairoCanvas {
  /// Cells along each side of the mesh.
  static let meshCells = 16
  /// The most pixels on one side of an offscreen surface.
  static let maximumOffscreenSide = 2048.0

  /// Draws what `body` draws inside `extent` (in the current coordinates before the map) through
  /// `transform`.
  func drawProjected(extent: CGRect, transform: ProjectiveTransform, _ body: (CairoCanvas) -> Void) {
    guard extent.width > 0, extent.height > 0, extent.isFiniteRect,
      let density = projectedDensity(extent, transform)
    else { return }
    let scale = min(density, Self.maximumOffscreenSide / Double(max(extent.width, extent.height)))
    guard scale > 0,
      let offscreen = try? CairoCanvas(size: extent.size, scale: CGFloat(scale), background: .clear)
    else { return }
    cairo_translate(offscreen.context, -Double(extent.minX), -Double(extent.minY))
    body(offscreen)
    cairo_surface_flush(offscreen.surface)
    paintMesh(offscreen, scale: scale, extent: extent, transform: transform)
  }

  /// Pixels per point the picture needs: the canvas's device scale times the most the map
  /// magnifies at the extent's corners and centre (at least 1, at most 4, times the device scale).
  private func projectedDensity(_ extent: CGRect, _ transform: ProjectiveTransform) -> Double? {
    var dx = 1.0
    var dy = 0.0
    cairo_user_to_device_distance(context, &dx, &dy)
    let device = max((dx * dx + dy * dy).squareRoot(), 0.25)
    let probes = [
      CGPoint(x: extent.minX, y: extent.minY), CGPoint(x: extent.maxX, y: extent.minY),
      CGPoint(x: extent.minX, y: extent.maxY), CGPoint(x: extent.maxX, y: extent.maxY),
      CGPoint(x: extent.midX, y: extent.midY),
    ]
    var magnification = 1.0
    for point in probes {
      guard let here = transform.apply(to: point),
        let right = transform.apply(to: CGPoint(x: point.x + 1, y: point.y)),
        let down = transform.apply(to: CGPoint(x: point.x, y: point.y + 1))
      else { continue }
      let stretch = max(hypot(right.x - here.x, right.y - here.y), hypot(down.x - here.x, down.y - here.y))
      if stretch.isFinite { magnification = max(magnification, Double(stretch)) }
    }
    return device * min(magnification, 4)
  }

  private func paintMesh(
    _ offscreen: CairoCanvas, scale: Double, extent: CGRect, transform: ProjectiveTransform
  ) {
    let n = Self.meshCells
    func source(_ i: Int, _ j: Int) -> CGPoint {
      CGPoint(
        x: extent.minX + extent.width * CGFloat(i) / CGFloat(n),
        y: extent.minY + extent.height * CGFloat(j) / CGFloat(n))
    }
    let pattern = cairo_pattern_create_for_surface(offscreen.surface)
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    for j in 0..<n {
      for i in 0..<n {
        let corners = [source(i, j), source(i + 1, j), source(i + 1, j + 1), source(i, j + 1)]
        paintTriangle([corners[0], corners[1], corners[2]], pattern, scale, extent, transform)
        paintTriangle([corners[0], corners[2], corners[3]], pattern, scale, extent, transform)
      }
    }
  }

  /// Paints one triangle of the offscreen picture (`points` in the picture's point coordinates)
  /// where `transform` puts it. The clip is not antialiased: triangles sharing an edge then share
  /// out its pixels by their centres, with no seam and no pixel painted twice (the picture's outer
  /// edge is aliased to pixel centres).
  private func paintTriangle(
    _ points: [CGPoint], _ pattern: OpaquePointer?, _ scale: Double, _ extent: CGRect,
    _ transform: ProjectiveTransform
  ) {
    let mapped = points.compactMap { transform.apply(to: $0) }
    guard mapped.count == 3, let affine = Self.affineMap(from: points, to: mapped) else { return }
    cairo_save(context)
    cairo_new_path(context)
    cairo_move_to(context, Double(mapped[0].x), Double(mapped[0].y))
    cairo_line_to(context, Double(mapped[1].x), Double(mapped[1].y))
    cairo_line_to(context, Double(mapped[2].x), Double(mapped[2].y))
    cairo_close_path(context)
    cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE)
    cairo_clip(context)
    concatenate(affine)
    // The pattern's space is the offscreen pixels: points times the scale, from the extent's origin.
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, scale, scale)
    cairo_matrix_translate(&matrix, -Double(extent.minX), -Double(extent.minY))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_set_source(context, pattern)
    cairo_paint(context)
    cairo_restore(context)
  }

  /// The affine map taking the three points `from` onto `to`; nil when `from` is degenerate.
  static func affineMap(from: [CGPoint], to: [CGPoint]) -> Inertia.AffineTransform? {
    let (p0, p1, p2) = (from[0], from[1], from[2])
    let (q0, q1, q2) = (to[0], to[1], to[2])
    let source = Inertia.AffineTransform(
      a: p1.x - p0.x, b: p1.y - p0.y, c: p2.x - p0.x, d: p2.y - p0.y, tx: p0.x, ty: p0.y)
    guard source.determinant != 0 else { return nil }
    let target = Inertia.AffineTransform(
      a: q1.x - q0.x, b: q1.y - q0.y, c: q2.x - q0.x, d: q2.y - q0.y, tx: q0.x, ty: q0.y)
    return source.inverted().concatenating(target)
  }
}
