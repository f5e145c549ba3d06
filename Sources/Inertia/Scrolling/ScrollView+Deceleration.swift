import Foundation
import ScrollPhysics

/// A scroll view's own motion after a release: one simulation per moving axis (decay handed over
/// to a bounce, or a paging spring), built by the view's physics model.
///
/// See also: ``ScrollPhysicsModel``, ``BallisticActivity``.
@preconcurrency @MainActor
final class AxisBallisticMotion: BallisticMotion {
  private unowned let scrollView: ScrollView
  private var simulations: [(axis: Axis, simulation: any Simulation, page: Double?)]
  /// The time (since the activity began) the simulations start from; moves on a re-base.
  private var origin = 0.0

  /// `page` is the paging target an axis settles on, if it pages.
  init?(scrollView: ScrollView, simulations: [(axis: Axis, simulation: any Simulation, page: Double?)]) {
    guard !simulations.isEmpty else { return nil }
    self.scrollView = scrollView
    self.simulations = simulations
  }

  func advance(to elapsed: Double) -> Bool {
    var offset = scrollView.preciseOffset
    var done = true
    for (axis, simulation, _) in simulations {
      axis.set(&offset, simulation.position(at: elapsed - origin))
      if !simulation.isDone(at: elapsed - origin) { done = false }
    }
    scrollView.position.setOffset(offset)
    return done
  }

  func rebase(at elapsed: Double) -> Bool {
    let velocity = self.velocity(at: elapsed)
    var rebuilt: [(axis: Axis, simulation: any Simulation, page: Double?)] = []
    for axis in Axis.allCases {
      let page = simulations.first(where: { $0.axis == axis })?.page
      let simulation = scrollView.releaseSimulation(
        on: axis, velocity: axis.value(velocity), target: nil, page: page)
      if let simulation, !simulation.isDone(at: 0) { rebuilt.append((axis, simulation, page)) }
    }
    simulations = rebuilt
    origin = elapsed
    return !rebuilt.isEmpty
  }

  var isBouncing: Bool { scrollView.isOutOfRange(scrollView.preciseOffset) }

  func velocity(at elapsed: Double) -> CGPoint {
    var velocity = CGPoint.zero
    for (axis, simulation, _) in simulations {
      axis.set(&velocity, simulation.velocity(at: elapsed - origin))
    }
    return velocity
  }

  func finish() {
    var offset = scrollView.preciseOffset
    for (axis, simulation, _) in simulations {
      axis.set(&offset, simulation.position(at: .greatestFiniteMagnitude))
    }
    scrollView.position.setOffset(offset)
  }

  func stop() {}
}

extension ScrollView {
  /// The physics in force: the view's model, or clamping when ``bounces`` is off.
  var effectivePhysics: any ScrollPhysicsModel { bounces ? physics : ClampingScrollPhysics() }

  /// The motion a release at `velocity` starts, or nil when nothing will move.
  /// - Parameter target: a rest point to land on exactly (delegate-chosen or a page), or nil for the
  ///   free decay of `velocity`.
  func makeBallisticMotion(
    velocity: CGPoint, target: CGPoint?, axes: [Axis] = Axis.allCases
  ) -> AxisBallisticMotion? {
    var simulations: [(axis: Axis, simulation: any Simulation, page: Double?)] = []
    for axis in axes {
      let speed = canScroll(axis) || isOutOfRange(preciseOffset) ? axis.value(velocity) : 0
      let page = isPagingEnabled ? target.map { axis.value($0) } : nil
      let simulation = releaseSimulation(
        on: axis, velocity: speed, target: page == nil ? target.map { axis.value($0) } : nil, page: page)
      if let simulation { simulations.append((axis, simulation, page)) }
    }
    return AxisBallisticMotion(scrollView: self, simulations: simulations)
  }

  // MARK: Simulations
  //
  // Every ballistic simulation, a view's own and a chain's it runs or shows, is chosen here, from
  // the view's physics model.

  /// The motion of one axis from where it is now at `velocity` (pt/ms): the paging spring onto
  /// `page`, or the physics in force's release motion (landing on `target` when given).
  func releaseSimulation(on axis: Axis, velocity: Double, target: Double?, page: Double?) -> (any Simulation)?
  {
    let position = axis.value(preciseOffset)
    if let page {
      return effectivePhysics.pagingSimulation(position: position, velocity: velocity, target: page)
    }
    return effectivePhysics.ballistic(
      position: position, velocity: velocity, limits: limits(axis), rate: decelerationRate.rawValue,
      target: target)
  }

