import Foundation

extension CGPoint {
  /// The point moved by `transform` (CGPoint.applying(_:)).
  public func applying(_ transform: AffineTransform) -> CGPoint { transform.apply(to: self) }
}

extension CGRect {
  /// The bounding box of the rectangle moved by `transform` (CGRect.applying(_:)).
  public func applying(_ transform: AffineTransform) -> CGRect { transform.apply(to: self) }
}

extension CGSize {
  /// The size moved by the linear part of `transform` (CGSize.applying(_:)).
  public func applying(_ transform: AffineTransform) -> CGSize {
    let moved = transform.applyLinear(to: CGPoint(x: width, y: height))
    return CGSize(width: moved.x, height: moved.y)
  }
}

/// Turns path elements into polygons (curves sampled in 16 straight pieces), for hit testing,
/// tight bounds and partial strokes.
enum PathFlattener {
  /// One polygon per subpath; a closed subpath ends with its first point again.
  static func polygons(_ elements: [PathElement]) -> [[CGPoint]] {
    var result: [[CGPoint]] = []
    var current: [CGPoint] = []
    var last = CGPoint.zero
    func flush() {
      if !current.isEmpty { result.append(current) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let p):
        flush()
        current = [p]
        last = p
      case .line(let p):
        current.append(p)
        last = p
      case .quadCurve(let p, let c):
        for step in 1...16 {
          let t = CGFloat(step) / 16
          let u = 1 - t
          current.append(
            CGPoint(
              x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
              y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
        }
        last = p
      case .curve(let p, let c1, let c2):
        for step in 1...16 {
          let t = CGFloat(step) / 16
          let u = 1 - t
          let x = u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
          let y = u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
          current.append(CGPoint(x: x, y: y))
        }
        last = p
      case .closeSubpath:
        if let first = current.first {
          current.append(first)
          last = first
          flush()
          current = [first]
        }
      }
    }
    if current.count > 1 { result.append(current) }
    return result
  }

  /// Whether `point` is inside the polygons (each implicitly closed) by `rule`.
  static func contains(_ point: CGPoint, polygons: [[CGPoint]], rule: PathFillRule) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in polygons where polygon.count > 1 {
      for index in polygon.indices {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        guard (a.y <= point.y) != (b.y <= point.y) else { continue }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        guard x > point.x else { continue }
        crossings += 1
        winding += b.y > a.y ? 1 : -1
      }
    }
    return rule == .winding ? winding != 0 : crossings % 2 == 1
  }

  /// The part of the polygons between the fractions `start` and `end` of their total length, as
  /// line elements (a shape layer's strokeStart / strokeEnd).
  static func trimmed(_ elements: [PathElement], from start: CGFloat, to end: CGFloat) -> [PathElement] {
    let lines = polygons(elements)
    let total = lines.reduce(0) { sum, polygon in
      sum + zip(polygon, polygon.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0).length }
    }
    guard total > 0, end > start else { return [] }
    let (from, to) = (start * total, end * total)
    var result: [PathElement] = []
    var travelled: CGFloat = 0
    for polygon in lines {
      var open = false
      for (a, b) in zip(polygon, polygon.dropFirst()) {
        let length = (b - a).length
        defer { travelled += length }
        let (s, e) = (max(from, travelled), min(to, travelled + length))
        guard e > s || (length == 0 && s == e && open) else {
          open = false
          continue
        }
        func at(_ distance: CGFloat) -> CGPoint {
          guard length > 0 else { return a }
          let t = (distance - travelled) / length
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if !open { result.append(.move(to: at(s))) }
        result.append(.line(to: at(e)))
        open = true
      }
    }
    return result
  }
}
