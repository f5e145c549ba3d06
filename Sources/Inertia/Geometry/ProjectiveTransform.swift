import Foundation

/// A projective map of the plane (a 3×3 homogeneous matrix on row vectors `[x y 1]`): where a
/// flat layer under a ``Transform3D`` with perspective lands. Straight lines stay straight; a
/// rectangle becomes a general quadrilateral.
///
/// See also: ``Transform3D/projection``, ``DrawingOperation/projected(_:extent:transform:)``.
public struct ProjectiveTransform: Hashable, Sendable {
  /// The entries, row by row: `x' = (x h11 + y h21 + h31) / w`, `y' = (x h12 + y h22 + h32) / w`,
  /// `w = x h13 + y h23 + h33`.
  public var h11, h12, h13, h21, h22, h23, h31, h32, h33: CGFloat

  /// Creates a map from its entries.
  public init(
    h11: CGFloat, h12: CGFloat, h13: CGFloat, h21: CGFloat, h22: CGFloat, h23: CGFloat, h31: CGFloat,
    h32: CGFloat, h33: CGFloat
  ) {
    (self.h11, self.h12, self.h13) = (h11, h12, h13)
    (self.h21, self.h22, self.h23) = (h21, h22, h23)
    (self.h31, self.h32, self.h33) = (h31, h32, h33)
  }

  /// The map of an affine transform.
  public init(_ t: AffineTransform) {
    self.init(h11: t.a, h12: t.b, h13: 0, h21: t.c, h22: t.d, h23: 0, h31: t.tx, h32: t.ty, h33: 1)
  }

  /// Whether the map is affine (no perspective): then ``affineTransform`` is exactly it.
  public var isAffine: Bool { h13 == 0 && h23 == 0 && h33 == 1 }

  /// The affine part (exact when ``isAffine``).
  public var affineTransform: AffineTransform {
    AffineTransform(a: h11, b: h12, c: h21, d: h22, tx: h31, ty: h32)
  }

  /// The homogeneous weight at `point`: a point with `w <= 0` lies behind the eye.
  public func weight(at point: CGPoint) -> CGFloat { point.x * h13 + point.y * h23 + h33 }

  /// Where `point` lands; nil when it lies behind the eye (weight below 1e-6) or off to infinity.
  public func apply(to point: CGPoint) -> CGPoint? {
    let w = weight(at: point)
    guard w > 1e-6 else { return nil }
    let result = CGPoint(
      x: (point.x * h11 + point.y * h21 + h31) / w, y: (point.x * h12 + point.y * h22 + h32) / w)
    return result.x.isFinite && result.y.isFinite ? result : nil
  }

  /// The point that lands on `point` (the inverse map); nil when there is none in front of the
  /// eye (a point beyond the horizon of a tilted plane) or the map is singular.
  public func unapply(_ point: CGPoint) -> CGPoint? {
    guard let inverse = inverted() else { return nil }
    let w = point.x * inverse.h13 + point.y * inverse.h23 + inverse.h33
    guard w != 0 else { return nil }
    let source = CGPoint(
      x: (point.x * inverse.h11 + point.y * inverse.h21 + inverse.h31) / w,
      y: (point.x * inverse.h12 + point.y * inverse.h22 + inverse.h32) / w)
    guard source.x.isFinite, source.y.isFinite, weight(at: source) > 1e-6 else { return nil }
    return source
  }

  /// `self` followed by `other`.
  public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
    ProjectiveTransform(
      h11: h11 * other.h11 + h12 * other.h21 + h13 * other.h31,
      h12: h11 * other.h12 + h12 * other.h22 + h13 * other.h32,
      h13: h11 * other.h13 + h12 * other.h23 + h13 * other.h33,
      h21: h21 * other.h11 + h22 * other.h21 + h23 * other.h31,
      h22: h21 * other.h12 + h22 * other.h22 + h23 * other.h32,
      h23: h21 * other.h13 + h22 * other.h23 + h23 * other.h33,
      h31: h31 * other.h11 + h32 * other.h21 + h33 * other.h31,
      h32: h31 * other.h12 + h32 * other.h22 + h33 * other.h32,
      h33: h31 * other.h13 + h32 * other.h23 + h33 * other.h33)
  }

  /// The inverse map; nil when the map is singular.
  public func inverted() -> ProjectiveTransform? {
    let (a, b, c, d, e, f, g, h, i) = (h11, h12, h13, h21, h22, h23, h31, h32, h33)
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    guard det != 0, det.isFinite else { return nil }
    return ProjectiveTransform(
      h11: (e * i - f * h) / det, h12: (c * h - b * i) / det, h13: (b * f - c * e) / det,
      h21: (f * g - d * i) / det, h22: (a * i - c * g) / det, h23: (c * d - a * f) / det,
      h31: (d * h - e * g) / det, h32: (b * g - a * h) / det, h33: (a * e - b * d) / det)
  }
}
