import Foundation

/// A 4×4 homogeneous transform, like CATransform3D: applied to row vectors `[x y z 1]` as Core
/// Animation does, so `m41`, `m42`, `m43` translate and `m34` gives perspective (`-1 / distance`).
///
/// A layer lies in its superlayer's plane: drawing keeps only how the plane `z = 0` maps to the
/// screen (``projection``), which is exactly affine when ``isAffine``.
///
/// See also: ``Layer/transform``, ``View/transform3D``, ``ProjectiveTransform``.
public struct Transform3D: Hashable, Sendable {
  /// Row 1.
  public var m11, m12, m13, m14: CGFloat
  /// Row 2.
  public var m21, m22, m23, m24: CGFloat
  /// Row 3.
  public var m31, m32, m33, m34: CGFloat
  /// Row 4 (the translation and the homogeneous weight).
  public var m41, m42, m43, m44: CGFloat

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity: `CATransform3D()` is the zero matrix in Core Animation, so programs start from
  /// ``identity``; this initializer gives the identity too.
  public init() { self = .identity }

  /// The transform that changes nothing (CATransform3DIdentity).
  public static let identity = Transform3D(entries: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

  /// The sixteen entries row by row (the order animations interpolate them in).
  public var entries: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// A transform from sixteen entries row by row (missing entries are the identity's).
  public init(entries e: [CGFloat]) {
    let v = e.count == 16 ? e : [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    self.init(
      m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
      m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
  }

  /// A translation by (tx, ty, tz) (CATransform3DMakeTranslation).
  public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
    self = .identity
    (m41, m42, m43) = (tx, ty, tz)
  }

  /// A scale by (sx, sy, sz) (CATransform3DMakeScale).
  public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
    self = .identity
    (m11, m22, m33) = (sx, sy, sz)
  }

  /// A rotation by `angle` radians about the axis (x, y, z) (CATransform3DMakeRotation); about
  /// (0, 0, 1) it equals ``AffineTransform/init(rotationAngle:)``. A zero or non-finite axis gives
  /// the identity.
  public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
    self = .identity
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (c, s) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
    let t = 1 - c
    (m11, m12, m13) = (t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy)
    (m21, m22, m23) = (t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux)
    (m31, m32, m33) = (t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c)
  }

  /// The 3D transform of an affine one (CATransform3DMakeAffineTransform).
  public init(_ affine: AffineTransform) {
    self = .identity
    (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
  }

  /// Whether this is the identity (CATransform3DIsIdentity).
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform is an affine transform of the plane (CATransform3DIsAffine): no depth,
  /// no perspective.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
      && m43 == 0 && m44 == 1
  }

  /// The affine part (CATransform3DGetAffineTransform): entries m11, m12, m21, m22, m41, m42; the
  /// others are dropped.
  public var affineTransform: AffineTransform {
    AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// `self` followed by `other` (CATransform3DConcat(self, other)).
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = entries
    let b = other.entries
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum: CGFloat = 0
        for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
        product[row * 4 + column] = sum
      }
    }
    return Transform3D(entries: product)
  }

  /// A translation applied before this transform (CATransform3DTranslate).
  public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }
  /// A scale applied before this transform (CATransform3DScale).
  public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }
  /// A rotation applied before this transform (CATransform3DRotate).
  public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The inverse, or the transform itself when it cannot be inverted (CATransform3DInvert).
  public func inverted() -> Transform3D {
    guard let inverse = Matrix4.inverse(entries.map { Double($0) }) else { return self }
    return Transform3D(entries: inverse.map { CGFloat($0) })
  }

  /// How the plane `z = 0` maps through the transform, dropping depth: rows and columns 1, 2 and
  /// 4 (what a flattened layer draws).
  public var projection: ProjectiveTransform {
    ProjectiveTransform(
      h11: m11, h12: m12, h13: m14, h21: m21, h22: m22, h23: m24, h31: m41, h32: m42, h33: m44)
  }

  /// Whether every entry is finite (read field by field: no array is made, as this is asked
  /// whenever a view or layout attributes take a transform).
  public var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
      && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
      && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
  }
}

/// Inverting a 4×4 matrix by Gauss-Jordan elimination with partial pivoting.
enum Matrix4 {
  /// The inverse of the row-major matrix `m`; nil when it is singular or not finite.
  static func inverse(_ m: [Double]) -> [Double]? {
    guard m.count == 16, m.allSatisfy(\.isFinite) else { return nil }
    var a = m
    var inverse: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    let scale = m.map(abs).max() ?? 0
    for column in 0..<4 {
      let pivot = (column..<4).max { abs(a[$0 * 4 + column]) < abs(a[$1 * 4 + column]) } ?? column
      guard abs(a[pivot * 4 + column]) > scale * 1e-12, scale > 0 else { return nil }
      for k in 0..<4 {
        a.swapAt(column * 4 + k, pivot * 4 + k)
        inverse.swapAt(column * 4 + k, pivot * 4 + k)
      }
      let divisor = a[column * 4 + column]
      for k in 0..<4 {
        a[column * 4 + k] /= divisor
        inverse[column * 4 + k] /= divisor
      }
      for row in 0..<4 where row != column {
        let factor = a[row * 4 + column]
        guard factor != 0 else { continue }
        for k in 0..<4 {
          a[row * 4 + k] -= factor * a[column * 4 + k]
          inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
        }
      }
    }
    return inverse.allSatisfy(\.isFinite) ? inverse : nil
  }
}

extension Transform3D {
  /// The Objective-C type an `NSValue` holding a transform reports: sixteen doubles, row by row.
  public static let valueObjCType = "[16d]"

  /// The transform an `NSValue` made by ``valueHolding()`` holds; nil for another value.
  public init?(value: NSValue) {
    guard String(cString: value.objCType) == Self.valueObjCType else { return nil }
    var numbers = [Double](repeating: 0, count: 16)
    numbers.withUnsafeMutableBytes { value.getValue($0.baseAddress!) }
    self.init(entries: numbers.map { CGFloat($0) })
  }

  /// An `NSValue` holding the transform (UIKit's `NSValue(caTransform3D:)`), for an animation's
  /// `fromValue`/`toValue`.
  public func valueHolding() -> NSValue {
    entries.map { Double($0) }.withUnsafeBytes {
      NSValue(bytes: $0.baseAddress!, objCType: Self.valueObjCType)
    }
  }
}
