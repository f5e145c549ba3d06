import Foundation

/// A 2D affine transform `[a b 0; c d 0; tx ty 1]`, applied to row vectors as Core Graphics does:
/// `x' = a x + c y + tx`, `y' = b x + d y + ty`.
///
/// See also: ``View/transform``.
public struct AffineTransform: Hashable, Sendable {
  /// The matrix entries.
  public var a, b, c, d, tx, ty: CGFloat

  /// A transform whose entries are all zero, as Core Graphics' C struct initializes with no
  /// arguments (`CGAffineTransform()`); not the identity, which is ``identity``.
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

  /// Creates a transform from its matrix entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (x, y).
  public init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
  /// A scale by (sx, sy).
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  /// A rotation by `angle` radians (counter-clockwise in a y-up space, clockwise on screen).
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { isTranslation && tx == 0 && ty == 0 }

  /// Whether the linear part is the identity (the transform at most moves points).
  public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  /// `self` followed by `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation applied before this transform.
  public func translatedBy(x: CGFloat, y: CGFloat) -> AffineTransform {
    AffineTransform(translationX: x, y: y).concatenating(self)
  }
  /// A scale applied before this transform.
  public func scaledBy(x: CGFloat, y: CGFloat) -> AffineTransform {
    AffineTransform(scaleX: x, y: y).concatenating(self)
  }
  /// A rotation applied before this transform.
  public func rotated(by angle: CGFloat) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The determinant; zero for a transform that cannot be inverted.
  public var determinant: CGFloat { a * d - b * c }

  /// The inverse, or the transform itself when it is singular (as Core Graphics does).
  public func inverted() -> AffineTransform {
    let det = determinant
    guard det != 0, det.isFinite else { return self }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// Applies the transform to a point.
  public func apply(to point: CGPoint) -> CGPoint {
    CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// Applies the linear part (no translation) to a vector.
  public func applyLinear(to vector: CGPoint) -> CGPoint {
    CGPoint(x: a * vector.x + c * vector.y, y: b * vector.x + d * vector.y)
  }

  /// The bounding box of a transformed rectangle. The identity returns `rect` and a translation
  /// moves it; otherwise the four corners are mapped (no allocation on any path).
  public func apply(to rect: CGRect) -> CGRect {
    if isTranslation {
      // Standardized like the corner path (a negative size flips the origin).
      let box = rect.width < 0 || rect.height < 0 ? rect.standardized : rect
      return tx == 0 && ty == 0
        ? box : CGRect(x: box.minX + tx, y: box.minY + ty, width: box.width, height: box.height)
    }
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    let p1 = apply(to: CGPoint(x: minX, y: minY))
    let p2 = apply(to: CGPoint(x: maxX, y: minY))
    let p3 = apply(to: CGPoint(x: minX, y: maxY))
    let p4 = apply(to: CGPoint(x: maxX, y: maxY))
    let left = min(p1.x, p2.x, p3.x, p4.x)
    let top = min(p1.y, p2.y, p3.y, p4.y)
    return CGRect(
      x: left, y: top, width: max(p1.x, p2.x, p3.x, p4.x) - left, height: max(p1.y, p2.y, p3.y, p4.y) - top)
  }
}
