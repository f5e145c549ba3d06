import Foundation

extension CGFloat {
  /// The value rounded to the pixel grid of a screen with `scale` pixels per point.
  public func roundedToPixel(scale: CGFloat) -> CGFloat {
    guard scale > 0, scale.isFinite, isFinite else { return self }
    // Past 2^52 every value is whole; the product can overflow there, so such values stay.
    guard magnitude < 0x1p52 else { return self }
    return (self * scale).rounded() / scale
  }
}

extension CGPoint {
  /// Whether both coordinates are finite.
  public var isFinite: Bool { x.isFinite && y.isFinite }
  /// The point rounded to the pixel grid of a screen with `scale` pixels per point.
  public func roundedToPixel(scale: CGFloat) -> CGPoint {
    CGPoint(x: x.roundedToPixel(scale: scale), y: y.roundedToPixel(scale: scale))
  }
  /// The distance from the origin.
  public var length: CGFloat { CGFloat((Double(x) * Double(x) + Double(y) * Double(y)).squareRoot()) }
  static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
}

extension CGSize {
  /// Whether both dimensions are finite.
  public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
  /// The bounding box of the rectangle's four corners taken through `mapping` (a conversion
  /// between coordinate spaces that may scale or rotate).
  package func boundingBox(mapping: (CGPoint) -> CGPoint) -> CGRect {
    let a = mapping(CGPoint(x: minX, y: minY))
    let b = mapping(CGPoint(x: maxX, y: minY))
    let c = mapping(CGPoint(x: minX, y: maxY))
    let d = mapping(CGPoint(x: maxX, y: maxY))
    let left = Swift.min(a.x, b.x, c.x, d.x)
    let top = Swift.min(a.y, b.y, c.y, d.y)
    return CGRect(
      x: left, y: top, width: Swift.max(a.x, b.x, c.x, d.x) - left,
      height: Swift.max(a.y, b.y, c.y, d.y) - top)
  }

  /// Whether every component is finite.
  public var isFiniteRect: Bool { origin.isFinite && size.isFinite }
  /// The centre point.
  public var center: CGPoint { CGPoint(x: midX, y: midY) }
  /// The point `unit.x` of the width and `unit.y` of the height from the origin: where a layer's
  /// anchor point (`unit`) lies in the rectangle.
  public func point(atUnit unit: CGPoint) -> CGPoint {
    CGPoint(x: minX + width * unit.x, y: minY + height * unit.y)
  }
}
