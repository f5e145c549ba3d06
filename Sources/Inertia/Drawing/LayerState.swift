import Foundation

/// A value an explicit animation moves: the numbers a key path's value is made of.
enum AnimationValue: Equatable {
  case scalar(Double)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case color(Color?)
  case transform(Transform3D)

  /// The value an animation's `fromValue`/`toValue`/`values` entry gives (numbers, points, sizes,
  /// rectangles, colours, 3D or affine transforms, an `NSValue` holding a 3D transform); nil for
  /// anything else.
  init?(_ any: Any?) {
    switch any {
    case let value as Double: self = .scalar(value)
    case let value as CGFloat: self = .scalar(Double(value))
    case let value as Float: self = .scalar(Double(value))
    case let value as Int: self = .scalar(Double(value))
    case let value as NSNumber: self = .scalar(value.doubleValue)
    case let value as CGPoint: self = .point(value)
    case let value as CGSize: self = .size(value)
    case let value as CGRect: self = .rect(value)
    case let value as Color: self = .color(value)
    case let value as AffineTransform: self = .transform(Transform3D(value))
    case let value as Transform3D: self = .transform(value)
    case let value as NSValue:
      guard let transform = Transform3D(value: value) else { return nil }
      self = .transform(transform)
    default: return nil
    }
  }

  /// The numbers of the value, in a fixed order per kind (a missing colour is clear).
  var components: [Double] {
    switch self {
    case .scalar(let v): [v]
    case .point(let p): [Double(p.x), Double(p.y)]
    case .size(let s): [Double(s.width), Double(s.height)]
    case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0) }
    case .color(let c): c.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? [0, 0, 0, 0]
    case .transform(let t): t.entries.map { Double($0) }
    }
  }

  /// A value of this kind from `numbers` (as many as ``components`` has).
  func with(_ n: [Double]) -> AnimationValue {
    let g = n.map { CGFloat($0) }
    switch self {
    case .scalar: return .scalar(n[0])
    case .point: return .point(CGPoint(x: g[0], y: g[1]))
    case .size: return .size(CGSize(width: g[0], height: g[1]))
    case .rect: return .rect(CGRect(x: g[0], y: g[1], width: g[2], height: g[3]))
    case .color: return .color(Color(red: n[0], green: n[1], blue: n[2], alpha: n[3]))
    case .transform: return .transform(Transform3D(entries: g))
    }
  }

  /// Whether `other` is of the same kind (a colour and no colour are).
  func isSameKind(as other: AnimationValue) -> Bool { components.count == other.components.count }

  /// `self + (other - self) * t`, component by component; nil for values of different kinds.
  func interpolated(to other: AnimationValue, _ t: Double) -> AnimationValue? {
    guard isSameKind(as: other) else { return nil }
    let result = zip(components, other.components).map { $0 + ($1 - $0) * t }
    guard result.allSatisfy(\.isFinite) else { return nil }
    return with(result)
  }

  /// `self + other * factor`; nil for values of different kinds.
  func adding(_ other: AnimationValue, times factor: Double = 1) -> AnimationValue? {
    guard isSameKind(as: other) else { return nil }
    return with(zip(components, other.components).map { $0 + $1 * factor })
  }

  /// The straight-line distance to `other` (for paced keyframes).
  func distance(to other: AnimationValue) -> Double {
    guard isSameKind(as: other) else { return 0 }
    return zip(components, other.components).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
  }
}

/// The values of a layer an animation can move: the model's, then each running animation's
/// change on top (what ``Layer/presentation()`` and the renderer show).
struct LayerState: Equatable {
  var bounds = CGRect.zero
  var position = CGPoint.zero
  var opacity: Double = 1
  var backgroundColor: Color?
  var cornerRadius: CGFloat = 0
  var borderWidth: CGFloat = 0
  var borderColor: Color?
  var transform = Transform3D.identity
  var zPosition: CGFloat = 0
  var shadowOpacity: Double = 0
  var shadowRadius: CGFloat = 3
  var shadowOffset = CGSize.zero
  var shadowColor: Color?
  var strokeStart: CGFloat = 0
  var strokeEnd: CGFloat = 1
  var lineWidth: CGFloat = 1
  var fillColor: Color?
  var strokeColor: Color?