  /// The free motion of a chain's fling this view runs, as the chain's combined travel from 0 at
  /// `velocity` (pt/ms) before any edge: the model's release motion over an unbounded range. Nil
  /// when nothing moves.
  func chainTravel(on axis: Axis, velocity: Double) -> (any Simulation)? {
    physics.ballistic(
      position: 0, velocity: velocity,
      limits: AxisLimits(lower: -.infinity, upper: .infinity, dimension: axis.value(bounds.size)),
      rate: decelerationRate.rawValue, target: nil)
  }

  /// The bounce of the overscroll this view shows past an end of its chain, as the distance past
  /// that end: from `overshoot` at `velocity` (pt/ms) back to 0, by the model's release motion at
  /// the edge of an empty range. Nil when nothing moves.
  func chainBounce(on axis: Axis, overshoot: Double, velocity: Double) -> (any Simulation)? {
    physics.ballistic(
      position: overshoot, velocity: velocity,
      limits: AxisLimits(lower: 0, upper: 0, dimension: axis.value(bounds.size)),
      rate: decelerationRate.rawValue, target: nil)
  }

  /// Starts the motion of a release at `velocity` (pt/ms), the one place a release's motion is
  /// put together: along the axis of each of `chains` the chain's fling, which this view runs (a
  /// two-axis pair has one on each axis); along every other axis the view's own motion, landing on
  /// `target` when given. The view goes idle when nothing moves.
  func beginRelease(velocity: CGPoint, target: CGPoint?, through chains: [any ScrollChain]) {
    var parts: [any BallisticMotion] = chains.compactMap {
      $0.makeFling(from: self, velocity: $0.axis.value(velocity))
    }
    let own = Axis.allCases.filter { axis in !chains.contains { $0.axis == axis } }
    if !own.isEmpty, let ownMotion = makeBallisticMotion(velocity: velocity, target: target, axes: own) {
      parts.append(ownMotion)
    }
    if let motion = parts.count > 1 ? CombinedMotion(parts: parts) : parts.first {
      position.beginActivity(BallisticActivity(motion: motion, start: window?.clock.now ?? 0))
    } else {
      position.beginActivity(IdleActivity())
    }
  }

  /// Starts the motion of a release that was not a drag (a lift while rubber-banded): a bounce
  /// back through the chain or on this view; otherwise the view goes idle.
  func settle() {
    beginRelease(velocity: .zero, target: nil, through: nestedCoordinators.filter(\.hasOverscroll))
  }

  /// A finger that held a chain's overscroll lifted: this view, the chain's fling owner, returns
  /// it within its running deceleration, or from rest.
  func returnChainOverscroll() {
    let chains = nestedCoordinators
    let continued = position.activity.continueMotion(in: position) { motion, elapsed in
      var next = (motion as? CombinedMotion)?.parts ?? [motion]
      for chain in chains where chain.hasOverscroll {
        if let bounce = chain.makeFling(from: self, velocity: 0) {
          next.append(ShiftedMotion(bounce, origin: elapsed))
        }
      }
      return next.count > 1 ? CombinedMotion(parts: next) : next.first
    }
    if !continued { settle() }
  }

  /// Ends every motion. `notify` false (leaving the window) sends no delegate calls.
  func stopMotion(notify: Bool) {
    let activity = position.activity
    if notify {
      guard
        activity.isBallistic || activity.isScrollAnimation || activity.isZoomAnimation
      else { return }
    } else {
      guard !activity.isIdle else { return }
    }
    position.beginActivity(IdleActivity(), ending: notify ? .interrupted : .silently)
  }
}

/// Several motions run as one ballistic activity (a chain's fling along its axis and the view's
/// own deceleration along the other): done when all are done.
@preconcurrency @MainActor
final class CombinedMotion: BallisticMotion {
  /// The motions that run together, in the order they advance.
  let parts: [any BallisticMotion]
  private var finished: [Bool]

  init(parts: [any BallisticMotion]) {
    self.parts = parts
    self.finished = parts.map { _ in false }
  }

  func advance(to elapsed: Double) -> Bool {
    for index in parts.indices where !finished[index] {
      finished[index] = parts[index].advance(to: elapsed)
    }
    return !finished.contains(false)
  }

  func rebase(at elapsed: Double) -> Bool {
    for index in parts.indices where !finished[index] {
      finished[index] = !parts[index].rebase(at: elapsed)
    }
    return finished.contains(false)
  }

  var isBouncing: Bool { parts.contains { $0.isBouncing } }

  func velocity(at elapsed: Double) -> CGPoint {
    parts.reduce(CGPoint.zero) { $0 + $1.velocity(at: elapsed) }
  }

  func finish() { parts.forEach { $0.finish() } }
  func stop() { parts.forEach { $0.stop() } }
}
