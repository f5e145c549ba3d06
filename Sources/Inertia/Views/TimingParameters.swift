import Foundation
import ScrollPhysics

/// Which kind of timing a ``TimingCurveProvider`` gives (UITimingCurveType).
public enum TimingCurveType: Int, Sendable {
  /// A named curve.
  case builtin = 0
  /// A cubic Bézier curve.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// Cubic and spring timing together (not made here).
  case composed = 3
}

/// The timing of a ``ViewPropertyAnimator`` made with `init(duration:timingParameters:)`, like
/// UITimingCurveProvider: a cubic curve or a spring.
@preconcurrency @MainActor
public protocol TimingCurveProvider: AnyObject {
  /// The kind of timing.
  var timingCurveType: TimingCurveType { get }
  /// The cubic timing, for a builtin or cubic curve.
  var cubicTimingParameters: CubicTimingParameters? { get }
  /// The spring timing, for a spring.
  var springTimingParameters: SpringTimingParameters? { get }
}

/// Timing on a cubic Bézier curve from (0, 0) to (1, 1), like UICubicTimingParameters.
@preconcurrency @MainActor
open class CubicTimingParameters: TimingCurveProvider {
  /// The named curve (ease-in-ease-out for control points of one's own).
  public let animationCurve: View.AnimationCurve
  /// The first control point.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint
  /// Whether the curve is named (``TimingCurveType/builtin``) or made of control points.
  public let timingCurveType: TimingCurveType

  /// Ease-in-ease-out timing, UIKit's default.
  public convenience init() { self.init(animationCurve: .easeInOut) }

  /// The timing of the named `curve` (Core Animation's control points for it).
  public init(animationCurve curve: View.AnimationCurve) {
    animationCurve = curve
    let points: (CGPoint, CGPoint) =
      switch curve {
      case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
      case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
      case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
      default: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
      }
    (controlPoint1, controlPoint2) = points
    timingCurveType = .builtin
  }

  /// The curve through `point1` and `point2`.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    timingCurveType = .cubic
  }

  /// Itself.
  public var cubicTimingParameters: CubicTimingParameters? { self }
  /// Nil: a cubic curve is not a spring.
  public var springTimingParameters: SpringTimingParameters? { nil }
}

/// Timing on a damped spring, like UISpringTimingParameters. A spring of mass, stiffness and
/// damping sets its own duration (UIKit ignores the animator's then): the time for its amplitude
/// to fall to 1/1500 of the start, as the spring form of `View.animate` ends. Damping above
/// critical is taken as critical.
@preconcurrency @MainActor
open class SpringTimingParameters: TimingCurveProvider {
  /// The damping ratio, 0.01...1 (1: no overshoot).
  public let dampingRatio: CGFloat
  /// The start velocity, in whole changes per second (UIKit uses `dx` for what is not a point).
  public let initialVelocity: CGVector
  /// The undamped angular frequency (per second) and the duration it gives, for a spring of
  /// mass, stiffness and damping; nil when the animator's duration is used.
  let physical: (omega: Double, duration: TimeInterval)?

  /// A critically damped spring starting at rest.
  public convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)) }

  /// A spring with `ratio` damping starting at rest.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// A spring with `ratio` damping starting at `velocity`, over the animator's duration.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio.isFinite ? min(max(ratio, 0.01), 1) : 1
    initialVelocity = velocity
    physical = nil
  }

  /// A spring of `mass`, `stiffness` and `damping` starting at `velocity`; non-positive or
  /// infinite values are taken as UIKit's defaults (1, 100, 10).
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    let m = Double(mass.isFinite && mass > 0 ? mass : 1)
    let k = Double(stiffness.isFinite && stiffness > 0 ? stiffness : 100)
    let c = Double(damping.isFinite && damping > 0 ? damping : 10)
    let omega = (k / m).squareRoot()
    let ratio = min(max(c / (2 * (k * m).squareRoot()), 0.01), 1)
    dampingRatio = CGFloat(ratio)
    initialVelocity = velocity
    physical = (omega, log(1500) / (ratio * omega))
  }

  /// ``TimingCurveType/spring``.
  public var timingCurveType: TimingCurveType { .spring }
  /// Nil: a spring is not a cubic curve.
  public var cubicTimingParameters: CubicTimingParameters? { nil }
  /// Itself.
  public var springTimingParameters: SpringTimingParameters? { self }

  /// The curve over `duration` (the spring's own when it has mass and stiffness) and that duration.
  func curve(duration: TimeInterval) -> (TimingCurve, TimeInterval) {
    let velocity = initialVelocity.dx.isFinite ? Double(initialVelocity.dx) : 0
    let length = physical?.duration ?? duration
    let spring = SpringCurve(dampingRatio: Double(dampingRatio), initialVelocity: velocity, duration: length)
    // A zero duration stays zero (the change shows at once); the curve needs a positive one.
    return (.custom(spring.progress), length > 0 ? spring.duration : 0)
  }
}
