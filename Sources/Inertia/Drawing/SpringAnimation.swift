import Foundation

/// A basic animation that moves as a damped spring (CASpringAnimation): the value is a mass on
/// a spring of ``stiffness`` with ``damping``, pulled from `fromValue` to `toValue`, starting with
/// ``initialVelocity`` (in whole changes per second). The spring runs on the animation's own
/// seconds (the timing function is not used); ``Animation/duration`` cuts it off, and
/// ``settlingDuration`` is how long it takes to come to rest.
@preconcurrency @MainActor
open class SpringAnimation: BasicAnimation {
  /// The mass. Default 1; values that are not positive and finite are ignored.
  open var mass: CGFloat = 1 {
    didSet { if !(mass.isFinite && mass > 0) { mass = oldValue } }
  }
  /// The spring's stiffness. Default 100; values that are not positive and finite are ignored.
  open var stiffness: CGFloat = 100 {
    didSet { if !(stiffness.isFinite && stiffness > 0) { stiffness = oldValue } }
  }
  /// The friction. Default 10; negative or non-finite values are ignored.
  open var damping: CGFloat = 10 {
    didSet { if !(damping.isFinite && damping >= 0) { damping = oldValue } }
  }
  /// The start velocity toward the end value, in whole changes per second. Default 0; non-finite
  /// values are ignored.
  open var initialVelocity: CGFloat = 0 {
    didSet { if !initialVelocity.isFinite { initialVelocity = oldValue } }
  }

  /// A spring with the default parameters.
  public required init() { super.init() }

  override func copyState(from other: Animation) {
    super.copyState(from: other)
    guard let other = other as? SpringAnimation else { return }
    (mass, stiffness, damping, initialVelocity) = (
      other.mass, other.stiffness, other.damping, other.initialVelocity
    )
  }

  /// The time, in seconds, until the spring stays within 0.1 % of the change of its end value
  /// (at most 60 s).
  open var settlingDuration: Double {
    let model = SpringModel(self)
    if model.zeta < 1 {
      let envelope = model.underdampedEnvelope
      return min(max(log(envelope / 0.001) / (model.zeta * model.omega), 0), 60)
    }
    // Critically and over-damped springs: the last frame-step at which the error is still large.
    var settled = 0.0
    var t = 0.0
    while t < 60 {
      if abs(1 - model.progress(at: t)) > 0.001 { settled = t + 1.0 / 60 }
      t += 1.0 / 60
    }
    return min(settled, 60)
  }

  override func curveProgress(_ progress: Double, phase: AnimationPhase, cycle: Double) -> Double {
    SpringModel(self).progress(at: phase.time)
  }
}

/// A damped spring's position from 0 toward 1.
struct SpringModel {
  let omega: Double
  let zeta: Double
  let velocity: Double

  @MainActor init(_ spring: SpringAnimation) {
    omega = Double((spring.stiffness / spring.mass).squareRoot())
    zeta = Double(spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot()))
    velocity = Double(spring.initialVelocity)
  }

  /// The largest distance from rest, as a multiple of the decay, for an underdamped spring.
  var underdampedEnvelope: Double {
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let sine = (zeta * omega - velocity) / damped
    return (1 + sine * sine).squareRoot()
  }

  /// The position at `t` seconds (may pass 1 while it overshoots).
  func progress(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    let decay = exp(-zeta * omega * t)
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let sine = (zeta * omega - velocity) / damped
      return 1 - decay * (cos(damped * t) + sine * sin(damped * t))
    }
    if zeta == 1 { return 1 - (1 + (omega - velocity) * t) * decay }
    let root = omega * (zeta * zeta - 1).squareRoot()
    let (r1, r2) = (-zeta * omega + root, -zeta * omega - root)
    // x(t) = 1 + A e^{r1 t} + B e^{r2 t}, x(0) = 0, x'(0) = velocity.
    let a = (velocity + r2) / (r1 - r2)
    let b = -1 - a
    return 1 + a * exp(r1 * t) + b * exp(r2 * t)
  }
}
