import Foundation

/// The area a stroke covers, as closed polygons filled by the winding rule: what
/// CGContext.replacePathWithStrokedPath and CGPath.copy(strokingWithWidth:…) give.
///
/// Curves are flattened (16 pieces each); each straight piece becomes a rectangle, each corner a
/// join (miter within the limit, else bevel; round as a 16-sided circle), each open end a cap. All
/// pieces turn the same way, so the winding rule fills their union. Dashes split the lines first.
enum StrokeOutline {
  /// The outline of `elements` (in the drawing's coordinates) stroked with `style` in
  /// `transform`'s user space, in the drawing's coordinates.
  static func outline(
    of elements: [PathElement], style: StrokeStyle, transform: AffineTransform = .identity
  ) -> [PathElement] {
    let width = style.lineWidth
    guard width > 0, width.isFinite, transform.determinant != 0 else { return [] }
    let inverse = transform.inverted()
    let user = elements.map { $0.applying(inverse) }
    var pieces: [[CGPoint]] = []
    for (line, closed) in dashed(subpaths(user), style: style) {
      pieces += outline(line: line, closed: closed, style: style)
    }
    var result: [PathElement] = []
    for polygon in pieces where polygon.count > 2 {
      let turned = area(polygon) < 0 ? Array(polygon.reversed()) : polygon
      result.append(.move(to: turned[0].applying(transform)))
      for point in turned.dropFirst() { result.append(.line(to: point.applying(transform))) }
      result.append(.closeSubpath)
    }
    return result
  }

  /// Each subpath's points (repeated points dropped) and whether it was closed.
  static func subpaths(_ elements: [PathElement]) -> [(points: [CGPoint], closed: Bool)] {
    var groups: [[PathElement]] = []
    for element in elements {
      if case .move = element {
        groups.append([element])
      } else if groups.isEmpty {
        groups.append([.move(to: .zero), element])
      } else {
        groups[groups.count - 1].append(element)
      }
    }
    return groups.compactMap { group in
      let closed = group.contains(.closeSubpath)
      let points = PathFlattener.polygons(group.filter { $0 != .closeSubpath }).first ?? []
      var kept: [CGPoint] = []
      for point in points where kept.last.map({ ($0 - point).length > 1e-9 }) ?? true { kept.append(point) }
      if closed, kept.count > 1, let first = kept.first, (first - kept[kept.count - 1]).length <= 1e-9 {
        kept.removeLast()
      }
      return kept.isEmpty ? nil : (kept, closed)
    }
  }

  /// The lines split by the dash pattern (unchanged when solid).
  static func dashed(
    _ lines: [(points: [CGPoint], closed: Bool)], style: StrokeStyle
  ) -> [(points: [CGPoint], closed: Bool)] {
    let pattern = style.dashLengths
    let period = pattern.reduce(0, +)
    guard pattern.count > 0, period > 0 else { return lines }
    var result: [(points: [CGPoint], closed: Bool)] = []
    for line in lines {
      var points = line.points
      if line.closed, let first = points.first { points.append(first) }
      var index = 0
      var left = pattern[0]
      var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
      if phase < 0 { phase += period }
      while phase > 0 {
        let step = min(phase, left)
        (phase, left) = (phase - step, left - step)
        if left <= 0 { (index, left) = ((index + 1) % pattern.count, pattern[(index + 1) % pattern.count]) }
      }
      var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
      for (a, b) in zip(points, points.dropFirst()) {
        var start = a
        var remaining = (b - a).length
        while remaining > 0 {
          let step = min(remaining, left)
          let t = step / remaining
          let end = CGPoint(x: start.x + (b.x - start.x) * t, y: start.y + (b.y - start.y) * t)
          if index % 2 == 0 { current.append(end) }
          (remaining, left, start) = (remaining - step, left - step, end)
          if left <= 1e-9 {
            if index % 2 == 0, current.count > 1 { result.append((current, false)) }
            index = (index + 1) % pattern.count
            left = pattern[index]
            current = index % 2 == 0 ? [start] : []
          }
        }
      }
      if current.count > 1 { result.append((current, false)) }
    }
    return result
  }

  /// The rectangles, joins and caps of one line.
  static func outline(line points: [CGPoint], closed: Bool, style: StrokeStyle) -> [[CGPoint]] {
    let half = style.lineWidth / 2
    if points.count == 1 {
      return style.lineCap == .round ? [circle(points[0], half)] : []
    }
    let count = points.count
    let segments = closed ? count : count - 1
    var pieces: [[CGPoint]] = []
    for index in 0..<segments {
      var (a, b) = (points[index], points[(index + 1) % count])
      let direction = unit(b - a)
      if !closed, style.lineCap == .square {
        if index == 0 { a = a - scaled(direction, half) }
        if index == segments - 1 { b = b + scaled(direction, half) }
      }
      let normal = scaled(CGPoint(x: -direction.y, y: direction.x), half)
      pieces.append([a + normal, b + normal, b - normal, a - normal])
    }
    let corners = closed ? Array(0..<count) : Array(1..<(count - 1))
    for index in corners {
      let before = points[(index - 1 + count) % count]
      let (vertex, after) = (points[index], points[(index + 1) % count])
      if let join = join(from: before, at: vertex, to: after, style: style) { pieces.append(join) }
    }
    if !closed, style.lineCap == .round {
      pieces += [circle(points[0], half), circle(points[count - 1], half)]
    }
    return pieces
  }

  /// The piece filling the outside of the corner at `vertex`.
  static func join(from before: CGPoint, at vertex: CGPoint, to after: CGPoint, style: StrokeStyle)
    -> [CGPoint]?
  {
    let half = style.lineWidth / 2
    let (d1, d2) = (unit(vertex - before), unit(after - vertex))
    let turn = d1.x * d2.y - d1.y * d2.x
    guard abs(turn) > 1e-9 || d1.x * d2.x + d1.y * d2.y < 0 else { return nil }
    if style.lineJoin == .round { return circle(vertex, half) }
    // The outer side is left of the turn's direction.
    let side: CGFloat = turn > 0 ? -1 : 1
    let o1 = scaled(CGPoint(x: -d1.y, y: d1.x), half * side)
    let o2 = scaled(CGPoint(x: -d2.y, y: d2.x), half * side)
    let cosine = max(-1, min(1, d1.x * d2.x + d1.y * d2.y))
    let angle = acos(cosine)
    let miterRatio = 1 / max(sin((CGFloat.pi - angle) / 2), 1e-9)
    if style.lineJoin == .miter, miterRatio <= style.miterLimit {
      let bisector = unit(o1 + o2)
      return [vertex, vertex + o1, vertex + scaled(bisector, half * miterRatio), vertex + o2]
    }
    return [vertex, vertex + o1, vertex + o2]
  }

  static func circle(_ center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
    (0..<16).map { step in
      let angle = CGFloat(step) / 16 * 2 * .pi
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  static func area(_ polygon: [CGPoint]) -> CGFloat {
    zip(polygon, polygon.dropFirst() + [polygon[0]]).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y } / 2
  }

  static func unit(_ p: CGPoint) -> CGPoint {
    let length = p.length
    return length > 0 ? CGPoint(x: p.x / length, y: p.y / length) : .zero
  }

  static func scaled(_ p: CGPoint, _ factor: CGFloat) -> CGPoint { CGPoint(x: p.x * factor, y: p.y * factor) }
}