  /// The value at `keyPath`, nil for a key path no animation moves here.
  func value(at keyPath: String) -> AnimationValue? {
    switch keyPath {
    case "bounds": .rect(bounds)
    case "bounds.size": .size(bounds.size)
    case "bounds.size.width": .scalar(Double(bounds.width))
    case "bounds.size.height": .scalar(Double(bounds.height))
    case "bounds.origin": .point(bounds.origin)
    case "bounds.origin.x": .scalar(Double(bounds.origin.x))
    case "bounds.origin.y": .scalar(Double(bounds.origin.y))
    case "position": .point(position)
    case "position.x": .scalar(Double(position.x))
    case "position.y": .scalar(Double(position.y))
    case "opacity": .scalar(opacity)
    case "backgroundColor": .color(backgroundColor)
    case "borderColor": .color(borderColor)
    case "shadowColor": .color(shadowColor)
    case "fillColor": .color(fillColor)
    case "strokeColor": .color(strokeColor)
    case "shadowOffset": .size(shadowOffset)
    case "transform": .transform(transform)
    default: scalarValue(at: keyPath)
    }
  }

  private func scalarValue(at keyPath: String) -> AnimationValue? {
    if keyPath.hasPrefix("transform.") { return TransformParts(transform).value(at: keyPath) }
    let number: CGFloat? =
      switch keyPath {
      case "cornerRadius": cornerRadius
      case "borderWidth": borderWidth
      case "zPosition": zPosition
      case "shadowOpacity": CGFloat(shadowOpacity)
      case "shadowRadius": shadowRadius
      case "strokeStart": strokeStart
      case "strokeEnd": strokeEnd
      case "lineWidth": lineWidth
      default: nil
      }
    return number.map { .scalar(Double($0)) }
  }

  /// Sets the value at `keyPath` (a value of another kind, or a non-finite one, is ignored).
  mutating func set(_ value: AnimationValue, at keyPath: String) {
    guard value.components.allSatisfy(\.isFinite) else { return }
    switch (keyPath, value) {
    case ("bounds", .rect(let r)): bounds = CGRect(origin: r.origin, size: r.size.nonNegative)
    case ("bounds.size", .size(let s)): bounds.size = s.nonNegative
    case ("bounds.size.width", .scalar(let v)): bounds.size.width = max(CGFloat(v), 0)
    case ("bounds.size.height", .scalar(let v)): bounds.size.height = max(CGFloat(v), 0)
    case ("bounds.origin", .point(let p)): bounds.origin = p
    case ("bounds.origin.x", .scalar(let v)): bounds.origin.x = CGFloat(v)
    case ("bounds.origin.y", .scalar(let v)): bounds.origin.y = CGFloat(v)
    case ("position", .point(let p)): position = p
    case ("position.x", .scalar(let v)): position.x = CGFloat(v)
    case ("position.y", .scalar(let v)): position.y = CGFloat(v)
    case ("opacity", .scalar(let v)): opacity = min(max(v, 0), 1)
    case ("backgroundColor", .color(let c)): backgroundColor = c?.clamped
    case ("borderColor", .color(let c)): borderColor = c?.clamped
    case ("shadowColor", .color(let c)): shadowColor = c?.clamped
    case ("fillColor", .color(let c)): fillColor = c?.clamped
    case ("strokeColor", .color(let c)): strokeColor = c?.clamped
    case ("shadowOffset", .size(let s)): shadowOffset = s
    case ("transform", .transform(let t)): transform = t
    case ("transform.translation", .size(let s)):
      transform.m41 = s.width
      transform.m42 = s.height
    case (_, .scalar(let v)): setScalar(v, at: keyPath)
    default: break
    }
  }

  private mutating func setScalar(_ v: Double, at keyPath: String) {
    let g = CGFloat(v)
    switch keyPath {
    case "cornerRadius": cornerRadius = max(g, 0)
    case "borderWidth": borderWidth = max(g, 0)
    case "zPosition": zPosition = g
    case "shadowOpacity": shadowOpacity = min(max(v, 0), 1)
    case "shadowRadius": shadowRadius = max(g, 0)
    case "strokeStart": strokeStart = min(max(g, 0), 1)
    case "strokeEnd": strokeEnd = min(max(g, 0), 1)
    case "lineWidth": lineWidth = max(g, 0)
    default:
      guard keyPath.hasPrefix("transform.") else { return }
      var parts = TransformParts(transform)
      parts.set(v, at: keyPath)
      transform = parts.transform
    }
  }
}

extension CGSize {
  fileprivate var nonNegative: CGSize { CGSize(width: max(width, 0), height: max(height, 0)) }
}

extension Color {
  fileprivate var clamped: Color {
    func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
    return Color(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
  }
}
