import Foundation

// The vector names and functions of Apple's simd module, which Linux does not have. Swift's own
// SIMD types are simd's types since Swift 5 (`double2` is `SIMD2<Double>`), so only the names and
// the geometric functions are missing. `inertia port` removes `import simd` and reads `simd.distance`
// as `InertiaUIKit.distance` (YetAnotherAnimationLibrary qualifies the call inside a vector's own
// `distance(between:)`, fifty-eighth trial).

/// Two `Double`s (simd's `double2`, `simd_double2`).
public typealias double2 = SIMD2<Double>
/// Three `Double`s (simd's `double3`, `simd_double3`).
public typealias double3 = SIMD3<Double>
/// Four `Double`s (simd's `double4`, `simd_double4`).
public typealias double4 = SIMD4<Double>
/// Two `Float`s (simd's `float2`, `simd_float2`).
public typealias float2 = SIMD2<Float>
/// Three `Float`s (simd's `float3`, `simd_float3`).
public typealias float3 = SIMD3<Float>
/// Four `Float`s (simd's `float4`, `simd_float4`).
public typealias float4 = SIMD4<Float>
/// Two `Double`s.
public typealias simd_double2 = SIMD2<Double>
/// Three `Double`s.
public typealias simd_double3 = SIMD3<Double>
/// Four `Double`s.
public typealias simd_double4 = SIMD4<Double>
/// Two `Float`s.
public typealias simd_float2 = SIMD2<Float>
/// Three `Float`s.
public typealias simd_float3 = SIMD3<Float>
/// Four `Float`s.
public typealias simd_float4 = SIMD4<Float>

/// The dot product of `x` and `y` (simd's `dot`).
public func dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint {
  (x * y).sum()
}

/// The squared length of `x` (simd's `length_squared`).
public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, x) }

/// The length of `x` (simd's `length`).
public func length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, x).squareRoot() }

/// The squared distance between `x` and `y` (simd's `distance_squared`).
public func distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint {
  length_squared(x - y)
}

/// The distance between `x` and `y` (simd's `distance`).
public func distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { length(x - y) }

/// `x` scaled to length 1 (simd's `normalize`); a zero vector gives NaNs, as simd's does.
public func normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x / length(x) }

/// `x + (y - x) * t` (simd's `mix`), `t` between 0 and 1 blending `x` into `y`.
public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint { x + (y - x) * t }

/// The cross product of `x` and `y` (simd's `cross`).
public func cross<Scalar: FloatingPoint & SIMDScalar>(_ x: SIMD3<Scalar>, _ y: SIMD3<Scalar>) -> SIMD3<Scalar>
{
  SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}
