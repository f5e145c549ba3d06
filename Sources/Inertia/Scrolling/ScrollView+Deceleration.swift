import Foundation
import ScrollPhysics

/// A scroll view's own motion after a release: one simulation per moving axis (decay handed over
/// to a bounce, or a paging spring), built by the view's physics model.
///
/// See also: ``ScrollPhysicsModel``, ``BallisticActivity``.
@MainActor
final class AxisBallisticMotion: BallisticMotion {
  private unowned let scrollView: ScrollView
  private var simulations: [(axis: Axis, simulation: any Simulation)]
  /// The time (since the activity began) the simulations start from; moves on a re-base.
  private var origin = 0.0

  init?(scrollView: ScrollView, simulations: [(axis: Axis, simulation: any Simulation)]) {
    guard !simulations.isEmpty else { return nil }
    self.scrollView = scrollView
    self.simulations = simulations
  }

  func advance(to elapsed: Double) -> Bool {
    var offset = scrollView.preciseOffset
    var done = true
    for (axis, simulation) in simulations {
      axis.set(&offset, simulation.position(at: elapsed - origin))
      if !simulation.isDone(at: elapsed - origin) { done = false }
    }
    scrollView.position.setOffset(offset)
    return done
  }

  func rebase(at elapsed: Double) -> Bool {
    let velocity = self.velocity(at: elapsed)
    let targets = simulations.compactMap { entry in
      (entry.simulation as? PagingSpring).map { (entry.axis, $0.target) }
    }
    var rebuilt: [(axis: Axis, simulation: any Simulation)] = []
    for axis in Axis.allCases {
      let position = axis.value(scrollView.preciseOffset)
      let speed = axis.value(velocity)
      let simulation: (any Simulation)?
      if let goal = targets.first(where: { $0.0 == axis })?.1 {
        simulation = scrollView.effectivePhysics.pagingSimulation(
          position: position, velocity: speed, target: goal)
      } else {
        simulation = scrollView.effectivePhysics.ballistic(
          position: position, velocity: speed, limits: scrollView.limits(axis),
          rate: scrollView.decelerationRate.rawValue, target: nil)
      }
      if let simulation, !simulation.isDone(at: 0) { rebuilt.append((axis, simulation)) }
    }
    simulations = rebuilt
    origin = elapsed
    return !rebuilt.isEmpty
  }

  var isBouncing: Bool { scrollView.isOutOfRange(scrollView.preciseOffset) }

  func velocity(at elapsed: Double) -> CGPoint {
    var velocity = CGPoint.zero
    for (axis, simulation) in simulations { axis.set(&velocity, simulation.velocity(at: elapsed - origin)) }
    return velocity
  }

  func finish() {
    var offset = scrollView.preciseOffset
    for (axis, simulation) in simulations {
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
  func makeBallisticMotion(velocity: CGPoint, target: CGPoint?) -> AxisBallisticMotion? {
    var simulations: [(axis: Axis, simulation: any Simulation)] = []
    let physics = effectivePhysics
    for axis in Axis.allCases {
      let position = axis.value(preciseOffset)
      let speed = canScroll(axis) || isOutOfRange(preciseOffset) ? axis.value(velocity) : 0
      let simulation: (any Simulation)?
      if isPagingEnabled, let target {
        simulation = physics.pagingSimulation(position: position, velocity: speed, target: axis.value(target))
      } else {
        simulation = physics.ballistic(
          position: position, velocity: speed, limits: limits(axis), rate: decelerationRate.rawValue,
          target: target.map { axis.value($0) })
      }
      if let simulation { simulations.append((axis, simulation)) }
    }
    return AxisBallisticMotion(scrollView: self, simulations: simulations)
  }

  /// Starts the motion of a release that was not a drag (a lift while rubber-banded): a bounce
  /// back through the chain or on this view; otherwise the view goes idle.
  func settle() {
    if let coordinator = nestedCoordinators.first(where: { $0.hasOverscroll }),
      let motion = coordinator.makeFling(from: self, velocity: 0)
    {
      position.beginActivity(BallisticActivity(motion: motion, start: window?.clock.now ?? 0))
    } else if let motion = makeBallisticMotion(velocity: .zero, target: nil) {
      position.beginActivity(BallisticActivity(motion: motion, start: window?.clock.now ?? 0))
    } else {
      position.beginActivity(IdleActivity())
    }
  }

  /// Ends every motion. `notify` false (leaving the window) sends no delegate calls.
  func stopMotion(notify: Bool) {
    let activity = position.activity
    if notify {
      guard
        activity is BallisticActivity || activity is AnimationActivity || activity is ZoomAnimationActivity
      else { return }
    } else {
      guard !(activity is IdleActivity) else { return }
    }
    position.beginActivity(IdleActivity(), ending: notify ? .interrupted : .silently)
  }
}
