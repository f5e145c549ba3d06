import CCairo
import Foundation
import Inertia

/// Replaying recorded ``Inertia/DrawingOperation``s (a view's draw(_:), layers, drawn images).
extension CairoCanvas {
  /// Replays `operations` in the current coordinates; the Cairo state is the same afterwards.
  /// Painting operations before index `start` are skipped (their pixels are already there: a
  /// bitmap context replays what it recorded since it last drew); state changes are all kept.
  public func replay(_ operations: [DrawingOperation], paintingFrom start: Int = 0) {
    cairo_save(context)
    let baseClip = BaseClip(context)
    defer { baseClip.release() }
    var depth = 0
    var groups = 0
    var masks: [ActiveClipMask] = []
    for (index, operation) in operations.enumerated() {
      switch operation {
      case .blendMode(let mode):
        cairo_set_operator(context, Self.cairoOperator(mode))
      case .resetClip:
        baseClip.apply(to: context)
      case .save:
        cairo_save(context)
        depth += 1
      case .restore:
        guard depth > 0 else { continue }
        endClipMasks(&masks) { $0.depth >= depth }
        cairo_restore(context)
        depth -= 1
      case .beginGroup(let alpha):
        cairo_push_group(context)
        groupAlphas.append(alpha)
        groups += 1
      case .endGroup:
        guard groups > 0, let alpha = groupAlphas.popLast() else { continue }
        endClipMasks(&masks) { $0.groups >= groups }
        groups -= 1
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, Double(alpha))
      case .clipMask(let image, let rect, let transform):
        guard let pattern = beginClipMask(image, in: rect, transform: transform) else { continue }
        masks.append(ActiveClipMask(pattern: pattern, depth: depth, groups: groups))
      default:
        if index >= start { replayPainting(operation) }
      }
    }
    endClipMasks(&masks) { _ in true }
    for _ in 0..<groups {
      cairo_pop_group_to_source(context)
      cairo_paint_with_alpha(context, Double(groupAlphas.popLast() ?? 1))
    }
    for _ in 0..<depth { cairo_restore(context) }
    cairo_restore(context)
  }

  private func replayPainting(_ operation: DrawingOperation) {
    switch operation {
    case .fill(let path, let rule, let color):
      appendPath(path)
      cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
      cairo_fill(context)
    case .stroke(let path, let style, let color, let transform):
      appendPath(path)
      cairo_save(context)
      concatenate(transform)
      applyPen(style)
      cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
      cairo_stroke(context)
      cairo_restore(context)
    case .clip(let path, let rule):
      appendPath(path)
      cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_clip(context)
    case .linearGradient(let gradient, let start, let end, let options, let alpha, let transform):
      let pattern = cairo_pattern_create_linear(
        Double(start.x), Double(start.y), Double(end.x), Double(end.y))
      paintGradient(pattern, gradient, options: options, alpha: alpha, transform: transform)
    case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let options, let alpha, let transform):
      let pattern = cairo_pattern_create_radial(
        Double(c0.x), Double(c0.y), Double(r0), Double(c1.x), Double(c1.y), Double(r1))
      paintGradient(pattern, gradient, options: options, alpha: alpha, transform: transform)
    case .image(let image, let rect, let alpha, let transform):
      cairo_save(context)
      concatenate(transform)
      if alpha < 1 { cairo_push_group(context) }
      drawImage(image, in: rect)
      if alpha < 1 {
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, Double(max(alpha, 0)))
      }
      cairo_restore(context)
    case .text(let text, let origin, let size, let color, let transform):
      cairo_save(context)
      concatenate(transform)
      draw(.text(text, origin: origin, size: size, color: color))
      cairo_restore(context)
    case .projected(let operations, let extent, let transform):
      drawProjected(extent: extent, transform: transform) { $0.replay(operations) }
    case .save, .restore, .beginGroup, .endGroup, .blendMode, .resetClip, .clipMask:
      break
    }
  }

  private func paintGradient(
    _ pattern: OpaquePointer?, _ gradient: Gradient, options: GradientDrawingOptions, alpha: CGFloat,
    transform: Inertia.AffineTransform
  ) {
    guard let pattern else { return }
    defer { cairo_pattern_destroy(pattern) }
    var stops = gradient.stops
    // Core Graphics leaves the outside empty unless asked; Cairo's NONE extend does the same but
    // blends the ends towards transparent, so the ends are kept sharp with duplicate stops.
    if !options.contains(.drawsBeforeStartLocation), let first = stops.first {
      stops.insert((first.location, first.color.withAlphaComponent(0)), at: 0)
    }
    if !options.contains(.drawsAfterEndLocation), let last = stops.last {
      stops.append((last.location, last.color.withAlphaComponent(0)))
    }
    for stop in stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), c.red, c.green, c.blue, c.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_save(context)
    concatenate(transform)
    cairo_set_source(context, pattern)
    cairo_paint_with_alpha(context, Double(min(max(alpha, 0), 1)))
    cairo_restore(context)
  }

  private func appendPath(_ path: [PathElement]) {
    cairo_new_path(context)
    for element in path {
      switch element {
      case .move(let p): cairo_move_to(context, Double(p.x), Double(p.y))
      case .line(let p): cairo_line_to(context, Double(p.x), Double(p.y))
      case .quadCurve(let p, let c):
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(context, &x, &y)
        let (cx, cy) = (Double(c.x), Double(c.y))
        cairo_curve_to(
          context, x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), Double(p.x) + 2 / 3 * (cx - Double(p.x)),
          Double(p.y) + 2 / 3 * (cy - Double(p.y)), Double(p.x), Double(p.y))
      case .curve(let p, let c1, let c2):
        cairo_curve_to(
          context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      case .closeSubpath: cairo_close_path(context)
      }
    }
  }

  private func applyPen(_ style: StrokeStyle) {
    cairo_set_line_width(context, Double(style.lineWidth))
    let caps: [LineCap: cairo_line_cap_t] = [
      .butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE,
    ]
    let joins: [LineJoin: cairo_line_join_t] = [
      .miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL,
    ]
    cairo_set_line_cap(context, caps[style.lineCap] ?? CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(context, joins[style.lineJoin] ?? CAIRO_LINE_JOIN_MITER)
    cairo_set_miter_limit(context, Double(style.miterLimit))
    let dashes = style.dashLengths.map(Double.init)
    if dashes.contains(where: { $0 > 0 }) {
      cairo_set_dash(context, dashes, Int32(dashes.count), Double(style.dashPhase))
    } else {
      cairo_set_dash(context, nil, 0, 0)
    }
  }

  func concatenate(_ t: Inertia.AffineTransform) {
    guard !t.isIdentity, t.determinant != 0, t.determinant.isFinite else { return }
    var matrix = cairo_matrix_t(
      xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    cairo_transform(context, &matrix)
  }

  /// Draws an image recorded from drawing (no pixels): its operations scaled over `rect`.
  func drawRecordedImage(_ image: Image, operations: [DrawingOperation], in rect: CGRect) {
    guard image.size.width > 0, image.size.height > 0 else { return }
    cairo_save(context)
    cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_clip(context)
    cairo_translate(context, Double(rect.minX), Double(rect.minY))
    cairo_scale(context, Double(rect.width / image.size.width), Double(rect.height / image.size.height))
    replay(operations)
    cairo_restore(context)
  }
}
