/// The limits of one axis of a scroll view at the moment physics is asked a question.
///
/// Positions are content offsets in points; `dimension` is the view's length along the axis.
public struct AxisLimits: Sendable, Equatable {
  /// The smallest resting offset.
  public var lower: Double
  /// The largest resting offset (never below `lower`).
  public var upper: Double
  /// The view's length along the axis, in points (the rubber band's `d`).
  public var dimension: Double

  /// Creates limits; an `upper` below `lower` is raised to it.
  public init(lower: Double, upper: Double, dimension: Double) {
    self.lower = lower
    self.upper = max(lower, upper)
    self.dimension = dimension
  }

  /// Whether `position` lies outside the resting range.
  public func isOutside(_ position: Double) -> Bool { position < lower || position > upper }

  /// `position` clamped into the resting range.
  public func clamped(_ position: Double) -> Double { min(max(position, lower), upper) }
}

/// How a scroll view's offset answers the finger and what moves it after release: the swappable
/// physics policy of a scroll view, in the manner of Flutter's ScrollPhysics.
///
/// A model is a value with no reference to views: it maps a raw finger-following offset to the
/// offset shown, and builds the simulation a release starts. ``BouncingScrollPhysics`` is UIKit's
/// behaviour and the default; ``ClampingScrollPhysics`` never goes past the edges.
///
/// See also: ``Simulation``, ``AxisDeceleration``, ``PagingSpring``.
public protocol ScrollPhysicsModel: Sendable {
  /// Whether the content may be shown past the edges (drag overscroll and bounces).
  var allowsOverscroll: Bool { get }
  /// The offset shown for a raw (finger-following) offset `raw`.
  func displayedOffset(forRaw raw: Double, limits: AxisLimits) -> Double
  /// The raw offset that shows as `displayed`: the inverse of ``displayedOffset(forRaw:limits:)``.
  func rawOffset(forDisplayed displayed: Double, limits: AxisLimits) -> Double
  /// The motion after a release at `position` with `velocity` pt/ms, or nil when nothing moves.
  /// - Parameter target: a rest point to land on exactly (a delegate's target), or nil.
  func ballistic(
    position: Double, velocity: Double, limits: AxisLimits, rate: Double, target: Double?
  ) -> (any Simulation)?
  /// The motion that settles on the page `target` from `position` with `velocity`, or nil when
  /// already there at rest.
  func pagingSimulation(position: Double, velocity: Double, target: Double) -> (any Simulation)?
}

extension ScrollPhysicsModel {
  /// The paging spring of spec section 4: stiff, overshooting by under a point.
  public func pagingSimulation(position: Double, velocity: Double, target: Double) -> (any Simulation)? {
    if abs(target - position) < 1e-6 && velocity == 0 { return nil }
    return PagingSpring(target: target, position: position, velocity: velocity)
  }

  /// Decay inside the range handed over at the edge to a bounce (or a stop without `bounces`); a
  /// target, when given and not the current position, is landed on exactly; a target at the
  /// current position stops the motion there (UIKit's idiom of a delegate setting the target to
  /// the offset it is at), bouncing back only from outside the range. Nil when nothing moves.
  func deceleration(
    position: Double, velocity: Double, limits: AxisLimits, rate: Double, target: Double?, bounces: Bool,
    bounceFactor: Double = BounceCurve.defaultFactor
  ) -> (any Simulation)? {
    let custom = target.flatMap { abs($0 - position) < 1e-9 ? nil : $0 }
    let simulation = AxisDeceleration(
      position: position, velocity: custom == nil && target == nil ? velocity : 0, lower: limits.lower,
      upper: limits.upper,
      rate: rate, bounces: bounces, bounceFactor: bounceFactor, target: custom)
    return moving(simulation, from: position)
  }

  /// Drops simulations that neither move nor end anywhere else.
  func moving(_ simulation: any Simulation, from position: Double) -> (any Simulation)? {
    let moves =
      !simulation.isDone(at: 0) || abs(simulation.position(at: 0) - position) > 1e-9
      || abs(simulation.position(at: .greatestFiniteMagnitude) - position) > 1e-9
    return moves ? simulation : nil
  }
}

/// UIKit's physics: rubber band past the edges while dragging (spec section 2), decay with the
/// deceleration rate and a bounce back at the edges after release (section 3).
public struct BouncingScrollPhysics: ScrollPhysicsModel, Equatable {
  /// The rubber band's resistance coefficient (spec section 2: 0.55).
  public var rubberBandCoefficient: Double
  /// The per-millisecond shrink of an overshoot (spec section 3: 0.99).
  public var bounceFactor: Double

  /// Creates the physics with UIKit's measured constants.
  public init(
    rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
    bounceFactor: Double = BounceCurve.defaultFactor
  ) {
    self.rubberBandCoefficient = rubberBandCoefficient
    self.bounceFactor = bounceFactor
  }

  /// Always true: the content rubber-bands and bounces.
  public var allowsOverscroll: Bool { true }

  /// The rubber band of spec section 2 outside the range; the raw offset inside it.
  public func displayedOffset(forRaw raw: Double, limits: AxisLimits) -> Double {
    let band = RubberBand(dimension: limits.dimension, coefficient: rubberBandCoefficient)
    if raw < limits.lower { return limits.lower + band.displayed(forRaw: raw - limits.lower) }
    if raw > limits.upper { return limits.upper + band.displayed(forRaw: raw - limits.upper) }
    return raw
  }

  /// The inverse rubber band outside the range.
  public func rawOffset(forDisplayed displayed: Double, limits: AxisLimits) -> Double {
    let band = RubberBand(dimension: limits.dimension, coefficient: rubberBandCoefficient)
    if displayed < limits.lower { return limits.lower + band.raw(forDisplayed: displayed - limits.lower) }
    if displayed > limits.upper { return limits.upper + band.raw(forDisplayed: displayed - limits.upper) }
    return displayed
  }

  /// Decay handed over to a bounce at the edge (``AxisDeceleration``).
  public func ballistic(
    position: Double, velocity: Double, limits: AxisLimits, rate: Double, target: Double?
  ) -> (any Simulation)? {
    deceleration(
      position: position, velocity: velocity, limits: limits, rate: rate, target: target, bounces: true,
      bounceFactor: bounceFactor)
  }
}

/// Physics that never shows the content past its edges: dragging clamps, a fling stops dead at the
/// edge (UIKit with `bounces = false`, or Android's clamping).
public struct ClampingScrollPhysics: ScrollPhysicsModel, Equatable {
  /// Creates the physics.
  public init() {}

  /// Always false.
  public var allowsOverscroll: Bool { false }

  /// The raw offset clamped into the range.
  public func displayedOffset(forRaw raw: Double, limits: AxisLimits) -> Double { limits.clamped(raw) }

  /// The displayed offset (clamping has no inverse outside the range).
  public func rawOffset(forDisplayed displayed: Double, limits: AxisLimits) -> Double { displayed }

  /// Decay that stops at the edges.
  public func ballistic(
    position: Double, velocity: Double, limits: AxisLimits, rate: Double, target: Double?
  ) -> (any Simulation)? {
    deceleration(
      position: position, velocity: velocity, limits: limits, rate: rate, target: target, bounces: false)
  }
}
