import Inertia

extension GraphicsContext {
  /// The bounding box of the current clip in user space, as Core Graphics'
  /// `boundingBoxOfClipPath`: the context's area narrowed by every clip in effect (a clip counts
  /// by the box of its path's points, curve control points included). Zero when the clips do not
  /// meet.
  public var boundingBoxOfClipPath: CGRect {
    var box = CGRect(origin: .zero, size: size)
    var saved: [CGRect] = []
    for operation in operations {
      switch operation {
      case .save: saved.append(box)
      case .restore: box = saved.popLast() ?? box
      case .clip(let elements, _): box = box.intersection(Self.box(of: elements))
      default: break
      }
    }
    if box.isNull { return .zero }
    return box.applying(ctm.inverted())
  }

  private static func box(of elements: [PathElement]) -> CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var minPoint = first
    var maxPoint = first
    for point in points {
      minPoint = CGPoint(x: min(minPoint.x, point.x), y: min(minPoint.y, point.y))
      maxPoint = CGPoint(x: max(maxPoint.x, point.x), y: max(maxPoint.y, point.y))
    }
    return CGRect(
      x: minPoint.x, y: minPoint.y, width: maxPoint.x - minPoint.x, height: maxPoint.y - minPoint.y)
  }
}
