// Core Animation's 3D transforms: CATransform3D and its C functions over Inertia's Transform3D.
import Foundation
import Inertia

/// Core Animation's name for ``Inertia/Transform3D``.
public typealias CATransform3D = Transform3D

/// The identity transform.
public let CATransform3DIdentity = Transform3D.identity

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }
/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  Transform3D(translationX: tx, y: ty, z: tz)
}
/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  Transform3D(scaleX: sx, y: sy, z: sz)
}
/// A rotation by `angle` radians about the axis (x, y, z); a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}
/// `t` preceded by a translation by (tx, ty, tz).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  t.translatedBy(x: tx, y: ty, z: tz)
}
/// `t` preceded by a scale by (sx, sy, sz).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  t.scaledBy(x: sx, y: sy, z: sz)
}
/// `t` preceded by a rotation by `angle` radians about (x, y, z).
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  t.rotated(by: angle, x: x, y: y, z: z)
}
/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}
/// The inverse of `t`, or `t` when it cannot be inverted.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() }
/// The 3D transform of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }
/// Whether `t` is an affine transform of the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }
/// The affine part of `t` (entries m11, m12, m21, m22, m41, m42).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }

extension NSValue {
  /// A value holding a 3D transform (for an animation's `fromValue`/`toValue`).
  public convenience init(caTransform3D t: CATransform3D) {
    let numbers = t.entries.map { Double($0) }
    self.init(bytes: numbers, objCType: Transform3D.valueObjCType)
  }
  /// The 3D transform the value holds (the identity for another value).
  public var caTransform3DValue: CATransform3D { Transform3D(value: self) ?? .identity }
}
